package hostname

import (
	"crypto/tls"
	"net"
	"net/url"
	"strings"
)

// net.JoinHostPort brackets an IPv6 host itself: given a URL's Host,
// which keeps the brackets (and any port), it makes [[::1]]:443.

func dialAddr(endpoint string) (string, error) {
	u, err := url.Parse(endpoint)
	if err != nil {
		return "", err
	}
	if u.Port() == "" {
		return net.JoinHostPort(u.Host, "443"), nil // want `u\.Host holds host:port \(and an IPv6 address in brackets\) where net\.JoinHostPort takes a host name alone; use u\.Hostname\(\)`
	}
	return u.Host, nil
}

func dialAddrHostname(endpoint string) (string, error) {
	u, err := url.Parse(endpoint)
	if err != nil {
		return "", err
	}
	port := u.Port()
	if port == "" {
		port = "443"
	}
	return net.JoinHostPort(u.Hostname(), port), nil
}

// The function wrote the host it joins into the field itself.
func withPort(u *url.URL, hostport, port string) error {
	host, _, err := net.SplitHostPort(hostport)
	if err != nil {
		return err
	}
	u.Host = host
	if port != "" {
		u.Host = net.JoinHostPort(u.Host, port)
	}
	return nil
}

// The default port added in place: the Host read in the statement that
// writes it is still the URL's, brackets and all.
func withDefaultPort(endpoint, port string) string {
	u, err := url.Parse(endpoint)
	if err != nil {
		return endpoint
	}
	if u.Port() == "" {
		u.Host = net.JoinHostPort(u.Host, port) // want `u\.Host holds host:port \(and an IPv6 address in brackets\) where net\.JoinHostPort takes a host name alone; use u\.Hostname\(\)`
	}
	return u.String()
}

// A split's fallback: where net.SplitHostPort fails the Host has no
// port, but an IPv6 address keeps its brackets.
func fallbackJoin(u *url.URL) string {
	host, port, err := net.SplitHostPort(u.Host)
	if err != nil {
		host, port = u.Host, "443" // want `u\.Host holds host:port \(and an IPv6 address in brackets, with no port too\), and host, which may hold it, is given where net\.JoinHostPort takes a host name alone`
	}
	return net.JoinHostPort(host, port)
}

// The same fallback in a helper whose result the caller joins.
func hostAndPort(u *url.URL) (string, string) {
	host, port, err := net.SplitHostPort(u.Host)
	if err != nil {
		host = u.Host // want `u\.Host holds host:port \(and an IPv6 address in brackets, with no port too\), and h, which may hold it, is given where net\.JoinHostPort`
	}
	if host == "" {
		host = "localhost"
	}
	if port == "" {
		port = "6379"
	}
	return host, port
}

func redisAddr(u *url.URL) string {
	h, p := hostAndPort(u)
	return net.JoinHostPort(h, p)
}

// Look-alikes: the fallback takes Hostname(), which drops the brackets;
// a helper that strips them; a host the function rewrites before the
// join; a split's fallback given a host name field alone (ServerName
// reads an IPv6 address in brackets as the address).
func hostAndPortByName(u *url.URL) (string, string) {
	host, port, err := net.SplitHostPort(u.Host)
	if err != nil {
		host, port = u.Hostname(), "6379"
	}
	return host, port
}

func redisAddrByName(u *url.URL) string {
	h, p := hostAndPortByName(u)
	return net.JoinHostPort(h, p)
}

func unbracketed(u *url.URL) string {
	host, port, err := net.SplitHostPort(u.Host)
	if err != nil {
		host, port = strings.Trim(u.Host, "[]"), "443"
	}
	return host + "|" + port
}

func joinUnbracketed(u *url.URL) string {
	hp := strings.SplitN(unbracketed(u), "|", 2)
	return net.JoinHostPort(hp[0], hp[1])
}

func rewritten(u *url.URL) string {
	host := u.Host
	host = strings.TrimSuffix(strings.TrimPrefix(host, "["), "]")
	return net.JoinHostPort(host, "443")
}

func serverNameFallback(u *url.URL) *tls.Config {
	host, _, err := net.SplitHostPort(u.Host)
	if err != nil {
		host = u.Host
	}
	return &tls.Config{ServerName: host}
}
