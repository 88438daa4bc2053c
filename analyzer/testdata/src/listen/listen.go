// Package listen parses URLs only to take a listen address from them: an
// empty host there means every interface, not a missing server.
package listen

import (
	"log"
	"net"
	"net/http"
	"net/url"
)

func listenOn(addr string) error {
	u, err := url.Parse("http://" + addr)
	if err != nil {
		return err
	}
	log.Printf("listening on %s", u.Host)
	l, err := net.Listen("tcp", u.Host)
	if err != nil {
		return err
	}
	return l.Close()
}

func serve(u *url.URL) error {
	srv := &http.Server{Addr: u.Host}
	if u.Scheme == "https" {
		return srv.ListenAndServeTLS("cert.pem", "key.pem")
	}
	return srv.ListenAndServe()
}

func servePort(u *url.URL) error {
	return http.ListenAndServe(":"+u.Port(), nil)
}

func Main() {
	listenOn(":8008")
	u, _ := url.Parse("http://:9090")
	http.ListenAndServe(u.Host, nil)
	v, _ := url.Parse("http://:9091")
	serve(v)
	p, _ := url.Parse("http://:9092/metrics")
	servePort(p)
}

// A URL that is also sent is a request: its empty host is an error.
func sent() {
	w, _ := url.Parse("http://:9093/healthz") // want `http URLs need a non-empty host`
	http.Get(w.String())
	x, _ := url.Parse("http://:9094") // want `http URLs need a non-empty host`
	net.Listen("tcp", x.Host)
	http.Get(x.String())
	y, _ := url.Parse("http://:9095") // want `http URLs need a non-empty host`
	net.Dial("tcp", y.Host)
	z, _ := url.Parse("http://:9096") // want `http URLs need a non-empty host`
	handOn(z)
}

func handOn(u *url.URL) { http.Get(u.String()) }

// A URL listened on and dialed is a client's too.
func dialedToo() {
	v, _ := url.Parse("http://:9097") // want `http URLs need a non-empty host`
	net.Listen("tcp", v.Host)
	net.Dial("tcp", v.Host)
}

// bindAddr is a listen address parsed by a function of the package.
type bindAddr struct{ scheme, host string }

func parseBindAddr(s string) (bindAddr, error) {
	u, err := url.Parse(s)
	if err != nil {
		return bindAddr{}, err
	}
	return bindAddr{scheme: u.Scheme, host: u.Host}, nil
}

func (b *bindAddr) tls() bool { return b.scheme == "https" }

func serveBind(h http.Handler) error {
	b, err := parseBindAddr("http://" + ":8010")
	if err != nil {
		return err
	}
	if b.tls() {
		return http.ListenAndServeTLS(b.host, "cert.pem", "key.pem", h)
	}
	addr := b.host
	return http.ListenAndServe(addr, h)
}

func serveAndFetch(h http.Handler) {
	b, _ := parseBindAddr("http://:8011") // want `http URLs need a non-empty host`
	go http.ListenAndServe(b.host, h)
	u := url.URL{Scheme: "http", Host: b.host, Path: "/ready"}
	http.Get(u.String())
}
