// Package xnet defines a URL type from url.URL, as JSON-friendly
// configuration packages do.
package xnet

import "net/url"

// URL is url.URL with methods of its own.
type URL url.URL

// String drops a default port before it formats the URL.
func (u URL) String() string {
	uu := url.URL(u)
	return uu.String()
}

// Hostname is the host without its port.
func (u URL) Hostname() string { return u.Host }

// Label is no text of the URL.
func (u URL) Label() string { return "https://example.com/a b" }

// Port names a port of the URL's scheme, not its text.
func (u URL) Port(scheme string) string { return scheme + ":80" }

// Endpoint has url.URL's field names but is no url.URL.
type Endpoint struct{ Scheme, Host, Path string }

func (e Endpoint) String() string { return e.Scheme + "://" + e.Host + e.Path }
