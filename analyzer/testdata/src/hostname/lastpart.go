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
