// Package forge is a client of a code forge's API.
package forge

import "net/http"

// case: calls bug exported-method-base-prefix
type Client struct {
	BaseURL string
	hc      *http.Client
}

func New(base string) *Client { return &Client{BaseURL: base, hc: http.DefaultClient} }

// Get sends a GET for path, relative to the client's base URL.
func (c *Client) Get(path string) (*http.Response, error) { return c.hc.Get(c.BaseURL + path) }

// endcase
