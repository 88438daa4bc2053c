package analyzer

import (
	"go/ast"
	"go/types"
)

// inputCall reports whether fn returns text a program receives at run
// time: from its environment, its command line, or a request's header,
// query or form.
func inputCall(fn *types.Func) bool {
	switch funcKey(fn) {
	case "os.Getenv", "os.LookupEnv", "flag.Arg",
		"net/http.Header.Get", "net/textproto.MIMEHeader.Get", "net/url.Values.Get",
		"net/http.Request.FormValue", "net/http.Request.PostFormValue",
		"net/http.Request.Referer", "net/http.Request.UserAgent":
		return true
	}
	return false
}

// isOSArgs reports whether e is os.Args, the command line.
func (f *flow) isOSArgs(e ast.Expr) bool {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	v, ok := f.info.Uses[sel.Sel].(*types.Var)
	return ok && v.Pkg() != nil && v.Pkg().Path() == "os" && v.Name() == "Args"
}

// requestInput reports whether e reads a string field of the request an
// HTTP handler receives (r.Host, r.URL.Path, r.URL.RawQuery): r is a
// *http.Request parameter, never assigned, of a function that also takes
// an http.ResponseWriter, and the package never assigns the field read;
// or the RequestURI of any request, never stored in the package but
// cleared.
func (f *flow) requestInput(e *ast.SelectorExpr) bool {
	sel, ok := f.info.Selections[e]
	if !ok || sel.Kind() != types.FieldVal {
		return false
	}
	if requestURI(sel) {
		fld := sel.Obj().(*types.Var).Origin()
		x := f.fieldData(fld)
		for _, a := range x.assigns[fld] {
			if !isEmptyString(f.info, a.rhs) {
				return false // out.RequestURI = "" clears it
			}
		}
		return !x.fixed[fld] && x.fieldAddr[fld] == 0
	}
	x := ast.Unparen(e.X)
	if inner, ok := x.(*ast.SelectorExpr); ok && inner.Sel.Name == "URL" {
		x = ast.Unparen(inner.X) // r.URL.Path
	}
	if !f.handlerRequest(x) {
		return false
	}
	fld, ok := sel.Obj().(*types.Var)
	return ok && len(f.fieldData(fld.Origin()).assigns[fld.Origin()]) == 0
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
	named, _, _ := fieldHolder(sel)
	return named != nil && named.Obj().Name() == "Request"
}

// handlerRequest reports whether x is the request an HTTP handler
// receives: a *http.Request parameter, never assigned, of a function that
// also takes an http.ResponseWriter, or of an unexported function every
// call of which, in the package, passes such a request (minio's
// getObjectLocation(r, ...), called from its handlers).
func (f *flow) handlerRequest(x ast.Expr) bool {
	return f.servedRequest(x, 0)
}

// maxRequestHops bounds the calls handlerRequest follows back to a
// handler.
const maxRequestHops = 3

func (f *flow) servedRequest(x ast.Expr, hops int) bool {
	id, ok := ast.Unparen(x).(*ast.Ident)
	if !ok {
		return false
	}
	r, ok := f.info.Uses[id].(*types.Var)
	if !ok || !isParam(r) || r.Pkg() != f.pkg || !isNamed(r.Type(), "net/http", "Request", true) {
		return false
	}
	if vi := f.varInfo(r); vi != nil && (len(vi.assignments()) > 0 || vi.escapes) {
		return false
	}
	if takesResponseWriter(r) {
		return true
	}
	if hops == maxRequestHops || f.params == nil {
		return false
	}
	fn := f.funcDeclAt(r.Pos())
	if fn == nil || f.info.Scopes[fn.Type] != r.Parent() {
		return false
	}
	index, ok := paramIndexOf(f.info, fn, r)
	if !ok {
		return false
	}
	calls, ok := f.params.visibleCalls(f, fn)
	if !ok || len(calls) == 0 || len(calls) > maxParamCalls {
		return false
	}
	for _, call := range calls {
		if index >= len(call.Args) || call.Ellipsis.IsValid() || !f.servedRequest(call.Args[index], hops+1) {
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
		if v, ok := scope.Lookup(name).(*types.Var); ok && isParam(v) && isNamed(v.Type(), "net/http", "ResponseWriter", false) {
			return true
		}
	}
	return false
}

// isNamed reports whether t is the named type pkg.name, or a pointer to
// it when ptr is set.
func isNamed(t types.Type, pkg, name string, ptr bool) bool {
	if ptr {
		p, ok := t.(*types.Pointer)
		if !ok {
			return false
		}
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == pkg && n.Obj().Name() == name
}
