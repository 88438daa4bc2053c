package keptwrappers // want package:`urlWrappers\(6\)`

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// A kept base that an exported wrapper writes right before its path
// parameter, which the package's own calls give text starting with '/':
// given with a trailing '/' ("https://host/"), the base makes "//".
type Client struct {
	baseURL string
	hc      *http.Client
}

func NewClient(baseURL string) *Client { return &Client{baseURL: baseURL, hc: http.DefaultClient} }

func (c *Client) Get(path string) (*http.Response, error) { // want Get:`urlWrapper\(0→…\+http.NewRequest:http\)`
	req, err := http.NewRequest(http.MethodGet, c.baseURL+path, nil) // want `c.baseURL holds free configuration \(a parameter kept in a field\), joined untrimmed to "/api/v2/space"`
	if err != nil {
		return nil, err
	}
	return c.hc.Do(req)
}

func (c *Client) Space() (*http.Response, error) { return c.Get("/api/v2/space") }

// The same through fmt.Sprintf("%s%s").
type Feed struct{ endpoint string }

func NewFeed(endpoint string) *Feed { return &Feed{endpoint: endpoint} }

func (f *Feed) Fetch(path string) (*http.Response, error) { // want Fetch:`urlWrapper\(0→…\+http.Get:http\)`
	return http.Get(fmt.Sprintf("%s%s", f.endpoint, path)) // want `f.endpoint holds free configuration \(a parameter kept in a field\), joined untrimmed to "/feeds/latest"`
}

func (f *Feed) Latest() (*http.Response, error) { return f.Fetch("/feeds/latest") }

// Look-alikes: a base trimmed where it is kept, and a path its calls
// give without a leading '/' joined after a base that the constructor
// ends with '/'.
type Trimmed struct{ baseURL string }

func NewTrimmed(baseURL string) *Trimmed {
	return &Trimmed{baseURL: strings.TrimSuffix(baseURL, "/")}
}

func (t *Trimmed) Get(path string) (*http.Response, error) { return http.Get(t.baseURL + path) } // want Get:`urlWrapper\(0→…\+http.Get:http\)`

func (t *Trimmed) Users() (*http.Response, error) { return t.Get("/users") }

type Slashed struct{ baseURL string }

func NewSlashed(baseURL string) *Slashed {
	if !strings.HasSuffix(baseURL, "/") {
		baseURL += "/"
	}
	return &Slashed{baseURL: baseURL}
}

func (s *Slashed) Get(path string) (*http.Response, error) { return http.Get(s.baseURL + path) } // want Get:`urlWrapper\(0→…\+http.Get:http\)`

func (s *Slashed) Users() (*http.Response, error) { return s.Get("users") }

// A kept base joined to a segment with no '/' between: given as most
// write it ("https://api.example.com"), it makes
// "https://api.example.comitems". The look-alikes add a suffix, a query
// or a fragment to the base's own text.
type Catalog struct{ endpoint string }

func NewCatalog(endpoint string) *Catalog { return &Catalog{endpoint: endpoint} }

func (c *Catalog) Items() (*http.Response, error) {
	return http.Get(c.endpoint + "items") // want `c.endpoint holds free configuration \(a parameter kept in a field\), joined to "items" with no '/' between`
}

func (c *Catalog) Document() (*http.Response, error) { return http.Get(c.endpoint + ".json") }

func (c *Catalog) Page() (*http.Response, error) { return http.Get(c.endpoint + "?page=2") }

// A base parsed only to test its error goes on as it was given.
type RPC struct{ BaseURL string }

func NewRPC(baseurl string) (*RPC, error) { // want NewRPC:`urlWrapper\(0→url.Parse:reference\)`
	if _, err := url.Parse(baseurl); err != nil {
		return nil, err
	}
	return &RPC{BaseURL: baseurl}, nil
}

func (c *RPC) Call() (*http.Response, error) {
	return http.Post(c.BaseURL+"rpc", "application/json", nil) // want `c.BaseURL holds free configuration \(a parameter kept in a field\), joined to "rpc" with no '/' between`
}

// Look-alike: a base whose parse is kept, and read.
type ParsedRPC struct{ base string }

func NewParsedRPC(baseurl string) (*ParsedRPC, error) { // want NewParsedRPC:`urlWrapper\(0→url.Parse:reference\)`
	u, err := url.Parse(baseurl)
	if err != nil {
		return nil, err
	}
	if !strings.HasSuffix(u.Path, "/") {
		u.Path += "/"
	}
	return &ParsedRPC{base: u.String()}, nil
}

func (c *ParsedRPC) Call() (*http.Response, error) {
	return http.Post(c.base+"rpc", "application/json", nil)
}
