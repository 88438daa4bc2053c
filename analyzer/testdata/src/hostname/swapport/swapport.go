// Package swapport swaps the port of host:port it is given, and names no
// URL sink: what it makes goes to another package's proxy.
package swapport

import (
	"fmt"
	"net"
	"net/http"
	"strconv"
	"strings"
)

// The host before the first ':', written back before another port:
// "[::1]:8012" becomes "[:8112".
func securePort(target string, port int) string {
	target = strings.Split(target, ":")[0] // want `host:port split at a ':' by hand: target, whose part before the ':' is written back before another port`
	return target + ":" + strconv.Itoa(port)
}

func metricsAddr(addr string) string {
	host, _, _ := strings.Cut(addr, ":") // want `host:port split at a ':' by hand`
	return host + ":9090"
}

func probeAddr(addr string, port int64) string {
	return addr[:strings.Index(addr, ":")] + ":" + strconv.FormatInt(port, 10) // want `host:port split at a ':' by hand`
}

// Look-alikes: net.SplitHostPort, an image's tag swapped (no port), the
// last ':' (which keeps an IPv6 address's brackets), a split whose host
// part goes elsewhere.
func splitHost(target string, port int) string {
	host, _, err := net.SplitHostPort(target)
	if err != nil {
		host = target
	}
	return net.JoinHostPort(host, strconv.Itoa(port))
}

func retag(image, tag string) string {
	return strings.Split(image, ":")[0] + ":" + tag
}

func lastColon(target string, port int) string {
	return target[:strings.LastIndex(target, ":")] + ":" + strconv.Itoa(port)
}

func logged(target string, port int) {
	fmt.Println(strings.Split(target, ":")[0], port)
}

// The handler makes it a package of net/http.
var _ http.Handler = nil
