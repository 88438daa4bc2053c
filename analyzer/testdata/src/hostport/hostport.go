// Package hostport holds host:port pairs formatted by hand into URLs.
package hostport

import (
	"fmt"
	"net"
	"net/http"
	"strconv"
)

const local = "localhost"

func get(host string, port int, sport, scheme string) {
	http.Get(fmt.Sprintf("http://%s:%d/health", host, port))  // want `http\.Get: a host and ':port' joined by hand`
	http.Get(fmt.Sprintf("http://%s:%s/health", host, sport)) // want `http\.Get: a host and ':port' joined by hand`
	http.Get(fmt.Sprintf("http://%v:8080/", host))            // want `http\.Get: a host and ':port' joined by hand`
	http.Get(fmt.Sprintf("https://user@%s:%d/", host, port))  // want `http\.Get: a host and ':port' joined by hand`
	http.Get(fmt.Sprintf("%s://%s:%d/", scheme, host, port))  // want `http\.Get: a host and ':port' joined by hand`
	http.Get(fmt.Sprintf("http://[%s]:%d/", host, port))      // brackets already
	http.Get(fmt.Sprintf("http://%s:%d/", local, port))       // a constant host
	http.Get(fmt.Sprintf("http://%s:%d/", "127.0.0.1", port)) // a constant host
	http.Get(fmt.Sprintf("http://%s/", net.JoinHostPort(host, strconv.Itoa(port))))
	http.Get(fmt.Sprintf("http://%s/x:%d", host, port))         // the ':' is in the path
	http.Get("http://" + host + ":" + strconv.Itoa(port) + "/") // not a format
	http.Get(fmt.Sprintf("http://%s.example.com:%d/", host, port))
}

func notASink(host string, port int) string {
	return fmt.Sprintf("listening on http://%s:%d/", host, port)
}
