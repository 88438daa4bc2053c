// Package constfields formats database URLs from hosts held in
// unexported fields that the package writes only constant names into,
// and from a helper's host parameter that takes only such fields and
// constants: no IPv6 address reaches the format.
package constfields

import (
	"fmt"
	"net/http"
	"net/url"
)

type primary struct {
	host, port string
	standby    *standby
}

type standby struct {
	host, port string
}

func startPrimary(port string) *primary {
	p := &primary{host: "localhost", port: port}
	p.standby = &standby{"127.0.0.1", port}
	return p
}

func (p *primary) restart() { p.host = "db.internal" }

func (p *primary) URI() (*url.URL, error) { return dsn(p.host, p.port, "app") }

func (p *primary) StandbyURI() (*url.URL, error) {
	return dsn(p.standby.host, p.standby.port, "app")
}

func templateURI(port string) (*url.URL, error) { return dsn("localhost", port, "template1") }

func dsn(host, port, database string) (*url.URL, error) {
	return url.Parse(fmt.Sprintf("postgres://%s:%s/%s?sslmode=disable", host, port, database))
}

func (p *primary) health() (*http.Response, error) {
	return http.Get("http://" + p.host + ":" + p.port + "/health")
}

// Server is set by importers too: its host may be anything, whatever
// the package writes into it.
type Server struct {
	Host, Port string
}

func DefaultServer() *Server { return &Server{Host: "localhost", Port: "8080"} }

// node's host is also set from a parameter, peer's to an IPv6 address.
type node struct{ host, port string }

func newNode(host string) *node { return &node{host: host, port: "7000"} }

func localNode() *node { return &node{host: "localhost", port: "7000"} }

type peer struct{ host, port string }

func loopbackPeer() *peer { return &peer{host: "::1", port: "7001"} }

// Look-alikes still reported: an exported field, a field also written
// from a parameter or with a ':', and a helper's parameter given one.
func lookAlikes(s *Server, n *node, q *peer) {
	http.Get("http://" + s.Host + ":" + s.Port + "/")           // want `http\.Get: a host and ':port' joined by hand`
	http.Get("http://" + n.host + ":" + n.port + "/")           // want `http\.Get: a host and ':port' joined by hand`
	http.Get("http://" + q.host + ":" + q.port + "/")           // want `http\.Get: a host and ':port' joined by hand`
	http.Get(fmt.Sprintf("http://%s:%s/", nodeHost(n), n.port)) // want `http\.Get: a host and ':port' joined by hand`
	gossip(n.host, n.port)
	gossip("localhost", "7000")
}

func nodeHost(n *node) string { return n.host }

func gossip(host, port string) {
	http.Get("http://" + host + ":" + port + "/gossip") // want `http\.Get: a host and ':port' joined by hand`
}
