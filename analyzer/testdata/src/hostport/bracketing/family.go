package bracketing

import (
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
)

// A peer's address is written bare where it is IPv4 and in brackets
// where it is not: the bare host:port never holds an IPv6 address.
type peer struct {
	ip   *net.IP
	port uint16
}

func (p *peer) url() string {
	host := fmt.Sprintf("%s:%d", p.ip.String(), p.port)
	if p.ip.To4() == nil {
		host = fmt.Sprintf("[%s]:%d", p.ip.String(), p.port)
	}
	u := url.URL{Scheme: "wss", Host: host, Path: "/ws"}
	return u.String()
}

func byBranch(ip net.IP, port int) (*http.Response, error) {
	var host string
	if ip.To4() != nil {
		host = fmt.Sprintf("%s:%d", ip, port)
	} else {
		host = fmt.Sprintf("[%s]:%d", ip, port)
	}
	return http.Get("http://" + host + "/status")
}

func inElse(ip net.IP, port int) (*http.Response, error) {
	host := fmt.Sprintf("%s:%d", ip, port)
	if ip.To4() != nil {
		fmt.Println("IPv4 peer")
	} else {
		host = fmt.Sprintf("[%s]:%d", ip, port)
	}
	return http.Get("http://" + host + "/status")
}

func byAddr(a netip.Addr, port uint16) (*http.Response, error) {
	host := fmt.Sprintf("%s:%d", a, port)
	if a.Is6() {
		host = fmt.Sprintf("[%s]:%d", a, port)
	}
	return http.Get("http://" + host + "/status")
}

func byText(h string, port int) (*http.Response, error) {
	addr := h + ":" + fmt.Sprint(port)
	if strings.Contains(h, ":") {
		addr = "[" + h + "]:" + fmt.Sprint(port)
	}
	return http.Get("http://" + addr + "/status")
}

// The look-alikes: the replacement under a test of something else, or of
// the address that IPv6 addresses do not all pass, a read before it, and
// a variable that gets no host:port but what a sink returned.
func otherTest(ip net.IP, port int, secure bool) (*http.Response, error) {
	host := fmt.Sprintf("%s:%d", ip, port) // want `a host and ':port' joined by hand`
	if secure {
		host = fmt.Sprintf("[%s]:%d", ip, port)
	}
	return http.Get("http://" + host + "/status")
}

func loopbackOnly(a netip.Addr, port uint16) (*http.Response, error) {
	host := fmt.Sprintf("%s:%d", a, port) // want `a host and ':port' joined by hand`
	if a.IsLoopback() {
		host = fmt.Sprintf("[%s]:%d", a, port)
	}
	return http.Get("http://" + host + "/status")
}

func readFirst(ip net.IP, port int) (*http.Response, error) {
	host := fmt.Sprintf("%s:%d", ip, port) // want `a host and ':port' joined by hand`
	r, err := http.Get("http://" + host + "/status")
	if ip.To4() == nil {
		host = fmt.Sprintf("[%s]:%d", ip, port)
	}
	return r, err
}

func sentInside(ip net.IP, port int) string {
	status := statusOf(http.Get(fmt.Sprintf("http://%s:%d/status", ip, port))) // want `a host and ':port' joined by hand`
	if ip.To4() == nil {
		status = "skipped"
	}
	return status
}

func statusOf(r *http.Response, err error) string {
	if err != nil {
		return err.Error()
	}
	return r.Status
}

// The check URL is written anew in brackets wherever ip.To16() is not
// nil, which every IPv6 address gives (fabio's consul registration).
func checkURL(scheme string, ip net.IP, port int) string {
	u := fmt.Sprintf("%s://%s:%d/health", scheme, ip, port)
	if ip.To16() != nil {
		u = fmt.Sprintf("%s://[%s]:%d/health", scheme, ip, port)
	}
	return u
}
