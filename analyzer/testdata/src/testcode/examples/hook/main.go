// Command hook shows how to post to a webhook: the reader replaces its
// placeholders.
package main

import (
	"net/http"
	"net/url"
	"strings"
)

func main() {
	http.Post("YOUR_WEBHOOK_URL_HERE", "application/json", strings.NewReader("{}"))
	http.Get("https://YOUR_DOMAIN.auth0.com/userinfo")
	proxy, _ := url.Parse("http://<hostname-or-ip>:7000")
	_ = proxy
	http.Get("https://api.example.com/v1/users/{id}") // want `unfilled placeholder`
}
