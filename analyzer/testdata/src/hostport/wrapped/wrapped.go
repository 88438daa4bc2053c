// Package wrapped hands addresses written by hand to another package's
// functions that listen on them.
package wrapped

import (
	"fmt"
	"net"

	"hostport/wrapped/srv"
)

func serve(host, port string) {
	srv.Listen(host+":"+port, nil)              // want `srv.Listen: a host and ':port' joined by hand`
	srv.Start(fmt.Sprintf("%s:%s", host, port)) // want `srv.Start: a host and ':port' joined by hand`
	srv.Start(":" + port)
	_ = srv.Name(host + ":" + port)
}

type server struct{}

func (s *server) listen(addr string) error {
	return srv.Listen(addr, nil)
}

func (s *server) describe(addr string) string { return srv.Name(addr) }

func (s *server) run(host, port string) {
	s.listen(host + ":" + port) // want `wrapped.server.listen: a host and ':port' joined by hand`
	s.listen(":" + port)
	_ = s.describe(host + ":" + port)
}

// A dialer of the package's own, given the address as it is: go vet's
// hostport sees only a format given to net.Dial itself.
func dial(target string) (net.Conn, error) { return net.Dial("tcp", target) }

// unixDial's address is a socket's path.
func unixDial(path string) (net.Conn, error) { return net.Dial("unix", path) }

func connect(addr, port string, sock string) {
	dial(fmt.Sprintf("%s:%s", addr, port)) // want `wrapped.dial: a host and ':port' joined by hand`
	dial(addr + ":" + port)                // want `wrapped.dial: a host and ':port' joined by hand`
	dial(fmt.Sprintf(":%s", port))
	unixDial(fmt.Sprintf("%s:%s", sock, port))
}
