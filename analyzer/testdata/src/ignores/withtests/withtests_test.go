package withtests

import (
	"net/url"
	"testing"
)

func TestDirectives(t *testing.T) {
	url.Parse("http://example.com:port/")        //urlvet:ignore port a fixture
	url.Parse("http://user:secret@example.com/") //urlvet:ignore credentials the check does not run in test files
	url.Parse("http://example.com/")             //urlvet:ignore host nothing to silence // want `urlvet:ignore directive silences nothing`
}
