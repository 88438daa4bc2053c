package hostname

import (
	"fmt"
	"net"
	"net/url"
	"strconv"
	"strings"
)

// A split at every ':' whose parts but the last are joined back with ':'
// keeps an IPv6 address and its brackets whole ("[::]:8181" gives "[::]"
// and 8181), and the host it gives goes before ":port" as it is.
func listenerURL(l net.Listener) (*url.URL, error) {
	parts := strings.Split(l.Addr().String(), ":")
	port, err := strconv.Atoi(parts[len(parts)-1])
	if err != nil {
		return nil, err
	}
	host := strings.Join(parts[:len(parts)-1], ":")
	return &url.URL{Scheme: "http", Host: fmt.Sprintf("%s:%d", host, port)}, nil
}
