// Package families writes host:port in branches that say which family
// the host is of.
package families

import (
	"errors"
	"fmt"
	"net"
	"strings"
)

type addr struct {
	network  string // tcp, tcp4, tcp6, ip6, ip4, ...
	host     string
	port     string
	hostname bool // host is a DNS name
}

// In a case of the IPv4 networks the address is IPv4; in the branch of
// a DNS name it is a name. The IPv6 case brackets it.
func dialArgs(a addr) (string, string, error) {
	if a.hostname {
		switch a.network {
		case "tcp", "tcp6", "udp", "udp6":
			return a.network, a.host + ":" + a.port, nil
		}
		return "", "", errors.New("no hostname")
	}
	switch a.network {
	case "tcp4", "udp4":
		return a.network, a.host + ":" + a.port, nil
	case "tcp6", "udp6":
		return a.network, "[" + a.host + "]:" + a.port, nil
	}
	return "", "", errors.New("unknown network")
}

func resolve(a addr) (*net.TCPAddr, error) {
	network, hostport, err := dialArgs(a)
	if err != nil {
		return nil, err
	}
	return net.ResolveTCPAddr(network, hostport)
}

// A case of any family, an IPv4 case that an IPv6 one falls into, and a
// branch of a flag that names no DNS name: reported.
func anyFamily(a addr, cached bool) (*net.TCPAddr, error) {
	switch a.network {
	case "tcp", "udp":
		return net.ResolveTCPAddr(a.network, a.host+":"+a.port) // want `a host and ':port' joined by hand`
	case "tcp6":
		a.network = "tcp"
		fallthrough
	case "tcp4":
		return net.ResolveTCPAddr(a.network, a.host+":"+a.port) // want `a host and ':port' joined by hand`
	}
	if cached {
		return net.ResolveTCPAddr(a.network, a.host+":"+a.port) // want `a host and ':port' joined by hand`
	}
	return nil, errors.New("unknown network")
}

// A server that listens on an IPv6 address in brackets with "tcp6" and
// on any other with "tcp4": the else of a test for two ':' holds no
// IPv6 address.
func listenFamily(ip string, port uint16) (net.Listener, error) {
	var ln net.Listener
	var err error
	if strings.Count(ip, ":") >= 2 {
		if ln, err = net.Listen("tcp6", fmt.Sprintf("[%s]:%d", ip, port)); err != nil {
			return nil, err
		}
	} else {
		if ln, err = net.Listen("tcp4", fmt.Sprintf("%s:%d", ip, port)); err != nil {
			return nil, err
		}
	}
	return ln, nil
}

// The same test the other way round. After it the host has a ':': an
// IPv4-mapped address ("::ffff:192.0.2.1") is served on "tcp4" in
// brackets only, so the network does not excuse the join.
func listenFour(ip string, port uint16) (net.Listener, error) {
	if !strings.Contains(ip, ":") {
		return net.Listen("tcp", fmt.Sprintf("%s:%d", ip, port))
	}
	return net.Listen("tcp4", fmt.Sprintf("%s:%d", ip, port)) // want `net\.Listen: a host and ':port' joined by hand`
}

// An address made IPv4 (net.IPv4 of four bytes read from a socket
// option): its text is dotted-decimal, with no ':' to bracket.
func originalDst(b [8]byte) (*net.TCPAddr, error) {
	ip := net.IPv4(b[4], b[5], b[6], b[7])
	port := uint16(b[2])<<8 + uint16(b[3])
	return net.ResolveTCPAddr("tcp4", fmt.Sprintf("%s:%d", ip.String(), port))
}

