// Package basevalues builds request URLs from base URLs that option
// functions, constructors and setup code write far from the joins.
package basevalues

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"app/basevalues/sdk"
)

// case: basevalues bug gateway-option-double-slash
type Gateway struct {
	base string
	hc   *http.Client
}

type GatewayOption func(*Gateway)

func WithGatewayURL(u string) GatewayOption { return func(g *Gateway) { g.base = u } }

func NewGateway(opts ...GatewayOption) *Gateway {
	g := &Gateway{hc: http.DefaultClient}
	for _, o := range opts {
		o(g)
	}
	return g
}

func InternalGateway() *Gateway { return NewGateway(WithGatewayURL("https://gw.internal/v1/")) } // want `joining two strings makes "//" in the path`

func (g *Gateway) Items() (*http.Response, error) { return g.hc.Get(g.base + "/items") }

// case: basevalues valid option-base-trimmed
type Mirror struct{ base string }

type MirrorOption func(*Mirror)

func WithMirror(u string) MirrorOption {
	return func(m *Mirror) { m.base = strings.TrimSuffix(u, "/") }
}

func NewMirror(opts ...MirrorOption) *Mirror {
	m := &Mirror{}
	for _, o := range opts {
		o(m)
	}
	return m
}

func DefaultMirror() *Mirror { return NewMirror(WithMirror("https://mirror.example.com/pub/")) }

func (m *Mirror) Index() (*http.Response, error) { return http.Get(m.base + "/index.json") }

// case: basevalues bug ctor-base-no-slash
type Forge struct{ api string }

func NewForge(api string) *Forge { return &Forge{api: api} }

func PublicForge() *Forge { return NewForge("https://forge.example.com/api/v3") }

func (f *Forge) Repos(owner string) (*http.Response, error) {
	return http.Get(f.api + "users/" + url.PathEscape(owner) + "/repos") // want `no '/' where two strings are joined: "v3" and "users"`
}

// case: basevalues valid ctor-base-slash-added
type Tracker struct{ api string }

func NewTracker(api string) *Tracker {
	if !strings.HasSuffix(api, "/") {
		api += "/"
	}
	return &Tracker{api: api}
}

func PublicTracker() *Tracker { return NewTracker("https://tracker.example.com/rest/api/2") }

func (t *Tracker) Issue(key string) (*http.Response, error) {
	return http.Get(t.api + "issue/" + url.PathEscape(key))
}

// case: basevalues bug ctor-sprintf-two-holes
type Blobs struct{ root string }

func NewBlobs(root string) *Blobs { return &Blobs{root: root} }

func Artifacts() *Blobs { return NewBlobs("https://blobs.example.com/artifacts/") } // want `joining two strings makes "//" in the path`

func (b *Blobs) Fetch(key string) (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s/%s", b.root, url.PathEscape(key)))
}

// case: basevalues valid ctor-sprintf-plain-base
type Objects struct{ root string }

func NewObjects(root string) *Objects { return &Objects{root: root} }

func Releases() *Objects { return NewObjects("https://objects.example.com/releases") }

func (o *Objects) Fetch(key string) (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s/%s", o.root, url.PathEscape(key)))
}

// case: basevalues bug ctor-sprintf-adjacent
type Metrics struct{ endpoint string }

func NewMetrics(endpoint string) *Metrics { return &Metrics{endpoint: endpoint} }

func LocalMetrics() *Metrics { return NewMetrics("http://localhost:9090/") } // want `joining two strings makes "//" in the path`

func (m *Metrics) Query(q string) (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s%s?query=%s", m.endpoint, "/api/v1/query", url.QueryEscape(q)))
}

// case: basevalues valid join-trims-at-join
type Search struct{ endpoint string }

func NewSearch(endpoint string) *Search { return &Search{endpoint: endpoint} }

func LocalSearch() *Search { return NewSearch("http://localhost:9200/") }

func (s *Search) Health() (*http.Response, error) {
	return http.Get(strings.TrimSuffix(s.endpoint, "/") + "/_cluster/health")
}

// case: basevalues bug option-host-template
type Registry struct{ base string }

type RegistryOption func(*Registry)

func WithRegistryHost(host string) RegistryOption {
	return func(r *Registry) { r.base = "https://" + host + "/v2/" } // want `joining two strings makes "//" in the path`
}

func NewRegistry(opts ...RegistryOption) *Registry {
	r := &Registry{}
	for _, o := range opts {
		o(r)
	}
	return r
}

func Hub() *Registry { return NewRegistry(WithRegistryHost("registry.example.com")) }

func (r *Registry) Catalog() (*http.Response, error) { return http.Get(r.base + "/_catalog") }

// case: basevalues valid option-host-template-relative
type Charts struct{ base string }

type ChartsOption func(*Charts)

func WithChartsHost(host string) ChartsOption {
	return func(c *Charts) { c.base = "https://" + host + "/charts/" }
}

func NewCharts(opts ...ChartsOption) *Charts {
	c := &Charts{}
	for _, o := range opts {
		o(c)
	}
	return c
}

func Stable() *Charts { return NewCharts(WithChartsHost("charts.example.com")) }

func (c *Charts) Index() (*http.Response, error) { return http.Get(c.base + "index.yaml") }

// case: basevalues bug nested-config-endpoint
type Config struct{ Endpoint string }

type Uploader struct{ cfg Config }

func NewUploader(endpoint string) *Uploader { return &Uploader{cfg: Config{Endpoint: endpoint}} }

func Staging() *Uploader { return NewUploader("https://upload.staging.example.com/") } // want `joining two strings makes "//" in the path`

func (u *Uploader) Put() (*http.Response, error) {
	return http.Post(u.cfg.Endpoint+"/v1/files", "application/octet-stream", nil)
}

// case: basevalues valid nested-config-no-path
type Notifier struct{ cfg Config }

func NewNotifier(endpoint string) *Notifier { return &Notifier{cfg: Config{Endpoint: endpoint}} }

func Production() *Notifier { return NewNotifier("https://notify.example.com") }

func (n *Notifier) Send() (*http.Response, error) {
	return http.Post(n.cfg.Endpoint+"/v1/messages", "application/json", nil)
}

// case: basevalues bug sdk-default-base-slash
func PostHook(c *sdk.Client) (*http.Response, error) {
	return c.HTTP.Post(c.BaseURL+"/T000/B000", "application/json", nil) // want `joining two strings makes "//" in the path`
}

// endcase
