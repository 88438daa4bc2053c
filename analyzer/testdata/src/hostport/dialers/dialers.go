// Package dialers joins host:port by hand for a net.Dialer, whose
// DialContext takes a context before the network and the address, and
// for a field the function appends a port to before it dials it.
package dialers

import (
	"context"
	"crypto/tls"
	"net"
	"strings"
)

type DNS struct{ Nameserver string }

type Config struct{ DNS DNS }

func lookup(ctx context.Context, server string) (net.Conn, error) {
	var d net.Dialer
	return d.DialContext(ctx, "udp", server+":53") // want `net\.Dialer\.DialContext: a host and ':port' joined by hand`
}

// The nameserver is given a port when it has none, and dialed by the
// resolver's Dial, a literal of the function.
func setupResolver(cfg *Config) *net.Resolver {
	if !strings.HasSuffix(cfg.DNS.Nameserver, ":53") {
		cfg.DNS.Nameserver += ":53" // want `net\.Dialer\.DialContext: a host and ':port' joined by hand`
	}
	dial := func(ctx context.Context, _, _ string) (net.Conn, error) {
		d := net.Dialer{}
		return d.DialContext(ctx, "udp", cfg.DNS.Nameserver)
	}
	return &net.Resolver{PreferGo: true, Dial: dial}
}

// Look-alikes: a port joined by net.JoinHostPort, a Unix socket's path,
// and a field given its port elsewhere.
func lookupOK(ctx context.Context, server string) (net.Conn, error) {
	var d net.Dialer
	return d.DialContext(ctx, "udp", net.JoinHostPort(server, "53"))
}

func socket(ctx context.Context, dir string) (net.Conn, error) {
	var d net.Dialer
	return d.DialContext(ctx, "unix", dir+":53")
}

func setupResolverOK(cfg *Config) *net.Resolver {
	if _, _, err := net.SplitHostPort(cfg.DNS.Nameserver); err != nil {
		cfg.DNS.Nameserver = net.JoinHostPort(cfg.DNS.Nameserver, "53")
	}
	dial := func(ctx context.Context, _, _ string) (net.Conn, error) {
		d := net.Dialer{}
		return d.DialContext(ctx, "udp", cfg.DNS.Nameserver)
	}
	return &net.Resolver{PreferGo: true, Dial: dial}
}

// crypto/tls's DialWithDialer takes the dialer first, then the network
// and the address. A value named for a domain holds a DNS name.
func certificates(host, port string) (*tls.Conn, error) {
	return tls.DialWithDialer(&net.Dialer{}, "tcp", host+":"+port, &tls.Config{}) // want `tls\.DialWithDialer: a host and ':port' joined by hand`
}

func certificatesOf(domainName, port string) (*tls.Conn, error) {
	return tls.DialWithDialer(&net.Dialer{}, "tcp", domainName+":"+port, &tls.Config{})
}
