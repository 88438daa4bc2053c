// Package tables joins hosts to ":port" where a guard has proved the host
// one of the keys of a table of constant names: a service's name on a
// private network, never an IPv6 address.
package tables

import (
	"errors"
	"net/http"
	"net/url"
	"regexp"
)

var servicePorts = map[string]string{
	"ledger":  "7400",
	"archive": "7410",
	"search":  "9200",
}

// Written to in init: its keys are not only the literal's.
var peerPorts = map[string]string{"relay": "7000"}

func init() { peerPorts["fallback"] = "7001" }

var addressPorts = map[string]string{
	"gateway": "8443",
	"::1":     "8080",
}

var serviceName = regexp.MustCompile(`^[a-z][a-z0-9-]*$`)

var hostText = regexp.MustCompile(`^[0-9a-f.:]+$`)

func serviceURL(raw, service string) (string, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return "", err
	}
	port, known := servicePorts[service]
	if !known {
		return "", errors.New("unknown service " + service)
	}
	u.Host = service + ":" + port
	return u.String(), nil
}

func probe(service string) {
	if port, ok := servicePorts[service]; ok {
		http.Get("http://" + service + ":" + port + "/healthz")
	}
}

func named(service string) {
	if !serviceName.MatchString(service) {
		return
	}
	http.Get("http://" + service + ":7400/healthz")
}

// Look-alikes still reported: the lookup not tested, the host changed
// after it, a table the package writes to, a key that is an IPv6
// address, a pattern that admits ':'.
func lookAlikes(service, peer, other, addr, host string) {
	port, known := servicePorts[service]
	if !known {
		port = "80"
	}
	http.Get("http://" + service + ":" + port + "/") // want `http\.Get: a host and ':port' joined by hand`

	if _, ok := servicePorts[other]; !ok {
		return
	}
	other = peer
	http.Get("http://" + other + ":7400/") // want `http\.Get: a host and ':port' joined by hand`

	if _, ok := peerPorts[peer]; !ok {
		return
	}
	http.Get("http://" + peer + ":7000/") // want `http\.Get: a host and ':port' joined by hand`

	if _, ok := addressPorts[addr]; !ok {
		return
	}
	http.Get("http://" + addr + ":8080/") // want `http\.Get: a host and ':port' joined by hand`

	if !hostText.MatchString(host) {
		return
	}
	http.Get("http://" + host + ":8080/") // want `http\.Get: a host and ':port' joined by hand`
}
