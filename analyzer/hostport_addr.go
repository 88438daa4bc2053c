package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/facts"
	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// addrHostPortCheck reports host:port written by hand into the address a
// resolver reads (a ResolvesAddr row: net.ResolveTCPAddr(network,
// host+":"+port), net.ResolveUDPAddr), as a dialer and a listener read it:
// an IPv6 host needs brackets before ":port" there as in a URL. The host
// is judged as in a URL's Host (hostFieldHole): a value that may be an
// IPv6 address, before a ':' the code writes and a number or a value;
// a service name after the ':' ("http") is left alone.
type addrHostPortCheck struct{}

func (addrHostPortCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckHostPort} }

func (addrHostPortCheck) checkCall(r *pkgAnalysis, c *sinkCall) { r.hostPorts.checkAddr(c.CallSite) }

// checkAddr checks the address argument of site when its callee has a
// ResolvesAddr row.
func (r *hostPorts) checkAddr(site flow.CallSite) {
	fn, ok := site.Callee.(*types.Func)
	if !ok || fn.Pkg() == nil {
		return
	}
	if !addrPkg(fn.Pkg().Path()) {
		r.checkAddrWrapper(site, fn)
		return
	}
	row := sinks.FuncOfObj(fn.Origin())
	if !addrRow(row) || row.AddrArg >= len(site.Call.Args) || !r.enabledAt(rfc.CheckHostPort, site.Call) {
		return
	}
	if row.Network && (row.AddrArg == 0 || !r.ipNetwork(site.Call.Args[row.AddrArg-1], row.ResolvesAddr)) {
		return // a Unix socket's path, or a network the code does not name
	}
	r.checkAddrValue(site.Call.Args[row.AddrArg], site.Call, sinks.FuncKey(fn), row.Dials)
}

// checkAddrValue reports the values of e, the address a dialer (dials),
// listener or resolver of key reads at at, that are a host and ":port"
// joined by hand.
func (r *hostPorts) checkAddrValue(e ast.Expr, at ast.Node, key string, dials bool) {
	vals, _ := r.flow.Resolve(e, 0)
	if v, ok := r.portAppended(e, at); ok {
		vals = append(vals, v)
	}
	for _, v := range vals {
		if r.intent.InErrorData(v) || !r.hostFieldHole(v) {
			continue
		}
		if dials && slices.ContainsFunc(v, func(p flow.Piece) bool { return p.Format }) {
			continue // fmt.Sprintf("%s:%d", host, port) given to a dialer: go vet's hostport reports it
		}
		t, ok := textOf(v, "")
		if !ok {
			continue
		}
		r.report(v, t.starts, t.s, rfc.HostPortViolation(t.starts[1]), at, key)
	}
}

// checkAddrWrapper checks the arguments of site, a call of fn, a
// function that gives a string parameter as it is to a listener or a
// dialer as host:port: of another package by its ListenFact's Listens or
// Dials (srv.Listen(addr)), of this one by its body, where the argument
// joins text itself. The argument is that listener's or dialer's
// address; a format is reported there too, which go vet's hostport does
// not follow into a wrapper.
func (r *hostPorts) checkAddrWrapper(site flow.CallSite, fn *types.Func) {
	own := fn.Pkg() == r.pass.Pkg
	if !own && !r.addrFields.listens(fn.Pkg()) || !r.enabledAt(rfc.CheckHostPort, site.Call) {
		return
	}
	var f facts.ListenFact
	if !own && !r.pass.ImportObjectFact(fn.Origin(), &f) {
		return
	}
	sig := fn.Signature()
	for i, arg := range site.Call.Args {
		if i >= sig.Params().Len() || sig.Variadic() && i >= sig.Params().Len()-1 {
			break
		}
		if !typesx.IsString(sig.Params().At(i).Type()) {
			continue
		}
		if own {
			// A function of the package, read only for an argument that
			// joins text itself (a concatenation, a format): its body
			// says whether it listens on the parameter.
			if !r.joinsTextIn(arg, 0) {
				continue
			}
			if u := r.requests.paramReads(fn, i, carrier{field: -1}, 0); u != readsListen && (u != readsOther || !r.paramDials(fn, i)) {
				continue
			}
		} else if p, ok := f.Lookup(i, -1); !ok || !p.Listens && !p.Dials {
			continue
		}
		r.checkAddrValue(arg, site.Call, sinks.FuncKey(fn), false)
	}
}

// paramDials reports whether fn, a function of the package, gives its
// string parameter i as it is to a dialer's address on an IP network
// (net.Dial("tcp", target)), or to a call that sends it otherwise
// (requestUse.sends: a request, a wrapper of a client, another package's
// dialer).
func (r *hostPorts) paramDials(fn *types.Func, i int) bool {
	decl := r.flow.Control.FuncDeclAt(fn.Pos())
	if decl == nil || decl.Body == nil || decl.Name.Pos() != fn.Pos() || i >= fn.Signature().Params().Len() {
		return false
	}
	v := fn.Signature().Params().At(i)
	found := false
	flow.Inspect(decl.Body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || found {
			return !found
		}
		for k, a := range call.Args {
			if id, ok := ast.Unparen(a).(*ast.Ident); !ok || r.pass.TypesInfo.Uses[id] != v {
				continue
			}
			callee, ok := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
			if !ok || callee.Pkg() == nil {
				continue
			}
			if row := sinks.FuncOfObj(callee.Origin()); addrRow(row) {
				found = row.AddrArg == k && (!row.Network || k > 0 && r.ipNetwork(call.Args[k-1], row.ResolvesAddr))
			} else {
				found = r.requests.sends(call)
			}
		}
		return !found
	})
	return found
}

// joinsTextIn reports whether e joins text itself (joinsText), or is
// such text a function of the package returns (c.HTTPEndpoint() of
// return fmt.Sprintf("%s:%d", c.HTTPHost, c.HTTPPort)), or that each
// write of a field of the package stores (n.httpEndpoint, set to that
// result in the constructor): the argument's own text, which the
// wrapper's body does not see, is judged at the call.
func (r *hostPorts) joinsTextIn(e ast.Expr, depth int) bool {
	info := r.pass.TypesInfo
	if joinsText(info, e) {
		return true
	}
	if depth > 2 {
		return false
	}
	switch x := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		fn, ok := typeutil.Callee(info, x).(*types.Func)
		if !ok || fn.Pkg() != r.pass.Pkg || fn.Signature().Results().Len() != 1 {
			return false
		}
		decl := r.flow.Control.FuncDeclAt(fn.Pos())
		if decl == nil || decl.Body == nil || decl.Name.Pos() != fn.Pos() {
			return false
		}
		joins := false
		flow.Inspect(decl.Body, func(n ast.Node) bool {
			if _, lit := n.(*ast.FuncLit); lit {
				return false
			}
			if ret, ok := n.(*ast.ReturnStmt); ok && len(ret.Results) == 1 && joinsText(info, ret.Results[0]) {
				joins = true
			}
			return !joins
		})
		return joins
	case *ast.SelectorExpr:
		sel, ok := info.Selections[x]
		if !ok || sel.Kind() != types.FieldVal {
			return false
		}
		fld := sel.Obj().(*types.Var).Origin()
		if fld.Pkg() != r.pass.Pkg {
			return false
		}
		writes, ok := r.flow.Data.FieldWrites(fld)
		if !ok || len(writes) == 0 {
			return false
		}
		for _, w := range writes {
			if !r.joinsTextIn(w.Value, depth+1) {
				return false
			}
		}
		return true
	}
	return false
}

// joinsText reports whether e joins text itself: a concatenation, or a
// call of fmt.Sprintf.
func joinsText(info *types.Info, e ast.Expr) bool {
	switch e := ast.Unparen(e).(type) {
	case *ast.BinaryExpr:
		return e.Op == token.ADD
	case *ast.CallExpr:
		fn, ok := typeutil.Callee(info, e).(*types.Func)
		return ok && fn.Pkg() != nil && fn.Pkg().Path() == "fmt" && fn.Name() == "Sprintf"
	}
	return false
}

// addrFieldCheck reports host:port written by hand into a field whose
// server listens on the address it holds (a Listens row: http.Server's
// Addr, which ListenAndServe reads as net.Listen does), where the package
// serves such a server's address (http.Server.ListenAndServe): a server
// handed a listener (Serve(l)) never reads the field.
type addrFieldCheck struct{}

func (addrFieldCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckHostPort} }

func (addrFieldCheck) checkPackage(r *pkgAnalysis) { r.addrFields.check() }

// addrFieldSites finds, for addrFieldCheck, the writes of the fields
// with a Listens row, and knows, for checkAddrWrapper, which packages
// have ListenFacts.
type addrFieldSites struct {
	*pkgAnalysis
	listenPkgs map[*types.Package]bool // whether a package has a PackageListensFact, once asked
}

// listens reports whether pkg has ListenFacts (a PackageListensFact).
func (s *addrFieldSites) listens(pkg *types.Package) bool {
	if s.listenPkgs == nil {
		s.listenPkgs = make(map[*types.Package]bool)
	}
	return exportsFact(s.pass, s.listenPkgs, pkg, func() analysis.Fact { return new(facts.PackageListensFact) })
}

// note judges the writes of fields with a Listens row that n, a struct
// literal or an assignment, makes.
func (s *addrFieldSites) note(n ast.Node) {
	info := s.pass.TypesInfo
	switch n := n.(type) {
	case *ast.CompositeLit:
		st := typesx.StructOf(info.TypeOf(n))
		if st == nil || st.NumFields() == 0 || st.Field(0).Pkg() == nil || !addrPkg(st.Field(0).Pkg().Path()) {
			return
		}
		for i, elt := range n.Elts {
			if fld, val := typesx.LitElem(info, st, elt, i); fld != nil {
				s.noteWrite(fld, val)
			}
		}
	case *ast.AssignStmt:
		if len(n.Lhs) != len(n.Rhs) {
			return
		}
		for i, l := range n.Lhs {
			if sel, ok := ast.Unparen(l).(*ast.SelectorExpr); ok {
				if fld, ok := info.Uses[sel.Sel].(*types.Var); ok && fld.IsField() {
					s.noteWrite(fld, n.Rhs[i])
				}
			}
		}
	}
}

// noteWrite judges a write of val into fld as a listener's address if
// fld has a Listens row; its name is read first, as most fields have no
// row.
func (s *addrFieldSites) noteWrite(fld *types.Var, val ast.Expr) {
	if fld.Pkg() == nil || !addrPkg(fld.Pkg().Path()) || !sinks.FieldNamed(fld.Pkg().Path(), fld.Name()) {
		return
	}
	key := fld.Pkg().Path() + "." + fieldOwner(fld) + "." + fld.Name()
	if sinks.FieldOf(key).Listens && s.enabledAt(rfc.CheckHostPort, val) {
		s.analyzing(val)
		s.hostPorts.checkAddrValue(val, val, key, false)
	}
}

// check judges the package's writes of fields with a Listens row, where
// it serves a server's address; few packages do, so the files are walked
// only then.
func (s *addrFieldSites) check() {
	if !s.servesAddr() {
		return
	}
	for _, f := range s.pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n.(type) {
			case *ast.CompositeLit, *ast.AssignStmt:
				s.note(n)
			}
			return true
		})
	}
}

// servesAddr reports whether the package calls a method that listens on
// its receiver's Listens field (http.Server.ListenAndServe).
func (s *addrFieldSites) servesAddr() bool {
	for _, u := range s.flow.FuncUses() {
		if fn := u.Fn; fn.Pkg() != nil && addrPkg(fn.Pkg().Path()) && sinks.FuncNamed(u.ID.Name) && sinks.FuncOfObj(fn.Origin()).ServesAddr {
			return true
		}
	}
	return false
}

// addrPkg reports whether path is that of a package of the functions
// with an address row (addrRow).
func addrPkg(path string) bool { return sinks.NetPackage(path) }

// addrRow reports whether row is that of a function that reads host:port
// as a dialer, a listener or a resolver does.
func addrRow(row sinks.Func) bool { return row.ResolvesAddr || row.Dials || row.Listens }

// addrChecksOnly runs addrHostPortCheck on a package the fast paths
// leave that imports a package addrPkg names and refers to a function
// with an address row.
func (r *pkgAnalysis) addrChecksOnly() {
	if r.factsOnly || !r.enabled(rfc.CheckHostPort) || !r.usesResolvers() {
		return
	}
	if r.flow.Sites == nil {
		r.flow.Collect(nil)
	}
	for _, c := range r.flow.Sites {
		r.analyzing(c.Call)
		r.hostPorts.checkAddr(c)
	}
	r.addrFields.check()
	r.out.flush()
}

// usesResolvers reports whether the package refers to a function of a
// package addrPkg names with an address row.
func (r *pkgAnalysis) usesResolvers() bool {
	for _, u := range r.flow.FuncUses() {
		fn := u.Fn
		if fn.Pkg() == nil {
			continue
		}
		if addrPkg(fn.Pkg().Path()) {
			if isResolver(u.ID, fn) {
				return true
			}
		} else if fn.Pkg() != r.pass.Pkg && r.addrFields.listens(fn.Pkg()) && r.pass.ImportObjectFact(fn.Origin(), new(facts.ListenFact)) {
			return true
		}
	}
	return false
}

// isResolver reports whether fn, named by id, has an address row or
// serves its receiver's (ServesAddr); the name is read first, as most
// functions of those packages have none.
func isResolver(id *ast.Ident, fn *types.Func) bool {
	if !sinks.FuncNamed(id.Name) {
		return false
	}
	row := sinks.FuncOfObj(fn.Origin())
	return addrRow(row) || row.ServesAddr
}

// ipv4NetworkName reports whether network n is IPv4-only ("tcp4",
// "udp4", "ip4", "ip4:icmp"). An address there is not free of ':': an
// IPv4-mapped one ("[::ffff:192.0.2.1]:80") is served, in brackets only.
func ipv4NetworkName(n string) bool {
	return n == "tcp4" || n == "udp4" || n == "ip4" || strings.HasPrefix(n, "ip4:")
}

// ipNetwork reports whether e, the network a dialer, listener or resolver
// is given, names an IP network ("tcp", "udp6", "ip4"), where an address
// is host:port (a Unix socket's is a path): a constant that does, or,
// for a resolver (anyIP), which takes IP networks alone, any value.
func (r *hostPorts) ipNetwork(e ast.Expr, anyIP bool) bool {
	s, ok := r.flow.ConstString(e)
	if !ok {
		return anyIP
	}
	return strings.HasPrefix(s, "tcp") || strings.HasPrefix(s, "udp") || strings.HasPrefix(s, "ip")
}
