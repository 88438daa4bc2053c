// Package location writes redirects' Location headers by hand.
package location

import (
	"net/http"
	"net/url"
)

// Header.Set and Add send the reference as it is: a space goes raw on
// the wire, and run-time input in its query is not escaped.
func login(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Location", "/login?next="+r.URL.Query().Get("next")) // want `http\.Header\.Set: r\.URL\.Query\(\)\.Get\("next"\), run-time input, is written unescaped into the query value`
	w.WriteHeader(http.StatusFound)
}

func docs(w http.ResponseWriter) {
	w.Header().Set("location", "/docs/getting started") // want `http\.Header\.Set: space is not allowed in a path`
	w.Header().Add("Location", "/docs/{id}")            // want `http\.Header\.Add: unfilled placeholder "\{id\}"`
	w.WriteHeader(http.StatusSeeOther)
}

// The look-alikes: escaped input, a constant reference, another header,
// a key that is not a constant.
func loginEscaped(w http.ResponseWriter, r *http.Request, key string) {
	w.Header().Set("Location", "/login?next="+url.QueryEscape(r.URL.Query().Get("next")))
	w.Header().Set("Location", "https://example.com/docs/getting%20started")
	w.Header().Set("Content-Disposition", "attachment; filename=a b.txt")
	w.Header().Set(key, "/docs/getting started")
	w.WriteHeader(http.StatusFound)
}
