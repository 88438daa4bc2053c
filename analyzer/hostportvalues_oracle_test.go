package analyzer

import (
	"net"
	"net/url"
	"strings"
	"testing"
)

// TestHostPortValuesOracle runs url.Parse on the constants of the
// hostportvalues fixture and realistic cases and checks bareHostPort
// against what comes out: a constant is bare host:port exactly when
// url.Parse fails on it or returns no host, and would give the host
// it names with "http://" written before it. The constants of the
// look-alikes that are URLs parse with their own scheme.
func TestHostPortValuesOracle(t *testing.T) {
	for _, c := range []struct {
		s    string
		bare bool
	}{
		{"127.0.0.1:4180", true},
		{"localhost:4180", true},
		{"127.0.0.1:8080", true},
		{"[::1]:8080", true},
		{"127.0.0.1:2379", true},
		{"127.0.0.1:4001", true},
		{"localhost:2380", true},
		{"localhost:9000", true},
		{"localhost:9093", true},
		{"127.0.0.1:3000", true},
		{"pushgateway.monitoring.svc:9091", true},
		{"mailto:ops@example.com", false},
		{"mailto:oncall@example.com", false},
		{"tel:5551234", false},
		{"http://alertmanager.monitoring.svc:9093", false},
		{"redis:6379", false}, // a scheme that may be one: not reported, though url.Parse finds no host
	} {
		_, got := bareHostPort(c.s, true)
		if got != c.bare {
			t.Errorf("bareHostPort(%q) = %v, want %v", c.s, got, c.bare)
		}
		u, err := url.Parse(c.s)
		noHost := err != nil || u.Host == ""
		if c.bare && !noHost {
			t.Errorf("url.Parse(%q) has host %q: not misread", c.s, u.Host)
		}
		if !c.bare && err == nil && u.Scheme == "" {
			t.Errorf("url.Parse(%q): no scheme, a look-alike must be a URL", c.s)
		}
		if c.bare {
			fixed, err := url.Parse("http://" + c.s)
			if err != nil || fixed.Host != c.s || !strings.HasPrefix(c.s, fixed.Hostname()) && !strings.HasPrefix(c.s, "["+fixed.Hostname()) {
				t.Errorf("url.Parse(%q) = %v, %v: the fix does not give the host", "http://"+c.s, fixed, err)
			}
		}
	}
}

// TestSchemelessParse checks the fact schemeless reads: url.Parse finds
// no scheme only in text with no ':' before its first '/', so an IPv6
// address, bracketed or not, with or without a port or zone, either
// fails to parse or parses with a scheme.
func TestSchemelessParse(t *testing.T) {
	for _, s := range []string{"::1", "[::1]", "[::1]:80", "2001:db8::1", "fe80::1%eth0", "[fe80::1%25eth0]:8200", "::ffff:10.0.0.1", "a::1", "abc:1::1"} {
		u, err := url.Parse(s)
		if err == nil && u.Scheme == "" {
			t.Errorf("url.Parse(%q) found no scheme and no error: host %q, path %q", s, u.Host, u.Path)
		}
	}
	for _, s := range []string{"vault.internal", "10.0.0.1", "vault", "vault.internal/v1"} {
		if u, err := url.Parse(s); err != nil || u.Scheme != "" {
			t.Errorf("url.Parse(%q) = %v, %v; want no scheme and no error", s, u, err)
		}
	}
}

// TestIPv4NetworkOracle checks why an IPv4-only network ("tcp4",
// "udp4") does not excuse a host joined to ":port" by hand: the
// resolver serves an IPv4-mapped address there, in brackets only.
func TestIPv4NetworkOracle(t *testing.T) {
	for _, network := range []string{"tcp4", "udp4"} {
		if !ipv4NetworkName(network) {
			t.Errorf("ipv4NetworkName(%q) = false", network)
		}
		host := "::ffff:127.0.0.1"
		if _, err := net.ResolveUDPAddr(strings.Replace(network, "tcp", "udp", 1), net.JoinHostPort(host, "8125")); err != nil {
			t.Errorf("%s: the bracketed address fails: %v", network, err)
		}
		if _, err := net.ResolveTCPAddr(strings.Replace(network, "udp", "tcp", 1), host+":8125"); err == nil {
			t.Errorf("%s: the address joined by hand resolves", network)
		}
	}
	for _, network := range []string{"tcp", "udp6", "ip", "unix"} {
		if ipv4NetworkName(network) {
			t.Errorf("ipv4NetworkName(%q) = true", network)
		}
	}
}

// TestNamedHostPortOracle runs url.Parse on what the named host:port
// fixtures build (namedHostPort) for every kind of host a configuration
// can hold: none gives a URL with that host, and each does with "http://"
// written before it.
func TestNamedHostPortOracle(t *testing.T) {
	for _, host := range []string{"localhost", "marathon.example.com", "marathon", "127.0.0.1", "[::1]"} {
		for _, tail := range []string{":8080", ":8080/v2", ":9100/metrics"} {
			s := host + tail
			if u, err := url.Parse(s); err == nil && u.Host != "" {
				t.Errorf("url.Parse(%q) has host %q: not misread", s, u.Host)
			}
			if u, err := url.Parse("http://" + s); err != nil || u.Hostname() != strings.Trim(host, "[]") {
				t.Errorf("url.Parse(%q) = %v, %v: the fix does not give the host", "http://"+s, u, err)
			}
		}
	}
}
