// Package served hands its server a listener: Serve never reads the
// server's Addr, so what it holds is no listener's address.
package served

import (
	"net"
	"net/http"
)

func serve(l net.Listener, host, port string) error {
	srv := &http.Server{Addr: host + ":" + port}
	return srv.Serve(l)
}
