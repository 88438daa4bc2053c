package flow

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// escapedInPlace returns an escaped hole for the use e of v, a string
// variable of the function holding e whose address is taken only as the
// argument of calls, before e, of functions of the package that escape
// the string behind that parameter in place (*p = url.PathEscape(*p),
// or *seg[i] = ... over a variadic ...*string): v then holds escaped
// text, whatever its name or its callers' arguments say. v is assigned
// nowhere after the first such call.
func (f *Flow) escapedInPlace(v *types.Var, vi *VarInfo, e ast.Expr) ([]Value, bool) {
	if vi == nil || !vi.Escapes || len(vi.Adds) > 0 || len(vi.Results) > 0 || f.Calls == nil || !typesx.IsString(v.Type()) {
		return nil, false
	}
	fn, body := f.Control.funcOf(e)
	if body == nil || v.Pos() < fn.Pos() || fn.End() <= v.Pos() {
		return nil, false
	}
	x := f.Data.localData(v)
	if x.other[v] || x.ranges[v] != nil {
		return nil, false
	}
	first, found := token.NoPos, 0
	ok := true
	ast.Inspect(body, func(n ast.Node) bool {
		call, isCall := n.(*ast.CallExpr)
		if !ok || !isCall {
			return ok
		}
		for i, arg := range call.Args {
			u, isAddr := ast.Unparen(arg).(*ast.UnaryExpr)
			if !isAddr || u.Op != token.AND || !typesx.IsIdentOf(f.Info, u.X, v) {
				continue
			}
			if !f.escapesInPlace(call, i) {
				ok = false
				return false
			}
			found++
			if first == token.NoPos || call.Pos() < first {
				first = call.Pos()
			}
		}
		return true
	})
	if !ok || found == 0 || found != x.addr[v] || e.Pos() < first {
		return nil, false
	}
	for _, rhs := range vi.assignments() {
		if rhs.Pos() > first {
			return nil, false
		}
	}
	return []Value{{{Hole: true, Use: e, Kind: EscapedText}}}, true
}

// escapesInPlace reports whether the function call calls, of this
// package, takes argument i in a parameter of type *string (or a
// variadic ...*string) through which it writes nothing but a net/url
// escape of the string it points to.
func (f *Flow) escapesInPlace(call *ast.CallExpr, i int) bool {
	fn, ok := typeutil.Callee(f.Info, call).(*types.Func)
	if !ok || fn.Pkg() != f.Pkg || call.Ellipsis.IsValid() {
		return false
	}
	decl := f.Calls.Decl(fn)
	if decl == nil || decl.Body == nil {
		return false
	}
	sig := fn.Signature()
	n := sig.Params().Len()
	j := i
	if sig.Variadic() && j >= n-1 {
		j = n - 1
	}
	if j >= n {
		return false
	}
	p := sig.Params().At(j)
	t := p.Type()
	if sig.Variadic() && j == n-1 {
		t = t.(*types.Slice).Elem()
	}
	if ptr, ok := t.(*types.Pointer); !ok || !typesx.IsString(ptr.Elem()) {
		return false
	}
	writes := 0
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		as, isAssign := n.(*ast.AssignStmt)
		if writes < 0 || !isAssign {
			return writes >= 0
		}
		for k, lhs := range as.Lhs {
			star, isStar := ast.Unparen(lhs).(*ast.StarExpr)
			if !isStar || !f.pointsThrough(star.X, p) {
				continue
			}
			if len(as.Lhs) != len(as.Rhs) || as.Tok != token.ASSIGN || !f.escapeOf(as.Rhs[k], star) {
				writes = -1
				return false
			}
			writes++
		}
		return true
	})
	return writes > 0
}

// pointsThrough reports whether e is parameter p or an element of it
// (p[i]).
func (f *Flow) pointsThrough(e ast.Expr, p *types.Var) bool {
	e = ast.Unparen(e)
	if ix, ok := e.(*ast.IndexExpr); ok {
		e = ix.X
	}
	return typesx.IsIdentOf(f.Info, e, p)
}

// escapeOf reports whether rhs is url.PathEscape or url.QueryEscape (an
// escaper of a component) of the text star points to.
func (f *Flow) escapeOf(rhs ast.Expr, star *ast.StarExpr) bool {
	call, ok := ast.Unparen(rhs).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return false
	}
	fn, ok := typeutil.Callee(f.Info, call).(*types.Func)
	if !ok {
		return false
	}
	switch FuncOfObj(fn).Escapes {
	case sinks.EscapesQueryPart, sinks.EscapesSegment:
	default:
		return false
	}
	arg, ok := ast.Unparen(call.Args[0]).(*ast.StarExpr)
	return ok && types.ExprString(arg.X) == types.ExprString(star.X)
}
