// Package roles holds struct fields that keep whole URLs in some values // want package:`urlFieldValues\(Backend\.Host="https://api\.example\.com"\|"https://fallback\.example\.com"; Endpoint\.Host="https://upload\.example\.com"\|"http://127\.0\.0\.1:8126"\|…; Endpoint\.Key=text\)`
// and hosts in others: a read that value flow cannot follow to its struct
// takes every value the package writes into the field, and where such a
// read reaches a sink that takes a host, the URLs of a field the package
// also reads as a URL (parsed, or followed by a path) are not reported.
package roles

import (
	"net/http"
	"net/url"
)

type Endpoint struct {
	Host string
	Key  string
}

type Settings struct {
	Endpoints []*Endpoint
	Mirrors   []*Endpoint
	Site      string
}

func NewSettings(site string) *Settings {
	return &Settings{
		Endpoints: []*Endpoint{{Host: "https://upload.example.com"}},
		Site:      site,
	}
}

// Send reads Host as a base URL.
func Send(s *Settings) (*http.Request, error) {
	return http.NewRequest("POST", s.Endpoints[0].Host+"/v2/batch", nil)
}

// domains makes endpoints of the site, a domain.
func domains(s *Settings) []Endpoint {
	return []Endpoint{{Host: s.Site, Key: "k"}}
}

type router struct{ ends []Endpoint }

func newRouter(s *Settings) *router { return &router{ends: domains(s)} }

func (r *router) Route(req *http.Request, sub string) {
	req.URL.Host = sub + "." + r.ends[0].Host
}

// mirrorHosts keeps the host of each mirror's URL in its Host.
func mirrorHosts(s *Settings) []*Endpoint {
	var out []*Endpoint
	for _, m := range s.Mirrors {
		u, err := url.Parse(m.Host)
		if err != nil {
			continue
		}
		if u.Host != "" {
			m.Host = u.Host
		}
		out = append(out, m)
	}
	return out
}

func Mirror(s *Settings, req *http.Request) (*http.Response, error) {
	for _, m := range mirrorHosts(s) {
		req.URL.Host = m.Host
		return http.DefaultClient.Do(req)
	}
	return nil, nil
}

// A Backend's Host is read as a host only: its URL default is a mistake.
type Backend struct {
	Host string
}

func NewBackend() *Backend {
	return &Backend{Host: "https://api.example.com"} // want `url.URL.Host holds the host alone: "https://" belongs in url.URL.Scheme`
}

type pool struct{ backends []Backend }

func newPool(bs []Backend) *pool { return &pool{backends: bs} }

func (p *pool) Pick(req *http.Request) {
	req.URL.Host = p.backends[0].Host
}

// A forwarder sends to the host of each mirror, written back into its
// Host: an assignment of a URL into another endpoint's Host (the upload
// endpoint, for a local server), which the read through the parameter
// cannot tell apart, is not what the forwarder reads.
type forwarder struct{ ends []*Endpoint }

func newForwarder(s *Settings) *forwarder {
	return &forwarder{ends: mirrorHosts(s)}
}

func (f *forwarder) send(req *http.Request, e *Endpoint) (*http.Response, error) {
	req.URL.Host = e.Host
	req.URL.Scheme = "https"
	return http.DefaultClient.Do(req)
}

func (f *forwarder) all(req *http.Request) {
	for _, e := range f.ends {
		f.send(req, e)
	}
}

func UseLocal(s *Settings) {
	s.Endpoints[0].Host = "http://127.0.0.1:8126"
}

// An assignment of a URL into a field read only as a host is reported.
func (p *pool) Reset() {
	p.backends[0].Host = "https://fallback.example.com" // want `url.URL.Host holds the host alone: "https://" belongs in url.URL.Scheme`
}
