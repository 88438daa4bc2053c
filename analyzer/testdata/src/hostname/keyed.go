package hostname

import (
	"net"
	"strings"
)

// The host before the last ':' of a connection's remote address, which
// always names a port, kept with an IPv6 address's brackets: as a map's
// key, counting a peer's attempts, it is as good as the bare address.
var attempts = map[string]int{}

func peerKey(conn net.Conn) string {
	addr := conn.RemoteAddr().String()
	i := strings.LastIndex(addr, ":")
	if i == -1 {
		return addr
	}
	return addr[:i]
}

func CountAttempt(conn net.Conn) {
	attempts[peerKey(conn)]++
}

// Through a local variable read only as the key.
func Blocked(conn net.Conn) bool {
	source := peerKey(conn)
	if _, ok := attempts[source]; !ok {
		attempts[source] = 0
	}
	return attempts[source] > 3
}

func Banned(conn net.Conn) bool {
	addr := conn.RemoteAddr().String()
	i := strings.LastIndexByte(addr, ':')
	return attempts[addr[:i]] > 3
}

// The same host parsed as an IP address: the brackets make it fail.
func peerIP(conn net.Conn) net.IP {
	addr := conn.RemoteAddr().String()
	i := strings.LastIndex(addr, ":") // want `host:port split at a ':' by hand: addr, which holds conn.RemoteAddr\(\).String\(\), holds an IPv6 address`
	return net.ParseIP(addr[:i])
}

// A helper whose result is a key in one call and parsed in another.
func peerHost(conn net.Conn) string {
	addr := conn.RemoteAddr().String()
	i := strings.LastIndex(addr, ":") // want `host:port split at a ':' by hand: addr, which holds conn.RemoteAddr\(\).String\(\), holds an IPv6 address`
	return addr[:i]
}

func Track(conn net.Conn) (int, net.IP) {
	return attempts[peerHost(conn)], net.ParseIP(peerHost(conn))
}
