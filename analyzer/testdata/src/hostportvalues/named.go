package hostportvalues

import (
	"fmt"
	"net"
	"net/url"
	"strconv"
)

// A host named so and a port after ':', with no scheme: url.Parse reads
// a host name as the scheme and fails on an IP address, whatever the
// configuration holds.
type marathonConfig struct {
	Host string
	Port int
}

func (c marathonConfig) baseURL() (*url.URL, error) {
	return url.Parse(fmt.Sprintf("%s:%d/v2", c.Host, c.Port)) // want `url\.Parse: c\.Host, ':' and a port make host:port, not a URL`
}

func parseNode(nodeIP string, port int) (*url.URL, error) {
	return url.Parse(nodeIP + ":" + strconv.Itoa(port)) // want `url\.Parse: nodeIP, ':' and a port make host:port, not a URL`
}

func parseMetrics(hostname string) (*url.URL, error) {
	return url.Parse(hostname + ":9100/metrics") // want `url\.Parse: hostname, ':' and a port make host:port, not a URL`
}

// Look-alikes: a scheme before the host, an address or a server whose
// text may be a URL already, a port that is not one.
func (c marathonConfig) withScheme() (*url.URL, error) {
	return url.Parse(fmt.Sprintf("http://%s/v2", net.JoinHostPort(c.Host, strconv.Itoa(c.Port))))
}

func parseServer(server string, port int) (*url.URL, error) {
	return url.Parse(server + ":" + strconv.Itoa(port)) // "http://consul" + ":8500"
}

func parseAddr(addr, path string) (*url.URL, error) {
	return url.Parse(addr + ":" + path)
}

func parseHostLabel(host string) (*url.URL, error) {
	return url.Parse(host + ":latest")
}

func parseIPv6(ip, zone string) (*url.URL, error) {
	return url.Parse("http://[" + ip + "%25" + zone + "]:80/")
}

// The code reads the Scheme the parse found: the host may be configured
// with one ("http://collector"), and the port written after it.
func collector(host string, port int) (string, error) {
	u, err := url.Parse(fmt.Sprintf("%s:%d", host, port))
	if err != nil {
		return "", err
	}
	if u.Scheme == "https" {
		return u.Host, nil
	}
	return u.String(), nil
}
