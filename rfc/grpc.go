package rfc

import (
	"strconv"
	"strings"
)

var grpcRule = ruleRef{"target", "gRPC doc/naming.md"}

// grpcTarget checks a gRPC dial target as grpc-go reads it (gRPC's
// doc/naming.md): a URI whose scheme names a registered resolver
// ("dns:///host:port", "dns://8.8.8.8/host", "unix:path", "unix:///abs",
// "passthrough:///addr", "xds:///name"), or else host[:port], which
// grpc.NewClient resolves by DNS and grpc.Dial passes to its dialer.
func (c *checker) grpcTarget() {
	s := c.s
	n := len(s)
	colon := schemeEnd(s)
	if colon < 0 || c.hole(0, colon) {
		c.bareHostPort(0, n)
		c.emptyPort(0, n)
		return
	}
	switch strings.ToLower(s[:colon]) {
	case "dns":
		c.dnsTarget(colon + 1)
	case "unix", "unix-abstract":
		c.sub("", 0, n, Absolute)
		if strings.HasPrefix(s[colon+1:], "//") {
			a := colon + 3
			if e := c.indexFrom(a, n, "/?#"); e > a && !c.hole(a, e) {
				c.violation(a, e, CheckTarget, grpcRule, Error,
					"a "+strings.ToLower(s[:colon])+" target has no authority: this names host "+strconv.Quote(s[a:e])+
						"; write unix:relative/path or unix:///absolute/path")
			}
		}
	case "passthrough":
		// grpc-go hands the endpoint (after "//authority/", if any) to
		// the dialer as it is, an address: "passthrough:[::1]:8081" and
		// "passthrough:///[::1]:8081" dial ::1. Only what comes before
		// it is a URI's.
		e := colon + 1
		if strings.HasPrefix(s[e:], "//") {
			e = c.indexFrom(e+2, n, "/?#")
			if e < n && s[e] == '/' {
				e++
			}
		}
		c.sub("", 0, e, Absolute)
	case "http", "https":
		c.violation(0, colon+1, CheckTarget, grpcRule, Error,
			"a gRPC target is not an HTTP URL: grpc-go resolves all of "+strconv.Quote(s)+
				" as one DNS name and fails; write host:port or dns:///host:port")
	case "tcp", "grpc", "grpcs":
		// No resolver has these names: grpc-go passes the whole target to
		// its default resolver (dns for NewClient, passthrough for Dial),
		// which cannot split it into host and port.
		c.violation(0, colon+1, CheckTarget, grpcRule, Error,
			"grpc-go reads "+strconv.Quote(s[:colon])+" as the name of a resolver, and none has it: "+
				"it resolves all of "+strconv.Quote(s)+" as host:port and fails; write host:port or dns:///host:port")
	default:
		if c.allPort(colon+1, n) || colon+1 < n && isDigit(s[colon+1]) && !strings.ContainsAny(s[colon+1:], "/?#") {
			// "localhost:50051", "api.internal:50051a": no resolver has
			// that scheme, so it is host:port.
			c.bareHostPort(0, n)
			c.emptyPort(0, n)
			return
		}
		// passthrough, xds or a resolver the program registers: only
		// the generic syntax is known.
		c.sub("", 0, n, Absolute)
	}
}

// allPort reports whether c.s[start:end] holds only digits and holes.
func (c *checker) allPort(start, end int) bool {
	for i := start; i < end; i++ {
		if !isDigit(c.s[i]) {
			return false
		}
	}
	return true
}

// emptyPort reports host[:port] text that ends with ':', which grpc-go's
// DNS resolver rejects.
func (c *checker) emptyPort(start, end int) {
	if end > start && c.s[end-1] == ':' && !c.hole(end, end) {
		c.violation(end-1, end, CheckPort, grpcRule, Error, "the port after ':' is empty; write a port or drop the ':'")
	}
}

// dnsTarget checks what follows "dns:": an optional //authority naming
// the DNS server, then the endpoint host[:port].
func (c *checker) dnsTarget(i int) {
	s, n := c.s, len(c.s)
	if strings.HasPrefix(s[i:], "//") {
		a := i + 2
		e := c.indexFrom(a, n, "/?#")
		c.bareHostPort(a, e)
		i = e
		if i < n && s[i] == '/' {
			i++
		}
	}
	c.sub("", 0, i, Absolute)
	end := c.indexFrom(i, n, "?#")
	if end < n {
		c.sub(netPrefix+"h", end, n, Absolute)
	}
	switch slash := c.indexFrom(i, end, "/"); {
	case i == end:
		if !c.hole(i, i) {
			c.violation(0, n, CheckTarget, grpcRule, Error, "a dns target needs a host: dns:///host:port")
		}
	case slash < end:
		c.violation(slash, end, CheckTarget, grpcRule, Error, "a dns target's endpoint is host[:port]: it has no path")
	default:
		c.bareHostPort(i, end)
		c.emptyPort(i, end)
	}
}
