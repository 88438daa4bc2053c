package apiclient

import (
	"net/http"
	"net/url"
	"strings"
)

// case: resolution bug free-base-slashed-absolute-ref
type Sonar struct {
	server *url.URL
	hc     *http.Client
}

func NewSonar(server string) (*Sonar, error) {
	u, err := url.Parse(server)
	if err != nil {
		return nil, err
	}
	if !strings.HasSuffix(u.Path, "/") {
		u.Path += "/"
	}
	return &Sonar{server: u, hc: http.DefaultClient}, nil
}

func (s *Sonar) call(p string) (*http.Response, error) {
	ref, err := url.Parse(p)
	if err != nil {
		return nil, err
	}
	return s.hc.Get(s.server.ResolveReference(ref).String())
}

func (s *Sonar) Issues(project string) (*http.Response, error) {
	return s.call("/api/issues/search?componentKeys=" + url.QueryEscape(project)) // want `whose path is made to end with '/'`
}

// case: resolution valid free-base-slashed-relative-ref
type Harbor2 struct{ server *url.URL }

func NewHarbor2(server string) (*Harbor2, error) {
	u, err := url.Parse(server)
	if err != nil {
		return nil, err
	}
	if !strings.HasSuffix(u.Path, "/") {
		u.Path += "/"
	}
	return &Harbor2{server: u}, nil
}

func (h *Harbor2) Projects() (*http.Response, error) {
	ref, err := url.Parse("api/v2.0/projects")
	if err != nil {
		return nil, err
	}
	return http.Get(h.server.ResolveReference(ref).String())
}

// endcase
