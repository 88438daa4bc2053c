// Package testcode holds the shapes of URLs in tests: the mistakes a test
// does not notice by itself, and the deliberate input it holds on purpose.
package testcode

import (
	"net/http"
	"net/url"
)

// Service is configured from a URL.
type Service struct{ token string }

// Initialize reads the service's settings from u.
func (s *Service) Initialize(u *url.URL) {
	if u != nil && u.User != nil {
		s.token = u.User.Username()
	}
}

// Normalize returns u in its normal form.
func Normalize(u *url.URL) string { return u.String() }

// Handler serves the API.
var Handler http.Handler = http.NotFoundHandler()
