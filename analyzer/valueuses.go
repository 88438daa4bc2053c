package analyzer

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// nameArgUse reports whether e reads a field or a variable of the
// package that the package also gives to a library's parameter that
// takes the name of a service's resource of a restricted alphabet
// (sinks.Func.TakesName: an Azure storage container's name, lower-case
// letters, digits and '-', given to container.NewClientFromConnectionString):
// the same value in a path needs no escaping. It is looked for only
// where a report is about to be made.
func (r *escaping) nameArgUse(e ast.Expr) bool {
	info := r.pass.TypesInfo
	obj := readVar(info, e)
	if obj == nil || obj.Pkg() != r.pass.Pkg {
		return false
	}
	for c := range r.flow.Control.Inspector().Root().Preorder((*ast.CallExpr)(nil)) {
		call := c.Node().(*ast.CallExpr)
		fn, ok := typeutil.Callee(info, call).(*types.Func)
		if !ok || fn.Pkg() == nil || fn.Pkg() == r.pass.Pkg {
			continue
		}
		if row := flow.FuncOfObj(fn); row.TakesName && row.NameArg < len(call.Args) && readVar(info, call.Args[row.NameArg]) == obj {
			return true
		}
	}
	return false
}

// joinTail reports whether e reads a string parameter of a function
// that joins another string parameter and it as the parts of a URL: the
// function tests the other for a trailing '/' (strings.HasSuffix(prefix,
// "/")) to put one '/' between them. Such a helper takes a relative
// reference after a base, a path meant whole ("objects/batch",
// "locks/verify"): url.PathEscape of it would turn its '/' into %2F.
func (r *escaping) joinTail(e ast.Expr) bool {
	info := r.pass.TypesInfo
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	v := typesx.LocalVar(info, r.pass.Pkg, id)
	if v == nil || !typesx.IsParam(v) {
		return false
	}
	fd := r.flow.Control.FuncDeclAt(v.Pos())
	if fd == nil || fd.Body == nil {
		return false
	}
	sig, ok := info.Defs[fd.Name].(*types.Func)
	if !ok {
		return false
	}
	params := sig.Signature().Params()
	isOther := func(x ast.Expr) bool {
		xid, ok := ast.Unparen(x).(*ast.Ident)
		if !ok {
			return false
		}
		pv, ok := info.Uses[xid].(*types.Var)
		if !ok || pv == v || !typesx.IsString(pv.Type()) {
			return false
		}
		for i := 0; i < params.Len(); i++ {
			if params.At(i) == pv {
				return true
			}
		}
		return false
	}
	found := false
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if found || !ok || len(call.Args) != 2 {
			return !found
		}
		found = callRow(info, call).Tests == sinks.TestsSuffix && isOther(call.Args[0]) && constString(info, call.Args[1]) == "/"
		return !found
	})
	return found
}
