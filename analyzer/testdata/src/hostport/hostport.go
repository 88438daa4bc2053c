// Package hostport holds host:port pairs formatted by hand into URLs.
package hostport

import (
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"strconv"
	"strings"
)

const local = "localhost"

const httpScheme = "http://"

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
	http.Get(fmt.Sprintf("http://%s/x:%d", host, port)) // the ':' is in the path
	http.Get(fmt.Sprintf("http://%s.example.com:%d/", host, port))
}

func concat(host string, port int, sport, scheme, user string, u *url.URL) {
	http.Get("http://" + host + ":8080/health")                 // want `http\.Get: a host and ':port' joined by hand`
	http.Get("http://" + host + ":" + strconv.Itoa(port) + "/") // want `http\.Get: a host and ':port' joined by hand`
	http.Get("http://" + host + ":" + sport)                    // want `http\.Get: a host and ':port' joined by hand`
	http.Get("https://user@" + host + ":8443/")                 // want `http\.Get: a host and ':port' joined by hand`
	http.Get(scheme + "://" + host + ":8080/")                  // want `http\.Get: a host and ':port' joined by hand`
	http.Get("http://" + u.Hostname() + ":8080/")               // want `http\.Get: a host and ':port' joined by hand`
	http.Get("http://" + fmt.Sprintf("%s:%d", host, port))      // want `http\.Get: a host and ':port' joined by hand`
	http.Get(httpScheme + host + ":8080/")                      // want `http\.Get: a host and ':port' joined by hand`
	addr := host + ":8080"                                      // want `http\.Get: a host and ':port' joined by hand`
	http.Get("http://" + addr + "/health")

	// IPv6-safe, or no host joined to a port.
	http.Get("http://" + net.JoinHostPort(host, "8080") + "/health")
	http.Get("http://" + net.JoinHostPort(host, strconv.Itoa(port)))
	http.Get("http://" + net.JoinHostPort(u.Hostname(), sport) + "/")
	http.Get("http://[" + host + "]:8080/")
	http.Get("http://" + local + ":8080/")
	http.Get("http://localhost:" + strconv.Itoa(port) + "/")
	http.Get("http://" + user + "@example.com:8080/") // want `user, a string, is written unescaped into the userinfo`
	http.Get("http://" + host + "/x:8080")
	http.Get("http://" + host + ".example.com:8080/")
	http.Get("http://" + u.Host + "/health")
	srv := httptest.NewServer(nil)
	http.Get(srv.URL + "/health")
}

func notASink(host string, port int) (string, string) {
	return fmt.Sprintf("listening on http://%s:%d/", host, port), "listening on http://" + host + ":" + strconv.Itoa(port)
}

// options is a server's configuration: the tests write a loopback
// address into Host, the program what its configuration file says.
type options struct {
	Host string
	Port int
}

func defaultOptions() *options { return &options{Host: "127.0.0.1", Port: 4222} }

func configure(o *options, conf map[string]any) {
	o.Host = conf["host"].(string)
}

func connect(o *options) {
	http.Get(fmt.Sprintf("http://%s:%d/", o.Host, o.Port)) // want `http\.Get: a host and ':port' joined by hand`
}

func ipv6Default() *options { return &options{Host: "::1", Port: 4222} }

// Names DNS gives and the machine's own name are never addresses.
func dnsNames(addrs []*net.SRV, mx net.MX, port int) {
	domain := strings.TrimRight(addrs[0].Target, ".")
	http.Get(fmt.Sprintf("https://%s:%d/", domain, addrs[0].Port))
	http.Get(fmt.Sprintf("https://%s:%d/", mx.Host, port))
	name, _ := os.Hostname()
	http.Get(fmt.Sprintf("http://%s:%d/", name, port))
}
