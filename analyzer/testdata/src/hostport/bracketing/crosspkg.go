package bracketing

import (
	"net"
	"strconv"

	"hostport/bracketing/ipv6util"
)

// A function of another package that brackets an IPv6 address (its
// facts show a result in brackets): what it returns as it is holds no
// ':'.
func forward(host string, port int) (net.Conn, error) {
	return net.Dial("tcp", ipv6util.MaybeDecorateIPv6(host)+":"+strconv.Itoa(port))
}

// The look-alike: one that only lowers the case.
func forwardLower(host string, port int) (net.Conn, error) {
	return net.Dial("tcp", ipv6util.Lower(host)+":"+strconv.Itoa(port)) // want `a host and ':port' joined by hand`
}
