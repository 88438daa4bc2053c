package lib // want package:`urlFieldSinks\(9\)` package:`urlWrappers\(1\)`

// The configuration types of lib have fields that reach URL sinks in
// methods of the package: the constants other packages write into them
// are checked where they are written.

import (
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"strings"
)

// Config's Endpoint reaches http.Get on every path: it has a fact.
type Config struct {
	Endpoint string // want Endpoint:`urlField\(Config→http.Get:http\)`
	Name     string
}

// Client reads its Config.
type Client struct{ cfg Config }

// New returns a client of cfg.
func New(cfg Config) *Client { return &Client{cfg: cfg} }

// Ping gets the endpoint; the early returns test an error or the field
// itself, and "" never reaches the sink.
func (c *Client) Ping() error {
	if c.cfg.Endpoint == "" {
		return errors.New("no endpoint")
	}
	resp, err := http.Get(c.cfg.Endpoint)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Options' URL reaches url.Parse; Pointer is written through pointers
// and elided literals.
type Options struct {
	URL   string // want URL:`urlField\(Options→url.Parse:reference\)`
	Label string
}

// Parse parses the URL.
func (o *Options) Parse() (*url.URL, error) { return url.Parse(o.URL) }

// Upload's Target is also a file path: no fact.
type Upload struct {
	Target string
}

// Send posts the target, or writes it as a file.
func (u Upload) Send() error {
	if _, err := http.Post(u.Target, "text/plain", nil); err != nil {
		return os.WriteFile(u.Target, nil, 0o600)
	}
	return nil
}

// Mirror's URL reaches the sink only when Enabled: no fact.
type Mirror struct {
	Enabled bool
	URL     string
}

// Fetch gets the mirror when it is enabled.
func (m Mirror) Fetch() {
	if m.Enabled {
		http.Get(m.URL)
	}
}

// Poll's URL reaches the sink only after an early return that tests
// another field (nats-server's pollConnz): no fact.
type Poll struct {
	Mode int
	URL  string
}

// Run polls.
func (p Poll) Run() {
	if p.Mode == 1 {
		return
	}
	http.Get(p.URL)
}

// Remote's Addr reaches url.Parse and http.Get: its writes are checked
// for what both need, a URL reference.
type Remote struct {
	Addr string // want Addr:`urlField\(Remote→url.Parse:reference\)`
}

// Check parses and gets the address.
func (r Remote) Check() {
	url.Parse(r.Addr)
	http.Get(r.Addr)
}

// Source's URL is read once the assertion of the options has succeeded,
// after a failed step's early return: it has a fact.
type Source struct {
	URL string // want URL:`urlField\(Source→url.Parse:reference\)`
}

// Open parses the URL of opts, a *Source.
func Open(opts any) error {
	s, ok := opts.(*Source)
	if !ok {
		return errors.New("not a source")
	}
	_, err := url.Parse(s.URL)
	return err
}

// Route's Path is rewritten from itself before the sink: no fact.
type Route struct {
	Path string
}

// Get gets the route.
func (r Route) Get() {
	r.Path = strings.TrimSuffix(r.Path, "/")
	http.Get(r.Path)
}

// Printed's URL is also shown in a message, which leaves it a URL: the
// fact stands.
type Printed struct {
	URL string // want URL:`urlField\(Printed→http.Get:http\)`
}

// Get gets and prints the URL.
func (p Printed) Get() {
	http.Get(p.URL)
	fmt.Println("fetched", p.URL)
}

// local's url is not exported: no fact, its package's writes are
// checked at the read.
type local struct{ url string }

func (l local) get() { http.Get(l.url) }

var _ = local{url: "http://example.com/a b"}.get // want `http\.Get: .*pchar`

// Defaults are the package's own writes of an exported field: checked
// once, at the read that composes them.
var Defaults = []Options{{URL: "http://example.com/%zz"}} // want `url\.Parse: .*escape`

// Same is the package's own write of Config.Endpoint, checked once, at
// the read that composes it.
func Same() *Client {
	return New(Config{Endpoint: "http://example.com/b c"}) // want `http\.Get: .*pchar`
}

// API's BaseURL is written by importers only: its read is resolved where
// they write it.
type API struct {
	BaseURL string // want BaseURL:`urlField\(API→http.Get:http\)`
}

// Get gets the base URL.
func (a *API) Get() { http.Get(a.BaseURL) }

// Service's BaseURL starts the URLs its methods get, followed by a path:
// only its own bytes are checked.
type Service struct {
	BaseURL string // want BaseURL:`urlField\(Service→http.Get:http\+\)`
}

// Users gets the users.
func (s *Service) Users() { http.Get(s.BaseURL + "/users") }

// User gets a user: a wrapper whose callers' ids follow an unseen prefix.
func (s *Service) User(id string) { http.Get(s.BaseURL + "/users/" + id) } // want User:`urlWrapper\(0→…\+http\.Get:http\)`

// Scheme's Name is followed by an authority: it is no URL of its own,
// and no fact.
type Scheme struct{ Name string }

// Get gets the scheme's example.
func (s Scheme) Get() { http.Get(s.Name + "://example.com/") }

// Probe's Target reaches httptest.NewRequest, which reads "//x" as a
// path, and url.Parse, which reads an authority there: no need both
// imply, no fact.
type Probe struct{ Target string }

// Run parses the target and builds a request for it.
func (p Probe) Run() {
	url.Parse(p.Target)
	httptest.NewRequest("GET", p.Target, nil)
}

// SDConfig's Server is checked with url.Parse when the configuration is
// loaded, and copied into a discoverer whose refresh sends it: both are
// its sinks, and its writes are checked for what both need.
type SDConfig struct {
	Server  string // want Server:`urlField\(SDConfig→url.Parse:reference\)`
	Refresh int
}

// DefaultSDConfig is the configuration's default, with no server.
var DefaultSDConfig = SDConfig{Refresh: 30}

// Validate checks the server's URL.
func (c *SDConfig) Validate() error {
	if c.Server == "" {
		return errors.New("no server")
	}
	u, err := url.Parse(c.Server)
	if err != nil {
		return err
	}
	if u.Host == "" {
		return errors.New("no host in the server's URL")
	}
	return nil
}

// discoverer keeps the server's URL to send it at each refresh.
type discoverer struct {
	server string
	client *http.Client
}

// NewDiscoverer returns a discoverer of c's server.
func NewDiscoverer(c *SDConfig) interface{ Refresh() error } {
	return &discoverer{server: c.Server, client: http.DefaultClient}
}

// Refresh gets the server.
func (d *discoverer) Refresh() error {
	req, err := http.NewRequest(http.MethodGet, d.server, nil)
	if err != nil {
		return err
	}
	resp, err := d.client.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Pipeline's Endpoint is copied into a stage, whose endpoint is copied
// into a fetcher that gets it: a sink through two copies.
type Pipeline struct {
	Endpoint string // want Endpoint:`urlField\(Pipeline→http.Get:http\+\)`
}

type stage struct{ endpoint string }

type fetcher struct{ url string }

// Start starts the pipeline.
func (p Pipeline) Start() {
	s := stage{endpoint: p.Endpoint}
	s.run()
}

func (s stage) run() {
	var f fetcher
	f.url = s.endpoint + "/v1"
	f.fetch()
}

func (f fetcher) fetch() { http.Get(f.url) }

// Target's URL is copied into a scraper whose url is also a label, made
// of it by other text: no fact.
type Target struct{ URL string }

type scraper struct{ url string }

// Scrape gets the target and prints its label.
func (t Target) Scrape() {
	s := scraper{url: t.URL}
	http.Get(s.url)
	fmt.Println("scraped", strings.TrimPrefix(s.url, "http://"))
}

// Switch's URL is copied into a fetcher only when Enabled: no fact.
type Switch struct {
	Enabled bool
	URL     string
}

// Fetch fetches the URL when it is enabled.
func (s Switch) Fetch() {
	var f fetcher
	if s.Enabled {
		f.url = s.URL
	}
	f.fetch()
}
