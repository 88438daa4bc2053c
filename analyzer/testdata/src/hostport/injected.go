package hostport

import (
	"fmt"
	"net"
	"net/url"
	"os"
)

// extURL is given the function that names this host (alertmanager's
// app/url.go): os.Hostname here, a constant name in its tests.
func extURL(hostnamef func() (string, error), listen string) (*url.URL, error) {
	hostname, err := hostnamef()
	if err != nil {
		return nil, err
	}
	_, port, err := net.SplitHostPort(listen)
	if err != nil {
		return nil, err
	}
	return url.Parse(fmt.Sprintf("http://%s:%s/", hostname, port)) // a name, never an address
}

func run() {
	extURL(os.Hostname, ":9093")
	extURL(func() (string, error) { return "alertmanager", nil }, ":9093")
}

// peerURL is given any function: its host may be an address.
func peerURL(addrf func() (string, error), port int) (*url.URL, error) {
	addr, err := addrf()
	if err != nil {
		return nil, err
	}
	return url.Parse(fmt.Sprintf("http://%s:%d/", addr, port)) // want `IPv6`
}

func runPeers(lookup func() (string, error)) {
	peerURL(os.Hostname, 9094)
	peerURL(lookup, 9094)
}

// makeTargetURL brackets an IPv6 host, and puts a bucket before a host
// only for DNS names (minio-go): the IP literal after "bucket." is a
// combination no run makes.
func makeTargetURL(scheme, endpoint, bucket string, virtualHost bool) (*url.URL, error) {
	host := endpoint
	if h, p, err := net.SplitHostPort(host); err == nil && p == "443" {
		host = h
		if ip := net.ParseIP(h); ip != nil && ip.To4() == nil {
			host = "[" + h + "]"
		}
	}
	urlStr := scheme + "://" + host + "/"
	if virtualHost {
		urlStr = scheme + "://" + bucket + "." + host + "/"
	}
	return url.Parse(urlStr)
}

// Brackets written by hand at the start of the host are an IP literal.
func literalHost(h string) (*url.URL, error) {
	return url.Parse("http://[" + h + "]:8080/")
}

// ... and after text of a name, a combination no run makes: not checked.
func nameAndBrackets(h string) (*url.URL, error) {
	return url.Parse("http://api.[" + h + "]/")
}
