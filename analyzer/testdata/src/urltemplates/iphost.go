package urltemplates

import (
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strconv"
)

// An IP address written as a URL's host: an IPv6 one has no brackets.
func verifyURL(ip netip.Addr, path string) (*http.Response, error) {
	u := fmt.Sprintf("http://%s%s", ip, path) // want `http\.Get: an IP address written as the host with no brackets`
	return http.Get(u)
}

func probe(ip net.IP) (*http.Response, error) {
	return http.Get("http://" + ip.String() + "/healthz") // want `http\.Get: an IP address written as the host with no brackets`
}

type peer struct{ endpoint string }

func newPeer(addr netip.Addr) *peer {
	return &peer{endpoint: fmt.Sprintf("https://%s/rpc", addr.String())} // want `fmt\.Sprintf: an IP address written as the host with no brackets`
}

// Look-alikes: brackets, a port joined by net.JoinHostPort, an IPv4
// address by its test, its name or how it is made, an address with its
// port (netip.AddrPort writes the brackets).
func bracketedIP(ip netip.Addr) (*http.Response, error) {
	return http.Get(fmt.Sprintf("http://[%s]/", ip))
}

func joinedIP(ip net.IP, port int) (*http.Response, error) {
	return http.Get("http://" + net.JoinHostPort(ip.String(), strconv.Itoa(port)) + "/")
}

func testedIP(ip net.IP) (*http.Response, error) {
	if ip.To4() != nil {
		return http.Get(fmt.Sprintf("http://%s/", ip))
	}
	return nil, nil
}

func to4(ip net.IP) (*http.Response, error) {
	return http.Get(fmt.Sprintf("http://%s/", ip.To4()))
}

func namedIPv4(ipv4 netip.Addr) (*http.Response, error) {
	return http.Get(fmt.Sprintf("http://%s/", ipv4))
}

func madeIPv4() (*http.Response, error) {
	ip := net.ParseIP("10.0.0.1")
	return http.Get(fmt.Sprintf("http://%s/", ip))
}

func addrPort(ap netip.AddrPort) (*http.Response, error) {
	return http.Get(fmt.Sprintf("http://%s/", ap))
}

func ipInPath(host string, ip netip.Addr) (*http.Response, error) {
	return http.Get(fmt.Sprintf("http://%s/ban/%s", host, ip))
}
