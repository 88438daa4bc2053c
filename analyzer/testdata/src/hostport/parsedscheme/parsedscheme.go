// Package parsedscheme joins back a "host:port" address that url.Parse
// read as a scheme and an opaque part ("db1:21212" gives Scheme "db1",
// Opaque "21212"). A url.URL's Scheme holds no ':' (url.Parse ends it at
// the first one, and an IPv6 address fails to parse there), so it is no
// IPv6 address. Look-alikes: the opaque part as the host, and a field
// named Scheme of the package's own struct.
package parsedscheme

import (
	"fmt"
	"net/url"
)

func nodeURL(src string) (*url.URL, error) {
	u, err := url.Parse(src)
	if err != nil {
		return nil, err
	}
	if u.Host == "" {
		if u.Opaque != "" {
			u.Host = fmt.Sprintf("%s:%s", u.Scheme, u.Opaque)
		} else {
			u.Host = u.Scheme + ":21212"
		}
	}
	return u, nil
}

func nodeURLVar(src string) (*url.URL, error) {
	u, err := url.Parse(src)
	if err != nil {
		return nil, err
	}
	host := u.Scheme
	return &url.URL{Scheme: "voltdb", Host: host + ":21212"}, nil
}

func opaqueHost(src string) (*url.URL, error) {
	u, err := url.Parse(src)
	if err != nil {
		return nil, err
	}
	return &url.URL{Scheme: "voltdb", Host: u.Opaque + ":21212"}, nil // want `url\.URL\.Host: a host and ':port' joined by hand`
}

type target struct {
	Scheme string
}

func ownScheme(t target) *url.URL {
	return &url.URL{Scheme: "voltdb", Host: t.Scheme + ":21212"} // want `url\.URL\.Host: a host and ':port' joined by hand`
}
