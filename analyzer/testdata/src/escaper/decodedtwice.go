package escaper

import (
	"net/http"
	"net/url"
)

// A value net/http decoded, decoded again: '+' becomes a space.
func vector(w http.ResponseWriter, r *http.Request) {
	query := r.URL.Query().Get("query")
	query, _ = url.QueryUnescape(query) // want `url.QueryUnescape of query, a query value that net/http and net/url decoded already`
	_ = query
}

func searchTerm(r *http.Request) string {
	q, err := url.QueryUnescape(r.FormValue("q")) // want `url.QueryUnescape of r.FormValue\("q"\), a form value`
	if err != nil {
		return ""
	}
	return q
}

func file(r *http.Request) string {
	name, _ := url.PathUnescape(r.PathValue("name")) // want `url.PathUnescape of r.PathValue\("name"\), a path value`
	return name
}

// Look-alikes: text that is still escaped (a raw query's part, a header,
// an escaped path).
func rawPart(r *http.Request) string {
	v, _ := url.QueryUnescape(r.URL.RawQuery)
	p, _ := url.PathUnescape(r.URL.EscapedPath())
	h, _ := url.QueryUnescape(r.Header.Get("X-Next"))
	return v + p + h
}
