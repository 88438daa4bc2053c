package hostport

import (
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"strings"
)

// Machine is a node of the cluster, with its public address.
type Machine struct {
	Name     string
	PublicIP netip.Addr
	Host     string
	Port     int
}

// case: hostport bug ip-host-no-port
func verifyIngress(m Machine) (*http.Response, error) {
	return http.Get(fmt.Sprintf("http://%s/.verify", m.PublicIP)) // want `an IP address written as the host with no brackets`
}

// case: hostport valid ip-host-joined
func verifyIngressJoined(m Machine) (*http.Response, error) {
	return http.Get(fmt.Sprintf("http://%s/.verify", net.JoinHostPort(m.PublicIP.String(), "80")))
}

// case: hostport bug port-added-before-scheme
func (m Machine) baseURL() string {
	host := m.Host
	if m.Port != 80 {
		host += ":" + strconv.Itoa(m.Port) // want `JoinHostPort|IPv6`
	}
	return "http://" + host
}

// case: hostport valid port-joined-before-scheme
func (m Machine) baseURLJoined() string {
	host := m.Host
	if m.Port != 80 {
		host = net.JoinHostPort(host, strconv.Itoa(m.Port))
	}
	return "http://" + host
}

// case: hostport bug port-formatted-after-host
func (m Machine) health() (*http.Response, error) {
	u := fmt.Sprintf("http://%s", m.Host)
	if m.Port > 0 {
		u = fmt.Sprintf("%s:%d", u, m.Port) // want `JoinHostPort|IPv6`
	}
	u += "/health"
	return http.Get(u)
}

// case: hostport bug ip-text-host-no-port
func (m Machine) probeURL(resolveFirst bool) (*http.Response, error) {
	host := m.Name
	if resolveFirst {
		host = m.PublicIP.String()
	}
	return http.Get(fmt.Sprintf("http://%s/healthz", host)) // want `an IP address written as the host with no brackets`
}

// case: hostport valid ip-text-host-bracketed
func (m Machine) probeURLBracketed(resolveFirst bool) (*http.Response, error) {
	host := m.Name
	if resolveFirst {
		host = m.PublicIP.String()
	}
	if strings.IndexByte(host, ':') >= 0 {
		host = "[" + host + "]"
	}
	return http.Get(fmt.Sprintf("http://%s/healthz", host))
}
