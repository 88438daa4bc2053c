// Package replay sets the RequestURI of the requests it builds: the field
// holds its constants, not only what a server received.
package replay

import (
	"net/http"
	"net/url"
)

func replay(req *http.Request) {
	req.RequestURI = "/a b"
}

func parse(req *http.Request) {
	url.ParseRequestURI(req.RequestURI)
}
