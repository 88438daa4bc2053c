package hostport

import (
	"fmt"
	"net"
	"net/http"
	"net/url"
)

// Hosts written with a precision from an argument ("%.*s"): fmt writes
// the start of the text, which for an IPv6 address still has its colons.

// case: hostport bug precision-trailing-dot
// nodeHealth asks a node the registry names, a fully qualified name or an
// address, whose trailing '.' the precision leaves out.
func nodeHealth(node string, port int) (*http.Response, error) {
	n := len(node)
	if n > 0 && node[n-1] == '.' {
		n--
	}
	return http.Get(fmt.Sprintf("http://%.*s:%d/v1/health", n, node, port)) // want `JoinHostPort|IPv6`
}

// case: hostport bug precision-url-host
func adminURL(c *Config, limit int) *url.URL {
	return &url.URL{Scheme: "https", Host: fmt.Sprintf("%.*s:%d", limit, c.Host, c.Port), Path: "/admin"} // want `JoinHostPort|IPv6`
}

// case: hostport bug precision-kept-template
type scraper struct {
	target string
}

func newScraper(c *Config) *scraper {
	const maxHost = 253
	return &scraper{target: fmt.Sprintf("%s://%.*s:%d/metrics", "http", maxHost, c.Metrics, c.Port)} // want `JoinHostPort|IPv6`
}

// case: hostport valid precision-srv-target
func srvHealth(srv *net.SRV) (*http.Response, error) {
	return http.Get(fmt.Sprintf("http://%.*s:%d/v1/health", len(srv.Target)-1, srv.Target, srv.Port))
}

// case: hostport valid precision-bracketed
func bracketed(c *Config, n int) (*http.Response, error) {
	return http.Get(fmt.Sprintf("http://[%.*s]:%d/", n, c.Host, c.Port))
}

// case: hostport valid precision-path-id
func shortID(c *Config, id string) (*http.Response, error) {
	return http.Get(fmt.Sprintf("http://localhost:%d/builds/%.*s:latest", c.Port, 12, url.PathEscape(id)))
}

// case: hostport valid precision-joined
func joinedShort(c *Config, n int) (*http.Response, error) {
	return http.Get(fmt.Sprintf("http://%s/", net.JoinHostPort(fmt.Sprintf("%.*s", n, c.Host), fmt.Sprint(c.Port))))
}

// endcase
