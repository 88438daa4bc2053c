// Package taskclient is a generated client: every method hands its route
// to APICall, which makes the URL with package apiroutes.
package taskclient

import (
	"fmt"
	"net/http"
	"net/url"

	"app/escaper/apiroutes"
)

// A Client calls one service of a deployment.
type Client struct {
	RootURL, Service string
}

func setURL(c *Client, route string, query url.Values) (*url.URL, error) {
	u, err := url.Parse(apiroutes.API(c.RootURL, c.Service, route))
	if err != nil {
		return nil, fmt.Errorf("cannot parse url: is RootURL (%v) set correctly? %v", c.RootURL, err)
	}
	if query != nil {
		u.RawQuery = query.Encode()
	}
	return u, nil
}

// APICall sends method to route, with query when not nil.
func (c *Client) APICall(method, route string, query url.Values) (*http.Response, error) {
	u, err := setURL(c, route, query)
	if err != nil {
		return nil, err
	}
	req, err := http.NewRequest(method, u.String(), nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}
