// Package disabled is package off, analyzed with -warnings and
// -disable=host-underscore,hostport,unescaped: the warnings stay off.
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
	url.Parse(fmt.Sprintf("http://%s:%d/", host, port)) // hostport, an error, disabled
}

func unescaped(name string) {
	url.Parse(fmt.Sprintf("https://api.example.com/users/%s", name))
}
