// Package peers resolves the addresses of a cluster's peers and of a
// metrics sink, as net.ResolveTCPAddr and net.ResolveUDPAddr read them:
// host:port, an IPv6 host in brackets.
package peers

import (
	"fmt"
	"net"
	"os"
	"strconv"
)

// Peer is a member of the cluster, from the configuration file.
type Peer struct {
	Host     string `yaml:"host"`
	Port     int    `yaml:"port"`
	Address  string `yaml:"address"`
	Loopback bool   `yaml:"loopback"`
}

// case: hostport bug resolve-peer-sprintf
func dialAddr(p Peer) (*net.TCPAddr, error) {
	return net.ResolveTCPAddr("tcp", fmt.Sprintf("%s:%d", p.Host, p.Port)) // want `JoinHostPort|IPv6`
}

// case: hostport bug resolve-statsd-env
func statsdAddr() (*net.UDPAddr, error) {
	host := os.Getenv("STATSD_HOST")
	return net.ResolveUDPAddr("udp", host+":"+strconv.Itoa(8125)) // want `JoinHostPort|IPv6`
}

// case: hostport bug resolve-split-rejoined
func gossipAddr(p Peer, gossipPort int) (*net.UDPAddr, error) {
	host, _, err := net.SplitHostPort(p.Address)
	if err != nil {
		return nil, err
	}
	return net.ResolveUDPAddr("udp", fmt.Sprintf("%s:%d", host, gossipPort)) // want `JoinHostPort|IPv6`
}

// case: hostport valid resolve-joined
func dialAddrJoined(p Peer) (*net.TCPAddr, error) {
	return net.ResolveTCPAddr("tcp", net.JoinHostPort(p.Host, strconv.Itoa(p.Port)))
}

// case: hostport valid resolve-listen-local
func listenAddr(p Peer) (*net.TCPAddr, error) {
	host := "127.0.0.1"
	if !p.Loopback {
		host = ""
	}
	return net.ResolveTCPAddr("tcp", fmt.Sprintf("%s:%d", host, p.Port))
}

// case: hostport valid resolve-whole-address
func dialWhole(p Peer) (*net.TCPAddr, error) {
	return net.ResolveTCPAddr("tcp", p.Address)
}

// case: hostport valid resolve-service-name
func resolveService(p Peer) (*net.TCPAddr, error) {
	return net.ResolveTCPAddr("tcp", p.Host+":https")
}

// case: hostport valid resolve-tcpaddr-string
func rebind(a *net.TCPAddr) (*net.UDPAddr, error) {
	return net.ResolveUDPAddr("udp", a.String())
}

// endcase
