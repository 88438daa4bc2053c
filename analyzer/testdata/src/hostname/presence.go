package hostname

import (
	"net"
	"net/http"
	"net/url"
	"strings"
)

// An index compared with 0 or -1 says only whether the text holds a ':'
// at all, as strings.Contains does: nothing is cut apart, and the host
// comes from net.SplitHostPort.
func peerHost(r *http.Request) string {
	if strings.IndexByte(r.RemoteAddr, ':') >= 0 {
		if h, _, err := net.SplitHostPort(r.RemoteAddr); err == nil {
			return h
		}
	}
	return r.RemoteAddr
}

func hasPort(u *http.Request) bool {
	return !(strings.LastIndex(u.Host, ":") == -1) && 0 < strings.Index(u.Host, ":")
}

// An index kept to cut the text with is a split.
func hostBeforeColon(r *http.Request) string {
	if i := strings.Index(r.Host, ":"); i > 0 { // want `host:port split at a ':' by hand: r\.Host holds an IPv6 address`
		return r.Host[:i]
	}
	return r.Host
}

// An index compared with another position is a position.
func colonAt(r *http.Request) bool {
	return strings.LastIndex(r.RemoteAddr, ":") > 3 // want `host:port split at a ':' by hand: r\.RemoteAddr holds an IPv6 address`
}

// The index of ':' compared with the index of ',' in the same hosts
// (a master's name before its sentinels, "master,s1,s2:26379", against
// "h1:6379,h2:6379") says which comes first: an IPv6 address's first ':'
// falls on the same side of the ',' as a port's.
func sentinelHosts(u *url.URL) bool {
	return strings.Contains(u.Host, ",") && strings.Index(u.Host, ",") < strings.Index(u.Host, ":")
}

// Against the index of a '.', which a host holds, or of another text's
// ',': the order differs for an IPv6 address.
func dottedBeforePort(u *url.URL, list string) bool {
	return strings.Index(u.Host, ".") < strings.Index(u.Host, ":") || // want `host:port split at a ':' by hand: u\.Host holds an IPv6 address`
		strings.Index(list, ",") < strings.Index(u.Host, ":") // want `host:port split at a ':' by hand: u\.Host holds an IPv6 address`
}
