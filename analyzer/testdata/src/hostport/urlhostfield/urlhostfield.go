// Package urlhostfield keeps hosts in fields: a url.URL's Host keeps an
// IPv6 address's brackets, a host handed in may not have them.
package urlhostfield

import (
	"net/http"
	"net/url"
)

type listener struct{ host string }

func open(u *url.URL) *listener { return &listener{host: u.Host} }

func (l *listener) command(api string) (*http.Response, error) {
	return http.Get("http://" + l.host + ":8080" + api)
}

type dialer struct{ host string }

func newDialer(host string) *dialer { return &dialer{host: host} }

func (d *dialer) command(api string) (*http.Response, error) {
	return http.Get("http://" + d.host + ":8080" + api) // want `a host and ':port' joined by hand`
}

var _, _ = open, newDialer
