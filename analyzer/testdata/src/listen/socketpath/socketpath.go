// Package socketpath serves and dials local sockets named by endpoints
// such as "unix:///run/plugin/plugin.sock".
package socketpath

import (
	"fmt"
	"net"
	"net/url"
	"os"
	"strings"
)

// serve listens on the socket its endpoint names: on Windows nodes the
// endpoint is "unix://C:\plugin\plugin.sock", which url.Parse rejects.
func serve(endpoint string) (net.Listener, error) {
	u, err := url.Parse(endpoint) // want `url\.Parse: the path of this URL is listened on as a socket's file`
	if err != nil {
		return nil, err
	}
	if u.Scheme != "unix" {
		return nil, fmt.Errorf("unsupported scheme %q", u.Scheme)
	}
	sock := u.Path
	if err := os.Remove(sock); err != nil && !os.IsNotExist(err) {
		return nil, err
	}
	return net.Listen(u.Scheme, sock)
}

// serveAny listens on a TCP address or on a socket.
func serveAny(endpoint string) (net.Listener, error) {
	u, err := url.Parse(endpoint) // want `url\.Parse: the path of this URL is listened on`
	if err != nil {
		return nil, err
	}
	switch u.Scheme {
	case "tcp":
		return net.Listen("tcp", net.JoinHostPort(u.Hostname(), u.Port()))
	case "unix":
		return net.Listen("unix", u.Path)
	}
	return nil, fmt.Errorf("unsupported scheme %q", u.Scheme)
}

// serveCut cuts the scheme off the text: the path is kept as written.
func serveCut(endpoint string) (net.Listener, error) {
	sock, ok := strings.CutPrefix(endpoint, "unix://")
	if !ok {
		return nil, fmt.Errorf("not a unix endpoint: %s", endpoint)
	}
	return net.Listen("unix", sock)
}

// serveTCP listens on the host and port of a URL: no file path.
func serveTCP(endpoint string) (net.Listener, error) {
	u, err := url.Parse(endpoint)
	if err != nil {
		return nil, err
	}
	return net.Listen("tcp", net.JoinHostPort(u.Hostname(), u.Port()))
}

// dial connects to a server's socket, which may be another machine's:
// its path is the server's to name.
func dial(endpoint string) (net.Conn, error) {
	u, err := url.Parse(endpoint)
	if err != nil {
		return nil, err
	}
	return net.Dial("unix", u.Path)
}

// open reads the file a file URL names: its path is escaped URL text
// that url.Parse decodes.
func open(ref string) (*os.File, error) {
	u, err := url.Parse(ref)
	if err != nil {
		return nil, err
	}
	return os.Open(u.Path)
}

// The program's own endpoint is known text, checked as it is.
const defaultEndpoint = "unix:///run/plugin/plugin.sock"

func serveDefault() (net.Listener, error) {
	u, err := url.Parse(defaultEndpoint)
	if err != nil {
		return nil, err
	}
	return net.Listen("unix", u.Path)
}
