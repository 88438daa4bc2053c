package bind // want package:`urlResults\(BindPort=0:\(url\); Endpoint\.Network=0:"unix"\|"tcp"; Endpoint\.URL=0:…"://"…"/"; ParseTarget=1:\(url\)\)` package:`urlWrappers\(3\)` package:`urlListens\(4\)`

// bind reads the addresses a server listens on, written as URLs
// ("http://:8008"), and serves on them.

import (
	"net"
	"net/http"
	"net/url"
)

// Endpoint is where a server listens.
type Endpoint struct {
	Host   string
	Scheme string
	Mode   int
}

func ParseBind(raw string) (Endpoint, error) { // want ParseBind:`urlWrapper\(0→url\.Parse:reference\)` ParseBind:`urlHostResult\(0→0\.0\)`
	u, err := url.Parse(raw)
	if err != nil {
		return Endpoint{}, err
	}
	return Endpoint{u.Host, u.Scheme, 0}, nil
}

func BindPort(raw string) string { // want BindPort:`urlWrapper\(0→url\.Parse:reference\)` BindPort:`urlHostResult\(0→0\)`
	u, err := url.Parse(raw)
	if err != nil {
		return ""
	}
	return u.Port()
}

// ParseTarget also returns the URL whole: its callers may send requests.
func ParseTarget(raw string) (*Endpoint, string) { // want ParseTarget:`urlWrapper\(0→url\.Parse:reference\)`
	u, _ := url.Parse(raw)
	return &Endpoint{Host: u.Host}, u.String()
}

func (e Endpoint) Enabled() bool { // want Enabled:`urlListen\(recv\.0:read\)`
	return e.Host != ""
}

func (e Endpoint) Network() string { // want Network:`urlListen\(recv\.0:read\)`
	if e.Scheme == "unix" {
		return "unix"
	}
	return "tcp"
}

// URL is the URL a client of the endpoint requests.
func (e Endpoint) URL() string {
	return e.Scheme + "://" + e.Host + "/"
}

func Serve(e Endpoint, h http.Handler) error { // want Serve:`urlListen\(0\.0:listen\)`
	if !e.Enabled() {
		return nil
	}
	srv := &http.Server{Addr: e.Host, Handler: h}
	if e.Network() == "unix" {
		l, err := net.Listen(e.Network(), e.Host)
		if err != nil {
			return err
		}
		go srv.Serve(l)
		return nil
	}
	go func() {
		srv.ListenAndServe()
	}()
	return nil
}

func ListenOn(addr string) error { // want ListenOn:`urlListen\(0:listen\)`
	l, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	return l.Close()
}

// ServeChecked listens, then requests its own health check: a client
// of the address.
func ServeChecked(e Endpoint) error {
	go http.ListenAndServe(e.Host, nil)
	_, err := http.Get("http://" + e.Host + "/healthz")
	return err
}

// Probe dials the endpoint.
func Probe(e Endpoint) error {
	c, err := net.Dial(e.Network(), e.Host)
	if err != nil {
		return err
	}
	return c.Close()
}
