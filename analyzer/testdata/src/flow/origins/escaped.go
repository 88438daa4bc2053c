package origins

import (
	"net/http"
	"net/url"
	"strings"
)

// canonicalQuery returns text net/url escaped: valid in a query whatever
// u holds.
func canonicalQuery(u *url.URL) string {
	return strings.ReplaceAll(u.Query().Encode(), "+", "%20")
}

// cleanQuery re-encodes a query that has a ';' and leaves any other as
// it is.
func cleanQuery(s string) string {
	reencode := func(s string) string {
		v, _ := url.ParseQuery(s)
		return v.Encode()
	}
	if strings.Contains(s, ";") {
		return reencode(s)
	}
	return s
}

func sign(req *http.Request) {
	req.URL.RawQuery = canonicalQuery(req.URL)
	req.URL.RawQuery = cleanQuery(req.URL.RawQuery)
	// A query without ';' is returned as it is, space and all.
	req.URL.RawQuery = cleanQuery("a=b c") // want `space is not allowed in a query`
	req.URL.RawQuery = cleanQuery(req.URL.Query().Encode())
}
