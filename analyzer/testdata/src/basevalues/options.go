// Package basevalues holds base URLs set far from their joins: by an // want package:`urlWrappers\(13\)`
// option function, a constructor, a struct literal, a flag default, a
// config default or a test's setup. Every value a base can hold is judged
// at the join, and reported where the base is written.
package basevalues

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// An option function sets the base; the client joins paths to it.
type Client struct {
	base string
	hc   *http.Client
}

type Option func(*Client)

func WithBaseURL(u string) Option { return func(c *Client) { c.base = u } }

func New(opts ...Option) *Client {
	c := &Client{hc: http.DefaultClient}
	for _, o := range opts {
		o(c)
	}
	return c
}

func Gateway() *Client { return New(WithBaseURL("https://gw.internal/v1/")) } // want `joining two strings makes "//" in the path`

func (c *Client) Items() (*http.Response, error) { return c.hc.Get(c.base + "/items") }

// A constructor's parameter: the calls of the package give its values.
type Service struct{ endpoint string }

func NewService(endpoint string) *Service { return &Service{endpoint: endpoint} }

func Billing() *Service { return NewService("https://billing.example.com/api") }

func (s *Service) Invoices() (*http.Response, error) {
	return http.Get(s.endpoint + "invoices") // want `no '/' where two strings are joined: "api" and "invoices"`
}

// A format of two holes, "%s/%s", after a base ending in '/'.
type Store struct{ root string }

func NewStore(root string) *Store { return &Store{root: root} }

func Assets() *Store { return NewStore("https://cdn.example.com/assets/") } // want `joining two strings makes "//" in the path`

func (s *Store) Get(name string) (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s/%s", s.root, url.PathEscape(name)))
}

// Look-alikes: the constructor or the option trims or adds the '/', or
// the base has none where the join adds one.
type Trimmed struct{ base string }

func NewTrimmed(base string) *Trimmed { return &Trimmed{base: strings.TrimSuffix(base, "/")} }

func Search() *Trimmed { return NewTrimmed("https://search.example.com/v2/") }

func (t *Trimmed) Query() (*http.Response, error) { return http.Get(t.base + "/query") }

type Slashed struct{ base string }

func NewSlashed(base string) *Slashed {
	if !strings.HasSuffix(base, "/") {
		base += "/"
	}
	return &Slashed{base: base}
}

func Uploads() *Slashed { return NewSlashed("https://uploads.example.com/v1") }

func (s *Slashed) Put() (*http.Response, error) { return http.Post(s.base+"files", "text/plain", nil) }

type Hub struct{ base string }

type HubOption func(*Hub)

func WithHub(u string) HubOption { return func(h *Hub) { h.base = strings.TrimRight(u, "/") } }

func NewHub(opts ...HubOption) *Hub {
	h := &Hub{}
	for _, o := range opts {
		o(h)
	}
	return h
}

func DefaultHub() *Hub { return NewHub(WithHub("https://hub.example.com/")) }

func (h *Hub) Repos() (*http.Response, error) { return http.Get(fmt.Sprintf("%s/repos", h.base)) }

type Host struct{ base string }

func NewHost(host string) *Host { return &Host{base: "https://" + host + "/api/"} }

func Local() *Host { return NewHost("api.example.com") }

func (h *Host) Status() (*http.Response, error) { return http.Get(h.base + "status") }

type Joined struct{ base string }

func NewJoined(base string) *Joined { return &Joined{base: base} } // want NewJoined:`urlWrapper\(0→url.JoinPath:reference\)`

func Registry() *Joined { return NewJoined("https://registry.example.com/v2/") }

func (j *Joined) Catalog() (*http.Response, error) {
	u, err := url.JoinPath(j.base, "_catalog")
	if err != nil {
		return nil, err
	}
	return http.Get(u)
}
