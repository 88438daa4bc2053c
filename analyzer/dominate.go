package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/edge"
)

// reachesAlways reports whether the call of c runs on every normal path
// through its function, so that the function passes parameter p to the
// sink whatever its other arguments are. It does not when the call is in a
// branch (an if or else body, a case, a loop body, the right operand of &&
// or ||), or after a return in an if whose condition tests neither an
// error nor p, as in nats-server's test helper
//
//	func pollConnz(t *testing.T, s *Server, mode int, url string, ...) *Connz {
//		if mode == 0 {
//			body := readBody(t, url)
//			...
//
// which ignores url when mode is 1: pollConnz(t, s, 1, "", nil) passes no
// URL. conditional is set when an earlier return tests p for emptiness
// (if p == "" { return }): the empty string then never reaches the sink.
// A return on any other test of p (if !strings.HasPrefix(p, "http")) lets
// only some of its values reach the sink: not always.
func (r *run) reachesAlways(c callSite, p int) (always, conditional bool) {
	other := false
	always, conditional = r.reachesAlwaysTesting(c, func(cond ast.Expr) bool {
		if !r.mentionsParam(c.fn, cond, p) {
			return false
		}
		if v := c.fn.params[p]; v == nil || !testsEmptyVar(r.pass.TypesInfo, cond, v) {
			other = true // if !strings.HasPrefix(p, "http") { return }: p reaches the sink only when it passes
		}
		return true
	})
	return always && !other, conditional && !other
}

// reachesAlwaysTesting is reachesAlways for a value that tests reports
// whether a condition tests: a parameter, or a struct field (see
// fieldSinks).
func (r *run) reachesAlwaysTesting(c callSite, tests func(ast.Expr) bool) (always, conditional bool) {
	return r.runsAlways(c.call, tests)
}

// runsAlways is reachesAlwaysTesting for any expression n: a call, or the
// value of a field's write.
func (r *run) runsAlways(n ast.Node, tests func(ast.Expr) bool) (always, conditional bool) {
	child, ok := r.flow.cursor(n)
	if !ok {
		return false, false // not found: no wrapper rather than a guess
	}
	for cur := range child.Parent().Enclosing() {
		switch n := cur.Node().(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			return true, conditional
		case *ast.IfStmt:
			if k := child.ParentEdgeKind(); k == edge.IfStmt_Body || k == edge.IfStmt_Else {
				return false, false
			}
		case *ast.CaseClause, *ast.CommClause:
			return false, false
		case *ast.ForStmt:
			if k := child.ParentEdgeKind(); k == edge.ForStmt_Body || k == edge.ForStmt_Post {
				return false, false
			}
		case *ast.RangeStmt:
			if child.ParentEdgeKind() == edge.RangeStmt_Body {
				return false, false
			}
		case *ast.BinaryExpr:
			if (n.Op == token.LAND || n.Op == token.LOR) && child.ParentEdgeKind() == edge.BinaryExpr_Y {
				return false, false
			}
		case *ast.BlockStmt:
			for _, s := range n.List {
				if s.Pos() >= child.Node().Pos() {
					break
				}
				if !returns(s) {
					continue
				}
				ifs, ok := s.(*ast.IfStmt)
				if !ok {
					return false, false
				}
				switch {
				case r.testsError(ifs.Cond):
				case tests(ifs.Cond):
					conditional = true
				default:
					return false, false
				}
			}
		}
		child = cur
	}
	return true, conditional
}

// returns reports whether s holds a return statement (not in a function
// literal) or a goto.
func returns(s ast.Stmt) bool {
	found := false
	ast.Inspect(s, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			found = true
		case *ast.BranchStmt:
			if n.Tok == token.GOTO {
				found = true
			}
		}
		return !found
	})
	return found
}

// testsError reports whether cond uses a variable of type error, as the
// early return of a failed step does: if err != nil { return err }.
func (r *run) testsError(cond ast.Expr) bool {
	found := false
	ast.Inspect(cond, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if v, ok := r.pass.TypesInfo.Uses[id].(*types.Var); ok && isError(v.Type()) {
				found = true
			}
		}
		return !found
	})
	return found
}
