package guarantees

import (
	"net/http"
	"net/url"
	"path"
)

// A client whose own transport resolves each request's URL against a
// base sends a path alone with the base's scheme and host.

type resolvingTransport struct {
	base *url.URL
	next http.RoundTripper
}

func (t *resolvingTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	req.URL = t.base.ResolveReference(req.URL)
	return t.next.RoundTrip(req)
}

// hostTransport sets the host alone.
type hostTransport struct{ host string }

func (t hostTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	r.URL.Scheme, r.URL.Host = "https", t.host
	return http.DefaultTransport.RoundTrip(r)
}

// headerTransport adds a header and sends the URL as it was built.
type headerTransport struct{ token string }

func (t *headerTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	req.Header.Set("Authorization", "Bearer "+t.token)
	return http.DefaultTransport.RoundTrip(req)
}

type rpcClient struct {
	base    *url.URL
	session http.Client
}

func newRPCClient(base *url.URL) *rpcClient {
	return &rpcClient{base: base, session: http.Client{Transport: &resolvingTransport{base: base, next: http.DefaultTransport}}}
}

func (c *rpcClient) call(fn string) (*http.Response, error) {
	req, err := http.NewRequest("POST", path.Join(c.base.Path, "rpc", fn), nil) // want `c\.base\.Path is the decoded path`
	if err != nil {
		return nil, err
	}
	return c.session.Do(req)
}

func (c *rpcClient) ping() (*http.Response, error) {
	return c.session.Get(path.Join(c.base.Path, "ping")) // want `c\.base\.Path is the decoded path`
}

func viaHost(p string) (*http.Response, error) {
	hc := &http.Client{Transport: hostTransport{host: "api.example.com"}}
	req, err := http.NewRequest("GET", path.Join("/v1", p), nil)
	if err != nil {
		return nil, err
	}
	return hc.Do(req)
}

// Look-alikes: a transport that leaves the URL as it was built, a field
// also written with the default client, the default client.

type tokenClient struct {
	base string
	hc   *http.Client
}

func newTokenClient(base, token string) *tokenClient {
	return &tokenClient{base: base, hc: &http.Client{Transport: &headerTransport{token: token}}}
}

func (c *tokenClient) get(p string) (*http.Response, error) {
	req, err := http.NewRequest("GET", path.Join(c.base, p), nil) // want `http\.NewRequest: path\.Join never returns "//"`
	if err != nil {
		return nil, err
	}
	return c.hc.Do(req)
}

type mixedClient struct {
	base *url.URL
	hc   *http.Client
}

func newMixedClient(base *url.URL, plain bool) *mixedClient {
	if plain {
		return &mixedClient{base: base, hc: http.DefaultClient}
	}
	return &mixedClient{base: base, hc: &http.Client{Transport: &resolvingTransport{base: base, next: http.DefaultTransport}}}
}

func (c *mixedClient) get(p string) (*http.Response, error) {
	req, err := http.NewRequest("GET", path.Join(c.base.Path, p), nil) // want `http\.NewRequest: path\.Join never returns "//"` `c\.base\.Path is the decoded path`
	if err != nil {
		return nil, err
	}
	return c.hc.Do(req)
}

func plainGet(base *url.URL, p string) (*http.Response, error) {
	req, err := http.NewRequest("GET", path.Join(base.Path, p), nil) // want `http\.NewRequest: path\.Join never returns "//"` `base\.Path is the decoded path`
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}
