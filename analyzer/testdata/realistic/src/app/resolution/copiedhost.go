package resolution

import (
	"net/http"
	"net/http/httputil"
	"net/url"
	"path"
	"strings"
)

// A URL that takes its host from a configured base and its path from
// elsewhere: the base's own path is lost.

type upstreamProvider interface {
	BaseURL() string
}

// case: resolution bug copied-host-passthrough
func passthrough(p upstreamProvider) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		upURL, err := url.Parse(p.BaseURL())
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadGateway)
			return
		}
		(&httputil.ReverseProxy{Director: func(req *http.Request) {
			req.URL.Scheme = upURL.Scheme
			req.URL.Host = upURL.Host
			req.URL.Path = "/" + strings.TrimPrefix(r.URL.Path, "/") // want `assigning .* to the Path of req\.URL, whose Host is upURL's`
			req.Host = upURL.Host
		}}).ServeHTTP(w, r)
	}
}

// case: resolution valid copied-host-passthrough-joined
func passthroughOK(p upstreamProvider) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		upURL, err := url.Parse(p.BaseURL())
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadGateway)
			return
		}
		target := upURL.JoinPath(r.URL.Path)
		(&httputil.ReverseProxy{Director: func(req *http.Request) {
			req.URL.Scheme = upURL.Scheme
			req.URL.Host = upURL.Host
			req.URL.Path = target.Path
		}}).ServeHTTP(w, r)
	}
}

// case: resolution bug credentials-base-path-replaced
type grafanaAPI struct {
	key     string
	baseURL url.URL
}

func newGrafanaAPI(auth, baseURL string) (*grafanaAPI, error) {
	u, err := url.Parse(baseURL)
	if err != nil {
		return nil, err
	}
	key := ""
	if user, pass, ok := strings.Cut(auth, ":"); ok {
		u.User = url.UserPassword(user, pass)
	} else {
		key = "Bearer " + auth
	}
	return &grafanaAPI{key, *u}, nil
}

func NewGrafanaAPI(auth, baseURL string) (*grafanaAPI, error) { return newGrafanaAPI(auth, baseURL) }

func (c *grafanaAPI) get(p string) (*http.Response, error) {
	u := c.baseURL
	u.Path = p // want `assigning "/api/dashboards/uid/" to the Path of u, a base URL of configuration`
	return http.Get(u.String())
}

func (c *grafanaAPI) Dashboard(uid string) (*http.Response, error) {
	return c.get("/api/dashboards/uid/" + uid)
}

// case: resolution valid credentials-base-path-joined
func (c *grafanaAPI) getOK(p string) (*http.Response, error) {
	u := c.baseURL
	u.Path = path.Join(u.Path, p)
	return http.Get(u.String())
}

func (c *grafanaAPI) Folder(uid string) (*http.Response, error) {
	return c.getOK("/api/folders/" + uid)
}
