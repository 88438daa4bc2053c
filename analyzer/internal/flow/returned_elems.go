package flow

import (
	"go/ast"
	"go/types"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"golang.org/x/tools/go/types/typeutil"
)

// resultElems returns the expressions the elements of the list a call
// returns can evaluate to, when the callee is a function of this package
// whose every return of the list is nil, a literal, or a local list
// built from them and appends (func endpoints() []string { for _, ip :=
// range ips { eps = append(eps, scheme+"://"+ip) }; return eps }). The
// list is its only result of a list type; returns of an error path (a
// non-nil last result of type error) and of degenerate input (see
// returnsOf) are left out. ok is false when the callee is not such a
// function; why says why an element could not be followed.
func (cl *CallFlow) resultElems(call *ast.CallExpr, roots map[*types.Var]bool, sc scope) (exprs []ast.Expr, why Reason, ok bool) {
	d, sig, idx := cl.listFunc(call)
	if d == nil {
		return nil, "", false
	}
	n := sig.Results().Len()
	errPath := n > 1 && typesx.IsError(sig.Results().At(n-1).Type())
	for _, ret := range cl.returnsOf(d.Body) {
		if len(ret.Results) != n {
			return nil, ReasonCall, true // a bare return, or a call's results
		}
		if errPath && !typesx.IsNil(ret.Results[n-1]) {
			continue
		}
		e := ret.Results[idx]
		if typesx.IsNil(e) {
			continue
		}
		elems, why := cl.f.Fields.elemExprs(e, nil, roots, sc.deeper())
		if why != "" {
			return nil, why, true
		}
		exprs = append(exprs, elems...)
	}
	return exprs, "", true
}

// ownListResult reports whether result index of call is a list that
// resultElems follows.
func (cl *CallFlow) ownListResult(call *ast.CallExpr, index int) bool {
	d, _, idx := cl.listFunc(call)
	return d != nil && idx == index
}

// listFunc returns the declaration and signature of the function call
// calls, when it is a function of this package with a body and one
// result of a list type, whose index it returns.
func (cl *CallFlow) listFunc(call *ast.CallExpr) (*ast.FuncDecl, *types.Signature, int) {
	fn, isFunc := typeutil.Callee(cl.f.Info, call).(*types.Func)
	if !isFunc || fn.Pkg() != cl.f.Pkg {
		return nil, nil, -1
	}
	sig := fn.Signature()
	idx := listResult(sig)
	if idx < 0 || cl == nil {
		return nil, nil, -1
	}
	d := cl.Decl(fn.Origin())
	if d == nil || d.Body == nil {
		return nil, nil, -1
	}
	return d, sig, idx
}

// listResult returns the index of the only result of sig that is a slice
// or array of strings, -1 when there is none or more than one.
func listResult(sig *types.Signature) int {
	idx := -1
	for i := range sig.Results().Len() {
		if !isStringList(sig.Results().At(i).Type()) {
			continue
		}
		if idx >= 0 {
			return -1
		}
		idx = i
	}
	return idx
}

// isStringList reports whether t is a slice or array of a string type.
func isStringList(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Slice:
		return typesx.IsString(u.Elem())
	case *types.Array:
		return typesx.IsString(u.Elem())
	}
	return false
}
