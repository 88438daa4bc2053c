package rfc

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/idna"
)

// authority checks userinfo, host and port by the profile's grammar.
func (c *checker) authority(p *parts) {
	if p.userinfo.ok {
		c.userinfo(p.userinfo)
	}
	if p.hostDNS {
		c.validDNS = true // what host would find, found while splitting
	} else {
		c.host(p.host)
	}
	if p.port.ok {
		c.port(p.port)
	}
}

// userinfo checks user information and reports an embedded password,
// which RFC 3986 §3.2.1 deprecates and RFC 1738 §3.3 forbids in http URLs.
func (c *checker) userinfo(u span) {
	c.scan(u.start, u.end, compUserinfo)
	if i := strings.IndexByte(c.s[u.start:u.end], ':'); i >= 0 {
		i += u.start
		r := ruleRef{"userinfo", "RFC 3986 §3.2.1"}
		if c.opts.Profile == RFC2396 {
			r = ruleRef{"userinfo", "RFC 2396 §3.2.2"} // "NOT RECOMMENDED" there too
		}
		c.violation(i, u.end, CheckCredentials, r, Error,
			"password in the URL: credentials in URLs leak into logs and history; pass them another way")
	}
}

// hostPort checks a host with optional port (url.URL.Host).
func (c *checker) hostPort() {
	var p parts
	start, end := c.hostFieldMistakes()
	splitAuthority(c.s, start, end, &p)
	if p.userinfo.ok {
		c.violation(p.userinfo.start, p.userinfo.end+1, CheckTarget, ruleRef{"authority", "RFC 3986 §3.2"}, Error,
			"a host field holds no user information; set it apart (url.URL.User)")
	}
	c.host(p.host)
	if p.port.ok {
		c.port(p.port)
	}
	if w, _ := schemeWord(c.opts.Scheme); lookupScheme(w, len(c.opts.Scheme)).net && !c.opts.Generic {
		c.netHostPort(&p)
	}
}

// host checks a host by the profile's grammar: an IP literal, or RFC
// 3986's reg-name, RFC 2396's reg_name, RFC 1738's hostname | hostnumber.
func (c *checker) host(h span) {
	s := c.s
	if h.start < h.end && s[h.start] == '[' {
		c.ipLiteral(h)
		return
	}
	if c.opts.Profile == RFC1738 {
		if !c.hole(h.start, h.end) {
			faults := len(c.out)
			c.dnsName(h, true)
			if !isASCII(s[h.start:h.end]) {
				// hostname is alphanumerics, '-' and '.': non-ASCII
				// text is one violation, fixed by its A-label.
				c.idna(h, len(c.out) == faults)
			}
		}
		return
	}
	if dnsNameValid(s[h.start:h.end]) {
		// The common case: a DNS name is a valid reg-name, and the host
		// rules of network schemes need not look at it again.
		c.validDNS = true
		return
	}
	// reg-name / reg_name: stray bytes are reported; non-ASCII text is
	// reported once for the whole host, with its A-label as the fix.
	t := &classes[c.profile()]
	faults, nonASCII := 0, false
	for i := h.start; i < h.end; i++ {
		b := s[i]
		switch {
		case t[b]&bitHost != 0:
		case b >= 0x80:
			nonASCII = true
		case b == '%' && i+2 < h.end && isHex(s[i+1]) && isHex(s[i+2]):
			i += 2
		case b == '%':
			if !c.escapeHole(i, h.end) {
				c.badEscape(i, compHost)
				faults++
			}
		default:
			c.badChar(i, compHost, false)
			faults++
		}
	}
	if nonASCII {
		c.idna(h, faults == 0 && !c.hole(h.start, h.end))
	}
}

// idna reports a host with non-ASCII text; with fix, its IDNA A-label
// (UTS #46 lookup processing) is the replacement when there is one.
func (c *checker) idna(h span, fix bool) {
	name := c.s[h.start:h.end]
	v := Violation{Start: h.start, End: h.end, Check: CheckIDNA, Rule: "reg-name", RFC: "RFC 3986 §3.2.2", Severity: Error}
	switch c.opts.Profile {
	case RFC2396:
		v.Rule, v.RFC = "hostname", "RFC 2396 §3.2.2"
	case RFC1738:
		v.Rule, v.RFC = "hostname", "RFC 1738 §3.1"
	}
	// Invalid UTF-8 names no character: its A-label would encode U+FFFD.
	if fix && utf8.ValidString(name) {
		if a, err := idna.Lookup.ToASCII(name); err == nil && a != "" && isASCII(a) {
			v.Fixable, v.Replacement = true, a
			v.Message = "non-ASCII host name; write its IDNA A-label " + a
			c.add(v)
			return
		}
	}
	v.Message = "non-ASCII host name is not allowed in a URL and has no valid IDNA A-label"
	c.add(v)
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// port checks port = *DIGIT. RFC 2396 also reads an authority as a
// reg_name, so there any reg_name text after ':' passes.
func (c *checker) port(pt span) {
	if c.hole(pt.start, pt.end) {
		return
	}
	s := c.s
	switch c.opts.Profile {
	case RFC2396:
		c.scanClass(pt.start, pt.end, bitUserinfo, bitUserinfo, compHost)
		return
	case RFC1738:
		// hostport = host [ ":" port ], port = digits: a ':' needs a
		// port. RFC 3986 and RFC 2396 allow it empty (*DIGIT), and
		// RFC 3986 §6.2.3 normalizes it away, so dropping it is safe.
		if pt.start == pt.end {
			c.add(Violation{Start: pt.start - 1, End: pt.end, Check: CheckPort, Rule: "port", RFC: "RFC 1738 §3.1", Severity: Error,
				Message: "an RFC 1738 port is one or more digits; remove the empty port's ':'", Fixable: true})
			return
		}
	}
	for i := pt.start; i < pt.end; i++ {
		if !isDigit(s[i]) {
			c.violation(pt.start, pt.end, CheckPort, c.rule(compPort), Error,
				"port "+strconv.Quote(s[pt.start:pt.end])+" is not a decimal number")
			return
		}
	}
}

// ipLiteral checks "[" ( IPv6address / IPvFuture ) "]" (RFC 3986 §3.2.2).
// RFC 2396 and RFC 1738 have no IP literals.
func (c *checker) ipLiteral(h span) {
	if c.hole(h.start, h.end) {
		return
	}
	s := c.s
	lit := s[h.start:h.end]
	end := strings.IndexByte(lit, ']')
	if end < 0 {
		c.violation(h.start, h.end, CheckIPv6, ruleRef{"IP-literal", "RFC 3986 §3.2.2"}, Error,
			"IP literal has no closing ']'")
		return
	}
	end += h.start
	switch c.opts.Profile {
	case RFC2396:
		c.violation(h.start, end+1, CheckIPv6, ruleRef{"host", "RFC 2396 §3.2.2"}, Error,
			"RFC 2396 has no IP literals ('[' and ']' are unwise); RFC 2732 adds them, RFC 3986 includes them")
	case RFC1738:
		c.violation(h.start, end+1, CheckIPv6, ruleRef{"host", "RFC 1738 §3.1"}, Error,
			"RFC 1738 has no IP literals; RFC 2732 adds them, RFC 3986 includes them")
	default:
		inner := s[h.start+1 : end]
		switch {
		case len(inner) > 0 && (inner[0] == 'v' || inner[0] == 'V'):
			if !validIPvFuture(inner) {
				c.violation(h.start, end+1, CheckIPv6, ruleRef{"IPvFuture", "RFC 3986 §3.2.2"}, Error,
					"malformed IPvFuture literal (want v<hex>.<text>)")
			}
		case strings.IndexByte(inner, '%') >= 0 && validIPv6(inner[:strings.IndexByte(inner, '%')]):
			c.zone(h.start+1+strings.IndexByte(inner, '%'), end)
		case !validIPv6(inner):
			c.violation(h.start, end+1, CheckIPv6, ruleRef{"IPv6address", "RFC 3986 §3.2.2"}, Error,
				strconv.Quote(inner)+" is not a valid IPv6 address")
		}
	}
	if end+1 < h.end {
		c.violation(end+1, h.end, CheckIPv6, ruleRef{"IP-literal", "RFC 3986 §3.2.2"}, Error,
			"text after an IP literal's ']' must be a ':' and a port")
	}
}

// zone checks the zone identifier s[z:end] of an IPv6 address (from its
// '%' to the ']'): RFC 6874, which updates RFC 3986, writes it
// IPv6address "%25" ZoneID, ZoneID = 1*( unreserved / pct-encoded ).
// net/url accepts the same form.
func (c *checker) zone(z, end int) {
	s := c.s
	r := ruleRef{"IPv6addrz", "RFC 6874 §2"}
	if c.opts.Target == HostPort {
		c.decodedZone(z, end, r)
		return
	}
	if !strings.HasPrefix(s[z:end], "%25") {
		v := Violation{Start: z, End: z + 1, Check: CheckIPv6, Rule: r.rule, RFC: r.ref, Severity: Error,
			Message: "a zone identifier is written after \"%25\", the escaped '%' (RFC 6874)"}
		if z+1 < end && !c.hole(z, end) {
			v.Fixable, v.Replacement = true, "%25"
			v.Message += "; write %25"
		}
		c.add(v)
		return
	}
	if z+3 == end {
		c.violation(z, end, CheckIPv6, r, Error, "empty zone identifier after \"%25\"")
		return
	}
	for i := z + 3; i < end; i++ {
		b := s[i]
		switch {
		case b == '%' && i+2 < end && isHex(s[i+1]) && isHex(s[i+2]):
			i += 2
		case classes[RFC3986][b]&bitUserinfo != 0 && strings.IndexByte("!$&'()*+,;=:", b) < 0: // unreserved
		default:
			c.violation(i, i+1, CheckIPv6, ruleRef{"ZoneID", "RFC 6874 §2"}, Error,
				charName(b)+" is not allowed in a zone identifier (unreserved characters and escapes only)")
		}
	}
}

// decodedZone checks the zone identifier s[z:end] of an IPv6 address in
// url.URL.Host, which holds the zone decoded: String writes the '%' as
// "%25" and escapes the zone, and url.Parse decodes them back. So '%' and
// the zone name are right there, and a "%25" written by hand is encoded
// twice ("%2525en0" on the wire, the zone "25en0" after a round trip). A
// "%25" followed by digits alone is left alone: "%2512" may be the
// numeric zone "2512".
func (c *checker) decodedZone(z, end int, r ruleRef) {
	s := c.s
	if c.hole(z, end) {
		return
	}
	if z+1 == end {
		c.violation(z, end, CheckIPv6, r, Error, "empty zone identifier after '%'")
		return
	}
	if !strings.HasPrefix(s[z:end], "%25") || z+3 == end {
		return
	}
	for i := z + 3; i < end; i++ {
		if !isDigit(s[i]) {
			c.add(Violation{Start: z, End: z + 3, Check: CheckIPv6, Rule: r.rule, RFC: r.ref, Severity: Error,
				Message: "url.URL.Host holds the zone identifier decoded and String writes its '%' as %25, " +
					"so \"%25\" here is encoded twice (%2525); write '%' alone",
				Fixable: true, Replacement: "%"})
			return
		}
	}
}

// validIPv6 reports whether s is an IPv6address of RFC 3986 §3.2.2 (all
// nine forms: up to eight h16 groups, one "::", an optional IPv4 tail).
func validIPv6(s string) bool {
	groups, ellipsis, i := 0, false, 0
	if strings.HasPrefix(s, "::") {
		ellipsis, i = true, 2
	}
	for i < len(s) {
		j := i
		for j < len(s) && isHex(s[j]) {
			j++
		}
		if j < len(s) && s[j] == '.' {
			if !validIPv4(s[i:]) {
				return false
			}
			groups += 2
			break
		}
		if n := j - i; n == 0 || n > 4 {
			return false
		}
		groups++
		i = j
		if i == len(s) {
			break
		}
		if s[i] != ':' || i+1 == len(s) {
			return false
		}
		i++
		if s[i] == ':' {
			if ellipsis {
				return false
			}
			ellipsis = true
			i++
		}
	}
	if ellipsis {
		return groups <= 7
	}
	return groups == 8
}

// validIPv4 reports whether s is an IPv4address: four dec-octets, 0–255
// without leading zeros.
func validIPv4(s string) bool {
	parts := 0
	for i := 0; i <= len(s); {
		j := i
		for j < len(s) && isDigit(s[j]) {
			j++
		}
		if !decOctet(s[i:j]) {
			return false
		}
		parts++
		if j == len(s) {
			return parts == 4
		}
		if s[j] != '.' || parts == 4 {
			return false
		}
		i = j + 1
	}
	return false
}

// decOctet reports whether d (digits only) is a dec-octet.
func decOctet(d string) bool {
	switch {
	case len(d) == 0 || len(d) > 3:
		return false
	case len(d) > 1 && d[0] == '0':
		return false
	case len(d) == 3:
		return d <= "255"
	}
	return true
}

// validIPvFuture reports whether s is "v" 1*HEXDIG "." 1*( unreserved /
// sub-delims / ":" ).
func validIPvFuture(s string) bool {
	i := 1
	for i < len(s) && isHex(s[i]) {
		i++
	}
	if i == 1 || i >= len(s)-1 || s[i] != '.' {
		return false
	}
	for i++; i < len(s); i++ {
		if classes[RFC3986][s[i]]&bitUserinfo == 0 {
			return false
		}
	}
	return true
}
