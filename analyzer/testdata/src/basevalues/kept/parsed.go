package kept // want package:`urlFieldSinks\(1\)` package:`urlWrappers\(1\)`

import (
	"fmt"
	"net/http"
	"net/url"
)

// A kept base joined untrimmed where the text is parsed, the parsed URL
// then sent: url.Parse takes any reference, but what this function
// sends needs a scheme and a host, so the base is no path's first
// segment. The base reaches the join through a helper's parameter that
// every call of the package passes the kept field.
type Inventory struct{ url string }

func NewInventory(url string) *Inventory { return &Inventory{url: url} }

func getRequest(uri, path string) (*http.Request, error) {
	u, err := url.Parse(fmt.Sprintf("%s/api/v1/%s", uri, path)) // want `^[^ ]+: uri holds free configuration \(a parameter kept in a field\), joined untrimmed to "/api/v1/"`
	if err != nil {
		return nil, err
	}
	return http.NewRequest(http.MethodGet, u.String(), nil)
}

func (c *Inventory) Servers() (*http.Request, error) { return getRequest(c.url, "servers") }

func (c *Inventory) Racks() (*http.Request, error) { return getRequest(c.url, "racks") }

type Heartbeat struct{ base string }

func NewHeartbeat(base string) *Heartbeat { return &Heartbeat{base: base} }

func (h *Heartbeat) Send() (*http.Response, error) {
	u, err := url.Parse(h.base + "/api/v1/heartbeat") // want `^[^ ]+: h.base holds free configuration \(a parameter kept in a field\), joined untrimmed to "/api/v1/heartbeat"`
	if err != nil {
		return nil, err
	}
	req, err := http.NewRequest(http.MethodPost, u.String(), nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

// Look-alikes: a parsed text whose URL is only read for its path (the
// base may be a path's first segment, a bucket's name), and a helper
// one of whose calls passes text of its own.
type Bucket2 struct{ name string }

func NewBucket2(name string) *Bucket2 { return &Bucket2{name: name} }

func (b *Bucket2) objectPath(k string) string {
	u, err := url.Parse(b.name + "/objects/" + url.PathEscape(k))
	if err != nil {
		return ""
	}
	return u.Path
}

type Registry2 struct{ url string }

func NewRegistry2(url string) *Registry2 { return &Registry2{url: url} }

func postRequest(uri, path string) (*http.Request, error) {
	u, err := url.Parse(fmt.Sprintf("%s/v2/%s", uri, path))
	if err != nil {
		return nil, err
	}
	return http.NewRequest(http.MethodPost, u.String(), nil)
}

func (r *Registry2) Push() (*http.Request, error) { return postRequest(r.url, "push") }

func (r *Registry2) Mirror(trimmed string) (*http.Request, error) { return postRequest(trimmed, "mirror") }

// A field the package's users write, parsed: the package that loads it
// may trim it, out of sight here.
type BeatOptions struct{ BaseURL, Name string }

func Beat(o BeatOptions) (*http.Response, error) {
	u, err := url.Parse(o.BaseURL + "/api/v1/beat")
	if err != nil {
		return nil, err
	}
	return http.Get(u.String())
}

func (o BeatOptions) String() string { return o.Name + " at " + o.BaseURL }
