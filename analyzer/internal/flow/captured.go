package flow

import (
	"go/ast"
	"go/types"
)

// Owner returns the function that declares parameter v, when n, a node
// of a function body, is in it: directly, or in a function literal
// written in it that runs on every path of it (go func() { ... }(), a
// closure it returns or passes on). in is the function holding n
// directly; conditional is set when an early return of either tests v
// for emptiness. A closure is taken to be called: one made on every path
// is made to run. An early return on another test of v alone is one of
// guards (guardedOwner); owner has none.
func (p *ParamFlow) Owner(f *Flow, v *types.Var, n ast.Node) (fn, in ast.Node, conditional, ok bool) {
	fn, in, conditional, guards, ok := p.guardedOwner(f, v, n)
	return fn, in, conditional, ok && len(guards) == 0
}

// guardedOwner is owner, where an early return may also test v other
// than for emptiness, on a condition that reads only v and constants (if
// !strings.HasPrefix(v, "ws") { return errors.New(...) }): guards are
// those conditions, and only an argument for which none holds reaches n.
func (p *ParamFlow) guardedOwner(f *Flow, v *types.Var, n ast.Node) (fn, in ast.Node, conditional bool, guards []guard, ok bool) {
	in, body := f.Control.funcOf(n)
	if body == nil {
		return nil, nil, false, nil, false
	}
	conditional, guards, ok = p.reachesAlways(v, n)
	if !ok {
		return nil, nil, false, nil, false
	}
	if f.Info.Scopes[funcType(in)] == v.Parent() {
		return in, in, conditional, guards, true
	}
	lit, isLit := in.(*ast.FuncLit)
	if !isLit {
		return nil, nil, false, nil, false
	}
	outer := outerFunc(f, lit)
	if outer == nil || f.Info.Scopes[funcType(outer)] != v.Parent() {
		return nil, nil, false, nil, false
	}
	litConditional, litGuards, ok := p.reachesAlways(v, lit)
	return outer, in, conditional || litConditional, append(guards, litGuards...), ok
}

// outerFunc returns the function declaration or literal around lit, nil
// if none.
func outerFunc(f *Flow, lit *ast.FuncLit) ast.Node {
	c, ok := f.Control.Cursor(lit)
	if !ok {
		return nil
	}
	for cur := range c.Parent().Enclosing() {
		switch cur.Node().(type) {
		case *ast.FuncDecl, *ast.FuncLit:
			return cur.Node()
		}
	}
	return nil
}
