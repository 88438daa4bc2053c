// Package char is package off, analyzed with -checks=char.
package char

import "net/url"

// The run does not run the directive check (-disable=directive, or
// -checks without it): no directive is reported, and each still silences
// what it names.
func directives() {
	url.Parse("http://example.com/a b") //urlvet:ignore char
	url.Parse("http://example.com/")    //urlvet:ignore char
	url.Parse("http://example.com/")    //urlvet:ignore prot
	url.Parse("http://example.com/")    //urlvet:ignore char,port
}
