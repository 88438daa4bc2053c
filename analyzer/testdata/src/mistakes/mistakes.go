package mistakes

import (
	"fmt"
	"net/http"
	"net/url"
)

const route = "/v1/users/{id}" // want `unfilled placeholder "\{id\}"`

func placeholders(base, id string) {
	http.Get("https://api.example.com/v1/users/{id}") // want `unfilled placeholder "\{id\}"`
	http.Get("https://api.example.com" + route)
	http.Get("https://api.example.com/users/{{.ID}}")        // want `unexpanded template action`
	http.Get("${API_URL}/v1/users")                          // want `unexpanded variable "\$\{API_URL\}"`
	http.Get("https://api.example.com/users/:id/posts")      // want `route parameter ":id"`
	http.Get("https://api.example.com/search?token={token}") // want `unfilled placeholder "\{token\}"`
	http.Get("https://api.example.com/search?q=%s")          // want `format verb "%s" in a string that is never formatted`
	http.Get(base + "/users/" + id)
	http.Get(fmt.Sprintf("https://api.example.com/search?q=%s", id))
	http.Get(fmt.Sprintf("https://api.example.com/users/{%s}", id)) // want `'\{' is not allowed in a path; write %7B.* \(and 1 more in this literal\)`
	http.Get("https://api.example.com:8080/a:b/c")
	http.Get("http://[::1]:8080/x")
	http.Get(`https://api.example.com/graphql?query={viewer{login}}`)          // want `'\{' is not allowed.* \(and 3 more in this literal\)`
	_ = url.URL{Scheme: "https", Host: "api.example.com", Path: "/users/{id}"} // want `unfilled placeholder`
}

func brackets() {
	http.Get("https://api.example.com/items?ids[]=1") // want `'\[' is not allowed in a query; write %5B.* \(and 1 more in this literal\)`
}

func zones() {
	http.Get("http://[fe80::1%25en0]:8080/")
	http.Get("http://[fe80::1%en0]:8080/") // want `zone identifier is written after "%25"`
	// url.URL.Host holds the host decoded: the zone's '%' is written raw,
	// and URL.String escapes it.
	_ = url.URL{Scheme: "http", Host: "[fe80::1%en0]", Path: "/"}
	_ = url.URL{Host: "[fe80::1%en0]"}
	u := url.URL{Scheme: "http"}
	u.Host = "[fe80::1%en0]:8080"
	_ = u.String()
}
