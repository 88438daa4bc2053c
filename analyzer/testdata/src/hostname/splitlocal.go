package hostname

import (
	"crypto/tls"
	"net/url"
	"strings"
)

// dialConfig splits a Host it stored in a variable.
func dialConfig(server string) (*tls.Config, error) {
	parsed, err := url.Parse(server)
	if err != nil {
		return nil, err
	}
	cfg := &tls.Config{}
	hostname := parsed.Host
	cfg.ServerName = strings.Split(hostname, ":")[0] // want `host:port split at a ':' by hand: hostname, which holds parsed\.Host, holds an IPv6 address`
	return cfg, nil
}

// dialConfigNamed stores the host name, which has no port: quiet.
func dialConfigNamed(parsed *url.URL) *tls.Config {
	name := parsed.Hostname()
	return &tls.Config{ServerName: strings.Split(name, ":")[0]}
}

// dialConfigTrimmed assigns the variable again: what it holds at the
// split is not known, quiet.
func dialConfigTrimmed(parsed *url.URL, suffix string) *tls.Config {
	hostname := parsed.Host
	hostname = strings.TrimSuffix(hostname, suffix)
	return &tls.Config{ServerName: strings.Split(hostname, ":")[0]}
}
