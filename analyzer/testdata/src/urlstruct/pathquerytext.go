package urlstruct

import (
	"net/http"
	"net/url"
	"strings"
)

// A url.URL's text, with the query the function sets, handed down to a
// function that writes it into Path: String writes "?" + RawQuery, and
// Path escapes the '?' as %3F.
type snapClient struct{ doer *http.Client }

func (c *snapClient) raw(method, path string) (*http.Response, error) {
	u := url.URL{Scheme: "http", Host: "localhost", Path: path}
	req, err := http.NewRequest(method, u.String(), nil)
	if err != nil {
		return nil, err
	}
	return c.doer.Do(req)
}

func (c *snapClient) do(method, path string) error {
	rsp, err := c.raw(method, path)
	if err != nil {
		return err
	}
	return rsp.Body.Close()
}

func (c *snapClient) list(path string) error { return c.do("GET", path) }

func (c *snapClient) filter(sources []string) error {
	u := url.URL{Path: "/2.0/snaps"}
	q := u.Query()
	if len(sources) > 0 {
		q.Set("sources", strings.Join(sources, ","))
	}
	u.RawQuery = q.Encode()
	return c.list(u.String()) // want `url\.URL\.Path: u\.String\(\) writes the query set in u\.RawQuery after a '\?', which a path field escapes as %3F`
}

func (c *snapClient) search(name string) error {
	u := &url.URL{Path: "/2.0/find", RawQuery: "name=" + url.QueryEscape(name)}
	p := u.RequestURI() // want `url\.URL\.Path: u\.RequestURI\(\) writes the query set in u\.RawQuery`
	return c.do("GET", p)
}

// Look-alikes: a URL whose query is never set, the query emptied, and the
// path handed down with its query beside it.
func (c *snapClient) all() error {
	u := url.URL{Path: "/2.0/snaps"}
	return c.list(u.String())
}

func (c *snapClient) cleared(u url.URL) error {
	u.RawQuery = ""
	return c.list(u.String())
}

func (c *snapClient) rawQuery(method, path string, query url.Values) (*http.Response, error) {
	u := url.URL{Scheme: "http", Host: "localhost", Path: path, RawQuery: query.Encode()}
	return c.doer.Get(u.String())
}

func (c *snapClient) filtered(sources string) error {
	u := url.URL{Path: "/2.0/snaps"}
	u.RawQuery = url.Values{"sources": {sources}}.Encode()
	_, err := c.rawQuery("GET", u.Path, u.Query())
	return err
}
