package bracketing

import (
	"fmt"
	"net/http"
)

// A host field the package writes a constant name or text it brackets
// itself (fmt.Sprintf("[%s]", v), "[" + v + "]"): never a bare IPv6
// address before ":port".
type mapiConn struct {
	host string
	port int
}

func newMapiConn(v string, ipv6 bool) *mapiConn {
	c := &mapiConn{host: "localhost", port: 50000}
	if ipv6 {
		c.host = fmt.Sprintf("[%s]", v)
	}
	return c
}

func newBracketed(v string) *mapiConn { return &mapiConn{host: "[" + v + "]", port: 50000} }

func (c *mapiConn) Ping() (*http.Response, error) {
	return http.Get(fmt.Sprintf("http://%s:%d/ping", c.host, c.port))
}

// The look-alike: one write gives the text bare.
type bareConn struct {
	host string
}

func newBareConn(v string, ipv6 bool) *bareConn {
	if ipv6 {
		return &bareConn{host: fmt.Sprintf("[%s]", v)}
	}
	return &bareConn{host: v}
}

func (c *bareConn) Ping() (*http.Response, error) {
	return http.Get(fmt.Sprintf("http://%s:%d/ping", c.host, 50000)) // want `a host and ':port' joined by hand`
}
