package edited // want package:`urlWrappers\(2\)`

import (
	"net/http"
	"net/url"
	"strings"
)

type Client struct {
	base  *url.URL
	login string
}

// buildURL trims the leading '/' of its path and writes "a/" before it
// when logged in: the sink gets the caller's text after a start the
// caller does not see.
func (c *Client) buildURL(urlStr string) (string, error) {
	urlStr = strings.TrimPrefix(urlStr, "/")
	if c.login != "" && !strings.HasPrefix(urlStr, "a/") {
		urlStr = "a/" + urlStr
	}
	rel, err := url.Parse(urlStr)
	if err != nil {
		return "", err
	}
	return c.base.String() + rel.String(), nil
}

func (c *Client) NewRequest(method, urlStr string) (*http.Request, error) { // want NewRequest:`urlWrapper\(1→…\+url\.Parse:reference\)`
	u, err := c.buildURL(urlStr)
	if err != nil {
		return nil, err
	}
	return http.NewRequest(method, u, nil)
}

// Trimmed trims its path at the start, then fetches it.
func Trimmed(path string) (*http.Response, error) { // want Trimmed:`urlWrapper\(0→…\+http\.Get:http\)`
	path = strings.TrimLeft(path, " ")
	return http.Get(path)
}

// Look-alikes: text edited at its end, or replaced, is not the caller's
// text after a start.
func TrimmedEnd(path string) (*http.Response, error) {
	path = strings.TrimSuffix(path, "/")
	return http.Get(path)
}

func Replaced(path string) (*http.Response, error) {
	path = strings.ReplaceAll(path, " ", "%20")
	return http.Get(path)
}

func Suffixed(path string) (*http.Response, error) {
	path = path + "/"
	return http.Get(path)
}
