package basevalues

import (
	"net/http"
	"net/url"
	"path"
)

// A base URL a client keeps as a *url.URL, copied into a local variable
// as the pointer it is and edited through it: the edit changes the base
// for every later request. The look-alikes copy the URL itself, edit
// the field on purpose, or edit a request's own URL.
type sharedBaseClient struct {
	baseURL *url.URL
	authURL *url.URL
}

func newSharedBaseClient(raw string) (*sharedBaseClient, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	return &sharedBaseClient{baseURL: u, authURL: u}, nil
}

func (c *sharedBaseClient) get(p string) (*http.Response, error) {
	u := c.baseURL
	u.Path = path.Join(u.Path, p) // want `u is c\.baseURL itself, a pointer, not a copy: writing u\.Path changes c\.baseURL`
	return http.Get(u.String())
}

func (c *sharedBaseClient) token() (*http.Response, error) {
	tokenURL := c.authURL
	tokenURL.RawQuery = "grant_type=client_credentials" // want `tokenURL is c\.authURL itself`
	return http.Get(tokenURL.String())
}

func (c *sharedBaseClient) getCopy(p string) (*http.Response, error) {
	u := *c.baseURL
	u.Path = path.Join(u.Path, p)
	return http.Get(u.String())
}

func (c *sharedBaseClient) setBasePath(p string) {
	c.baseURL.Path = p
}

func (c *sharedBaseClient) send(req *http.Request) (*http.Response, error) {
	u := req.URL
	u.Scheme = c.baseURL.Scheme
	return http.DefaultClient.Do(req)
}
