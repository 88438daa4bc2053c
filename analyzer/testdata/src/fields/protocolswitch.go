package fields

import (
	"net/url"
	"strings"
)

// A name server's address is a URL only for the protocols whose case
// parses it; the default resolver's is host:port for UDP.
type NameServer struct {
	Addr     string
	Protocol string
	endpoint *url.URL
}

var defaultServer = NameServer{Addr: "127.0.0.1:53", Protocol: "udp"}

func (ns *NameServer) Init() error {
	protocol := strings.ToLower(ns.Protocol)
	switch protocol {
	case "https", "https-chain":
		u, err := url.Parse(ns.Addr)
		if err != nil {
			return err
		}
		ns.endpoint = u
	default:
		ns.endpoint = nil
	}
	return nil
}

func initDefault() error { return defaultServer.Init() }
