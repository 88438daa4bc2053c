package rfc

import "strings"

// netPrefix is the context in which a bare host[:port] is checked: a
// scheme whose URLs name a network host, so that the host must be a DNS
// name or an IP address and the port at most 65535.
const netPrefix = "ws://"

// sub checks prefix+c.s[start:end] against target t and adds the
// violations that fall in c.s[start:end], at their offsets in c.s. The
// prefix gives the text its context (a scheme and "//" before a
// host:port); nothing is reported in it.
func (c *checker) sub(prefix string, start, end int, t Target) {
	opts := c.opts
	opts.Target = t
	// The holes and joins of the text, at their offsets after the prefix
	// (a join at start joins the prefix, which the text does not hold).
	opts.Holes = shift(c.opts.Holes, start, end, len(prefix))
	opts.Joins = shift(c.opts.Joins, start+1, end, len(prefix)+1)
	back := start - len(prefix)
	for _, v := range Check(prefix+c.s[start:end], opts) {
		if v.Start < len(prefix) || prefix != "" && v.Check == CheckHostPort {
			continue // hostport: the prefix made the authority, it is no URL's
		}
		v.Start += back
		v.End += back
		c.add(v)
	}
}

// indexFrom returns the index of the first byte of chars in c.s[from:end],
// or end.
func (c *checker) indexFrom(from, end int, chars string) int {
	if i := strings.IndexAny(c.s[from:end], chars); i >= 0 {
		return from + i
	}
	return end
}

// schemeEnd returns the index of the ':' that ends a scheme at the start
// of s, or -1 when s does not start with a scheme.
func schemeEnd(s string) int {
	if i := strings.IndexByte(s, ':'); i > 0 && validScheme(s[:i], RFC3986) {
		return i
	}
	return -1
}

// endpoint checks c.s[start:end] as the address of a network service:
// an absolute URI when it has "://", else host[:port].
func (c *checker) endpoint(start, end int) {
	if i := strings.Index(c.s[start:end], "://"); i >= 0 {
		c.sub("", start, end, Absolute)
		if i > 0 && !c.hole(start, start+i) {
			// The host rules of network schemes: these are servers.
			c.sub("ws", start+i, end, Absolute)
		}
		return
	}
	c.bareHostPort(start, end)
}

// bareHostPort checks c.s[start:end] as host[:port] with the host rules of
// network schemes. Text with a '/' is left alone: it may be a socket path
// handed to a custom dialer, and an IPv6 address without brackets is an
// address, not a host and port.
func (c *checker) bareHostPort(start, end int) {
	seg := c.s[start:end]
	if start == end || strings.ContainsAny(seg, "/?#") || strings.Count(seg, ":") > 1 && !strings.HasPrefix(seg, "[") {
		return
	}
	c.sub(netPrefix, start, end, Absolute)
}
