// Package joins holds URLs joined to paths and references resolved
// against base URLs.
package joins

import (
	"net/http"
	"path"
	"path/filepath"
	"strings"
)

const apiBase = "https://api.example.com/v1"

// One finding, path-join's at the join (the constant is right, the join
// breaks it): not a second one for the host the join took out.
func users() (*http.Response, error) { return http.Get(path.Join(apiBase, "users")) } // want `path\.Join: the join cleans its result as a file path: "https://" becomes "https:/"`

func item(id string) string {
	return path.Join("https://api.example.com", "items", id) // want `path\.Join: .*"https://" becomes "https:/"`
}

func download(name string) string {
	return filepath.Join("https://cdn.example.com/files", name) // want `filepath\.Join: .*file path`
}

func cleaned() string {
	return path.Clean("https://api.example.com//v1/") // want `path\.Clean: .*file path`
}

// A client that keeps its base URL in a field.
type client struct{ base string }

func newClient() *client { return &client{base: "https://hooks.example.com/v2"} }

func (c *client) endpoint(p string) string { return path.Join(c.base, p) } // want `path\.Join: .*file path`

func (c *client) ping() (*http.Response, error) { return http.Get(c.endpoint("ping")) }

// A variadic wrapper: the URL is its first argument.
func joinURL(elems ...string) string { return path.Join(elems...) }

func status() string { return joinURL("https://status.example.com", "api", "v2") } // want `path\.Join: .*file path`

// What else is wrong in the joined URL is still said.
func search() (*http.Response, error) {
	return http.Get(path.Join("https://api.example.com", "search?q=a b")) // want `path\.Join: .*file path` `space is not allowed in a query`
}

// Look-alikes: a host joined before the scheme is added, a path joined
// to a path, a file URL with an empty host, a join repaired at once, a
// first element that is not a URL, url.JoinPath.
func hostFirst(p string) string { return "https://" + path.Join("api.example.com", p) }

func relative(p string) string { return path.Join("/v1", "users", p) }

func fileURL(p string) string { return path.Join("file:///var/data", p) }

func repaired(p string) string {
	return strings.Replace(path.Join(apiBase, p), ":/", "://", 1)
}

func local(dir string) string { return filepath.Join(dir, "cache", "https") }

func notFirst(p string) string { return path.Join("mirror", "https://x.example.com") }

func plainWrapper(elems ...string) string { return path.Join(elems...) }

func files() string { return plainWrapper("/srv", "static") }

// A server cleans a configured prefix; its test gives it a URL on purpose.
func cleanPrefix(prefix string) string { return "/" + strings.TrimLeft(path.Clean(prefix), "/") }
