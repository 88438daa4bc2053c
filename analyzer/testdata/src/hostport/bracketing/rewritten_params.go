package bracketing

import (
	"fmt"
	"net"
	"strings"
)

// A parameter bracketed in place before the address is formatted: what
// a caller passes reaches the format in brackets where it holds a ':'.
func listenUDP(addr string, port int) (net.PacketConn, error) {
	if strings.ContainsRune(addr, ':') && !strings.ContainsRune(addr, '[') {
		addr = "[" + addr + "]"
	}
	return net.ListenPacket("udp", fmt.Sprintf("%s:%d", addr, port))
}

// The look-alikes: a test that misses an address in full form, and a
// rewrite under another condition that does not always run.
func listenShort(addr string, port int) (net.PacketConn, error) {
	if strings.Contains(addr, "::") {
		addr = "[" + addr + "]"
	}
	return net.ListenPacket("udp", fmt.Sprintf("%s:%d", addr, port)) // want `a host and ':port' joined by hand`
}

func listenMaybe(addr string, port int, v6 bool) (net.PacketConn, error) {
	if v6 {
		if strings.Contains(addr, ":") {
			addr = "[" + addr + "]"
		}
	}
	return net.ListenPacket("udp", fmt.Sprintf("%s:%d", addr, port)) // want `a host and ':port' joined by hand`
}
