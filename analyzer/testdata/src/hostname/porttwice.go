package hostname

import (
	"crypto/tls"
	"fmt"
	"net"
	"net/url"
	"strings"
)

// The Host of a URL that names a port already holds it: an address
// written as Host, ':' and a port holds the port twice there.

func dialGemini(u *url.URL) (net.Conn, error) {
	port := u.Port()
	if port == "" {
		port = "1965"
	}
	return net.Dial("tcp", u.Host+":"+port) // want `u\.Host holds the port where the URL names one \(127\.0\.0\.1:1965\), and the address given to net\.Dial writes ':' and a port after it`
}

func dialTLS(u *url.URL, conf *tls.Config) (net.Conn, error) {
	addr := fmt.Sprintf("%s:%d", u.Host, 443) // want `u\.Host holds the port where the URL names one`
	return tls.Dial("tcp", addr, conf)
}

func resolveBackend(u *url.URL) (*net.TCPAddr, error) {
	return net.ResolveTCPAddr("tcp", u.Host+":80") // want `u\.Host holds the port where the URL names one`
}

// Look-alikes: the code asks about the port first, the split failed (no
// port), the host is the Hostname, or the text is no address.

func dialDefaultPort(u *url.URL) (net.Conn, error) {
	if u.Port() == "" {
		return net.Dial("tcp", u.Host+":1965")
	}
	return net.Dial("tcp", u.Host)
}

func dialNoPort(u *url.URL) (net.Conn, error) {
	if u.Port() != "" {
		return net.Dial("tcp", u.Host)
	}
	return net.Dial("tcp", u.Host+":443")
}

func dialNoColon(u *url.URL) (net.Conn, error) {
	if strings.Contains(u.Host, ":") {
		return nil, fmt.Errorf("%s names a port", u)
	}
	return net.Dial("tcp", u.Host+":443")
}

func dialSplit(u *url.URL) (net.Conn, error) {
	if _, _, err := net.SplitHostPort(u.Host); err != nil {
		return net.Dial("tcp", u.Host+":443")
	}
	return net.Dial("tcp", u.Host)
}

func dialHostname(u *url.URL, port string) (net.Conn, error) {
	return net.Dial("tcp", net.JoinHostPort(u.Hostname(), port))
}

func cacheKey(u *url.URL, user string) string {
	return u.Host + ":" + user
}
