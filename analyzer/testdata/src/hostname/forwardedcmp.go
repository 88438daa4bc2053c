package hostname

import (
	"net/http"

	"hostname/forwarded"
)

// Another package's helper given this request may return a copy of
// r.URL.Scheme: the comparison tells whether a proxy named the scheme,
// whatever the field holds.
func upgradeInsecure(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		scheme := forwarded.Scheme(r)
		if scheme != r.URL.Scheme && scheme == "http" {
			u := *r.URL
			u.Scheme, u.Host = "https", r.Host
			http.Redirect(w, r, u.String(), http.StatusMovedPermanently)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// Given another request, the helper says nothing of this one's field.
func sameSchemeAs(w http.ResponseWriter, r *http.Request) {
	upstream, err := http.NewRequest(http.MethodGet, "https://upstream.example.com/", nil)
	if err != nil {
		return
	}
	scheme := forwarded.Scheme(upstream)
	if scheme == r.URL.Scheme { // want `r\.URL\.Scheme is empty in a server's handler`
		w.WriteHeader(http.StatusNoContent)
	}
}
