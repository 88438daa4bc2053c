package splitfailed

import (
	"errors"
	"fmt"
	"log"
	"net"
	"net/http"
)

// The host net.SplitHostPort returns with an error is "": a node given
// without a port makes ":8500".
func agentAddress(node string) string {
	addr, port, err := net.SplitHostPort(node)
	if ae, ok := err.(*net.AddrError); ok && ae.Err == "missing port in address" {
		port = "8500"
		return net.JoinHostPort(addr, port) // want `addr is the host net.SplitHostPort returned with an error, always ""`
	} else if err == nil {
		return net.JoinHostPort(addr, port)
	}
	return ""
}

// A host formatted into an address with fmt.Sprintf is URL text.
func agentConfig(node string) string {
	addr, port, err := net.SplitHostPort(node)
	if err != nil {
		port = "8500"
		return fmt.Sprintf("[%s]:%s", addr, port) // want `addr is the host net.SplitHostPort returned with an error`
	}
	return net.JoinHostPort(addr, port)
}

func proxyURL(hostport string) string {
	host, port, err := net.SplitHostPort(hostport)
	if err != nil {
		return "http://" + net.JoinHostPort(host, "3128") // want `host is the host net.SplitHostPort returned with an error`
	}
	return "http://" + net.JoinHostPort(host, port)
}

func origin(hostport string) string {
	host, port, err := net.SplitHostPort(hostport)
	var ae *net.AddrError
	if errors.As(err, &ae) {
		return "https://" + net.JoinHostPort(host, port) // want `host is the host net.SplitHostPort returned with an error` `port is the port net.SplitHostPort returned with an error`
	}
	return "https://" + hostport
}

// Look-alikes: a fallback written over the host, a read where the split
// succeeded, and the host in an error's text.
func withDefault(hostport string) string {
	host, port, err := net.SplitHostPort(hostport)
	if err != nil {
		host, port = hostport, "443"
	}
	return "https://" + net.JoinHostPort(host, port)
}

func succeeded(hostport string) (*http.Response, error) {
	host, _, err := net.SplitHostPort(hostport)
	if err == nil {
		return http.Get("https://" + net.JoinHostPort(host, "443") + "/")
	}
	return nil, err
}

func explained(hostport string) error {
	host, port, err := net.SplitHostPort(hostport)
	if err != nil {
		log.Printf("split %q: host %q, port %q", hostport, host, port)
		return fmt.Errorf("split %q (host %q, port %q): %w", hostport, host, port, err)
	}
	return nil
}
