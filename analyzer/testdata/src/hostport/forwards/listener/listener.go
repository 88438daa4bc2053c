// Package listener reads the hosts of forwards that package forwards
// parses: its host fields hold no ':' but in brackets, unless this
// package writes one too.
package listener

import (
	"net"
	"net/http"

	"hostport/forwards"
)

func Listen(f *forwards.Forward) error {
	addr, err := net.ResolveTCPAddr("tcp", f.BindHost+":"+f.BindPort)
	if err != nil {
		return err
	}
	_, err = net.ListenTCP("tcp", addr)
	return err
}

func Probe(f *forwards.Forward) {
	http.Get("http://" + f.DestHost + ":" + f.DestPort + "/") // want `http\.Get: a host and ':port' joined by hand`
	http.Get("http://" + f.Via + ":" + f.DestPort + "/")      // want `http\.Get: a host and ':port' joined by hand`
	http.Get("http://" + f.Peer + ":" + f.DestPort + "/")     // want `http\.Get: a host and ':port' joined by hand`
}

func Dial(t forwards.Tunnel) {
	http.Get("http://" + t.Host + ":" + t.Port + "/") // want `http\.Get: a host and ':port' joined by hand`
}

// Redirect writes the field itself, from a parameter: its reads here
// may hold anything.
func Redirect(f *forwards.Forward, host string) {
	f.DestHost = host
}
