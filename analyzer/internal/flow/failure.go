package flow

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"

	"golang.org/x/tools/go/types/typeutil"
)

// failsOtherwise reports whether ifs, an if statement before a sink whose
// condition does not test the value followed (tests), leaves only by
// returning a new error: the call fails on other grounds, as in
// net/http's NewRequestWithContext
//
//	if !validMethod(method) {
//		return nil, fmt.Errorf("net/http: invalid method %q", method)
//	}
//
// so every call that does not fail passes the value to the sink, as a
// failed step's return does. A condition that depends on the value
// through a local variable (ok of strings.CutPrefix(u, "file://")) or a
// return of anything but a new error (return copyLocalFile(...)) lets the
// value go elsewhere on a path that succeeds: no failure.
func (cf *Control) failsOtherwise(ifs *ast.IfStmt, exits [][]ast.Node, tests func(ast.Expr) bool) bool {
	for _, path := range exits {
		ret, ok := path[len(path)-1].(*ast.ReturnStmt)
		if !ok || len(ret.Results) == 0 || !cf.newError(ret.Results[len(ret.Results)-1]) {
			return false
		}
	}
	exprs := ifExprs(ifs)
	return exprs != nil && !cf.dependsOn(exprs, tests)
}

// ifExprs returns the expressions an if's branch depends on: its
// condition, and what its init statement computes; nil for an init
// statement of another kind.
func ifExprs(ifs *ast.IfStmt) []ast.Expr {
	exprs := []ast.Expr{ifs.Cond}
	switch s := ifs.Init.(type) {
	case nil:
	case *ast.AssignStmt:
		exprs = append(exprs, s.Rhs...)
	case *ast.ExprStmt:
		exprs = append(exprs, s.X)
	default:
		return nil
	}
	return exprs
}

// readsState reports whether e reads state that can select a mode of a
// value: a receiver, a package-level variable, or a variable of a struct
// type or a pointer to one (a configuration's other fields).
func (cf *Control) readsState(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if !ok || found {
			return !found
		}
		v, ok := cf.info.Uses[id].(*types.Var)
		if !ok || v.IsField() {
			return true
		}
		t := v.Type()
		if p, ok := typesx.Under(t).(*types.Pointer); ok {
			t = p.Elem()
		}
		_, isStruct := typesx.Under(t).(*types.Struct)
		found = isStruct || v.Kind() == types.RecvVar || v.Pkg() != nil && v.Parent() == v.Pkg().Scope()
		return !found
	})
	return found
}

// newError reports whether e is a new error, never nil: a call of
// errors.New or fmt.Errorf, a value of an error type that is neither an
// interface nor a pointer (common.NewInitContextError(...), SRError{...}),
// the address of a composite literal of an error type, or a
// package-level variable of an error type (a sentinel such as errHelp).
func (cf *Control) newError(e ast.Expr) bool {
	info := cf.info
	e = ast.Unparen(e)
	switch x := e.(type) {
	case *ast.CallExpr:
		if fn, ok := typeutil.Callee(info, x).(*types.Func); ok {
			if FuncOfObj(fn).NewError {
				return true
			}
		}
	case *ast.UnaryExpr:
		if _, ok := ast.Unparen(x.X).(*ast.CompositeLit); ok && x.Op == token.AND {
			return implementsError(info.TypeOf(x))
		}
	case *ast.Ident, *ast.SelectorExpr:
		id, _ := x.(*ast.Ident)
		if sel, ok := x.(*ast.SelectorExpr); ok {
			id = sel.Sel
		}
		if v, ok := info.Uses[id].(*types.Var); ok && v.Pkg() != nil && v.Parent() == v.Pkg().Scope() {
			return implementsError(v.Type())
		}
		return false
	}
	t := info.TypeOf(e)
	switch typesx.Under(t).(type) {
	case nil, *types.Interface, *types.Pointer:
		return false
	}
	return implementsError(t)
}

// implementsError reports whether t implements error.
func implementsError(t types.Type) bool {
	return t != nil && types.Implements(t, types.Universe.Lookup("error").Type().Underlying().(*types.Interface))
}

// dependsOn reports whether tests holds for one of exprs or for a value
// assigned to a variable of the function they read, at any depth. A
// local whose address is taken can hold anything: it depends; a
// parameter or receiver is followed through its assignments only, as a
// method with a pointer receiver called on a value takes its address
// (a.registered()) without changing it.
func (cf *Control) dependsOn(exprs []ast.Expr, tests func(ast.Expr) bool) bool {
	seen := make(map[*types.Var]bool)
	for i := 0; i < len(exprs); i++ {
		if i > MaxDepth*4 {
			return true
		}
		e := exprs[i]
		if tests(e) {
			return true
		}
		escapes := false
		ast.Inspect(e, func(n ast.Node) bool {
			id, ok := n.(*ast.Ident)
			if !ok {
				return !escapes
			}
			v, ok := cf.info.Uses[id].(*types.Var)
			if !ok || seen[v] || v.Pkg() != cf.pkg || v.IsField() || v.Parent() == cf.pkg.Scope() {
				return true
			}
			seen[v] = true
			vi := cf.varInfo(v)
			if vi == nil {
				return true
			}
			if typesx.IsParam(v) || v.Kind() == types.RecvVar {
				exprs = append(exprs, vi.Rhs...)
				return true
			}
			if vi.Escapes {
				escapes = true
				return false
			}
			exprs = append(exprs, vi.assignments()...)
			return true
		})
		if escapes {
			return true
		}
	}
	return false
}
