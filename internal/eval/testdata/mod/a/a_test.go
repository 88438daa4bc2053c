package a

import (
	"example.com/mod/url"
	"testing"
)

func TestParse(t *testing.T) {
	if _, err := url.Parse("http://example.com/bad test"); err != nil {
		t.Fatal(err)
	}
}
