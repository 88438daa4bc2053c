package flow

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"golang.org/x/tools/go/ast/edge"
)

// paramDefaults returns the assignments of v, a string parameter read at
// id, when each is a default: it runs only while v is empty, in the body
// of an if whose condition holds only then (if u == "" { u = def }),
// in v's own function, and that if ends before id. The argument then
// reaches id unchanged whenever it is not empty, and the defaults are
// checked where they are written. ok is false when v has another
// assignment, or its address is taken; defs is nil when v is never
// assigned.
func (up *Updates) paramDefaults(v *types.Var, id *ast.Ident) (defs []ast.Expr, ok bool) {
	defs, guards, ok := up.paramReplacements(v, id)
	return defs, ok && len(guards) == 0
}

// paramReplacements is paramDefaults, where an assignment may also run
// under a condition that reads only v and constants (if urlStr ==
// "login" { urlStr = "https://login.tailscale.com" }): guards are those
// conditions, and an argument for which one holds is replaced.
func (up *Updates) paramReplacements(v *types.Var, id *ast.Ident) (defs []ast.Expr, guards []guard, ok bool) {
	vi := up.f.VarInfo(v)
	if vi == nil || len(vi.Rhs) == 0 && !vi.Opaque() {
		return nil, nil, true
	}
	if vi.Opaque() {
		return nil, nil, false
	}
	for _, rhs := range vi.Rhs {
		cond, ok := up.defaultCond(v, rhs, id)
		if !ok {
			return nil, nil, false
		}
		if !impliesEmpty(up.f.Info, cond, v) {
			guards = append(guards, guard{cond, v})
		}
	}
	return vi.Rhs, guards, true
}

// defaultCond returns the condition under which rhs is assigned to v
// alone (v = rhs), without reading v: that of an if of v's function that
// tests v for emptiness (impliesEmpty) or reads only v and constants
// (isGuard), and ends before id.
func (up *Updates) defaultCond(v *types.Var, rhs ast.Expr, id *ast.Ident) (ast.Expr, bool) {
	if typesx.UsesVar(up.f.Info, rhs, v) {
		return nil, false
	}
	c, ok := up.f.Control.Cursor(rhs)
	if !ok {
		return nil, false
	}
	as, ok := c.Parent().Node().(*ast.AssignStmt)
	if !ok || as.Tok != token.ASSIGN || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
		return nil, false
	}
	if lhs, ok := ast.Unparen(as.Lhs[0]).(*ast.Ident); !ok || up.f.Info.Uses[lhs] != v {
		return nil, false
	}
	child := c.Parent()
	for cur := range child.Parent().Enclosing() {
		switch n := cur.Node().(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			return nil, false
		case *ast.IfStmt:
			if child.ParentEdgeKind() == edge.IfStmt_Body && (impliesEmpty(up.f.Info, n.Cond, v) || isGuard(up.f.Info, n.Cond, v)) {
				ok := n.End() <= id.Pos() && up.f.Info.Scopes[funcType(up.enclosingFunc(n))] == v.Parent()
				return n.Cond, ok
			}
		}
		child = cur
	}
	return nil, false
}

// enclosingFunc returns the function declaration or literal holding n.
func (up *Updates) enclosingFunc(n ast.Node) ast.Node {
	fn, _ := up.f.Control.funcOf(n)
	return fn
}

// impliesEmpty reports whether cond holds only when v is empty: v == ""
// or len(v) == 0, alone or as an operand of &&.
func impliesEmpty(info *types.Info, cond ast.Expr, v *types.Var) bool {
	c, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok {
		return false
	}
	switch c.Op {
	case token.LAND:
		return impliesEmpty(info, c.X, v) || impliesEmpty(info, c.Y, v)
	case token.EQL:
		return testsEmptyVar(info, c, v)
	}
	return false
}

// withDefaults adds to the values of a parameter (vals, why) the values
// of its defaults, each resolved where it is written. A parameter whose
// own values are unknown keeps a hole; a default unknown for a reason
// other than url text or run-time input (if u == "" { u =
// os.Getenv("URL") }), which are checked where they enter, gives its
// reason before the parameter's.
func (up *Updates) withDefaults(defs []ast.Expr, vals []Value, why Reason, id *ast.Ident, sc scope) ([]Value, Reason) {
	out := vals
	if len(out) == 0 {
		out = []Value{{{Hole: true, Use: id}}}
	}
	for _, d := range defs {
		dvals, dwhy := up.f.resolve(d, sc.deeper())
		out = append(out, dvals...)
		why = MergeReason(dwhy, why)
	}
	return out, why
}
