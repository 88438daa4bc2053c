package joins

import (
	"net/http"
	"net/url"
)

func chat() (*http.Response, error) {
	base, _ := url.Parse("https://api.example.com/v1") // want `resolve|resolving "chat/completions" against "https://api.example.com/v1" gives "https://api.example.com/chat/completions": .*last segment "v1"`
	ref, _ := url.Parse("chat/completions")
	return http.Get(base.ResolveReference(ref).String())
}

func verify() (*http.Response, error) {
	base, _ := url.Parse("https://auth.example.com/prefix/")
	u, _ := base.Parse("/api/verify") // want `gives "https://auth.example.com/api/verify": a reference that starts with '/' replaces the base path "/prefix/"; drop the '/'`
	return http.Get(u.String())
}

// An API client keeps its base URL as text and resolves each path.
type api struct{ baseURL string }

func newAPI() *api { return &api{baseURL: "https://api.example.com/v2"} } // want `last segment "v2"`

func (a *api) get(p string) (*http.Response, error) {
	base, err := url.Parse(a.baseURL)
	if err != nil {
		return nil, err
	}
	u, err := base.Parse(p)
	if err != nil {
		return nil, err
	}
	return http.Get(u.String())
}

func (a *api) models() (*http.Response, error) { return a.get("models") }

func literalRef() string {
	base, _ := url.Parse("https://git.example.com/gitlab")
	return base.ResolveReference(&url.URL{Path: "/api/v4/projects"}).String() // want `replaces the base path "/gitlab"; end the base with '/'`
}

// Look-alikes: a base that ends in '/', a document next to another, a
// query, a path from the root when the base has none, an absolute URL,
// a reference that moves up on purpose.
func resolvedOK() {
	base, _ := url.Parse("https://api.example.com/v1/")
	ref, _ := url.Parse("chat/completions")
	http.Get(base.ResolveReference(ref).String())

	doc, _ := url.Parse("https://docs.example.com/guide/index.html")
	next, _ := doc.Parse("install.html")
	http.Get(next.String())

	q, _ := base.Parse("?page=2")
	http.Get(q.String())

	root, _ := url.Parse("https://auth.example.com")
	login, _ := root.Parse("/login")
	http.Get(login.String())

	other, _ := base.Parse("https://cdn.example.com/x.js")
	http.Get(other.String())

	up, _ := base.Parse("../v2/models")
	http.Get(up.String())
}

// An option function sets the base URL of a client that resolves paths.
type gateway struct{ base string }

type gatewayOption func(*gateway)

func withGatewayURL(u string) gatewayOption { return func(g *gateway) { g.base = u } }

func newGateway(opts ...gatewayOption) *gateway {
	g := &gateway{base: "https://gateway.example.com/"}
	for _, o := range opts {
		o(g)
	}
	return g
}

func (g *gateway) get(p string) (*http.Response, error) {
	base, err := url.Parse(g.base)
	if err != nil {
		return nil, err
	}
	u, err := base.Parse(p)
	if err != nil {
		return nil, err
	}
	return http.Get(u.String())
}

func (g *gateway) status() { g.get("status") }

var euGateway = newGateway(withGatewayURL("https://gateway.example.com/eu")) // want `last segment "eu"`

// The base gets its '/' after parsing, as helm's ResolveReferenceURL does.
func slashAdded() string {
	base, _ := url.Parse("https://charts.example.com/stable")
	base.Path += "/"
	ref, _ := url.Parse("index.yaml")
	return base.ResolveReference(ref).String()
}

// Pairs that never meet: each side has several values.
func resolvePair(base, ref string) string {
	b, _ := url.Parse(base)
	r, _ := url.Parse(ref)
	return b.ResolveReference(r).String()
}

func pairs() {
	resolvePair("https://a.example.com/x/", "y")
	resolvePair("https://b.example.com/", "/z")
}
