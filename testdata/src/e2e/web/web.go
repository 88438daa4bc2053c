// Package web reaches net/http sinks; only the go vet tests load it, since
// go vet reads its dependencies' export data instead of their source.
package web

import "net/http"

func Search() (*http.Response, error) {
	return http.Get("https://example.com/search?q=go vet")
}
