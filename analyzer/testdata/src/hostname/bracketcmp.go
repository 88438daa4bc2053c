package hostname

import (
	"net"
	"net/http"
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
