package unescaped

import (
	"fmt"
	"net/http"
	"net/url"
)

// A version a client is configured with (an API's "52.0", "v1",
// "2024-06-01") is digits, letters, '.', '-' and '+': in a path it needs
// no escaping. In a query a semantic version's '+' reads as a space.
type restClient struct {
	instance   string
	apiVersion string
	hc         *http.Client
}

func (c *restClient) search(q string) (*http.Response, error) {
	u := fmt.Sprintf("%s/services/v%s/search?q=%s", c.instance, c.apiVersion, url.QueryEscape(q))
	return c.hc.Get(u)
}

func (c *restClient) schema(kind, schemaVersion string) (*http.Response, error) {
	return c.hc.Get(c.instance + "/schemas/" + schemaVersion + "/" + url.PathEscape(kind))
}

func (c *restClient) download(pkg, version string) (*http.Response, error) {
	return c.hc.Get(c.instance + "/dl/" + url.PathEscape(pkg) + "?version=" + version) // want `version, a string`
}

// An API's version ("2024-06-01", "7.4", "v1") is an identifier of the
// API, quiet in a query too; a package's version is not.
func (c *restClient) tokens(apiVersion, pkgVersion string) {
	c.hc.Get(c.instance + "/oauth2/token?api-version=" + apiVersion)
	c.hc.Get(c.instance + "/oauth2/token?api-version=" + c.apiVersion)
	c.hc.Get(c.instance + "/packages?version=" + pkgVersion) // want `pkgVersion, a string`
}
