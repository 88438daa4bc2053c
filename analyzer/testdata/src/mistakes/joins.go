package mistakes

import (
	"net/http"
	"net/http/httptest"
	"net/url"
)

const apiBase = "https://api.example.com"

func joins(srv *httptest.Server, base string) {
	http.Get(srv.URL + "api/items") // want `no '/' where two strings are joined: "api" becomes part of the authority`
	http.Get(srv.URL + "/api/items")
	http.Get(srv.URL + "?q=1")
	http.Get(apiBase + "v1/items") // want `no '/' where two strings are joined: "v1"`
	http.Get(apiBase + "/v1/items")
	http.Get("https://api.example.com/" + "/v1/items") // want `joining two strings makes "//" in the path`
	http.Get("https://api." + "example.com/v1")
	http.Get(base + "v1/items")
	url.JoinPath(srv.URL, "api/items")
}

func fields() {
	_ = url.URL{Scheme: "https://", Host: "example.com"}               // want `url.URL.Scheme holds the scheme alone`
	_ = url.URL{Scheme: "https", Host: "https://example.com"}          // want `url.URL.Host holds the host alone: "https://" belongs in url.URL.Scheme`
	_ = url.URL{Scheme: "https", Host: "example.com/v1"}               // want `url.URL.Host holds the host alone, not a path`
	_ = url.URL{Scheme: "https", Host: "example.com:99999"}            // want `port 99999 is out of range`
	_ = url.URL{Scheme: "https", Host: "-bad-.example.com"}            // want `must not start with '-'.* \(and 1 more in this literal\)`
	_ = url.URL{Scheme: "https", Host: "example.com", Path: "/s?q=go"} // want `a path field holds a query`
	_ = url.URL{Scheme: "https", Host: "example.com", Path: "/what?.txt"}
}

func queries() {
	http.Get("https://x.example/items?page=2?limit=10") // want `a second '\?' in a query`
	http.Get("https://x.example/story?id=1&amp;page=1") // want `HTML entity "&amp;"`
	http.Get("https://x.example/story?id=1&#38;page=1") // want `HTML entity "&#38;"`
	http.Get("https://x.example/login?next=/home?tab=1")
	http.Get("http://https://x.example/") // want `a second scheme "https://"`
	http.Get(" https://x.example/a ")     // want `leading whitespace " ".* \(and 1 more in this literal\)`
	http.Get("https://x.example/a\n")     // want `trailing whitespace "\\n"`
	http.Get("https://x.example/a\tb")    // want `control byte 0x09 is not allowed in a path; remove it`
	http.Get("http//x.example/a")         // want `"http//" lacks its ':'`
}
