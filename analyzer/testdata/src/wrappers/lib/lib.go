package lib // want package:`urlWrappers\(5\)`

import (
	"net/http"
	"net/url"
)

func Fetch(u string) (*http.Response, error) { // want Fetch:`urlWrapper\(0→http\.Get:http\)`
	return http.Get(u)
}

func MustParse(s string) *url.URL { // want MustParse:`urlWrapper\(0→url\.Parse:reference\)`
	u, err := url.Parse(s)
	if err != nil {
		panic(err)
	}
	return u
}

type Client struct{ c *http.Client }

func (c *Client) Get(path string) (*http.Response, error) { // want Get:`urlWrapper\(0→http\.Client\.Get:http\)`
	return c.c.Get(path)
}

var Open = func(u string) { // want Open:`urlWrapper\(0→http\.Get:http\)`
	http.Get(u)
}

// notWrapper changes its argument before the sink.
func NotWrapper(u string) {
	http.Get("http://example.com/" + u)
}

func Alias(raw string) { // want Alias:`urlWrapper\(0→url\.Parse:reference\)`
	u := raw
	url.Parse(u)
}
