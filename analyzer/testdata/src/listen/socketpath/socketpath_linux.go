package socketpath

import (
	"net"
	"net/url"
)

// serveLinux builds for Linux alone, where a socket's path has no drive.
func serveLinux(endpoint string) (net.Listener, error) {
	u, err := url.Parse(endpoint)
	if err != nil {
		return nil, err
	}
	return net.Listen("unix", u.Path)
}
