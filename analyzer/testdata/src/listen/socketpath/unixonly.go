//go:build !windows

package socketpath

import (
	"net"
	"net/url"
)

// serveUnix builds where Windows is not.
func serveUnix(endpoint string) (net.Listener, error) {
	u, err := url.Parse(endpoint)
	if err != nil {
		return nil, err
	}
	return net.Listen("unix", u.Path)
}
