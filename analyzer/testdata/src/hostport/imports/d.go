package imports

import "net/http"

// The unescaped-input fix imports net/url.
func search(r *http.Request) {
	http.Get("https://api.example.com/search?q=" + r.FormValue("q")) // want `written unescaped into the query value`
}
