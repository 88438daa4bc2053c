// Package semantics uses sinks whose rules differ from url.Parse's.
package semantics

import (
	"net/http"
	"net/http/httptest"
	"net/url"
)

// case: semantics valid join-path-escapes-elements
func files() (string, error) {
	return url.JoinPath("https://example.com/api", "my files", "a|b")
}

// case: semantics bug join-path-bad-percent
func discount() (string, error) {
	return url.JoinPath("https://example.com/api", "100%") // want `escape|%`
}

// case: semantics valid method-join-path-escapes
func quarterly(base *url.URL) *url.URL {
	return base.JoinPath("reports", "Q3 2024.pdf")
}

// case: semantics bug method-join-path-bad-percent
func offer(base *url.URL) *url.URL {
	return base.JoinPath("50%off") // want `escape|%`
}

// case: semantics valid handler-request-fragment
func anchored() (*http.Request, error) {
	return http.NewRequest(http.MethodGet, "/items#frag", nil)
}

// case: semantics valid handler-request-query-only
func nextPage() (*http.Request, error) {
	return http.NewRequest("", "?page=2", nil)
}

// case: semantics bug origin-form-sent
func sendRelative(c *http.Client) (*http.Response, error) {
	req, err := http.NewRequest(http.MethodGet, "/items", nil) // want `absolute|scheme|target`
	if err != nil {
		return nil, err
	}
	return c.Do(req)
}

// case: semantics valid redirect-relative
func toLogin(w http.ResponseWriter, r *http.Request) {
	http.Redirect(w, r, "../login", http.StatusFound)
}

// case: semantics bug redirect-absolute-space
func toDocs(w http.ResponseWriter, r *http.Request) {
	http.Redirect(w, r, "https://example.com/a b", http.StatusFound) // want `space`
}

// case: semantics valid network-path-reference
func cdn() (*url.URL, error) { return url.Parse("//cdn.example.com/lib.js") }

// case: semantics bug request-uri-relative
func relativeTarget() (*url.URL, error) { return url.ParseRequestURI("api/v1/items") } // want `absolute|target|request`

// case: semantics valid request-uri-asterisk
func asterisk() (*url.URL, error) { return url.ParseRequestURI("*") }

// case: semantics valid zone-identifier
func linkLocal() (*url.URL, error) { return url.Parse("http://[fe80::1%25en0]:8080/") }

// case: semantics bug zone-identifier-unescaped
func linkLocalBad() (*url.URL, error) { return url.Parse("http://[fe80::1%en0]/") } // want `escape|%|ipv6|IP`

// case: semantics valid httptest-absolute-target
func absoluteTarget() *http.Request {
	return httptest.NewRequest(http.MethodGet, "http://example.com/foo?x=1", nil)
}

// case: semantics valid url-struct-decoded-path
func decoded() string {
	u := url.URL{Scheme: "https", Host: "example.com", Path: "/a b/c"}
	return u.String()
}

// case: semantics bug get-without-scheme
func noScheme() (*http.Response, error) { return http.Get("example.com/health") } // want `absolute|scheme|target`

// case: semantics valid head-default-port
func headRoot() (*http.Response, error) { return http.Head("https://example.com:443/") }

// case: semantics valid url-host-field-decoded-zone
// url.URL.Host holds the zone decoded: String writes "%25en0".
func zoneHost() string {
	u := &url.URL{Scheme: "http", Host: "[fe80::1%en0]:8080", Path: "/"}
	return u.String()
}

// case: semantics bug url-host-field-escaped-zone
// Already escaped, the zone is written "%2525en0" and read back as "%25en0".
func zoneHostEscaped() string {
	u := &url.URL{Scheme: "http", Host: "[fe80::1%25en0]:8080", Path: "/"} // want `zone|%25|ipv6|IPv6`
	return u.String()
}

// searchClient is a generated API client: it builds each request without
// a host and its transport picks a node and sets req.URL.Host.
type searchClient struct {
	transport http.RoundTripper
	nodes     []string
}

func (c *searchClient) perform(req *http.Request) (*http.Response, error) {
	req.URL.Host = c.nodes[0]
	return c.transport.RoundTrip(req)
}

// case: semantics valid request-host-set-by-transport
func (c *searchClient) search(index string) (*http.Response, error) {
	req, err := http.NewRequest(http.MethodGet, "http:///"+index+"/_search", nil)
	if err != nil {
		return nil, err
	}
	return c.perform(req)
}

// case: semantics bug request-empty-host-sent
func health(c *http.Client) (*http.Response, error) {
	req, err := http.NewRequest(http.MethodGet, "http:///_cluster/health", nil) // want `host`
	if err != nil {
		return nil, err
	}
	return c.Do(req)
}

// endcase
