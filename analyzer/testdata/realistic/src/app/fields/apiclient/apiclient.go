// Package apiclient is a service client whose configuration the
// packages using it fill in.
package apiclient

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/url"
	"os"
	"path"
)

// case: fields bug importer-writes-config
type Config struct {
	BaseURL string
	Token   string
}

type Client struct {
	cfg Config
	hc  *http.Client
}

func New(cfg Config) *Client { return &Client{cfg: cfg, hc: http.DefaultClient} }

func (c *Client) Status() (*http.Response, error) {
	if c.cfg.BaseURL == "" {
		return nil, errors.New("apiclient: no base URL")
	}
	return c.hc.Get(c.cfg.BaseURL)
}

// case: fields bug importer-assigns-field
type Webhook struct{ URL string }

func (w *Webhook) Notify(body io.Reader) (*http.Response, error) {
	return http.Post(w.URL, "application/json", body)
}

// case: fields valid field-also-a-path
type Artifact struct{ Location string }

func (a Artifact) Fetch() (io.ReadCloser, error) {
	resp, err := http.Get(a.Location)
	if err != nil {
		return os.Open(a.Location)
	}
	return resp.Body, nil
}

// case: fields valid field-sink-on-some-paths
type Exporter struct {
	Protocol string
	Endpoint string
}

func (e Exporter) Export(body io.Reader) error {
	if e.Protocol != "http" {
		return nil // sent by another transport
	}
	_, err := http.Post(e.Endpoint, "application/x-protobuf", body)
	return err
}

// case: fields bug importer-base-url-prefix
type Registry struct{ BaseURL string }

func (r *Registry) Tags(repo string) (*http.Response, error) {
	return http.Get(r.BaseURL + "/v2/" + repo + "/tags/list")
}

// case: fields bug importer-writes-builder-base
const defaultAPI = "https://api.example.com"

// API builds the URL of each call from BaseURL, or the default.
type API struct{ BaseURL string }

func (a *API) base() string {
	if a.BaseURL != "" {
		return a.BaseURL
	}
	return defaultAPI
}

// URL returns the URL of the API path of elems, each escaped.
func (a *API) URL(elems ...string) string {
	parts := []string{"/api/v1"}
	for _, e := range elems {
		parts = append(parts, url.PathEscape(e))
	}
	return a.base() + path.Join(parts...)
}

func (a *API) User(ctx context.Context, id string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, a.URL("users", id), nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

func (a *API) Item(ctx context.Context, id string) (*http.Response, error) {
	u := fmt.Sprintf("%s/api/v1/items/%s", a.base(), url.PathEscape(id))
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return nil, err
	}
	log.Printf("GET %s", u)
	return http.DefaultClient.Do(req)
}

// case: fields valid carrier-result-also-a-label
type Mirror struct{ Source string }

func (m Mirror) source() string { return m.Source }

func (m Mirror) Sync() (*http.Response, error) {
	log.Printf("syncing from %s", m.source())
	return http.Get(m.source())
}

// endcase
