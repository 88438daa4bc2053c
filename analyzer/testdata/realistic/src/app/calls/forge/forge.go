// Package forge is a client of a code forge's API.
package forge

import (
	"context"
	"fmt"
	"net/http"
)

// case: calls bug exported-method-base-prefix
type Client struct {
	BaseURL string
	hc      *http.Client
}

func New(base string) *Client { return &Client{BaseURL: base, hc: http.DefaultClient} }

// Get sends a GET for path, relative to the client's base URL.
func (c *Client) Get(path string) (*http.Response, error) { return c.hc.Get(c.BaseURL + path) }

// endcase

// case: calls bug exported-format-wrapper
// Getf formats the path of a GET from a template and its arguments, as
// generated API clients do.
func (c *Client) Getf(ctx context.Context, tmpl string, args ...any) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.BaseURL+fmt.Sprintf(tmpl, args...), nil)
	if err != nil {
		return nil, err
	}
	return c.hc.Do(req)
}

// endcase
