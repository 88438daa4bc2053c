// Package unescapedsuffix holds holes that end a URL right after a
// segment's word, with no delimiter before them: a suffix the caller
// writes whole, a query ("?type=1") or an extension, which escaping
// would break.
package unescapedsuffix

import (
	"fmt"
	"net/http"
)

func libraryContent(baseURL, filter string) (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s/library/sections/all%s", baseURL, filter))
}

func summary(baseURL, ext string) (*http.Response, error) {
	return http.Get(baseURL + "/reports/summary" + ext)
}

// Look-alikes, reported: after a delimiter, or with text after the hole.
func search(baseURL, filter string) (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s/search?filter=%s", baseURL, filter)) // want `filter, free text, is written unescaped into the query value`
}

func page(baseURL, title string) (*http.Response, error) {
	return http.Get(baseURL + "/pages/page-" + title) // want `title, free text, is written unescaped into the path`
}

func edit(baseURL, title string) (*http.Response, error) {
	return http.Get(baseURL + "/pages/all" + title + "/edit") // want `title, free text, is written unescaped into the path`
}
