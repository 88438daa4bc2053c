package gql // want package:`urlWrappers\(2\)`

// The package keeps the URL its constructors are given in a field that
// each request sends: an importer's constant is checked at its call.

import (
	"net/http"
	"strings"
)

type Client struct {
	url        string
	httpClient *http.Client
}

func NewClient(url string, hc *http.Client) *Client { // want NewClient:`urlWrapper\(0→http.NewRequest:http\)`
	return &Client{url: url, httpClient: hc}
}

// NewAssigned keeps it by assignment.
func NewAssigned(url string) *Client { // want NewAssigned:`urlWrapper\(0→http.NewRequest:http\)`
	c := &Client{httpClient: http.DefaultClient}
	c.url = url
	return c
}

func (c *Client) Mutate(query string) error {
	req, err := http.NewRequest(http.MethodPost, c.url, strings.NewReader(query))
	if err != nil {
		return err
	}
	resp, err := c.httpClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Look-alikes. A parameter kept only on some paths, one changed before
// it is kept, and an unexported constructor get no fact.

func NewDefaulted(url string) *Client {
	c := &Client{url: "https://api.example.com/graphql", httpClient: http.DefaultClient}
	if url != "" {
		c.url = url
	}
	return c
}

func NewTrimmed(url string) *Client {
	url = strings.TrimSpace(url)
	return &Client{url: url, httpClient: http.DefaultClient}
}

func newClient(url string) *Client { return &Client{url: url, httpClient: http.DefaultClient} }

// Default is the package's own call, checked where the field is written.
func Default() *Client { return newClient("https://api.example.com/graphql") }

// A base followed by a path at its sink: the fact of a wrapper cannot
// say that text follows the parameter, so it gets none.
type REST struct{ base string }

func NewREST(base string) *REST { return &REST{base: base} }

func (r *REST) Users() (*http.Response, error) {
	return http.Get(r.base + "/users") // want `r.base holds free configuration \(a parameter kept in a field\), joined untrimmed`
}
