// Package input reads URLs that come from run-time input: they cannot be
// resolved, and are reported as input.
package input

import (
	"net/http"
	"net/url"
	"os"
)

func handler(w http.ResponseWriter, r *http.Request) {
	url.Parse(r.Header.Get("Referer"))
	u := &url.URL{Path: r.URL.Path, RawQuery: r.URL.RawQuery}
	http.Redirect(w, r, r.FormValue("next"), http.StatusFound)
	url.Parse(r.URL.Query().Get("u"))
	_ = u
}

func command() {
	url.Parse(os.Args[1])
	url.Parse(os.Getenv("BASE_URL"))
}

// Not input: a request the code builds, and a field it sets.
func build(r *http.Request) {
	url.Parse(r.URL.Path)
}

func rewrite(w http.ResponseWriter, r *http.Request) {
	r.URL.RawPath = "/a"
	url.Parse(r.URL.RawPath)
}

// A request's RequestURI is what a server received, in a handler or not,
// unless the package sets it.
func forwarded(req *http.Request) {
	url.ParseRequestURI(req.RequestURI)
}

// An outgoing request has no RequestURI.
func outgoing(req *http.Request) *http.Request {
	out := req.Clone(req.Context())
	out.RequestURI = ""
	return out
}

// A helper every call of which passes the request a handler serves
// serves it too.
func location(r *http.Request, object string) string {
	u := &url.URL{Host: r.Host, Path: "/" + object}
	return u.String()
}

func objectHandler(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Location", location(r, "o"))
}

// One also called with a request the code builds does not.
func target(req *http.Request) {
	url.Parse(req.Host)
}

func built(w http.ResponseWriter, r *http.Request) {
	target(r)
	out, _ := http.NewRequest("GET", "http://example.com/", nil)
	target(out)
}
