// Package transport builds an HTTP transport that also dials Unix // want package:`urlSchemes\(unix\)`
// sockets, as etcd's client/pkg/transport does.
package transport

import "net/http"

func NewTransport(unix http.RoundTripper) *http.Transport {
	t := &http.Transport{}
	t.RegisterProtocol("unix", unix)
	return t
}
