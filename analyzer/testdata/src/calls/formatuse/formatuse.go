package formatuse

import (
	"net/http"

	"calls/formatlib"
)

func members(c *formatlib.Client, name string) {
	http.Get(c.URL("/members?q=user.name=\"%s\"", name)) // want `'"' is not allowed in a query`
	http.Get(c.URL("/members?q=%s", name))
	http.Get("https://api.example.com" + formatlib.Path(2, "/users/{id}/%d", 7)) // want `unfilled placeholder "\{id\}"`
	http.Get("https://api.example.com" + formatlib.Path(2, "/users/%d", 7))
}
