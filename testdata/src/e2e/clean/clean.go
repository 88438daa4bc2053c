// Package clean has only valid URL constants.
package clean

import "net/url"

func Parse() (*url.URL, error) {
	return url.Parse("https://example.com/a%20b?q=go+vet#top")
}

func Relative() (*url.URL, error) {
	return url.Parse("/relative/path?x=1")
}
