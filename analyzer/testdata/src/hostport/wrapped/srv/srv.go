// Package srv starts servers on the addresses it is given. // want package:`urlListens\(2\)` package:`urlResults`
package srv

import (
	"net"
	"net/http"
)

// Listen serves h on addr.
func Listen(addr string, h http.Handler) error { // want Listen:`urlListen\(0:listen\)`
	l, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	return http.Serve(l, h)
}

// Start serves on addr.
func Start(addr string) error { // want Start:`urlListen\(0:listen\)`
	srv := &http.Server{Addr: addr}
	return srv.ListenAndServe()
}

// Name only names the address.
func Name(addr string) string { return "server at " + addr }
