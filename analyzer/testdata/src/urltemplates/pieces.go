package urltemplates

import (
	"fmt"
	"net"
	"net/http"
	"strconv"
	"strings"
)

// A URL built in pieces: the host gets its port by a statement of its
// own, the scheme another.
type server struct {
	host string
	port int
}

func (s *server) baseURL() string {
	host := s.host
	if s.port != 80 {
		host += ":" + strconv.Itoa(s.port) // want `URL: a host and ':port' joined by hand`
	}
	return "http://" + host
}

type check struct {
	Scheme, Hostname, Path string
	Port                   int
}

func probeURL(c check) (*http.Request, error) {
	u := fmt.Sprintf("%s://%s", c.Scheme, c.Hostname)
	if c.Port > 0 {
		u = fmt.Sprintf("%s:%d", u, c.Port) // want `http\.NewRequest: a host and ':port' joined by hand`
	}
	if !strings.HasPrefix(c.Path, "/") {
		u += "/"
	}
	u += c.Path
	return http.NewRequest("GET", u, nil)
}

// Look-alikes: the port joined by net.JoinHostPort, or a host in
// brackets where it holds a ':'.
func (s *server) joinedURL() string {
	host := s.host
	if s.port != 80 {
		host = net.JoinHostPort(host, strconv.Itoa(s.port))
	}
	return "http://" + host
}

func (s *server) bracketedURL() string {
	host := s.host
	if strings.Contains(host, ":") {
		host = "[" + host + "]"
	}
	return "http://" + host
}

func joinedProbe(c check) (*http.Request, error) {
	host := c.Hostname
	if c.Port > 0 {
		host = net.JoinHostPort(host, strconv.Itoa(c.Port))
	}
	u := fmt.Sprintf("%s://%s", c.Scheme, host)
	u += c.Path
	return http.NewRequest("GET", u, nil)
}
