package joins

import (
	"fmt"
	"net/http"
	"net/url"
)

// "//" written inside one constant of a path: an empty segment.
func getComment(base, change, rev, id string) {
	http.Get(fmt.Sprintf("%s/changes/%s/revisions/%s//comments/%s", base, change, rev, id)) // want `http\.Get: "//" in the path makes an empty segment`
}

func health() {
	http.Get("https://api.example.com/v1//health") // want `http\.Get: "//" in the path makes an empty segment`
}

func relative(id string) {
	url.Parse("items/" + id + "///tags") // want `url\.Parse: "///" in the path makes an empty segment`
}

func pathField(u *url.URL) {
	u.Path = "/api//v2" // want `url\.URL\.Path: "//" in the path makes an empty segment`
}

// A base URL whose constant writes "//" right after its host (the
// production base of terminal-sdk-go's options): every path resolved
// against it starts with an empty segment.
func withBaseURL(base string) (*url.URL, error) { return url.Parse(base) }

func production() { withBaseURL("https://api.terminal.shop//") } // want `joins\.withBaseURL: "//" in the path makes an empty segment`

// Look-alikes: a URL written into a path after its scheme, the authority
// of a URL or of a network-path reference, a "//" a hole may start
// (scheme + "//" + host), a query's "//", and a redirect's relative
// target, which http.Redirect cleans.
func archived(page string) {
	http.Get("https://web.archive.org/web/https://example.com/" + page)
	http.Get("https://web.archive.org/web/2024/" + page + "?u=https://example.com//a")
}

func authority(scheme, host string) {
	url.Parse("//cdn.example.com/lib.js")
	url.Parse("file:///etc/hosts")
	url.Parse(fmt.Sprintf("%s//%s/x", scheme, host))
	http.Get("https://example.com/#//frag")
}

func redirect(w http.ResponseWriter, r *http.Request) {
	http.Redirect(w, r, "/a//b", http.StatusFound)
}
