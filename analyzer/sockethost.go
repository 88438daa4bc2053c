package analyzer

import (
	"go/ast"
	"go/constant"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// socketHost reports whether host, the Host of a url.URL literal, is
// text the package dials as a local socket's address: a variable its
// function gives a dialer on the network "unix" (net.Dialer.DialContext(ctx,
// "unix", sock)), or an unexported field whose every write is such a
// variable. The socket's path is then the key of the transport that
// dials it, not a network host: the dialer ignores the address, and
// net/http sends no Host header for a path there (Docker's clients).
func (r *pkgAnalysis) socketHost(host ast.Expr) bool {
	info := r.pass.TypesInfo
	host = ast.Unparen(host)
	if id, ok := host.(*ast.Ident); ok {
		v, ok := info.Uses[id].(*types.Var)
		return ok && r.dialsSocket(v)
	}
	fld, _ := r.flow.FieldSel(host)
	if fld == nil || fld.Exported() || fld.Pkg() != r.pass.Pkg {
		return false
	}
	writes, ok := 0, true
	for _, f := range r.pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			if !ok {
				return false
			}
			var rhs ast.Expr
			switch n := n.(type) {
			case *ast.KeyValueExpr:
				if k, isID := n.Key.(*ast.Ident); isID && info.Uses[k] == fld {
					rhs = n.Value
				}
			case *ast.AssignStmt:
				for i, l := range n.Lhs {
					if w, _ := r.flow.FieldSel(ast.Unparen(l)); w == fld {
						if len(n.Lhs) != len(n.Rhs) {
							ok = false
							return false
						}
						rhs = n.Rhs[i]
					}
				}
			case *ast.UnaryExpr:
				if w, _ := r.flow.FieldSel(ast.Unparen(n.X)); w == fld {
					ok = false // &t.host: written elsewhere
				}
			}
			if rhs == nil {
				return true
			}
			id, isID := ast.Unparen(rhs).(*ast.Ident)
			v, isVar := info.Uses[id].(*types.Var)
			ok = isID && isVar && r.dialsSocket(v)
			writes++
			return ok
		})
	}
	return ok && writes > 0
}

// dialsSocket reports whether v, a parameter never assigned, is the
// address its function (or a function literal in it) gives a dialer on a
// local socket's network.
func (r *pkgAnalysis) dialsSocket(v *types.Var) bool {
	info := r.pass.TypesInfo
	if !typesx.IsParam(v) || !typesx.IsString(v.Type()) {
		return false
	}
	if vi := r.flow.VarInfo(v); vi != nil && (len(vi.Rhs) > 0 || vi.Opaque()) {
		return false
	}
	decl := r.flow.Control.FuncDeclAt(v.Pos())
	if decl == nil || decl.Body == nil {
		return false
	}
	return callGiven(info, decl.Body, v, func(fn *types.Func, call *ast.CallExpr) bool {
		row := sinks.FuncOfObj(fn.Origin())
		if !row.Dials || !row.Network || row.AddrArg == 0 || row.AddrArg >= len(call.Args) || !typesx.IsIdentOf(info, call.Args[row.AddrArg], v) {
			return false
		}
		tv, ok := info.Types[call.Args[row.AddrArg-1]]
		return ok && tv.Value != nil && tv.Value.Kind() == constant.String && socketSchemes(constant.StringVal(tv.Value))
	})
}

// callGiven reports whether body holds a call of a package's function
// that accepts says is given variable v where it counts (accepts reads
// the call's arguments itself).
func callGiven(info *types.Info, body ast.Node, v *types.Var, accepts func(*types.Func, *ast.CallExpr) bool) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || found {
			return !found
		}
		if fn, ok := typeutil.Callee(info, call).(*types.Func); ok && fn.Pkg() != nil {
			found = accepts(fn, call)
		}
		return !found
	})
	return found
}
