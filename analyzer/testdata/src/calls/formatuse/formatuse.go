package formatuse

import (
	"net/http"
	"net/url"

	"calls/formatlib"
)

func members(c *formatlib.Client, name string) {
	http.Get(c.URL("/members?q=user.name=\"%s\"", name)) // want `'"' is not allowed in a query` `name, a string the package escapes elsewhere \(url.QueryEscape at formatuse.go:12\)`
	http.Get(c.URL("/members?q=%s", url.QueryEscape(name)))
	http.Get(c.URL("/members?q=%s", name))                                       // want `name, free text, is written unescaped into the query value`
	http.Get("https://api.example.com" + formatlib.Path(2, "/users/{id}/%d", 7)) // want `unfilled placeholder "\{id\}"`
	http.Get("https://api.example.com" + formatlib.Path(2, "/users/%d", 7))
}
