package apiclient

import (
	"net/http"
	"net/url"
	"strings"
)

// case: resolution bug free-base-slashed-absolute-ref
type Sonar struct {
	server *url.URL
	hc     *http.Client
}

func NewSonar(server string) (*Sonar, error) {
	u, err := url.Parse(server)
	if err != nil {
		return nil, err
	}
	if !strings.HasSuffix(u.Path, "/") {
		u.Path += "/"
	}
	return &Sonar{server: u, hc: http.DefaultClient}, nil
}

func (s *Sonar) call(p string) (*http.Response, error) {
	ref, err := url.Parse(p)
	if err != nil {
		return nil, err
	}
	return s.hc.Get(s.server.ResolveReference(ref).String())
}

func (s *Sonar) Issues(project string) (*http.Response, error) {
	return s.call("/api/issues/search?componentKeys=" + url.QueryEscape(project)) // want `whose path is made to end with '/'`
}

// case: resolution valid free-base-slashed-relative-ref
type Harbor2 struct{ server *url.URL }

func NewHarbor2(server string) (*Harbor2, error) {
	u, err := url.Parse(server)
	if err != nil {
		return nil, err
	}
	if !strings.HasSuffix(u.Path, "/") {
		u.Path += "/"
	}
	return &Harbor2{server: u}, nil
}

func (h *Harbor2) Projects() (*http.Response, error) {
	ref, err := url.Parse("api/v2.0/projects")
	if err != nil {
		return nil, err
	}
	return http.Get(h.server.ResolveReference(ref).String())
}

// endcase

// case: resolution bug free-base-absolute-ref
type Nexus struct{ base *url.URL }

func NewNexus(server string) (*Nexus, error) {
	u, err := url.Parse(server)
	if err != nil {
		return nil, err
	}
	return &Nexus{base: u}, nil
}

func (n *Nexus) newRequest(method, p string) (*http.Request, error) {
	return http.NewRequest(method, n.base.ResolveReference(&url.URL{Path: p}).String(), nil)
}

func (n *Nexus) Repositories() (*http.Request, error) {
	return n.newRequest(http.MethodGet, "/service/rest/v1/repositories") // want `a base URL of configuration`
}

// case: resolution valid free-base-host-only-absolute-ref
type Consul struct{ base *url.URL }

func NewConsul(addr string) *Consul {
	return &Consul{base: &url.URL{Scheme: "http", Host: addr}}
}

func (c *Consul) Leader() (*http.Response, error) {
	return http.Get(c.base.ResolveReference(&url.URL{Path: "/v1/status/leader"}).String())
}

// case: resolution bug config-field-absolute-ref
type GrafanaConfig struct {
	URL   *url.URL
	Token string
}

type Grafana struct{ cfg GrafanaConfig }

func NewGrafana(cfg GrafanaConfig) *Grafana { return &Grafana{cfg: cfg} }

func (g *Grafana) URL() *url.URL { return g.cfg.URL }

func (g *Grafana) Dashboards() (*http.Response, error) {
	u, err := g.URL().Parse("/api/search?type=dash-db") // want `a base URL of configuration`
	if err != nil {
		return nil, err
	}
	return http.Get(u.String())
}

// case: resolution valid config-field-relative-ref
type LokiConfig struct{ URL *url.URL }

type Loki struct{ cfg LokiConfig }

func NewLoki(cfg LokiConfig) *Loki { return &Loki{cfg: cfg} }

func (l *Loki) Labels() (*http.Response, error) {
	u, err := l.cfg.URL.Parse("loki/api/v1/labels")
	if err != nil {
		return nil, err
	}
	return http.Get(u.String())
}

// case: resolution bug trimmed-base-relative-ref
type Lighthouse struct{ base *url.URL }

func parseEndpoint(addr string) (*url.URL, error) {
	u, err := url.Parse(addr)
	if err != nil {
		return nil, err
	}
	u.Path = strings.TrimRight(u.Path, "/")
	return u, nil
}

func NewLighthouse(addr string) (*Lighthouse, error) {
	u, err := parseEndpoint(addr)
	if err != nil {
		return nil, err
	}
	return &Lighthouse{base: u}, nil
}

func (l *Lighthouse) Peers() (*http.Response, error) {
	ref, err := url.Parse("eth/v1/node/peers")
	if err != nil {
		return nil, err
	}
	return http.Get(l.base.ResolveReference(ref).String()) // want `nothing ends with '/'`
}

// case: resolution valid trimmed-base-joined-path
type Teku struct{ base *url.URL }

func NewTeku(addr string) (*Teku, error) {
	u, err := parseEndpoint(addr)
	if err != nil {
		return nil, err
	}
	return &Teku{base: u}, nil
}

func (t *Teku) Peers() (*http.Response, error) {
	return http.Get(t.base.JoinPath("eth/v1/node/peers").String())
}

// endcase
