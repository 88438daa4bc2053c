// Package addrurl tells clients where a server listens as a URL, and
// dials the URLs it is given by their Host.
package addrurl

import (
	"fmt"
	"net"
	"net/url"
)

// case: values bug listen-addr-in-path
func listenURL(ln net.Listener) *url.URL {
	tcp := ln.Addr().(*net.TCPAddr)
	return &url.URL{Scheme: "tcp", Path: fmt.Sprintf("127.0.0.1:%d", tcp.Port)} // want `url\.URL\.Path: a path field holds host:port`
}

// case: values valid listen-addr-in-host
func listenURLHost(ln net.Listener) *url.URL {
	return &url.URL{Scheme: "tcp", Host: ln.Addr().String()}
}

// case: values valid unix-socket-path
func socketURL(path string) *url.URL {
	return &url.URL{Scheme: "unix", Path: path}
}

func dial(u *url.URL) (net.Conn, error) { return net.Dial(u.Scheme, u.Host) }
