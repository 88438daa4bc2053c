// Package allowlistorigin checks the Origin of state-changing requests
// and sends nothing itself: no redirect, no request. The test of the
// Origin header is the origin check.
package allowlistorigin

import (
	"net/http"
	"regexp"
	"strings"
)

var trustedOrigin = regexp.MustCompile(`^https://(www|shop).example.net$`) // want `an unescaped '.' in a host name matches any character: "https://wwwxexample.net" passes`

// Guard refuses writes whose Origin is not trusted.
func Guard(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && !trustedOrigin.MatchString(r.Header.Get("Origin")) {
			http.Error(w, "origin not allowed", http.StatusForbidden)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// GuardExact compares the whole origin.
func GuardExact(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch o := r.Header.Get("Origin"); o {
		case "", "https://www.example.net", "https://shop.example.net":
			next.ServeHTTP(w, r)
		default:
			http.Error(w, "origin not allowed", http.StatusForbidden)
		}
	})
}

// Language negotiation reads another header: no origin check.
func Localized(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.Contains(r.Header.Get("Referer"), "example.net") {
			w.Header().Set("Content-Language", "en")
		}
		next.ServeHTTP(w, r)
	})
}
