package basevalues

import (
	"flag"
	"net/http"
	"net/url"
	"strings"
)

// A constructor that ends the base path with '/' where it has none: a
// reference with a leading '/' still replaces it, a relative one is
// resolved below it.
type Wiki struct{ base *url.URL }

func NewWiki(raw string) (*Wiki, error) { // want NewWiki:`urlWrapper\(0→url.Parse:reference\)`
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	if !strings.HasSuffix(u.Path, "/") {
		u.Path += "/"
	}
	return &Wiki{base: u}, nil
}

func Intranet() (*Wiki, error) { return NewWiki("https://intranet.example.com/wiki") }

func (w *Wiki) get(ref string) (*http.Response, error) {
	u, err := w.base.Parse(ref)
	if err != nil {
		return nil, err
	}
	return http.Get(u.String())
}

func (w *Wiki) Pages() (*http.Response, error) { return w.get("/pages") } // want `resolving "/pages" against "https://intranet.example.com/wiki/"`

func (w *Wiki) Recent() (*http.Response, error) { return w.get("recent") }

// A flag's default, handed to a constructor; the reference is parsed into
// the variable the resolution then replaces.
var registryURL = flag.String("registry", "https://registry.example.com/api/", "registry base URL")

type PackageIndex struct{ base *url.URL }

func NewPackageIndex(raw string) (*PackageIndex, error) { // want NewPackageIndex:`urlWrapper\(0→url.Parse:reference\)`
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	return &PackageIndex{base: u}, nil
}

func FlagPackageIndex() (*PackageIndex, error) { return NewPackageIndex(*registryURL) }

func (g *PackageIndex) send(p string) (*http.Response, error) {
	u, err := url.Parse(p)
	if err != nil {
		return nil, err
	}
	u = g.base.ResolveReference(u)
	return http.Get(u.String())
}

func (g *PackageIndex) Packages() (*http.Response, error) { return g.send("/packages") } // want `resolving "/packages" against "https://registry.example.com/api/"`

func (g *PackageIndex) Tags() (*http.Response, error) { return g.send("tags") }

// A helper that gives every reference a leading '/' before resolving it
// against a base with a path; against a base with none, nothing is lost.
type Console struct{ root *url.URL }

func NewConsole(addr string) (*Console, error) { // want NewConsole:`urlWrapper\(0→url.Parse:reference\)`
	u, err := url.Parse(addr)
	if err != nil {
		return nil, err
	}
	return &Console{root: u}, nil
}

func under(root *url.URL, p string) string {
	if !strings.HasPrefix(p, "/") {
		p = "/" + p // want `resolving "/..." against "https://ops.example.com/console"`
	}
	ref, err := url.Parse(p)
	if err != nil {
		return ""
	}
	return root.ResolveReference(ref).String()
}

func (c *Console) Jobs() (*http.Response, error) { return http.Get(under(c.root, "api/jobs")) }

func Ops() (*Console, error) { return NewConsole("https://ops.example.com/console") }

type Status struct{ root *url.URL }

func NewStatus(addr string) (*Status, error) { // want NewStatus:`urlWrapper\(0→url.Parse:reference\)`
	u, err := url.Parse(addr)
	if err != nil {
		return nil, err
	}
	return &Status{root: u}, nil
}

func statusRef(root *url.URL, p string) string {
	if !strings.HasPrefix(p, "/") {
		p = "/" + p
	}
	ref, err := url.Parse(p)
	if err != nil {
		return ""
	}
	return root.ResolveReference(ref).String()
}

func (s *Status) Incidents() (*http.Response, error) { return http.Get(statusRef(s.root, "incidents")) }

func PublicStatus() (*Status, error) { return NewStatus("https://status.example.com") }

// Free configuration, whose path the constructor ends with '/', and no
// text of the package's own: a reference that starts with '/' drops
// whatever prefix a user gives.
type Ledger2 struct{ base *url.URL }

func NewLedger2(endpoint string) (*Ledger2, error) { // want NewLedger2:`urlWrapper\(0→url.Parse:reference\)`
	u, err := url.Parse(endpoint)
	if err != nil {
		return nil, err
	}
	if !strings.HasSuffix(u.Path, "/") {
		u.Path += "/"
	}
	return &Ledger2{base: u}, nil
}

func (l *Ledger2) Balance() (*http.Response, error) {
	u, err := l.base.Parse("/balance") // want `resolving "/balance" against l.base, whose path is made to end with '/'`
	if err != nil {
		return nil, err
	}
	return http.Get(u.String())
}
