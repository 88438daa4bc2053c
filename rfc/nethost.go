package rfc

import (
	"strconv"
	"strings"
)

var hostRule = ruleRef{"host", "RFC 9110 §4.2.1"}

// netHost applies the host rules of http, https, ws and wss: an authority
// with a non-empty host that is an IP literal, an IPv4 address or a DNS
// name, and a port of 0–65535.
func (c *checker) netHost(p *parts) {
	s := c.s
	sc := s[p.scheme.start:p.scheme.end]
	if !p.authority.ok {
		if !c.hole(p.scheme.end, p.path.end) {
			c.violation(p.scheme.start, p.scheme.end+1, CheckHost, hostRule, Error,
				strings.ToLower(sc)+" URLs need \"//\" and a host after the scheme")
		}
		return
	}
	if h := p.host; h.start == h.end && !c.hole(h.start, h.end) {
		c.violation(p.authority.start-2, p.authority.end, CheckHost, hostRule, Error,
			strings.ToLower(sc)+" URLs need a non-empty host")
	}
	c.netHostPort(p)
}

// netHostPort applies the rules of network schemes to a host that is not
// empty, and to its port.
func (c *checker) netHostPort(p *parts) {
	s := c.s
	h := p.host
	if c.hole(h.start, h.end) {
		// Unknown text stands in the host: only a constant port is checked.
	} else if s[h.start:h.end] == "*" && (hasPrefixAt(s, h.end, "/") || c.opts.Target == HostPort && h.end == len(s)) {
		// A lone '*' before a path, or as a whole url.URL's Host, a
		// reg-name: a wildcard marker standing for any host, which the
		// reader of the URL replaces with its own server's (a lease's
		// https://*/nfc/disk.vmdk), not a name to resolve. A bare "*"
		// or "*:port" given as an address is still reported.
	} else if h.start < h.end && !c.validDNS && s[h.start] != '[' && isASCII(s[h.start:h.end]) && c.opts.Profile != RFC1738 {
		c.dnsName(h, false)
	}
	if pt := p.port; pt.ok && pt.start < pt.end && !c.hole(pt.start, pt.end) {
		n := 0
		for i := pt.start; i < pt.end; i++ {
			if !isDigit(s[i]) {
				return // reported by the generic grammar
			}
			if n = n*10 + int(s[i]-'0'); n > 65535 {
				c.violation(pt.start, pt.end, CheckPort, ruleRef{"port", "RFC 6335 §6"}, Error,
					"port "+s[pt.start:pt.end]+" is out of range 0–65535")
				return
			}
		}
	}
}

// dnsName checks a host name by the rules DNS puts on it: labels of
// letters, digits and '-' (RFC 1123 §2.1), 1–63 bytes, not starting or
// ending with '-'; a top label not starting with a digit (RFC 1738 §3.1);
// at most 253 bytes. A name whose labels are all digits is an IPv4
// address. RFC 1738's hostname has no trailing dot (strict).
func (c *checker) dnsName(h span, strict bool) {
	s := c.s
	start, end := h.start, h.end
	if start == end {
		return
	}
	if s[end-1] == '.' && end-1 > start {
		if strict {
			c.violation(end-1, end, CheckHost, ruleRef{"hostname", "RFC 1738 §3.1"}, Error,
				"an RFC 1738 hostname has no trailing '.'")
		}
		end--
	}
	if dnsNameValid(s[start:end]) || strings.Trim(s[start:end], "_") == "" {
		// Valid, or '_' alone: a placeholder no resolver is asked for
		// (a wildcard marker standing for any host), not a name.
		return
	}
	if end-start > 253 {
		c.violation(start, end, CheckHost, ruleRef{"hostname", "RFC 1034 §3.1"}, Error,
			"host name is longer than 253 bytes")
	}
	top := strings.LastIndexByte(s[start:end], '.') + 1 + start
	if allDigitsDots(s[start:end]) && top < end {
		c.ipv4(span{start, end, true})
		return
	}
	if top < end && isDigit(s[top]) {
		c.violation(top, end, CheckHost, ruleRef{"toplabel", "RFC 1738 §3.1"}, Error,
			"the top label of a host name must start with a letter")
	}
	for ls := start; ls <= end; {
		le := ls
		for le < end && s[le] != '.' {
			le++
		}
		c.label(ls, le)
		ls = le + 1
	}
}

// label checks one label s[ls:le] of a host name.
func (c *checker) label(ls, le int) {
	s := c.s
	r := ruleRef{"hostname", "RFC 1123 §2.1"}
	if c.opts.Profile == RFC1738 {
		r = ruleRef{"domainlabel", "RFC 1738 §3.1"}
	}
	switch {
	case ls == le:
		if le < len(s) && s[le] == '.' {
			c.violation(le, le+1, CheckHost, r, Error, "empty label in host name")
		}
		return
	case le-ls > 63:
		c.violation(ls, le, CheckHost, ruleRef{"label", "RFC 1034 §3.1"}, Error,
			"host name label is longer than 63 bytes")
	}
	if s[ls] == '-' {
		c.violation(ls, ls+1, CheckHost, r, Error, "a host name label must not start with '-'")
	}
	if s[le-1] == '-' {
		c.violation(le-1, le, CheckHost, r, Error, "a host name label must not end with '-'")
	}
	for i := ls; i < le; i++ {
		b := s[i]
		switch {
		case isAlpha(b) || isDigit(b) || b == '-' || b >= 0x80:
		case b == '%':
			c.violation(i, i+1, CheckHost, r, Error,
				"percent-encoding is not allowed in a DNS host name; write the character itself")
		case b == '_':
			c.violation(i, i+1, CheckHostUnderscore, ruleRef{"hostname", "RFC 1123 §2.1"}, Warning,
				"'_' is not allowed in a DNS host name (RFC 1123); some resolvers accept it")
		default:
			c.violation(i, i+1, CheckHost, r, Error, charMsg(compHost, b, msgPlain)+" name (letters, digits and '-' only)")
		}
	}
}

func allDigitsDots(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) && s[i] != '.' {
			return false
		}
	}
	return true
}

// ipv4 checks a dotted-decimal host: four parts of 0–255 without leading
// zeros (which some resolvers read as octal).
func (c *checker) ipv4(h span) {
	s := c.s
	r := ruleRef{"dec-octet", "RFC 3986 §3.2.2"}
	if c.opts.Profile == RFC1738 {
		r = ruleRef{"hostnumber", "RFC 1738 §3.1"}
	}
	n := strings.Count(s[h.start:h.end], ".") + 1
	if n != 4 {
		c.violation(h.start, h.end, CheckIPv4, r, Error,
			"an IPv4 address has four parts, not "+strconv.Itoa(n))
		return
	}
	for ps := h.start; ps < h.end; {
		pe := ps
		for pe < h.end && s[pe] != '.' {
			pe++
		}
		d := s[ps:pe]
		switch {
		case d == "":
			c.violation(pe, pe+1, CheckIPv4, r, Error, "empty part in an IPv4 address")
		case len(d) > 1 && d[0] == '0':
			c.violation(ps, pe, CheckIPv4, r, Error,
				"leading zero in an IPv4 part: some resolvers read "+d+" as octal")
		case !decOctet(d):
			c.violation(ps, pe, CheckIPv4, r, Error, d+" is out of range 0–255 for an IPv4 part")
		}
		ps = pe + 1
	}
}

// http1738 applies RFC 1738 §3.3 to an http URL under RFC 1738: no user
// or password, and a search part without '/' or '?'.
func (c *checker) http1738(p *parts) {
	if c.opts.Profile != RFC1738 {
		return
	}
	r := ruleRef{"httpurl", "RFC 1738 §3.3"}
	if p.userinfo.ok {
		c.violation(p.userinfo.start, p.userinfo.end+1, CheckSchemeGrammar, r, Error,
			"an RFC 1738 http URL has no user name or password")
	}
	if p.query.ok {
		for i := p.query.start; i < p.query.end; i++ {
			if b := c.s[i]; b == '/' || b == '?' {
				v := Violation{Start: i, End: i + 1, Check: CheckSchemeGrammar, Rule: "search", RFC: "RFC 1738 §3.3",
					Severity: Error, Fixable: true, Replacement: percentEncode(c.s[i : i+1])}
				v.Message = "'" + c.s[i:i+1] + "' is not allowed in an RFC 1738 http search part; write " + v.Replacement
				c.add(v)
			}
		}
	}
}
