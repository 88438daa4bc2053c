// Package urltemplates holds host:port written by hand into URLs that
// reach no catalogued sink, and into url.URL's Host.
package urltemplates

import (
	"fmt"
	"net"
	"net/url"
	"os"
	"strconv"
	"strings"
)

// A format whose text builds a URL, whatever reads the result.
func boltURI(host string, port int) string {
	return fmt.Sprintf("bolt://%s:%d", host, port) // want `fmt\.Sprintf: a host and ':port' joined by hand`
}

func opcEndpoint(host string, port int) string {
	return fmt.Sprintf("opc.tcp://%s:%d/freeopcua/server/", host, port) // want `fmt\.Sprintf: a host and ':port' joined by hand`
}

func anyScheme(scheme, host string, port int) string {
	return fmt.Sprintf("%s://%s:%d", scheme, host, port) // want `fmt\.Sprintf: a host and ':port' joined by hand`
}

// A struct field holding the URL, which a client reads later.
type Client struct {
	base string
}

func NewClient(host string, port int) *Client {
	return &Client{base: fmt.Sprintf("http://%s:%d/api", host, port)} // want `fmt\.Sprintf: a host and ':port' joined by hand`
}

// A concatenation that writes the scheme before the host.
type Conn struct{ uri string }

func NewConn(host, port string) *Conn {
	return &Conn{uri: "nats://" + host + ":" + port} // want `URL: a host and ':port' joined by hand`
}

func withScheme(scheme, host string) string {
	return scheme + "://" + host + ":4222" // want `URL: a host and ':port' joined by hand`
}

// url.URL's Host written by hand.
func hostLiteral(host string, port int) *url.URL {
	return &url.URL{Scheme: "http", Host: fmt.Sprintf("%s:%d", host, port)} // want `url\.URL\.Host: a host and ':port' joined by hand`
}

func hostAssign(u *url.URL, host, port string) {
	u.Host = host + ":" + port // want `url\.URL\.Host: a host and ':port' joined by hand`
}

func hostnameBack(u *url.URL, port int) {
	u.Host = u.Hostname() + ":" + strconv.Itoa(port) // want `url\.URL\.Host: a host and ':port' joined by hand`
}

func hostConstPort(u *url.URL, host string) {
	u.Host = host + ":9090" // want `url\.URL\.Host: a host and ':port' joined by hand`
}

// Valid look-alikes.

func joined(host string, port int) string {
	return fmt.Sprintf("bolt://%s", net.JoinHostPort(host, strconv.Itoa(port)))
}

func bracketed(host string, port int) string {
	return fmt.Sprintf("http://[%s]:%d/", host, port)
}

func constantHost(port int) string {
	return fmt.Sprintf("http://%s:%d/", "localhost", port)
}

func hostName(port int) string {
	name, _ := os.Hostname()
	return fmt.Sprintf("http://%s:%d/", name, port)
}

// No scheme: not a URL (a function named for an address is
// addrResultCheck's).
func pair(host string, port int) string {
	return fmt.Sprintf("%s:%d", host, port)
}

// The ':' is in the path.
func pathColon(host string, id int) string {
	return fmt.Sprintf("http://%s/items:%d", host, id)
}

func hostJoined(u *url.URL, host string, port int) {
	u.Host = net.JoinHostPort(host, strconv.Itoa(port))
}

func hostLocal(u *url.URL, port string) {
	u.Host = "127.0.0.1:" + port
}

func hostOnly(u *url.URL, host string) {
	u.Host = host
}

// Concatenations that are no URL, or a constant host.
func concatAddress(host, port string) string {
	return host + ":" + port
}

func concatLocal(port string) string {
	return "nats://" + "localhost" + ":" + port
}

func concatJoined(host, port string) string {
	return "nats://" + net.JoinHostPort(host, port)
}

// A printed message, not a URL.
func message(host string, port int) string {
	return fmt.Sprintf("listening on %s:%d", host, port)
}

// Hosts named for an IPv4 address or a DNS name.
type node struct{ DNSName string }

func named(ipv4 fmt.Stringer, n node, port int) (string, string) {
	return fmt.Sprintf("http://%s:%d/", ipv4.String(), port), fmt.Sprintf("https://%s:%d", strings.TrimSuffix(n.DNSName, "."), port)
}

// A DNS zone is a name (coredns's zoneAddr.String).
type zoneAddr struct{ Zone, Port, Transport string }

func (z zoneAddr) String() string { return z.Transport + "://" + z.Zone + ":" + z.Port }

// A parsed URL's Host keeps an IPv6 address's brackets ("[::1]"): the
// default port goes after them.
func withDefaultPort(raw string) (*url.URL, error) {
	parsed, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	address := parsed.Host
	if parsed.Host != "" && parsed.Port() == "" {
		address += ":7687"
		parsed.Host = address
	}
	return parsed, nil
}

func hostBack(u *url.URL) string {
	return "http://" + u.Host + ":8080/"
}

// Verbs that name their argument's index: the scheme and the host are
// the arguments the indexes name.
func indexedURI(host, scheme string, port int) (string, string, string) {
	return fmt.Sprintf("%[2]s://%[1]s:%[3]d", host, scheme, port), // want `fmt\.Sprintf: a host and ':port' joined by hand`
		fmt.Sprintf("redis://%[2]s:%[1]d/0", port, host), // want `fmt\.Sprintf: a host and ':port' joined by hand`
		fmt.Sprintf("%[2]s://%[3]s:%[1]d", port, scheme, "localhost")
}

// A scheme and "://" the package writes, formatted by a verb before the
// host's.
type natsOptions struct {
	Host string
	Port int
	TLS  bool
}

func (o *natsOptions) clientURL() string {
	scheme := "nats://"
	if o.TLS {
		scheme = "tls://"
	}
	return fmt.Sprintf("%s%s:%d", scheme, o.Host, o.Port) // want `fmt\.Sprintf: a host and ':port' joined by hand`
}

// Look-alikes: the verb before the host's writes no scheme, or the host
// is joined by net.JoinHostPort.
func (o *natsOptions) listenAddr(network string) string {
	return fmt.Sprintf("%s%s:%d", network, o.Host, o.Port)
}

func (o *natsOptions) joinedURL() string {
	scheme := "nats://"
	return fmt.Sprintf("%s%s", scheme, net.JoinHostPort(o.Host, strconv.Itoa(o.Port)))
}
