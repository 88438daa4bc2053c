// Package constanturl parses constant URLs into package variables: a
// Host with no port is its Hostname().
package constanturl

import (
	"net/http"
	"net/url"
)

var (
	site    = mustParse("https://twitter.com")
	ported  = mustParse("https://example.com:8443")
	changed = mustParse("https://example.org")
)

func mustParse(s string) *url.URL {
	u, err := url.Parse(s)
	if err != nil {
		panic(err)
	}
	return u
}

func cookies(c *http.Cookie, other *url.URL) {
	c.Domain = site.Host
	c.Domain = ported.Host  // want `ported.Host holds host:port`
	c.Domain = changed.Host // want `changed.Host holds host:port`
	c.Domain = other.Host   // want `other.Host holds host:port`
}

func set(u *url.URL) { changed = u }
