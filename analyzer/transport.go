package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// A request sent by a client whose own transport serves it is no HTTP
// request of net/http's: &http.Client{Transport: sockRT{}} takes
// "unix:///run/app.sock/v1/info", which its RoundTrip reads itself. Only
// an *http.Transport (and the default client's) refuses a scheme it has
// not registered (schemes.go).

// ownTransport reports whether the sink call at sends its URL through a
// client whose Transport is a RoundTripper of its own (ownRoundTripper).
func (r *requestUse) ownTransport(at ast.Node) bool {
	info := r.pass.TypesInfo
	return r.sentThrough(at, func(e ast.Expr) bool { return ownRoundTripper(info, e) || givenRoundTripper(info, e) })
}

// browserRuntime reports whether path is a package that a package
// compiled for a browser imports: there, net/http's transport is the
// browser's fetch (or XMLHttpRequest), which resolves a relative
// reference against the URL of the page, as a link does.
func browserRuntime(path string) bool {
	switch path {
	case "github.com/gopherjs/gopherjs/js", // GopherJS
		"syscall/js": // GOOS=js, GOARCH=wasm
		return true
	}
	return false
}

// inBrowser reports whether the package runs in a browser: it imports a
// browserRuntime package itself.
func (r *requestUse) inBrowser() bool {
	return slices.ContainsFunc(r.pass.Pkg.Imports(), func(p *types.Package) bool { return browserRuntime(p.Path()) })
}

// transportSetsURL reports whether the sink call at sends its URL through
// a client whose Transport is a type of the package whose RoundTrip
// method sets the URL of the request it is given (req.URL =
// t.base.ResolveReference(req.URL)): what the request was built with,
// a path alone, is not what is sent. Asked only before a report.
func (r *requestUse) transportSetsURL(at ast.Node) bool {
	return r.sentThrough(at, func(e ast.Expr) bool { return r.everyTransport(e, r.setsURLTransport, nil) })
}

// everyTransport reports whether every value e, a client's Transport,
// can hold is one that own accepts: e itself, each value a local
// variable holding it is given (var rt http.RoundTripper = &transport{...}),
// or a decorator's literal that passes the request on to such a
// transport (&DebugTransport{RoundTripper: rt}, a logger's). A variable
// met again (rt = &DebugTransport{RoundTripper: rt}) holds what its
// other values give; seen holds the variables followed.
func (r *requestUse) everyTransport(e ast.Expr, own func(ast.Expr) bool, seen map[*types.Var]bool) bool {
	if own(e) {
		return true
	}
	if len(seen) > 3 {
		return false
	}
	info := r.pass.TypesInfo
	switch x := ast.Unparen(e).(type) {
	case *ast.UnaryExpr:
		return x.Op == token.AND && r.everyTransport(x.X, own, seen)
	case *ast.Ident:
		v, ok := info.Uses[x].(*types.Var)
		if !ok || v.Pkg() != r.pass.Pkg || typesx.IsParam(v) {
			return false
		}
		if seen[v] {
			return true
		}
		if seen == nil {
			seen = make(map[*types.Var]bool)
		}
		seen[v] = true
		vi := r.flow.VarInfo(v)
		if vi == nil || vi.Escapes || len(vi.Rhs)+len(vi.First) == 0 {
			return false
		}
		for range vi.Tuple() {
			return false // rt, err := newTransport()
		}
		for _, rhs := range vi.Rhs {
			if !r.everyTransport(rhs, own, seen) {
				return false
			}
		}
		for _, call := range vi.First {
			if !r.everyTransport(call, own, seen) {
				return false
			}
		}
		return true
	case *ast.CompositeLit:
		if !isRoundTripper(info.TypeOf(x)) && !isRoundTripper(types.NewPointer(info.TypeOf(x))) {
			return false
		}
		inner := 0
		for _, elt := range x.Elts {
			val := elemValue(elt)
			if !isRoundTripper(info.TypeOf(val)) {
				continue
			}
			if inner++; inner > 1 || !r.everyTransport(val, own, seen) {
				return false
			}
		}
		return inner == 1
	}
	return false
}

// sentThrough reports whether the sink call at sends its URL through a
// client whose Transport own accepts: a method of that client
// (c.Get(u)), or http.NewRequest whose request that client's Do sends in
// the same function, or, returned by a function only the package calls
// (makeAuthRequest), in each of its callers.
func (r *requestUse) sentThrough(at ast.Node, own func(ast.Expr) bool) bool {
	call, ok := at.(*ast.CallExpr)
	if !ok {
		return false
	}
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && isClient(r.pass.TypesInfo.TypeOf(sel.X)) {
		return r.customTransport(sel.X, own, 0)
	}
	req, body := r.requestVar(call)
	if req == nil || body == nil {
		return false
	}
	if r.doneThrough(req, body, own) {
		return true
	}
	if !r.returnsVar(req, body) {
		return false
	}
	callers, all := r.flow.Params.Callers(call)
	if !all || len(callers) == 0 || len(callers) > 4 {
		return false
	}
	for _, c := range callers {
		req, body := r.requestVar(c)
		if req == nil || body == nil || !r.doneThrough(req, body, own) {
			return false
		}
	}
	return true
}

// doneThrough reports whether body sends the request req by the Do of a
// client whose Transport own accepts.
func (r *requestUse) doneThrough(req types.Object, body *ast.BlockStmt, own func(ast.Expr) bool) bool {
	through := false
	ast.Inspect(body, func(n ast.Node) bool {
		c, ok := n.(*ast.CallExpr)
		if !ok || through {
			return !through
		}
		if !isClientSend(r.pass.TypesInfo, c) || len(c.Args) != 1 {
			return true
		}
		id, ok := ast.Unparen(c.Args[0]).(*ast.Ident)
		if sel, isSel := ast.Unparen(c.Fun).(*ast.SelectorExpr); ok && isSel && r.pass.TypesInfo.Uses[id] == req {
			through = isClient(r.pass.TypesInfo.TypeOf(sel.X)) && r.customTransport(sel.X, own, 0)
		}
		return true
	})
	return through
}

// returnsVar reports whether body, a function's, returns v as its first
// result (return req, nil).
func (r *requestUse) returnsVar(v types.Object, body *ast.BlockStmt) bool {
	returned := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(n.Results) > 0 {
				if id, ok := ast.Unparen(n.Results[0]).(*ast.Ident); ok && r.pass.TypesInfo.Uses[id] == v {
					returned = true
				}
			}
		}
		return !returned
	})
	return returned
}

// isClient reports whether t is an http.Client or a pointer to one.
func isClient(t types.Type) bool {
	return typesx.IsNamed(t, "net/http", "Client", true) || typesx.IsNamed(t, "net/http", "Client", false)
}

// customTransport reports whether client, an http.Client expression, is
// built with a Transport that own accepts: a composite literal, a
// variable of the package every assignment of which is one, or a field of the
// package whose every write is one (c.session, set by the constructor).
func (r *requestUse) customTransport(client ast.Expr, own func(ast.Expr) bool, depth int) bool {
	info := r.pass.TypesInfo
	if depth > 2 {
		return false
	}
	switch e := ast.Unparen(client).(type) {
	case *ast.UnaryExpr:
		return r.customTransport(e.X, own, depth)
	case *ast.CompositeLit:
		for _, elt := range e.Elts {
			kv, ok := elt.(*ast.KeyValueExpr)
			if k, isID := kv.Key.(*ast.Ident); ok && isID && k.Name == "Transport" {
				return own(kv.Value)
			}
		}
		return false // the default transport
	case *ast.CallExpr:
		// A constructor of a client given the transport it wraps
		// (ratelimit.NewClient(rt, opts...)): the client sends through
		// that transport.
		t := info.TypeOf(e)
		if tuple, ok := t.(*types.Tuple); ok && tuple.Len() > 0 {
			t = tuple.At(0).Type() // c, err := NewClient(rt, opts...)
		}
		if !isClient(t) {
			return false
		}
		return slices.ContainsFunc(e.Args, func(a ast.Expr) bool { return isRoundTripper(info.TypeOf(a)) && own(a) })
	case *ast.Ident:
		v, ok := info.Uses[e].(*types.Var)
		if !ok || v.Pkg() != r.pass.Pkg || typesx.IsParam(v) {
			return false
		}
		vi := r.flow.VarInfo(v)
		if vi == nil || vi.Escapes || len(vi.Rhs)+len(vi.First) == 0 {
			return false
		}
		for _, x := range vi.Rhs {
			if !r.customTransport(x, own, depth+1) {
				return false
			}
		}
		for _, x := range vi.First {
			if !r.customTransport(x, own, depth+1) {
				return false
			}
		}
		return true
	case *ast.SelectorExpr:
		fld, _ := r.flow.FieldSel(e)
		if fld == nil || fld.Pkg() != r.pass.Pkg {
			return false
		}
		writes, ok := r.flow.Data.FieldWrites(fld)
		if !ok || len(writes) == 0 {
			return false
		}
		for _, w := range writes {
			if !r.customTransport(w.Value, own, depth+1) {
				return false
			}
		}
		return true
	}
	return false
}

// setsURLTransport reports whether e, a client's Transport, is a value
// of a type of the package (or a pointer to one) whose RoundTrip method,
// declared in the package, assigns the URL of the request it is given
// or a part of it.
func (r *requestUse) setsURLTransport(e ast.Expr) bool {
	t := r.pass.TypesInfo.TypeOf(e)
	if t == nil {
		return false
	}
	obj, _, _ := types.LookupFieldOrMethod(t, true, r.pass.Pkg, "RoundTrip")
	fn, ok := obj.(*types.Func)
	if !ok || fn.Pkg() != r.pass.Pkg || fn.Signature().Params().Len() != 1 {
		return false
	}
	d := r.flow.Calls.Decl(fn)
	if d == nil || d.Body == nil || len(d.Type.Params.List) != 1 || len(d.Type.Params.List[0].Names) != 1 {
		return false
	}
	req := r.pass.TypesInfo.Defs[d.Type.Params.List[0].Names[0]]
	if req == nil {
		return false
	}
	isReq := func(x ast.Expr) bool {
		id, ok := ast.Unparen(x).(*ast.Ident)
		return ok && r.pass.TypesInfo.Uses[id] == req
	}
	sets := false
	ast.Inspect(d.Body, func(n ast.Node) bool {
		if a, ok := n.(*ast.AssignStmt); ok {
			for _, lhs := range a.Lhs {
				sets = sets || r.setsURL(lhs, isReq)
			}
		}
		return !sets
	})
	return sets
}

// ownRoundTripper reports whether e, a client's Transport, is a
// RoundTripper that is not net/http's: neither an *http.Transport nor
// http.DefaultTransport nor nil. A value of the interface type (a
// parameter) is not known to be one.
func ownRoundTripper(info *types.Info, e ast.Expr) bool {
	t := info.TypeOf(e)
	if t == nil || types.IsInterface(t) || typesx.IsNamed(t, "net/http", "Transport", true) || typesx.IsNamed(t, "net/http", "Transport", false) {
		return false
	}
	_, basic := t.Underlying().(*types.Basic) // nil
	return !basic
}

// givenRoundTripper reports whether e is a value of the interface
// http.RoundTripper other than http.DefaultTransport and nil: a
// transport the program chose, which a client is then given on purpose.
func givenRoundTripper(info *types.Info, e ast.Expr) bool {
	if !typesx.IsNamed(info.TypeOf(e), "net/http", "RoundTripper", false) || typesx.IsNil(e) {
		return false
	}
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	return !ok || sel.Sel.Name != "DefaultTransport"
}

// isRoundTripper reports whether t is http.RoundTripper or has its
// RoundTrip method.
func isRoundTripper(t types.Type) bool {
	if t == nil {
		return false
	}
	if typesx.IsNamed(t, "net/http", "RoundTripper", false) {
		return true
	}
	obj, _, _ := types.LookupFieldOrMethod(t, true, nil, "RoundTrip")
	_, ok := obj.(*types.Func)
	return ok
}

// pathReference reports whether v starts with a '/' the code writes: a
// reference to a path of the host a transport chooses.
func pathReference(v flow.Value) bool {
	lead, _ := flow.LeadingText(v)
	return strings.HasPrefix(lead, "/") && !strings.HasPrefix(lead, "//")
}

// relativePath reports whether v starts with a relative path of known
// text: a segment before any ':' ("zones", "domains/x/dns"), which a
// base it is resolved against completes.
func relativePath(v flow.Value) bool {
	lead, _ := flow.LeadingText(v)
	if lead == "" || !segmentStart(lead) {
		return false
	}
	seg, _, _ := strings.Cut(lead, "/")
	return !strings.Contains(seg, ":")
}

// otherScheme reports whether v starts with a scheme other than http and
// https: the requests a client's own transport may serve.
func otherScheme(v flow.Value) bool {
	lead, _ := flow.LeadingText(v)
	i := strings.Index(lead, "://")
	return i > 0 && validSchemeName(lead[:i]) && !httpPrefix(lead)
}
