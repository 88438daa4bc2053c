package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"github.com/urlvet/urlvet/analyzer/internal/facts"
	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"

	"golang.org/x/tools/go/types/typeutil"
)

// findListenFacts finds the package's functions that parse a bind
// address and return its host (hostResults, and a HostResultFact for
// those other packages can call), and the exported ones that give an
// address a parameter or the receiver carries to a listener, or whose
// receiver, of a struct type such a parser returns, reads its address
// for nothing, or that give the address a string parameter holds to a
// dialer (a ListenFact). Only the functions that call url.Parse, a
// listener or a dialer (a Listens or Dials row), or a function that may
// (a ListenFact, or one of this package that calls one) are read.
func (r *requestUse) findListenFacts() {
	var listens []*ast.FuncDecl
	listening := make(map[*ast.FuncDecl]bool)
	// mark makes the function declared around pos one that may listen
	// or dial: a listener called in a function literal (go func()
	// {...}()) listens for the function declared around it.
	mark := func(pos token.Pos) {
		if decl := r.flow.Control.FuncDeclAt(pos); decl != nil && decl.Body != nil && !listening[decl] {
			listening[decl] = true
			listens = append(listens, decl)
		}
	}
	var holders []*types.Named // the struct types whose field a parser returns the host in
	fields := make(map[*types.Named]int)
	// What a callee is, looked up once for all its calls: a package's
	// calls are mostly of a few functions.
	kinds := make(map[*types.Func]uint8)
	kindOf := func(callee *types.Func) uint8 {
		k, ok := kinds[callee]
		if ok {
			return k
		}
		fn := callee.Origin()
		switch row := sinks.FuncOfObj(fn); {
		case row.Listens || row.ServesAddr:
			k = calleeListens
		case fn.Pkg() == nil:
		case row.Dials || row.ResolvesAddr:
			k = calleeDials // a resolver reads host:port as a dialer does
		case fn.Pkg() == r.pass.Pkg:
			k = calleeLocal
		case r.pass.ImportObjectFact(fn, new(facts.ListenFact)):
			k = calleeDials // it may listen or dial
		}
		if isURLParse(callee) {
			k |= calleeParse
		}
		kinds[callee] = k
		return k
	}
	for _, site := range r.flow.Sites {
		fn := site.Fn
		if fn == nil {
			continue
		}
		var k uint8
		if callee, ok := site.Callee.(*types.Func); ok {
			k = kindOf(callee)
		} else if site.Callee == nil && r.listenCall(site) {
			k = calleeListens
		}
		if k&(calleeListens|calleeDials) != 0 {
			mark(site.Call.Pos())
		}
		obj, ok := fn.Obj.(*types.Func)
		if !ok || fn.Lit || k&calleeParse == 0 {
			continue
		}
		if f, ok := r.hostResult(site, obj); ok {
			if r.hostResults == nil {
				r.hostResults = make(map[*types.Func]facts.HostResultFact)
			}
			r.hostResults[obj] = f
			if exportsListenFact(r.pass.Pkg, obj) {
				r.pass.ExportObjectFact(obj, &f)
			}
			if n := holderType(obj.Signature().Results().At(f.Result).Type()); f.Field >= 0 && n != nil && n.Obj().Pkg() == r.pass.Pkg {
				if _, seen := fields[n]; !seen {
					holders = append(holders, n)
					fields[n] = f.Field
				}
			}
		}
	}
	// The calls of the package's functions, for those that may listen or
	// dial: the functions that call them may pass an address on.
	var calls map[*types.Func][]token.Pos
	if len(listens) > 0 {
		calls = make(map[*types.Func][]token.Pos)
		for _, site := range r.flow.Sites {
			if callee, ok := site.Callee.(*types.Func); ok && site.Fn != nil && kinds[callee]&calleeLocal != 0 {
				calls[callee.Origin()] = append(calls[callee.Origin()], site.Call.Pos())
			}
		}
	}
	// A function that calls one that may listen or dial may pass its
	// address on (a wrapper of a wrapper).
	for k := 0; k < len(listens); k++ {
		if obj, ok := r.pass.TypesInfo.Defs[listens[k].Name].(*types.Func); ok {
			for _, pos := range calls[obj] {
				mark(pos)
			}
		}
	}
	params := make(map[*types.Func][]facts.ListenParam)
	var order []*types.Func
	add := func(fn *types.Func, p facts.ListenParam) {
		if _, ok := params[fn]; !ok {
			order = append(order, fn)
		}
		params[fn] = append(params[fn], p)
	}
	for _, n := range holders {
		c := carrier{field: fields[n]}
		for m := range n.Methods() {
			if !exportsListenFact(r.pass.Pkg, m) {
				continue
			}
			switch r.paramReads(m, -1, c, 0) {
			case readsListen:
				add(m, facts.ListenParam{Index: -1, Field: c.field, Listens: true})
			case readsNothing:
				add(m, facts.ListenParam{Index: -1, Field: c.field})
			}
		}
	}
	for _, decl := range listens {
		obj, ok := r.pass.TypesInfo.Defs[decl.Name].(*types.Func)
		if !ok || !exportsListenFact(r.pass.Pkg, obj) {
			continue
		}
		sig := obj.Signature()
		vars := []*types.Var{sig.Recv()}
		for i := 0; i < sig.Params().Len(); i++ {
			vars = append(vars, sig.Params().At(i))
		}
		for i, v := range vars {
			if v == nil || v.Name() == "" || v.Name() == "_" {
				continue
			}
			for _, field := range r.addrFields(v, decl.Body) {
				c, _ := carrierOf(v.Type(), field)
				if p, ok := params[obj]; ok && slices.ContainsFunc(p, func(p facts.ListenParam) bool { return p.Index == i-1 && p.Field == field }) {
					continue
				}
				switch r.readsOf(v, decl.Body, c, 0) {
				case readsListen:
					add(obj, facts.ListenParam{Index: i - 1, Field: field, Listens: true})
				case readsOther:
					if !c.url && field < 0 && r.dials(v, decl.Body) {
						add(obj, facts.ListenParam{Index: i - 1, Field: field, Dials: true})
					}
				}
			}
		}
	}
	for _, fn := range order {
		r.pass.ExportObjectFact(fn, &facts.ListenFact{Params: params[fn]})
	}
	if len(order) > 0 {
		r.pass.ExportPackageFact(&facts.PackageListensFact{Count: len(order)})
	}
}

// What findListenFacts finds a callee to be.
const (
	calleeListens = 1 << iota // a listener (a Listens or ServesAddr row)
	calleeDials               // a dialer (a Dials row), or a function of another package with a ListenFact
	calleeLocal               // another function of this package
	calleeParse               // url.Parse or url.ParseRequestURI
)

// listenFactsOnly finds the ListenFacts of a package the fast paths
// leave, which calls no sink: one that calls a listener or a dialer (a
// row of sinks) or imports a package with ListenFacts may pass an
// address on to them (func Listen(addr string) { net.Listen("tcp", addr) }).
// The walk is for a package that refers to such a callee (mayListen).
func (r *pkgAnalysis) listenFactsOnly() {
	for _, imp := range r.pass.Pkg.Imports() {
		if sinks.NetPackage(imp.Path()) && r.callsNetFuncs() || r.pass.ImportPackageFact(imp, new(facts.PackageListensFact)) {
			if r.mayListen() {
				r.flow.Collect(func(ast.Node, *flow.FuncNode, types.Object) {})
				r.requests.findListenFacts()
			}
			return
		}
	}
}

// mayListen reports whether the package refers to a function that
// findListenFacts starts from: a listener, a dialer or a resolver (a
// Listens, ServesAddr, Dials or ResolvesAddr row), a function with a
// ListenFact, or url.Parse.
// Every callee of a call is one of its uses of functions; one that
// imports a package with ListenFacts mostly calls none of them (a
// generated client of an SDK's common package).
func (r *pkgAnalysis) mayListen() bool {
	listens := make(map[*types.Package]bool) // whether a package exports ListenFacts
	for _, u := range r.flow.FuncUses() {
		fn := u.Fn.Origin()
		pkg := fn.Pkg()
		if pkg == nil {
			continue
		}
		if row := sinks.FuncOfObj(fn); row.Listens || row.ServesAddr || row.Dials || row.ResolvesAddr || isURLParse(fn) {
			return true
		}
		if pkg == r.pass.Pkg {
			continue
		}
		has, ok := listens[pkg]
		if !ok {
			has = r.pass.ImportPackageFact(pkg, new(facts.PackageListensFact))
			listens[pkg] = has
		}
		if has && r.pass.ImportObjectFact(fn, new(facts.ListenFact)) {
			return true
		}
	}
	return false
}

// callsNetFuncs reports whether the package refers to a function that
// listens, dials or resolves an address to dial (a Listens, ServesAddr,
// Dials or ResolvesAddr row).
func (r *pkgAnalysis) callsNetFuncs() bool {
	for _, u := range r.flow.FuncUses() {
		fn := u.Fn
		if fn.Pkg() == nil || !sinks.NetPackage(fn.Pkg().Path()) || !sinks.FuncNamed(fn.Name()) {
			continue
		}
		if row := sinks.FuncOfObj(fn.Origin()); row.Listens || row.ServesAddr || row.Dials || row.ResolvesAddr {
			return true
		}
	}
	return false
}

// exportsListenFact reports whether fn, a function of pkg, gets a fact:
// other packages can call it.
func exportsListenFact(pkg *types.Package, fn *types.Func) bool {
	return fn.Pkg() == pkg && fn.Exported() && (fn.Parent() == pkg.Scope() || typesx.IsMethod(fn))
}

// isURLParse reports whether fn is url.Parse or url.ParseRequestURI.
func isURLParse(fn *types.Func) bool {
	return fn.Pkg() != nil && fn.Pkg().Path() == "net/url" && (fn.Name() == "Parse" || fn.Name() == "ParseRequestURI") && fn.Signature().Recv() == nil
}

// listenCall reports whether site calls a function whose row says it
// listens (net.Listen, http.Server.ListenAndServe). A call without
// arguments, whose callee Collect does not look up, is looked up only
// when a row has the name it is called by.
func (r *requestUse) listenCall(site flow.CallSite) bool {
	fn, ok := site.Callee.(*types.Func)
	if site.Callee == nil {
		sel, isSel := site.Call.Fun.(*ast.SelectorExpr)
		if !isSel || len(site.Call.Args) != 0 || !sinks.FuncNamed(sel.Sel.Name) {
			return false
		}
		fn, ok = typeutil.Callee(r.pass.TypesInfo, site.Call).(*types.Func)
	}
	if !ok {
		return false
	}
	row := sinks.FuncOfObj(fn.Origin())
	return row.Listens || row.ServesAddr
}

// holderType returns the named struct type t is, or points to, or nil.
func holderType(t types.Type) *types.Named {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return nil
	}
	if _, ok := n.Underlying().(*types.Struct); !ok {
		return nil
	}
	return n
}

// addrFields returns where v, a parameter of the function of body, may
// carry an address: -1 for a string or a url.URL, else the string fields
// of its struct type that body selects, in order.
func (r *requestUse) addrFields(v *types.Var, body *ast.BlockStmt) []int {
	if _, ok := carrierOf(v.Type(), -1); ok {
		return []int{-1}
	}
	if holderType(v.Type()) == nil {
		return nil
	}
	var fields []int
	ast.Inspect(body, func(n ast.Node) bool {
		sel, ok := n.(*ast.SelectorExpr)
		if !ok {
			return true
		}
		id, ok := ast.Unparen(sel.X).(*ast.Ident)
		if !ok || r.pass.TypesInfo.Uses[id] != v {
			return true
		}
		s := r.pass.TypesInfo.Selections[sel]
		if s == nil || s.Kind() != types.FieldVal || len(s.Index()) != 1 || slices.Contains(fields, s.Index()[0]) {
			return true
		}
		if _, ok := carrierOf(v.Type(), s.Index()[0]); ok {
			fields = append(fields, s.Index()[0])
		}
		return true
	})
	slices.Sort(fields)
	return fields
}

// hostResult returns the HostResultFact of fn, the function of site, a
// call of url.Parse: the call parses a parameter of fn whole, its URL is
// assigned to a variable, and every read of it either returns its host
// (its Host, Hostname() or Port() as a result, or as a field of a struct
// literal returned) in the same result or field, or sends nothing
// (its scheme, a comparison, a log line), and one returns it.
func (r *requestUse) hostResult(site flow.CallSite, fn *types.Func) (facts.HostResultFact, bool) {
	call := site.Call
	if len(call.Args) != 1 {
		return facts.HostResultFact{}, false
	}
	param, ok := r.flow.ParamOf(site.Fn, call.Args[0])
	if !ok {
		return facts.HostResultFact{}, false
	}
	u, body := r.resultVar(call, 0)
	if u == nil || body != site.Fn.Body {
		return facts.HostResultFact{}, false
	}
	sig := fn.Signature()
	f := facts.HostResultFact{Param: param, Result: -1, Field: -1}
	other := false
	ast.Inspect(body, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if other || !ok || r.pass.TypesInfo.Uses[id] != u {
			return !other
		}
		parents := r.flow.Control.Parents(id)
		if res, field, ok := returnedHost(r.pass.TypesInfo, parents, sig); ok {
			if f.Result >= 0 && (res != f.Result || field != f.Field) {
				other = true
			}
			f.Result, f.Field = res, field
			return true
		}
		other = r.urlRead(id, body, carrier{url: true, field: -1}, 0) == readsOther
		return true
	})
	return f, !other && f.Result >= 0
}

// returnedHost reports, for the nodes enclosing a url.URL variable's
// read, innermost first, whether the read is its host (u.Host,
// u.Hostname(), u.Port()) returned as result res of a function of
// signature sig, or as its field (≥ 0) of a struct literal returned.
func returnedHost(info *types.Info, parents []ast.Node, sig *types.Signature) (res, field int, ok bool) {
	if len(parents) < 2 {
		return 0, 0, false
	}
	sel, ok := parents[0].(*ast.SelectorExpr)
	if !ok {
		return 0, 0, false
	}
	var e ast.Node = sel
	rest := parents[1:]
	switch sel.Sel.Name {
	case "Host":
	case "Hostname", "Port":
		call, ok := parents[1].(*ast.CallExpr)
		if !ok || call.Fun != sel {
			return 0, 0, false
		}
		e, rest = call, parents[2:]
	default:
		return 0, 0, false
	}
	if len(rest) == 0 {
		return 0, 0, false
	}
	if kv, ok := rest[0].(*ast.KeyValueExpr); ok && kv.Value == e && len(rest) > 1 {
		e, rest = kv, rest[1:]
	}
	switch n := rest[0].(type) {
	case *ast.ReturnStmt:
		res := returnedAt(n, e, sig)
		if res < 0 {
			return 0, 0, false
		}
		return res, -1, typesx.IsString(sig.Results().At(res).Type())
	case *ast.CompositeLit:
		st := typesx.LitStruct(info, n)
		if st == nil || len(rest) < 2 {
			return 0, 0, false
		}
		var lit ast.Node = n
		rest = rest[1:]
		if u, ok := rest[0].(*ast.UnaryExpr); ok && u.Op == token.AND && len(rest) > 1 {
			lit, rest = u, rest[1:]
		}
		ret, ok := rest[0].(*ast.ReturnStmt)
		if !ok {
			return 0, 0, false
		}
		res := returnedAt(ret, lit, sig)
		if res < 0 {
			return 0, 0, false
		}
		field := -1
		for i, elt := range n.Elts {
			if elt != e {
				continue
			}
			v, _ := typesx.LitElem(info, st, elt, i)
			for j := 0; v != nil && j < st.NumFields(); j++ {
				if st.Field(j) == v {
					field = j
				}
			}
		}
		if field < 0 {
			return 0, 0, false
		}
		_, ok = carrierOf(sig.Results().At(res).Type(), field)
		return res, field, ok
	}
	return 0, 0, false
}

// returnedAt returns the index of the result ret returns e as, or -1.
func returnedAt(ret *ast.ReturnStmt, e ast.Node, sig *types.Signature) int {
	if len(ret.Results) != sig.Results().Len() {
		return -1
	}
	for i, x := range ret.Results {
		if ast.Unparen(x) == e {
			return i
		}
	}
	return -1
}
