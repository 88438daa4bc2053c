package profile

import "net/url"

func directives() {
	url.Parse("http://example.com/") //urlvet:ignore char
	url.Parse("http://example.com/") //urlvet:ignore
	url.Parse("http://example.com/") //urlvet:ignore nosuch, // want `urlvet:ignore names unknown check "nosuch"`
}
