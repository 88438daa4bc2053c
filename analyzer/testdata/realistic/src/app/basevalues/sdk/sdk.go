// Package sdk is a webhook client whose constructor keeps the base URL
// its callers give; its own defaults are constants.
package sdk

import "net/http"

// case: basevalues bug sdk-default-base-slash
type Client struct {
	BaseURL string
	HTTP    *http.Client
}

func New(baseURL string) *Client { return &Client{BaseURL: baseURL, HTTP: http.DefaultClient} }

func Default() *Client { return New("https://hooks.example.com/services/") }

// case: basevalues valid sdk-default-base-plain
func Regional() *Client { return New("https://eu.hooks.example.com/services") }

// endcase

func (c *Client) Ping() (*http.Response, error) { return c.HTTP.Get("https://status.example.com/ping") }
