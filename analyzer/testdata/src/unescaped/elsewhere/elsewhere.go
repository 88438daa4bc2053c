// Package elsewhere escapes some values for a URL in one place and
// writes them raw in another: its own code says they may hold what a
// URL's component escapes.
package elsewhere

import (
	"net/http"
	"net/url"
)

const api = "https://api.example.com"

// A Project is a service's record.
type Project struct {
	Motto string
	Slug  string
}

// A Client's methods take the same parameter.
type Client struct{ hc *http.Client }

func (c *Client) Find(project string) (*http.Response, error) {
	return c.hc.Get(api + "/projects/" + url.PathEscape(project))
}

func (c *Client) Delete(project string) (*http.Response, error) {
	return c.hc.Get(api + "/projects/" + project + "/delete") // want `project, a string the package escapes elsewhere \(url.PathEscape at elsewhere.go:23\), is written unescaped into the path`
}

// A function's parameter of the same name is another value.
func Archive(project string) (*http.Response, error) {
	return http.Get(api + "/archive/" + project)
}

func Search(p *Project) (*http.Response, error) {
	return http.Get(api + "/search?q=" + url.QueryEscape(p.Motto))
}

func Similar(p *Project) (*http.Response, error) {
	return http.Get(api + "/similar?like=" + p.Motto) // want `p.Motto, a string the package escapes elsewhere \(url.QueryEscape at elsewhere.go:36\), is written unescaped into the query`
}

func Members(team string) (*http.Response, error) {
	http.Get(api + "/teams/" + url.PathEscape(team))
	return http.Get(api + "/teams/" + team + "/members") // want `team, a string the package escapes elsewhere`
}

// Look-alikes: a name too short or too generic to be the same value
// elsewhere, a value the function reassigned escaped, a field the
// package never escapes, a suffix of a segment's word.
func Items(id string, p *Project) {
	http.Get(api + "/items/" + url.PathEscape(id))
	http.Get(api + "/items/" + id)
	http.Get(api + "/slugs/" + p.Slug)
}

func (c *Client) Get(value string) (*http.Response, error) {
	return c.hc.Get(api + "/values/" + url.PathEscape(value))
}

func (c *Client) Put(value string) (*http.Response, error) {
	return c.hc.Get(api + "/values/" + value + "/put")
}

func Reassigned(project string) (*http.Response, error) {
	project = url.PathEscape(project)
	return http.Get(api + "/projects/" + project)
}

func Suffix(project string) (*http.Response, error) {
	return http.Get(api + "/all" + project)
}

// ResetOpts name a password and the ID of a password's reset.
type ResetOpts struct {
	PasswordReset string
	AdminPassword string
}

func Reset(o ResetOpts) {
	http.Get(api + "/password_reset/" + o.PasswordReset)
	http.Get(api + "/login?password=" + o.AdminPassword) // want `o.AdminPassword, run-time input, is written unescaped into the query value`
}

