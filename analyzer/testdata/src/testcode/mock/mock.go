// Package mock serves a fake device for tests: its fixed credentials and
// odd URLs are test code, though it is no _test.go file.
package mock

import "net/url"

const (
	user     = "admin"
	password = "secret"
)

// URL returns the URL of the mock device at addr.
func URL(addr string) *url.URL {
	u, _ := url.Parse("http://" + user + ":" + password + "@" + addr + "/")
	return u
}

// Query returns a URL with the query the device's tests send.
func Query() *url.URL {
	u, _ := url.Parse("http://device.example/?ids[]=1&q=<x>")
	return u
}

// Item returns the URL of an item; nothing fills its placeholder.
func Item() *url.URL {
	u, _ := url.Parse("http://device.example/items/${id}") // want `unexpanded variable`
	return u
}
