package carrier // want package:`urlFieldSinks\(5\)`

// The fields of carrier's types reach URL sinks through the functions
// that return them (carriers) and the local variables that hold them.

import (
	"context"
	"errors"
	"fmt"
	"log"
	"net/http"
	"net/url"
	"os"
	"path"
)

const defaultAPIBase = "https://api.example.com"

// Client builds the URL of each request from BaseURL, as an API
// client's methods do: a fact.
type Client struct {
	BaseURL string // want BaseURL:`urlField\(Client→http.NewRequestWithContext:http\+\)`
	tailnet string
}

func (c *Client) baseURL() string {
	if c.BaseURL != "" {
		return c.BaseURL
	}
	return defaultAPIBase
}

// BuildURL returns the URL of the API path of elements, escaped.
func (c *Client) BuildURL(elements ...any) string { // want BuildURL:`urlField\(Client→http.NewRequestWithContext:http\+\)`
	elem := make([]string, 1, len(elements)+1)
	elem[0] = "/api/v2"
	var query string
	for i, e := range elements {
		if v, ok := e.(url.Values); ok && i == len(elements)-1 {
			query = v.Encode()
		} else {
			elem = append(elem, url.PathEscape(fmt.Sprint(e)))
		}
	}
	u := c.baseURL() + path.Join(elem...)
	if query != "" {
		u += "?" + query
	}
	return u
}

// BuildTailnetURL is BuildURL under the client's tailnet.
func (c *Client) BuildTailnetURL(elements ...any) string { // want BuildTailnetURL:`urlField\(Client→http.NewRequestWithContext:http\+\)`
	all := make([]any, 2, len(elements)+2)
	all[0] = "tailnet"
	all[1] = c.tailnet
	all = append(all, elements...)
	return c.BuildURL(all...)
}

// ACL gets the tailnet's policy.
func (c *Client) ACL(ctx context.Context) error {
	path := c.BuildTailnetURL("acl")
	req, err := http.NewRequestWithContext(ctx, "GET", path, nil)
	if err != nil {
		return err
	}
	return send(req)
}

// Devices lists the devices.
func (c *Client) Devices(ctx context.Context) error {
	req, err := http.NewRequestWithContext(ctx, "GET", c.BuildURL("devices"), nil)
	if err != nil {
		return err
	}
	return send(req)
}

func send(req *http.Request) error {
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Hooks posts to a local copy of Hook, followed by a path, and logs it: a
// fact.
type Hooks struct {
	Hook string // want Hook:`urlField\(Hooks→http.Post:http\+\)`
}

// Fire posts the event.
func (h Hooks) Fire() error {
	u := h.Hook + "/v1/events"
	resp, err := http.Post(u, "application/json", nil)
	log.Printf("posted to %s", u)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Mirror's carrier returns the field only in one mode: no fact.
type Mirror struct {
	Source string
	Mode   int
}

func (m *Mirror) source() string {
	if m.Mode == 1 {
		return ""
	}
	return m.Source
}

// Sync gets the source.
func (m *Mirror) Sync() error {
	resp, err := http.Get(m.source())
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Feed's carrier is also logged: no fact.
type Feed struct {
	Origin string
}

func (f *Feed) origin() string { return f.Origin }

// Poll gets the origin and logs it.
func (f *Feed) Poll() error {
	log.Print(f.origin())
	resp, err := http.Get(f.origin())
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Store's local copy is also a file's name: no fact.
type Store struct {
	Endpoint string
}

// Ping gets the endpoint.
func (s *Store) Ping() error {
	u := s.Endpoint
	os.Remove(u)
	resp, err := http.Get(u)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Tree's path follows the field with a join whose first element is not
// known to be absolute: no fact.
type Tree struct {
	Root string
}

// Get gets a file of the tree.
func (t *Tree) Get(dir, name string) error {
	resp, err := http.Get(t.Root + path.Join(dir, name))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Archive's carrier is a function of the package too.
type Archive struct {
	Base string // want Base:`urlField\(Archive→url.Parse:reference\+\)`
}

func archiveURL(a Archive, name string) string {
	return a.Base + path.Join("/files", name)
}

// Open parses the URL of a file.
func Open(a Archive) (*url.URL, error) {
	return url.Parse(archiveURL(a, "index.html"))
}

// Device gets a device, its URL formatted after the base.
func (c *Client) Device(ctx context.Context, id string) error {
	path := fmt.Sprintf("%s/api/v2/device/%s", c.baseURL(), url.PathEscape(id))
	req, err := http.NewRequestWithContext(ctx, "GET", path, nil)
	if err != nil {
		return err
	}
	return send(req)
}

// Proxy formats its host with a port after it: no fact.
type Proxy struct {
	Host string
}

// Get gets the proxy's root.
func (p Proxy) Get() error {
	resp, err := http.Get(fmt.Sprintf("%s:8080/", p.Host))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Keys lists up to limit keys: a check of an argument fails the call
// whatever the client holds, and the field still reaches the sink.
func (c *Client) Keys(ctx context.Context, limit int) error {
	if limit < 0 {
		return errors.New("negative limit")
	}
	path := c.BuildTailnetURL("keys")
	req, err := http.NewRequestWithContext(ctx, "GET", path, nil)
	if err != nil {
		return err
	}
	return send(req)
}

// Relay's Target reaches a sink in one mode only, after a new error in
// the others: no fact.
type Relay struct {
	Target string
	Mode   int
}

// Forward gets the target.
func (r *Relay) Forward() error {
	if r.Mode != 0 {
		return errors.New("relay mode only")
	}
	resp, err := http.Get(r.Target)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Remote is generic: its carrier is a method of the generic type, and
// the fact is the field's origin's.
type Remote[T any] struct {
	URL  string // want URL:`urlField\(Remote→http.Get:http\)`
	Meta T
}

func (r *Remote[T]) url() string { return r.URL }

// Fetch gets the remote.
func (r *Remote[T]) Fetch() error {
	resp, err := http.Get(r.url())
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Origin's carrier is also taken as a method value: no fact.
type Origin struct {
	Addr string
}

func (o *Origin) addr() string { return o.Addr }

// Dial gets the address through a method value.
func (o *Origin) Dial() error {
	get := o.addr
	resp, err := http.Get(o.addr())
	if err != nil {
		return err
	}
	println(get)
	return resp.Body.Close()
}

// Search's sink appends a query alone: a '/' ending its value makes no
// "//".
type Search struct {
	Endpoint string // want Endpoint:`urlField\(Search→http.Get:http\+\)`
}

// Query gets the endpoint's results for q.
func (s Search) Query(q string) error {
	resp, err := http.Get(s.Endpoint + "?q=" + url.QueryEscape(q))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
