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

type bucket struct{ SourceHostname string }

type node struct{ Hostname string }

// One branch takes a host the caller keeps in brackets already, the
// other brackets the node's host in place where it holds a ':': the
// function chooses between two forms of the same host and knows both.
func nodeEndpoint(bk *bucket, n node, port int) (*http.Response, error) {
	hostname := n.Hostname
	if hostname == "" {
		// SourceHostname is bracketed already.
		hostname = bk.SourceHostname
	} else {
		if strings.Contains(hostname, ":") {
			hostname = "[" + hostname + "]"
		}
	}
	return http.Get(fmt.Sprintf("http://%s:%d", hostname, port))
}

// The look-alike: the branch that brackets tests for "::" only, which
// misses an address in full form.
func nodeEndpointShort(bk *bucket, n node, port int) (*http.Response, error) {
	hostname := n.Hostname
	if hostname == "" {
		hostname = bk.SourceHostname
	} else {
		if strings.Contains(hostname, "::") {
			hostname = "[" + hostname + "]"
		}
	}
	return http.Get(fmt.Sprintf("http://%s:%d", hostname, port)) // want `a host and ':port' joined by hand`
}

// The look-alike: the other branch's host is an IPv6 address written
// bare.
func nodeEndpointLoopback(n node, port int) (*http.Response, error) {
	hostname := n.Hostname
	if hostname == "" {
		hostname = "::1"
	} else if strings.Contains(hostname, ":") {
		hostname = "[" + hostname + "]"
	}
	return http.Get(fmt.Sprintf("http://%s:%d", hostname, port)) // want `a host and ':port' joined by hand`
}

// The same choice written with else if.
func nodeEndpointElseIf(bk *bucket, n node, port int) (*http.Response, error) {
	hostname := n.Hostname
	if hostname == "" {
		hostname = bk.SourceHostname
	} else if strings.Contains(hostname, ":") {
		hostname = "[" + hostname + "]"
	}
	return http.Get(fmt.Sprintf("http://%s:%d", hostname, port))
}

// A suffix appended after the if (a looking glass's server name given
// its domain) keeps the bracketed start; a port appended is text of
// another kind, and the start is no longer known.
func lookingGlass(hostname, domain string, port int) (*http.Response, error) {
	if strings.Contains(hostname, ":") {
		hostname = "[" + hostname + "]"
	}
	if domain != "" {
		hostname += "." + domain
	}
	return http.Get("http://" + hostname + ":" + fmt.Sprint(port) + "/")
}

func lookingGlassPort(hostname, port string) (*http.Response, error) {
	if strings.Contains(hostname, ":") {
		hostname = "[" + hostname + "]"
	}
	hostname += ":" + port
	return http.Get("http://" + hostname + "/")
}
