// Package ipv6 is valid under RFC 3986 but not under RFC 2396, which has
// no IP literals (they came with RFC 2732).
package ipv6

import "example.com/e2e/own"

func Loopback() {
	own.Get("http://[::1]:8080/")
}
