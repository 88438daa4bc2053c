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

// parts are the components of a reference, split by RFC 3986 Appendix B
// (the same split serves RFC 2396 and RFC 1808). Offsets exclude the
// delimiters: scheme excludes ':', authority excludes "//", query excludes
// '?', fragment excludes '#', port excludes ':'.
type parts struct {
	scheme    span
	authority span // userinfo@host:port as a whole
	userinfo  span // excludes '@'
	host      span // includes '[' ']' of an IP literal
	port      span
	path      span
	query     span
	fragment  span
}

// A checker accumulates the violations found in one input.
type checker struct {
	s    string
	opts Options
	out  []Violation
}

// add records v unless a violation with the same range and check is
// already recorded, so that the generic and scheme grammars never report
// one fault twice.
func (c *checker) add(v Violation) {
	for i := range c.out {
		if c.out[i].Start == v.Start && c.out[i].End == v.End && c.out[i].Check == v.Check {
			return
		}
	}
	c.out = append(c.out, v)
}

// hole reports whether a hole (Options.Holes) lies within [start, end].
func (c *checker) hole(start, end int) bool {
	for _, h := range c.opts.Holes {
		if h >= start && h <= end {
			return true
		}
	}
	return false
}
