// Package front takes its listen addresses from URLs and serves on them
// with package relay.
package front

import (
	"net"
	"net/http"
	"net/url"

	"listen/gate"
	"listen/relay"
)

func Run() {
	u, _ := url.Parse("http://" + ":8020")
	relay.Start(u.Host)
	v, _ := url.Parse("http://:8021")
	relay.Open(v.Host)
	w, _ := url.Parse("http://:8022")
	relay.DialBackend(w.Host)
	x, _ := url.Parse("http://:8023")
	relay.ConnectionString(x.Host)
	net.Listen("tcp", x.Host)
	y, _ := url.Parse("http://:8024")
	lc := net.ListenConfig{}
	lc.Listen(nil, "tcp", y.Host)
}

// Neither a field named Addr nor a function named for listeners listens.
func lookAlikes() {
	a, _ := url.Parse("http://:8030") // want `http URLs need a non-empty host`
	relay.AddListener(a.Host)
	b, _ := url.Parse("http://:8031") // want `http URLs need a non-empty host`
	_ = relay.Options{Addr: b.Host}
	c, _ := url.Parse("http://:8032") // want `http URLs need a non-empty host`
	http.ListenAndServeTLS(":8443", c.Host, "key.pem", nil)
}

// A URL listened on and dialed is a client's.
func dialed() {
	d, _ := url.Parse("http://:8033") // want `http URLs need a non-empty host`
	relay.Start(d.Host)
	var dl net.Dialer
	dl.Dial("tcp", d.Host)
}

func forwarded() {
	e, _ := url.Parse("http://:8034") // want `http URLs need a non-empty host`
	relay.Start(e.Host)
	relay.Forward(e.Host)
}

func gated() {
	f, _ := url.Parse("http://:8040")
	gate.Open(f.Host)
	g, _ := url.Parse("http://:8041") // want `http URLs need a non-empty host`
	gate.Open(g.Host)
	gate.Join(g.Host)
}
