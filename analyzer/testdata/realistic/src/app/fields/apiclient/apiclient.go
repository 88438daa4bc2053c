// Package apiclient is a service client whose configuration the
// packages using it fill in.
package apiclient

import (
	"errors"
	"io"
	"net/http"
	"os"
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
