// Package mitmcerts makes certificates for the hosts a proxy intercepts.
package mitmcerts

import (
	"crypto/tls"
	"net"
)

// ForHost returns the configuration that serves a certificate for
// hostname where the client names no server; the certificate's maker
// takes host:port and keeps the host.
func ForHost(hostname string) *tls.Config {
	return &tls.Config{GetCertificate: func(hello *tls.ClientHelloInfo) (*tls.Certificate, error) {
		host := hello.ServerName
		if host == "" {
			host = hostname
		}
		return certFor(host)
	}}
}

func certFor(hostname string) (*tls.Certificate, error) {
	if host, _, err := net.SplitHostPort(hostname); err == nil {
		hostname = host
	}
	_ = hostname
	return nil, nil
}
