// Package trailing builds API paths with path.Join, which drops the
// trailing '/' a route is written with, and with the functions that
// keep it.
package trailing

import (
	"net/http"
	"net/url"
	"path"
	"path/filepath"
)

type client struct{ base *url.URL }

// case: guarantees bug trailing-slash-route-param
func (c *client) do(p string) (*http.Response, error) {
	u := *c.base
	u.Path = path.Join(u.Path, p) // want `path\.Join cleans its result as a file path and drops the trailing '/' of "/api/v2/users/"`
	return http.Get(u.String())
}

func (c *client) users() (*http.Response, error) { return c.do("/api/v2/users/") }

// case: guarantees bug trailing-slash-last-element
func (c *client) teams(org string) (*http.Response, error) {
	u := *c.base
	u.Path = path.Join(u.Path, "orgs", org, "teams/") // want `drops the trailing '/' of "teams/"`
	return http.Get(u.String())
}

// case: guarantees valid trailing-slash-joinpath
func (c *client) groups() (*http.Response, error) {
	return http.Get(c.base.JoinPath("api/v2/groups/").String())
}

// case: guarantees valid no-trailing-slash
func (c *client) projects() (*http.Response, error) {
	u := *c.base
	u.Path = path.Join(u.Path, "api", "v2", "projects")
	return http.Get(u.String())
}

// case: guarantees valid file-url-filepath
func lookaside(home string) *url.URL {
	return &url.URL{Scheme: "file", Path: filepath.Join(home, ".local", "share", "sigstore")}
}

// case: guarantees bug trailing-slash-after-project
func (c *client) store(project string) (*http.Response, error) {
	u := *c.base
	u.Path = path.Join(u.Path, "/api/"+project+"/store/") // want `drops the trailing '/' of "/api/…/store/"`
	return http.Post(u.String(), "application/json", nil)
}

// case: guarantees valid trailing-slash-after-project-joinpath
func (c *client) storeOK(project string) (*http.Response, error) {
	return http.Post(c.base.JoinPath("api", project, "store/").String(), "application/json", nil)
}
