package hops // want package:`urlListens\(1\)`

// Hosts passed down two unexported functions before they are joined to a
// port by hand: the arguments of every call, followed back, say whether
// the host may be an IPv6 address.

import (
	"fmt"
	"net"
	"net/http"
)

type server struct{ port int }

func (s *server) run() error {
	host := "0.0.0.0"
	return s.listenOnPort(host, s.port)
}

func (s *server) listenOnPort(host string, port int) error {
	if port == 0 {
		return s.listenOnDynamicPort(host)
	}
	return http.ListenAndServe(fmt.Sprintf("%s:%d", host, port), nil)
}

func (s *server) listenOnDynamicPort(host string) error {
	ln, err := net.Listen("tcp", fmt.Sprintf("%s:%d", host, 0))
	if err != nil {
		return err
	}
	return http.Serve(ln, nil)
}

// Look-alikes: a flag's host among the values, and a parameter of a
// function nothing in the package calls.

var hostFlag string

func serveBoth() {
	relay("127.0.0.1")
	relay(hostFlag)
}

func relay(host string) { listen(host) }

func listen(host string) {
	net.Listen("tcp", fmt.Sprintf("%s:%d", host, 8080)) // want `a host and ':port' joined by hand`
}

func Serve(host string) { serveOn(host) } // want Serve:`urlListen\(0:listen\)`

func serveOn(host string) { listenOn(host) }

func listenOn(host string) {
	net.Listen("tcp", fmt.Sprintf("%s:%d", host, 8080)) // want `a host and ':port' joined by hand`
}
