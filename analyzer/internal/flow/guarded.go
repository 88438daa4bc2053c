package flow

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"
)

// GuardedBy reports whether the call of c runs only under an if or switch
// whose condition tests parameter p of the enclosing function, as in
//
//	if strings.HasPrefix(ref, "file://") { url.ParseRequestURI(ref) }
//
// Such a function takes more than URLs in that parameter, so it is not a
// wrapper.
func (f *Flow) GuardedBy(c CallSite, p int) bool {
	child, ok := f.cursorOf(c)
	if !ok {
		return true // not found: no wrapper rather than a guess
	}
	for cur := range child.Parent().Enclosing() {
		switch n := cur.Node().(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			return false
		case *ast.IfStmt:
			if k := child.ParentEdgeKind(); k == edge.IfStmt_Body || k == edge.IfStmt_Else {
				if f.mentionsParam(c.Fn, n.Cond, p) {
					return true
				}
			}
		case *ast.CaseClause:
			for _, e := range n.List {
				if f.mentionsParam(c.Fn, e, p) {
					return true
				}
			}
		case *ast.SwitchStmt:
			if child.ParentEdgeKind() == edge.SwitchStmt_Body && n.Tag != nil && f.mentionsParam(c.Fn, n.Tag, p) {
				return true
			}
		}
		child = cur
	}
	return false
}

// mentionsParam reports whether e uses parameter p of fn.
func (f *Flow) mentionsParam(fn *FuncNode, e ast.Expr, p int) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if v, ok := f.Info.Uses[id].(*types.Var); ok {
				if i, ok := fn.Param(v); ok && i == p {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// ReturnsOnFailure reports whether the function of call, a sink call,
// returns v, a parameter of it, itself when the sink fails, as in
//
//	u, err := url.Parse(repo)
//	if err != nil || u.User == nil { return repo }
//
// Such a function passes what does not parse (an scp-style git remote)
// through on purpose: it takes more than URLs, so it is no wrapper and
// the arguments of its calls are not checked at the sink.
func (f *Flow) ReturnsOnFailure(call *ast.CallExpr, v *types.Var) bool {
	child, ok := f.Cursor(call)
	if v == nil || !ok || child.ParentEdgeKind() != edge.AssignStmt_Rhs {
		return false
	}
	as := child.Parent().Node().(*ast.AssignStmt)
	errVar := f.errorVar(as.Lhs[len(as.Lhs)-1])
	if errVar == nil {
		return false
	}
	var ifs *ast.IfStmt
	switch n := child.Parent().Parent().Node().(type) {
	case *ast.IfStmt:
		ifs = n
	case *ast.BlockStmt:
		for i, s := range n.List[:len(n.List)-1] {
			if s == as {
				ifs, _ = n.List[i+1].(*ast.IfStmt)
			}
		}
	}
	if ifs == nil || !f.testsFailure(ifs.Cond, errVar) {
		return false
	}
	for _, s := range ifs.Body.List {
		if ret, isRet := s.(*ast.ReturnStmt); isRet {
			for _, res := range ret.Results {
				if id, isID := ast.Unparen(res).(*ast.Ident); isID && f.Info.Uses[id] == v {
					return true
				}
			}
		}
	}
	return false
}

// errorVar returns the variable of type error that e, the left side of
// an assignment, names, or nil.
func (f *Flow) errorVar(e ast.Expr) *types.Var {
	id, ok := e.(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := ObjectOf(f.Info, id).(*types.Var)
	if !ok || !isError(v.Type()) {
		return nil
	}
	return v
}

// testsFailure reports whether cond is err != nil, alone or as an operand
// of ||.
func (f *Flow) testsFailure(cond ast.Expr, err *types.Var) bool {
	b, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok {
		return false
	}
	switch b.Op {
	case token.LOR:
		return f.testsFailure(b.X, err) || f.testsFailure(b.Y, err)
	case token.NEQ:
		id, isID := ast.Unparen(b.X).(*ast.Ident)
		return isID && f.Info.Uses[id] == err && isNil(b.Y)
	}
	return false
}

// A branchGuard is the condition of an if around an assignment, which
// holds (want) on the assignment's branch.
type branchGuard struct {
	g    guard
	want bool
}

// guardedRewrite resolves x, an assignment to v that reads v once as an
// operand of a concatenation, under ifs that test v alone
// (if !strings.Contains(p, "://") { p = "http://" + p }): the values of
// v the branch cannot be taken with are left out, so that no value is
// made that no run makes. A value of v with holes is kept: whether it
// takes the branch is not known. ok is false when x is not such an
// assignment.
func (f *Flow) guardedRewrite(x ast.Expr, v *types.Var, depth int) (vals []Value, why Reason, ok bool) {
	ops := addOperands(x)
	self := -1
	for i, op := range ops {
		if id, isID := ast.Unparen(op).(*ast.Ident); isID && f.Info.Uses[id] == v && self < 0 {
			self = i
		} else if usesVar(f.Info, op, v) {
			return nil, "", false
		}
	}
	if self < 0 || len(ops) < 2 {
		return nil, "", false
	}
	guards, ok := f.branchGuards(x, v)
	if !ok || len(guards) == 0 {
		return nil, "", false
	}
	out := []Value{{}}
	for i, op := range ops {
		opVals := f.stepValues(op, depth)
		if i == self {
			opVals = slices.DeleteFunc(opVals, func(val Value) bool {
				s, known := text(val)
				if !known {
					return false
				}
				for _, bg := range guards {
					if holds, ok := bg.g.holds(f.Info, s); ok && holds != bg.want {
						return true
					}
				}
				return false
			})
		}
		out = Concat(out, opVals)
	}
	return out, "", true
}

// branchGuards returns the conditions of the ifs around x that read v,
// each with the value it has on x's branch; ok is false when another
// statement around x tests v (a for or a switch), or a condition reads
// more than v and constants.
func (f *Flow) branchGuards(x ast.Expr, v *types.Var) (out []branchGuard, ok bool) {
	c, found := f.Cursor(x)
	if !found {
		return nil, false
	}
	child := c
	for cur := range c.Enclosing() {
		switch n := cur.Node().(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			return out, true
		case *ast.IfStmt:
			if usesVar(f.Info, n.Cond, v) {
				k := child.ParentEdgeKind()
				if (k != edge.IfStmt_Body && k != edge.IfStmt_Else) || !isGuard(f.Info, n.Cond, v) {
					return nil, false
				}
				out = append(out, branchGuard{guard{n.Cond, v}, k == edge.IfStmt_Body})
			}
		case *ast.ForStmt:
			if n.Cond != nil && usesVar(f.Info, n.Cond, v) {
				return nil, false
			}
		case *ast.SwitchStmt:
			if n.Tag != nil && usesVar(f.Info, n.Tag, v) {
				return nil, false
			}
		case *ast.CaseClause:
			for _, e := range n.List {
				if usesVar(f.Info, e, v) {
					return nil, false
				}
			}
		}
		child = cur
	}
	return out, true
}

// rewrittenNext returns the guard of the if right after the statement
// assigning x to v, when that if has no else, its body only rebuilds v
// from itself (p := addr; if !strings.Contains(p, "://") { p = "http://"
// + p }) and use, a read of v, comes after it: a value of x the guard
// holds for reaches use rewritten, never as it is. ok is false for any
// other shape.
func (f *Flow) rewrittenNext(x ast.Expr, v *types.Var, use *ast.Ident) (g guard, ok bool) {
	c, found := f.Cursor(x)
	if !found {
		return guard{}, false
	}
	var stmt inspector.Cursor
	found = false
	for cur := range c.Enclosing() {
		switch cur.Node().(type) {
		case *ast.AssignStmt, *ast.DeclStmt:
			stmt, found = cur, true
		}
		if found {
			break
		}
	}
	if !found {
		return guard{}, false
	}
	if _, inBlock := stmt.Parent().Node().(*ast.BlockStmt); !inBlock {
		return guard{}, false
	}
	next, has := stmt.NextSibling()
	if !has {
		return guard{}, false
	}
	ifs, isIf := next.Node().(*ast.IfStmt)
	if !isIf || ifs.Init != nil || ifs.Else != nil || len(ifs.Body.List) != 1 || use.Pos() < ifs.End() || !isGuard(f.Info, ifs.Cond, v) {
		return guard{}, false
	}
	as, isAssign := ifs.Body.List[0].(*ast.AssignStmt)
	if !isAssign || as.Tok != token.ASSIGN || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
		return guard{}, false
	}
	if id, isID := ast.Unparen(as.Lhs[0]).(*ast.Ident); !isID || f.Info.Uses[id] != v || !usesVar(f.Info, as.Rhs[0], v) {
		return guard{}, false
	}
	return guard{ifs.Cond, v}, true
}

// passingRewrite drops the values of vals, those of assignment x of v,
// that reach use only rewritten (rewrittenNext). vi is v's, all its
// assignments indexed: without one that computes v from itself, the
// rewrite rewrittenNext looks for is not there, and x's cursor is not
// looked for.
func (f *Flow) passingRewrite(x ast.Expr, v *types.Var, vi *varInfo, use *ast.Ident, vals []Value) []Value {
	if !vi.selfAssigned(f.Info, v) {
		return vals
	}
	g, ok := f.rewrittenNext(x, v, use)
	if !ok {
		return vals
	}
	return slices.DeleteFunc(slices.Clone(vals), func(val Value) bool {
		s, known := text(val)
		if !known {
			return false
		}
		holds, ok := g.holds(f.Info, s)
		return ok && holds
	})
}
