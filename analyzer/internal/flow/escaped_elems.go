package flow

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// escapedElems reports whether every element of list, a []string
// variable read at use, is a net/url escape of a component, so that
// strings.Join of it is escaped text:
//
//	for i, a := range args { args[i] = url.QueryEscape(a) } // every element, before use
//	kept = append(kept, args[i])                              // elements of such a slice
//	func list(args []string) { strings.Join(args, ",") }      // every call passes one
//
// The loop that escapes in place runs at the top of its function and
// stores each turn; nothing else stores into the slice or assigns it
// after the loop.
func (f *Flow) escapedElems(list ast.Expr, use token.Pos, sc scope) bool {
	if sc.depth > MaxDepth {
		return false
	}
	id, ok := ast.Unparen(list).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := f.Info.Uses[id].(*types.Var)
	if !ok || v.Pkg() != f.Pkg || v.Parent() == f.Pkg.Scope() {
		return false
	}
	if s, ok := v.Type().(*types.Slice); !ok || !typesx.IsString(s.Elem()) {
		return false
	}
	x := f.Data.localData(v)
	if x.ElemBad[v] || x.addr[v] > 0 || x.other[v] {
		return false
	}
	var rhs []ast.Expr
	if vi := f.VarInfo(v); vi != nil {
		if len(vi.Results) > 0 || len(vi.Adds) > 0 {
			return false
		}
		rhs = vi.Rhs
	}
	if loop := f.escapeLoop(v, x.Elems[v]); loop != nil {
		if use < loop.End() {
			return false
		}
		for _, r := range rhs {
			if r.Pos() > loop.Pos() {
				return false
			}
		}
		return true
	}
	if len(x.Elems[v]) > 0 {
		return false
	}
	if typesx.IsParam(v) {
		return len(rhs) == 0 && f.escapedArgs(v, id, sc)
	}
	return len(rhs) > 0 && f.appendsEscaped(v, rhs, sc)
}

// escapeLoop returns the range statement over v, a direct statement of
// its function's body, that is the one store of v's elements (stores)
// and stores on every turn v[k] = an escaper of v[k] or of the range's
// value; nil when there is none.
func (f *Flow) escapeLoop(v *types.Var, stores []elemAssign) *ast.RangeStmt {
	if len(stores) != 1 {
		return nil
	}
	call, ok := ast.Unparen(stores[0].rhs).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 || !f.componentEscaper(call) {
		return nil
	}
	key, ok := ast.Unparen(stores[0].key).(*ast.Ident)
	if !ok {
		return nil
	}
	k, ok := f.Info.Uses[key].(*types.Var)
	if !ok {
		return nil
	}
	rs := f.Data.localData(k).ranges[k]
	if rs == nil || !typesx.IsIdentOf(f.Info, rs.Key, k) || !typesx.IsIdentOf(f.Info, rs.X, v) {
		return nil
	}
	if vi := f.VarInfo(k); vi != nil && len(vi.Rhs) > 0 {
		return nil
	}
	arg := ast.Unparen(call.Args[0])
	if ix, ok := arg.(*ast.IndexExpr); ok {
		if !typesx.IsIdentOf(f.Info, ix.X, v) || !typesx.IsIdentOf(f.Info, ix.Index, k) {
			return nil
		}
	} else if r, _, ok := f.rangeValue(arg); !ok || r != rs {
		return nil
	}
	if !f.everyTurn(rs, call) {
		return nil
	}
	_, body := f.Control.funcOf(rs)
	if body == nil {
		return nil
	}
	for _, s := range body.List {
		if s == ast.Stmt(rs) {
			return rs
		}
	}
	return nil
}

// componentEscaper reports whether call is url.PathEscape or
// url.QueryEscape (an escaper of a component).
func (f *Flow) componentEscaper(call *ast.CallExpr) bool {
	fn, ok := typeutil.Callee(f.Info, call).(*types.Func)
	if !ok {
		return false
	}
	switch FuncOfObj(fn).Escapes {
	case sinks.EscapesQueryPart, sinks.EscapesSegment:
		return true
	}
	return false
}

// escapedArgs reports whether every call of the function of parameter
// v, read at use, all in the package, passes in v's place a slice of escaped
// elements.
func (f *Flow) escapedArgs(v *types.Var, use *ast.Ident, sc scope) bool {
	if f.Params == nil {
		return false
	}
	fn, _ := f.Control.funcOf(use)
	if fn == nil {
		return false
	}
	index, ok := paramIndexOf(f.Info, fn, v)
	if !ok {
		return false
	}
	if sig := f.Origins.signatureOf(v); sig == nil || sig.Variadic() && index == sig.Params().Len()-1 {
		return false
	}
	calls, ok := f.Params.visibleCalls(f, fn)
	if !ok || len(calls) == 0 || len(calls) > maxParamCalls {
		return false
	}
	for _, call := range calls {
		if index >= len(call.Args) || call.Ellipsis.IsValid() || !f.escapedElems(call.Args[index], call.Pos(), sc.deeper()) {
			return false
		}
	}
	return true
}

// appendsEscaped reports whether rhs, the assignments of local slice v,
// start it empty and append to it only elements of slices of escaped
// elements (kept = append(kept, args[i])).
func (f *Flow) appendsEscaped(v *types.Var, rhs []ast.Expr, sc scope) bool {
	appended := false
	for _, r := range rhs {
		r = ast.Unparen(r)
		if f.emptySlice(r) {
			continue
		}
		call, ok := r.(*ast.CallExpr)
		if !ok || call.Ellipsis.IsValid() || len(call.Args) < 2 || !f.isBuiltin(call, "append") || !typesx.IsIdentOf(f.Info, call.Args[0], v) {
			return false
		}
		for _, a := range call.Args[1:] {
			if !f.escapedElem(a, sc) {
				return false
			}
		}
		appended = true
	}
	return appended
}

// escapedElem reports whether e, appended where it is, is an element of
// a slice of escaped elements (args[i], or the value of a range over
// args) or an escape itself.
func (f *Flow) escapedElem(e ast.Expr, sc scope) bool {
	e = ast.Unparen(e)
	if call, ok := e.(*ast.CallExpr); ok {
		return len(call.Args) == 1 && f.componentEscaper(call)
	}
	if ix, ok := e.(*ast.IndexExpr); ok {
		return f.escapedElems(ix.X, e.Pos(), sc.deeper())
	}
	if rs, _, ok := f.rangeValue(e); ok {
		return f.escapedElems(rs.X, rs.Pos(), sc.deeper())
	}
	return false
}

// emptySlice reports whether e is an empty slice: nil, make([]T, 0) or
// a literal with no element.
func (f *Flow) emptySlice(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.CompositeLit:
		return len(e.Elts) == 0
	case *ast.CallExpr:
		if !f.isBuiltin(e, "make") || len(e.Args) < 2 {
			return false
		}
		n, ok := f.constInt(e.Args[1])
		return ok && n == 0
	}
	return typesx.IsNil(e)
}

// isBuiltin reports whether call calls the built-in function name.
func (f *Flow) isBuiltin(call *ast.CallExpr, name string) bool {
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok {
		return false
	}
	b, ok := f.Info.Uses[id].(*types.Builtin)
	return ok && b.Name() == name
}
