// Package components sends a component of a URL where a client needs
// the whole URL.
package components

import (
	"net/http"
	"net/url"
)

func path(u *url.URL) (*http.Response, error) {
	return http.Get(u.Path) // want `http\.Get: u\.Path is a URL's path, which never starts with a scheme`
}

func escapedPath(u *url.URL) (*http.Response, error) {
	return http.Get(u.EscapedPath()) // want `u\.EscapedPath\(\) is a URL's path`
}

func host(u *url.URL) (*http.Response, error) {
	return http.Get(u.Host + u.RequestURI()) // want `u\.Host is a URL's host and port`
}

func hostPath(u *url.URL) (*http.Response, error) {
	return http.Get(u.Hostname() + u.Path) // want `u\.Hostname\(\) is a URL's host name`
}

// A proxy that forwards what it received: the request it sends has no
// scheme and no host.
func forward(w http.ResponseWriter, r *http.Request) {
	target := r.URL.RequestURI() // want `http\.NewRequest: r\.URL\.RequestURI\(\) is a request's target`
	req, err := http.NewRequest(r.Method, target, r.Body)
	if err != nil {
		return
	}
	resp, err := http.DefaultClient.Do(req)
	if err == nil {
		resp.Body.Close()
	}
}

// The look-alikes: the whole URL, a request served in the process, a
// client whose own transport takes the path, the scheme and host written
// first, and the host name alone (the guarantee's finding).
func whole(u *url.URL) (*http.Response, error) {
	return http.Get(u.String())
}

func served(h http.Handler, w http.ResponseWriter, r *http.Request) {
	req, _ := http.NewRequest(r.Method, r.URL.RequestURI(), r.Body)
	h.ServeHTTP(w, req)
}

type localRT struct{ h http.Handler }

func (t localRT) RoundTrip(r *http.Request) (*http.Response, error) { return nil, nil }

func local(h http.Handler, u *url.URL) (*http.Response, error) {
	c := &http.Client{Transport: localRT{h}}
	return c.Get(u.Path)
}

func rebuilt(u *url.URL) (*http.Response, error) {
	return http.Get("https://" + u.Host + u.RequestURI())
}

func hostAlone(u *url.URL) (*http.Response, error) {
	return http.Get(u.Hostname()) // want `url\.URL\.Hostname never returns "//"`
}
