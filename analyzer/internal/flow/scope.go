package flow

import (
	"go/ast"

	"github.com/urlvet/urlvet/analyzer/internal/facts"
)

// A scope is what a resolution passes down its recursion: how deep it
// is, the site being checked, what its sink requires and takes, and the
// arguments bound for the call whose result is being resolved. Each step
// of a resolution takes the scope it runs in as an argument and passes a
// copy, changed by the with methods, to the steps below it, so that
// nothing of one resolution is kept in the Flow between its steps.
type scope struct {
	depth int      // the variables, calls and fields followed to get here (MaxDepth)
	site  ast.Expr // the expression a sink checks, or the argument of a call followed from it; nil outside a check
	// need is what the sink being checked requires, as a field sink's
	// need reads (see carrierResult); nil outside a check.
	need *facts.FieldSinkFact
	// args are the arguments parameters stand for, in the call whose
	// result is being resolved (bindings.go); nil for a summary, which
	// holds for every call.
	args bindings
	// inWrite says that site is a value written into a field, whose
	// reads a sink checks (ResolveWrite): a parameter there also takes
	// the arguments of the package's calls of an exported function
	// (a constructor, an option function), with a hole for the others.
	inWrite bool
	// addr says the sink being checked takes a network address
	// (host:port), not a URL alone, or misreads one where it wants a
	// URL (url.Parse, sinks.Param.HostPortMisread): a field's address
	// constants are what it gets.
	addr bool
	// host says the sink takes a host or host:port, never a URL (a
	// url.URL's Host, a dialer's address, text a sink writes after a
	// scheme and "://"): addr without the parsers of URLs that misread
	// an address.
	host bool
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

// withSite is s with x the site: the argument of a call followed from
// the site of s.
func (s scope) withSite(x ast.Expr) scope {
	s.site = x
	return s
}

// withWrite is s with x the site, a value written into a field whose
// reads a sink checks.
func (s scope) withWrite(x ast.Expr) scope {
	s.site, s.inWrite = x, true
	return s
}

// withArgs is s with args the arguments parameters stand for.
func (s scope) withArgs(args bindings) scope {
	s.args = args
	return s
}
