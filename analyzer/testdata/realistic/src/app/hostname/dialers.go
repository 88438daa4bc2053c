package hostname

import (
	"context"
	"crypto/tls"
	"net"
	"net/url"
)

// case: hostname bug capsule-dial-port-twice
func dialCapsule(u *url.URL, conf *tls.Config) (net.Conn, error) {
	port := u.Port()
	if port == "" {
		port = "1965"
	}
	return tls.Dial("tcp", u.Host+":"+port, conf) // want `u.Host holds the port where the URL names one`
}

// case: hostname valid capsule-dial-default-port
func dialCapsuleDefault(u *url.URL, conf *tls.Config) (net.Conn, error) {
	addr := u.Host
	if u.Port() == "" {
		addr = u.Host + ":1965"
	}
	return tls.Dial("tcp", addr, conf)
}

// case: hostname bug probe-resolve-split-fallback
func resolveProbeTarget(ctx context.Context, target *url.URL) (*net.IPAddr, error) {
	host, _, err := net.SplitHostPort(target.Host)
	if err != nil {
		host = target.Host // want `target.Host holds host:port .* which looks the brackets up as part of the name`
	}
	return firstAddr(ctx, host)
}

func firstAddr(ctx context.Context, name string) (*net.IPAddr, error) {
	addrs, err := net.DefaultResolver.LookupIPAddr(ctx, name)
	if err != nil || len(addrs) == 0 {
		return nil, err
	}
	return &addrs[0], nil
}

// case: hostname valid probe-resolve-hostname
func resolveProbeName(ctx context.Context, target *url.URL) (*net.IPAddr, error) {
	return firstAddr(ctx, target.Hostname())
}
