package escaper

import (
	"net/http"
	"net/url"
	"strings"
)

// Each segment of a path escaped with url.QueryEscape, then joined with
// '/': a space becomes a '+' that the path keeps.

type mirror struct{ baseURL string }

func (m *mirror) fileURL(name string) string {
	segs := strings.Split(strings.TrimPrefix(name, "/"), "/")
	for i, seg := range segs {
		segs[i] = url.QueryEscape(seg) // want `url\.QueryEscape of each segment of a path joined with '/'`
	}
	return m.baseURL + "/" + strings.Join(segs, "/")
}

func (m *mirror) fetch(name string) (*http.Response, error) {
	return http.Get(m.fileURL(name))
}

func archivePath(parts []string) string {
	var out []string
	for _, p := range parts {
		out = append(out, url.QueryEscape(p)) // want `url\.QueryEscape of each segment`
	}
	return "https://archive.example.org/files/" + strings.Join(out, "/")
}

// Look-alikes: the right escaper, segments joined into a query, and
// segments that hold no space.

func (m *mirror) fileURLPath(name string) string {
	segs := strings.Split(name, "/")
	for i, seg := range segs {
		segs[i] = url.PathEscape(seg)
	}
	return m.baseURL + "/" + strings.Join(segs, "/")
}

func tagsQuery(tags []string) string {
	var out []string
	for _, t := range tags {
		out = append(out, url.QueryEscape(t))
	}
	return "https://archive.example.org/search?tags=" + strings.Join(out, ",")
}

func numberedPath(ids []int) string {
	var out []string
	for _, id := range ids {
		out = append(out, url.QueryEscape(strings.Repeat("x", id)))
	}
	return "https://archive.example.org/ids?" + strings.Join(out, "&")
}
