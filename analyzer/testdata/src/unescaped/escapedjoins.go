package unescaped

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// A slice whose every element the function stores escaped, joined with a
// constant: the join is escaped text. An element stored by index from a
// variable that holds an escape with a constant put back ('*' for its
// %2A), or appended escaped, or a literal of escaped elements.

func folderURL(folder string) string {
	names := strings.Split(folder, "/")
	quoted := make([]string, len(names))
	for i, name := range names {
		q := url.PathEscape(name)
		quoted[i] = strings.ReplaceAll(q, "%2A", "*")
	}
	return base + "/folders/" + strings.Join(quoted, "/")
}

func tagFilter(tags []string) (*http.Response, error) {
	var parts []string
	for _, t := range tags {
		parts = append(parts, "tag:"+url.PathEscape(t))
	}
	return http.Get(base + "/items/" + strings.Join(parts, ","))
}

func pairPath(owner, repo string) (*http.Response, error) {
	both := []string{url.PathEscape(owner), url.PathEscape(repo)}
	return http.Get(base + "/pairs/" + strings.Join(both, "/") + "/summary")
}

func idList(ids []int) (*http.Response, error) {
	vals := make([]string, len(ids))
	for i, id := range ids {
		vals[i] = fmt.Sprintf("%d", id)
	}
	return http.Get(base + "/items?id=" + strings.Join(vals, ","))
}

// Look-alikes: names formatted with %s, an element stored raw among
// escaped ones, an escape with
// a '/' put back, a slice given to a function that may write it, and one
// filled from a parameter.
func nameList(names []string) (*http.Response, error) {
	vals := make([]string, len(names))
	for i, n := range names {
		vals[i] = fmt.Sprintf("%s", n)
	}
	return http.Get(base + "/items?name=" + strings.Join(vals, ",")) // want `strings\.Join\(vals, ","\), a string, is written unescaped into the query value`
}

func mixedPath(folder, leaf string) (*http.Response, error) {
	segs := strings.Split(folder, "/")
	out := make([]string, len(segs)+1)
	for i, s := range segs {
		out[i] = url.PathEscape(s)
	}
	out[len(segs)] = leaf
	return http.Get(base + "/folders/" + strings.Join(out, "/")) // want `strings\.Join\(out, "/"\), a string, is written unescaped into the path`
}

func slashedPath(folder string) (*http.Response, error) {
	var out []string
	for _, s := range strings.Split(folder, ",") {
		out = append(out, strings.ReplaceAll(url.PathEscape(s), "%2F", "/"))
	}
	return http.Get(base + "/folders/" + strings.Join(out, "/")) // want `strings\.Join\(out, "/"\), a string, is written unescaped into the path`
}

func fillRaw(dst []string, src string) { dst[0] = src }

func filledPath(folder string) (*http.Response, error) {
	out := make([]string, 2)
	out[1] = url.PathEscape(folder)
	fillRaw(out, folder)
	return http.Get(base + "/folders/" + strings.Join(out, "/")) // want `strings\.Join\(out, "/"\), a string, is written unescaped into the path`
}

func givenPath(segs []string) (*http.Response, error) {
	return http.Get(base + "/folders/" + strings.Join(segs, "/")) // want `strings\.Join\(segs, "/"\), a string, is written unescaped into the path`
}
