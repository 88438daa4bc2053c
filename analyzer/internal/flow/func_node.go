package flow

import (
	"go/ast"
	"go/types"

	"github.com/urlvet/urlvet/analyzer/internal/facts"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// A FuncNode is a function body of the package: a declared function or
// method, or a function literal.
type FuncNode struct {
	Obj    types.Object // the function, or the variable a literal is assigned to; nil if none
	Params []*types.Var // by index; nil for an unnamed one
	Body   *ast.BlockStmt
	Lit    bool // a function literal
	// split says that Calls are not a run of Sites; nCalls is
	// len(Calls), counted by Collect's walk before it lays them out,
	// lastCall the index in Sites of the last.
	split            bool
	Calls            []CallSite
	nCalls, lastCall int32
}

type CallSite struct {
	Call   *ast.CallExpr
	Callee types.Object // typeutil.Callee of call, computed once; nil for a call without arguments
	Fn     *FuncNode    // enclosing function; nil at package level
}

// Bare reports whether the walks of whole files (collect, indexDecl,
// indexDataIn, misreads) need not enter n nor hear of its end: an
// identifier or a literal, which holds no node, or a comment group,
// which holds none they read (generated API types have a doc line per
// field). Identifiers are half the nodes of a file.
func Bare(n ast.Node) bool {
	switch n.(type) {
	case *ast.Ident, *ast.BasicLit, *ast.CommentGroup:
		return true
	}
	return false
}

// Param returns the index of parameter v of fn.
func (fn *FuncNode) Param(v *types.Var) (int, bool) {
	for i, p := range fn.Params {
		if p == v {
			return i, true
		}
	}
	return 0, false
}

func HasParam(w []facts.WrappedParam, index int) bool {
	for _, p := range w {
		if p.Index == index {
			return true
		}
	}
	return false
}

// ParamOf reports whether e is a string parameter of fn, unchanged but
// for defaults (if p == "" { p = def }, paramDefaults).
func (f *Flow) ParamOf(fn *FuncNode, e ast.Expr) (int, bool) {
	return f.paramOfDepth(fn, e, 0)
}

func (f *Flow) paramOfDepth(fn *FuncNode, e ast.Expr, depth int) (int, bool) {
	if depth > MaxDepth {
		return 0, false
	}
	e = ast.Unparen(e)
	if call, ok := e.(*ast.CallExpr); ok && len(call.Args) == 1 {
		if tv, ok := f.Info.Types[call.Fun]; ok && tv.IsType() {
			e = ast.Unparen(call.Args[0]) // string(p)
		}
	}
	id, ok := e.(*ast.Ident)
	if !ok {
		return 0, false
	}
	v, ok := f.Info.Uses[id].(*types.Var)
	if !ok {
		return 0, false
	}
	i, ok := fn.Param(v)
	if !ok {
		// u := p; sink(u): a local assigned only the parameter. A
		// variable declared with another value is not one, which its
		// declaration alone says: the assignments of its function are
		// not indexed for it (most are u := f(...)).
		if typesx.IsParam(v) {
			return 0, false
		}
		if x := f.vars.declaredWith(v); x != nil {
			if _, ok := ast.Unparen(x).(*ast.Ident); !ok {
				return 0, false
			}
		}
		if vi := f.VarInfo(v); vi != nil && !vi.Opaque() && len(vi.Rhs) == 1 {
			if id, ok := ast.Unparen(vi.Rhs[0]).(*ast.Ident); ok && id != e {
				return f.paramOfDepth(fn, id, depth+1)
			}
		}
		return 0, false
	}
	if !typesx.IsString(v.Type()) { // a string type, or a type parameter of string types only
		return 0, false
	}
	if _, ok := f.Updates.paramDefaults(v, id); !ok {
		return 0, false // assigned otherwise: the sink does not always get the argument
	}
	return i, true
}
