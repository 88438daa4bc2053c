package hostname

import (
	"net/http"
	"strings"
)

// forwardedScheme prefers the scheme a front proxy names, else the one
// the request's URL has (set only on a proxy's request).
func forwardedScheme(r *http.Request) string {
	s := r.Header.Get("X-Forwarded-Scheme")
	if s == "" {
		s = r.URL.Scheme
	}
	return s
}

// The handler compares the result with r.URL.Scheme itself, to tell
// whether it came from the header: the comparison holds whatever the
// field holds, and HTTPS is told by r.TLS.
func secureOnly(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s := forwardedScheme(r)
		if strings.EqualFold(s, "https") || r.TLS != nil && s == r.URL.Scheme {
			next.ServeHTTP(w, r)
			return
		}
		http.Redirect(w, r, "https://"+r.Host+r.URL.RequestURI(), http.StatusMovedPermanently)
	})
}

// The same fallback, whose result is written into a URL: on a server it
// is empty, and the redirect has no scheme.
func fallbackScheme(r *http.Request) string {
	s := r.Header.Get("X-Forwarded-Proto")
	if s == "" {
		s = r.URL.Scheme // want `r.URL.Scheme is empty in a server's handler`
	}
	return s
}

func canonical(w http.ResponseWriter, r *http.Request) {
	http.Redirect(w, r, fallbackScheme(r)+"://www.example.com"+r.URL.RequestURI(), http.StatusMovedPermanently)
}

// A copy of another field does not make a comparison with Scheme hold.
func hostIsScheme(w http.ResponseWriter, r *http.Request) {
	h := r.URL.Host        // want `r.URL.Host is empty in a server's handler`
	if h == r.URL.Scheme { // want `r.URL.Scheme is empty in a server's handler`
		w.WriteHeader(http.StatusBadRequest)
	}
}
