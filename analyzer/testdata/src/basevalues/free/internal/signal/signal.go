package signal // want package:`urlFieldSinks\(1\)`

// A client only its module imports: the code that passes its base
// may trim it, and the warning tier leaves it alone.

import (
	"fmt"
	"net/http"
)

type Client struct{ baseURL string }

func NewClient(baseURL string) *Client { return &Client{baseURL: baseURL} }

func (c *Client) Alerts() (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s/api/v1/alerts", c.baseURL))
}

type Options struct{ Endpoint string } // want Endpoint:`urlField\(Options→http.Get:http\+\)`

func Rules(o Options) (*http.Response, error) { return http.Get(o.Endpoint + "/api/v1/rules") }
