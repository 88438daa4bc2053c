package listens

import (
	"fmt"
	"net"
	"strconv"
)

// Config's endpoint is formatted by a method of the package; a node keeps
// it in a field and starts a listener of the package on it. The text is
// judged where it is joined (CortexTheseus's HTTPEndpoint).
type Config struct {
	HTTPHost string
	HTTPPort int
}

func (c *Config) HTTPEndpoint() string {
	if c.HTTPHost == "" {
		return ""
	}
	return fmt.Sprintf("%s:%d", c.HTTPHost, c.HTTPPort) // want `listens\.startListener: a host and ':port' joined by hand`
}

func startListener(endpoint string) error {
	l, err := net.Listen("tcp", endpoint)
	if err != nil {
		return err
	}
	return l.Close()
}

type Node struct{ httpEndpoint string }

func NewNode(c *Config) *Node { return &Node{httpEndpoint: c.HTTPEndpoint()} }

func (n *Node) Start() error { return startListener(n.httpEndpoint) } // want Start:`urlListen\(recv\.0:listen\)`

// Look-alike: the endpoint joined by net.JoinHostPort.
type SafeConfig struct {
	Host string
	Port int
}

func (c *SafeConfig) Endpoint() string {
	return net.JoinHostPort(c.Host, strconv.Itoa(c.Port))
}

func StartSafe(c *SafeConfig) error { return startListener(c.Endpoint()) }
