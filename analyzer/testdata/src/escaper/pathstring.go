package escaper

import "net/url"

// A url.URL holding a Path alone, taken as an escaper (%20 rather than
// '+'): a first segment with ':' gets "./" before it.
func escapeFilter(s string) string {
	u := &url.URL{Path: s} // want `url\.URL\{Path: s\}\.String\(\) escapes it as a relative reference`
	return u.String()
}

func escapeInline(s string) string {
	return (&url.URL{Path: s}).String() // want `url\.URL\{Path: s\}\.String\(\) escapes it as a relative reference`
}

// Look-alikes: a path that starts with '/', a URL with a host, a URL used
// as more than its text.
func escapeAbsolute(s string) string {
	return (&url.URL{Path: "/" + s}).String()
}

func withHost(s string) string {
	return (&url.URL{Host: "example.com", Path: s}).String()
}

func built(s string) *url.URL {
	u := &url.URL{Path: s}
	u.Scheme = "https"
	_ = u.String()
	return u
}
