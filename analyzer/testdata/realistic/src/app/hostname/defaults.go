package hostname

import (
	"crypto/tls"
	"crypto/x509"
	"errors"
	"flag"
	"net"
	"net/http"
	"strconv"
	"strings"
)

var collector = flag.String("collector", "ingest.example.io:4443", "address of the telemetry collector")

// case: hostname bug collector-flag-server-name
func collectorClient(roots *x509.CertPool) *http.Client {
	conf := &tls.Config{RootCAs: roots, ServerName: *collector} // want `holds host:port`
	return &http.Client{Transport: &http.Transport{TLSClientConfig: conf}}
}

func sendBatch(c *http.Client) error {
	resp, err := c.Post("https://"+*collector+"/v1/batch", "application/json", nil)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// case: hostname valid collector-flag-server-name-split
func collectorClientSplit(roots *x509.CertPool) *http.Client {
	name := *collector
	if h, _, err := net.SplitHostPort(name); err == nil {
		name = h
	}
	conf := &tls.Config{RootCAs: roots, ServerName: name}
	return &http.Client{Transport: &http.Transport{TLSClientConfig: conf}}
}

// Backend is where a load balancer sends requests.
type Backend struct {
	Host string
	Port uint16
}

// case: hostname bug backend-spec-split-port
func parseBackend(spec string) (Backend, error) {
	parts := strings.Split(spec, ":") // want `host:port split at a ':' by hand`
	if len(parts) != 2 {
		return Backend{}, errors.New("backend: want host:port")
	}
	port, err := strconv.ParseUint(parts[1], 10, 16)
	if err != nil {
		return Backend{}, err
	}
	return Backend{Host: parts[0], Port: uint16(port)}, nil
}

// case: hostname valid backend-spec-split-host-port
func parseBackendOK(spec string) (Backend, error) {
	host, p, err := net.SplitHostPort(spec)
	if err != nil {
		return Backend{}, err
	}
	port, err := strconv.ParseUint(p, 10, 16)
	if err != nil {
		return Backend{}, err
	}
	return Backend{Host: host, Port: uint16(port)}, nil
}

// case: hostname valid weight-ratio-split
func parseWeights(spec string) (int, int, error) {
	parts := strings.Split(spec, ":")
	if len(parts) != 2 {
		return 0, 0, errors.New("weights: want a:b")
	}
	a, err := strconv.Atoi(parts[0])
	if err != nil {
		return 0, 0, err
	}
	b, err := strconv.Atoi(parts[1])
	return a, b, err
}
