package hostport

import (
	"net"
	"net/url"
	"strings"
)

// case: hostport bug target-update-port-replace
func updatePort(u *url.URL, port string) {
	if u.Port() != "" {
		u.Host = strings.Replace(u.Host, u.Port(), port, 1) // want `strings.Replace replaces the port's digits`
		return
	}
	u.Host += ":" + port
}

// case: hostport valid target-update-port-join
func updatePortJoined(u *url.URL, port string) {
	u.Host = net.JoinHostPort(u.Hostname(), port)
}
