package basevalues

import (
	"net/http"
	"net/url"
)

// A *url.URL base kept in a field, parsed by the constructor.
type Gitea struct{ base *url.URL }

func NewGitea(raw string) (*Gitea, error) { // want NewGitea:`urlWrapper\(0→url.Parse:reference\)`
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	return &Gitea{base: u}, nil
}

func Forge() (*Gitea, error) { return NewGitea("https://git.example.com/api/v1/") }

func (g *Gitea) Repos() (*http.Response, error) {
	return http.Get(g.base.ResolveReference(&url.URL{Path: "/repos"}).String()) // want `resolving "/repos" against "https://git.example.com/api/v1/"`
}

func (g *Gitea) Orgs() (*http.Response, error) {
	u, err := g.base.Parse("/orgs") // want `resolving "/orgs" against "https://git.example.com/api/v1/"`
	if err != nil {
		return nil, err
	}
	return http.Get(u.String())
}

// Look-alikes: a relative reference below a base ending in '/', and a
// base with no path, where a leading '/' loses nothing.
func (g *Gitea) Users() (*http.Response, error) {
	return http.Get(g.base.ResolveReference(&url.URL{Path: "users"}).String())
}

type Root struct{ base *url.URL }

func NewRoot() *Root {
	u, _ := url.Parse("https://root.example.com")
	return &Root{base: u}
}

func (r *Root) Health() (*http.Response, error) {
	u, err := r.base.Parse("/health")
	if err != nil {
		return nil, err
	}
	return http.Get(u.String())
}

// A path written over the path of a known base: the base's own is lost.
// Look-alikes: a base with no path, and one that is a document.
type Archive struct{ endpoint string }

func NewArchive(endpoint string) *Archive { return &Archive{endpoint: endpoint} } // want NewArchive:`urlWrapper\(0→url.Parse:reference\)`

func Vault() *Archive { return NewArchive("https://vault.example.com/archive/v1") }

func Root() *Archive { return NewArchive("https://files.example.com") }

func Page() *Archive { return NewArchive("https://docs.example.com/index.html") }

func (a *Archive) Snapshots() (*http.Response, error) {
	u, err := url.Parse(a.endpoint)
	if err != nil {
		return nil, err
	}
	u.Path = "/snapshots" // want `assigning "/snapshots" to the Path of u, parsed from "https://vault.example.com/archive/v1", replaces the base path "/archive/v1"`
	return http.Get(u.String())
}
