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
