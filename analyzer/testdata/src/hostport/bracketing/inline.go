package bracketing

import (
	"fmt"
	"net"
	"net/http"
	"strings"
)

// The host is bracketed in place where it holds a ':' and has no '['
// yet: what passes the if holds no IPv6 address written bare.
func remote(addr string) (*http.Response, error) {
	host, port := addr, "8443"
	if h, p, err := net.SplitHostPort(addr); err == nil {
		host, port = h, p
	}
	if strings.Contains(host, ":") && !strings.HasPrefix(host, "[") {
		host = fmt.Sprintf("[%s]", host)
	}
	return http.Get("https://" + host + ":" + port)
}

// The look-alikes: a test that misses an address in full form, a read
// before the if, and an assignment after it.
func shortOnly(addr string) (*http.Response, error) {
	host, port := addr, "8443"
	if h, p, err := net.SplitHostPort(addr); err == nil {
		host, port = h, p
	}
	if strings.Contains(host, "::") {
		host = "[" + host + "]"
	}
	return http.Get("https://" + host + ":" + port) // want `a host and ':port' joined by hand`
}

func readBefore(addr string) (*http.Response, error) {
	host, port := addr, "8443"
	if h, p, err := net.SplitHostPort(addr); err == nil {
		host, port = h, p
	}
	r, err := http.Get("https://" + host + ":" + port) // want `a host and ':port' joined by hand`
	if strings.Contains(host, ":") {
		host = "[" + host + "]"
	}
	return r, err
}

func assignedAfter(addr, peer string) (*http.Response, error) {
	host, port := addr, "8443"
	if h, p, err := net.SplitHostPort(addr); err == nil {
		host, port = h, p
	}
	if strings.Contains(host, ":") {
		host = "[" + host + "]"
	}
	if peer != "" {
		host = peer
	}
	return http.Get("https://" + host + ":" + port) // want `a host and ':port' joined by hand`
}
