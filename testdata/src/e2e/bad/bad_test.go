package bad

import (
	"net/url"
	"testing"
)

// A finding in a test file: reported unless -test=false.
func TestQuery(t *testing.T) {
	if _, err := url.Parse("http://example.com/?q=a b"); err != nil {
		t.Fatal(err)
	}
}
