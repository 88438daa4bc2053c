// Package route reads the variables of the route a request matched: they
// are input, and the constants a handler falls back on are checked.
package route

import (
	"net/http"
	"net/url"

	"github.com/gorilla/mux"
)

func update(w http.ResponseWriter, r *http.Request) {
	vars := mux.Vars(r)
	u := vars["url"]
	if u == "" {
		u = "https://example.com/a b" // want `url\.Parse: space is not allowed in a path`
	}
	url.Parse(u)
	url.Parse(mux.Vars(r)["next"])
}

// A map the handler writes into is not input alone.
func rewritten(w http.ResponseWriter, r *http.Request) {
	vars := mux.Vars(r)
	vars["url"] = "https://example.com/b"
	url.Parse(vars["url"])
}
