package hostportvalues

import (
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strconv"
)

// case: hostportvalues bug marathon-host-port-parsed
type MarathonConfig struct {
	Host string
	Port int
}

func (c MarathonConfig) apiURL() (*url.URL, error) {
	return url.Parse(fmt.Sprintf("%s:%d/v2", c.Host, c.Port)) // want `host:port, not a URL`
}

// case: hostportvalues valid marathon-url-joined
func (c MarathonConfig) appsURL() (*url.URL, error) {
	return url.Parse("http://" + net.JoinHostPort(c.Host, strconv.Itoa(c.Port)) + "/v2/apps")
}

// case: hostportvalues bug exporter-node-ip-parsed
func scrapeTarget(nodeIP string, port int) (*url.URL, error) {
	return url.Parse(nodeIP + ":" + strconv.Itoa(port) + "/metrics") // want `host:port, not a URL`
}

// case: hostportvalues valid collector-host-with-scheme
func collectorEndpoint(host string, port int) (string, bool, error) {
	u, err := url.Parse(fmt.Sprintf("%s:%d", host, port)) // "http://otel" + ":4318"
	if err != nil {
		return "", false, err
	}
	return u.Host, u.Scheme == "https", nil
}

// case: hostportvalues valid server-address-parsed
func consulURL(server string, port int) (*http.Request, error) {
	u, err := url.Parse(server + ":" + strconv.Itoa(port)) // "http://consul.service" + ":8500"
	if err != nil {
		return nil, err
	}
	return http.NewRequest("GET", u.String()+"/v1/status/leader", nil)
}
