// Package link passes its argument to url.Parse: urlvet records Page as
// a wrapper, a fact that the analysis of package web reads.
package link

import "net/url"

// Page parses the URL of a page.
func Page(raw string) (*url.URL, error) {
	return url.Parse(raw)
}
