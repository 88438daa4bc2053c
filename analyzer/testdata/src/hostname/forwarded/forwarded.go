// Package forwarded reads what a reverse proxy in front of a server says
// of a request, and falls back on the request itself.
package forwarded

import "net/http"

// Scheme is the X-Forwarded-Proto header, or the request URL's scheme.
func Scheme(r *http.Request) string {
	if s := r.Header.Get("X-Forwarded-Proto"); s != "" {
		return s
	}
	return r.URL.Scheme
}
