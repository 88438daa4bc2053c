// Package serve rewrites the URL of the request a handler serves, which
// the package never assigns: the text is input.
package serve

import (
	"net/http"
	"net/url"
	"path"
	"strings"
)

func handler(w http.ResponseWriter, r *http.Request) {
	url.Parse(strings.TrimPrefix(r.URL.Path, "/api/v1"))
	url.Parse(strings.TrimSpace(r.URL.RawQuery))
	url.Parse(path.Join("/static", r.URL.Path, "../a"))
}
