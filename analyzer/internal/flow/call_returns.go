package flow

import (
	"go/ast"
	"go/constant"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ast/edge"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// callReturns returns those of returns, the returns of a function with
// args bound for one call, that the call can take: a return runs under
// the conditions of the ifs around it (their bodies, or their elses) and
// of the ifs before it whose bodies leave the function; one of those
// conditions that reads a bound parameter alone, with constants, decides
// it for the argument's constant (if path == "" { return base }). A
// condition that reads no bound parameter is left undecided: either way
// the function's other text is what its summary holds. ok is false when
// a condition, or a switch, reads a bound parameter and cannot be
// evaluated, or when no return is left.
func (cl *CallFlow) callReturns(returns []*ast.ReturnStmt, args bindings, sc scope) (out []*ast.ReturnStmt, ok bool) {
	for _, ret := range returns {
		runs, ok := cl.returnRuns(ret, args, sc)
		if !ok {
			return nil, false
		}
		if runs {
			out = append(out, ret)
		}
	}
	return out, len(out) > 0
}

// returnRuns reports whether ret can run for the bound arguments; ok is
// false when a condition on its way reads one and cannot be evaluated.
func (cl *CallFlow) returnRuns(ret *ast.ReturnStmt, args bindings, sc scope) (runs, ok bool) {
	c, found := cl.f.Control.Cursor(ret)
	if !found {
		return false, false
	}
	child := c
	for cur := range c.Parent().Enclosing() {
		switch n := cur.Node().(type) {
		case *ast.FuncDecl, *ast.FuncLit:
			return true, true
		case *ast.IfStmt:
			var want bool
			switch child.ParentEdgeKind() {
			case edge.IfStmt_Body:
				want = true
			case edge.IfStmt_Else:
			default:
				child = cur
				continue // the init or the condition
			}
			holds, decided, ok := cl.boundCond(n.Cond, args, sc)
			if !ok {
				return false, false
			}
			if decided && holds != want || !decided && cl.localDecides(n.Cond, !want, sc) {
				return false, true
			}
		case *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt:
			if cl.readsBound(n, args) {
				return false, false
			}
		case *ast.BlockStmt:
			for _, st := range n.List {
				if st.Pos() >= child.Node().Pos() {
					break
				}
				runs, ok := cl.passes(st, args, sc)
				if !ok || !runs {
					return runs, ok
				}
			}
		}
		child = cur
	}
	return true, true
}

// passes reports whether the statement st, before a return in its block,
// lets the function go on to it for the bound arguments: an if whose body
// leaves the function, with no else, does where its condition does not
// hold. Another statement that tests a bound parameter (a switch, an if
// with an else) is not evaluated: ok is false.
func (cl *CallFlow) passes(st ast.Stmt, args bindings, sc scope) (runs, ok bool) {
	ifs, isIf := st.(*ast.IfStmt)
	if !isIf || ifs.Else != nil || !leaves(ifs.Body) {
		switch st.(type) {
		case *ast.IfStmt, *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt:
			return true, !cl.readsBound(st, args)
		}
		return true, true
	}
	holds, decided, ok := cl.boundCond(ifs.Cond, args, sc)
	if !ok {
		return false, false
	}
	if !decided {
		return !cl.localDecides(ifs.Cond, true, sc), true
	}
	return !holds, true
}

// leaves reports whether a block ends by returning from its function.
func leaves(b *ast.BlockStmt) bool {
	if len(b.List) == 0 {
		return false
	}
	_, ok := b.List[len(b.List)-1].(*ast.ReturnStmt)
	return ok
}

// boundCond evaluates cond for the bound arguments: decided is false
// when it reads none of them; ok is false when it reads one whose
// argument is not one constant, or reads more than one, or reads anything
// but it and constants.
func (cl *CallFlow) boundCond(cond ast.Expr, args bindings, sc scope) (holds, decided, ok bool) {
	var v *types.Var
	for _, w := range localVars(cl.f.Info, cond) {
		if !typesx.IsParam(w) {
			continue
		}
		if _, bound := args[w]; !bound || v != nil && v != w {
			return false, false, false // a parameter not bound: its argument is not known here
		}
		v = w
	}
	if v == nil {
		return false, false, true
	}
	b := args[v]
	if b.arg == nil {
		return false, false, false
	}
	if !b.evaluated {
		// Resolved once for the call, whatever the conditions reading it.
		vals, why := cl.f.resolve(b.arg, sc.withArgs(b.env).deeper())
		b.evaluated = true
		if why == "" && len(vals) == 1 {
			b.text, b.known = text(vals[0])
		}
		args[v] = b
	}
	if !b.known {
		return false, false, false
	}
	x, ok := evalGuard(cl.f.Info, cond, v, b.text)
	if !ok || x.Kind() != constant.Bool {
		return false, false, false
	}
	return constant.BoolVal(x), true, true
}

// readsBound reports whether n reads a bound parameter.
func (cl *CallFlow) readsBound(n ast.Node, args bindings) bool {
	for p := range args {
		if typesx.UsesVar(cl.f.Info, n, p) {
			return true
		}
	}
	return false
}

// localDecides reports whether cond, which reads no parameter, has the
// value holds for every value of the one local variable it reads (with
// constants), each value's text deciding it (strings.HasSuffix(base,
// "/") where base holds only constants without the '/'): the branch that
// needs the other value is taken by no run.
func (cl *CallFlow) localDecides(cond ast.Expr, holds bool, sc scope) bool {
	vars := localVars(cl.f.Info, cond)
	if len(vars) != 1 || !isGuard(cl.f.Info, cond, vars[0]) {
		return false
	}
	w := vars[0]
	var use *ast.Ident
	ast.Inspect(cond, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && use == nil && cl.f.Info.Uses[id] == w {
			use = id
		}
		return use == nil
	})
	vals, why := cl.f.resolve(use, sc.deeper())
	if why != "" || len(vals) == 0 {
		return false
	}
	for _, val := range vals {
		var h, ok bool
		if s, known := text(val); known {
			h, ok = guard{cond, w}.holds(cl.f.Info, s)
		} else {
			h, ok = partialHolds(cl.f.Info, cond, w, val)
		}
		if !ok || h != holds {
			return false
		}
	}
	return true
}

// localVars returns the variables of a function (parameters and locals,
// not fields nor package-level variables) that e reads, once each.
func localVars(info *types.Info, e ast.Expr) []*types.Var {
	var out []*types.Var
	ast.Inspect(e, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if !ok {
			return true
		}
		v, ok := info.Uses[id].(*types.Var)
		if ok && !v.IsField() && v.Pkg() != nil && v.Parent() != v.Pkg().Scope() && !slices.Contains(out, v) {
			out = append(out, v)
		}
		return true
	})
	return out
}
