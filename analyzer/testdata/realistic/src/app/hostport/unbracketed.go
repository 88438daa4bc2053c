package hostport

import (
	"net"
	"net/http"
	"net/url"
	"strings"
)

// Hosts with no brackets written as a URL's host: the functions that give
// a host alone drop an IPv6 address's brackets.

// case: hostport bug unbracketed-default-port
// canonical drops the scheme's default port from a configured endpoint.
func canonical(endpoint string) (string, error) {
	u, err := url.Parse(endpoint)
	if err != nil {
		return "", err
	}
	if u.Scheme == "https" && u.Port() == "443" || u.Scheme == "http" && u.Port() == "80" {
		u.Host = u.Hostname() // want `host with no brackets`
	}
	return u.String(), nil
}

// case: hostport bug unbracketed-split-host
// tracesURL points at the collector's HTTP port on the agent's host.
func tracesURL(agentAddr string) string {
	host, _, err := net.SplitHostPort(agentAddr)
	if err != nil {
		host = agentAddr
	}
	u := url.URL{Scheme: "http", Host: host, Path: "/v1/traces"} // want `host with no brackets`
	return u.String()
}

// case: hostport bug unbracketed-peer-ip
// peerStatus asks a peer by the address it connected from.
func peerStatus(peer *net.TCPAddr) (*http.Response, error) {
	u := url.URL{Scheme: "http", Host: peer.IP.String(), Path: "/status"} // want `host with no brackets`
	return http.Get(u.String())
}

// case: hostport bug unbracketed-text
// robots fetches the rules of a page's site, on the default port.
func robots(page *url.URL) (*http.Response, error) {
	return http.Get("https://" + page.Hostname() + "/robots.txt") // want `with no brackets`
}

// case: hostport valid unbracketed-rebracketed
func canonicalBracketed(u *url.URL) string {
	if u.Scheme == "https" && u.Port() == "443" {
		u.Host = u.Hostname()
		if strings.Contains(u.Host, ":") {
			u.Host = "[" + u.Host + "]"
		}
	}
	return u.String()
}

// case: hostport valid unbracketed-joined
func withDefaultPort(u *url.URL) string {
	if u.Port() == "" {
		u.Host = net.JoinHostPort(u.Hostname(), "443")
	}
	return u.String()
}

// case: hostport valid unbracketed-ipv4-peer
func peerStatus4(peer *net.TCPAddr) (*http.Response, error) {
	ip := peer.IP.To4()
	if ip == nil {
		return nil, nil
	}
	u := url.URL{Scheme: "http", Host: ip.String(), Path: "/status"}
	return http.Get(u.String())
}

// case: hostport valid unbracketed-host-kept
func robotsSamePort(page *url.URL) (*http.Response, error) {
	return http.Get("https://" + page.Host + "/robots.txt")
}

// endcase
