package escaper

import (
	"net/http"
	"net/url"
	"strings"
)

// A space escaped by hand, then given to a url.Values that Encode
// escapes again: the server gets "a%20b".
func SearchNews(query string) (*http.Response, error) {
	query = strings.ReplaceAll(query, " ", "%20") // want `text escaped by hand \(" " written as "%20"\) given to url.Values.Set, whose Encode escapes it again`
	return getNews("rss/search", query)
}

func getNews(path, query string) (*http.Response, error) {
	u := url.URL{Scheme: "https", Host: "news.example.com", Path: "/" + path}
	q := url.Values{}
	if query != "" {
		q.Set("q", query)
	}
	u.RawQuery = q.Encode()
	return http.Get(u.String())
}

// A space written as '+' by hand: Encode sends it as %2B, a plus.
func Tagged(tags string) (*http.Response, error) {
	q := url.Values{}
	q.Add("tags", strings.Replace(tags, " ", "+", -1)) // want `text escaped by hand \(" " written as "\+"\) given to url.Values.Add`
	return http.Get("https://api.example.com/items?" + q.Encode())
}

// Look-alikes: a url.Values only read back, never encoded; a
// replacement of another text; the text given as it is.
func ReadBack(query string) string {
	q := url.Values{}
	q.Set("q", strings.ReplaceAll(query, " ", "%20"))
	return q.Get("q")
}

func Dashes(name string) (*http.Response, error) {
	q := url.Values{}
	q.Set("name", strings.ReplaceAll(name, " ", "-"))
	return http.Get("https://api.example.com/search?" + q.Encode())
}

func AsItIs(query string) (*http.Response, error) {
	q := url.Values{}
	q.Set("q", query)
	return http.Get("https://api.example.com/search?" + q.Encode())
}
