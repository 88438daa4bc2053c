package templates

import (
	"fmt"
	"net/http"
	"net/url"
)

func templates(id string, n int) {
	url.Parse(fmt.Sprintf("https://example.com/a b/%s", id)) // want `url\.Parse: .*pchar`
	url.Parse("https://example.com/u/" + id)
	url.Parse(fmt.Sprintf("https://example.com/u/%s?n=%d", id, n))
	url.Parse(fmt.Sprintf("https://example.com/%d%%", n)) // want `url\.Parse: .*pct-encoded`
	url.Parse(fmt.Sprintf("https://example.com/%d%%20", n))
	http.Get("https://example.com/x y/" + id) // want `http\.Get: .*pchar`
	url.Parse(id)
	// A verb is a rune: "%é" is one (bad) verb, not '%' then two bytes.
	url.Parse(fmt.Sprintf("https://example.com/%é/x", n))
	url.Parse(fmt.Sprintf("https://example.com/%[1]é/a b", n)) // want `url\.Parse: space .*pchar`
}

func schemeHole(scheme, port string) {
	http.Get(scheme + "://example.com:" + port + "/x")
	http.Get(scheme + "://example.com/a b") // want `http\.Get: .*pchar`
}

// A client that formats its template parameter and sends the result:
// its callers' constant templates are URL text with holes.
type client struct {
	base string
	hc   *http.Client
}

func (c *client) requestURL(tmpl string, args ...any) string {
	return c.base + fmt.Sprintf(tmpl, args...)
}

func (c *client) get(tmpl string, args ...any) (*http.Response, error) {
	return c.hc.Get(c.requestURL(tmpl, args...))
}

func (c *client) members(name, org string) {
	c.get("/members?q=user.name=\"%s\"", name)             // want `http\.Client\.Get: '"' is not allowed in a query; write %22 .*\(and 1 more in this literal\)` `name, a string the package escapes elsewhere`
	c.get("/orgs/%s/members?q=%s", org, name)              // want `name, free text, is written unescaped into the query value`
	c.get("/orgs/%s/members?per_page=100%%", org)          // want `http\.Client\.Get: '%' starts no valid escape`
	c.get("/search?q=%s&sort=name", url.QueryEscape(name)) // valid
	http.Get(c.requestURL("/teams/%s/a b", org))           // want `http\.Get: space is not allowed in a path`
	http.Get(c.requestURL("/teams/%s", org))               // valid
}

// A suffix formatted onto a URL built in steps.
func keyed(base, k string) {
	urlSuffix := "/v1/keys"
	if k != "" {
		urlSuffix += fmt.Sprintf("/?q=key=\"%s\"", k) // want `http\.Get: '"' is not allowed in a query` `k, a string the package escapes elsewhere`
	}
	http.Get(base + urlSuffix)
	suffix := "/v1/keys"
	suffix += fmt.Sprintf("/?q=key=%s", url.QueryEscape(k)) // valid
	http.Get(base + suffix)
}
