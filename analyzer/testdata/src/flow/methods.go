package flow

import "net/url"

// rawURL is a named string type with methods on both receivers.
type rawURL string

func (u *rawURL) Set(s string) { *u = rawURL(s) }

func (u rawURL) String() string { return string(u) }

func pointerMethod() {
	u := rawURL("http://example.com/q r")
	u.Set("http://example.com/") // u.Set takes &u: u may change
	url.Parse(string(u))
}

func pointerMethodValue() {
	u := rawURL("http://example.com/s t")
	set := u.Set // binds &u
	set("http://example.com/")
	url.Parse(string(u))
}

func valueMethod() {
	u := rawURL("http://example.com/u v") // want `url\.Parse: .*pchar`
	_ = u.String()                        // a value receiver gets a copy
	url.Parse(string(u))
}
