package flow

import (
	"go/ast"
	"go/types"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// maxAppended bounds the values appendedElems gathers.
const maxAppended = 8

// appendedElems returns the values an element of list can hold, where
// list is a local []string that starts empty and grows only by append
// of single elements (parameters = append(parameters, key+"="+value)):
// the values of each appended expression, a concatenation or a
// variable, not a call's result. False where the slice is
// stored into, passed on, has its address taken, or holds too many
// values to follow.
func (f *Flow) appendedElems(list ast.Expr, sc scope) ([]Value, bool) {
	if sc.depth > MaxDepth {
		return nil, false
	}
	id, ok := ast.Unparen(list).(*ast.Ident)
	if !ok {
		return nil, false
	}
	v, ok := f.Info.Uses[id].(*types.Var)
	if !ok || v.Pkg() != f.Pkg || v.Parent() == f.Pkg.Scope() || typesx.IsParam(v) {
		return nil, false
	}
	if s, ok := v.Type().(*types.Slice); !ok || !typesx.IsString(s.Elem()) {
		return nil, false
	}
	x := f.Data.localData(v)
	if x.ElemBad[v] || x.addr[v] > 0 || x.other[v] || len(x.Elems[v]) > 0 {
		return nil, false
	}
	vi := f.VarInfo(v)
	if vi == nil || len(vi.Results) > 0 || len(vi.Adds) > 0 || vi.Opaque() {
		return nil, false
	}
	var out []Value
	for _, r := range vi.Rhs {
		r = ast.Unparen(r)
		if f.emptySlice(r) {
			continue
		}
		call, ok := r.(*ast.CallExpr)
		if !ok || call.Ellipsis.IsValid() || len(call.Args) < 2 || !f.isBuiltin(call, "append") || !typesx.IsIdentOf(f.Info, call.Args[0], v) {
			return nil, false
		}
		for _, a := range call.Args[1:] {
			if _, isCall := ast.Unparen(a).(*ast.CallExpr); isCall {
				return nil, false // an edit's result (an escape with its '/' put back) is left whole
			}
			out = append(out, f.operand(a, sc)...)
		}
		if len(out) > maxAppended {
			return nil, false
		}
	}
	return out, len(out) > 0
}
