package free

import (
	"net/http"
	"net/url"
	"strings"
)

// A URL written by hand from a url.URL's parts: its Path need not start
// with '/'.
func canonical(u *url.URL) string {
	return strings.ToLower(u.Scheme) + "://" + strings.ToLower(u.Host) + u.Path // want `u.Path is written right after the host`
}

func signature(req *http.Request) string { return "GET&" + url.QueryEscape(canonical(req.URL)) }

// Look-alikes: the '/' written where Path has none, the path of a request
// a server received, and a URL parsed here.
func canonicalSlash(u *url.URL) string {
	p := u.Path
	if !strings.HasPrefix(p, "/") {
		p = "/" + p
	}
	return u.Scheme + "://" + u.Host + p
}

func signatureSlash(req *http.Request) string { return canonicalSlash(req.URL) }

func served(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Location", "https://"+r.Host+r.URL.Path)
}

func parsed(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return ""
	}
	return u.Scheme + "://" + u.Host + u.Path
}

// A helper every call of which passes a URL parsed from text, and a URL
// kept in a field, which the package parses from its configuration.
func hostAndPath(u *url.URL) string { return u.Scheme + "://" + u.Host + u.Path }

func fromText(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return ""
	}
	return hostAndPath(u)
}

type conn struct{ uri *url.URL }

func (c *conn) base() string { return "http://" + c.uri.Host + c.uri.Path }

var _, _, _, _, _, _ = signature, signatureSlash, served, parsed, fromText, (*conn).base
