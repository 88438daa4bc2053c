package flow

import (
	"go/ast"
	"go/types"
	"slices"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"

	"github.com/urlvet/urlvet/analyzer/internal/facts"

	"golang.org/x/tools/go/types/typeutil"
)

// ReturnedParams returns the parameters that returns of d give result i
// as they are (see ResultArg), and its other returns; nil when no
// return gives a parameter. The returns of an error path are left out.
func (cl *CallFlow) ReturnedParams(d *ast.FuncDecl, sig *types.Signature, i int) (args []facts.ResultArg, rest []*ast.ReturnStmt) {
	n := sig.Results().Len()
	if sig.Params().Len() == 0 || !typesx.IsString(sig.Results().At(i).Type()) {
		return nil, nil // no parameter to return (String methods, getters)
	}
	errPath := n > 1 && typesx.IsError(sig.Results().At(n-1).Type())
	for _, ret := range cl.returnsOf(d.Body) {
		if errPath && len(ret.Results) == n && !typesx.IsNil(ret.Results[n-1]) {
			continue
		}
		if len(ret.Results) == n {
			if typesx.IsEmptyString(cl.f.Info, ret.Results[i]) {
				continue // no value
			}
			if a, ok := cl.returnedParam(sig, ret.Results[i]); ok {
				if !slices.Contains(args, a) {
					args = append(args, a)
				}
				continue
			}
		}
		rest = append(rest, ret)
	}
	if args == nil {
		return nil, nil
	}
	return args, rest
}

// returnedParam reports whether e, returned by a function of signature
// sig, is one of its string parameters that it never assigns, or that
// parameter trimmed of spaces.
func (cl *CallFlow) returnedParam(sig *types.Signature, e ast.Expr) (facts.ResultArg, bool) {
	trim := false
	if call, ok := ast.Unparen(e).(*ast.CallExpr); ok && len(call.Args) == 1 {
		fn, ok := typeutil.Callee(cl.f.Info, call).(*types.Func)
		if !ok || FuncOfObj(fn).Trims != sinks.TrimsSpace {
			return facts.ResultArg{}, false
		}
		e, trim = call.Args[0], true
	}
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return facts.ResultArg{}, false
	}
	v, ok := cl.f.Info.Uses[id].(*types.Var)
	if !ok || !typesx.IsString(v.Type()) {
		return facts.ResultArg{}, false
	}
	params := sig.Params()
	for k := 0; k < params.Len(); k++ {
		if params.At(k) != v || sig.Variadic() && k == params.Len()-1 {
			continue
		}
		if vi := cl.f.VarInfo(v); vi != nil && (len(vi.assignments()) > 0 || vi.Escapes) {
			return facts.ResultArg{}, false
		}
		return facts.ResultArg{Index: k, Trim: trim}, true
	}
	return facts.ResultArg{}, false
}

// ReturnsParam is the cheap test of returnsConstants for returnedParam:
// e is a string parameter, or one trimmed of spaces.
func (cl *CallFlow) ReturnsParam(e ast.Expr) bool {
	if call, ok := ast.Unparen(e).(*ast.CallExpr); ok && len(call.Args) == 1 {
		fn, ok := typeutil.Callee(cl.f.Info, call).(*types.Func)
		if !ok || FuncOfObj(fn).Trims != sinks.TrimsSpace {
			return false
		}
		e = call.Args[0]
	}
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := cl.f.Info.Uses[id].(*types.Var)
	return ok && typesx.IsParam(v) && typesx.IsString(v.Type())
}

// ArgResult is the ResultValues of result i of a function that returns
// the parameters args and otherwise rest: the values of rest, or their
// origin; false when rest gives neither.
func (cl *CallFlow) ArgResult(rest []*ast.ReturnStmt, sig *types.Signature, i int, args []facts.ResultArg) (facts.ResultValues, bool) {
	rv := facts.ResultValues{Index: i, Args: args}
	if len(rest) == 0 {
		return rv, true
	}
	vals, whys := cl.summarizeReturns(rest, sig, scope{})
	if vals[i] == nil {
		rv.Why = string(OriginReason(whys[i]))
		return rv, rv.Why != ""
	}
	if len(vals[i]) > MaxFactValues {
		return rv, false
	}
	size := 0
	for _, v := range vals[i] {
		rv.Values = append(rv.Values, cl.f.FactPieces(v, sig, &size))
	}
	return rv, size <= MaxFactText
}

// withArgs resolves a call of a function whose result r returns
// parameters: the values of its other returns (vals, or r.Why, their
// origin), and the values of the call's arguments for those parameters,
// from argument shift on.
func (cl *CallFlow) withArgs(r facts.ResultValues, vals []Value, call *ast.CallExpr, shift int, sc scope) ([]Value, Reason) {
	why := Reason(r.Why)
	if why != "" {
		vals = append(vals, Value{{Hole: true, Use: call, Why: why}})
	}
	for _, a := range r.Args {
		j := a.Index + shift
		if j >= len(call.Args) || spread(call, j) {
			return nil, ReasonCall
		}
		avals, awhy := cl.f.resolve(call.Args[j], sc.deeper())
		for _, v := range dropEmpty(avals) {
			if a.Trim {
				v = trimSpace(v)
			}
			vals = append(vals, v)
		}
		if awhy != "" {
			vals = append(vals, Value{{Hole: true, Use: call.Args[j], Why: awhy}})
			why = MergeReason(why, awhy)
		}
	}
	if r := holesReason(vals); r != "" {
		return nil, r
	}
	return vals, why
}
