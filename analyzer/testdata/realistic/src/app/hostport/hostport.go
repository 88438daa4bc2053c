// Package hostport builds URLs from a host and a port: by hand, which an
// IPv6 address breaks, and with net.JoinHostPort or hosts known to be
// names or IPv4 addresses.
package hostport

import (
	"encoding/json"
	"flag"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"strconv"
)

// Config is read from a JSON file.
type Config struct {
	Host     string `json:"host"`
	Port     int    `json:"port"`
	Metrics  string `json:"metrics_host"`
	User     string `json:"user"`
	Password string `json:"password"`
}

func load(path string) (*Config, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var c Config
	return &c, json.Unmarshal(b, &c)
}

// case: hostport bug flag-host
var listen = flag.String("host", "localhost", "host to serve on")

func probe(port int) (*http.Response, error) {
	return http.Get(fmt.Sprintf("http://%s:%d/healthz", *listen, port)) // want `JoinHostPort|IPv6`
}

// case: hostport bug config-host
func scrape(c *Config) (*http.Response, error) {
	return http.Get(fmt.Sprintf("http://%s:%d/metrics", c.Host, c.Port)) // want `JoinHostPort|IPv6`
}

// case: hostport bug env-host
func consul() (*http.Response, error) {
	return http.Get("http://" + os.Getenv("CONSUL_HOST") + ":8500/v1/status/leader") // want `JoinHostPort|IPv6`
}

// case: hostport bug parameter-host
func nodeURL(host string, port int) string {
	return fmt.Sprintf("https://%s:%d/api/v1/nodes", host, port) // want `JoinHostPort|IPv6`
}

func nodes(host string) (*http.Response, error) { return http.Get(nodeURL(host, 10250)) }

// case: hostport bug hostname-of-url
func sibling(u *url.URL) (*http.Response, error) {
	return http.Get("http://" + u.Hostname() + ":9090/-/ready") // want `JoinHostPort|IPv6`
}

// case: hostport bug split-host
func admin(addr string) (*http.Response, error) {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, err
	}
	return http.Get(fmt.Sprintf("http://%s:%d/admin", host, 9901)) // want `JoinHostPort|IPv6`
}

// case: hostport bug ip-string
func peer(ip net.IP, port int) (*http.Response, error) {
	return http.Get(fmt.Sprintf("http://%s:%d/raft", ip, port)) // want `JoinHostPort|IPv6`
}

// case: hostport bug ip-string-method
func peerAddr(ip net.IP, port int) (*http.Response, error) {
	return http.Get("http://" + ip.String() + ":" + strconv.Itoa(port) + "/raft") // want `JoinHostPort|IPv6`
}

// case: hostport bug userinfo-host
func withAuth(c *Config) (*url.URL, error) {
	return url.Parse(fmt.Sprintf("http://admin@%s:%d/", c.Host, c.Port)) // want `JoinHostPort|IPv6`
}

// case: hostport bug string-port
func dashboard(host, port string) (*http.Response, error) {
	return http.Get(fmt.Sprintf("http://%s:%s/dashboard", host, port)) // want `JoinHostPort|IPv6`
}

// case: hostport bug scheme-and-host
func endpoint(scheme, host string, port int) (*url.URL, error) {
	return url.Parse(fmt.Sprintf("%s://%s:%d", scheme, host, port)) // want `JoinHostPort|IPv6`
}

// case: hostport bug metrics-host-field
func pushMetrics(c *Config) (*http.Response, error) {
	return http.Post("http://"+c.Metrics+":9091/metrics/job/app", "text/plain", nil) // want `JoinHostPort|IPv6`
}

// case: hostport bug addr-var
func websocketURL(host string) (*url.URL, error) {
	addr := host + ":8080" // want `JoinHostPort|IPv6`
	return url.Parse("ws://" + addr + "/ws")
}

// case: hostport bug request-target
func newProbe(host string, port int) (*http.Request, error) {
	return http.NewRequest("GET", fmt.Sprintf("http://%s:%d/readyz", host, port), nil) // want `JoinHostPort|IPv6`
}

// case: hostport bug lookup-address
func firstAddr(name string) (*http.Response, error) {
	addrs, err := net.LookupHost(name)
	if err != nil || len(addrs) == 0 {
		return nil, err
	}
	return http.Get("http://" + addrs[0] + ":8080/") // want `JoinHostPort|IPv6`
}

// case: hostport valid join-host-port-sprintf
func probeOK(port int) (*http.Response, error) {
	return http.Get(fmt.Sprintf("http://%s/healthz", net.JoinHostPort(*listen, strconv.Itoa(port))))
}

// case: hostport valid join-host-port-concat
func consulOK() (*http.Response, error) {
	return http.Get("http://" + net.JoinHostPort(os.Getenv("CONSUL_HOST"), "8500") + "/v1/status/leader")
}

// case: hostport valid localhost-constant
const localhost = "localhost"

func localProbe(port int) (*http.Response, error) {
	return http.Get(fmt.Sprintf("http://%s:%d/healthz", localhost, port))
}

// case: hostport valid loopback-literal
func loopback(port int) (*http.Response, error) {
	return http.Get("http://127.0.0.1:" + strconv.Itoa(port) + "/debug/vars")
}

// case: hostport valid constant-choice
func regionHost(eu bool, port int) (*http.Response, error) {
	host := "api.us.example.com"
	if eu {
		host = "api.eu.example.com"
	}
	return http.Get(fmt.Sprintf("https://%s:%d/v1/ping", host, port))
}

// case: hostport valid bracketed
func bracketed(host string, port int) (*http.Response, error) {
	return http.Get(fmt.Sprintf("http://[%s]:%d/", host, port))
}

// case: hostport valid dns-suffix
func service(name string, port int) (*http.Response, error) {
	return http.Get(fmt.Sprintf("http://%s.default.svc.cluster.local:%d/", name, port))
}

// case: hostport valid colon-in-path
func pathColon(host string) (*http.Response, error) {
	return http.Get("https://" + host + "/v1/projects/p:list")
}

// case: hostport valid os-hostname
func self(port int) (*http.Response, error) {
	h, err := os.Hostname()
	if err != nil {
		return nil, err
	}
	return http.Get(fmt.Sprintf("http://%s:%d/status", h, port))
}

// case: hostport valid host-with-port
func hostPortField(c *Config) (*http.Response, error) {
	return http.Get("http://" + net.JoinHostPort(c.Host, strconv.Itoa(c.Port)) + "/metrics")
}

// case: hostport valid log-message
func announce(host string, port int) string {
	return fmt.Sprintf("serving on http://%s:%d/", host, port)
}

// case: hostport valid dial-address
func dial(host string, port int) (net.Conn, error) {
	return net.Dial("tcp", net.JoinHostPort(host, strconv.Itoa(port)))
}

// case: hostport valid url-struct
func structURL(host string, port int) string {
	u := url.URL{Scheme: "http", Host: net.JoinHostPort(host, strconv.Itoa(port)), Path: "/metrics"}
	return u.String()
}

// case: hostport valid host-field-whole
func proxyTo(u *url.URL) (*http.Response, error) {
	return http.Get("http://" + u.Host + "/healthz")
}
