package unescaped

import (
	"fmt"
	"net/http"
	"net/url"
)

// fmt.Sprint of an integer, a float or a boolean is a number; of a string,
// or of a type with a String method of its own, any text.

func boardPage(repo string, page int, all bool) (*http.Response, error) {
	return http.Get("https://build.example.com/?repo=" + url.QueryEscape(repo) + "&page=" + fmt.Sprint(page) + "&all=" + fmt.Sprint(all))
}

func taggedPage(tag string) (*http.Response, error) {
	return http.Get("https://build.example.com/?tag=" + fmt.Sprint(tag)) // want `fmt.Sprint\(tag\), a string`
}

type severity int

func (s severity) String() string { return [...]string{"low", "high & urgent"}[s] }

func alertsAt(s severity) (*http.Response, error) {
	return http.Get("https://alerts.example.com/?level=" + fmt.Sprint(s)) // want `fmt.Sprint\(s\), a string`
}
