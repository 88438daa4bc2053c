package rfc

// hostPortHole reports a host that is a hole alone, followed by ':' and a
// port: "http://" + host + ":8080" or fmt.Sprintf("http://%s:%d", host,
// port). An IPv6 address needs brackets there ("[::1]:8080"), so the
// result is wrong for one; net.JoinHostPort adds them.
func (c *checker) hostPortHole(p *parts) {
	s := c.s
	h, pt := p.host, p.port
	if h.start != h.end || !pt.ok || pt.start != h.end+1 || h.end >= len(s) || s[h.end] != ':' {
		return
	}
	if !p.scheme.ok || p.scheme.start == p.scheme.end {
		return // only in absolute URLs
	}
	i := c.firstHole(h.start)
	if i >= len(c.opts.Holes) || c.opts.Holes[i] != h.start {
		return // an empty host, not a hole
	}
	if !(pt.start < pt.end && isDigit(s[pt.start]) || c.hole(pt.start, pt.start)) {
		return
	}
	c.add(HostPortViolation(h.end))
}

// HostPortViolation is the hostport violation of the ':' at offset colon,
// written by hand between a host and a port.
func HostPortViolation(colon int) Violation {
	return Violation{Start: colon, End: colon + 1, Check: CheckHostPort, Rule: "authority", RFC: "RFC 3986 §3.2.2",
		Message: "a host and ':port' joined by hand: an IPv6 address host needs brackets there " +
			"([::1]:8080); build host:port with net.JoinHostPort"}
}

// ruleIPHost is the rule of IPHostViolation, which has no fix.
const ruleIPHost = "IP-literal"

// IPHostViolation is the hostport violation of an IP address written as
// a URL's host with no brackets, after the "//" (or '@') at offset mark:
// the two bytes of "//", or the '@'.
func IPHostViolation(mark int) Violation {
	return Violation{Start: mark, End: mark + 1, Check: CheckHostPort, Rule: ruleIPHost, RFC: "RFC 3986 §3.2.2",
		Message: "an IP address written as the host with no brackets: an IPv6 address needs them there " +
			"(http://[2001:db8::1]/); write net.JoinHostPort(ip.String(), port), or \"[\" + ip.String() + \"]\" where it is IPv6"}
}

// IsIPHost reports whether v is an IPHostViolation.
func IsIPHost(v Violation) bool { return v.Check == CheckHostPort && v.Rule == ruleIPHost }
