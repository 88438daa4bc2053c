package hostport

import (
	"fmt"
	"net/http"
	"net/url"
)

// Formats whose verbs name their argument's index ("%[2]s"): fmt gives
// each verb the argument the index names, and the next verb the argument
// after it.

// case: hostport bug indexed-host-second
func statusPage(c *Config) (*http.Response, error) {
	return http.Get(fmt.Sprintf("http://%[2]s:%[1]d/status", c.Port, c.Host)) // want `JoinHostPort|IPv6`
}

// case: hostport bug indexed-scheme-reused
func streamURL(scheme string, c *Config) string {
	return fmt.Sprintf("%[1]s://%[2]s:%[3]d/stream?transport=%[1]s", scheme, c.Metrics, c.Port) // want `JoinHostPort|IPv6`
}

// case: hostport bug indexed-after-plain
func nodeInfo(c *Config, node string) (*http.Response, error) {
	return http.Get(fmt.Sprintf("http://%s:%d/nodes/%[3]s/info?port=%[2]d", c.Host, c.Port, url.PathEscape(node))) // want `JoinHostPort|IPv6`
}

// case: hostport valid indexed-constant-host
func sidecar(c *Config) (*http.Response, error) {
	return http.Get(fmt.Sprintf("http://%[2]s:%[1]d/ready?upstream=%[3]s", c.Port, "127.0.0.1", url.QueryEscape(c.Host)))
}

// case: hostport valid indexed-port-before-host
func tagged(c *Config) (*http.Response, error) {
	return http.Get(fmt.Sprintf("http://%[3]s/ports/%[2]d/%[1]s", url.PathEscape(c.Host), c.Port, "gateway.internal:8443"))
}

// case: hostport valid indexed-width
func padded(c *Config, shard int) (*http.Response, error) {
	return http.Get(fmt.Sprintf("http://%[2]s:%[3]d/shards/%0*[1]d", shard, "localhost", c.Port, 4))
}

// endcase
