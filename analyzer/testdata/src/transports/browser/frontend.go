// Package browser is compiled with GopherJS and runs in a browser: its
// requests go through the browser's fetch, which resolves a reference
// against the page's URL, as a link does. Quiet.
package browser

import (
	"bytes"
	"net/http"

	"github.com/gopherjs/gopherjs/js"
)

var document = js.Global

func postJSON(path string, body []byte) (*http.Response, error) {
	return http.Post(path, "application/json", bytes.NewReader(body))
}

func create(body []byte) {
	postJSON("new", body)
	http.Post("/api/usercontent", "image/png", bytes.NewReader(body))
}

// The grammar is still the URL's.
func search() {
	http.Get("/search?q=a b") // want `space`
}
