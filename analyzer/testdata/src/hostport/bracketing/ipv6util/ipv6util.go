// Package ipv6util writes hosts for other packages.
package ipv6util

import (
	"net"
	"strings"
)

// MaybeDecorateIPv6 brackets addr where it is an IPv6 address.
func MaybeDecorateIPv6(addr string) string {
	if ip := net.ParseIP(addr); ip != nil && ip.To4() == nil {
		return "[" + addr + "]"
	}
	return addr
}

// Lower returns addr in lower case, brackets or not.
func Lower(addr string) string { return strings.ToLower(addr) }
