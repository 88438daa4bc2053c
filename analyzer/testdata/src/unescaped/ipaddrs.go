package unescaped

import (
	"net"
	"net/http"
	"strconv"
)

// An IP address as net.IP's String writes it is digits, hex letters,
// '.' and ':', which a query value and a path segment take as they
// stand.

func probeTarget(base string, ip net.IP, port int) (*http.Response, error) {
	return http.Get(base + "/probe?module=tcp&target=" + ip.String() + ":" + strconv.Itoa(port))
}

func peerPage(base string, peer *net.TCPAddr) (*http.Response, error) {
	return http.Get(base + "/peers/" + peer.IP.String() + "/status")
}

// Look-alikes: an address as net.TCPAddr's String writes it, with the
// brackets of an IPv6 address, which a query must escape; the address's
// zone, a name of any text.
func probeAddr(base string, addr *net.TCPAddr) (*http.Response, error) {
	return http.Get(base + "/probe?target=" + addr.String()) // want `addr\.String\(\), a string, is written unescaped into the query value`
}

func probeZone(base string, addr *net.IPAddr) (*http.Response, error) {
	return http.Get(base + "/probe?zone=" + addr.Zone) // want `addr\.Zone, a string, is written unescaped into the query value`
}

// The same text before ":port" is an IPv6 address without its brackets.
func nodeMetrics(ip net.IP) (*http.Response, error) {
	return http.Get("http://" + ip.String() + ":9100/metrics") // want `http\.Get: a host and ':port' joined by hand`
}
