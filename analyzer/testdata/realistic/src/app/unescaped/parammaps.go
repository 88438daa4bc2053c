package unescaped

import (
	"net/http"
	"net/url"
	"sort"
	"strings"
)

// case: unescaped bug query-from-param-map
func GetJSON(endpoint string, params map[string]string) (*http.Response, error) {
	var pairs []string
	for k, v := range params {
		pairs = append(pairs, k+"="+v) // want `free text, is written unescaped into the query`
	}
	return http.Get(endpoint + "?" + strings.Join(pairs, "&"))
}

// case: unescaped valid query-from-param-map-values
func GetJSONEscaped(endpoint string, params map[string]string) (*http.Response, error) {
	q := url.Values{}
	for k, v := range params {
		q.Set(k, v)
	}
	return http.Get(endpoint + "?" + q.Encode())
}

// case: unescaped bug query-from-param-map-extended
func Search(endpoint string, filters map[string]string) (*http.Response, error) {
	u := endpoint + "?"
	keys := make([]string, 0, len(filters))
	for k := range filters {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for k, v := range filters {
		u += k + "=" + v + "&" // want `free text, is written unescaped into the query`
	}
	return http.Get(u)
}

// case: unescaped valid query-from-param-map-escaped
func SearchEscaped(endpoint string, filters map[string]string) (*http.Response, error) {
	u := endpoint + "?"
	for k, v := range filters {
		u += url.QueryEscape(k) + "=" + url.QueryEscape(v) + "&"
	}
	return http.Get(u)
}

// case: unescaped valid query-from-constant-map
func Status(endpoint string) (*http.Response, error) {
	params := map[string]string{"format": "json", "verbose": "1"}
	var pairs []string
	for k, v := range params {
		pairs = append(pairs, k+"="+v)
	}
	return http.Get(endpoint + "?" + strings.Join(pairs, "&"))
}

// endcase
