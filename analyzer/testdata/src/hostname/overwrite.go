package hostname

import (
	"crypto/tls"
	"net"
	"net/url"
)

// Host written as a fallback that a net.SplitHostPort right after
// overwrites with the host wherever there is a port: what stays is a
// host with no port (an IPv6 address in brackets, which tls and x509
// read as the address).
func verifyFull(u *url.URL, conf *tls.Config) {
	conf.ServerName = u.Host
	if host, _, err := net.SplitHostPort(u.Host); err == nil {
		conf.ServerName = host
	}
}

// The look-alikes: a split of another value, a host written elsewhere,
// and a statement between the two, after which the fallback is read.
func verifyOther(u, peer *url.URL, conf *tls.Config) {
	conf.ServerName = u.Host // want `u\.Host holds host:port`
	if host, _, err := net.SplitHostPort(peer.Host); err == nil {
		conf.ServerName = host
	}
}

func verifyElsewhere(u *url.URL, conf, other *tls.Config) {
	conf.ServerName = u.Host // want `u\.Host holds host:port`
	if host, _, err := net.SplitHostPort(u.Host); err == nil {
		other.ServerName = host
	}
}

func verifyBetween(u *url.URL, conf *tls.Config) *tls.Conn {
	conf.ServerName = u.Host // want `u\.Host holds host:port`
	c := tls.Client(nil, conf)
	if host, _, err := net.SplitHostPort(u.Host); err == nil {
		conf.ServerName = host
	}
	return c
}

func verifyOnFailure(u *url.URL, conf *tls.Config) {
	conf.ServerName = u.Host // want `u\.Host holds host:port`
	if host, _, err := net.SplitHostPort(u.Host); err != nil {
		conf.ServerName = host
	}
}

// Host written where net.SplitHostPort of it failed: it has no port
// there.
func verifyNoPort(u *url.URL, conf *tls.Config) {
	if host, _, err := net.SplitHostPort(u.Host); err == nil {
		conf.ServerName = host
	} else {
		conf.ServerName = u.Host
	}
	if _, _, err := net.SplitHostPort(u.Host); err != nil {
		conf = &tls.Config{ServerName: u.Host}
	}
}

// The look-alikes: the branch where the split succeeded, and a failed
// split of another URL's Host.
func verifyWithPort(u, peer *url.URL, conf *tls.Config) {
	if _, _, err := net.SplitHostPort(u.Host); err == nil {
		conf.ServerName = u.Host // want `u\.Host holds host:port`
	} else {
		conf.ServerName = peer.Host // want `peer\.Host holds host:port`
	}
}
