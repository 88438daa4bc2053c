// Package wrapped hands addresses written by hand to another package's
// functions that listen on them.
package wrapped

import (
	"fmt"

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
