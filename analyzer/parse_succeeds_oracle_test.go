package analyzer

import (
	"net/url"
	"testing"
)

// TestParseSucceedsOracle runs what the target check claims of a parse
// whose error is taken to tell a URL from a file path: both parsers
// accept file paths.
func TestParseSucceedsOracle(t *testing.T) {
	for _, p := range []string{"/home/me/cat.png", "/tmp/a b.jpg"} {
		if _, err := url.ParseRequestURI(p); err != nil {
			t.Errorf("url.ParseRequestURI(%q) failed: %v", p, err)
		}
	}
	for _, p := range []string{"cat.png", "images/cat.png", "/home/me/cat.png"} {
		if _, err := url.Parse(p); err != nil {
			t.Errorf("url.Parse(%q) failed: %v", p, err)
		}
	}
}
