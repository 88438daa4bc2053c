// Package twice has a constant that a test file names: the package and
// its test variant both analyze twice.go and report its finding, with
// different reasons for offering no fix.
package twice

import "net/url"

const base = "http://example.com/a b"

func Base() (*url.URL, error) {
	return url.Parse(base)
}
