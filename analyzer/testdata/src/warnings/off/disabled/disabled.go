// Package disabled is package off, analyzed with -warnings and
// -disable=host-underscore,hostport: the warnings stay off.
package disabled

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
