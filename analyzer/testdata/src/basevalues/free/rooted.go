package free

import (
	"fmt"
	"net/http"
	"net/url"
	"path"
	"strings"
)

// References that start with '/' against bases of configuration: each
// replaces whatever path the base is given.
type Ledger struct{ base *url.URL }

func NewLedger(endpoint string) (*Ledger, error) { // want NewLedger:`urlWrapper\(0→url.Parse:reference\)`
	u, err := url.Parse(endpoint)
	if err != nil {
		return nil, err
	}
	return &Ledger{base: u}, nil
}

func (l *Ledger) do(p string) (*http.Response, error) {
	return http.Get(l.base.ResolveReference(&url.URL{Path: p}).String())
}

func (l *Ledger) Accounts() (*http.Response, error) { return l.do("/v2/accounts") } // want `^[^w].*resolving "/v2/accounts" against l.base, a base URL of configuration`

// An exported field that importers set, read through a getter.
type Settings struct{ Server *url.URL }

type Console struct{ settings Settings }

func NewConsole(s Settings) *Console { return &Console{settings: s} }

func (c *Console) Server() *url.URL { return c.settings.Server }

func (c *Console) get(p string) (*http.Response, error) {
	u, err := c.Server().Parse(p)
	if err != nil {
		return nil, err
	}
	return http.Get(u.String())
}

func (c *Console) Health() (*http.Response, error) { return c.get("/healthz") } // want `^[^w].*resolving "/healthz" against c.Server\(\), a base URL of configuration`

// Look-alike: a relative reference against such a field, whose
// importers may end its path with '/'.
func (c *Console) Version() (*http.Response, error) { return c.get("version") }

// A base reparsed into the variable that held it.
func Quota(server, id string) (*http.Response, error) { // want Quota:`urlWrapper\(0→url.Parse:reference\)`
	u, err := url.Parse(server)
	if err != nil {
		return nil, err
	}
	u, err = u.Parse(fmt.Sprintf("/quota/%s", url.PathEscape(id))) // want `^[^w].*resolving "/quota/..." against u, a base URL of configuration`
	if err != nil {
		return nil, err
	}
	return http.Get(u.String())
}

// A base whose path its parser trims of the final '/': a relative
// reference then always replaces its last segment.
type Beacon struct{ base *url.URL }

func parseNode(address string) (*url.URL, error) {
	u, err := url.Parse(address)
	if err != nil {
		return nil, err
	}
	u.Path = strings.TrimSuffix(u.Path, "/")
	return u, nil
}

func NewBeacon(address string) (*Beacon, error) { // want NewBeacon:`urlWrapper\(0→url.Parse:reference\)`
	u, err := parseNode(address)
	if err != nil {
		return nil, err
	}
	return &Beacon{base: u}, nil
}

func (b *Beacon) Head() (*http.Response, error) {
	ref, _ := url.Parse("eth/v1/head")
	return http.Get(b.base.ResolveReference(ref).String()) // want `^[^w].*resolving "eth/v1/head" against b.base, a base URL of configuration that nothing ends with '/'`
}

// A client that refuses a base without its final '/'.
type Depot struct{ BaseURL *url.URL }

func NewDepot(raw string) *Depot { // want NewDepot:`urlWrapper\(0→url.Parse:reference\)`
	u, _ := url.Parse(raw)
	return &Depot{BaseURL: u}
}

func (d *Depot) request(p string) (*http.Response, error) {
	if !strings.HasSuffix(d.BaseURL.Path, "/") {
		return nil, fmt.Errorf("base URL %q must end with '/'", d.BaseURL)
	}
	u, err := d.BaseURL.Parse(p)
	if err != nil {
		return nil, err
	}
	return http.Get(u.String())
}

func (d *Depot) Artifact(n int) (*http.Response, error) {
	return d.request(fmt.Sprintf("/artifacts/%d", n)) // want `^[^w].*resolving "/artifacts/..." against d.BaseURL, whose path the code requires to end with '/'`
}

// Look-alikes: a base of a scheme and a host only, a function that
// handles the base path itself, a full URL, and a reference whose
// leading '/' the helper trims against a base given its final '/'.
type Agent struct{ base *url.URL }

func NewAgent(host string) *Agent {
	return &Agent{base: &url.URL{Scheme: "https", Host: host}}
}

func (a *Agent) Ping() (*http.Response, error) {
	return http.Get(a.base.ResolveReference(&url.URL{Path: "/ping"}).String())
}

func Rooted(server string) (*http.Response, error) { // want Rooted:`urlWrapper\(0→url.Parse:reference\)`
	u, err := url.Parse(server)
	if err != nil {
		return nil, err
	}
	if u.Path != "" && u.Path != "/" {
		return http.Get(u.JoinPath("status").String())
	}
	return http.Get(u.ResolveReference(&url.URL{Path: "/status"}).String())
}

func Mirrored(server string) (*http.Response, error) { // want Mirrored:`urlWrapper\(0→url.Parse:reference\)`
	u, err := url.Parse(server)
	if err != nil {
		return nil, err
	}
	ref, _ := url.Parse("https://mirror.example.com/status")
	return http.Get(u.ResolveReference(ref).String())
}

type Vault struct{ base *url.URL }

func NewVault(raw string) (*Vault, error) {
	if !strings.HasSuffix(raw, "/") {
		raw += "/"
	}
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	return &Vault{base: u}, nil
}

func (v *Vault) read(p string) (*http.Response, error) {
	return http.Get(v.base.ResolveReference(&url.URL{Path: strings.TrimPrefix(p, "/")}).String())
}

func (v *Vault) Secret(name string) (*http.Response, error) {
	return v.read("/v1/secret/" + path.Base(name))
}

// Look-alike: a base whose parser refuses a path.
type Bucket struct{ endpoint *url.URL }

func endpointOf(raw string) (*url.URL, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	if err := hostOnly(*u); err != nil {
		return nil, err
	}
	return u, nil
}

func hostOnly(u url.URL) error {
	if u.Path != "" && u.Path != "/" {
		return fmt.Errorf("endpoint %s has a path", u.Host)
	}
	return nil
}

func NewBucket(raw string) (*Bucket, error) { // want NewBucket:`urlWrapper\(0→url.Parse:reference\)`
	u, err := endpointOf(raw)
	if err != nil {
		return nil, err
	}
	return &Bucket{endpoint: u}, nil
}

func (b *Bucket) Head(name string) (*http.Response, error) {
	target := *b.endpoint
	target.Path = "/" + name + "/"
	return http.Head(target.String())
}

// An unexported base set in one place, from the package's constant
// through a helper that parses or panics: no caller gives another, so
// its references are written for that base. Quiet; the same helper
// given an exported constructor's parameter (parseNode above) reports.
const cdnAPI = "https://api.cdn.example"

type CDN struct{ base *url.URL }

func mustParse(s string) *url.URL {
	u, err := url.Parse(s)
	if err != nil {
		panic(err)
	}
	return u
}

func NewCDN() *CDN { return &CDN{base: mustParse(cdnAPI)} }

func (c *CDN) get(p string) (*http.Response, error) {
	u, err := c.base.Parse(p)
	if err != nil {
		return nil, err
	}
	return http.Get(u.String())
}

func (c *CDN) Zone(id int) (*http.Response, error) { return c.get(fmt.Sprintf("/zone/%d", id)) }
