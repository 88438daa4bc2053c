// Package testrows writes its own text before a test row's: the row's
// text is the test's, under the test policy of each check, as a whole
// URL of the row would be.
package testrows

import "net/url"

// parseSchemeless parses a registry host pattern, which may hold '*'
// wildcards, as the host of an https URL.
func parseSchemeless(pattern string) (*url.URL, error) {
	parsed, err := url.Parse("https://" + pattern)
	if err != nil {
		return nil, err
	}
	parsed.Scheme = ""
	return parsed, nil
}

func matches(glob, target string) (bool, error) {
	g, err := parseSchemeless(glob)
	if err != nil {
		return false, err
	}
	t, err := parseSchemeless(target)
	if err != nil {
		return false, err
	}
	return g.Host == t.Host, nil
}

// Mirror's own text is wrong, whatever the test writes after it: reported
// in the package's code.
func Mirror(name string) (*url.URL, error) { return mirror(name) }

func mirror(name string) (*url.URL, error) {
	return url.Parse("https://mirror*.example.com/" + name) // want `'\*' is not allowed in a host name`
}
