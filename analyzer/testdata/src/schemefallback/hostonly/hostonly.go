// Package hostonly parses text again after "https://" when the URL has
// no host: a host name with a port reaches that fallback (url.Parse
// reads the name as a scheme), an IP address with one does not (the
// parse fails first): an IP address is as valid a host as a name.
package hostonly

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/url"
	"strings"

	"google.golang.org/grpc"
)

func registryHost(host string) (string, error) {
	u, err := url.Parse(host) // want `host is parsed again after "://" when the URL has no host, so the code expects host\[:port\] there; but url\.Parse fails on an IP address with a port`
	if err != nil {
		return "", err
	}
	if u.Host == "" {
		u, err = url.Parse(fmt.Sprintf("https://%s/", host))
		if err != nil {
			return "", err
		}
	}
	return u.Host, nil
}

// Look-alikes: the parse's failure falls back too; a test of "://"
// before the parse.
func anyHost(host string) (string, error) {
	u, err := url.Parse(host)
	if err != nil || u.Host == "" {
		u, err = url.Parse("https://" + host)
		if err != nil {
			return "", err
		}
	}
	return u.Host, nil
}

func schemeFirst(host string) (string, error) {
	if len(host) > 8 && host[:8] != "https://" {
		return "", errors.New("no scheme")
	}
	u, err := url.Parse(host)
	if err != nil {
		return "", err
	}
	if u.Host == "" {
		u, err = url.Parse("https://" + host)
		if err != nil {
			return "", err
		}
	}
	return u.Host, nil
}

// The text used as it is when the parse leaves an Opaque part, as a
// host name with a port does ("peer.example:7000" has scheme
// "peer.example"): the code expects host:port, but "10.0.0.7:7000"
// fails first.
func dialPeer(addr string) (net.Conn, error) {
	u, err := url.Parse(addr) // want `addr is used as it is when the URL has an Opaque part .*, so the code expects host\[:port\] there; but url\.Parse fails on an IP address with a port`
	if err != nil {
		return nil, err
	}
	if u.Opaque != "" {
		return net.Dial("tcp", addr)
	}
	return net.Dial(u.Scheme, u.Host)
}

// The text replaced by the URL's Host for the schemes the code knows and
// kept for any other: a host and port formatted together, with or
// without a scheme in the host.
func collectorEndpoint(host string, port int) (string, bool, error) {
	endpoint := fmt.Sprintf("%s:%d", host, port)
	u, err := url.Parse(endpoint) // want `endpoint is replaced by the URL's Host for some schemes and kept as it is for any other`
	if err != nil {
		return "", false, err
	}
	insecure := true
	switch u.Scheme {
	case "http":
		endpoint = u.Host
	case "https":
		endpoint = u.Host
		insecure = false
	}
	return endpoint, insecure, nil
}

func collectorEndpointIf(endpoint string) (string, error) {
	u, err := url.Parse(endpoint) // want `endpoint is replaced by the URL's Host for some schemes`
	if err != nil {
		return "", err
	}
	if u.Scheme == "http" || u.Scheme == "https" {
		endpoint = u.Host
	}
	return endpoint, nil
}

// Look-alikes: the parse's failure falls back to the text too; a scheme
// the code does not know is refused; "://" tested before the parse;
// the Opaque branch only reports the text.
func dialPeerAny(addr string) (net.Conn, error) {
	u, err := url.Parse(addr)
	if err != nil {
		return net.Dial("tcp", addr)
	}
	if u.Opaque != "" {
		return net.Dial("tcp", addr)
	}
	return net.Dial(u.Scheme, u.Host)
}

func collectorEndpointKnown(endpoint string) (string, error) {
	u, err := url.Parse(endpoint)
	if err != nil {
		return "", err
	}
	switch u.Scheme {
	case "http", "https":
		endpoint = u.Host
	default:
		return "", errors.New("unknown scheme")
	}
	return endpoint, nil
}

func collectorEndpointTested(endpoint string) (string, error) {
	if strings.Contains(endpoint, "://") {
		u, err := url.Parse(endpoint)
		if err != nil {
			return "", err
		}
		switch u.Scheme {
		case "http", "https":
			endpoint = u.Host
		}
	}
	return endpoint, nil
}

func peerURL(addr string) (*url.URL, error) {
	u, err := url.Parse(addr)
	if err != nil {
		return nil, err
	}
	if u.Opaque != "" {
		return nil, fmt.Errorf("peer %s: want scheme://host:port", addr)
	}
	return u, nil
}

// The URL's own text kept where the parse leaves an Opaque part: that
// text is what the function was given ("registry.local:5000/team").
func joinRepo(base, rel string) string {
	u, err := url.Parse(base) // want `base is used as it is when the URL has an Opaque part .*; but url\.Parse fails on an IP address with a port`
	if err != nil {
		return ""
	}
	if u.Opaque != "" {
		return u.String() + "/" + rel
	}
	return u.JoinPath(rel).String()
}

// The URL's text written where it has no Opaque part only.
func joinPlain(base, rel string) string {
	u, err := url.Parse(base)
	if err != nil {
		return ""
	}
	if u.Opaque == "" {
		return u.String() + "/" + rel
	}
	return ""
}

// An opaque URL refused, its text only in the error.
func refuseOpaque(base string) (*url.URL, error) {
	u, err := url.Parse(base)
	if err != nil {
		return nil, err
	}
	if u.Opaque != "" {
		return nil, fmt.Errorf("%s: not a hierarchical URL", u.String())
	}
	return u, nil
}

// A look-alike: the address kept for any scheme but tcp:// is handed to
// gRPC, whose targets have schemes of their own (unix:///run/app.sock):
// the kept schemes are gRPC's, not host:port (BuildKit's client).
func dialDaemon(ctx context.Context, address string) (*grpc.ClientConn, error) {
	uri, err := url.Parse(address)
	if err != nil {
		return nil, err
	}
	if uri.Scheme == "tcp" {
		address = uri.Host
	}
	return grpc.DialContext(ctx, address)
}
