// Package pathjoinlinks makes links it returns and names no sink: a
// path join of a URL it writes loses the host wherever the link goes.
package pathjoinlinks

import (
	"fmt"
	"path"
)

const siteURL = "https://www.example.com/"

// shareLink is printed or handed to a browser by its callers.
func shareLink(p string) string {
	return path.Join(siteURL, p) // want `path\.Join: the join cleans its result as a file path: "https://" becomes "https:/"`
}

type Client struct{ BaseURL string }

func (c *Client) base() string {
	if c.BaseURL != "" {
		return c.BaseURL
	}
	return "https://api.example.com"
}

// BuildURL joins the base and the elements in a slice it fills itself.
func (c *Client) BuildURL(elems ...any) string {
	elem := make([]string, 2, len(elems)+2)
	elem[0] = c.base()
	elem[1] = "/api/v2"
	for _, e := range elems {
		elem = append(elem, fmt.Sprint(e))
	}
	return path.Join(elem...) // want `path\.Join: .*file path`
}

// Listed joins a slice literal whose first element is the URL.
func Listed(id string) string {
	parts := []string{siteURL, "items", id}
	return path.Join(parts...) // want `path\.Join: .*file path`
}

// Look-alikes: a slice whose first element is a path, one whose elements
// are stored at indexes not known here, a path joined after the scheme
// and host are written.
func Files(name string) string {
	elem := make([]string, 2)
	elem[0] = "/srv/www"
	elem[1] = name
	return path.Join(elem...)
}

func Indexed(i int, name string) string {
	elem := make([]string, 2)
	elem[0] = siteURL
	elem[i] = name
	return path.Join(elem...)
}

func Empty(names []string) string {
	elem := make([]string, 0, len(names))
	elem = append(elem, names...)
	return path.Join(elem...)
}

func relative(p string) string { return "https://www.example.com/" + path.Join("docs", p) }

// Links are the package's links, for its callers.
var Links = []func(string) string{shareLink, relative}
