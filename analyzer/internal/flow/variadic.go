package flow

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"golang.org/x/tools/go/ast/edge"
)

// rangeValue returns the range statement whose value variable e is, and
// the variable: declared by the range statement, never assigned in the
// loop, nor otherwise written or its address taken.
func (f *Flow) rangeValue(e ast.Expr) (*ast.RangeStmt, *types.Var, bool) {
	id, isID := ast.Unparen(e).(*ast.Ident)
	if !isID {
		return nil, nil, false
	}
	u, isVar := f.Info.Uses[id].(*types.Var)
	if !isVar {
		return nil, nil, false
	}
	x := f.Data.data()
	rs := x.ranges[u]
	if rs == nil || rs.Value == nil || !typesx.IsIdentOf(f.Info, rs.Value, u) || x.other[u] || x.addr[u] > 0 {
		return nil, nil, false
	}
	if vi := f.VarInfo(u); vi != nil && len(vi.Rhs) > 0 {
		return nil, nil, false // assigned in the loop
	}
	return rs, u, true
}

// variadicElem resolves e, the value variable of a range statement over a
// variadic string parameter,
//
//	func fetchAll(urls ...string) { for _, u := range urls { http.Get(u) } }
//
// from the arguments the calls of the function pass in its place, when
// every call is in the package (ParamFlow.Visible), the range runs on
// every path of the function and the sink on every turn of the loop. ok
// is false when e is no such variable.
func (f *Flow) variadicElem(e ast.Expr, sc scope) (vals []Value, why Reason, ok bool) {
	if f.Params == nil {
		return nil, "", false
	}
	rs, _, ok := f.rangeValue(e)
	if !ok {
		return nil, "", false
	}
	pid, isID := ast.Unparen(rs.X).(*ast.Ident)
	if !isID {
		return nil, "", false
	}
	v, isVar := f.Info.Uses[pid].(*types.Var)
	if !isVar || !typesx.IsParam(v) {
		return nil, "", false
	}
	sig := f.Origins.signatureOf(v)
	if sig == nil || !sig.Variadic() || sig.Params().At(sig.Params().Len()-1) != v {
		return nil, "", false
	}
	if s, isSlice := v.Type().(*types.Slice); !isSlice || !typesx.IsString(s.Elem()) {
		return nil, "", false
	}
	vals, why = f.Params.variadicArgs(f, v, sig.Params().Len()-1, rs, sc)
	return vals, why, true
}

// variadicArgs resolves the elements of v, the variadic parameter at
// index that range statement rs goes over, at the site being checked:
// the union of the arguments the calls of its function pass in v's
// place, each resolved where it is written (the elements of a slice
// passed with ...).
func (p *ParamFlow) variadicArgs(f *Flow, v *types.Var, index int, rs *ast.RangeStmt, sc scope) ([]Value, Reason) {
	if sc.site == nil || p.busy[v] || !f.everyTurn(rs, sc.site) {
		return nil, ReasonParameter
	}
	fn, _, conditional, guards, ok := p.guardedOwner(f, v, rs)
	if !ok || conditional || len(guards) > 0 {
		return nil, ReasonParameter
	}
	calls, ok := p.visibleCalls(f, fn)
	if !ok || len(calls) == 0 || len(calls) > maxParamCalls {
		return nil, ReasonParameter
	}
	if a, ok := p.args[v]; ok {
		return a.vals, a.why
	}
	sc, leave := p.enter(v, sc)
	var out []Value
	var unknown Reason
	for _, call := range calls {
		if index >= len(call.Args) || p.expectsError(call) {
			continue
		}
		args := call.Args[index:]
		if call.Ellipsis.IsValid() {
			list := call.Args[index]
			at := sc.withSite(list)
			vals, why := f.Fields.element(list, list, at.deeper(), func(roots map[*types.Var]bool) ([]ast.Expr, Reason) {
				return f.Fields.elemExprs(list, nil, roots, at.deeper())
			})
			unknown = firstWhy(unknown, why)
			out = append(out, vals...)
			continue
		}
		for _, arg := range args {
			vals, why := f.resolve(arg, sc.withSite(arg).deeper())
			unknown = firstWhy(unknown, why)
			out = append(out, vals...)
		}
	}
	leave()
	p.args[v] = paramArgs{out, unknown}
	if len(out) == 0 {
		return nil, firstWhy(unknown, ReasonParameter)
	}
	return out, unknown
}

// everyTurn reports whether site, in the body of range statement rs, is
// evaluated on every turn of the loop: it is part of a statement of the
// body (through calls, concatenations and the header of an if), after
// statements that never leave the turn early.
func (f *Flow) everyTurn(rs *ast.RangeStmt, site ast.Node) bool {
	child, ok := f.Control.Cursor(site)
	if !ok {
		return false
	}
	for cur := range child.Parent().Enclosing() {
		switch n := cur.Node().(type) {
		case *ast.CallExpr, *ast.ParenExpr, *ast.ExprStmt, *ast.AssignStmt:
		case *ast.BinaryExpr:
			if n.Op != token.ADD {
				return false
			}
		case *ast.IfStmt:
			if k := child.ParentEdgeKind(); k != edge.IfStmt_Init && k != edge.IfStmt_Cond {
				return false
			}
		case *ast.BlockStmt:
			if n != rs.Body {
				return false
			}
			for _, s := range n.List {
				if s.Pos() >= child.Node().Pos() {
					break
				}
				if len(exitPaths(s)) > 0 {
					return false
				}
			}
			return true
		default:
			return false
		}
		child = cur
	}
	return false
}
