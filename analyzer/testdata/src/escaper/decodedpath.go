package escaper

import (
	"fmt"
	"net/http"
	"net/url"
)

// A url.URL's Path is decoded: written back into URL text it loses its
// escapes.
func webhook(u *url.URL, body string) (*http.Request, error) {
	return http.NewRequest("POST", fmt.Sprintf("%s://%s%s?%s", u.Scheme, u.Host, u.Path, u.Query().Encode()), nil) // want `u.Path is the decoded path, written into URL text: its escapes are gone`
}

func stripQuery(u *url.URL) (*http.Response, error) {
	return http.Get(u.Scheme + "://" + u.Host + u.Path) // want `u.Path is the decoded path`
}

func mirrorCache(u *url.URL) (*http.Response, error) {
	return http.Get("https://mirror.example.com/cache" + u.Path) // want `u.Path is the decoded path`
}

func slash(w http.ResponseWriter, r *http.Request) {
	http.Redirect(w, r, r.URL.Path+"/", http.StatusMovedPermanently) // want `r.URL.Path is the decoded path`
}

// Look-alikes: the escaped path, the path in a decoded field, and the
// whole URL.
func stripQueryOK(u *url.URL) (*http.Response, error) {
	return http.Get(fmt.Sprintf("%s://%s%s", u.Scheme, u.Host, u.EscapedPath()))
}

func copyPath(u *url.URL) string {
	v := url.URL{Scheme: "https", Host: "mirror.example.com", Path: "/cache" + u.Path}
	return v.String()
}

func wholeURL(u *url.URL) (*http.Response, error) {
	return http.Get(u.String())
}
