package flow

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"golang.org/x/tools/go/ast/edge"
)

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
func (up *Updates) guardedRewrite(x ast.Expr, v *types.Var, sc scope) (vals []Value, why Reason, ok bool) {
	ops := addOperands(x)
	self := -1
	for i, op := range ops {
		if id, isID := ast.Unparen(op).(*ast.Ident); isID && up.f.Info.Uses[id] == v && self < 0 {
			self = i
		} else if typesx.UsesVar(up.f.Info, op, v) {
			return nil, "", false
		}
	}
	if self < 0 || len(ops) < 2 {
		return nil, "", false
	}
	guards, ok := up.branchGuards(x, v)
	if !ok || len(guards) == 0 {
		return nil, "", false
	}
	out := []Value{{}}
	for i, op := range ops {
		opVals := up.stepValues(op, sc)
		if i == self {
			opVals = slices.DeleteFunc(opVals, func(val Value) bool { return failsGuards(up.f.Info, guards, v, val) })
		}
		out = Concat(out, opVals)
	}
	return out, "", true
}

// failsGuards reports whether val, a value of v, cannot take the branches
// of guards: a constant one of them goes the other way for, or a value
// of text and holes whose text alone decides one ("http://" + x contains
// "://").
func failsGuards(info *types.Info, guards []branchGuard, v *types.Var, val Value) bool {
	s, known := text(val)
	for _, bg := range guards {
		holds, ok := false, false
		if known {
			holds, ok = bg.g.holds(info, s)
		} else {
			holds, ok = partialHolds(info, bg.g.cond, v, val)
		}
		if ok && holds != bg.want {
			return true
		}
	}
	return false
}

// passingGuards drops the values of vals, those of local variable v that
// its assignments rhs give the read use, that the ifs testing v alone
// rule out: one around use whose branch the value cannot take, or one
// before it that leaves the function where its condition holds for the
// value (if strings.HasPrefix(addr, "unix:") { return } before a request
// of addr = scheme + "://" + host, for the scheme "unix"). Only the ifs
// after every assignment are read: a value assigned past a test is not
// the one tested. A value of holes alone is kept, and so are all where
// none would be left.
func (up *Updates) passingGuards(v *types.Var, use *ast.Ident, rhs []ast.Expr, vals []Value) []Value {
	if !slices.ContainsFunc(vals, func(val Value) bool { return slices.ContainsFunc(val, func(p Piece) bool { return !p.Hole }) }) {
		return vals
	}
	guards, ok := up.branchGuards(use, v)
	if !ok {
		return vals
	}
	guards = slices.DeleteFunc(guards, func(bg branchGuard) bool {
		return slices.ContainsFunc(rhs, func(x ast.Expr) bool { return x.End() > bg.g.cond.Pos() })
	})
	if len(guards) == 0 {
		return vals
	}
	out := slices.DeleteFunc(slices.Clone(vals), func(val Value) bool { return failsGuards(up.f.Info, guards, v, val) })
	if len(out) == 0 {
		return vals
	}
	return out
}

// branchGuards returns the conditions of the ifs around x that read v,
// each with the value it has on x's branch; ok is false when another
// statement around x tests v (a for or a switch), or a condition reads
// more than v and constants.
func (up *Updates) branchGuards(x ast.Expr, v *types.Var) (out []branchGuard, ok bool) {
	c, found := up.f.Control.Cursor(x)
	if !found {
		return nil, false
	}
	child := c
	for cur := range c.Enclosing() {
		switch n := cur.Node().(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			return out, true
		case *ast.IfStmt:
			if typesx.UsesVar(up.f.Info, n.Cond, v) {
				k := child.ParentEdgeKind()
				if (k != edge.IfStmt_Body && k != edge.IfStmt_Else) || !isGuard(up.f.Info, n.Cond, v) {
					return nil, false
				}
				out = append(out, branchGuard{guard{n.Cond, v}, k == edge.IfStmt_Body})
			}
		case *ast.ForStmt:
			if n.Cond != nil && typesx.UsesVar(up.f.Info, n.Cond, v) {
				return nil, false
			}
		case *ast.SwitchStmt:
			if n.Tag != nil && typesx.UsesVar(up.f.Info, n.Tag, v) {
				return nil, false
			}
		case *ast.CaseClause:
			for _, e := range n.List {
				if typesx.UsesVar(up.f.Info, e, v) {
					return nil, false
				}
			}
		case *ast.BlockStmt:
			if st, ok := child.Node().(ast.Stmt); ok {
				out = append(out, up.earlierReturns(n.List, st, v)...)
			}
		}
		child = cur
	}
	return out, true
}

// earlierReturns returns the guards of the ifs before st in list that
// leave the function where their condition, which tests v alone, holds
// (if p == "" { return nil }), up to a statement that may write v: one
// that assigns it, takes its address, or calls a function (which may
// write a package-level variable, or a local one a closure captured).
// Past them, the condition does not hold.
func (up *Updates) earlierReturns(list []ast.Stmt, st ast.Stmt, v *types.Var) []branchGuard {
	i := slices.Index(list, st)
	var out []branchGuard
	for j := i - 1; j >= 0; j-- {
		s := list[j]
		if ifs, ok := s.(*ast.IfStmt); ok && ifs.Init == nil && ifs.Else == nil && typesx.LeavesFunc(up.f.Info, ifs.Body) &&
			typesx.UsesVar(up.f.Info, ifs.Cond, v) && isGuard(up.f.Info, ifs.Cond, v) {
			out = append(out, branchGuard{guard{ifs.Cond, v}, false})
			continue
		}
		if mayWrite(up.f.Info, s, v) {
			break
		}
	}
	return out
}

// mayWrite reports whether s may write v: it assigns v, takes its
// address, or calls a function.
func mayWrite(info *types.Info, s ast.Stmt, v *types.Var) bool {
	found := false
	isV := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && info.ObjectOf(id) == v
	}
	ast.Inspect(s, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			found = found || slices.ContainsFunc(n.Lhs, isV)
		case *ast.IncDecStmt:
			found = found || isV(n.X)
		case *ast.UnaryExpr:
			found = found || n.Op == token.AND && isV(n.X)
		case *ast.RangeStmt:
			found = found || n.Key != nil && isV(n.Key) || n.Value != nil && isV(n.Value)
		case *ast.CallExpr:
			found = true
		}
		return !found
	})
	return found
}

// rewrittenBefore returns an if that use, a read of v, runs
// only after, and x, an assignment of v in use's function, only before:
// a statement of a block around use, before the statement holding it,
// with no else and a body that only assigns v (p := addr; if
// !strings.Contains(p, "://") { p = "http://" + p }, or scheme := "";
// ...; if scheme == "" { scheme = "https" }), or an if with an else
// whose one branch ends in such an if and whose other assigns v
// (rewriteOrReplace). No label between them lets a
// goto past it: a value of x the guard holds for reaches use rewritten or
// replaced, never as it is. It is nil for any other shape.
func (up *Updates) rewrittenBefore(x ast.Expr, v *types.Var, use *ast.Ident) *ast.IfStmt {
	if fn := up.enclosingFunc(x); fn == nil || fn != up.enclosingFunc(use) {
		return nil
	}
	path := up.f.Control.enclosingDecl(use)
	for j := 1; j < len(path); j++ {
		switch n := path[j].(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			return nil
		case *ast.BlockStmt:
			st, isStmt := path[j-1].(ast.Stmt)
			i := slices.Index(n.List, st)
			if !isStmt || i < 0 {
				continue
			}
			if _, labeled := st.(*ast.LabeledStmt); labeled {
				return nil
			}
			for k := i - 1; k >= 0; k-- {
				switch s := n.List[k].(type) {
				case *ast.IfStmt:
					if x.End() <= s.Pos() && up.guardedAssign(s, v) {
						return s
					}
					if x.End() <= s.Pos() {
						if g := up.rewriteOrReplace(s, v); g != nil {
							return g
						}
					}
				case *ast.LabeledStmt:
					return nil
				}
				if n.List[k].Pos() <= x.Pos() {
					return nil // no if after x here, nor around
				}
			}
		}
	}
	return nil
}

// rewriteOrReplace returns the guarded assignment of v (guardedAssign)
// that ends one branch of ifs, an if with an else, where the other
// branch assigns v in a statement of its own block (if h == "" { h =
// src } else { if strings.Contains(h, ":") { h = "[" + h + "]" } }, or
// else if strings.Contains(h, ":") { ... }): a value v holds before ifs
// leaves it rewritten or replaced. Nil for any other shape.
func (up *Updates) rewriteOrReplace(ifs *ast.IfStmt, v *types.Var) *ast.IfStmt {
	if ifs.Init != nil || ifs.Else == nil {
		return nil
	}
	assigns := func(b *ast.BlockStmt) bool {
		return slices.ContainsFunc(b.List, func(st ast.Stmt) bool {
			as, ok := st.(*ast.AssignStmt)
			if !ok || as.Tok != token.ASSIGN || len(as.Lhs) != 1 {
				return false
			}
			id, ok := ast.Unparen(as.Lhs[0]).(*ast.Ident)
			return ok && up.f.Info.Uses[id] == v
		})
	}
	last := func(n ast.Stmt) *ast.IfStmt {
		if b, ok := n.(*ast.BlockStmt); ok && len(b.List) > 0 {
			n = b.List[len(b.List)-1]
		}
		if g, ok := n.(*ast.IfStmt); ok && up.guardedAssign(g, v) {
			return g
		}
		return nil
	}
	if g := last(ifs.Else); g != nil && assigns(ifs.Body) {
		return g
	}
	if b, ok := ifs.Else.(*ast.BlockStmt); ok && assigns(b) {
		return last(ifs.Body)
	}
	return nil
}

// guardedAssign reports whether ifs is "if cond { v = e }" with no init
// and no else, cond a guard of v.
func (up *Updates) guardedAssign(ifs *ast.IfStmt, v *types.Var) bool {
	if ifs.Init != nil || ifs.Else != nil || len(ifs.Body.List) != 1 || !isGuard(up.f.Info, ifs.Cond, v) {
		return false
	}
	as, isAssign := ifs.Body.List[0].(*ast.AssignStmt)
	if !isAssign || as.Tok != token.ASSIGN || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
		return false
	}
	id, isID := ast.Unparen(as.Lhs[0]).(*ast.Ident)
	return isID && up.f.Info.Uses[id] == v
}

// passingRewrite drops the values of vals, those of assignment x of v,
// that reach use only rewritten or replaced (rewrittenBefore). vi is v's,
// all its assignments indexed: the assignment rewrittenBefore looks for
// is a plain one other than x, so with a single one it is not there, and
// x's cursor is not looked for.
func (up *Updates) passingRewrite(x ast.Expr, v *types.Var, vi *VarInfo, use *ast.Ident, vals []Value) []Value {
	if len(vi.Rhs) < 2 {
		return vals
	}
	ifs := up.rewrittenBefore(x, v, use)
	if ifs == nil {
		return vals
	}
	g := guard{ifs.Cond, v}
	return slices.DeleteFunc(slices.Clone(vals), func(val Value) bool {
		s, known := text(val)
		if !known {
			return false
		}
		holds, ok := g.holds(up.f.Info, s)
		return ok && holds
	})
}

// RewrittenPast returns the if that use, a read of a local variable or
// a parameter,
// runs only after, which replaces the variable where its condition, a
// test of the variable alone, holds (if strings.Contains(h, ":") { h =
// "[" + h + "]" }): every assignment that reaches use is the if's own or
// runs only before it (rewrittenBefore), or, returned in beside, runs
// in the branch of an outer if that the rewrite's branch is the other
// of (if h == "" { h = src.Host } else if strings.Contains(h, ":") {
// h = "[" + h + "]" }: the function chooses between a value it rewrites
// and one it takes as it is). holds evaluates the condition for a
// text; ifs is nil where there is no such if.
func (f *Flow) RewrittenPast(use *ast.Ident) (ifs *ast.IfStmt, holds func(s string) bool, beside []ast.Expr) {
	v, ok := f.Info.Uses[use].(*types.Var)
	if !ok || v.IsField() || v.Parent() == f.Pkg.Scope() {
		return nil, nil, nil
	}
	vi := f.VarInfo(v)
	param := typesx.IsParam(v)
	if vi == nil || vi.EscapesOther || vi.Escapes && !suffixesAdded(f.Info, vi) || len(vi.Rhs) < 2 && !param || len(vi.Rhs) == 0 {
		return nil, nil, nil
	}
	live := f.Control.liveAssignments(v, use, vi.assignments(), scope{})
	if param {
		// The value a call gives the parameter reaches use from the
		// function's start: its declaration stands for it.
		entry := f.paramIdent(v, use)
		if entry == nil {
			return nil, nil, nil
		}
		live = append([]ast.Expr{entry}, live...)
	}
	past := make([]*ast.IfStmt, len(live))
	for i, x := range live {
		if past[i] = f.Updates.rewrittenBefore(x, v, use); ifs == nil {
			ifs = past[i]
		}
	}
	if ifs == nil {
		return nil, nil, nil
	}
	for i, x := range live {
		if past[i] != ifs && (x.Pos() < ifs.Body.Pos() || ifs.Body.End() < x.End()) {
			if !f.Control.otherBranch(ifs, x) {
				return nil, nil, nil // neither past the if nor its own
			}
			beside = append(beside, x)
		}
	}
	return ifs, func(s string) bool {
		h, ok := guard{ifs.Cond, v}.holds(f.Info, s)
		return ok && h
	}, beside
}

// suffixesAdded reports whether every v += x of the variable appends
// text that starts with a constant holding no ':' (h += "." + domain):
// the start of its text, which a rewrite brackets, stays what it was.
func suffixesAdded(info *types.Info, vi *VarInfo) bool {
	for _, as := range vi.Adds {
		if len(as.Rhs) != 1 {
			return false
		}
		first := as.Rhs[0]
		if b, ok := ast.Unparen(first).(*ast.BinaryExpr); ok && b.Op == token.ADD {
			first = typesx.Operands(b, token.ADD)[0]
		}
		tv, ok := info.Types[first]
		if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
			return false
		}
		if c := constant.StringVal(tv.Value); c == "" || strings.Contains(c, ":") {
			return false
		}
	}
	return len(vi.Adds) > 0
}

// paramIdent returns the identifier that declares parameter v in the
// function declaration holding use, or nil.
func (f *Flow) paramIdent(v *types.Var, use *ast.Ident) *ast.Ident {
	d := f.Control.FuncDeclAt(use.Pos())
	if d == nil || d.Type.Params == nil {
		return nil
	}
	for _, fld := range d.Type.Params.List {
		for _, id := range fld.Names {
			if f.Info.Defs[id] == v {
				return id
			}
		}
	}
	return nil
}

// otherBranch reports whether a and b are in the two branches of one if
// of the same function: one in its body, the other in its else.
func (cf *Control) otherBranch(a ast.Node, b ast.Expr) bool {
	for _, p := range cf.Parents(a) {
		switch p := p.(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			return false
		case *ast.IfStmt:
			if p.Else == nil {
				continue
			}
			in := func(n ast.Node, x ast.Node) bool { return n.Pos() <= x.Pos() && x.End() <= n.End() }
			if in(p.Body, a) && in(p.Else, b) || in(p.Else, a) && in(p.Body, b) {
				return true
			}
		}
	}
	return false
}

// ReplacedAfter returns the if that the value x gives a local variable
// meets before any read: x is the one value of an assignment or
// declaration of the variable alone, a statement of a block, and the
// first statement after it there that reads or writes the variable is
// an if with no init, whose condition does not read it. onBody and
// onElse say which of its branches assigns the variable anew (h =
// fmt.Sprintf("[%s]:%d", ip, port)) before any other statement of the
// branch reads it: where the branch runs, x reaches no read. ifs is nil
// for any other shape, or a label between them (a goto may jump past).
func (f *Flow) ReplacedAfter(x ast.Expr) (ifs *ast.IfStmt, onBody, onElse bool) {
	c, ok := f.Control.Cursor(x)
	if !ok {
		return nil, false, false
	}
	var id *ast.Ident
	stmt := c.Parent()
	switch n := stmt.Node().(type) {
	case *ast.AssignStmt:
		if len(n.Lhs) == 1 && len(n.Rhs) == 1 && n.Rhs[0] == x && n.Tok != token.ADD_ASSIGN {
			id, _ = ast.Unparen(n.Lhs[0]).(*ast.Ident)
		}
	case *ast.ValueSpec:
		if len(n.Names) == 1 && len(n.Values) == 1 && n.Values[0] == x {
			id = n.Names[0]
			stmt = stmt.Parent().Parent() // the GenDecl's DeclStmt
		}
	}
	if id == nil {
		return nil, false, false
	}
	v, _ := typesx.ObjectOf(f.Info, id).(*types.Var)
	if v == nil || v.IsField() || v.Parent() == f.Pkg.Scope() {
		return nil, false, false
	}
	if vi := f.VarInfo(v); vi == nil || vi.Escapes {
		return nil, false, false
	}
	block, ok := stmt.Parent().Node().(*ast.BlockStmt)
	if !ok {
		return nil, false, false
	}
	i := slices.Index(block.List, stmt.Node().(ast.Stmt))
	for _, s := range block.List[i+1:] {
		if _, labeled := s.(*ast.LabeledStmt); labeled {
			return nil, false, false
		}
		if !typesx.UsesVar(f.Info, s, v) {
			continue
		}
		ifs, ok := s.(*ast.IfStmt)
		if !ok || ifs.Init != nil || typesx.UsesVar(f.Info, ifs.Cond, v) {
			return nil, false, false
		}
		onBody = assignsFirst(f.Info, ifs.Body, v)
		if els, ok := ifs.Else.(*ast.BlockStmt); ok {
			onElse = assignsFirst(f.Info, els, v)
		}
		if !onBody && !onElse {
			return nil, false, false
		}
		return ifs, onBody, onElse
	}
	return nil, false, false
}

// assignsFirst reports whether the first statement of b that reads or
// writes v assigns it a value that does not read it (v = e).
func assignsFirst(info *types.Info, b *ast.BlockStmt, v *types.Var) bool {
	for _, s := range b.List {
		if !typesx.UsesVar(info, s, v) {
			continue
		}
		as, ok := s.(*ast.AssignStmt)
		return ok && as.Tok == token.ASSIGN && len(as.Lhs) == 1 && len(as.Rhs) == 1 &&
			typesx.IsIdentOf(info, as.Lhs[0], v) && !typesx.UsesVar(info, as.Rhs[0], v)
	}
	return false
}
