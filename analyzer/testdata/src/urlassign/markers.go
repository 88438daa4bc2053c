package urlassign

import (
	"net/http"
	"net/url"
	"strings"
)

// A marker written into a URL that the same function then looks for in
// the URL's text by the constant's name: the place a page number goes in
// a pattern of a site's page URLs, kept as a prefix and a suffix around
// it; or a marker the function replaces. Not text a server reads.
const pageSlot = "[*!]"

type pagePattern struct {
	prefix, suffix string
}

func newPagePattern(page *url.URL, start, end int) pagePattern {
	u := *page
	p := u.Path[:start] + pageSlot + u.Path[end:]
	u.Path = p
	u.RawPath = p
	s := u.String()
	i := strings.Index(s, pageSlot)
	return pagePattern{prefix: s[:i], suffix: s[i+len(pageSlot):]}
}

func pageURL(pat *url.URL, n string) string {
	u := *pat
	u.RawPath = "/archive/" + pageSlot
	return strings.Replace(u.String(), pageSlot, n, 1)
}

// The same text as a literal, or a constant the function does not look
// for, written into a URL that is sent: reported.
const sectionSlot = "[s]" // want `'\[' is not allowed in a path`

func firstPage(base url.URL) (*http.Response, error) {
	base.RawPath = "/archive/[*!]" // want `'\[' is not allowed in a path`
	if strings.Contains(base.Path, "[*!]") {
		return nil, nil
	}
	return http.Get(base.String())
}

func sectionPage(base url.URL) (*http.Response, error) {
	base.RawPath = "/section/" + sectionSlot
	if strings.Contains(base.Path, pageSlot) {
		return nil, nil
	}
	return http.Get(base.String())
}
