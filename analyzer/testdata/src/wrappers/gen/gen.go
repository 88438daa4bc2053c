package gen // want package:`urlWrappers\(3\)`

// A generated API client: each method hands its route to Request, which
// makes the URL with package routes and sends it.

import (
	"net/http"
	"net/url"

	"wrappers/routes"
)

type Client struct{ Root, Service string }

// setURL is called by this package alone: its route is no wrapper's
// parameter, but Request, which hands it its own, is one.
func setURL(c *Client, route string) (*url.URL, error) {
	return url.Parse(routes.API(c.Root, c.Service, route))
}

func (c *Client) Request(method, route string) (*http.Response, error) { // want Request:`urlWrapper\(1→…\+url\.Parse:reference\)`
	u, err := setURL(c, route)
	if err != nil {
		return nil, err
	}
	req, err := http.NewRequest(method, u.String(), nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

func (c *Client) Call(route string) (*http.Response, error) { // want Call:`urlWrapper\(0→…\+url\.Parse:reference\)`
	return c.Request("GET", route)
}

func (c *Client) get(path string) (*http.Response, error) {
	return http.Get(c.Root + path)
}

func (c *Client) Fetch(path string) (*http.Response, error) { // want Fetch:`urlWrapper\(0→…\+http\.Get:http\)`
	return c.get(path)
}

// Versioned sends a URL whose route is followed by a version: no wrapper.
func (c *Client) Versioned(route string) (*http.Response, error) {
	return http.Get(routes.Versioned(c.Root, route))
}

// Named writes its name into the path itself: no wrapper, its calls
// resolve the whole path at the sink.
func (c *Client) Named(name string) (*http.Response, error) {
	return c.get("/files/" + name)
}
