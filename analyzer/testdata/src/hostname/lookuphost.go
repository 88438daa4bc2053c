package hostname

import (
	"context"
	"crypto/tls"
	"net"
	"net/url"
	"strings"
)

// A split's fallback to the Host where the URL names no port keeps an
// IPv6 address's brackets, which a lookup reads as part of the name.

func resolveTarget(ctx context.Context, u *url.URL) ([]net.IPAddr, error) {
	host, _, err := net.SplitHostPort(u.Host)
	if err != nil {
		host = u.Host // want `u\.Host holds host:port \(and an IPv6 address in brackets, with no port too\), and host, which may hold it, is given where net\.Resolver\.LookupIPAddr takes a host name alone, which looks the brackets up`
	}
	return net.DefaultResolver.LookupIPAddr(ctx, host)
}

func probe(ctx context.Context, u *url.URL) error {
	target, _, err := net.SplitHostPort(u.Host)
	if err != nil {
		target = u.Host // want `u\.Host holds host:port .* and name, which may hold it, is given where net\.LookupHost takes a host name alone`
	}
	_, err = lookupAddrs(ctx, target)
	return err
}

func lookupAddrs(ctx context.Context, name string) ([]string, error) {
	return net.LookupHost(name)
}

// Look-alikes: the host name the URL gives, brackets trimmed, and a TLS
// server name, which crypto/tls reads in brackets as the address.

func resolveHostname(ctx context.Context, u *url.URL) ([]net.IPAddr, error) {
	return net.DefaultResolver.LookupIPAddr(ctx, u.Hostname())
}

func resolveTrimmed(u *url.URL) ([]string, error) {
	host, _, err := net.SplitHostPort(u.Host)
	if err != nil {
		host = strings.Trim(u.Host, "[]")
	}
	return net.LookupHost(host)
}

func serverName(u *url.URL) *tls.Config {
	host, _, err := net.SplitHostPort(u.Host)
	if err != nil {
		host = u.Host
	}
	return &tls.Config{ServerName: host}
}
