package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// schemeless reports whether host expression e is read where url.Parse
// of the same text succeeded and found no scheme: in the branch of an if
// or a case that tests the result's Scheme == "" (or the else of
// Scheme != ""). url.Parse finds no scheme only in text with no ':'
// before its first '/' ("::1" fails with "missing protocol scheme",
// "[::1]" with "first path segment in URL cannot contain colon"), so the
// text is no IPv6 address. The result is read only where the parse
// succeeded: a failed url.Parse returns nil.
func (r *hostPorts) schemeless(e ast.Expr) bool {
	child := ast.Node(e)
	for _, p := range r.flow.Control.Parents(e) {
		switch n := p.(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			return false
		case *ast.IfStmt:
			if u, empty := r.schemeTest(n.Cond); u != nil && (empty && child == n.Body || !empty && child == n.Else) && r.parsedFrom(u, e, child) {
				return true
			}
		case *ast.CaseClause:
			if len(n.List) == 1 {
				if u, empty := r.schemeTest(n.List[0]); u != nil && empty && r.parsedFrom(u, e, n) {
					return true
				}
			}
		}
		child = p
	}
	return false
}

// schemeTest returns the local variable u of cond u.Scheme == "" (empty)
// or u.Scheme != "".
func (r *hostPorts) schemeTest(cond ast.Expr) (u *types.Var, empty bool) {
	b, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok || b.Op != token.EQL && b.Op != token.NEQ || !typesx.IsEmptyString(r.pass.TypesInfo, b.Y) {
		return nil, false
	}
	sel, ok := ast.Unparen(b.X).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Scheme" {
		return nil, false
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return nil, false
	}
	u = typesx.LocalVar(r.pass.TypesInfo, r.pass.Pkg, id)
	if u == nil || !typesx.IsNamed(u.Type(), "net/url", "URL", true) {
		return nil, false
	}
	return u, b.Op == token.EQL
}

// parsedFrom reports whether u is the first result of the one url.Parse
// of text e that assigns it, and any other assignment of u is inside
// branch, after the test.
func (r *hostPorts) parsedFrom(u *types.Var, e ast.Expr, branch ast.Node) bool {
	vi := r.flow.VarInfo(u)
	if vi == nil || vi.Escapes {
		return false
	}
	for _, rhs := range vi.Rhs {
		if rhs.Pos() < branch.Pos() || rhs.End() > branch.End() {
			return false
		}
	}
	parses := 0
	for call, i := range vi.Tuple() {
		fn, ok := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
		if i != 0 || !ok || fn.Pkg() == nil || fn.Pkg().Path() != "net/url" || fn.Name() != "Parse" || len(call.Args) != 1 || !typesx.SameExpr(call.Args[0], e) {
			return false
		}
		parses++
	}
	return parses == 1
}
