package unescaped

import (
	"fmt"
	"net/url"
	"path"
)

// A slice of a constant with constant bounds is the constant's part, not
// a string of unknown text: Go does not fold "/leafnode"[1:] into a
// constant. Look-alike: a slice with a bound not known.

const leafPath = "/leafnode"

func leafURL(u *url.URL, tls bool) (*url.URL, error) {
	scheme := "http"
	if tls {
		scheme = "https"
	}
	p := leafPath
	if cur := u.EscapedPath(); cur != "" {
		p = path.Join(cur[1:], p)
	} else {
		p = p[1:]
	}
	return url.Parse(fmt.Sprintf("%s://%s/%s", scheme, u.Host, p))
}

func leafTrimmed(host string) (*url.URL, error) {
	return url.Parse("http://" + host + "/" + leafPath[1:len(leafPath)])
}

func leafCut(host, name string, n int) (*url.URL, error) {
	return url.Parse("http://" + host + "/" + name[:n]) // want `name\[:n\], a string, is written unescaped into the path`
}
