// Package ownhost writes its callers' text into url.URL's Host, a whole
// "http://127.0.0.1:4010" among it, and sends Host and Path joined: the
// Host is the program's own field, which may hold a scheme. The other
// components still never do.
package ownhost

import (
	"net/http"
	"net/url"
)

func buildRequest(host, path string) *http.Request {
	return &http.Request{Method: "GET", URL: &url.URL{Host: host, Path: path}}
}

func validateRequest(r *http.Request, c *http.Client) error {
	req, err := http.NewRequest(r.Method, r.URL.Host+r.URL.Path, nil)
	if err != nil {
		return err
	}
	_, err = c.Do(req)
	return err
}

func RunValidator(target, path string, c *http.Client) error {
	return validateRequest(buildRequest(target, path), c)
}

func pathOnly(u *url.URL) (*http.Response, error) {
	return http.Get(u.Path) // want `http\.Get: u\.Path is a URL's path, which never starts with a scheme`
}
