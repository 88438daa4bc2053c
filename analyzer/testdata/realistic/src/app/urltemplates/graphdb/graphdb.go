// Package graphdb builds the connection URIs of database drivers urlvet
// does not know, and imports no package with a sink.
package graphdb

import (
	"fmt"
	"strconv"
)

// Settings come from the environment.
type Settings struct {
	Host string
	Port int
	TLS  bool
}

// case: templates bug bolt-uri
func BoltURI(s Settings) string {
	return fmt.Sprintf("bolt://%s:%d", s.Host, s.Port) // want `joined by hand`
}

// case: templates bug scheme-choice-uri
func URI(s Settings) string {
	scheme := "neo4j"
	if s.TLS {
		scheme = "neo4j+s"
	}
	return fmt.Sprintf("%s://%s:%d", scheme, s.Host, s.Port) // want `joined by hand`
}

// case: templates bug opc-endpoint
func OPCEndpoint(host string, port int) string {
	return fmt.Sprintf("opc.tcp://%s:%d/freeopcua/server/", host, port) // want `joined by hand`
}

// case: templates valid bolt-localhost
func LocalBolt(port int) string {
	return fmt.Sprintf("bolt://%s:%d", "localhost", port)
}

// case: templates bug address-result
func Addr(s Settings) string {
	return fmt.Sprintf("%s:%d", s.Host, s.Port) // want `graphdb\.Addr: a host and ':port' joined by hand`
}

// case: templates valid address-only
func Label(s Settings) string {
	return fmt.Sprintf("%s:%d", s.Host, s.Port)
}

// case: templates valid bolt-bracketed
func BracketedBolt(s Settings) string {
	return fmt.Sprintf("bolt://[%s]:%d", s.Host, s.Port)
}

// case: templates valid port-label
func Label(s Settings) string {
	return fmt.Sprintf("graph %s (port %s)", s.Host, strconv.Itoa(s.Port))
}
