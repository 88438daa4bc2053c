package defaultport

import (
	"fmt"
	"net/url"
)

// withPort gives a broker URL its default port: a url.URL's Host keeps
// an IPv6 address's brackets ("[fd00::7]"), so the port goes after them,
// whether the local copy is extended by a format or a concatenation.
func withPort(broker *url.URL) string {
	u := *broker
	addr := u.Host
	if u.Port() == "" {
		addr = fmt.Sprintf("%s:4222", addr)
	}
	u.Host = addr
	return u.String()
}

func withPortConcat(broker *url.URL) string {
	u := *broker
	addr := u.Host
	if u.Port() == "" {
		addr = addr + ":4222"
	}
	u.Host = addr
	return u.String()
}

// Hostname drops the brackets: the same default port after it makes
// "fd00::7:4222".
func withPortName(broker *url.URL) string {
	u := *broker
	addr := u.Hostname()
	if u.Port() == "" {
		addr = fmt.Sprintf("%s:4222", addr) // want `url\.URL\.Host: a host and ':port' joined by hand`
	}
	u.Host = addr
	return u.String()
}

// In a loop the variable may hold what an earlier turn wrote, not the
// URL's Host alone.
func eachPort(broker *url.URL, ports []string) string {
	u := *broker
	addr := u.Host
	for _, p := range ports {
		addr = fmt.Sprintf("%s:%s", addr, p) // want `url\.URL\.Host: a host and ':port' joined by hand`
	}
	u.Host = addr
	return u.String()
}
