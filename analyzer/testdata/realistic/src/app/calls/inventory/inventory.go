// Package inventory is the client side of a warehouse inventory API: its
// helpers return paths and URLs that end with a query url.Values.Encode
// made, which the callers send or extend.
package inventory

import (
	"fmt"
	"net/url"
	"strings"
)

// Client knows the inventory service's base URL.
type Client struct {
	Base *url.URL
}

// StockPath returns the path of the stock listing with its filters.
func StockPath(filters url.Values) string {
	return "/api/stock?" + filters.Encode()
}

// ReportURL returns the whole URL of a report with its parameters.
func (c *Client) ReportURL(name string, params url.Values) string {
	return fmt.Sprintf("%s/reports/%s?%s", strings.TrimSuffix(c.Base.String(), "/"), url.PathEscape(name), params.Encode())
}

// Filter returns the encoded filters, for a caller that writes them as
// the query or as one value of it.
func Filter(filters url.Values) string {
	return filters.Encode()
}

// Deeplink returns the path of a page of the web console whose fragment
// holds the filters, which the console's script reads.
func Deeplink(page string, filters url.Values) string {
	return "/console/" + page + "#" + filters.Encode()
}

// SearchQuery returns the query of a stock search, its own '?' first, for
// a caller that writes it after a path.
func SearchQuery(term string, limit int) string {
	q := url.Values{}
	q.Set("q", term)
	q.Set("limit", fmt.Sprint(limit))
	return "?" + q.Encode()
}
