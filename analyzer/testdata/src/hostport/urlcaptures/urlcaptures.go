// Package urlcaptures takes credentials out of the URLs its callers give
// with a regexp, and joins the host the URL wrote, in brackets where it
// is an IPv6 address, back to the URL's own port.
package urlcaptures

import (
	"flag"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
)

// withUser: group 4 is the authority's host, after the userinfo's '@'
// and before ':' and the port's digits.
var withUser = regexp.MustCompile(`^(http|https)://(.+):(.+)@(.+):(\d+)(.*)$`)

func Endpoint(raw string) (*url.URL, string, error) {
	user := ""
	if all := withUser.FindAllStringSubmatch(raw, -1); len(all) > 0 && len(all[0]) > 6 {
		m := all[0]
		user = m[2]
		raw = fmt.Sprintf("%s://%s:%s%s", m[1], m[4], m[5], m[6])
	}
	u, err := url.Parse(raw)
	return u, user, err
}

// optionalUser: the userinfo may be missing; the host follows "://" or
// the '@'.
var optionalUser = regexp.MustCompile(`^(https?)://(?:([^@/]+)@)?(.+):(\d+)/`)

func health(raw string) (*http.Response, error) {
	m := optionalUser.FindStringSubmatch(raw)
	if m == nil {
		return nil, fmt.Errorf("no port in %q", raw)
	}
	return http.Get(m[1] + "://" + m[3] + ":" + m[4] + "/healthz")
}

// Look-alikes still reported: a listen address cut by hand (no URL
// around its host), a group that cannot hold the ']' of an address in
// brackets, a group before no port, and submatches written to, as a row
// or through another variable.
var (
	listen   = flag.String("listen", ":8080", "address to serve on")
	hostPort = regexp.MustCompile(`^(.*):(\d+)$`)
	noClose  = regexp.MustCompile(`^(https?)://([^\]/]+):(\d+)`)
	anyPort  = regexp.MustCompile(`^(https?)://(.+):(.*)$`)
)

func lookAlikes(raw string) {
	if m := hostPort.FindStringSubmatch(*listen); m != nil {
		http.Get("http://" + m[1] + ":" + m[2] + "/") // want `http\.Get: a host and ':port' joined by hand`
	}
	if m := noClose.FindStringSubmatch(raw); m != nil {
		http.Get(m[1] + "://" + m[2] + ":" + m[3] + "/") // want `http\.Get: a host and ':port' joined by hand`
	}
	if m := anyPort.FindStringSubmatch(raw); m != nil {
		http.Get(m[1] + "://" + m[2] + ":" + m[3] + "/") // want `http\.Get: a host and ':port' joined by hand`
	}
	if all := withUser.FindAllStringSubmatch(raw, -1); len(all) > 0 {
		m := all[0]
		m[4] = raw
		http.Get(m[1] + "://" + m[4] + ":" + m[5] + "/") // want `http\.Get: a host and ':port' joined by hand`
	}
	if m := withUser.FindStringSubmatch(raw); m != nil {
		alias := m
		alias[4] = raw
		http.Get(m[1] + "://" + m[4] + ":" + m[5] + "/") // want `http\.Get: a host and ':port' joined by hand`
	}
}
