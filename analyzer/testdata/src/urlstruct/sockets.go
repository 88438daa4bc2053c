package urlstruct

import (
	"context"
	"net"
	"net/http"
	"net/url"
)

// A socket's path kept as the Host of its requests' URLs, the key of a
// transport that dials the socket whatever the address: quiet.
type socketTransport struct {
	host string
	c    *http.Client
}

func newSocketTransport(sock string) *socketTransport {
	t := &http.Transport{
		DialContext: func(ctx context.Context, _, _ string) (net.Conn, error) {
			return new(net.Dialer).DialContext(ctx, "unix", sock)
		},
	}
	return &socketTransport{host: sock, c: &http.Client{Transport: t}}
}

func DefaultSocketTransport() *socketTransport { return newSocketTransport("/var/run/engine.sock") }

func (t *socketTransport) Do(path string) (*http.Response, error) {
	req := &http.Request{Method: http.MethodGet, Header: http.Header{}}
	req.URL = &url.URL{Scheme: "http", Host: t.host, Path: path}
	return t.c.Do(req)
}

// Look-alike: the path given as the host of a TCP dialer's transport.
type tcpTransport struct {
	host string
}

func newTCPTransport(addr string) *tcpTransport {
	go func() { net.Dial("tcp", addr) }()
	return &tcpTransport{host: addr}
}

func DefaultTCPTransport() *tcpTransport { return newTCPTransport("/var/run/engine") } // want `url.URL.Host holds the host alone, not a path`

func (t *tcpTransport) Do(path string) (*http.Response, error) {
	return http.DefaultClient.Do(&http.Request{Method: http.MethodGet, URL: &url.URL{Scheme: "http", Host: t.host, Path: path}})
}
