package basevalues

import (
	"net/http"
	"net/url"
)

// A base of free configuration the package gives no text of its own:
// every base it resolves against is a user's spelling, so a relative
// reference against one that nothing ends with '/' drops its last
// segment (https://gw.example.com/beacon loses "beacon").
type Beacon2 struct{ base *url.URL }

func NewBeacon2(address string) (*Beacon2, error) { // want NewBeacon2:`urlWrapper\(0→url.Parse:reference\)`
	u, err := url.Parse(address)
	if err != nil {
		return nil, err
	}
	return &Beacon2{base: u}, nil
}

func (b *Beacon2) Head() (*http.Response, error) {
	ref := &url.URL{Path: "eth/v1/head"}
	return http.Get(b.base.ResolveReference(ref).String()) // want `resolving "eth/v1/head" against b.base, a base URL of configuration that nothing ends with '/'`
}

// And a reference that starts with '/' replaces whatever path it has.
func (b *Beacon2) Peers() (*http.Response, error) {
	rel, err := url.Parse("/eth/v1/node/peers") // want `resolving "/eth/v1/node/peers" against b.base, a base URL of configuration`
	if err != nil {
		return nil, err
	}
	return http.Get(b.base.ResolveReference(rel).String())
}

// A base the package also gives a default that the references work
// with: its users' other spellings are judged with -warnings alone.
type Hub struct{ base *url.URL }

func NewHub(raw string) (*Hub, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	return &Hub{base: u}, nil
}

func DefaultHub() (*Hub, error) { return NewHub("https://hub.example.com/api/") }

func (h *Hub) Repos() (*http.Response, error) {
	return http.Get(h.base.ResolveReference(&url.URL{Path: "repos"}).String())
}
