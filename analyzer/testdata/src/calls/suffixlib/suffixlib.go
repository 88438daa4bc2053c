// want package:`urlWrappers\(4\)`

// Package suffixlib exports REST clients that format the route a caller
// gives after their base URL: the callers in other packages write the
// rest of the URL.
package suffixlib

import (
	"fmt"
	"net/http"
)

// Client sends requests below BaseURL.
type Client struct {
	BaseURL string
	Version string
}

// req formats the route after the base; only this package calls it.
func (c *Client) req(method, route string) error {
	req, err := http.NewRequest(method, fmt.Sprintf("%v%v", c.BaseURL, route), nil)
	if err != nil {
		panic(err)
	}
	_, err = http.DefaultClient.Do(req)
	return err
}

// GET sends a GET for route.
func (c *Client) GET(route string) error { return c.req(http.MethodGet, route) } // want GET:`urlWrapper\(0→…\+http\.NewRequest:http\)`

// DELETE sends a DELETE for route.
func (c *Client) DELETE(route string) error { return c.req(http.MethodDelete, route) } // want DELETE:`urlWrapper\(0→…\+http\.NewRequest:http\)`

// Versioned writes the API version between the base and the path.
func (c *Client) Versioned(path string) (*http.Response, error) { // want Versioned:`urlWrapper\(0→…\+http\.Get:http\)`
	return http.Get(fmt.Sprintf("%s/api/%s/%s", c.BaseURL, c.Version, path))
}

// Fetch formats into a local first.
func (c *Client) Fetch(path string) (*http.Response, error) { // want Fetch:`urlWrapper\(0→…\+http\.Get:http\)`
	u := fmt.Sprintf("%s%s", c.BaseURL, path)
	return http.Get(u)
}

// Look-alikes: the caller's text is not all of what follows the base,
// or the base is the caller's.

// Query writes text after the route.
func (c *Client) Query(route string) (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s%s?v=2", c.BaseURL, route))
}

// Swapped writes the route first.
func (c *Client) Swapped(route string) (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s%s", route, c.BaseURL))
}

// Based takes its base from the caller too.
func Based(base, route string) (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s%s", base, route))
}

// Indexed names its arguments by index.
func (c *Client) Indexed(route string) (*http.Response, error) {
	return http.Get(fmt.Sprintf("%[2]s%[1]s", route, c.BaseURL))
}

// Quoted formats the route quoted.
func (c *Client) Quoted(route string) (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s%q", c.BaseURL, route))
}

// Constant formats after a constant host: it builds its own URL.
func Constant(route string) (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s%s", "https://api.example.com", route))
}

// Item formats a number after the base: the caller gives no URL text.
func (c *Client) Item(id int) (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s/items/%v", c.BaseURL, id))
}
