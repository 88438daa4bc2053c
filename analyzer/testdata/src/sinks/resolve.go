package sinks

import "net/url"

func resolved() {
	base, _ := url.Parse("http://example.com/dir/")
	base.Parse("///x") // want `url\.URL\.Parse: resolved against http://example\.com/dir/ gives http:///x: .*host`
	base.Parse("../y") // valid
}
