package flow

import (
	"go/ast"
	"go/types"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"

	"golang.org/x/tools/go/types/typeutil"
)

// A flagDefault is the default value of a command-line flag whose value
// is stored in a variable or field: flag.StringVar(&addr, "addr",
// "http://localhost:8080", "...").
type flagDefault struct {
	Def ast.Expr
}

// flagCall returns, for a call of a flag definition taking a default
// string value (sinks.Func.FlagDefault), the index of its pointer
// argument (-1 when the flag returns a pointer) and of the default value.
func flagCall(info *types.Info, call *ast.CallExpr) (ptr, def int, ok bool) {
	fn, isFunc := typeutil.Callee(info, call).(*types.Func)
	if !isFunc || fn.Pkg() == nil {
		return 0, 0, false
	}
	row := sinks.FuncOfObj(fn) // a row of sinks: value flow evaluates no flag definition
	ptr, def = -1, row.FlagDefault
	if row.FlagStores {
		ptr = 0
	}
	if def == 0 || def >= len(call.Args) || ptr >= len(call.Args) {
		return 0, 0, false
	}
	return ptr, def, true
}

// flagPackage reports whether path is a package whose functions and
// methods that take a pointer first define a command-line flag stored
// there: flag and spf13/pflag (BoolVar, DurationVar, Var).
func flagPackage(path string) bool {
	return path == "flag" || path == "github.com/spf13/pflag"
}

// escaped resolves a variable that plain assignments alone do not
// describe: the key or value variable of a range statement, a variable a
// flag definition stores into, or one also assigned from a call with
// several results. What such a variable gets from the command line or the
// call is a hole; its constant assignments are still checked.
func (f *Flow) escaped(e ast.Expr, v *types.Var, vi *VarInfo, sc scope) ([]Value, Reason) {
	x := f.Data.localData(v)
	if x.ranges[v] != nil {
		return f.Fields.rangeVar(e, sc)
	}
	defs := x.flagVars[v]
	if x.other[v] || x.addr[v] != len(defs) {
		return nil, ReasonVariable
	}
	if len(defs) == 0 || v.Parent() == f.Pkg.Scope() && vi != nil && len(vi.assignments()) > 1 {
		return nil, ReasonVariable
	}
	var exprs []ast.Expr
	for _, d := range defs {
		exprs = append(exprs, d.Def)
	}
	vals, why := f.resolveAll(exprs, v, nil, nil, sc)
	if vi != nil && len(vi.assignments()) > 0 {
		more, mwhy := f.resolveAll(vi.assignments(), v, vi, nil, sc)
		vals = append(vals, more...)
		why = firstWhy(why, mwhy)
	}
	return commandLine(vals, why, e)
}

// commandLine returns the values of a flag's variable: its defaults
// (vals, resolved for why) but the empty one, which means unset, and a
// hole for what the command line gives, which is input. Defaults all
// resolved, the site is: its constants are the defaults. With none,
// nothing but input reaches it.
func commandLine(vals []Value, why Reason, e ast.Expr) ([]Value, Reason) {
	vals = dropEmpty(vals)
	if why == "" && len(vals) == 0 {
		why = ReasonInput
	}
	return append(vals, Value{{Hole: true, Use: e, Why: ReasonInput}}), why
}

// deref resolves *p where p holds the result of flag.String and the like.
func (f *Flow) deref(e *ast.StarExpr, sc scope) ([]Value, Reason) {
	id, ok := ast.Unparen(e.X).(*ast.Ident)
	if !ok {
		return nil, ReasonPointer
	}
	v, ok := f.Info.Uses[id].(*types.Var)
	if !ok || v.Pkg() != f.Pkg || typesx.IsParam(v) {
		return nil, ReasonPointer
	}
	vi := f.VarInfo(v)
	x := f.Data.data()
	if vi == nil || vi.Opaque() || len(vi.Rhs) != 1 || x.addr[v] != 0 || x.derefs[v] || x.other[v] {
		return nil, ReasonPointer
	}
	call, ok := ast.Unparen(vi.Rhs[0]).(*ast.CallExpr)
	if !ok {
		return nil, ReasonPointer
	}
	ptr, def, ok := flagCall(f.Info, call)
	if !ok || ptr >= 0 {
		return nil, ReasonPointer
	}
	vals, why := f.resolve(call.Args[def], sc.deeper())
	return commandLine(vals, why, e)
}
