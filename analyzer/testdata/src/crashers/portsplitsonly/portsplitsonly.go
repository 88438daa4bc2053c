// Package portsplitsonly imports neither net/url nor net/http, so only
// the hostname check's port splits run on it; it parses a port from a
// split and dials an address formatted by fmt.Sprintf.
package portsplitsonly

import (
	"fmt"
	"net"
	"strconv"
	"strings"
)

type conn struct {
	host string
	port int
}

func parse(line string) (c conn) {
	t := strings.Split(line, " ")
	c.host = t[0]
	c.port, _ = strconv.Atoi(t[1])
	return c
}

func (c conn) dial() (net.Conn, error) {
	addr := fmt.Sprintf("%s:%d", c.host, c.port) // want `net\.ResolveTCPAddr: a host and .:port. joined by hand`
	raddr, err := net.ResolveTCPAddr("tcp", addr)
	if err != nil {
		return nil, err
	}
	return net.DialTCP("tcp", nil, raddr)
}
