// Package ipv6 is valid under RFC 3986 but not under RFC 2396, which has
// no IP literals (they came with RFC 2732).
package ipv6

import "net/url"

func Loopback() (*url.URL, error) {
	return url.Parse("http://[::1]:8080/")
}
