// Package secrets is the client of a key-value store's HTTP API: each
// call sends a route after the deployment's root URL, with a JSON body or
// none.
package secrets

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
)

// A Client calls one deployment of the store.
type Client struct {
	root string
	http *http.Client
}

// New returns a client of the deployment at rootURL.
func New(rootURL string) *Client { return &Client{root: rootURL, http: http.DefaultClient} }

// case: joins bug kept-root-untrimmed-route
// Call sends method to route, with payload as its JSON body when not nil.
func (c *Client) Call(ctx context.Context, method, route string, payload any) (*http.Response, error) {
	u := c.root + "/api/secrets/v1" + route // want `c\.root holds free configuration \(a parameter kept in a field\), joined untrimmed to "/api/secrets/v1"`
	var req *http.Request
	var err error
	if payload != nil {
		body, err := json.Marshal(payload)
		if err != nil {
			return nil, err
		}
		req, err = http.NewRequestWithContext(ctx, method, u, bytes.NewReader(body))
	} else {
		req, err = http.NewRequestWithContext(ctx, method, u, nil)
	}
	if err != nil {
		return nil, err
	}
	return c.http.Do(req)
}
