package free

import (
	"fmt"
	"net/http"
	"net/http/httputil"
	"net/url"
	"path"
	"strings"
)

// A path written over a copy of a base whose credentials the
// constructor set: the credentials leave its path as parsed.
type Grafana struct {
	key     string
	baseURL url.URL
	*http.Client
}

func NewGrafana(auth, baseURL string) (*Grafana, error) { // want NewGrafana:`urlWrapper\(1→url.Parse:reference\)`
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
	return &Grafana{key, *u, &http.Client{}}, nil
}

func (c *Grafana) newRequest(method, path string) (*http.Request, error) {
	url := c.baseURL
	url.Path = path // want `^[^w].*assigning "/api/datasources/" to the Path of url, a base URL of configuration`
	return http.NewRequest(method, url.String(), nil)
}

func (c *Grafana) DataSource(id int64) (*http.Request, error) {
	return c.newRequest("GET", fmt.Sprintf("/api/datasources/%d", id))
}

// A reverse proxy that takes its upstream's scheme and host and the
// incoming request's path: the upstream's own path is lost.
type Provider interface {
	Name() string
	BaseURL() string
}

func Passthrough(p Provider) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		upURL, err := url.Parse(p.BaseURL())
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadGateway)
			return
		}
		proxy := &httputil.ReverseProxy{Director: func(req *http.Request) {
			req.URL.Scheme = upURL.Scheme
			req.URL.Host = upURL.Host
			req.URL.Path = r.URL.Path // want `^[^w].*assigning r.URL.Path to the Path of req.URL, whose Host is upURL's, a base URL of configuration`
			req.Host = upURL.Host
		}}
		proxy.ServeHTTP(w, r)
	}
}

// Look-alikes: the upstream's path joined, or made part of the path.
func PassthroughJoined(p Provider) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		upURL, err := url.Parse(p.BaseURL())
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadGateway)
			return
		}
		proxy := &httputil.ReverseProxy{Director: func(req *http.Request) {
			req.URL.Scheme = upURL.Scheme
			req.URL.Host = upURL.Host
			req.URL.Path = path.Join(upURL.Path, r.URL.Path) // want `warning: url\.URL\.Path: path\.Join cleans its result as a file path and drops the trailing '/' that r\.URL\.Path`
		}}
		proxy.ServeHTTP(w, r)
	}
}

func PassthroughJoinPath(p Provider) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		upURL, err := url.Parse(p.BaseURL())
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadGateway)
			return
		}
		full := upURL.JoinPath(r.URL.Path)
		proxy := &httputil.ReverseProxy{Director: func(req *http.Request) {
			req.URL.Scheme = upURL.Scheme
			req.URL.Host = upURL.Host
			req.URL.Path = full.Path
		}}
		proxy.ServeHTTP(w, r)
	}
}

// A method not named for a URL is not a base of configuration.
type Dialer interface{ Address() string }

func PassthroughAddress(d Dialer) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		up, err := url.Parse(d.Address())
		if err != nil {
			return
		}
		proxy := &httputil.ReverseProxy{Director: func(req *http.Request) {
			req.URL.Scheme = up.Scheme
			req.URL.Host = up.Host
			req.URL.Path = r.URL.Path
		}}
		proxy.ServeHTTP(w, r)
	}
}
