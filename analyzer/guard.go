package analyzer

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/ast/edge"
)

// guardedBy reports whether the call of c runs only under an if or switch
// whose condition tests parameter p of the enclosing function, as in
//
//	if strings.HasPrefix(ref, "file://") { url.ParseRequestURI(ref) }
//
// Such a function takes more than URLs in that parameter, so it is not a
// wrapper.
func (r *run) guardedBy(c callSite, p int) bool {
	child, ok := r.cursorOf(c)
	if !ok {
		return true // not found: no wrapper rather than a guess
	}
	for cur := range child.Parent().Enclosing() {
		switch n := cur.Node().(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			return false
		case *ast.IfStmt:
			if k := child.ParentEdgeKind(); k == edge.IfStmt_Body || k == edge.IfStmt_Else {
				if r.mentionsParam(c.fn, n.Cond, p) {
					return true
				}
			}
		case *ast.CaseClause:
			for _, e := range n.List {
				if r.mentionsParam(c.fn, e, p) {
					return true
				}
			}
		case *ast.SwitchStmt:
			if child.ParentEdgeKind() == edge.SwitchStmt_Body && n.Tag != nil && r.mentionsParam(c.fn, n.Tag, p) {
				return true
			}
		}
		child = cur
	}
	return false
}

// mentionsParam reports whether e uses parameter p of fn.
func (r *run) mentionsParam(fn *funcNode, e ast.Expr, p int) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if v, ok := r.pass.TypesInfo.Uses[id].(*types.Var); ok {
				if i, ok := fn.param(v); ok && i == p {
					found = true
				}
			}
		}
		return !found
	})
	return found
}
