package basevalues

import (
	"net/http"
	"net/url"
	"strings"
)

// A client whose base, a constant with a path, is parsed by the
// constructor that another constructor calls, and whose references reach
// ResolveReference through two helpers.
const fleetAPI = "https://api.example.net/fleet/v2/"

type Fleet struct {
	Endpoint *url.URL
	Machines *MachineOps
}

func NewFleet() *Fleet {
	f, _ := NewFleetAt(fleetAPI)
	return f
}

func NewFleetAt(endpoint string) (*Fleet, error) { // want NewFleetAt:`urlWrapper\(0→url.Parse:reference\)`
	u, err := url.Parse(endpoint)
	if err != nil {
		return nil, err
	}
	f := &Fleet{Endpoint: u}
	f.Machines = &MachineOps{fleet: f}
	return f, nil
}

func (f *Fleet) newRequest(method, p string) (*http.Request, error) {
	rel, err := url.Parse(p)
	if err != nil {
		return nil, err
	}
	return http.NewRequest(method, f.Endpoint.ResolveReference(rel).String(), nil)
}

func (f *Fleet) call(method, p string) (*http.Response, error) {
	req, err := f.newRequest(method, p)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

// Look-alike: a helper on the way that drops the leading '/' before
// handing the reference on.
func (f *Fleet) callTrimmed(method, p string) (*http.Response, error) {
	req, err := f.newRequest(method, strings.TrimPrefix(p, "/"))
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}
