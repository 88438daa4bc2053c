package resolution

import (
	"context"
	"flag"
	"net/http"
	"net/url"
	"strings"
)

// case: resolution bug normalized-base-absolute-ref
type Artifactory struct {
	base *url.URL
	hc   *http.Client
}

func NewArtifactory(endpoint string) (*Artifactory, error) {
	u, err := url.Parse(endpoint)
	if err != nil {
		return nil, err
	}
	if !strings.HasSuffix(u.Path, "/") {
		u.Path += "/"
	}
	return &Artifactory{base: u, hc: http.DefaultClient}, nil
}

func (a *Artifactory) do(ctx context.Context, ref string) (*http.Response, error) {
	u, err := a.base.Parse(ref)
	if err != nil {
		return nil, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, err
	}
	return a.hc.Do(req)
}

func (a *Artifactory) Storage(ctx context.Context, repo string) (*http.Response, error) {
	return a.do(ctx, "/api/storage/"+url.PathEscape(repo)) // want `replaces the base path "/artifactory/"`
}

func CorporateArtifactory() (*Artifactory, error) {
	return NewArtifactory("https://repo.example.com/artifactory")
}

// case: resolution valid normalized-base-relative-ref
type Nexus struct{ base *url.URL }

func NewNexus(endpoint string) (*Nexus, error) {
	u, err := url.Parse(endpoint)
	if err != nil {
		return nil, err
	}
	if !strings.HasSuffix(u.Path, "/") {
		u.Path = u.Path + "/"
	}
	return &Nexus{base: u}, nil
}

func (n *Nexus) Components(repo string) (*http.Response, error) {
	u, err := n.base.Parse("service/rest/v1/components?repository=" + url.QueryEscape(repo))
	if err != nil {
		return nil, err
	}
	return http.Get(u.String())
}

func CorporateNexus() (*Nexus, error) { return NewNexus("https://repo.example.com/nexus") }

// case: resolution bug flag-base-reparsed-ref
var keycloakURL = flag.String("keycloak", "https://auth.example.com/auth/", "Keycloak base URL")

type Keycloak struct{ base *url.URL }

func NewKeycloak(raw string) (*Keycloak, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	return &Keycloak{base: u}, nil
}

func FromFlag() (*Keycloak, error) { return NewKeycloak(*keycloakURL) }

func (k *Keycloak) get(p string) (*http.Response, error) {
	u, err := url.Parse(p)
	if err != nil {
		return nil, err
	}
	u = k.base.ResolveReference(u)
	return http.Get(u.String())
}

func (k *Keycloak) Realms() (*http.Response, error) { return k.get("/admin/realms") } // want `replaces the base path "/auth/"`

// case: resolution valid flag-base-reparsed-ref-relative
var grafanaURL = flag.String("grafana", "https://metrics.example.com/grafana/", "Grafana base URL")

type Grafana struct{ base *url.URL }

func NewGrafana(raw string) (*Grafana, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	return &Grafana{base: u}, nil
}

func GrafanaFromFlag() (*Grafana, error) { return NewGrafana(*grafanaURL) }

func (g *Grafana) get(p string) (*http.Response, error) {
	u, err := url.Parse(p)
	if err != nil {
		return nil, err
	}
	u = g.base.ResolveReference(u)
	return http.Get(u.String())
}

func (g *Grafana) Dashboards() (*http.Response, error) { return g.get("api/search?type=dash-db") }

// case: resolution bug helper-forces-leading-slash
type Airflow struct{ server *url.URL }

func NewAirflow(server string) (*Airflow, error) {
	u, err := url.Parse(server)
	if err != nil {
		return nil, err
	}
	return &Airflow{server: u}, nil
}

func endpoint(server *url.URL, route string) string {
	if !strings.HasPrefix(route, "/") {
		route = "/" + route // want `replaces the base path "/airflow"`
	}
	rel, err := url.Parse(route)
	if err != nil {
		return ""
	}
	return server.ResolveReference(rel).String()
}

func (a *Airflow) DAGs() (*http.Response, error) { return http.Get(endpoint(a.server, "api/v1/dags")) }

func HostedAirflow() (*Airflow, error) { return NewAirflow("https://data.example.com/airflow") }

// case: resolution valid helper-forces-leading-slash-root
type Superset struct{ server *url.URL }

func NewSuperset(server string) (*Superset, error) {
	u, err := url.Parse(server)
	if err != nil {
		return nil, err
	}
	return &Superset{server: u}, nil
}

func supersetEndpoint(server *url.URL, route string) string {
	if !strings.HasPrefix(route, "/") {
		route = "/" + route
	}
	rel, err := url.Parse(route)
	if err != nil {
		return ""
	}
	return server.ResolveReference(rel).String()
}

func (s *Superset) Charts() (*http.Response, error) {
	return http.Get(supersetEndpoint(s.server, "api/v1/chart/"))
}

func HostedSuperset() (*Superset, error) { return NewSuperset("https://superset.example.com") }

// endcase
