package flow

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// ReachesAlways reports whether the call of c runs on every normal path
// through its function, so that the function passes parameter p to the
// sink whatever its other arguments are. It does not when the call is in a
// branch (an if or else body, a case, the body of a loop other than for
// { ... }, which runs it at least once, the right operand of && or ||),
// or after a statement that can leave the path (a return, a break or
// continue out of the loop) but for a failed step's (under an if that
// tests an error or the failure of a type assertion, see failedAssertion)
// and one whose condition tests p, as in nats-server's
// test helper
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
func (cf *Control) ReachesAlways(c CallSite, p int) (always, conditional bool) {
	return cf.reachesFrom(c.Call, c, p)
}

// ReachesEither is ReachesAlways for a call c in a branch of an if with
// an else whose other branch makes a call that same says passes p alike
// (if body != nil { NewRequest(m, u, r) } else { NewRequest(m, u, nil) }):
// the if runs one of them on every path through it, so the parameter
// reaches the sink where the if runs.
func (cf *Control) ReachesEither(c CallSite, p int, same func(*ast.CallExpr) bool) (always, conditional bool) {
	path := cf.enclosingDecl(c.Call)
	for j, cur := range path[1:] {
		child := path[j]
		switch n := cur.(type) {
		case *ast.IfStmt:
			var other ast.Stmt
			switch {
			case n.Else == nil:
				return false, false
			case child == ast.Node(n.Body):
				other = n.Else
			case child == ast.Node(n.Else):
				other = n.Body
			default:
				return false, false
			}
			if !cf.branchCalls(other, same) {
				return false, false
			}
			return cf.reachesFrom(n, c, p)
		case *ast.BlockStmt:
			if !cf.noExitBefore(n, child) {
				return false, false
			}
		case *ast.ExprStmt, *ast.AssignStmt, *ast.DeclStmt, *ast.GenDecl, *ast.ValueSpec, *ast.CallExpr, *ast.ReturnStmt:
		default:
			return false, false
		}
	}
	return false, false
}

// branchCalls reports whether the statements of branch, an if's body or
// else, run a call same accepts on every path that does not fail a step
// before it: a statement of the block itself (or an if's init), after
// statements that leave only on an error.
func (cf *Control) branchCalls(branch ast.Stmt, same func(*ast.CallExpr) bool) bool {
	b, ok := branch.(*ast.BlockStmt)
	if !ok {
		return false
	}
	for _, s := range b.List {
		var top ast.Node = s
		switch st := s.(type) {
		case *ast.IfStmt:
			top = st.Init
		case *ast.ExprStmt, *ast.AssignStmt, *ast.DeclStmt, *ast.ReturnStmt:
		default:
			top = nil
		}
		found := false
		if top != nil {
			ast.Inspect(top, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.FuncLit:
					return false
				case *ast.CallExpr:
					found = found || same(n)
				}
				return !found
			})
		}
		if found {
			return true
		}
		if len(exitPaths(s)) > 0 {
			if ifs, ok := s.(*ast.IfStmt); !ok || !cf.testsError(ifs.Cond) {
				return false
			}
		}
	}
	return false
}

// noExitBefore reports whether the statements of block before child
// leave it only on an error (if err != nil { return err }).
func (cf *Control) noExitBefore(block *ast.BlockStmt, child ast.Node) bool {
	for _, s := range block.List {
		if s.Pos() >= child.Pos() {
			break
		}
		if len(exitPaths(s)) == 0 {
			continue
		}
		if ifs, ok := s.(*ast.IfStmt); !ok || !cf.testsError(ifs.Cond) {
			return false
		}
	}
	return true
}

// reachesFrom is ReachesAlways for node n, the call of c or a statement
// that holds it.
func (cf *Control) reachesFrom(n ast.Node, c CallSite, p int) (always, conditional bool) {
	other := false
	always, conditional = cf.runsAlwaysOrFails(n, anyFailure, func(cond ast.Expr) bool {
		if !cf.mentionsParam(c.Fn, cond, p) {
			return false
		}
		if v := c.Fn.Params[p]; v == nil || !testsEmptyVar(cf.info, cond, v) {
			other = true // if !strings.HasPrefix(p, "http") { return }: p reaches the sink only when it passes
		}
		return true
	})
	return always && !other, conditional && !other
}

// anyFailure lets runsAlwaysOrFails pass every if that fails the call.
func anyFailure(*ast.IfStmt) bool { return true }

// RunsAlways is reachesAlways for any node n and a value that tests
// reports whether a condition tests.
func (cf *Control) RunsAlways(n ast.Node, tests func(ast.Expr) bool) (always, conditional bool) {
	return cf.runsAlwaysOrFails(n, nil, tests)
}

// FieldRunsAlways is runsAlways for a read of field fld (a sink call, a
// copy, a carrier's return), where an if that leaves only by returning a
// new error on a condition that does not test the field also passes
// when that condition reads no state (see readsState): a check of the
// function's arguments (if expiry < 0 { return fmt.Errorf(...) }) fails
// the call whatever the struct holds, where a test of another field (a
// mode) would keep the field from the sink for some of its values.
func (cf *Control) FieldRunsAlways(n ast.Node, fld *types.Var) (always, conditional bool) {
	tests := func(cond ast.Expr) bool { return cf.mentionsField(cond, fld) }
	stateless := func(ifs *ast.IfStmt) bool { return !cf.dependsOn(ifExprs(ifs), cf.readsState) }
	return cf.runsAlwaysOrFails(n, stateless, tests)
}

// runsAlwaysOrFails is runsAlways, where an if that leaves only by
// returning a new error on a condition that does not test the value
// (failsOtherwise) also passes when failing accepts it (nil: none): for
// a parameter, any such if (anyFailure); for a field, one whose
// condition reads no state (see fieldRunsAlways), as its reads in other
// functions can be in other modes.
func (cf *Control) runsAlwaysOrFails(n ast.Node, failing func(*ast.IfStmt) bool, tests func(ast.Expr) bool) (always, conditional bool) {
	path := cf.enclosingDecl(n)
	if path == nil {
		return false, false // not found: no wrapper rather than a guess
	}
	for j, cur := range path[1:] {
		child := path[j]
		switch n := cur.(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			return true, conditional
		case *ast.IfStmt:
			if child == ast.Node(n.Body) || n.Else != nil && child == ast.Node(n.Else) {
				return false, false
			}
		case *ast.CaseClause, *ast.CommClause:
			return false, false
		case *ast.ForStmt:
			// for { ... }, a retry loop, runs its body at least once, as
			// does for i := 0; i < 3; i++.
			if child == ast.Node(n.Body) && n.Cond != nil && !cf.countsFromBelow(n) || n.Post != nil && child == ast.Node(n.Post) {
				return false, false
			}
		case *ast.RangeStmt:
			// A range over a literal with elements (a retry's backoff
			// schedule) or a positive constant runs its body at least once.
			if child == ast.Node(n.Body) && !cf.nonEmptyRange(n.X) {
				return false, false
			}
		case *ast.BinaryExpr:
			if (n.Op == token.LAND || n.Op == token.LOR) && child == ast.Node(n.Y) {
				return false, false
			}
		case *ast.BlockStmt:
			for i, s := range n.List {
				if s.Pos() >= child.Pos() {
					break
				}
				exits := exitPaths(s)
				if len(exits) == 0 {
					continue
				}
				if ifs, ok := s.(*ast.IfStmt); ok {
					if cf.testsError(ifs.Cond) || cf.failedAssertion(ifs, n.List[:i]) {
						continue
					}
					if tests(ifs.Cond) {
						conditional = true
						continue
					}
					if failing != nil && cf.failsOtherwise(ifs, exits, tests) && failing(ifs) {
						continue
					}
				}
				if !cf.onErrorPaths(exits) {
					return false, false
				}
			}
		}
	}
	return true, conditional
}

// exitPaths returns the statements of s that leave it, each with the
// nodes of s that hold it, outermost first: a return, a goto, a labeled
// break or continue, and a break or continue of a loop (or a break of a
// switch or select) around s. Function literals are not entered.
func exitPaths(s ast.Stmt) [][]ast.Node {
	var paths [][]ast.Node
	var stack []ast.Node
	ast.Inspect(s, func(n ast.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return true
		}
		if _, ok := n.(*ast.FuncLit); ok {
			return false
		}
		exit := false
		switch n := n.(type) {
		case *ast.ReturnStmt:
			exit = true
		case *ast.BranchStmt:
			switch n.Tok {
			case token.GOTO:
				exit = true
			case token.BREAK, token.CONTINUE:
				exit = n.Label != nil || !targetIn(stack, n.Tok)
			}
		}
		if exit {
			paths = append(paths, append(slices.Clone(stack), n))
		}
		stack = append(stack, n)
		return true
	})
	return paths
}

// targetIn reports whether an unlabeled break or continue (tok) under the
// nodes of stack targets one of them.
func targetIn(stack []ast.Node, tok token.Token) bool {
	for _, n := range stack {
		switch n.(type) {
		case *ast.ForStmt, *ast.RangeStmt:
			return true
		case *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt:
			if tok == token.BREAK {
				return true
			}
		}
	}
	return false
}

// onErrorPaths reports whether each exit of exitPaths is in the body of
// an if that tests an error (if err := enc.Encode(in); err != nil {
// return nil, err }), as a failed step's early return is.
func (cf *Control) onErrorPaths(exits [][]ast.Node) bool {
	for _, path := range exits {
		onError := false
		for i, n := range path[:len(path)-1] {
			if ifs, ok := n.(*ast.IfStmt); ok && path[i+1] == ast.Node(ifs.Body) && cf.testsError(ifs.Cond) {
				onError = true
				break
			}
		}
		if !onError {
			return false
		}
	}
	return true
}

// testsError reports whether cond uses a variable of type error, as the
// early return of a failed step does: if err != nil { return err }.
func (cf *Control) testsError(cond ast.Expr) bool {
	found := false
	ast.Inspect(cond, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if v, ok := cf.info.Uses[id].(*types.Var); ok && typesx.IsError(v.Type()) {
				found = true
			}
		}
		return !found
	})
	return found
}

// failedAssertion reports whether ifs tests the failure of a type
// assertion made in its init or in one of the statements before it
// (m, ok := opts.(*Config); if !ok { return nil, errBadConfig }): a failed
// step, as an error's test is. A comma-ok map lookup is not one: a
// missing key is often a mode rather than a failure.
func (cf *Control) failedAssertion(ifs *ast.IfStmt, before []ast.Stmt) bool {
	not, ok := ast.Unparen(ifs.Cond).(*ast.UnaryExpr)
	if !ok || not.Op != token.NOT {
		return false
	}
	id, ok := ast.Unparen(not.X).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := cf.info.Uses[id].(*types.Var)
	if !ok {
		return false
	}
	asserts := func(s ast.Stmt) bool {
		as, ok := s.(*ast.AssignStmt)
		if !ok || len(as.Lhs) != 2 || len(as.Rhs) != 1 {
			return false
		}
		if _, ok := ast.Unparen(as.Rhs[0]).(*ast.TypeAssertExpr); !ok {
			return false
		}
		okID, isID := as.Lhs[1].(*ast.Ident)
		return isID && (cf.info.Defs[okID] == v || cf.info.Uses[okID] == v)
	}
	if ifs.Init != nil && asserts(ifs.Init) {
		return true
	}
	for j := len(before) - 1; j >= 0; j-- {
		if asserts(before[j]) {
			return true
		}
	}
	return false
}

// mentionsField reports whether e reads field origin fld.
func (cf *Control) mentionsField(e ast.Expr, fld *types.Var) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if se, ok := n.(*ast.SelectorExpr); ok {
			if sf, _ := fieldSel(cf.info, se); sf == fld {
				found = true
			}
		}
		return !found
	})
	return found
}

// nonEmptyRange reports whether x, what a range statement ranges over,
// has at least one element: a slice or array literal with elements, or
// a positive integer constant.
func (cf *Control) nonEmptyRange(x ast.Expr) bool {
	if lit, ok := ast.Unparen(x).(*ast.CompositeLit); ok {
		return len(lit.Elts) > 0
	}
	tv, ok := cf.info.Types[x]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.Int {
		return false
	}
	return constant.Sign(tv.Value) > 0
}

// countsFromBelow reports whether loop n counts from a constant below a
// constant bound (for i := 0; i < 3; i++): its body runs at least once.
func (cf *Control) countsFromBelow(n *ast.ForStmt) bool {
	init, ok := n.Init.(*ast.AssignStmt)
	cond, isBin := ast.Unparen(n.Cond).(*ast.BinaryExpr)
	if !ok || !isBin || len(init.Lhs) != 1 || len(init.Rhs) != 1 || (cond.Op != token.LSS && cond.Op != token.LEQ) {
		return false
	}
	id, ok := init.Lhs[0].(*ast.Ident)
	cid, isID := ast.Unparen(cond.X).(*ast.Ident)
	if !ok || !isID || cf.info.ObjectOf(id) == nil || cf.info.ObjectOf(id) != cf.info.Uses[cid] {
		return false
	}
	from, to := cf.info.Types[init.Rhs[0]].Value, cf.info.Types[cond.Y].Value
	if from == nil || to == nil || from.Kind() != constant.Int || to.Kind() != constant.Int {
		return false
	}
	op := token.LSS
	if cond.Op == token.LEQ {
		op = token.LEQ
	}
	return constant.Compare(from, op, to)
}
