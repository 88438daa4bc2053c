package schemes

import (
	"net/url"
	"testing"
)

// A test parses host:port to see what url.Parse makes of it.
func TestParseHostPort(t *testing.T) {
	u, err := url.Parse("localhost:9000")
	if err != nil || u.Host != "" {
		t.Fatal(u, err)
	}
}
