package flow

import (
	"go/ast"
	"go/types"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"

	"golang.org/x/tools/go/types/typeutil"
)

// isOSArgs reports whether e is os.Args, the command line.
func (og *Origins) isOSArgs(e ast.Expr) bool {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	v, ok := og.f.Info.Uses[sel.Sel].(*types.Var)
	return ok && v.Pkg() != nil && v.Pkg().Path() == "os" && v.Name() == "Args"
}

// requestInput reports whether e reads a string field of the request an
// HTTP handler receives (r.Host, r.URL.Path, r.URL.RawQuery): r is a
// *http.Request parameter, never assigned, of a function that also takes
// an http.ResponseWriter, and the package never assigns the field read;
// or the RequestURI of any request, never stored in the package but
// cleared.
func (og *Origins) requestInput(e *ast.SelectorExpr) bool {
	sel, ok := og.f.Info.Selections[e]
	if !ok || sel.Kind() != types.FieldVal {
		return false
	}
	if requestURI(sel) {
		fld := sel.Obj().(*types.Var).Origin()
		x := og.f.Data.fieldData(fld)
		for _, a := range x.Assigns[fld] {
			if !typesx.IsEmptyString(og.f.Info, a.Rhs) {
				return false // out.RequestURI = "" clears it
			}
		}
		return !x.Fixed[fld] && x.FieldAddr[fld] == 0
	}
	x := ast.Unparen(e.X)
	if inner, ok := x.(*ast.SelectorExpr); ok && inner.Sel.Name == "URL" {
		x = ast.Unparen(inner.X) // r.URL.Path
	}
	if !og.handlerRequest(x) {
		return false
	}
	fld, ok := sel.Obj().(*types.Var)
	return ok && len(og.f.Data.fieldData(fld.Origin()).Assigns[fld.Origin()]) == 0
}

// requestURI reports whether sel selects the RequestURI field of an
// http.Request: the request-target a server received, which client code
// must leave empty (httptest.NewRequest's target, checked at its call,
// aside).
func requestURI(sel *types.Selection) bool {
	fld, ok := sel.Obj().(*types.Var)
	if !ok || fld.Name() != "RequestURI" || fld.Pkg() == nil || fld.Pkg().Path() != "net/http" {
		return false
	}
	named, _, _ := typesx.FieldHolder(sel)
	return named != nil && named.Obj().Name() == "Request"
}

// handlerRequest reports whether x is the request an HTTP handler
// receives: a *http.Request parameter, never assigned, of a function that
// also takes an http.ResponseWriter, or of an unexported function every
// call of which, in the package, passes such a request (minio's
// getObjectLocation(r, ...), called from its handlers).
func (og *Origins) handlerRequest(x ast.Expr) bool {
	return og.servedRequest(x, 0)
}

// maxRequestHops bounds the calls handlerRequest follows back to a
// handler.
const maxRequestHops = 3

func (og *Origins) servedRequest(x ast.Expr, hops int) bool {
	id, ok := ast.Unparen(x).(*ast.Ident)
	if !ok {
		return false
	}
	r, ok := og.f.Info.Uses[id].(*types.Var)
	if !ok || !typesx.IsParam(r) || r.Pkg() != og.f.Pkg || !typesx.IsNamed(r.Type(), "net/http", "Request", true) {
		return false
	}
	if vi := og.f.VarInfo(r); vi != nil && (len(vi.assignments()) > 0 || vi.Escapes) {
		return false
	}
	if takesResponseWriter(r) {
		return true
	}
	if hops == maxRequestHops || og.f.Params == nil {
		return false
	}
	fn := og.f.Control.FuncDeclAt(r.Pos())
	if fn == nil || og.f.Info.Scopes[fn.Type] != r.Parent() {
		return false
	}
	index, ok := paramIndexOf(og.f.Info, fn, r)
	if !ok {
		return false
	}
	calls, ok := og.f.Params.visibleCalls(og.f, fn)
	if !ok || len(calls) == 0 || len(calls) > maxParamCalls {
		return false
	}
	for _, call := range calls {
		if index >= len(call.Args) || call.Ellipsis.IsValid() || !og.servedRequest(call.Args[index], hops+1) {
			return false
		}
	}
	return true
}

// takesResponseWriter reports whether the function that has parameter r
// also has an http.ResponseWriter parameter: it is an HTTP handler, and r
// the request it serves.
func takesResponseWriter(r *types.Var) bool {
	scope := r.Parent()
	for _, name := range scope.Names() {
		if v, ok := scope.Lookup(name).(*types.Var); ok && typesx.IsParam(v) && typesx.IsNamed(v.Type(), "net/http", "ResponseWriter", false) {
			return true
		}
	}
	return false
}

// bodyRead returns the reason for the text that call, of fn, reads: the
// whole body of the request a handler serves, run-time input; or of an
// HTTP response (io.ReadAll(resp.Body)), the reply of a service the
// program chose, as decoded data (an EC2 metadata role name). "" for any
// other call.
func (og *Origins) bodyRead(fn *types.Func, call *ast.CallExpr) Reason {
	if !FuncOfObj(fn).ReadsAll {
		return ""
	}
	if len(call.Args) != 1 {
		return ""
	}
	sel, ok := ast.Unparen(call.Args[0]).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Body" {
		return ""
	}
	switch {
	case typesx.IsNamed(og.f.Info.TypeOf(sel.X), "net/http", "Response", true):
		return ReasonDecoded
	case og.handlerRequest(sel.X):
		return ReasonInput
	}
	return ""
}

// bytesInput returns the reason for e, bytes converted to text, when it
// is a body read (see bodyRead), or a local variable only ever assigned
// one; "" otherwise.
func (og *Origins) bytesInput(e ast.Expr) Reason {
	e = ast.Unparen(e)
	if id, ok := e.(*ast.Ident); ok {
		v, ok := og.f.Info.Uses[id].(*types.Var)
		if !ok || v.Pkg() != og.f.Pkg || typesx.IsParam(v) || v.Parent() == og.f.Pkg.Scope() {
			return ""
		}
		vi := og.f.VarInfo(v)
		if vi == nil || vi.Escapes || len(vi.Rhs) > 0 || len(vi.Results) != 1 || vi.Results[0].index != 0 {
			return ""
		}
		e = vi.Results[0].call
	}
	call, ok := e.(*ast.CallExpr)
	if !ok {
		return ""
	}
	if fn, ok := typeutil.Callee(og.f.Info, call).(*types.Func); ok {
		return og.bodyRead(fn, call)
	}
	return ""
}

// inputMapCall reports whether fn returns a map of text a program
// receives at run time: the variables of the route a request matched
// (gorilla/mux, and MinIO's fork of it).
func inputMapCall(fn *types.Func) bool {
	return FuncOfObj(fn).InputMap
}

// inputMap reports whether x is a map of input (see inputMapCall): the
// call itself, or a local variable assigned only its result, whose
// elements its function never assigns.
func (og *Origins) inputMap(x ast.Expr) bool {
	x = ast.Unparen(x)
	if id, ok := x.(*ast.Ident); ok {
		v, ok := og.f.Info.Uses[id].(*types.Var)
		if !ok || v.Pkg() != og.f.Pkg || typesx.IsParam(v) || v.Parent() == og.f.Pkg.Scope() {
			return false
		}
		vi := og.f.VarInfo(v)
		if vi == nil || vi.Opaque() || len(vi.Rhs) != 1 || og.elementsAssigned(v) {
			return false
		}
		x = ast.Unparen(vi.Rhs[0])
	}
	call, ok := x.(*ast.CallExpr)
	if !ok {
		return false
	}
	fn, ok := typeutil.Callee(og.f.Info, call).(*types.Func)
	return ok && inputMapCall(fn)
}

// elementsAssigned reports whether the function declaring local variable
// v assigns an element of it (v["k"] = x) or passes it to a call.
func (og *Origins) elementsAssigned(v *types.Var) bool {
	d := og.f.Control.FuncDeclAt(v.Pos())
	if d == nil || d.Body == nil {
		return true
	}
	found := false
	ast.Inspect(d.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				if ix, ok := ast.Unparen(l).(*ast.IndexExpr); ok && typesx.IsIdentOf(og.f.Info, ix.X, v) {
					found = true
				}
			}
		case *ast.CallExpr:
			for _, a := range n.Args {
				if typesx.IsIdentOf(og.f.Info, a, v) {
					found = true
				}
			}
		}
		return !found
	})
	return found
}
