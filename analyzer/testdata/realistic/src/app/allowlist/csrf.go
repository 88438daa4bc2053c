package allowlist

import (
	"net/http"
	"net/url"
	"strings"
)

// case: allowlist bug csrf-origin-contains
func consoleOrigin(r *http.Request) bool {
	o := r.Header.Get("Origin")
	return o == "" || strings.Contains(o, "console.example.io") // want `a host name looked for anywhere`
}

func requireConsole(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost && !consoleOrigin(r) {
			http.Error(w, "forbidden", http.StatusForbidden)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// case: allowlist valid csrf-origin-parsed
func consoleOriginParsed(r *http.Request) bool {
	o := r.Header.Get("Origin")
	if o == "" {
		return true
	}
	u, err := url.Parse(o)
	return err == nil && u.Scheme == "https" && u.Hostname() == "console.example.io"
}

func requireConsoleParsed(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost && !consoleOriginParsed(r) {
			http.Error(w, "forbidden", http.StatusForbidden)
			return
		}
		next.ServeHTTP(w, r)
	})
}
