package hostname

import (
	"net"
	"net/url"
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
