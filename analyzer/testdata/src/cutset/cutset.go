// Package cutset holds cutset trims of URL text whose cutset reads as a
// suffix or a prefix.
package cutset

import (
	"net/http"
	"strings"
)

type client struct{ url string }

// A suffix given as a cutset: "https://api.example.org/graphql" loses the
// "rg" of its host too.
func newClient(url string) *client {
	url = strings.TrimRight(url, "/graphql") // want `strings\.TrimRight removes any of the characters of "/graphql", one by one, not that text \("https://api\.example\.org/graphql" becomes "https://api\.example\.o"\); strings\.TrimSuffix removes it whole`
	return &client{url: url + "/"}
}

func (c *client) query() (*http.Response, error) {
	return http.Post(c.url+"graphql", "application/json", nil)
}

// A scheme given as a cutset.
func host(endpoint string) string {
	return strings.TrimLeft(endpoint, "https://") // want `strings\.TrimLeft removes any of the characters of "https://", one by one, not that text \("https://test\.example\.com" becomes "est\.example\.com"\); strings\.TrimPrefix removes it whole`
}

// Text a URL by its value, whatever its name.
func apiRoot() string {
	s := "https://registry.example.com/api"
	return strings.TrimRight(s, "/api") // want `strings\.TrimRight removes any of the characters of "/api"`
}

func bare(baseURL string) string {
	return strings.Trim(baseURL, "/v1") // want `strings\.Trim removes any of the characters of "/v1"`
}

// Look-alikes: separators and spaces as a cutset, the whole suffix
// removed, a cutset of letters alone, text that is no URL.
func slashes(url string) string { return strings.TrimRight(url, "/") }

func spaces(url string) string { return strings.TrimRight(url, "/ \t\n") }

func suffix(url string) string { return strings.TrimSuffix(url, "/graphql") }

func prefix(url string) string { return strings.TrimPrefix(url, "https://") }

func letters(url string) string { return strings.TrimRight(url, "xyz") }

func filePath(dir string) string { return strings.TrimRight(dir, "/tmp") }

func urlPath(urlPath string) string { return strings.TrimLeft(urlPath, "/api") }

func digits(url string) string { return strings.TrimRight(url, "/0123456789") }
