// Package urls holds a URL constant that urlvet reports.
package urls

import "net/url"

// Home is the home page. The space must be written %20.
func Home() (*url.URL, error) {
	return url.Parse("http://example.com/a b")
}
