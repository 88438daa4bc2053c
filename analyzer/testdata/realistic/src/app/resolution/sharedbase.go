package resolution

import (
	"net/http"
	"net/url"
	"path"
)

type registryClient struct {
	base    *url.URL
	authURL *url.URL
	hc      *http.Client
}

// case: resolution bug shared-base-path-joined
func (c *registryClient) manifest(repo, ref string) (*http.Response, error) {
	u := c.base
	u.Path = path.Join(u.Path, "v2", repo, "manifests", ref) // want `u is c\.base itself, a pointer, not a copy`
	return c.hc.Get(u.String())
}

// case: resolution valid shared-base-copied
func (c *registryClient) blob(repo, digest string) (*http.Response, error) {
	u := *c.base
	u.Path = path.Join(u.Path, "v2", repo, "blobs", digest)
	return c.hc.Get(u.String())
}

// case: resolution bug shared-auth-url-query
func (c *registryClient) token(scope string) (*http.Response, error) {
	tokenURL := c.authURL
	tokenURL.RawQuery = url.Values{"scope": {scope}}.Encode() // want `tokenURL is c\.authURL itself`
	return c.hc.Get(tokenURL.String())
}

// case: resolution valid shared-auth-url-joined
func (c *registryClient) tokenJoined(scope string) (*http.Response, error) {
	tokenURL := c.authURL.JoinPath("token")
	tokenURL.RawQuery = url.Values{"scope": {scope}}.Encode()
	return c.hc.Get(tokenURL.String())
}

// endcase
