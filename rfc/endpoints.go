package rfc

import "strings"

// endpointTarget checks a service address as etcd's client reads its
// endpoints: "unix:path" and "unixs:path" (a socket), an absolute URI
// (http://host:port), or host[:port].
func (c *checker) endpointTarget() {
	s := c.s
	if strings.HasPrefix(s, "unix:") || strings.HasPrefix(s, "unixs:") {
		return // a socket path: etcd takes it apart by hand
	}
	c.endpoint(0, len(s))
}

// urlList checks a comma-separated list of server URLs, each an absolute
// URI or host[:port], with spaces around the commas allowed, as
// nats.Connect reads its argument.
func (c *checker) urlList() {
	s, n := c.s, len(c.s)
	for i := 0; i <= n; {
		j := c.indexFrom(i, n, ",")
		a, b := i, j
		for a < b && s[a] == ' ' {
			a++
		}
		for b > a && s[b-1] == ' ' {
			b--
		}
		if a < b {
			c.endpoint(a, b)
		}
		i = j + 1
	}
}

// networkURL checks an absolute URI of a network service, such as
// redis://host:6379/0 or amqp://host:5672/vhost: the generic syntax, then
// the host rules of network schemes (a DNS name or an IP address, a port
// of at most 65535) for its authority. A unix: URI names a socket and has
// only the generic syntax.
func (c *checker) networkURL() {
	s, n := c.s, len(c.s)
	c.sub("", 0, n, Absolute)
	i := strings.Index(s, "://")
	if i <= 0 || c.hole(0, i) {
		return
	}
	if sc := strings.ToLower(s[:i]); sc == "unix" || sc == "unixs" || strings.HasPrefix(sc, "unix+") || strings.HasSuffix(sc, "+unix") {
		return
	}
	c.sub("ws", i, n, Absolute)
}
