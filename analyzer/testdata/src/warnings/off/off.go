// Package off holds warnings that the default configuration does not
// report: host-underscore is a warning, off unless asked for.
package off

import (
	"fmt"
	"net/url"
)

func off() {
	url.Parse("http://my_service:8080/health")
	url.Parse("http://my_service:80x/health") // want `url\.Parse: .*port`
}

func hostPort(host string, port int) {
	url.Parse(fmt.Sprintf("http://%s:%d/", host, port)) // hostport is a warning too
}
