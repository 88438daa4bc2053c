package bad

import (
	"net/url"
	"testing"
)

// A finding in a test file (a placeholder nothing fills): reported unless
// -test=false.
func TestQuery(t *testing.T) {
	if _, err := url.Parse("http://example.com/?q=${q}"); err != nil {
		t.Fatal(err)
	}
}
