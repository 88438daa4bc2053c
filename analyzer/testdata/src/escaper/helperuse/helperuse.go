// Package helperuse writes the results of another package's escaping
// helpers into URLs: a helper that returns url.QueryEscape of its
// argument is url.QueryEscape where its result is written.
package helperuse

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"escaper/helperlib"
)

const api = "https://db.example.com"

func get(id string) (*http.Response, error) {
	return http.Get(api + "/docs/" + helperlib.EncodeDocID(id)) // want `helperlib.EncodeDocID \(url.QueryEscape of its argument\) in a path: it writes a space as '\+', which a path keeps as a '\+'; escape a path segment with url.PathEscape`
}

func search(q string) (*http.Response, error) {
	return http.Get(api + "/search?q=" + helperlib.Segment(q)) // want `helperlib.Segment \(url.PathEscape of its argument\) in a query value: it leaves '&', '=' and '\+'`
}

type db struct{ name string }

// path parses the document path its callers escaped.
func (d *db) path(doc string) string {
	u, err := url.Parse(d.name + "/" + strings.TrimPrefix(doc, "/"))
	if err != nil {
		return ""
	}
	return u.String()
}

func (d *db) put(id string) string {
	return d.path(helperlib.EncodeDocID(id)) // want `url.Parse: helperlib.EncodeDocID \(url.QueryEscape of its argument\) in a path`
}

// Escaped twice: the helper's escape, then url.PathEscape.
func twice(id string) (*http.Response, error) {
	doc := helperlib.Segment(id)
	return http.Get(api + "/docs/" + url.PathEscape(doc)) // want `url.PathEscape of doc, which helperlib.Segment \(url.PathEscape of its argument\) escaped already`
}

// Look-alikes: the right component, text of no space, an escaper the
// helper chooses, the helper's escape of a number.

func getOK(id string) (*http.Response, error) {
	return http.Get(api + "/docs/" + helperlib.Segment(id))
}

func searchOK(q string) (*http.Response, error) {
	return http.Get(api + "/search?q=" + helperlib.QueryValue(q))
}

// The helper writes the query's '?' itself.
func tagged(tag string) (*http.Response, error) {
	return http.Get(api + "/items" + helperlib.Tagged(tag))
}

func digest(s string) (*http.Response, error) {
	return http.Get(api + "/blobs/" + helperlib.Digest(s))
}

func either(s string) (*http.Response, error) {
	return http.Get(api + "/docs/" + helperlib.Either(s, true))
}

func numbered(n int) (*http.Response, error) {
	return http.Get(api + "/docs/" + helperlib.QueryValue(strconv.Itoa(n)))
}
