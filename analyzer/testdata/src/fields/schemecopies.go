package fields

import (
	"net/url"
	"strings"
)

// The scheme is tested on a local copy of the field, lowered to the
// length of "https://": "http://" goes only before a URL that starts
// with neither, as a test of the field itself would tell.
type fetchOptions struct {
	url string
}

func newFetchOptions() *fetchOptions {
	return &fetchOptions{url: "http://fetch.example.net"}
}

func (o *fetchOptions) schemeCheck() {
	hs := "https://"
	lc := o.url
	if len(lc) > len(hs) {
		lc = strings.ToLower(o.url[:len(hs)])
	}
	if strings.HasPrefix(lc, hs) {
		return
	}
	if !strings.HasPrefix(lc, "http://") {
		o.url = "http://" + o.url
	}
}

func (o *fetchOptions) fetchURL() (*url.URL, error) {
	o.schemeCheck()
	return url.Parse(o.url) // valid
}

// The copy is taken before the field may be written: the test reads
// the old text, and a new one with a scheme is given a second.
type mirrorOptions struct {
	url string
}

func newMirrorOptions() *mirrorOptions {
	return &mirrorOptions{url: "http://mirror.example.net"} // want `url\.Parse: a second scheme "http://"`
}

func (o *mirrorOptions) schemeCheck(alt string) {
	lc := strings.ToLower(o.url)
	if alt != "" {
		o.url = alt
	}
	if !strings.HasPrefix(lc, "http://") {
		o.url = "http://" + o.url // want `url\.Parse: a second scheme "http://"`
	}
}

func (o *mirrorOptions) mirrorURL() (*url.URL, error) {
	return url.Parse(o.url)
}

// A copy taken before a loop: the second turn prefixes the field again.
type poolOptions struct {
	url string
}

func newPoolOptions() *poolOptions {
	return &poolOptions{url: "http://pool.example.net"} // want `url\.Parse: a second scheme "http://"`
}

func (o *poolOptions) schemeCheck(n int) {
	lc := o.url
	for i := 0; i < n; i++ {
		if !strings.HasPrefix(lc, "http://") {
			o.url = "http://" + o.url // want `url\.Parse: a second scheme "http://"`
		}
	}
}

func (o *poolOptions) poolURL() (*url.URL, error) {
	return url.Parse(o.url)
}

// A copy of another struct's field tests nothing of this one.
type peerOptions struct {
	url string
}

func newPeerOptions() *peerOptions {
	return &peerOptions{url: "http://peer.example.net"} // want `url\.Parse: a second scheme "http://"`
}

func (o *peerOptions) adopt(p *peerOptions) {
	lc := p.url
	if !strings.HasPrefix(lc, "http://") {
		o.url = "http://" + o.url // want `url\.Parse: a second scheme "http://"`
	}
}

func (o *peerOptions) peerURL() (*url.URL, error) {
	return url.Parse(o.url)
}
