// Package testserver keeps a base URL its users give, untrimmed; its test
// gives it a test server's URL, which is no text of the program: the
// package and its test variant report the join in the same tier.
package testserver

import (
	"fmt"
	"net/http"
)

type Client struct{ URL string }

func New(url string) *Client { return &Client{URL: url} }

// Tags calls tags in the package, as the test does.
func (c *Client) Tags() (*http.Response, error) { return c.tags() }

func (c *Client) tags() (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s%s", c.URL, "/api/v1/tag_list")) // want `^http\.Get: c\.URL holds free configuration \(a parameter kept in a field\), joined untrimmed to "/api/v1/tag_list"`
}
