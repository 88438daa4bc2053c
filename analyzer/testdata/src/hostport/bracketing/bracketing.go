// Package bracketing formats endpoints from hosts that a helper of the
// package wraps in brackets when they hold a ':': the program writes an
// IPv6 address as [2001:db8::1] before ":port" itself.
package bracketing

import (
	"fmt"
	"net/http"
	"strings"
)

type member struct {
	Addr     string
	External map[string]string
}

func withBrackets(host, fallback string) string {
	if host == "" {
		return fallback
	}
	if strings.Contains(host, ":") {
		return "[" + host + "]"
	}
	return host
}

func clusterURL(host string, port int) string {
	return fmt.Sprintf("couchbase://%s:%d", host, port)
}

func adminURL(host string) string {
	return "http://" + host + ":8091/pools"
}

func routes(members []member, network, seed string) []string {
	var out []string
	for _, m := range members {
		host := m.Addr
		if network != "" {
			host = m.External[network]
		}
		host = withBrackets(host, seed)
		out = append(out, clusterURL(host, 11210), adminURL(host))
	}
	return out
}

func probe(m member) (*http.Response, error) {
	return http.Get("http://" + withBrackets(m.Addr, "localhost") + ":8091/pools")
}

// Look-alikes: a host that no helper brackets, a helper that only lowers
// its case, and a host copied before the helper ran.
func lowered(h string) string { return strings.ToLower(h) }

func direct(m member) (*http.Response, error) {
	host := lowered(m.Addr)
	return http.Get("http://" + host + ":8091/pools") // want `http\.Get: a host and ':port' joined by hand`
}

func statsURL(host string) string {
	return "http://" + host + ":8092/stats" // want `a host and ':port' joined by hand`
}

func stats(m member) []string {
	host := m.Addr
	raw := host
	host = withBrackets(host, "")
	return []string{statsURL(raw), adminURL(host)}
}
