package unescaped

import (
	"net/http"
	"net/url"
	"strings"
)

// A reference the program has parsed as a URL (url.Parse(ref)) is a URL,
// meant whole: written after a base's host it keeps its '/', '?' and '#'.
// So is a helper's parameter that every call gives such a reference.

func withSlash(s string) string {
	if strings.HasPrefix(s, "/") {
		return s
	}
	return "/" + s
}

func targetMatches(actual *url.URL, pattern string) bool {
	want, err := url.Parse(pattern)
	if err != nil {
		return false
	}
	if want.Host == "" {
		want, err = url.Parse("https://any.example" + withSlash(pattern))
		if err != nil {
			return false
		}
	}
	return strings.EqualFold(actual.Path, want.Path)
}

func resolveLink(base *url.URL, link string) (*http.Response, error) {
	if _, err := base.Parse(link); err != nil {
		return nil, err
	}
	return http.Get(base.String() + "/" + link)
}

// Look-alikes: a helper whose caller never parses what it passes, and a
// parsed reference written into a query value, where it must be escaped.
func leadSlash(s string) string {
	if strings.HasPrefix(s, "/") {
		return s
	}
	return "/" + s // want `s, a string, is written unescaped into the path`
}

func docPage(section string) (*http.Response, error) {
	return http.Get("https://docs.example.com" + leadSlash(section))
}

func loginLink(next string) (*http.Response, error) {
	if _, err := url.Parse(next); err != nil {
		return nil, err
	}
	return http.Get(base + "/login?next=" + next) // want `next, free text, is written unescaped into the query value`
}
