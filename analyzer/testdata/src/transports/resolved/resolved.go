// Package resolved sends relative references through a transport of its
// own that resolves each request against a base: the base completes a
// path with no leading '/' ("zones" is sent as .../v2/zones).
package resolved

import (
	"net/http"
	"net/url"
)

type baseTransport struct {
	http.RoundTripper
	base *url.URL
}

func (t *baseTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	r.URL = t.base.ResolveReference(r.URL)
	return t.RoundTripper.RoundTrip(r)
}

type dnsClient struct{ c *http.Client }

func newDNSClient(base *url.URL) *dnsClient {
	return &dnsClient{c: &http.Client{Transport: &baseTransport{RoundTripper: http.DefaultTransport, base: base}}}
}

func (c *dnsClient) zones() (*http.Response, error) {
	req, err := http.NewRequest("GET", "zones", nil)
	if err != nil {
		return nil, err
	}
	return c.c.Do(req)
}

func records(base *url.URL, zone string) (*http.Response, error) {
	c := &http.Client{Transport: &baseTransport{RoundTripper: http.DefaultTransport, base: base}}
	return c.Get("domains/" + url.PathEscape(zone) + "/dns")
}

// Look-alikes: the same path sent as built has no host; a scheme's
// text is no path.
func zonesAsBuilt() (*http.Response, error) {
	return http.Get("zones") // want `http\.Get: "zones" is a relative reference`
}

func mailto(base *url.URL) (*http.Response, error) {
	c := &http.Client{Transport: &baseTransport{RoundTripper: http.DefaultTransport, base: base}}
	return c.Get("mailto:ops@example.com") // want `http\.Client\.Get: .*`
}
