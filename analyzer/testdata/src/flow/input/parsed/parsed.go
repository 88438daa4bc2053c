// Package parsed stores the RequestURI of the requests it reads from a
// call: a value flow does not follow, which may be a constant.
package parsed

import (
	"net/http"
	"net/url"
)

func parseLine(s string) (string, string, bool) { return "GET", s, true }

func read(req *http.Request, line string) bool {
	var ok bool
	req.Method, req.RequestURI, ok = parseLine(line)
	return ok
}

func parse(req *http.Request) {
	url.ParseRequestURI(req.RequestURI)
}
