package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// comparedByCallers reports whether call is u.Hostname() (or u.Host)
// of u, a parameter of a function of the package that only its own
// calls reach, each in a branch taken where the caller compared the
// argument's host with another (case u.Hostname() == gitlabURL.Hostname():
// findGitLabREADME(u)): the host is the one compared with, a service's
// name, not an address.
func (r *hostPorts) comparedByCallers(x ast.Expr) bool {
	id, ok := ast.Unparen(x).(*ast.Ident)
	if !ok {
		return false
	}
	args, all := r.resolve.passedFor(id, true)
	if !all || len(args) == 0 {
		return false
	}
	for _, a := range args {
		if !r.hostCompared(a) {
			return false
		}
	}
	return true
}

// hostCompared reports whether arg, a variable given to a call, is in the
// body of an if or a case whose condition compares its Hostname() or
// Host with ==.
func (r *hostPorts) hostCompared(arg ast.Expr) bool {
	aid, ok := ast.Unparen(arg).(*ast.Ident)
	if !ok {
		return false
	}
	v := r.pass.TypesInfo.Uses[aid]
	if v == nil {
		return false
	}
	c, ok := r.flow.Control.Cursor(arg)
	if !ok {
		return false
	}
	for p := c.Parent(); p.Node() != nil; p = p.Parent() {
		var conds []ast.Expr
		switch n := p.Node().(type) {
		case *ast.FuncDecl, *ast.FuncLit:
			return false
		case *ast.IfStmt:
			conds = []ast.Expr{n.Cond}
		case *ast.CaseClause:
			conds = n.List
		}
		for _, cond := range conds {
			if r.comparesHostOf(cond, v) {
				return true
			}
		}
	}
	return false
}

// comparesHostOf reports whether cond holds v.Hostname() == ... or
// v.Host == ... (either side), with other than "".
func (r *hostPorts) comparesHostOf(cond ast.Expr, v types.Object) bool {
	found := false
	ast.Inspect(cond, func(n ast.Node) bool {
		b, ok := n.(*ast.BinaryExpr)
		if !ok || found || b.Op != token.EQL {
			return !found
		}
		for i, side := range []ast.Expr{b.X, b.Y} {
			other := []ast.Expr{b.Y, b.X}[i]
			if r.hostOf(side, v) && !typesx.IsEmptyString(r.pass.TypesInfo, other) {
				found = true // (u.Host == "" says nothing of the host it is given)
			}
		}
		return !found
	})
	return found
}

// hostOf reports whether e is v.Hostname() or v.Host.
func (r *hostPorts) hostOf(e ast.Expr, v types.Object) bool {
	e = ast.Unparen(e)
	if call, ok := e.(*ast.CallExpr); ok && len(call.Args) == 0 {
		e = call.Fun
	}
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Hostname" && sel.Sel.Name != "Host" {
		return false
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	return ok && r.pass.TypesInfo.Uses[id] == v
}
