// Package urltext reads text derived from url.URL values, whose
// constants are checked where they enter the url.URL.
package urltext

import (
	"net/http"
	"net/url"
)

func derived(raw string, target *url.URL, req *http.Request) {
	u, _ := url.Parse("https://example.com/a")
	url.Parse(u.Host)
	url.Parse(u.String())
	url.Parse(u.Hostname() + ":" + u.Port())
	url.Parse(u.JoinPath("b").String())
	url.Parse(u.ResolveReference(&url.URL{Path: "c"}).String())
	url.Parse(target.Redacted())
	url.Parse(req.URL.Path)
	url.Parse(req.URL.RequestURI())
	out := &http.Request{Host: target.Host}
	out.URL.Scheme = target.Scheme
	url.Parse(raw)
}

// A field read the flow can follow stays resolved.
func literal() {
	v := url.URL{Scheme: "https", Host: "example.com"}
	url.Parse(v.Host)
}

func handler(w http.ResponseWriter, r *http.Request) {
	url.Parse(r.URL.Path)
	url.Parse(r.URL.String())
	url.Parse(r.URL.EscapedPath())
}

// A part of url text is url text, and a part of input is input; a part
// of constant text is not checked.
func parts(u *url.URL, r *http.Request, sep int) {
	u.RawQuery = u.RawQuery[1:]
	url.Parse(r.URL.Path[sep:])
	const base = "https://example.com/a b"
	url.Parse(base[:sep])
}
