// Package pairs makes a GET request's query by hand from a map of
// parameters, as some API clients do.
package pairs

import (
	"fmt"
	"net/http"
	"net/url"
	"sort"
	"strings"
)

// case: escaper bug pairs-pathescape-pointer
func addQuery(requestURL *string, params map[string]string) {
	var s []string
	for k, v := range params {
		s = append(s, fmt.Sprintf("%v=%s", k, url.PathEscape(v))) // want `url\.PathEscape of the value of each key=value pair`
	}
	*requestURL += "?" + strings.Join(s, "&")
}

// case: escaper bug pairs-pathescape-sorted
func listURL(base string, filter map[string]string) string {
	keys := make([]string, 0, len(filter))
	for k := range filter {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var pairs []string
	for _, k := range keys {
		pairs = append(pairs, k+"="+url.PathEscape(filter[k])) // want `url\.PathEscape of the value`
	}
	return base + "/list?" + strings.Join(pairs, "&")
}

// case: escaper valid pairs-queryescape
func searchURL(base string, params map[string]string) string {
	var pairs []string
	for k, v := range params {
		pairs = append(pairs, k+"="+url.QueryEscape(v))
	}
	return base + "/search?" + strings.Join(pairs, "&")
}

// case: escaper valid pairs-matrix-params
func matrixURL(base string, params map[string]string) string {
	var pairs []string
	for k, v := range params {
		pairs = append(pairs, k+"="+url.PathEscape(v))
	}
	return base + "/items;" + strings.Join(pairs, ";")
}

func get(u string) (*http.Response, error) { return http.Get(u) }
