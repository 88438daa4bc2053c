// Package replaceport changes a URL's port by replacing its digits in
// the Host, which replaces them where they first occur.
package replaceport

import (
	"net"
	"net/url"
	"strings"
)

func withPort(u *url.URL, port string) {
	if u.Port() != "" {
		u.Host = strings.Replace(u.Host, u.Port(), port, 1) // want `strings\.Replace replaces the port's digits where they first occur in u\.Host`
		return
	}
	u.Host += ":" + port
}

// Target embeds the URL, as wrappers of it do.
type Target struct {
	*url.URL
	Name string
}

func (t *Target) SetPort(port string) {
	t.Host = strings.ReplaceAll(t.Host, t.Port(), port) // want `strings\.ReplaceAll replaces the port's digits wherever they occur in t\.Host`
}

// Look-alikes: the host and port joined anew, another text replaced, or
// the port of another URL.

func withPortJoined(u *url.URL, port string) {
	u.Host = net.JoinHostPort(u.Hostname(), port)
}

func renamed(u *url.URL, from, to string) {
	u.Host = strings.Replace(u.Host, from, to, 1)
}

func otherPort(u, v *url.URL) string {
	return strings.Replace(u.Host, v.Port(), "", 1)
}
