package hostport

import "testing"

// The test's fakes name any host: the program's is os.Hostname's.
func TestExtURL(t *testing.T) {
	for _, tc := range []struct{ resolver func() (string, error) }{
		{func() (string, error) { return "::1", nil }},
	} {
		extURL(tc.resolver, ":9093")
	}
}
