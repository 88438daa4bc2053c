// Package free holds bases of free configuration, analyzed with
// -warnings: a constructor that ends the base path with '/' so that
// references resolve below it, and references that start with '/'.
package free

import (
	"net/http"
	"net/url"
	"strings"
)

type Catalog struct{ base *url.URL }

func NewCatalog(endpoint string) (*Catalog, error) { // want NewCatalog:`urlWrapper\(0→url.Parse:reference\)`
	u, err := url.Parse(endpoint)
	if err != nil {
		return nil, err
	}
	if !strings.HasSuffix(u.Path, "/") {
		u.Path += "/"
	}
	return &Catalog{base: u}, nil
}

func (c *Catalog) get(ref string) (*http.Response, error) {
	rel, err := url.Parse(ref)
	if err != nil {
		return nil, err
	}
	return http.Get(c.base.ResolveReference(rel).String())
}

func itemPath(id string) string { return "/items/" + url.PathEscape(id) } // want `^[^w].*resolving "/items/..." against c.base, whose path is made to end with '/'`

func (c *Catalog) Item(id string) (*http.Response, error) { return c.get(itemPath(id)) }

// Look-alike: a relative reference.
func (c *Catalog) Search() (*http.Response, error) { return c.get("search") }

// A base the code leaves as it is: whatever path it is given, a
// reference that starts with '/' replaces it.

type Plain struct{ base *url.URL }

func NewPlain(endpoint string) (*Plain, error) { // want NewPlain:`urlWrapper\(0→url.Parse:reference\)`
	u, err := url.Parse(endpoint)
	if err != nil {
		return nil, err
	}
	return &Plain{base: u}, nil
}

func (p *Plain) Status() (*http.Response, error) {
	rel, _ := url.Parse("/status") // want `^[^w].*resolving "/status" against p.base, a base URL of configuration`
	return http.Get(p.base.ResolveReference(rel).String())
}
