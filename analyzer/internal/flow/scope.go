package flow

import "github.com/urlvet/urlvet/analyzer/internal/facts"

// A scope is what a resolution passes down its recursion: how deep it
// is, and what the sink being checked requires and takes. Each step of a resolution takes the scope it runs in as an
// argument and passes a modified copy to the steps below it (deeper,
// top), so that nothing of one resolution is kept in the Flow between
// the steps.
type scope struct {
	depth int // the variables, calls and fields followed to get here (MaxDepth)
	// need is what the sink being checked requires, as a field sink's
	// need reads (see carrierResult); nil outside a check.
	need *facts.FieldSinkFact
	// addr says the sink being checked takes a network address
	// (host:port), not a URL alone, or misreads one where it wants a
	// URL (url.Parse, sinks.Param.HostPortMisread): a field's address
	// constants are what it gets.
	addr bool
}

// deeper is the scope of a step below s.
func (s scope) deeper() scope {
	s.depth++
	return s
}

// top is s for a resolution of its own started from s: depth 0, with its
// own maxSteps (a summary's returns), the rest of s kept.
func (s scope) top() scope {
	s.depth = 0
	return s
}
