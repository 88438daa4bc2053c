package hostname

import (
	"log"
	"net"
	"net/http"
	"strings"
)

// The last part of a split at every ':' is the port, which follows an
// IPv6 address's closing bracket ("[::]:43121" gives "43121").
func servePicked(addr string) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	fields := strings.Split(ln.Addr().String(), ":")
	log.Printf("serving on port %s", fields[len(fields)-1])
	return http.Serve(ln, nil)
}

// Every part, with a count of -1, is a split like the one above.
func portOf(ln net.Listener) string {
	all := strings.SplitN(ln.Addr().String(), ":", -1)
	return all[len(all)-1]
}

// The first part of the same split is cut inside an IPv6 address.
func hostAndPortOf(ln net.Listener) (string, string) {
	fields := strings.Split(ln.Addr().String(), ":") // want `host:port split at a ':' by hand: ln\.Addr\(\)\.String\(\) holds an IPv6 address`
	return fields[0], fields[len(fields)-1]
}

// The second part is the port only where the host has no ':'.
func secondOf(ln net.Listener) string {
	fields := strings.Split(ln.Addr().String(), ":") // want `host:port split at a ':' by hand: ln\.Addr\(\)\.String\(\) holds an IPv6 address`
	return fields[1]
}

// The text after the last ':' is the same port: a local listener's,
// picked by the system, for the address a browser is sent back to.
func pickedPort() (string, error) {
	var ln net.Listener
	var err error
	var port string
	for range 3 {
		if ln, err = net.Listen("tcp", "localhost:0"); err != nil {
			continue
		}
		bound := ln.Addr().String()
		port = bound[strings.LastIndex(bound, ":")+1:]
		break
	}
	if err != nil {
		return "", err
	}
	go http.Serve(ln, nil)
	return "http://localhost:" + port + "/callback", nil
}

// Through the index, tested before the tail is taken.
func peerPort(r *http.Request) string {
	i := strings.LastIndexByte(r.RemoteAddr, ':')
	if i < 0 {
		return ""
	}
	return r.RemoteAddr[i+1:]
}

// The text before the last ':' keeps an IPv6 address's brackets.
func peerHost(r *http.Request) string {
	i := strings.LastIndexByte(r.RemoteAddr, ':') // want `host:port split at a ':' by hand: r\.RemoteAddr holds an IPv6 address`
	if i < 0 {
		return r.RemoteAddr
	}
	log.Printf("port %s", r.RemoteAddr[i+1:])
	return r.RemoteAddr[:i]
}

// The tail of another text than the one searched.
func crossedTail(ln net.Listener, other string) string {
	bound := ln.Addr().String()
	return other[strings.LastIndex(bound, ":")+1:] // want `host:port split at a ':' by hand: bound, which holds ln\.Addr\(\)\.String\(\), holds an IPv6 address`
}
