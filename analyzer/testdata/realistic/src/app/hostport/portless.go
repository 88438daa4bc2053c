package hostport

import (
	"fmt"
	"net/http"
	"strings"
)

// Probes that write the port only where one is configured, through a
// helper whose two returns depend on the port.

func hostAndPort(host string, port int) string {
	if port == 0 {
		return host
	}
	return fmt.Sprintf("%s:%d", host, port)
}

// case: hostport valid probe-bracketed-before-helper
// The target is bracketed where it holds a ':' before the helper adds
// the port; the Host header takes the name as it is.
func probeTarget(target string, port int) (*http.Request, error) {
	host := strings.TrimSpace(target)
	if strings.IndexByte(host, ':') >= 0 {
		host = "[" + host + "]"
	}
	req, err := http.NewRequest("GET", fmt.Sprintf("http://%s/healthz", hostAndPort(host, port)), nil)
	if err != nil {
		return nil, err
	}
	req.Host = hostAndPort(target, port)
	return req, nil
}

// case: hostport bug probe-bare-through-helper
// The target reaches the helper as it is.
func portSuffix(host string, port int) string {
	if port == 0 {
		return host
	}
	return fmt.Sprintf("%s:%d", host, port) // want `JoinHostPort|IPv6`
}

func probeBare(target string, port int) (*http.Request, error) {
	return http.NewRequest("GET", fmt.Sprintf("http://%s/healthz", portSuffix(strings.TrimSpace(target), port)), nil)
}
