package hostport

import (
	"net"
	"net/url"
	"time"
)

// An address that url.Parse read with no scheme, joined to ":80" where
// the parse's Scheme is tested empty: url.Parse finds no scheme only in
// text with no ':' before its first '/', so it is no IPv6 address.
// Look-alikes: the branch where a scheme was found, a parse of other
// text, and a result assigned again before the test.
type vaultConfig struct {
	Address string
}

func dialVault(cfg vaultConfig) error {
	u, err := url.Parse(cfg.Address)
	if err != nil {
		return err
	}
	if u.Scheme == "" {
		u = &url.URL{Scheme: "http", Host: cfg.Address + ":80"}
	}
	return dialHost(u.Host)
}

func dialVaultSwitch(cfg vaultConfig) error {
	u, err := url.Parse(cfg.Address)
	if err != nil {
		return err
	}
	switch {
	case u.Scheme == "":
		u = &url.URL{Scheme: "http", Host: cfg.Address + ":80"}
	case u.Scheme == "unix":
		return nil
	}
	return dialHost(u.Host)
}

func dialVaultSchemed(cfg vaultConfig) error {
	u, err := url.Parse(cfg.Address)
	if err != nil {
		return err
	}
	if u.Scheme != "" {
		u = &url.URL{Scheme: "http", Host: cfg.Address + ":80"} // want `url\.URL\.Host: a host and ':port' joined by hand`
	}
	return dialHost(u.Host)
}

func dialVaultOther(cfg vaultConfig, peer string) error {
	u, err := url.Parse(cfg.Address)
	if err != nil {
		return err
	}
	if u.Scheme == "" {
		u = &url.URL{Scheme: "http", Host: peer + ":80"} // want `url\.URL\.Host: a host and ':port' joined by hand`
	}
	return dialHost(u.Host)
}

func dialVaultReassigned(cfg vaultConfig, fallback *url.URL) error {
	u, err := url.Parse(cfg.Address)
	if err != nil {
		return err
	}
	u = fallback
	if u.Scheme == "" {
		u = &url.URL{Scheme: "http", Host: cfg.Address + ":80"} // want `url\.URL\.Host: a host and ':port' joined by hand`
	}
	return dialHost(u.Host)
}

func dialHost(hostport string) error {
	conn, err := net.DialTimeout("tcp", hostport, 5*time.Second)
	if err != nil {
		return err
	}
	return conn.Close()
}
