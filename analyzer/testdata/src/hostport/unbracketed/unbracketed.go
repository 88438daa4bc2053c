// Package unbracketed writes hosts with no brackets as a url.URL's Host.
package unbracketed

import (
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
)

// The port dropped with Hostname(): an IPv6 host loses its brackets.
func withoutPort(u *url.URL) string {
	if u.Port() != "" {
		u.Host = u.Hostname() // want `url.URL.Host: u.Hostname\(\) is a host with no brackets`
	}
	return u.String()
}

func literal(raw string) (*http.Response, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	v := &url.URL{Scheme: "https", Host: u.Hostname(), Path: "/health"} // want `u.Hostname\(\) is a host with no brackets`
	return http.Get(v.String())
}

func split(u *url.URL) string {
	host, _, err := net.SplitHostPort(u.Host)
	if err == nil {
		u.Host = host // want `host, from net.SplitHostPort, is a host with no brackets`
	}
	return u.String()
}

func ipHost(ip net.IP) string {
	u := url.URL{Scheme: "http", Host: ip.String(), Path: "/metrics"} // want `the IP address ip.String\(\) is a host with no brackets`
	return u.String()
}

func addrHost(a netip.Addr) string {
	u := url.URL{Scheme: "http", Host: a.String()} // want `the IP address a.String\(\) is a host with no brackets`
	return u.String()
}

// The look-alikes: the brackets put back after, a host that keeps them,
// an address tested IPv4, net.JoinHostPort's result.
func normalized(u *url.URL) string {
	if u.Port() == "443" && u.Scheme == "https" {
		u.Host = u.Hostname()
		if strings.Contains(u.Host, ":") {
			u.Host = "[" + u.Host + "]"
		}
	}
	return u.String()
}

func bracketedVar(u *url.URL) string {
	host := u.Hostname()
	if strings.Contains(host, ":") {
		host = "[" + host + "]"
	}
	u.Host = host
	return u.String()
}

func kept(u, v *url.URL) string {
	u.Host = v.Host
	return u.String()
}

func ipv4Only(ip net.IP) string {
	if ip.To4() == nil {
		return ""
	}
	u := url.URL{Scheme: "http", Host: ip.String()}
	return u.String()
}

func joined(u *url.URL, port string) string {
	u.Host = net.JoinHostPort(u.Hostname(), port)
	return u.String()
}

// Not a url.URL: a struct of the program's own.
type endpoint struct{ Host string }

func own(u *url.URL) endpoint {
	return endpoint{Host: u.Hostname()}
}

// Written into URL text with no port: the same host with no brackets.
func samePortless(u *url.URL) (*http.Response, error) {
	return http.Get("http://" + u.Hostname() + "/status") // want `an IP address written as the host with no brackets`
}

// The look-alike: the Host, which keeps them.
func sameHost(u *url.URL) (*http.Response, error) {
	return http.Get("http://" + u.Host + "/status")
}
