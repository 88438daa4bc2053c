// Package app is production code: the same URLs are reported.
package app

import (
	"net/http"
	"net/url"
	"strings"
)

const (
	user     = "admin"
	password = "secret"
)

// URL returns the URL of the device at addr.
func URL(addr string) *url.URL {
	u, _ := url.Parse("http://" + user + ":" + password + "@" + addr + "/") // want `credentials|password`
	return u
}

// Post posts to the webhook.
func Post() {
	http.Post("YOUR_WEBHOOK_URL_HERE", "application/json", strings.NewReader("{}")) // want `relative reference`
}
