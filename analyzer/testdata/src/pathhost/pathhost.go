// Package pathhost writes a listener's address into url.URL literals
// and reads their Host to dial them.
package pathhost

import (
	"fmt"
	"net"
	"net/url"
	"strconv"
)

// addressURL is the URL clients are told to dial: host:port in Path
// leaves Host empty, and target dials "".
func addressURL(addr net.Addr) *url.URL {
	if tcp, ok := addr.(*net.TCPAddr); ok && tcp.IP.IsUnspecified() {
		return &url.URL{Scheme: addr.Network(), Path: fmt.Sprintf("127.0.0.1:%v", tcp.Port)} // want `url\.URL\.Path: a path field holds host:port`
	}
	return &url.URL{Scheme: "tcp", Path: net.JoinHostPort("localhost", "8080")} // want `url\.URL\.Path: a path field holds host:port`
}

func target(u *url.URL) string { return u.Host }

// Look-alikes: the address in Host; a socket's or a file's path; a path
// with a ':' in a segment; no Scheme (a relative reference's path); an
// Opaque URL.
func addressURLs(port int, sock string) []*url.URL {
	return []*url.URL{
		{Scheme: "tcp", Host: "127.0.0.1:" + strconv.Itoa(port)},
		{Scheme: "unix", Path: sock},
		{Scheme: "file", Path: "c:" + sock},
		{Scheme: "https", Host: "example.com", Path: "/v1/items:batchGet"},
		{Path: "localhost:" + strconv.Itoa(port)},
		{Scheme: "tcp", Host: "h", Path: "x:1"},
	}
}
