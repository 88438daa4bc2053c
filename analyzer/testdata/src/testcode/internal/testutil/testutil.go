// Package testutil helps tests: a URL whose parse error is dropped is
// still reported.
package testutil

import "net/url"

// Server returns the URL of the test server.
func Server() *url.URL {
	u, _ := url.Parse("http://127.0.0.1:port/") // want `port`
	return u
}
