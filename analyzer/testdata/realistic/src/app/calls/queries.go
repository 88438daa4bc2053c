package calls

import (
	"fmt"
	"net/http"
	"net/url"
	"path"
	"strconv"

	"app/calls/inventory"
)

const inventoryAPI = "https://inventory.example.com"

// case: calls bug query-helper-second-question
func stockPage(filters url.Values, page int) (*http.Response, error) {
	return http.Get(inventoryAPI + inventory.StockPath(filters) + "?page=" + strconv.Itoa(page)) // want `a second '\?' after a query url\.Values\.Encode made`
}

// case: calls valid query-helper-ampersand
func stockPageAmp(filters url.Values, page int) (*http.Response, error) {
	return http.Get(inventoryAPI + inventory.StockPath(filters) + "&page=" + strconv.Itoa(page))
}

// case: calls bug query-helper-format-second
func reportPage(c *inventory.Client, params url.Values, page int) (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s?offset=%d", c.ReportURL("daily", params), page*50)) // want `a second '\?' after a query url\.Values\.Encode made`
}

// case: calls valid query-helper-fragment
func reportAnchor(c *inventory.Client, params url.Values) (*http.Response, error) {
	return http.Get(c.ReportURL("daily", params) + "#totals")
}

// case: calls bug query-helper-path-after
func stockExport(filters url.Values, format string) (*http.Response, error) {
	return http.Get(inventoryAPI + inventory.StockPath(filters) + "/export." + format) // want `"/export\." is joined after a query url\.Values\.Encode made`
}

// case: calls valid query-helper-path-before
func stockExportBefore(filters url.Values, format string) (*http.Response, error) {
	return http.Get(inventoryAPI + "/api/stock/export." + url.PathEscape(format) + "?" + inventory.Filter(filters))
}

// case: calls bug query-helper-path-join
func stockSubresource(filters url.Values, sub string) (*http.Response, error) {
	return http.Get(inventoryAPI + path.Join(inventory.StockPath(filters), sub)) // want `is joined after a query url\.Values\.Encode made`
}

// case: calls valid query-helper-joinpath
func stockSubresourceParsed(filters url.Values) (*http.Response, error) {
	u, err := url.JoinPath(inventoryAPI+inventory.StockPath(filters), "summary")
	if err != nil {
		return nil, err
	}
	return http.Get(u)
}

// case: calls bug query-helper-escaped-again
func stockEscaped(filters url.Values) (*http.Response, error) {
	return http.Get(inventoryAPI + "/api/stock?" + url.QueryEscape(inventory.Filter(filters))) // want `url\.QueryEscape of a query that url\.Values\.Encode escaped already`
}

// case: calls valid query-helper-escaped-value
func loginReturn(filters url.Values) (*http.Response, error) {
	return http.Get(inventoryAPI + "/login?return_to=" + url.QueryEscape(inventory.StockPath(filters)))
}

// case: calls valid query-helper-escaped-state
func oauthState(filters url.Values) (*http.Response, error) {
	return http.Get("https://auth.example.com/authorize?client_id=inv&state=" + url.QueryEscape(inventory.Filter(filters)))
}

// case: calls valid query-helper-fragment-path
func consoleLink(filters url.Values) (*http.Response, error) {
	return http.Get(inventoryAPI + inventory.Deeplink("stock", filters) + "/table")
}

// case: calls bug query-helper-local-second
func auditPath(filters url.Values) string { return "/api/audit?" + filters.Encode() }

func auditPage(filters url.Values, cursor string) (*http.Response, error) {
	return http.Get(inventoryAPI + auditPath(filters) + "?cursor=" + url.QueryEscape(cursor)) // want `a second '\?' after a query url\.Values\.Encode made`
}

// case: calls valid query-helper-local-cursor
func auditPageAmp(filters url.Values, cursor string) (*http.Response, error) {
	return http.Get(inventoryAPI + auditPath(filters) + "&cursor=" + url.QueryEscape(cursor))
}

// endcase
