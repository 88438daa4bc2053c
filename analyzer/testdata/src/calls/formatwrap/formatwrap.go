// want package:`urlWrappers\(7\)`

// Package formatwrap exports clients that format a path from a template
// and its arguments and send the request: callers in other packages give
// the templates.
package formatwrap

import (
	"context"
	"fmt"
	"net/http"
	"strings"
)

// Client sends requests to an API below its base URL.
type Client struct {
	base string
	hc   *http.Client
}

// Get formats tmpl after the base URL and sends a GET.
func (c *Client) Get(ctx context.Context, tmpl string, args ...any) (*http.Response, error) { // want Get:`urlWrapper\(1\(format\)→…\+http\.NewRequestWithContext:http\)`
	req, err := http.NewRequestWithContext(ctx, "GET", c.base+fmt.Sprintf(tmpl, args...), nil)
	if err != nil {
		return nil, err
	}
	return c.hc.Do(req)
}

// Fetch formats into a local first.
func (c *Client) Fetch(tmpl string, args ...any) (*http.Response, error) { // want Fetch:`urlWrapper\(0\(format\)→…\+http\.Get:http\)`
	u := fmt.Sprintf(tmpl, args...)
	return http.Get(c.base + u)
}

// Do sends a request for path below the base URL.
func (c *Client) Do(method, path string) (*http.Response, error) { // want Do:`urlWrapper\(1→…\+http\.NewRequest:http\)`
	req, err := http.NewRequest(method, c.base+path, nil)
	if err != nil {
		return nil, err
	}
	return c.hc.Do(req)
}

// Getf formats a path and hands it to Do.
func (c *Client) Getf(format string, a ...any) (*http.Response, error) { // want Getf:`urlWrapper\(0\(format\)→…\+http\.NewRequest:http\)`
	path := fmt.Sprintf(format, a...)
	return c.Do("GET", path)
}

// List passes its template and arguments on to Get.
func (c *Client) List(ctx context.Context, tmpl string, args ...any) (*http.Response, error) { // want List:`urlWrapper\(1\(format\)→…\+http\.NewRequestWithContext:http\)`
	return c.Get(ctx, tmpl, args...)
}

// Absolute formats a whole URL.
func Absolute(tmpl string, args ...any) (*http.Response, error) { // want Absolute:`urlWrapper\(0\(format\)→http\.Get:http\)`
	return http.Get(fmt.Sprintf(tmpl, args...))
}

// Versioned formats after a constant prefix.
func Versioned(tmpl string, args ...any) (*http.Response, error) { // want Versioned:`urlWrapper\(0\(format\)→…\+http\.Get:http\)`
	return http.Get("https://api.example.com/v2" + fmt.Sprintf(tmpl, args...))
}

// Look-alikes: the text the caller's template makes does not reach the
// sink whole and unchanged, so their callers are not checked.

// Suffixed adds text after the formatted part.
func (c *Client) Suffixed(tmpl string, args ...any) (*http.Response, error) {
	return http.Get(c.base + fmt.Sprintf(tmpl, args...) + "?v=2")
}

// Defaulted assigns its template.
func (c *Client) Defaulted(tmpl string, args ...any) (*http.Response, error) {
	if tmpl == "" {
		tmpl = "/"
	}
	return http.Get(c.base + fmt.Sprintf(tmpl, args...))
}

// Trimmed changes the formatted text.
func (c *Client) Trimmed(tmpl string, args ...any) (*http.Response, error) {
	u := fmt.Sprintf(tmpl, args...)
	u = strings.TrimSuffix(u, "/")
	return http.Get(c.base + u)
}

// Cut sends a part of it.
func (c *Client) Cut(tmpl string, args ...any) (*http.Response, error) {
	return http.Get(c.base + fmt.Sprintf(tmpl, args...)[1:])
}

// Paged formats its template with other arguments than its callers'.
func (c *Client) Paged(tmpl string, args ...any) (*http.Response, error) {
	return http.Get(c.base + fmt.Sprintf(tmpl, append(args, 1)...))
}

// Spaced has a parameter between its template and the arguments.
func (c *Client) Spaced(tmpl string, page int, args ...any) (*http.Response, error) {
	return http.Get(c.base + fmt.Sprintf(tmpl, args...))
}

// Checked sends only templates that start with a '/'.
func (c *Client) Checked(tmpl string, args ...any) (*http.Response, error) {
	if strings.HasPrefix(tmpl, "/") {
		return http.Get(c.base + fmt.Sprintf(tmpl, args...))
	}
	return nil, fmt.Errorf("bad template %q", tmpl)
}

// Same-package calls are checked as well.
func (c *Client) self(ctx context.Context, name string) {
	c.Get(ctx, "/members?q=user.name=\"%s\"", name) // want `formatwrap\.Client\.Get: '"' is not allowed in a query`
	c.Get(ctx, "/members/%s", name)
	get("https://example.com/teams/%s/a b", name) // want `space is not allowed in a path`
	get("https://example.com/teams/%s", name)
	c.send("/teams/%s/a b", name) // want `http\.Get: space is not allowed in a path`
	c.send("/teams/%s", name)
}

// send formats after the base URL; its calls are all in this package,
// whose templates its sink resolves.
func (c *Client) send(tmpl string, args ...any) {
	http.Get(c.base + fmt.Sprintf(tmpl, args...))
}

// get formats a whole URL; its calls are all in this package.
func get(tmpl string, args ...any) {
	http.Get(fmt.Sprintf(tmpl, args...))
}
