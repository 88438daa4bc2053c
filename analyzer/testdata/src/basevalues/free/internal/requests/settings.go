package requests

import (
	"io"
	"net/http"
	"strings"
)

// A provider's setting handed to the package's exported constructor:
// the package is its module's own, so the calls in sight are the
// constructor's callers, and the setting is the base the client holds.
type Settings interface{ Get(key string) interface{} }

type Client struct{ Url string }

func NewClient(url string) *Client { return &Client{Url: url} }

func (c *Client) request(method, url string, body io.Reader) (*http.Response, error) {
	req, err := http.NewRequest(method, c.Url+url, body)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

func Configure(d Settings) *Client {
	return NewClient(d.Get("url").(string))
}

func (c *Client) Flows() (*http.Response, error) {
	return c.request("GET", "/api/v1/flows", nil) // want `warning: .*c.Url holds the setting "url", joined untrimmed to "/api/v1/flows"`
}

// Look-alike: the setting trimmed where it is read.
type TrimmedClient struct{ Url string }

func NewTrimmedClient(url string) *TrimmedClient { return &TrimmedClient{Url: url} }

func (c *TrimmedClient) request(method, url string) (*http.Response, error) {
	req, err := http.NewRequest(method, c.Url+url, nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

func ConfigureTrimmed(d Settings) *TrimmedClient {
	return NewTrimmedClient(strings.TrimRight(d.Get("endpoint_url").(string), "/"))
}

func (c *TrimmedClient) Flows() (*http.Response, error) {
	return c.request("GET", "/api/v1/flows")
}
