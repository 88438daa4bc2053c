package rfc

import (
	"strconv"
	"strings"
)

var targetRule = ruleRef{"URI", "RFC 3986 §4.3"}

// target checks what the receiver requires of a whole URL, for every
// target but Reference. The messages
// say how the string parses when that differs from what it looks like:
// "localhost:8080/x" has the scheme "localhost", "http//x" is a relative
// path.
func (c *checker) target(p *parts) {
	s := c.s
	// A hole at the start may supply the scheme and authority.
	unknownStart := c.holeAt(0)
	switch c.opts.Target {
	case Absolute:
		if !p.scheme.ok && !unknownStart && !c.schemeMayContinue(false) {
			c.violation(0, c.firstSegment(), CheckTarget, targetRule, Error,
				strconv.Quote(s)+" is a relative reference; an absolute URI needs a scheme"+c.missingColon())
			c.fixMissingColon()
		}
	case Relative:
		if p.scheme.ok {
			c.violation(0, p.scheme.end+1, CheckTarget, ruleRef{"relative-ref", "RFC 3986 §4.2"}, Error,
				"this parses as an absolute URI with scheme "+strconv.Quote(s[:p.scheme.end])+
					", not a relative reference; write \"./\" before it if it is a path")
		}
	case HTTP:
		c.httpTarget(p, unknownStart)
	case Request:
		c.requestTarget(p, unknownStart)
	}
}

func (c *checker) httpTarget(p *parts, unknownStart bool) {
	s := c.s
	r := ruleRef{"http-URI", "RFC 9110 §4.2.1"}
	switch {
	case !p.scheme.ok:
		if !unknownStart && !c.schemeMayContinue(true) {
			c.violation(0, c.firstSegment(), CheckTarget, r, Error,
				strconv.Quote(s)+" is a relative reference; an HTTP client needs an absolute http or https URL"+c.missingColon())
			c.fixMissingColon()
		}
	case c.hole(p.scheme.start, p.scheme.end):
	case strings.EqualFold(s[:p.scheme.end], "http") || strings.EqualFold(s[:p.scheme.end], "https"):
		if c.opts.Generic {
			c.netHost(p) // the client's requirement, not a scheme rule
		}
	case p.scheme.end+1 < len(s) && isDigit(s[p.scheme.end+1]):
		c.violation(0, p.scheme.end+1, CheckTarget, r, Error,
			strconv.Quote(s)+" parses as scheme "+strconv.Quote(s[:p.scheme.end])+", not as host and port; write "+
				strconv.Quote("http://"+s))
	default:
		c.violation(0, p.scheme.end, CheckTarget, r, Error,
			"scheme "+strconv.Quote(s[:p.scheme.end])+" is not http or https")
	}
}

// requestTarget checks origin-form, absolute-form or "*" (RFC 9112 §3.2);
// a request target has no fragment.
func (c *checker) requestTarget(p *parts, unknownStart bool) {
	r := ruleRef{"request-target", "RFC 9112 §3.2"}
	if !p.scheme.ok && !strings.HasPrefix(c.s, "/") && !unknownStart && !c.schemeMayContinue(false) {
		c.violation(0, c.firstSegment(), CheckTarget, r, Error,
			"a request target is an absolute path (/x?y), an absolute URI or \"*\"")
	}
	if p.fragment.ok {
		c.violation(p.fragment.start-1, p.fragment.end, CheckTarget, r, Error,
			"a request target has no fragment")
	}
}

// schemeMayContinue reports whether a hole right after a leading run of
// scheme characters may complete the scheme: "http" + v is absolute when v
// is "s://x" or "://x", so it is not known to be a relative reference. For
// an HTTP client only a run that can still become "http" or "https"
// counts; for other targets any run without a dot ("example.com" + v
// stays a host missing its scheme).
func (c *checker) schemeMayContinue(httpOnly bool) bool {
	s := c.s
	i := 0
	for i < len(s) && (isAlpha(s[i]) || i > 0 && (isDigit(s[i]) || s[i] == '+' || s[i] == '-' || s[i] == '.')) {
		i++
	}
	if i == 0 || !c.holeAt(i) {
		return false
	}
	if httpOnly {
		return i <= len("https") && strings.EqualFold(s[:i], "https"[:i])
	}
	return strings.IndexByte(s[:i], '.') < 0
}

// firstSegment returns the end of the first path segment of s, the range
// reported when a reference lacks a scheme.
func (c *checker) firstSegment() int {
	i := strings.IndexAny(c.s, "/?#")
	if i < 0 {
		return len(c.s)
	}
	if i == 0 {
		return min(1, len(c.s))
	}
	return i
}

// missingColon suggests the likely intent of "http//x" or "https//x".
func (c *checker) missingColon() string {
	s := c.s
	for _, sc := range [...]string{"http", "https"} {
		if len(s) > len(sc)+2 && strings.EqualFold(s[:len(sc)], sc) && s[len(sc):len(sc)+2] == "//" {
			return "; " + strconv.Quote(s[:len(sc)]+"//") + " lacks its ':', so this is a relative path: write " +
				strconv.Quote(s[:len(sc)]+":"+s[len(sc):])
		}
	}
	return ""
}

// fixMissingColon gives the violation just recorded for "http//x" its
// fix: the scheme's ':' (the range reported is "http", the first
// segment).
func (c *checker) fixMissingColon() {
	if c.missingColon() == "" || len(c.out) == c.base {
		return
	}
	v := &c.out[len(c.out)-1]
	if v.Check == CheckTarget && v.Start == 0 && v.End < len(c.s) && c.s[v.End] == '/' && !c.hole(0, v.End+2) {
		v.Fixable, v.Replacement = true, c.s[:v.End]+":"
	}
}
