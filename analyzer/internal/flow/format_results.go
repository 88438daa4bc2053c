package flow

import (
	"go/ast"
	"go/types"

	"github.com/urlvet/urlvet/analyzer/internal/facts"
	"golang.org/x/tools/go/types/typeutil"
)

// FormatResult reports whether result i of the function declared by d
// formats its callers' format with their arguments, as a printf wrapper
// does (see FormatParam): its last statement is its one return, of
//
//	prefix + fmt.Sprintf(tmpl, args...)
//
// (prefix optional), or of a local variable declared with such a value
// and never assigned again, with tmpl and args its last two parameters,
// never assigned. It returns 1 + tmpl's index (0 when the shape is
// another) and prefix (nil when there is none). Such a function makes
// its callers' constant templates URL text, each verb a hole for the
// argument it formats (facts.ResultValues.Format).
func (cl *CallFlow) FormatResult(d *ast.FuncDecl, sig *types.Signature, i int) (format int, prefix ast.Expr) {
	if i != 0 || sig.Results().Len() != 1 || d.Body == nil || len(d.Body.List) == 0 {
		return 0, nil
	}
	ret, ok := d.Body.List[len(d.Body.List)-1].(*ast.ReturnStmt)
	if !ok || len(ret.Results) != 1 || len(cl.returnsOf(d.Body)) != 1 {
		return 0, nil
	}
	index, prefix, ok := cl.formatParam(sig, ret.Results[0], false)
	if !ok {
		return 0, nil
	}
	return index + 1, prefix
}

// formattedResult resolves a call of fn, of another package, whose result
// r formats argument r.Format-1 (see FormatResult): each value of r, then
// the constant runs of each format the call passes, a hole for each verb.
func (cl *CallFlow) formattedResult(r facts.ResultValues, fn *types.Func, call *ast.CallExpr, shift int, sc scope) ([]Value, Reason) {
	j := r.Format - 1 + shift
	if j >= len(call.Args) || spread(call, j) {
		return nil, ReasonCall
	}
	formats, why := cl.f.Formats.format(call, j, sc)
	if why != "" || len(formats) == 0 {
		return nil, ReasonFormat
	}
	prefixes := make([]Value, 0, len(r.Values))
	for _, prefix := range r.Values {
		var pv Value
		for _, p := range prefix {
			if p.Hole {
				pv = append(pv, Piece{Hole: true, Use: call, Why: Reason(p.Why)})
			} else {
				pv = append(pv, Piece{Text: p.Text, Use: call, Decl: fn.Pos()})
			}
		}
		prefixes = append(prefixes, pv)
	}
	return Concat(prefixes, formats), ""
}

// formatsResult reports whether call is a call of a function, not a
// method expression, whose result formats its callers' format with their
// arguments (FormatResult in this package, facts.ResultValues.Format in
// another): 1 + the format's index among call's arguments, 0 when it is
// not one, and whether the result puts text before the format's.
func (cl *CallFlow) formatsResult(call *ast.CallExpr) (format int, prefixed bool) {
	fn, ok := typeutil.Callee(cl.f.Info, call).(*types.Func)
	if !ok || fn.Pkg() == nil {
		return 0, false
	}
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		if s, ok := cl.f.Info.Selections[sel]; ok && s.Kind() == types.MethodExpr {
			return 0, false
		}
	}
	fn = fn.Origin()
	if fn.Pkg() == cl.f.Pkg {
		d := cl.Decl(fn)
		if d == nil {
			return 0, false
		}
		format, prefix := cl.FormatResult(d, fn.Signature(), 0)
		return format, prefix != nil
	}
	if cl.facts == nil {
		return 0, false
	}
	var fact facts.ResultsFact
	if !cl.facts.ImportPackageFact(fn.Pkg(), &fact) {
		return 0, false
	}
	for _, r := range fact.Lookup(ResultName(fn)) {
		if r.Index == 0 && r.Format > 0 {
			return r.Format, len(r.Values) != 1 || len(r.Values[0]) > 0
		}
	}
	return 0, false
}
