package analyzer

import (
	"github.com/urlvet/urlvet/analyzer/internal/facts"
	"github.com/urlvet/urlvet/rfc"
)

// A field read at sinks that need different things is checked, where it
// is written, for what all of them need: the weaker need. Need w is
// weaker than need n (n implies w) when every violation that checking a
// value for w reports, checking it for n reports too, at the same bytes,
// with the same fix: a constant that fails w then fails at every sink,
// and the fix offered is the one every sink's check offers.
//
// Among the targets of whole URLs, the checker runs the same grammar,
// scheme and mistake rules for Reference, Absolute, Relative and HTTP,
// and only the last three add a rule of their own (rfc's target): a
// scheme required, a scheme forbidden, an http or https scheme with a
// host. So Reference is weaker than each of them, and Absolute than HTTP
// (HTTP also reports a missing scheme, at the same bytes, with the same
// fix). Request is left out: it reads "//x" as a path, where the others
// read an authority. Other targets (components, client libraries) meet
// only themselves.
//
// Of the other needs, a sink that also takes a path for a handler
// (OriginForm) checks fewer values at the write (checkFieldWrite), and a
// field followed by a path at some sink (Prefix) has its values checked
// with a hole after them: both are weaker set than unset. Path
// parameters (Params) must agree.

// weakerTarget returns the weaker of two targets of whole URLs, and
// whether there is one.
func weakerTarget(a, b rfc.Target) (rfc.Target, bool) {
	switch {
	case a == b:
		return a, true
	case !urlTarget(a) || !urlTarget(b):
		return 0, false
	case a == rfc.Absolute && b == rfc.HTTP, a == rfc.HTTP && b == rfc.Absolute:
		return rfc.Absolute, true
	}
	return rfc.Reference, true
}

// urlTarget reports whether t is a target of whole URLs that meets
// another (see weakerTarget).
func urlTarget(t rfc.Target) bool {
	return t == rfc.Reference || t == rfc.Absolute || t == rfc.Relative || t == rfc.HTTP
}

// weakerNeed returns the need that both sinks' needs imply, named after
// the sink that needs it (a's when neither does), and whether there is
// one.
func weakerNeed(a, b *facts.FieldSinkFact) (facts.FieldSinkFact, bool) {
	t, ok := weakerTarget(a.Target, b.Target)
	if !ok || a.Params != b.Params {
		return facts.FieldSinkFact{}, false
	}
	w := *a
	if t != a.Target && t == b.Target {
		w.Sink = b.Sink
	}
	w.Target = t
	w.OriginForm = a.OriginForm || b.OriginForm
	w.Prefix = a.Prefix || b.Prefix
	w.Slash = a.Slash || b.Slash
	return w, true
}

// implies reports whether a sink needing n checks at least what need w
// checks (see weakerNeed): the values written into a field checked for
// w need no more for that sink's sake. Prefix is left aside, as
// sameNeeds does.
func implies(n, w *facts.FieldSinkFact) bool {
	m, ok := weakerNeed(n, w)
	return ok && sameNeeds(&m, w)
}
