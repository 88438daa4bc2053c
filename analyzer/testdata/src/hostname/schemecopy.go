package hostname

import (
	"net/http"
	"net/url"
)

// A redirect to HTTPS built from a copy of the received URL: its Host is
// empty on a server, so the text has a scheme and no host.
func redirectCopy(w http.ResponseWriter, r *http.Request) {
	u := *r.URL // want `u copies r\.URL, whose Host is empty in a server's handler: with its Scheme set, its text is "https:///path"`
	u.Scheme = "https"
	http.Redirect(w, r, u.String(), http.StatusMovedPermanently)
}

func redirectAlias(w http.ResponseWriter, r *http.Request) {
	target := r.URL // want `target copies r\.URL, whose Host is empty`
	target.Scheme = "https"
	w.Header().Set("Location", target.String())
	w.WriteHeader(http.StatusFound)
}

// Look-alikes: the copy gets the request's host, keeps no scheme, is
// handed to a function that may set it, or its text is never written.
func redirectWithHost(w http.ResponseWriter, r *http.Request) {
	u := *r.URL
	u.Scheme = "https"
	u.Host = r.Host
	http.Redirect(w, r, u.String(), http.StatusMovedPermanently)
}

func redirectPath(w http.ResponseWriter, r *http.Request) {
	u := *r.URL
	u.Path = "/login"
	http.Redirect(w, r, u.String(), http.StatusFound)
}

func redirectFilled(w http.ResponseWriter, r *http.Request) {
	u := *r.URL
	u.Scheme = "https"
	fillHost(&u, r)
	http.Redirect(w, r, u.String(), http.StatusFound)
}

func fillHost(u *url.URL, r *http.Request) { u.Host = r.Host }

func schemeOnly(w http.ResponseWriter, r *http.Request) {
	u := *r.URL
	u.Scheme = "https"
	w.Header().Set("X-Scheme", u.Scheme)
}
