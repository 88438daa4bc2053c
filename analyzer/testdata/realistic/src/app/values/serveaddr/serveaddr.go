// Package serveaddr reads the addresses a daemon serves on from its
// command line, written as URLs ("https://:8443", "unix:///run/d.sock"),
// and starts its listeners; its callers, in other packages, parse their
// flags with it.
package serveaddr

import (
	"net"
	"net/http"
	"net/url"
)

// Addr is one address the daemon serves on.
type Addr struct {
	Network  string
	HostPort string
	TLS      bool
}

// Parse reads a listen URL: its host and port are where to listen,
// "" for every interface.
func Parse(raw string) (*Addr, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	network := "tcp"
	if u.Scheme == "unix" {
		network = "unix"
	}
	return &Addr{Network: network, HostPort: u.Host, TLS: u.Scheme == "https"}, nil
}

// Listening reports whether the address is set.
func (a *Addr) Listening() bool { return a.HostPort != "" || a.Network == "unix" }

// Start listens on the address and serves h.
func Start(a *Addr, h http.Handler) error {
	if !a.Listening() {
		return nil
	}
	l, err := net.Listen(a.Network, a.HostPort)
	if err != nil {
		return err
	}
	srv := &http.Server{Handler: h}
	if a.TLS {
		return srv.ServeTLS(l, "tls.crt", "tls.key")
	}
	return srv.Serve(l)
}

// Ping connects to the address, as a client.
func Ping(a *Addr) error {
	c, err := net.Dial(a.Network, a.HostPort)
	if err != nil {
		return err
	}
	return c.Close()
}
