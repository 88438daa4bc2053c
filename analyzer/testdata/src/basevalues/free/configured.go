package free // want package:`urlFieldSinks\(3\)` package:`urlWrappers\(19\)`

import (
	"fmt"
	"net/http"
	"net/url"
	"path"
	"strings"
)

// A base set by an exported option, whose path nothing ends with '/':
// a relative reference replaces its last segment.
type Registry struct{ base *url.URL }

type RegistryOption func(*Registry) error

func WithEndpoint(raw string) RegistryOption { // want WithEndpoint:`urlWrapper\(0→url.Parse:reference\)`
	return func(r *Registry) error {
		var err error
		r.base, err = url.Parse(raw)
		return err
	}
}

func NewRegistry(opts ...RegistryOption) *Registry {
	u, _ := url.Parse("https://registry.example.com/")
	r := &Registry{base: u}
	for _, o := range opts {
		_ = o(r)
	}
	return r
}

func (r *Registry) send(ref string) (*http.Response, error) {
	rel, err := url.Parse(ref)
	if err != nil {
		return nil, err
	}
	return http.Get(r.base.ResolveReference(rel).String()) // want `^warning: .*resolving "v2/charts" against r.base, a base URL of configuration that nothing ends with '/'`
}

func (r *Registry) Charts() (*http.Response, error) { return r.send("v2/charts") }

// Look-alikes: the function refuses a base without its '/', and a
// reference that keeps the base path.
type Mirror struct{ BaseURL *url.URL }

func NewMirror(raw string) (*Mirror, error) { // want NewMirror:`urlWrapper\(0→url.Parse:reference\)`
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	return &Mirror{BaseURL: u}, nil
}

func (m *Mirror) Get(ref string) (*http.Response, error) { // want Get:`urlWrapper\(0→url.URL.Parse:reference\)`
	if !strings.HasSuffix(m.BaseURL.Path, "/") {
		return nil, fmt.Errorf("base URL %q must end with '/'", m.BaseURL)
	}
	u, err := m.BaseURL.Parse(ref)
	if err != nil {
		return nil, err
	}
	return http.Get(u.String())
}

func (m *Mirror) Index() (*http.Response, error) { return m.Get("index/packages") }

type Feed struct{ base *url.URL }

func NewFeed(raw string) (*Feed, error) { // want NewFeed:`urlWrapper\(0→url.Parse:reference\)`
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	return &Feed{base: u}, nil
}

func (f *Feed) Page(n int) (*http.Response, error) {
	u, err := f.base.Parse(fmt.Sprintf("?page=%d", n))
	if err != nil {
		return nil, err
	}
	return http.Get(u.String())
}

// A path written over the one a configured base has; the look-alikes
// join the paths, or take the branch only where the base has none.
type Metrics struct{ addr string }

func NewMetrics(addr string) *Metrics { return &Metrics{addr: addr} } // want NewMetrics:`urlWrapper\(0→url.Parse:reference\)`

func (m *Metrics) get(p string) (*http.Response, error) {
	u, err := url.Parse(m.addr)
	if err != nil {
		return nil, err
	}
	u.Path = p // want `^url.URL.Path: assigning "/api/v1/series" to the Path of u, a base URL of configuration`
	u.RawQuery = "limit=10"
	return http.Get(u.String())
}

func (m *Metrics) Series() (*http.Response, error) { return m.get("/api/v1/series") }

func (m *Metrics) joined(p string) (*http.Response, error) {
	u, err := url.Parse(m.addr)
	if err != nil {
		return nil, err
	}
	u.Path = path.Join(u.Path, p)
	return http.Get(u.String())
}

func (m *Metrics) Labels() (*http.Response, error) { return m.joined("/api/v1/labels") }

func (m *Metrics) rooted(p string) (*http.Response, error) {
	u, err := url.Parse(m.addr)
	if err != nil {
		return nil, err
	}
	if prefix := strings.TrimSuffix(u.Path, "/"); prefix != "" {
		u.Path = prefix + p
	} else {
		u.Path = p
	}
	return http.Get(u.String())
}

func (m *Metrics) Targets() (*http.Response, error) { return m.rooted("/api/v1/targets") }

// The root alone written over the path: joining "/" adds nothing, so it
// means the host's root (a document's default server), on purpose.
func (m *Metrics) serverRoot() string {
	u, err := url.Parse(m.addr)
	if err != nil {
		return ""
	}
	u.Path = "/"
	return u.String()
}

func (m *Metrics) Root() (*http.Response, error) { return http.Get(m.serverRoot()) }

// A mirror whose root is given its final '/' where it lacks one, just
// before it is parsed, in a field or in a local: quiet.
type Archive struct {
	ArchiveRoot string
	rootURL     *url.URL
}

func NewArchive(archiveRoot string) (*Archive, error) {
	m := &Archive{ArchiveRoot: archiveRoot}
	return m, m.prepare()
}

func (m *Archive) prepare() error {
	if !strings.HasSuffix(m.ArchiveRoot, "/") {
		m.ArchiveRoot = m.ArchiveRoot + "/"
	}
	var err error
	m.rootURL, err = url.Parse(m.ArchiveRoot)
	return err
}

func (m *Archive) Release(dist string) (*http.Response, error) {
	return http.Get(m.rootURL.ResolveReference(&url.URL{Path: "dists/" + dist + "/Release"}).String())
}

func MirrorRelease(root, dist string) (*http.Response, error) {
	if !strings.HasSuffix(root, "/") {
		root += "/"
	}
	u, err := url.Parse(root)
	if err != nil {
		return nil, err
	}
	return http.Get(u.ResolveReference(&url.URL{Path: "dists/" + dist + "/Release"}).String())
}

// A parameter named for a path, which the package's own calls never
// give, written over a configured base's path: the caller's path replaces
// the base's. The look-alikes: a path RFC 8615 serves at the host's root,
// and a base the package gives a default, judged in the warning tier.
type APIClient struct{ baseURL string }

func NewAPIClient(baseURL string) *APIClient { return &APIClient{baseURL: baseURL} } // want NewAPIClient:`urlWrapper\(0→url.Parse:reference\)`

func (c *APIClient) NewRequest(method, resourcePath string) (*http.Request, error) {
	u, err := url.Parse(c.baseURL)
	if err != nil {
		return nil, err
	}
	u.Path = resourcePath // want `^url.URL.Path: assigning resourcePath to the Path of u, a base URL of configuration, replaces whatever path`
	return http.NewRequest(method, u.String(), nil)
}

func (c *APIClient) Discovery() (*http.Response, error) {
	u, err := url.Parse(c.baseURL)
	if err != nil {
		return nil, err
	}
	u.Path = "/.well-known/openid-configuration"
	return http.Get(u.String())
}

type Defaulted struct{ addr string }

func NewDefaulted(addr string) *Defaulted {
	if addr == "" {
		addr = "http://localhost:9090"
	}
	return &Defaulted{addr: addr}
}

func (d *Defaulted) Query() (*http.Response, error) {
	u, err := url.Parse(d.addr)
	if err != nil {
		return nil, err
	}
	u.Path = "/api/v1/query" // want `^warning: .*assigning "/api/v1/query" to the Path of u, a base URL of configuration`
	return http.Get(u.String())
}

// A prefix the package keeps beside the base, written before the path:
// each constructor's prefix ("" here) comes before the caller's path, so
// the base's own path is still replaced. The look-alike keeps the base's
// path as its prefix.
type prefixedClient struct {
	baseURL   *url.URL
	urlPrefix string
}

func newPrefixedClient(addr, urlPrefix string) (*prefixedClient, error) {
	u, err := url.Parse(addr)
	if err != nil {
		return nil, err
	}
	return &prefixedClient{baseURL: u, urlPrefix: urlPrefix}, nil
}

func NewOrbit(rootURL string) (*prefixedClient, error) { return newPrefixedClient(rootURL, "") } // want NewOrbit:`urlWrapper\(0→url.Parse:reference\)`

func (c *prefixedClient) url(path string) *url.URL {
	u := *c.baseURL
	u.Path = c.urlPrefix + path // want `^url.URL.Path: assigning "/api/orbit/enroll" to the Path of u, a base URL of configuration, replaces whatever path`
	return &u
}

func (c *prefixedClient) Enroll() (*http.Response, error) {
	return http.Get(c.url("/api/orbit/enroll").String())
}

type keptPrefixClient struct {
	baseURL   *url.URL
	urlPrefix string
}

func NewKeptPrefix(addr string) (*keptPrefixClient, error) { // want NewKeptPrefix:`urlWrapper\(0→url.Parse:reference\)`
	u, err := url.Parse(addr)
	if err != nil {
		return nil, err
	}
	return &keptPrefixClient{baseURL: u, urlPrefix: u.Path}, nil
}

func (c *keptPrefixClient) url(path string) *url.URL {
	u := *c.baseURL
	u.Path = c.urlPrefix + path
	return &u
}

func (c *keptPrefixClient) Enroll() (*http.Response, error) {
	return http.Get(c.url("/api/orbit/enroll").String())
}
