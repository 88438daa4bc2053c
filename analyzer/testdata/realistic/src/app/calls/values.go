package calls

import (
	"fmt"
	"net/http"
	"net/url"
	"strconv"

	"app/calls/inventory"
)

// Text written after a query value that an escaper made or a number, and
// a '?' written before a helper's query that starts with its own.

// case: calls bug escaped-value-second-question
func skuSearch(term string, page int) (*http.Response, error) {
	return http.Get(inventoryAPI + "/api/skus?q=" + url.QueryEscape(term) + "?page=" + strconv.Itoa(page)) // want `a second '\?' in the query after a parameter's value`
}

// case: calls valid escaped-value-ampersand
func skuSearchAmp(term string, page int) (*http.Response, error) {
	return http.Get(inventoryAPI + "/api/skus?q=" + url.QueryEscape(term) + "&page=" + strconv.Itoa(page))
}

// case: calls bug number-value-second-question
func warehouseBins(warehouse, offset int) (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s/api/bins?warehouse=%d?offset=%d", inventoryAPI, warehouse, offset)) // want `a second '\?' in the query after a parameter's value`
}

// case: calls valid number-value-path
func warehouseBinsPath(warehouse, offset int) (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s/api/warehouses/%d/bins?offset=%d", inventoryAPI, warehouse, offset))
}

// case: calls bug escaped-value-then-const
func supplierOrders(supplier string) (*http.Response, error) {
	u := inventoryAPI + "/api/orders?supplier=" + url.QueryEscape(supplier)
	u += "?status=open" // want `a second '\?' in the query after a parameter's value`
	return http.Get(u)
}

// case: calls valid escaped-value-return-url
func supplierLogin(supplier string) (*http.Response, error) {
	next := "/suppliers/" + url.PathEscape(supplier) + "?tab=orders"
	return http.Get(inventoryAPI + "/login?next=" + url.QueryEscape(next))
}

// case: calls bug helper-query-doubled
func skuSearchHelper(term string) (*http.Response, error) {
	return http.Get(inventoryAPI + "/api/skus?" + inventory.SearchQuery(term, 50)) // want `'\?' written next to inventory\.SearchQuery`
}

// case: calls valid helper-query-own-question
func skuSearchHelperPath(term string) (*http.Response, error) {
	return http.Get(inventoryAPI + "/api/skus" + inventory.SearchQuery(term, 50))
}

// case: calls bug helper-query-doubled-format
func skuSearchFormat(term string) (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s/api/skus?%s", inventoryAPI, inventory.SearchQuery(term, 50))) // want `'\?' written next to inventory\.SearchQuery`
}

// case: calls valid helper-query-escaped-whole
func skuSearchState(term string) (*http.Response, error) {
	return http.Get("https://auth.example.com/authorize?state=" + url.QueryEscape(inventory.SearchQuery(term, 50)))
}

// case: calls bug local-query-doubled
func binQuery(v url.Values) string { return "?" + v.Encode() }

func binSearch(v url.Values) (*http.Response, error) {
	return http.Get(inventoryAPI + "/api/bins?" + binQuery(v)) // want `'\?' written next to text that starts with its own '\?'`
}

// case: calls valid local-query-once
func binSearchOnce(v url.Values) (*http.Response, error) {
	return http.Get(inventoryAPI + "/api/bins" + binQuery(v))
}

// endcase
