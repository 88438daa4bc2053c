// Package flag is package checks, analyzed with an empty -checks= flag:
// all checks but the disabled one.
package flag

import "net/url"

func checks() {
	url.Parse("http://example.com/a b")  // char is disabled
	url.Parse("http://example.com:80x/") // want `url\.Parse: .*port`
}
