package flow

import (
	"go/types"

	"github.com/urlvet/urlvet/analyzer/internal/facts"
	"golang.org/x/tools/go/analysis"
)

// Checks is what value flow asks of the checks that use it: what they
// found of the package's wrappers and field sinks.
type Checks interface {
	// Wrapped reports whether parameter index of fn, a function of the
	// package, reaches a URL sink unchanged.
	Wrapped(fn types.Object, index int) bool
	// FieldSink reports whether fld, a field of the package, reaches
	// sinks at its every read: its writes are checked where written.
	FieldSink(fld *types.Var) bool
	// CheckedCarrier reports whether fn, a function of another package,
	// returns a field whose writes are checked for what need asks: a
	// site reading its result is then checked where the field is written.
	CheckedCarrier(fn *types.Func, need *facts.FieldSinkFact) bool
}

// carrierResult reports whether fn is a carrier of a field whose writes
// are checked for what the site being checked needs (Checks.CheckedCarrier):
// the site then says "field-writes".
func (p *ParamFlow) carrierResult(fn *types.Func, sc scope) bool {
	return p != nil && sc.site != nil && p.Checks.CheckedCarrier(fn, sc.need)
}

// Facts is where value flow reads the facts of other packages. An
// *analysis.Pass holds its import functions in fields: the analyzer
// adapts it.
type Facts interface {
	ImportObjectFact(obj types.Object, fact analysis.Fact) bool
	ImportPackageFact(pkg *types.Package, fact analysis.Fact) bool
}

// Intent is what value flow asks of the test-code policy (intent.Intent).
type Intent interface {
	// ExpectsError reports whether a call in a test file has its error
	// required to be non-nil: the test passes it bad input on purpose.
	ExpectsError(c CallSite) bool
}
