package hostport

import (
	"net/url"
	"os"
	"testing"
)

// The test's fakes name any host: the program's is os.Hostname's.
func TestExtURL(t *testing.T) {
	for _, tc := range []struct{ resolver func() (string, error) }{
		{func() (string, error) { return "::1", nil }},
	} {
		extURL(tc.resolver, ":9093")
	}
}

// A test helper called with constant names only (opensearch-go's
// newTestConn).
func newTestConn(t *testing.T, name string) *url.URL {
	u, err := url.Parse("http://" + name + ":9200")
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func TestConns(t *testing.T) {
	newTestConn(t, "node1")
	newTestConn(t, "node2")
}

// A helper given a host that may be an address.
func dialTester(t *testing.T, host string) *url.URL {
	u, _ := url.Parse("ws://" + host + ":4222") // want `IPv6`
	return u
}

func TestTester(t *testing.T) {
	u, _ := url.Parse(os.Getenv("TESTER_URL"))
	dialTester(t, u.Hostname())
}
