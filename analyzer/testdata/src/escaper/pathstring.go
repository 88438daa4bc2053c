package escaper

import (
	"fmt"
	"html"
	"io"
	"net/url"
)

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

// Look-alike: the whole value of a quoted attribute, a relative
// reference, as net/http's directory listing writes it.
func listing(w io.Writer, names []string) {
	for _, name := range names {
		url := url.URL{Path: name}
		fmt.Fprintf(w, "<a href=\"%s\">%s</a>\n", url.String(), html.EscapeString(name))
	}
}

// A segment of a link, not its whole value, gets "./" inside it.
func deviceLink(w io.Writer, mac string) {
	u := url.URL{Path: mac} // want `url\.URL\{Path: mac\}\.String\(\) escapes it as a relative reference`
	fmt.Fprintf(w, "<a href=\"/devices/%s\">%s</a>\n", u.String(), html.EscapeString(mac))
}
