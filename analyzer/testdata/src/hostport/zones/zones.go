// Package zones keeps a peer's host as a name where net.ParseIP does not
// read it as an address: net.ParseIP rejects an IPv6 address with a zone
// (fe80::1%eth0, which url.URL.Hostname returns from [fe80::1%25eth0]),
// so the name may be one, and needs brackets before ":port".
package zones

import (
	"fmt"
	"net"
	"net/url"
)

type peer struct {
	addr net.IP
	name string
	port int
}

func parsePeer(raw string) (*peer, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	p := &peer{addr: net.ParseIP(u.Hostname()), port: 7946}
	if p.addr == nil {
		p.name = u.Hostname()
	}
	return p, nil
}

func (p *peer) target() string {
	u := url.URL{Scheme: "gossip"}
	if p.name != "" {
		u.Host = fmt.Sprintf("%s:%d", p.name, p.port) // want `url\.URL\.Host: a host and ':port' joined by hand`
	} else {
		u.Host = (&net.TCPAddr{IP: p.addr, Port: p.port}).String()
	}
	return u.String()
}
