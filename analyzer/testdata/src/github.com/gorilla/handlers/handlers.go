// Package handlers is a stub of github.com/gorilla/handlers.
package handlers

import "net/http"

// ProxyHeaders sets r.RemoteAddr, r.URL.Scheme and r.Host from the
// headers a reverse proxy adds, then calls h.
func ProxyHeaders(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if s := r.Header.Get("X-Forwarded-Proto"); s != "" {
			r.URL.Scheme = s
		}
		h.ServeHTTP(w, r)
	})
}
