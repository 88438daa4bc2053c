package rfc

import (
	"cmp"
	"slices"
	"strings"
	"unicode/utf8"
)

// Check returns every violation in s, in order of Start (then End, then
// Check), each reported once.
func Check(s string, opts Options) []Violation {
	return AppendCheck(nil, s, opts)
}

// AppendCheck appends the violations in s to dst and returns the extended
// slice. Checking a valid string allocates nothing.
func AppendCheck(dst []Violation, s string, opts Options) []Violation {
	if quickValid(s, &opts) {
		return dst // the commonest valid URLs, in one pass
	}
	return appendCheck(dst, s, opts)
}

// appendCheck is AppendCheck without its first pass: the full check,
// with the fixes that would not be final withheld (settle).
func appendCheck(dst []Violation, s string, opts Options) []Violation {
	out := appendViolations(dst, s, opts)
	settle(out[len(dst):], s, opts)
	return out
}

// appendViolations is appendCheck with every fix as found.
func appendViolations(dst []Violation, s string, opts Options) []Violation {
	var c checker
	c.s, c.opts, c.out, c.base = s, opts, dst, len(dst)
	n := len(s)
	if n > 0 && (s[0] <= ' ' || s[n-1] <= ' ' || s[0] == 0x7f || s[n-1] == 0x7f) && trimmable(opts.Target) {
		if lo, hi := c.edges(); lo > 0 || hi < n {
			out := checkTrimmed(dst, s, opts, lo, hi)
			slices.SortStableFunc(out[len(dst):], compareViolations)
			return out
		}
	}
	switch opts.Target {
	case SchemePart:
		if jdbcScheme(s) {
			break // jdbc:postgresql: String writes a JDBC URL, as meant
		}
		c.schemeChars(0, c.schemeFieldMistakes(), true)
	case HostPort:
		c.hostPort()
	case UserinfoPart:
		c.userinfo(span{0, n, true})
	case RawPath:
		c.scan(0, n, compPath)
		c.pathFieldQuery()
	case Opaque:
		// String and RequestURI write Opaque as it is, and a query after
		// it: a '?' in Opaque starts the query on the wire.
		if q := strings.IndexByte(s, '?'); q >= 0 {
			c.scan(0, q, compPath)
			c.scan(q+1, n, compQuery)
		} else {
			c.scan(0, n, compPath)
		}
	case RawQuery:
		c.scan(0, n, compQuery)
		if c.queryCand {
			c.queryMistakes(0, n)
		}
	case FragmentPart:
		c.scan(0, n, compFragment)
	case DecodedPath:
		c.decoded(compPath)
		c.decodedEscapes(compPath)
		c.pathFieldQuery()
	case PathElement:
		c.decoded(compPath)
		c.escapes(compPath)
		c.pathFieldQuery()
	case DecodedFragment:
		c.decoded(compFragment)
		c.decodedEscapes(compFragment)
	case GRPC:
		c.grpcTarget()
	case Postgres:
		c.postgres()
	case MongoDB:
		c.mongoDB()
	case Endpoint:
		c.endpointTarget()
	case URLList:
		c.urlList()
	case Network:
		c.networkURL()
	case MySQL:
		c.mysqlDSN()
		return c.out // a password, a database name: not URL text
	default:
		c.url()
	}
	if opts.Target != SchemePart && (opts.Target != Postgres || strings.Contains(s, "://")) {
		c.placeholders() // not in a keyword/value DSN, which is not checked
	}
	if len(c.out)-c.base > 1 {
		slices.SortStableFunc(c.out[c.base:], compareViolations)
	}
	return c.out
}

func compareViolations(a, b Violation) int {
	if r := cmp.Compare(a.Start, b.Start); r != 0 {
		return r
	}
	if r := cmp.Compare(a.End, b.End); r != 0 {
		return r
	}
	return strings.Compare(string(a.Check), string(b.Check))
}

// url checks a whole URL: the generic grammar of the profile, the target's
// requirements, then (unless Generic) the rules of its scheme.
func (c *checker) url() {
	s := c.s
	if c.opts.Target == Request && s == "*" {
		return
	}
	m := splitRFC3986
	switch {
	case c.opts.Target == Request && strings.HasPrefix(s, "/"):
		m = splitOrigin
	case c.opts.Profile == RFC1738:
		m = splitRFC1738
	}
	var p parts
	split(s, m, &p)
	c.urlSplit, c.urlMode, c.urlParts = true, m, p
	var known knownScheme
	if p.scheme.ok {
		name := s[p.scheme.start:p.scheme.end]
		w, bits := schemeWord(name)
		if !schemeValid(bits, name[0], c.opts.Profile) {
			c.phCand = true
			c.schemeChars(p.scheme.start, p.scheme.end, false)
		}
		known = lookupScheme(w, len(name))
	}
	if p.authority.ok {
		c.phCand = c.phCand || p.authPh
		c.authority(&p)
	}
	c.scan(p.path.start, p.path.end, compPath)
	c.phScanned, c.phPathStart, c.phPathEnd = c.opts.Target <= Request, p.path.start, p.path.end
	if p.query.ok {
		c.scan(p.query.start, p.query.end, compQuery)
	}
	if p.fragment.ok {
		c.scan(p.fragment.start, p.fragment.end, compFragment)
	}
	if !p.authority.ok {
		c.path(&p) // its rules are for references without an authority
	}
	if c.opts.Target != Reference {
		c.target(&p)
	}
	if !c.opts.Generic && p.scheme.ok {
		c.schemeRules(&p, known)
	}
	c.mistakes(&p)
}

// schemeChars checks a scheme: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ).
// RFC 1738 and RFC 1808 also let it start with a digit. In a whole URL the
// "scheme" is whatever precedes the first ':', so one violation, at the
// first bad byte, says why the string is neither a URI nor a relative
// reference; as a component on its own (all), every bad byte is reported.
func (c *checker) schemeChars(start, end int, all bool) {
	if c.hole(start, end) {
		return
	}
	t := &classes[c.profile()]
	for i := start; i < end; i++ {
		b := c.s[i]
		ok := t[b]&bitScheme != 0
		if i == start && c.opts.Profile != RFC1738 {
			ok = isAlpha(b)
		}
		if ok {
			continue
		}
		r := c.rule(compScheme)
		msg := charName(b) + " is not allowed in a scheme"
		if i == start && t[b]&bitScheme != 0 {
			msg = "a scheme must start with a letter"
		}
		if !all {
			msg += "; a relative reference cannot have ':' in its first segment: write \"./\" before it"
		}
		c.add(Violation{Start: i, End: i + 1, Check: CheckScheme, Rule: r.rule, RFC: r.ref, Severity: Error, Message: msg})
		if !all {
			return
		}
	}
}

// path checks, for references without scheme and authority, that the
// first segment has no ':' (RFC 3986 path-noscheme); RFC 2396 also
// requires a non-empty opaque part after "scheme:". A reference with an
// authority breaks neither rule.
func (c *checker) path(p *parts) {
	s := c.s
	switch c.opts.Profile {
	case RFC3986, RFC2396:
		if p.scheme.ok || p.authority.ok {
			break
		}
		seg := p.path.start
		for seg < p.path.end && s[seg] != '/' && s[seg] != ':' {
			seg++
		}
		if seg < p.path.end && s[seg] == ':' && !c.hole(0, seg) {
			r := ruleRef{"segment-nz-nc", "RFC 3986 §3.3"}
			if c.opts.Profile == RFC2396 {
				r = ruleRef{"rel_segment", "RFC 2396 §3.3"}
			}
			c.violation(seg, seg+1, CheckPath, r, Error,
				"':' in the first segment of a relative path would be read as a scheme delimiter; write %3A or start with \"./\"")
		}
	}
	if c.opts.Profile == RFC2396 && p.scheme.ok && !p.authority.ok &&
		p.path.start == p.path.end && !p.query.ok && !c.hole(p.path.start, p.path.end) {
		c.violation(p.scheme.end, p.scheme.end+1, CheckPath, ruleRef{"opaque_part", "RFC 2396 §3"}, Error,
			"RFC 2396 requires at least one character after the scheme's ':' (RFC 3986 allows it empty)")
	}
}

// decoded checks a decoded component (url.URL.Path, url.URL.Fragment):
// any text is fine except control bytes and invalid UTF-8.
func (c *checker) decoded(k comp) {
	s := c.s
	for i := 0; i < len(s); i++ {
		b := s[i]
		switch {
		case b < 0x20 || b == 0x7f:
			c.badChar(i, k, false)
		case b >= 0x80:
			r, size := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && size == 1 {
				rr := c.rule(k)
				c.push(Violation{Start: i, End: i + 1, Check: CheckNonASCII, Rule: rr.rule, RFC: rr.ref, Severity: Error,
					Message: "invalid UTF-8 byte 0x" + percentEncode(s[i : i+1])[1:] + " in " + compNames[k]})
			}
			i += size - 1
		}
	}
}

// escapes reports each '%' that starts no valid escape, in a component
// whose other bytes are escaped by the sink (url.JoinPath's elements): it
// keeps a valid escape as written and fails on an invalid one.
func (c *checker) escapes(k comp) {
	s := c.s
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			continue
		}
		if i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
			i += 2
		} else if !c.escapeHole(i, len(s)) {
			c.badEscape(i, k)
		}
	}
}
