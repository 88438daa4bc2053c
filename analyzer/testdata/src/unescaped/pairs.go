package unescaped

import (
	"fmt"
	"net/http"
	"net/url"
)

// A caller's list of a URL's parameters, name and value pairs written by
// hand into a query: their entries may be any text.

type QueryParam struct {
	Name  string
	Value any
}

func searchWith(base string, args ...QueryParam) (*http.Response, error) {
	q := "?"
	for _, v := range args {
		q += fmt.Sprintf("%s=%s&", v.Name, fmt.Sprint(v.Value)) // want `v\.Name, free text` `fmt\.Sprint\(v\.Value\), free text`
	}
	return http.Get(base + "/search" + q)
}

// Escaped where written.
func searchEscaped(base string, args ...QueryParam) (*http.Response, error) {
	q := "?"
	for _, v := range args {
		q += fmt.Sprintf("%s=%s&", url.QueryEscape(v.Name), url.QueryEscape(fmt.Sprint(v.Value)))
	}
	return http.Get(base + "/search" + q)
}
