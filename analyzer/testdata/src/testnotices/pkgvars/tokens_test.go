package pkgvars

import (
	"net/url"
	"strings"
	"testing"
)

// The test writes a bad path into a package variable that Token reads,
// and requires the error: the path is bad on purpose.
func TestTokenError(t *testing.T) {
	base, _ := url.Parse("https://shop.example.com/")
	c := &Client{base: base}
	tokenPath = "://example.com" // make NewRequest fail
	_, err := c.Token()
	if err == nil || !strings.Contains(err.Error(), "missing protocol scheme") {
		t.Errorf("got error %v", err)
	}
}

// The same write where the test drops the error is reported.
func TestRefreshDropped(t *testing.T) {
	base, _ := url.Parse("https://shop.example.com/")
	c := &Client{base: base}
	refreshPath = "://example.com" // want `':' in the first segment of a relative path`
	c.Refresh()
}

// A later call of the same test that expects success takes the value
// too: the write is reported.
func TestTokenThenSuccess(t *testing.T) {
	base, _ := url.Parse("https://shop.example.com/")
	c := &Client{base: base}
	tokenPath = "://example.org" // want `':' in the first segment of a relative path`
	if _, err := c.Token(); err == nil {
		t.Fatal("want an error")
	}
	tokenPath = "://example.net" // want `':' in the first segment of a relative path`
	if _, err := c.Token(); err != nil {
		t.Fatal(err)
	}
}
