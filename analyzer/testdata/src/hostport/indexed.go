package hostport

import (
	"fmt"
	"net"
	"net/http"
	"net/url"
)

// Verbs that name their argument's index ("%[2]s") or take a width from
// an argument ("%*d"): each formats the argument fmt gives it, so the
// host is the argument the index names, wherever it stands in the call.
func indexed(host string, port int, sport, scheme, id string, width int) {
	http.Get(fmt.Sprintf("http://%[2]s:%[1]d/", port, host))                             // want `http\.Get: a host and ':port' joined by hand.*no fix: the format numbers its arguments`
	http.Get(fmt.Sprintf("%[3]s://%[1]s:%[2]s/", host, sport, scheme))                   // want `http\.Get: a host and ':port' joined by hand`
	http.Get(fmt.Sprintf("%[1]s://%[2]s:%[3]d/ports/%[3]d", scheme, host, port))         // want `http\.Get: a host and ':port' joined by hand`
	http.Get(fmt.Sprintf("http://%s:%d/items/%[1]s", host, port))                        // want `http\.Get: a host and ':port' joined by hand.*no fix: the format numbers its arguments`
	http.Get(fmt.Sprintf("http://%0*d.example.com/%s/%s:%d/", width, 7, id, host, port)) // the host is a constant name; %s:%d is in the path
	http.Get(fmt.Sprintf("%*s://%s:%d/", width, scheme, host, port))                     // want `http\.Get: a host and ':port' joined by hand`

	// The index names a constant host, or the verb before ':' is the port.
	http.Get(fmt.Sprintf("http://%[2]s:%[3]d/?q=%[1]s", url.QueryEscape(host), local, port))
	http.Get(fmt.Sprintf("http://%[1]s:%[2]d/%[3]s", "127.0.0.1", port, host))
	http.Get(fmt.Sprintf("http://%[3]s:%[2]d/", host, port, "localhost"))
	http.Get(fmt.Sprintf("http://%s:%[3]d/%[2]s", local, id, port)) // the host is the constant; id is in the path
}

// A resolver in a package with other sinks: the address is read as a
// dialer reads it.
func resolveIndexed(host, port string) {
	net.ResolveUDPAddr("udp", fmt.Sprintf("%[2]s:%[1]s", port, host)) // want `net\.ResolveUDPAddr: a host and ':port' joined by hand.*no fix: the format numbers its arguments`
	net.ResolveUDPAddr("udp", fmt.Sprintf("%[2]s:%[1]s", port, local))
}
