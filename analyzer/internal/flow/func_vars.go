package flow

import (
	"go/ast"
	"go/types"
)

// GlobalFuncCandidate returns, without indexing the package, the only
// function funcValueShift can find for v, a package-level variable of
// this package: the one its initializer names, or nil when the
// initializer names none. ok is false when v has no initializer of its
// own, or the initializer is another variable: then only the package's
// index can tell.
//
// A package-level variable can be assigned anywhere in the package, so
// funcValueShift indexes every declaration; when the initializer already
// rules out a sink, that walk is not needed.
func (cl *CallFlow) GlobalFuncCandidate(v *types.Var) (fn *types.Func, ok bool) {
	if v.Pkg() != cl.f.Pkg || v.Parent() != cl.f.Pkg.Scope() {
		return nil, false
	}
	init := cl.globalInit(v)
	if init == nil {
		return nil, false
	}
	if id, isIdent := ast.Unparen(init).(*ast.Ident); isIdent {
		if _, isVar := cl.f.Info.Uses[id].(*types.Var); isVar {
			return nil, false
		}
	}
	fn, _, _ = cl.f.Calls.funcOfExpr(init, 0)
	return fn, true
}

// globalInit returns the expression a package-level variable is declared
// with, or nil.
func (cl *CallFlow) globalInit(v *types.Var) ast.Expr {
	gd, isGen := cl.f.vars.DeclAt(v.Pos()).(*ast.GenDecl)
	if !isGen {
		return nil
	}
	for _, spec := range gd.Specs {
		vs, isValue := spec.(*ast.ValueSpec)
		if !isValue || len(vs.Values) != len(vs.Names) {
			continue
		}
		for i, name := range vs.Names {
			if name.Pos() == v.Pos() && cl.f.Info.Defs[name] == v {
				return vs.Values[i]
			}
		}
	}
	return nil
}
