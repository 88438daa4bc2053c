package tables

import (
	"errors"
	"net"
	"net/url"
	"os"
)

var apiHost = os.Getenv("API_HOST")

// listEndpoints builds the list its callers range over: every element is
// a template of constants and holes, checked where it is read.
func listEndpoints(ips []string, port string) []string {
	if apiHost != "" {
		return []string{apiHost}
	}
	eps := make([]string, 0, len(ips))
	for _, ip := range ips {
		eps = append(eps, "http://"+net.JoinHostPort(ip, port))
	}
	eps = append(eps, "http://local host:"+port) // want `url\.Parse: space is not allowed in a host`
	return eps
}

func parseEndpoints(ips []string) {
	for _, ep := range listEndpoints(ips, "9000") {
		url.Parse(ep)
	}
}

// listMirrors returns a fixed list, or none on an error path.
func listMirrors(region string) ([]string, error) {
	switch region {
	case "eu":
		return []string{"https://eu.example.com/", "https://eu2.example.com/"}, nil
	case "":
		return nil, errors.New("no region")
	}
	return []string{"https://mirror.example.com/x|y"}, nil // want `url\.Parse: '\|' is not allowed in a path`
}

func parseMirrors() {
	list, err := listMirrors("eu")
	if err != nil {
		return
	}
	for _, m := range list {
		url.Parse(m)
	}
}

// parts returns a parameter's parts: not followed past the parameter.
func parts(s string) []string {
	return []string{s, s + "/x"}
}

func parseParts() {
	for _, p := range parts(os.Args[1]) {
		url.Parse(p)
	}
}
