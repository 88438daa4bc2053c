// Package demo holds URL constants that net/url accepts but the URL RFCs
// do not. Every finding urlvet reports here is intentional: run
//
//	go run ./cmd/urlvet ./examples/demo
//
// to see them. The package compiles, and the standard go vet finds nothing.
package demo

import (
	"net/http"
	"net/url"
)

// apiBase is concatenated below: urlvet checks the constant parts of
// the expression, wherever they end up in the string.
const apiBase = "https://api.example.com/v1"

// Search sends a raw space in the query: net/http puts it on the wire as is.
func Search() (*http.Response, error) {
	return http.Get(apiBase + "/search?q=go vet")
}

// Mirror names an IPv4 address with an octet out of range; url.Parse
// accepts it and the request fails only when it is sent.
func Mirror() (*url.URL, error) {
	return url.Parse("http://300.1.1.1/pub/")
}

// Status uses a port beyond 65535 and a percent sign that starts no escape.
func Status() (*http.Request, error) {
	return http.NewRequest("GET", "http://status.example.com:99999/health?load=95%", nil)
}

// User left a route's placeholder in place, which no escaping makes right.
func User() (*url.URL, error) {
	return url.Parse("https://example.com/users/{id}")
}

// Home builds a url.URL whose raw query holds a space.
func Home() string {
	u := url.URL{Scheme: "https", Host: "example.com", RawQuery: "tab=news feed"}
	return u.String()
}
