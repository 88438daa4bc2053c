package netonly // want package:`urlListens\(2\)`

// netonly listens and dials with package net alone: it calls no
// URL sink, yet its functions say what they do with an address.

import (
	"crypto/tls"
	"net"
)

// Accept listens on addr, with TLS when a configuration is given.
func Accept(addr string, conf *tls.Config) (net.Listener, error) { // want Accept:`urlListen\(0:listen\)`
	if conf != nil {
		return tls.Listen("tcp", addr, conf)
	}
	return net.Listen("tcp", addr)
}

// Reach connects to addr.
func Reach(addr string) (net.Conn, error) { // want Reach:`urlListen\(0:dial\)`
	var d net.Dialer
	return d.Dial("tcp", addr)
}
