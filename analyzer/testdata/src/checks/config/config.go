// Package config is package checks, analyzed with Checks empty in the
// Config: all checks but the disabled one.
package config

import "net/url"

func checks() {
	url.Parse("http://example.com/a b")  // char is disabled
	url.Parse("http://example.com:80x/") // want `url\.Parse: .*port`
}
