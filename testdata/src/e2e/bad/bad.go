// Package bad has URL constants that break RFC 3986, one per line; the
// end-to-end tests locate each finding by the text it points at. It
// imports net/url alone, which keeps loading it from source fast.
package bad

import "net/url"

func Space() (*url.URL, error) {
	return url.Parse("http://example.com/a b")
}

func Angle() (*url.URL, error) {
	return url.Parse("http://example.com/<id>")
}

func Accent() (*url.URL, error) {
	return url.Parse("http://example.com/café|x")
}
