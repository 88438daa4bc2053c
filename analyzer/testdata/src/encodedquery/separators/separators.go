// Package separators appends a parameter to a URL that may already hold
// a query, choosing '?' or '&' by what the URL holds.
package separators

import (
	"fmt"
	"net/url"
	"strings"
)

func reportURL(base, owner string) string {
	u := base + "/reports"
	q := url.Values{}
	if owner != "" {
		q.Set("owner", owner)
	}
	if len(q) > 0 {
		u += "?" + q.Encode()
	}
	return u
}

// The separator is chosen by a test of the URL: '?' only where it holds
// none.
func withPage(base, owner string, page int) (*url.URL, error) {
	u := reportURL(base, owner)
	sep := "?"
	if strings.Contains(u, "?") {
		sep = "&"
	}
	return url.Parse(fmt.Sprintf("%s%spage=%d", u, sep, page))
}

func withPageConcat(base, owner string, page int) (*url.URL, error) {
	u := reportURL(base, owner)
	var sep = "?"
	if strings.IndexByte(u, '?') >= 0 {
		sep = "&"
	}
	return url.Parse(u + sep + fmt.Sprintf("page=%d", page))
}

// A variable that only ever holds '?' writes a second one after the
// query.
func withPageAlways(base, owner string, page int) (*url.URL, error) {
	u := reportURL(base, owner)
	sep := "?" // want `url\.Parse: a second '\?' after a query url\.Values\.Encode made \(q\.Encode\(\)\)`
	return url.Parse(fmt.Sprintf("%s%spage=%d", u, sep, page))
}

// A second variable set to '&' elsewhere does not choose this one.
func withPageOther(base, owner string, page int) (*url.URL, error) {
	u := reportURL(base, owner)
	sep, amp := "?", "&" // want `url\.Parse: a second '\?' after a query`
	_ = amp
	return url.Parse(fmt.Sprintf("%s%spage=%d", u, sep, page))
}
