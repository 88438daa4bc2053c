// Package agent sends metrics to an agent it resolves, then dials. // want package:`urlListens\(1\)`
package agent

import "net"

type Client struct{ conn *net.UDPConn }

// New resolves addr, host:port, and dials it.
func New(addr string) (*Client, error) { // want New:`urlListen\(0:dial\)`
	udpAddr, err := net.ResolveUDPAddr("udp", addr)
	if err != nil {
		return nil, err
	}
	conn, err := net.DialUDP("udp", nil, udpAddr)
	if err != nil {
		return nil, err
	}
	return &Client{conn: conn}, nil
}

func (c *Client) Incr(name string) error {
	_, err := c.conn.Write([]byte(name + ":1|c"))
	return err
}
