package hostname

import (
	"context"
	"net"
	"net/http"
	"net/url"
)

// case: hostname bug doh-default-port-join-host
func dohClient(endpoint string) (*http.Client, error) {
	u, err := url.Parse(endpoint)
	if err != nil {
		return nil, err
	}
	addr := u.Host
	if u.Port() == "" {
		addr = net.JoinHostPort(u.Host, "443") // want `JoinHostPort takes a host name alone`
	}
	var d net.Dialer
	tr := &http.Transport{DialContext: func(ctx context.Context, network, _ string) (net.Conn, error) {
		return d.DialContext(ctx, network, addr)
	}}
	return &http.Client{Transport: tr}, nil
}

// case: hostname valid doh-default-port-join-hostname
func dohClientHostname(endpoint string) (*http.Client, error) {
	u, err := url.Parse(endpoint)
	if err != nil {
		return nil, err
	}
	addr := u.Host
	if u.Port() == "" {
		addr = net.JoinHostPort(u.Hostname(), "443")
	}
	var d net.Dialer
	tr := &http.Transport{DialContext: func(ctx context.Context, network, _ string) (net.Conn, error) {
		return d.DialContext(ctx, network, addr)
	}}
	return &http.Client{Transport: tr}, nil
}

// endcase
