package checks

import "net/url"

func checks() {
	url.Parse("http://example.com/a b")  // char is disabled
	url.Parse("http://example.com:80x/") // want `url\.Parse: .*port`
}
