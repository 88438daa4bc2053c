package named

import (
	"net/http"
	"net/url"
	"path"
)

// A test's transport that moves requests under a test server's URL:
// its paths are the test's own.
type rewrite struct{ URL *url.URL }

func (t rewrite) RoundTrip(req *http.Request) (*http.Response, error) {
	req.URL.Scheme = t.URL.Scheme
	req.URL.Host = t.URL.Host
	req.URL.Path = path.Join(t.URL.Path, req.URL.Path)
	return http.DefaultTransport.RoundTrip(req)
}
