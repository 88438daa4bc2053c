package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
)

// liveAssignments drops the assignments of local variable v that cannot
// reach the use at id. When a block enclosing the use assigns v plainly in
// a statement S before the statement holding the use, every path to the
// use runs S: assignments before S, and after the statement holding the
// use (reached again only through S), are dead, as in
//
//	u := "http://old/"
//	u = "http://new/"
//	http.Get(u) // only the second reaches
//
// It keeps every assignment when the function has a goto or a label.
func (f *flow) liveAssignments(v *types.Var, id *ast.Ident, rhs []ast.Expr) []ast.Expr {
	path := f.enclosing(id)
	if path == nil {
		return rhs
	}
	var live, liveEnd token.Pos // only assignments in [live, liveEnd) reach
search:
	for i, n := range path {
		switch n := n.(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			break search
		case *ast.BlockStmt:
			if i == 0 {
				continue
			}
			child := path[i-1]
			for j := len(n.List) - 1; j >= 0; j-- {
				stmt := n.List[j]
				if stmt.Pos() >= child.Pos() {
					continue
				}
				if f.assignsPlainly(stmt, v) {
					live, liveEnd = stmt.Pos(), child.End()
					break search
				}
			}
		}
	}
	if !live.IsValid() || hasJumps(path) {
		return rhs
	}
	var out []ast.Expr
	for _, e := range rhs {
		if live <= e.Pos() && e.Pos() < liveEnd && !(e.Pos() <= id.Pos() && id.Pos() < e.End()) {
			out = append(out, e)
		}
	}
	return out
}

// assignsPlainly reports whether stmt is u = x, u := x or var u = x for v.
func (f *flow) assignsPlainly(stmt ast.Stmt, v *types.Var) bool {
	is := func(e ast.Expr) bool {
		id, ok := e.(*ast.Ident)
		return ok && (f.info.Defs[id] == v || f.info.Uses[id] == v)
	}
	switch s := stmt.(type) {
	case *ast.AssignStmt:
		if (s.Tok == token.ASSIGN || s.Tok == token.DEFINE) && len(s.Lhs) == len(s.Rhs) {
			for _, l := range s.Lhs {
				if is(l) {
					return true
				}
			}
		}
	case *ast.DeclStmt:
		if gd, ok := s.Decl.(*ast.GenDecl); ok {
			for _, spec := range gd.Specs {
				if vs, ok := spec.(*ast.ValueSpec); ok && len(vs.Values) == len(vs.Names) {
					for _, name := range vs.Names {
						if is(name) {
							return true
						}
					}
				}
			}
		}
	}
	return false
}

// hasJumps reports whether the function enclosing path has a label
// (the target of a goto, or of a break or continue that skips code).
func hasJumps(path []ast.Node) bool {
	for _, n := range path {
		var body *ast.BlockStmt
		switch n := n.(type) {
		case *ast.FuncLit:
			body = n.Body
		case *ast.FuncDecl:
			body = n.Body
		default:
			continue
		}
		found := false
		ast.Inspect(body, func(n ast.Node) bool {
			if _, ok := n.(*ast.LabeledStmt); ok {
				found = true
			}
			return !found
		})
		return found
	}
	return false
}

func (f *flow) fileOf(pos token.Pos) *ast.File {
	for _, file := range f.files {
		if file.FileStart <= pos && pos <= file.FileEnd {
			return file
		}
	}
	return nil
}
