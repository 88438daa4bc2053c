package hostname

import (
	"net"
	"net/http"
	"strconv"
	"strings"
)

// case: hostname bug tenant-from-url-host
func tenantOf(e *Endpoint) string {
	host := strings.SplitN(e.URL.Host, ":", 2)[0] // want `host:port split at a ':' by hand`
	return strings.TrimSuffix(host, ".tenants.example.com")
}

// case: hostname bug rate-limit-key-cut
func rateLimitKey(r *http.Request) string {
	ip, _, _ := strings.Cut(r.RemoteAddr, ":") // want `host:port split at a ':' by hand`
	return "rl:" + ip
}

// case: hostname valid rate-limit-key-split-host-port
func rateLimitKeySafe(r *http.Request) string {
	ip := r.RemoteAddr
	if h, _, err := net.SplitHostPort(r.RemoteAddr); err == nil {
		ip = h
	}
	return "rl:" + ip
}

// case: hostname bug swap-port-first-colon
func securePort(target string, port int) string {
	target = strings.Split(target, ":")[0] // want `host:port split at a ':' by hand`
	return target + ":" + strconv.Itoa(port)
}

// case: hostname valid swap-port-split-host-port
func securePortSplit(target string, port int) string {
	host, _, err := net.SplitHostPort(target)
	if err != nil {
		host = target
	}
	return net.JoinHostPort(host, strconv.Itoa(port))
}
