package rfc

// This file is the contract between the generic grammar (which splits a
// reference into its parts and checks character classes) and the
// scheme-specific grammars (which check what a scheme adds on top).

// A span is a byte range [start, end) of the checked string; ok reports
// whether the part is present at all (an empty query "x?" is present and
// empty; no '?' means absent).
type span struct {
	start, end int
	ok         bool
}

// parts are the components of a reference, split by split (RFC 3986
// Appendix B, or RFC 1808 §2.4 under RFC 1738). Offsets exclude the
// delimiters: scheme excludes ':', authority excludes "//", params exclude
// ';', query excludes '?', fragment excludes '#', port excludes ':'.
type parts struct {
	scheme    span
	authority span // userinfo@host:port as a whole
	userinfo  span // excludes '@'
	host      span // includes '[' ']' of an IP literal
	port      span
	path      span
	params    span // RFC 1808's params, split off the path by splitRFC1808 alone
	query     span
	fragment  span

	hostDNS bool // the authority is a host alone, and a valid DNS name
	authPh  bool // the authority holds '{' or '%', which may start a placeholder
}

// A checker accumulates the violations found in one input.
type checker struct {
	s    string
	opts Options
	out  []Violation

	base int                       // out[:base] belongs to the caller of AppendCheck
	seen map[violationKey]struct{} // index of out[base:], built once it grows large

	validDNS bool // the host is a valid DNS name (set by the generic host check)

	// The run of control bytes joinsNonASCII last measured, [ctlLo, ctlHi),
	// and its answer, so that a long run is measured once.
	ctlLo, ctlHi int
	ctlJoins     bool

	// A whole URL's split, kept so that the deletion of its control bytes
	// can be checked not to split it differently: ctlResplit is 0 until
	// measured, then 1 (no change) or 2 (the split changes).
	urlSplit   bool
	urlMode    splitMode
	urlParts   parts
	ctlResplit uint8

	// What the scan of a whole URL saw, so that the placeholder check
	// need not read a valid URL again: phScanned says url() recorded the
	// path span and phCand; phCand says a byte that may start a
	// placeholder ('{', a '%' that is no escape, ':' after a '/' in the
	// path, an invalid scheme, '{' or '%' in the authority) was seen.
	phScanned, phCand      bool
	phPathStart, phPathEnd int

	// queryCand says the scan of a query saw a '?' or an '&' that may
	// start an HTML entity: without one, queryMistakes has nothing to find.
	queryCand bool
}

type violationKey struct {
	start, end int
	check      CheckID
}

// add records v unless a violation with the same range and check is
// already recorded, so that the generic and scheme grammars never report
// one fault twice.
func (c *checker) add(v Violation) {
	k := violationKey{v.Start, v.End, v.Check}
	if c.seen == nil && len(c.out)-c.base > 32 {
		// Keep long inputs linear: index what is recorded so far.
		c.seen = make(map[violationKey]struct{}, len(c.out)-c.base)
		for _, w := range c.out[c.base:] {
			c.seen[violationKey{w.Start, w.End, w.Check}] = struct{}{}
		}
	}
	if c.seen != nil {
		if _, dup := c.seen[k]; dup {
			return
		}
		c.seen[k] = struct{}{}
		c.appendViolation(v)
		return
	}
	for i := c.base; i < len(c.out); i++ {
		if c.out[i].Start == v.Start && c.out[i].End == v.End && c.out[i].Check == v.Check {
			return
		}
	}
	c.appendViolation(v)
}

// appendViolation appends v, doubling a long slice when it is full: a
// megabyte of stray bytes then copies violations twice, not five times.
func (c *checker) appendViolation(v Violation) {
	if n := len(c.out); n == cap(c.out) && n >= 1024 {
		grown := make([]Violation, n, 2*n)
		copy(grown, c.out)
		c.out = grown
	}
	c.out = append(c.out, v)
}

// push records v without looking for a duplicate: the character scan visits
// each byte once, so it cannot report one twice.
func (c *checker) push(v Violation) {
	if c.seen != nil {
		c.seen[violationKey{v.Start, v.End, v.Check}] = struct{}{}
	}
	c.appendViolation(v)
}

// hole reports whether a hole (Options.Holes) lies within [start, end].
func (c *checker) hole(start, end int) bool {
	if len(c.opts.Holes) == 0 {
		return false // the common case, decided inline
	}
	i := c.firstHole(start)
	return i < len(c.opts.Holes) && c.opts.Holes[i] <= end
}

// firstHole returns the index of the first hole at or after offset off,
// by binary search: Holes are sorted, and there may be many of them.
func (c *checker) firstHole(off int) int {
	h := c.opts.Holes
	lo, hi := 0, len(h)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if h[m] < off {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}
