// Package addr reads fields that hold network addresses, written as
// IP addresses and ports, at sinks that take an address.
package addr

import (
	"fmt"
	"net/http"
	"net/url"
)

type driver struct {
	endpoint string
}

func newDriver(port string) *driver {
	return &driver{endpoint: fmt.Sprintf("127.0.0.1:%s", port)}
}

// A receiver: every write of the field, at a sink taking host:port.
func (d *driver) location(secure bool) *url.URL {
	if secure {
		return nil
	}
	return &url.URL{Scheme: "http", Host: d.endpoint}
}

type peer struct {
	addr string
}

var peers = []*peer{{addr: "10.0.0.1:80x"}} // want `url\.URL\.Host: .*port`

func (p *peer) url() *url.URL {
	return &url.URL{Scheme: "http", Host: p.addr}
}

type listener struct {
	addr string
}

var listeners = []*listener{{addr: "[::1]:9000"}}

// A URL sink: an address is not the URL it takes, and the field's
// constants are not checked there.
func (l *listener) get() {
	http.Get(l.addr)
}

// Not the whole argument: the field is a hole of the template, its
// constants not checked.
func (l *listener) base() *url.URL {
	return &url.URL{Scheme: "http", Host: l.addr + "0"}
}
