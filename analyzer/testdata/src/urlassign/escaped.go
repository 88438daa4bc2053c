package urlassign

import (
	"net/http"
	"net/url"
)

// Path and Fragment hold decoded text: String escapes a '%' written in them.
func decodedEscapes() {
	u := &url.URL{Scheme: "https", Host: "files.example.com", Path: "/files/a%20b.txt"} // want `url\.URL\.Path holds decoded text: .*"%2520"; write " "`
	http.Get(u.String())

	v := &url.URL{Scheme: "https", Host: "files.example.com"}
	v.Path = "/docs/caf%C3%A9" // want `url\.URL\.Path holds decoded text: .*%25C3%25A9`
	v.Fragment = "section%201" // want `url\.URL\.Fragment holds decoded text`
	http.Get(v.String())

	w := &url.URL{Scheme: "https", Host: "files.example.com", Path: "/a%2Fb/c%20d"} // want `keep the escapes in url\.URL\.RawPath`
	http.Get(w.String())
}

// Look-alikes: the decoded text itself, the escapes in RawPath, a literal
// '%' with no digits after it.
func decodedText() {
	u := &url.URL{Scheme: "https", Host: "files.example.com", Path: "/files/a b.txt"}
	http.Get(u.String())

	v := &url.URL{Scheme: "https", Host: "files.example.com", Path: "/a/b", RawPath: "/a%2Fb"}
	http.Get(v.String())

	w := &url.URL{Scheme: "https", Host: "files.example.com", Path: "/sale/50%"}
	http.Get(w.String())

	x := &url.URL{Scheme: "https", Host: "files.example.com", RawPath: "/files/a%20b.txt", Path: "/files/a b.txt"}
	http.Get(x.String())
}
