// Package tier has a finding of each tier of the join check: a join that
// doubles '/' (an error) and a URL written by hand with a url.URL's escaped
// path right after its Host (a warning).
package tier

import (
	"net/http"
	"net/url"
)

const api = "https://api.example.com/"

func Users() (*http.Response, error) {
	return http.Get(api + "/users")
}

func Mirror(u *url.URL) (*http.Response, error) {
	return http.Get(u.Scheme + "://" + u.Host + u.EscapedPath())
}
