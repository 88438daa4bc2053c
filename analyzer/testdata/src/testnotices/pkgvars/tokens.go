package pkgvars // want package:`urlWrappers\(1\)`

import (
	"net/http"
	"net/url"
)

// tokenPath is a package variable the tests set to a bad path to make
// NewRequest fail.
var tokenPath = "admin/oauth/access_token"

// refreshPath is set the same way by a test that does not require the
// error.
var refreshPath = "admin/oauth/refresh"

// Client resolves request paths against its base URL.
type Client struct{ base *url.URL }

// NewRequest parses relPath and resolves it against the base URL.
func (c *Client) NewRequest(method, relPath string) (*http.Request, error) { // want NewRequest:`urlWrapper\(1→url.Parse:reference\)`
	rel, err := url.Parse(relPath)
	if err != nil {
		return nil, err
	}
	return http.NewRequest(method, c.base.ResolveReference(rel).String(), nil)
}

// Token asks for an access token.
func (c *Client) Token() (*http.Request, error) {
	return c.NewRequest("POST", tokenPath)
}

// Refresh asks for a fresh token.
func (c *Client) Refresh() (*http.Request, error) {
	return c.NewRequest("POST", refreshPath)
}
