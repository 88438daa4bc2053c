// want package:`urlResults\(Anchor=0:…\(arg 0\)"#"…\[query\]; Listing=0:…\(arg 0\)"\?"…\[query\]; Query=0:…\[query\]; Relative=0:…"\?"…\[query\]; Search=0:…"/search\?"…\[query\]; Segment=0:…\[escaped\]\(PathEscape of arg 0\); Signed=0:"\?"…\[query\]"&sig="…\[escaped\]\(QueryEscape of arg 1\)\)`

// Package catalog builds the URLs of a product catalog's API: its helpers
// return a path or URL with a query url.Values.Encode made, and their
// callers, in another package, send it.
package catalog

import (
	"fmt"
	"net/url"
	"strings"
)

// Listing returns the path of a listing with its filters.
func Listing(path string, filters url.Values) string {
	return path + "?" + filters.Encode()
}

// Search returns the URL of a search below base.
func Search(base *url.URL, terms url.Values) string {
	return fmt.Sprintf("%s/search?%s", strings.TrimSuffix(base.String(), "/"), terms.Encode())
}

// Relative returns u's path with a query, for a client that resolves it.
func Relative(u *url.URL, q url.Values) string {
	return u.Path + "?" + q.Encode()
}

// Query returns the encoded filters alone.
func Query(filters url.Values) string {
	return filters.Encode()
}

// Signed returns a query with a signature after the filters.
func Signed(filters url.Values, sig string) string {
	return "?" + filters.Encode() + "&sig=" + url.QueryEscape(sig)
}

// Segment returns a path segment escaped for a path.
func Segment(name string) string {
	return url.PathEscape(name)
}

// Anchor returns a page's path with a fragment made of its filters, which
// a browser's script reads.
func Anchor(path string, filters url.Values) string {
	return path + "#" + filters.Encode()
}
