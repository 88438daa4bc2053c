// Package shop sends the catalog's URLs, some with text written after the
// query a helper of another package returns.
package shop

import (
	"fmt"
	"net/http"
	"net/url"
	"path"
	"strconv"

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

// A second '?' after a query value an escaper made, or a number: the
// value holds no '?' of its own and no URL whose query could follow.
func values(term, tag string, n int) {
	http.Get(api + "/v2/items?q=" + url.QueryEscape(term) + "?page=2")       // want `a second '\?' in the query after a parameter's value \(url\.QueryEscape\(term\), escaped for it\)`
	http.Get(fmt.Sprintf("%s/v2/items?id=%d?expand=reviews", api, n))        // want `a second '\?' in the query after a parameter's value \(n, a number\)`
	http.Get(api + "/v2/tags?name=" + url.PathEscape(tag) + "?limit=10")     // want `url\.PathEscape in a query value` `a second '\?' in the query`
	http.Get(api + "/v2/items?id=" + strconv.Itoa(n) + "?" + "fields=title") // want `a second '\?' in the query`

	http.Get(api + "/v2/items?q=" + url.QueryEscape(term) + "&page=2")
	http.Get(api + "/v2/items?q=" + url.QueryEscape(term) + "?")
	http.Get(api + "/v2/items?q=" + url.QueryEscape(term) + "#?page=2")
	http.Get(api + "/v2/items/" + url.PathEscape(tag) + "?page=2")
	http.Get(fmt.Sprintf("%s/v2/items/%d?expand=reviews", api, n))
}

// signed returns a query that starts with its own '?'.
func signed(f url.Values) string { return "?" + f.Encode() }

// A '?' written before text that starts with its own.
func doubled(f url.Values, base string) {
	http.Get(api + "/v2/items?" + catalog.Signed(f, "k1"))  // want `'\?' written next to catalog\.Signed\(f, "k1"\), whose text starts with its own '\?'`
	http.Get(api + "/v2/items?" + signed(f))                // want `'\?' written next to text that starts with its own '\?'`
	http.Get(fmt.Sprintf("%s/v2/items?%s", api, signed(f))) // want `'\?' written next to`

	http.Get(api + "/v2/items" + catalog.Signed(f, "k1"))
	http.Get(api + "/v2/items" + signed(f))
	http.Get(api + "/v2/items?" + f.Encode())
	http.Get(api + "/v2/items?" + catalog.Query(f))
	http.Get(api + "/#/items?" + signed(f))
	http.Get(base + "?" + url.QueryEscape(signed(f)))
}
