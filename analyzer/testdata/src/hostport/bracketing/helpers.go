package bracketing

import (
	"fmt"
	"net/http"
	"strings"
)

// withPort leaves a host alone where no port is given; which of its
// returns a call takes is not known from its arguments.
func withPort(host string, port int) string {
	if port == 0 {
		return host
	}
	return fmt.Sprintf("%s:%d", host, port)
}

// The caller brackets the host where it holds a ':' before the helper
// joins it to the port: its own call reaches the request, not the Host
// header's.
func probe(target string, port int) (*http.Request, error) {
	host := strings.TrimSpace(target)
	if strings.IndexByte(host, ':') >= 0 {
		host = "[" + host + "]"
	}
	req, err := http.NewRequest("GET", fmt.Sprintf("http://%s/healthz", withPort(host, port)), nil)
	if err != nil {
		return nil, err
	}
	req.Host = hostHeader(target, port)
	return req, nil
}

func hostHeader(name string, port int) string {
	return withPort(name, port)
}

// The look-alike: a helper of the same kind whose caller passes the
// host as it is.
func joinPort(host string, port int) string {
	if port == 0 {
		return host
	}
	return fmt.Sprintf("%s:%d", host, port) // want `a host and ':port' joined by hand`
}

func bareProbe(target string, port int) (*http.Request, error) {
	host := strings.TrimSpace(target)
	return http.NewRequest("GET", fmt.Sprintf("http://%s/healthz", joinPort(host, port)), nil)
}

func bracketedProbe(target string, port int) (*http.Request, error) {
	host := strings.TrimSpace(target)
	if strings.IndexByte(host, ':') >= 0 {
		host = "[" + host + "]"
	}
	return http.NewRequest("GET", fmt.Sprintf("http://%s/healthz", joinPort(host, port)), nil)
}
