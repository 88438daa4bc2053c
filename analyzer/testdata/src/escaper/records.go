package escaper

import (
	"fmt"
	"net/http"
	"net/url"
)

// A url.URL record: made by an unexported method and read by each caller
// field by field, never written whole. Its Path holds the URL text the
// caller writes: the escape written there is meant, and its read is no
// decoded path.

type recordClient struct{ base *url.URL }

func (c *recordClient) urlFor(path string, q url.Values) *url.URL {
	u, err := url.Parse(c.base.String())
	if err != nil {
		panic("invalid base url")
	}
	u.Path = path
	u.RawQuery = q.Encode()
	return u
}

func (c *recordClient) fetch(path string, q url.Values) (*http.Response, error) {
	u := c.urlFor(path, q)
	return http.Get(fmt.Sprintf("%s://%s%s?%s", u.Scheme, u.Host, u.Path, u.RawQuery))
}

func (c *recordClient) HostByID(id string) (*http.Response, error) {
	return c.fetch("/api/hosts/"+url.PathEscape(id), nil)
}

// Look-alikes: the same URL also written whole by one caller (String
// escapes the Path again), and a record read by a caller that hands it on.

func (c *recordClient) urlOf(path string) *url.URL {
	u, err := url.Parse(c.base.String())
	if err != nil {
		panic("invalid base url")
	}
	u.Path = path
	return u
}

func (c *recordClient) fetchParts(path string) (*http.Response, error) {
	u := c.urlOf(path)
	return http.Get(u.Scheme + "://" + u.Host + u.Path) // want `u.Path is the decoded path`
}

func (c *recordClient) fetchWhole(path string) (*http.Response, error) {
	return http.Get(c.urlOf(path).String())
}

func (c *recordClient) Item(id string) (*http.Response, error) {
	c.fetchWhole("/api/items/" + url.PathEscape(id))              // want `url.PathEscape of text written into url.URL's decoded Path, which String\(\) escapes again`
	return c.fetchParts("/api/items/" + url.PathEscape(id) + "/") // want `url.PathEscape of text written into url.URL's decoded Path, which String\(\) escapes again`
}

func (c *recordClient) urlAt(path string) *url.URL {
	u := &url.URL{Scheme: "https", Host: "api.example.com"}
	u.Path = path
	return u
}

func (c *recordClient) fetchAt(path string) (*http.Response, error) {
	u := c.urlAt(path)
	logURL(u)
	return http.Get("https://" + u.Host + u.Path) // want `u.Path is the decoded path`
}

func logURL(u *url.URL) { fmt.Println(u) }

func (c *recordClient) Tag(name string) (*http.Response, error) {
	return c.fetchAt("/api/tags/" + url.PathEscape(name)) // want `url.PathEscape of text written into url.URL's decoded Path, which String\(\) escapes again`
}

// A record whose Path is given raw text (a name) sends it as written:
// its read is still reported.

func (c *recordClient) urlRaw(path string) *url.URL {
	u, err := url.Parse(c.base.String())
	if err != nil {
		panic("invalid base url")
	}
	u.Path = path
	return u
}

func (c *recordClient) fetchRaw(path string) (*http.Response, error) {
	u := c.urlRaw(path)
	return http.Get(u.Scheme + "://" + u.Host + u.Path + "?full=1") // want `u.Path is the decoded path`
}

func (c *recordClient) User(name string) (*http.Response, error) {
	return c.fetchRaw("/api/users/" + name)
}
