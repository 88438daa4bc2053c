package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"github.com/urlvet/urlvet/analyzer/internal/facts"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"

	"golang.org/x/tools/go/types/typeutil"
)

// A URL parsed only to take a listen address from it is no request: in
// url.Parse("http://" + ":8008") handed to a listener as u.Host, the
// empty host means every interface (net.Listen), not a missing server.
// The URL may be parsed by a function of another package that returns
// its host (facts.HostResultFact), and the address handed to one that
// listens (facts.ListenFact).

// urlUse is what a read of a parsed URL does with it.
type urlUse uint8

const (
	readsNothing urlUse = iota // a read that sends nothing: u.Scheme, u == nil, a log line
	readsListen                // its host and port given to a listener
	readsOther                 // anything else: u.String(), u handed on, returned
)

// maxListenHops bounds the functions and variables listenOnly follows an
// address into.
const maxListenHops = 3

// A carrier says where a value holds the address of a parsed URL: in the
// Host, Hostname() and Port() of a url.URL (url), in a string field of a
// struct (field ≥ 0), or in the value itself, a string (neither).
type carrier struct {
	url   bool
	field int
}

// carrierOf returns the carrier of a value of type t whose address is in
// field (-1: in the value itself, or a url.URL's host), and false when t
// cannot hold it there.
func carrierOf(t types.Type, field int) (carrier, bool) {
	if t == nil {
		return carrier{}, false
	}
	if p, ok := types.Unalias(t).Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	if field < 0 {
		if typesx.IsURLType(t) {
			return carrier{url: true, field: -1}, true
		}
		return carrier{field: -1}, typesx.IsString(t)
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok || field >= st.NumFields() || !typesx.IsString(st.Field(field).Type()) {
		return carrier{}, false
	}
	return carrier{field: field}, true
}

// listenOnly reports whether the URL that call (url.Parse or a wrapper)
// parses from a, the argument reported, is assigned to a variable that
// the function only reads for a listen address: its Host, Port() or
// Hostname() reach a listener (a function or a field whose row says it
// listens: net.Listen, http.Server's Addr), directly or through a function it is passed to, and no
// read sends or hands on the URL. A function that parses a and returns
// the host (facts.HostResultFact) stands for url.Parse: its result, or
// the field of it that holds the host, is read the same way.
func (r *requestUse) listenOnly(call ast.Node, a sinks.Arg) bool {
	result, field, parser := 0, -1, false
	if ce, ok := call.(*ast.CallExpr); ok {
		if fn, ok := typeutil.Callee(r.pass.TypesInfo, ce).(*types.Func); ok {
			f, ok := r.hostResults[fn.Origin()]
			if ok || r.pass.ImportObjectFact(fn.Origin(), &f) {
				if f.Param != a.Index || len(ce.Args) != fn.Signature().Params().Len() {
					return false
				}
				result, field, parser = f.Result, f.Field, true
			}
		}
	}
	u, body := r.resultVar(call, result)
	if u == nil || body == nil {
		return false
	}
	c, ok := carrierOf(u.Type(), field)
	return ok && (c.url || parser) && r.readsOf(u, body, c, 0) == readsListen
}

// readsOf says what the reads of u in body do with the address it
// carries: readsListen if one gives it a listener and none sends it or
// hands it on, readsNothing if none does either, else readsOther.
func (r *requestUse) readsOf(u types.Object, body *ast.BlockStmt, c carrier, hops int) urlUse {
	listens, other := false, false
	ast.Inspect(body, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if other || !ok || r.pass.TypesInfo.Uses[id] != u {
			return !other
		}
		switch r.urlRead(id, body, c, hops) {
		case readsListen:
			listens = true
		case readsOther:
			other = true
		}
		return true
	})
	switch {
	case other:
		return readsOther
	case listens:
		return readsListen
	}
	return readsNothing
}

// urlRead says what the read id of a value carrying an address does with
// it.
func (r *requestUse) urlRead(id *ast.Ident, body *ast.BlockStmt, c carrier, hops int) urlUse {
	parents := r.flow.Control.Parents(id)
	if len(parents) == 0 {
		return readsOther
	}
	if assign, ok := parents[0].(*ast.AssignStmt); ok && (assign.Tok == token.ASSIGN || assign.Tok == token.DEFINE) {
		for _, lhs := range assign.Lhs {
			if lhs == id {
				return readsNothing // written, not read: a = other
			}
		}
	}
	if !c.url && c.field < 0 {
		return r.addrRead(append([]ast.Node{id}, parents...), body, hops)
	}
	switch p := parents[0].(type) {
	case *ast.SelectorExpr:
		if c.url {
			return r.hostRead(p, parents, body, hops)
		}
		return r.fieldRead(p, parents, body, c, hops)
	case *ast.BinaryExpr:
		return readsNothing // u == nil
	case *ast.CallExpr:
		return r.passedForListen(p, id, c, hops)
	case *ast.AssignStmt:
		return r.copied(p, id, body, c, hops)
	}
	return readsOther
}

// hostRead says what the read sel of a url.URL does with it.
func (r *requestUse) hostRead(sel *ast.SelectorExpr, parents []ast.Node, body *ast.BlockStmt, hops int) urlUse {
	switch sel.Sel.Name {
	case "Host":
		return r.addrRead(parents, body, hops)
	case "Port", "Hostname":
		if len(parents) > 1 {
			if c, ok := parents[1].(*ast.CallExpr); ok && c.Fun == sel {
				return r.addrRead(parents[1:], body, hops)
			}
		}
	case "Scheme", "Path", "User", "Opaque":
		return readsNothing
	}
	return readsOther
}

// fieldRead says what the read sel of a struct whose field c.field holds
// the address does with it: that field's reads are the address's, other
// fields hold none of it, and a method is read as its receiver's reads
// say (a ListenFact, or its body in this package).
func (r *requestUse) fieldRead(sel *ast.SelectorExpr, parents []ast.Node, body *ast.BlockStmt, c carrier, hops int) urlUse {
	s := r.pass.TypesInfo.Selections[sel]
	if s == nil {
		return readsOther
	}
	switch s.Kind() {
	case types.FieldVal:
		if s.Index()[0] != c.field {
			return readsNothing
		}
		if len(s.Index()) > 1 {
			return readsOther
		}
		return r.addrRead(parents, body, hops)
	case types.MethodVal:
		if len(parents) < 2 || len(s.Index()) > 1 {
			return readsOther // a method of an embedded field reads another receiver
		}
		if call, ok := parents[1].(*ast.CallExpr); !ok || call.Fun != sel {
			return readsOther // a method value
		}
		fn, ok := s.Obj().(*types.Func)
		if !ok {
			return readsOther
		}
		return r.paramReads(fn, -1, c, hops)
	}
	return readsOther
}

// paramReads says what fn does with the address its parameter i (-1:
// its receiver) carries as c says: what its ListenFact records, or, for
// a function of this package, what its body does.
func (r *requestUse) paramReads(fn *types.Func, i int, c carrier, hops int) urlUse {
	var f facts.ListenFact
	if r.pass.ImportObjectFact(fn.Origin(), &f) {
		if p, ok := f.Lookup(i, c.field); ok {
			switch {
			case p.Listens:
				return readsListen
			case p.Dials:
				return readsOther
			}
			return readsNothing
		}
	}
	if fn.Pkg() != r.pass.Pkg || hops >= maxListenHops {
		return readsOther
	}
	decl := r.flow.Control.FuncDeclAt(fn.Pos())
	if decl == nil || decl.Body == nil || decl.Name.Pos() != fn.Pos() {
		return readsOther
	}
	sig := fn.Signature()
	var v *types.Var
	switch {
	case i < 0 && sig.Recv() != nil:
		v = sig.Recv()
	case i >= 0 && i < sig.Params().Len():
		v = sig.Params().At(i)
	default:
		return readsOther
	}
	if pc, ok := carrierOf(v.Type(), c.field); !ok || pc != c {
		return readsOther
	}
	return r.readsOf(v, decl.Body, c, hops+1)
}

// copied says what the assignment of the value id to another variable
// (b := a) does with its address: what the reads of that variable do.
func (r *requestUse) copied(assign *ast.AssignStmt, id *ast.Ident, body *ast.BlockStmt, c carrier, hops int) urlUse {
	if hops >= maxListenHops || body == nil || len(assign.Lhs) != len(assign.Rhs) {
		return readsOther
	}
	for i, rhs := range assign.Rhs {
		if ast.Unparen(rhs) != id {
			continue
		}
		lhs, ok := assign.Lhs[i].(*ast.Ident)
		if !ok {
			return readsOther
		}
		v, ok := typesx.ObjectOf(r.pass.TypesInfo, lhs).(*types.Var)
		if !ok || v.Parent() == nil || v.Parent() == v.Pkg().Scope() {
			return readsOther
		}
		if vc, ok := carrierOf(v.Type(), c.field); !ok || vc != c {
			return readsOther
		}
		return r.readsOf(v, body, c, hops+1)
	}
	return readsOther
}

// addrRead says where the address at path[0] goes, looking up its
// enclosing nodes path[1:] to its statement: into a listener, into a
// request, a dial or a URL of its own (readsOther), or elsewhere (a log
// line, a comparison), which sends nothing. An address assigned to a
// string variable of body goes where that variable's reads go.
func (r *requestUse) addrRead(path []ast.Node, body *ast.BlockStmt, hops int) urlUse {
	for k := 1; k < len(path); k++ {
		prev := path[k-1]
		switch n := path[k].(type) {
		case *ast.CallExpr:
			if listener(r.pass.TypesInfo, n, prev) {
				return readsListen
			}
			if use, ok := r.addrArg(n, prev, hops); ok {
				return use
			}
			if r.sends(n) {
				return readsOther
			}
		case *ast.BinaryExpr:
			switch n.Op {
			case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
				return readsNothing // compared: host == ""
			}
		case *ast.KeyValueExpr:
			if k, ok := n.Key.(*ast.Ident); ok && listenField(r.pass.TypesInfo, k) {
				return readsListen // http.Server{Addr: u.Host}
			}
			if lit, ok := path[min(k+1, len(path)-1)].(*ast.CompositeLit); ok && isURLLitType(r.pass.TypesInfo.TypeOf(lit)) {
				return readsOther // url.URL{Host: u.Host}
			}
		case *ast.AssignStmt:
			return r.addrAssigned(n, prev, body, hops)
		case *ast.ReturnStmt:
			return readsOther
		case ast.Stmt:
			return readsNothing
		}
	}
	return readsNothing
}

// addrAssigned says what assign does with the address e on its right:
// an Addr field takes it for a listener, a url.URL field for a URL of
// its own, a local string variable for what that variable's reads do.
func (r *requestUse) addrAssigned(assign *ast.AssignStmt, e ast.Node, body *ast.BlockStmt, hops int) urlUse {
	for _, lhs := range assign.Lhs {
		if sel, ok := lhs.(*ast.SelectorExpr); ok && listenField(r.pass.TypesInfo, sel.Sel) {
			return readsListen // srv.Addr = u.Host
		}
	}
	if len(assign.Lhs) != len(assign.Rhs) {
		return readsNothing
	}
	for i, rhs := range assign.Rhs {
		if rhs != e {
			continue
		}
		switch lhs := assign.Lhs[i].(type) {
		case *ast.SelectorExpr:
			if isURLLitType(r.pass.TypesInfo.TypeOf(lhs.X)) {
				return readsOther // v.Host = u.Host
			}
		case *ast.Ident:
			v, ok := typesx.ObjectOf(r.pass.TypesInfo, lhs).(*types.Var)
			if !ok || !typesx.IsString(v.Type()) {
				return readsNothing
			}
			if body == nil || hops >= maxListenHops || v.Parent() == v.Pkg().Scope() {
				return readsOther
			}
			return r.readsOf(v, body, carrier{field: -1}, hops+1)
		}
	}
	return readsNothing
}

// addrArg says, when e is an argument of call, a function that records
// what it does with that parameter (a ListenFact, or its body in this
// package), what that is.
func (r *requestUse) addrArg(call *ast.CallExpr, e ast.Node, hops int) (urlUse, bool) {
	i := -1
	for k, a := range call.Args {
		if ast.Unparen(a) == e {
			i = k
		}
	}
	fn, ok := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
	if i < 0 || !ok || call.Ellipsis.IsValid() {
		return 0, false
	}
	params := fn.Signature().Params()
	if i >= params.Len() || fn.Signature().Variadic() && i == params.Len()-1 {
		return 0, false
	}
	if _, ok := carrierOf(params.At(i).Type(), -1); !ok {
		return 0, false
	}
	var f facts.ListenFact
	if !r.pass.ImportObjectFact(fn.Origin(), &f) && fn.Pkg() != r.pass.Pkg {
		return 0, false
	}
	use := r.paramReads(fn, i, carrier{field: -1}, hops)
	return use, use != readsOther || fn.Pkg() == r.pass.Pkg
}

// sends reports whether call sends or builds what it is given for a
// client: a URL sink, a wrapper of one, a dialer (net.Dial), or a
// function of another package that gives an address to one (a
// ListenFact's Dials).
func (r *requestUse) sends(call *ast.CallExpr) bool {
	fn, ok := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
	if !ok || fn.Pkg() == nil {
		return false
	}
	fn = fn.Origin()
	if row := sinks.FuncOfObj(fn); row.Dials || row.ResolvesAddr {
		return true
	}
	if r.index.isSinkFunc(fn) {
		return true
	}
	if r.pass.ImportObjectFact(fn, new(facts.WrapperFact)) {
		return true
	}
	var f facts.ListenFact
	return r.pass.ImportObjectFact(fn, &f) && slices.ContainsFunc(f.Params, func(p facts.ListenParam) bool { return p.Dials })
}

// dials reports whether a read of v, a string parameter of the function
// of body, is an argument of a call that sends it or builds with it
// what it sends (sends): a dialer, a request, a wrapper of one.
func (r *requestUse) dials(v *types.Var, body *ast.BlockStmt) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if found || !ok || r.pass.TypesInfo.Uses[id] != v {
			return !found
		}
		for _, p := range r.flow.Control.Parents(id) {
			if _, ok := p.(ast.Stmt); ok {
				break
			}
			if call, ok := p.(*ast.CallExpr); ok && r.sends(call) {
				found = true
				break
			}
		}
		return true
	})
	return found
}

// listener reports whether call listens on the address arg, one of its
// arguments, gives: its row says it Listens on that argument.
func listener(info *types.Info, call *ast.CallExpr, arg ast.Node) bool {
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	if !ok {
		return false
	}
	row := sinks.FuncOfObj(fn.Origin())
	if !row.Listens || row.AddrArg >= len(call.Args) {
		return false
	}
	a := call.Args[row.AddrArg]
	return a == arg || ast.Unparen(a) == arg
}

// listenField reports whether id names a field whose server listens on
// the address it holds (http.Server's Addr).
func listenField(info *types.Info, id *ast.Ident) bool {
	v, ok := info.Uses[id].(*types.Var)
	if !ok || !v.IsField() || v.Pkg() == nil || !sinks.FieldNamed(v.Pkg().Path(), v.Name()) {
		return false
	}
	return sinks.FieldOf(v.Pkg().Path() + "." + fieldOwner(v) + "." + v.Name()).Listens
}

// passedForListen says what call does with the value id, carrying an
// address as c says, that it is given: what the parameter's reads do.
func (r *requestUse) passedForListen(call *ast.CallExpr, id *ast.Ident, c carrier, hops int) urlUse {
	fn, ok := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
	if !ok || call.Ellipsis.IsValid() {
		return readsOther
	}
	i := -1
	for k, a := range call.Args {
		if ast.Unparen(a) == id {
			i = k
		}
	}
	if i < 0 || i >= fn.Signature().Params().Len() || fn.Signature().Variadic() && i == fn.Signature().Params().Len()-1 {
		return readsOther
	}
	return r.paramReads(fn, i, c, hops)
}
