package params

import (
	"net/http"
	"net/url"
)

// options is passed whole to unexported functions: a field read of the
// parameter takes the values the literals at their calls give it.
type options struct {
	URL  string
	Mode int
}

// unrelated holds a host in the same field: the literals of the package
// together are no URL, so only those passed at the calls are followed.
var unrelated = options{URL: "example.com"}

func newClient(opts options) { http.Get(opts.URL) }

func newClientPtr(opts *options) { http.Get(opts.URL + "/v1") }

type discoverer struct{}

func (d *discoverer) refresh(opts options) {
	u := opts.URL
	url.Parse(u)
}

// pollOpts reads the field only when Mode is 0.
func pollOpts(o options) {
	if o.Mode == 0 {
		http.Get(o.URL)
	}
}

// reassigned replaces its parameter before the read.
func reassigned(o options) {
	o = unrelated
	http.Get("https://" + o.URL + "/")
}

// ExportedOpts is called from other packages too.
func ExportedOpts(o options) { http.Get(o.URL) }

func structCalls(d *discoverer) {
	newClient(options{URL: "http://a b/"}) // want `http\.Get: space is not allowed in a host`
	newClient(options{URL: "https://example.com/"})
	ok := options{URL: "https://example.com/x"}
	newClient(ok)
	newClientPtr(&options{URL: "http://[::1"}) // want `http\.Get: IP literal has no closing`
	newClientPtr(&options{URL: "https://example.com"})
	d.refresh(options{URL: "https://example.com/%zz"}) // want `url\.Parse: .%. starts no valid escape`
	d.refresh(options{Mode: 1})
	pollOpts(options{Mode: 1, URL: "http://a b/"})
	reassigned(options{URL: "a b"})
	ExportedOpts(options{URL: "http://a b/"})
}
