// Package shop sends the catalog's URLs, some with text written after the
// query a helper of another package returns.
package shop

import (
	"net/http"
	"net/url"
	"path"

	"encodedquery/catalog"
)

const api = "https://catalog.example.com"

func listings(f url.Values, base *url.URL, page string) {
	http.Get(api + catalog.Listing("/v2/items", f) + "?page=2")                  // want `a second '\?' after a query url\.Values\.Encode made \(catalog\.Listing`
	http.Get(catalog.Search(base, f) + "?limit=50")                              // want `a second '\?' after a query`
	http.Get(api + catalog.Relative(base, f) + "?sort=" + url.QueryEscape(page)) // want `a second '\?' after a query`
	http.Get(api + catalog.Listing("/v2/items", f) + "/next")                    // want `"/next" is joined after a query url\.Values\.Encode made`
	http.Get(api + path.Join(catalog.Relative(base, f), "export"))               // want `"/export" is joined after a query`
	http.Get(api + "/v2/items?" + url.QueryEscape(catalog.Query(f)))             // want `url\.QueryEscape of a query that url\.Values\.Encode escaped already`
}

// Look-alikes: text that goes on with the query, or is no query's.
func listingsOK(f url.Values, base *url.URL, page string) {
	http.Get(api + catalog.Listing("/v2/items", f) + "&page=2")
	http.Get(api + catalog.Listing("/v2/items", f) + "#reviews")
	http.Get(catalog.Search(base, f) + "&limit=" + url.QueryEscape(page))
	http.Get(api + "/login?next=" + url.QueryEscape(catalog.Listing("/v2/items", f)))
	http.Get(api + "/v2/items?state=" + url.QueryEscape(catalog.Query(f)))
	http.Get(api + "/v2/items?" + catalog.Query(f) + "&page=2")
	u, _ := url.JoinPath(api+catalog.Listing("/v2/items", f), "export")
	http.Get(u)
	http.Get(api + catalog.Anchor("/v2/items", f) + "/open")
	http.Get(api + "/v2/items/" + catalog.Segment(page) + "?page=2")
}

// The same helpers in this package.
func listing(p string, f url.Values) string { return p + "?" + f.Encode() }

func query(f url.Values) string { return f.Encode() }

func local(f url.Values) {
	http.Get(api + listing("/v2/items", f) + "?page=2")      // want `a second '\?' after a query url\.Values\.Encode made \(f\.Encode\(\)\)`
	http.Get(api + listing("/v2/items", f) + "/next")        // want `"/next" is joined after a query`
	http.Get(api + "/v2/items?" + url.QueryEscape(query(f))) // want `url\.QueryEscape of a query that url\.Values\.Encode escaped already`
	http.Get(api + listing("/v2/items", f) + "&page=2")
	http.Get(api + "/v2/items?" + f.Encode() + "?" + "page=2") // want `a second '\?' after a query`
	http.Get(api + "/v2/items?" + f.Encode() + "?")
	http.Get(api + "/v2/items" + catalog.Signed(f, "k1") + "&page=2")
}
