package hostname

import (
	"net"
	"net/http"
	"net/url"
	"strings"
)

// The host before the last ':' keeps an IPv6 address's brackets, and
// the function compares it with a bracketed address: it knows that form,
// and lets other IPv6 peers fail to parse on purpose.
func fromLoopbackOrLAN(r *http.Request) bool {
	i := strings.LastIndexByte(r.RemoteAddr, ':')
	if i < 0 {
		return false
	}
	switch peer := r.RemoteAddr[:i]; peer {
	case "localhost", "127.0.0.1", "[::1]":
		return true
	default:
		ip := net.ParseIP(peer).To4()
		return ip != nil && ip[0] == 10
	}
}

// The same comparison written with ==.
func isLocalPeer(r *http.Request) bool {
	i := strings.LastIndex(r.RemoteAddr, ":")
	return i > 0 && (r.RemoteAddr[:i] == "127.0.0.1" || r.RemoteAddr[:i] == "[::1]")
}

// A comparison with the unbracketed address never matches the part an
// IPv6 peer gives: still reported.
func isLoopbackPeer(r *http.Request) bool {
	i := strings.LastIndexByte(r.RemoteAddr, ':') // want `host:port split at a ':' by hand: r\.RemoteAddr holds an IPv6 address`
	if i < 0 {
		return false
	}
	switch r.RemoteAddr[:i] {
	case "127.0.0.1", "::1":
		return true
	}
	return false
}

// A bracketed constant that is not compared with anything (an address
// the function dials) tells nothing of the split: still reported.
func peerOrDefault(r *http.Request) string {
	fallback := "[::1]"
	i := strings.LastIndexByte(r.RemoteAddr, ':') // want `host:port split at a ':' by hand: r\.RemoteAddr holds an IPv6 address`
	if i < 0 {
		return fallback
	}
	return r.RemoteAddr[:i]
}

// The port is cut at the last ':' only where the Host does not end in
// ']': a bracketed IPv6 address without a port, the one Host whose last
// ':' is inside the address, is kept whole.
func serviceName(req *http.Request) string {
	u := url.URL{Scheme: req.URL.Scheme, Host: req.URL.Host}
	if n := len(u.Host); n > 0 && u.Host[n-1] != ']' {
		if i := strings.LastIndexByte(u.Host, ':'); i != -1 {
			u.Host = u.Host[:i]
		}
	}
	return u.String()
}

// Without that test "[::1]" is cut to "[:": still reported.
func serviceNameUnguarded(req *http.Request) string {
	u := url.URL{Scheme: req.URL.Scheme, Host: req.URL.Host}
	if i := strings.LastIndexByte(u.Host, ':'); i != -1 { // want `host:port split at a ':' by hand: u\.Host holds an IPv6 address`
		u.Host = u.Host[:i]
	}
	return u.String()
}

// A test of another character at the end tells nothing of the brackets:
// still reported.
func serviceNameSlash(req *http.Request) string {
	u := url.URL{Scheme: req.URL.Scheme, Host: req.URL.Host}
	if n := len(u.Host); n > 0 && u.Host[n-1] != '.' {
		if i := strings.LastIndexByte(u.Host, ':'); i != -1 { // want `host:port split at a ':' by hand: u\.Host holds an IPv6 address`
			u.Host = u.Host[:i]
		}
	}
	return u.String()
}
