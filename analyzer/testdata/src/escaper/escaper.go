// Package escaper writes escaped text into the component of another
// escaper, and the look-alikes that use the right one.
package escaper

import (
	"encoding/base64"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
)

const api = "https://api.example.com"

func download(name string) (*http.Response, error) {
	return http.Get(api + "/files/" + url.QueryEscape(name)) // want `url.QueryEscape in a path: it writes a space as '\+', which a path keeps as a '\+'; escape a path segment with url.PathEscape`
}

func branch(repo, name string) (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s/repos/%s/branches/%s/protection", api, url.PathEscape(repo), url.QueryEscape(name))) // want `url.QueryEscape in a path`
}

func search(q string) (*http.Response, error) {
	return http.Get(api + "/search?q=" + url.PathEscape(q) + "&limit=10") // want `url.PathEscape in a query value: it leaves '&', '=' and '\+' as they are`
}

func key(k, v string) (*http.Response, error) {
	return http.Get(api + "/items?" + url.PathEscape(k) + "=" + url.QueryEscape(v)) // want `url.PathEscape in a query key`
}

func prefixed(name string) (*http.Response, error) {
	return http.Get(api + "/users/@" + url.QueryEscape(name)) // want `url.QueryEscape in a path: .*; no fix: the escaped text is part of a segment, key or value`
}

func twice(v url.Values) (*http.Response, error) {
	return http.Get(api + "/list?" + url.QueryEscape(v.Encode())) // want `url.QueryEscape of a query that url.Values.Encode escaped already`
}

func anchor(section string) (*http.Response, error) {
	return http.Get(api + "/docs#" + url.QueryEscape(section)) // want `url.QueryEscape in a fragment`
}

// Look-alikes.

func downloadOK(name string) (*http.Response, error) {
	return http.Get(api + "/files/" + url.PathEscape(name))
}

func searchOK(q string) (*http.Response, error) {
	return http.Get(api + "/search?q=" + url.QueryEscape(q) + "&limit=10")
}

// A query nested in a value is escaped once more on purpose.
func nested(v url.Values) (*http.Response, error) {
	return http.Get(api + "/login?next=" + url.QueryEscape("/list?"+v.Encode()))
}

func state(v url.Values) (*http.Response, error) {
	return http.Get(api + "/auth?state=" + url.QueryEscape(v.Encode()))
}

func listOK(v url.Values) (*http.Response, error) {
	return http.Get(api + "/list?" + v.Encode())
}

func joined(name string) (*http.Response, error) {
	u, err := url.JoinPath(api, "files", name)
	if err != nil {
		return nil, err
	}
	return http.Get(u)
}

// OCSP's GET request: base64 holds no space, so QueryEscape's '+' never
// stands for one, and a path reads its escapes back.
func ocsp(responder string, der []byte) (*http.Response, error) {
	enc := base64.StdEncoding.EncodeToString(der)
	return http.Get(responder + "/" + url.QueryEscape(enc))
}

func byID(id int64) (*http.Response, error) {
	return http.Get(api + "/items?id=" + url.PathEscape(strconv.FormatInt(id, 10)))
}

// Standard base64 holds '+' and '=', which PathEscape leaves in a query.
func token(der []byte) (*http.Response, error) {
	return http.Get(api + "/verify?sig=" + url.PathEscape(base64.StdEncoding.EncodeToString(der))) // want `url.PathEscape in a query value`
}

func decodedPath(name string) string {
	u := url.URL{Scheme: "https", Host: "example.com", Path: "/files/" + url.PathEscape(name)} // want `url.PathEscape of text written into url.URL's decoded Path, which String\(\) escapes again`
	return u.String()
}

func decodedFragment(u *url.URL, section string) {
	u.Fragment = "sec-" + url.QueryEscape(section) // want `url.QueryEscape of text written into url.URL's decoded Fragment`
}

func decodedOK(u *url.URL, name string, id int64) {
	u.Path = "/files/" + name
	u.RawQuery = "q=" + url.QueryEscape(name)
	u.Path = "/items/" + url.PathEscape(strconv.FormatInt(id, 10))
}

// Text escaped twice, the escapes written apart: the server decodes once
// and gets the first escape.
func twiceMixed(name string) (*http.Response, error) {
	seg := url.QueryEscape(name)
	return http.Get(api + "/files/" + url.PathEscape(seg) + "/meta") // want `url.PathEscape of seg, which url.QueryEscape escaped already: its '%' is escaped again`
}

func twiceQuery(q string) (*http.Response, error) {
	v := url.QueryEscape(q)
	return http.Get(api + "/search?q=" + url.QueryEscape(v)) // want `url.QueryEscape of v, which url.QueryEscape escaped already`
}

func twiceEscapedPath(u *url.URL) (*http.Response, error) {
	p := u.EscapedPath()
	return http.Get(api + "/proxy/" + url.PathEscape(p)) // want `url.PathEscape of p, which EscapedPath\(\) escaped already`
}

func twiceRawPath(u *url.URL) (*http.Response, error) {
	raw := u.RawPath
	return http.Get(api + "/proxy/" + url.PathEscape(raw)) // want `url.PathEscape of raw, which RawPath escaped already`
}

// Two escapes written together are meant: the API decodes twice (a
// repository name with '/' in a registry's path).
func repository(project, name string) (*http.Response, error) {
	return http.Get(api + "/projects/" + url.PathEscape(project) + "/repositories/" + url.PathEscape(url.PathEscape(name)))
}

func proxied(u *url.URL) (*http.Response, error) {
	return http.Get(api + "/proxy/" + url.PathEscape(u.EscapedPath()))
}

// Look-alikes: a URL's String() is a URL of its own, whose escapes the
// server gets back; text escaped once; an escape of another variable.
func redirectURI(cb *url.URL) (*http.Response, error) {
	return http.Get(api + "/authorize?redirect_uri=" + url.QueryEscape(cb.String()))
}

func onceEach(owner, repo string) (*http.Response, error) {
	o, r := url.PathEscape(owner), url.PathEscape(repo)
	return http.Get(api + "/repos/" + o + "/" + r)
}

func reassigned(name string) (*http.Response, error) {
	seg := url.PathEscape(name)
	if name == "" {
		seg = "index"
	}
	return http.Get(api + "/files/" + url.PathEscape(seg))
}
