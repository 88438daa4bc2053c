package basevalues

import (
	"net/http"
	"net/url"
	"path"
	"strings"
)

// The text of a URL value (its Path, its String()) joined with a path
// that starts with '/': a root URL whose path ends with '/' makes "//".
type SSOSettings struct {
	Root url.URL
}

type SSO struct {
	callback url.URL
}

func NewSSO(s SSOSettings) *SSO {
	cb := s.Root
	cb.Path = cb.Path + "/oauth/callback"
	return &SSO{callback: cb}
}

func LocalSSO() *SSO {
	root, _ := url.Parse("https://sso.example.com/") // want `the path of "https://sso.example.com/" ends with '/': cb.Path joined with "/oauth/callback"`
	return NewSSO(SSOSettings{Root: *root})
}

type Probe struct{ target *url.URL }

func NewProbe(raw string) (*Probe, error) { // want NewProbe:`urlWrapper\(0→url.Parse:reference\)`
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	return &Probe{target: u}, nil
}

func (p *Probe) Health() (*http.Response, error) { return http.Get(p.target.String() + "/v1/health") }

func LocalProbe() (*Probe, error) { return NewProbe("http://localhost:9000/") } // want `the path of "http://localhost:9000/" ends with '/': p.target.String\(\) joined with "/v1/health"`

// Look-alikes: a root with a path and no trailing '/', a root with no
// path (u.Path is empty), and the text trimmed of its '/' before the
// join.
type Portal struct{ login url.URL }

func NewPortal(root url.URL) *Portal {
	login := root
	login.Path = login.Path + "/login"
	return &Portal{login: login}
}

func AppPortal() *Portal {
	root, _ := url.Parse("https://portal.example.com/app")
	return NewPortal(*root)
}

func BarePortal() *Portal {
	root, _ := url.Parse("https://bare.example.com")
	return NewPortal(*root)
}

type Beacon struct{ target *url.URL }

func NewBeacon(raw string) (*Beacon, error) { // want NewBeacon:`urlWrapper\(0→url.Parse:reference\)`
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	return &Beacon{target: u}, nil
}

func (b *Beacon) Ping() (*http.Response, error) {
	return http.Get(strings.TrimSuffix(b.target.String(), "/") + "/ping")
}

func LocalBeacon() (*Beacon, error) { return NewBeacon("http://localhost:9100/") }

type Docs struct{ index url.URL }

func NewDocs(site *url.URL) *Docs {
	index := *site
	index.Path += "/index.html"
	return &Docs{index: index}
}

func LocalDocs() *Docs {
	site, _ := url.Parse("http://localhost:6060/") // want `the path of "http://localhost:6060/" ends with '/': index.Path joined with "/index.html"`
	return NewDocs(site)
}

type Guide struct{ index url.URL }

func NewGuide(site *url.URL) *Guide {
	index := *site
	index.Path += "/guide"
	return &Guide{index: index}
}

func LocalGuide() *Guide {
	site, _ := url.Parse("http://localhost:6063")
	return NewGuide(site)
}

// A '/' added where the path has none.
type Shelf struct{ root url.URL }

func NewShelf(site *url.URL) *Shelf {
	root := *site
	if !strings.HasSuffix(root.Path, "/") {
		root.Path += "/"
	}
	return &Shelf{root: root}
}

func LocalShelf() *Shelf {
	site, _ := url.Parse("http://localhost:6064/books/")
	return NewShelf(site)
}

// The path trimmed, or cleaned by path.Join, before the join.
type Books struct{ shelf url.URL }

func NewBooks(site *url.URL) *Books {
	shelf := *site
	shelf.Path = strings.TrimSuffix(shelf.Path, "/") + "/shelf"
	return &Books{shelf: shelf}
}

func LocalBooks() *Books {
	site, _ := url.Parse("http://localhost:6061/")
	return NewBooks(site)
}

type Maps struct{ tiles url.URL }

func NewMaps(site *url.URL) *Maps {
	tiles := *site
	tiles.Path = path.Join(tiles.Path, "/tiles")
	return &Maps{tiles: tiles}
}

func LocalMaps() *Maps {
	site, _ := url.Parse("http://localhost:6062/")
	return NewMaps(site)
}

// The host and path of a url.URL written by hand: reported with
// -warnings only (basevalues/free).
func origin(u *url.URL) string { return u.Scheme + "://" + u.Host + u.Path }

var _ = origin
