package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// bracketedHost reports whether host expression x is in brackets where it
// is an IPv6 address by the program's own doing: the result of a
// function of the package that wraps a host in "[" and "]" (wrapIPv6(h)),
// a value such a function returns as it is (a host with no ':'), or a
// local variable whose every assignment that reaches x is the result of
// such a function (host = wrapIPv6(host, fallback)), a parameter only
// where its argument never reaches x as it is. A program that brackets
// its hosts itself knows the form an IPv6 address takes before ":port".
func (r *hostPorts) bracketedHost(x ast.Expr) bool {
	info := r.pass.TypesInfo
	x = ast.Unparen(x)
	for _, p := range r.flow.Control.Parents(x) {
		if d, ok := p.(*ast.FuncDecl); ok {
			if r.bracketsIn(d) {
				return true // a value the helper returns as it is: a host with no ':'
			}
			break
		}
	}
	if call, ok := x.(*ast.CallExpr); ok {
		return r.bracketsHost(call)
	}
	if ps := r.flow.Control.Parents(x); len(ps) > 0 {
		// The argument of such a function, whose value flow followed
		// into its result (common.MaybeDecorateIPv6(host) + ":" + port):
		// what it returns as it is holds no ':'.
		if call, ok := ps[0].(*ast.CallExpr); ok && call.Fun != x && slices.Contains(call.Args, x) && r.bracketsHost(call) {
			return true
		}
	}
	id, ok := x.(*ast.Ident)
	if !ok {
		return false
	}
	v := typesx.LocalVar(info, r.pass.Pkg, id)
	if v == nil {
		return false
	}
	live := r.flow.LiveAssignments(id)
	if typesx.IsParam(v) {
		live = r.flow.Replaced(id)
	}
	return len(live) > 0 && !slices.ContainsFunc(live, func(e ast.Expr) bool {
		call, ok := ast.Unparen(e).(*ast.CallExpr)
		return !ok || !r.bracketsHost(call)
	})
}

// bracketsHost reports whether call calls a function of the package, of
// one string result, whose body writes "[" + h + "]": it wraps a host in
// brackets (where it holds a ':'); or one of another package one of whose
// results its facts show is "[" + h + "]".
func (r *hostPorts) bracketsHost(call *ast.CallExpr) bool {
	fn, ok := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
	if !ok || fn.Pkg() == nil {
		return false
	}
	if fn.Pkg() != r.pass.Pkg {
		// Another package's (common.MaybeDecorateIPv6(host)): its
		// facts say it returns text in brackets on some path.
		vals, _ := r.flow.Resolve(call, 0)
		return slices.ContainsFunc(vals, func(v flow.Value) bool {
			lead, _ := flow.LeadingText(v)
			return strings.HasPrefix(lead, "[") && len(v) > 1 && !v[len(v)-1].Hole && strings.HasSuffix(v[len(v)-1].Text, "]")
		})
	}
	d := r.flow.Calls.Decl(fn.Origin())
	return d != nil && r.bracketsIn(d)
}

// bracketsIn reports whether d, a function of one string result, writes
// "[" + h + "]" in its body.
func (r *hostPorts) bracketsIn(d *ast.FuncDecl) bool {
	info := r.pass.TypesInfo
	if d.Body == nil || d.Type.Results == nil || len(d.Type.Results.List) != 1 || len(d.Type.Results.List[0].Names) > 1 {
		return false
	}
	if t := info.TypeOf(d.Type.Results.List[0].Type); t == nil || !typesx.IsString(t) {
		return false
	}
	found := false
	ast.Inspect(d.Body, func(n ast.Node) bool {
		b, ok := n.(*ast.BinaryExpr)
		if found || !ok || b.Op != token.ADD {
			return !found
		}
		ops := typesx.Operands(b, token.ADD)
		if len(ops) >= 3 && strings.HasSuffix(constString(info, ops[0]), "[") && strings.HasPrefix(constString(info, ops[len(ops)-1]), "]") {
			found = true
		}
		return false // the operands of a chain are read above
	})
	return found
}

// bracketedPast reports whether e, a read of a local variable or a
// parameter, runs only past an if that replaces the variable wherever it
// holds an IPv6 address written bare (if strings.Contains(h, ":") &&
// !strings.HasPrefix(h, "[") { h = "[" + h + "]" }), whose replacement
// is in brackets or holds no ':': what reaches e holds no such address.
// The addresses tried are flow.IPv6Texts. A value that the other branch
// of an outer if gives the variable (if h == "" { h = src.Host } else
// { if strings.Contains(h, ":") { h = "[" + h + "]" } }) is taken as
// bracketed: the function brackets the one form it has to.
func (r *hostPorts) bracketedPast(e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	ifs, holds, beside := r.flow.RewrittenPast(id)
	if ifs == nil {
		return false
	}
	// A value the other branch of an outer if takes as it is is in the
	// form the rewrite makes, by the function's own choice, unless it
	// is seen to hold an address written bare.
	for _, x := range beside {
		vals, _ := r.flow.Resolve(x, 0)
		for _, v := range vals {
			if s, whole := flow.LeadingText(v); whole && bareColon(s) {
				return false
			}
		}
	}

	for _, a := range flow.IPv6Texts {
		if !holds(a) {
			return false
		}
	}
	as := ifs.Body.List[0].(*ast.AssignStmt) // RewrittenPast's if assigns the variable alone
	vals, why := r.flow.Resolve(as.Rhs[0], 0)
	if why != "" || len(vals) == 0 {
		return false
	}
	for _, v := range vals {
		if len(v) == 0 || v[0].Hole || !strings.HasPrefix(v[0].Text, "[") && !noColon(v) {
			return false
		}
	}
	return true
}

// noColon reports whether v is a constant with no ':'.
func noColon(v flow.Value) bool {
	for _, p := range v {
		if p.Hole || strings.Contains(p.Text, ":") {
			return false
		}
	}
	return true
}

// familyTested reports whether e, a host joined to ":port" by hand,
// is joined only where it is no IPv6 address, by a test of its family:
// e reads an IP address (ip.String(), ip, or a string variable) and runs
// only in a branch of an if whose condition holds for no IPv6 address
// there (flow.HoldsForIPv6: if ip.To4() != nil { host = ... }), given
// the conditions of the ifs inside it (if a && strings.Contains(h, ":")
// { ... } else if a { read }: h has no ':' at the read), or the
// variable its host:port is assigned (through concatenations, formats
// and literals) is replaced before any read by an
// if whose branch every IPv6 address takes (if ip.To4() == nil { host =
// fmt.Sprintf("[%s]:%d", ip, port) }: flow.ReplacedAfter), or e runs
// past an if that leaves where x is an IPv6 address (leftBefore).
func (r *hostPorts) familyTested(e ast.Expr) bool {
	info := r.pass.TypesInfo
	x := ipAddress(info, r.pass.Pkg, e)
	if x == nil {
		return false
	}
	child, assigned := ast.Node(e), false
	known := map[string]bool{} // the conditions of the ifs inside, as the read runs
	for _, p := range r.flow.Control.Parents(e) {
		switch n := p.(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			return false
		case *ast.IfStmt:
			if child == ast.Node(n.Body) || child == ast.Node(n.Else) {
				body := child == ast.Node(n.Body)
				if h, ok := flow.HoldsForIPv6Given(info, n.Cond, x, known); ok && h != body {
					return true
				}
				known[types.ExprString(ast.Unparen(n.Cond))] = body
			}
		case *ast.BlockStmt:
			if leftBefore(info, n, child, x) {
				return true
			}
		case *ast.CallExpr:
			// The host:port the variable gets is the text built from e:
			// not the result of a call e reaches first (a sink).
			assigned = assigned || !callRow(info, n).Formats
		case *ast.AssignStmt, *ast.ValueSpec:
			if v, ok := child.(ast.Expr); ok && !assigned {
				assigned = true
				if ifs, onBody, onElse := r.flow.ReplacedAfter(v); ifs != nil {
					if h, ok := flow.HoldsForIPv6(info, ifs.Cond, x); ok && (h && onBody || !h && onElse) {
						return true
					}
				}
			}
		}
		child = p
	}
	return false
}

// leftBefore reports whether a statement of b before child is an if, with
// no else, whose condition every IPv6 address x may be meets and whose
// body leaves the function (if ip.To4() == nil { return "" }): past it x
// is no IPv6 address.
func leftBefore(info *types.Info, b *ast.BlockStmt, child ast.Node, x ast.Expr) bool {
	for _, st := range b.List {
		if st.Pos() >= child.Pos() {
			return false
		}
		ifs, ok := st.(*ast.IfStmt)
		if !ok || ifs.Else != nil || ifs.Init != nil || len(ifs.Body.List) == 0 {
			continue
		}
		if _, ok := ifs.Body.List[len(ifs.Body.List)-1].(*ast.ReturnStmt); !ok {
			continue
		}
		if h, ok := flow.HoldsForIPv6(info, ifs.Cond, x); ok && h {
			return true
		}
	}
	return false
}

// ipAddress returns the IP address whose text e is: ip for ip.String()
// or ip itself (net.IP, netip.Addr, or a pointer to one), e for a local
// string variable; nil
// for any other.
func ipAddress(info *types.Info, pkg *types.Package, e ast.Expr) ast.Expr {
	e = ast.Unparen(e)
	isIP := func(x ast.Expr) bool {
		t := info.TypeOf(x)
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		return t != nil && (typesx.IsNamed(t, "net", "IP", false) || typesx.IsNamed(t, "net/netip", "Addr", false))
	}
	if call, ok := e.(*ast.CallExpr); ok && len(call.Args) == 0 {
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && sel.Sel.Name == "String" && isIP(sel.X) {
			return sel.X
		}
	}
	if isIP(e) {
		return e
	}
	if id, ok := e.(*ast.Ident); ok && typesx.LocalVar(info, pkg, id) != nil && typesx.IsString(info.TypeOf(id)) {
		return id
	}
	return nil
}

// familyBranch reports whether host expression e is written in a branch
// that no IPv6 address takes: a case of a switch whose every value names
// an IPv4 network ("tcp4", "udp4", "ip4"), the network the address goes
// with, and that no case before it falls into; or the body of an if whose
// condition is a boolean named for a DNS name (if hostname { ... }, if
// isDNS { ... }), whose host is a name.
func (r *hostPorts) familyBranch(e ast.Expr) bool {
	info := r.pass.TypesInfo
	child := ast.Node(e)
	var cc *ast.CaseClause // the case around child, in the switch's body
	for _, p := range r.flow.Control.Parents(e) {
		switch n := p.(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			return false
		case *ast.CaseClause:
			cc = n
		case *ast.SwitchStmt:
			if cc != nil && child == ast.Node(n.Body) && ipv4Case(info, n, cc) {
				return true
			}
		case *ast.IfStmt:
			if child == ast.Node(n.Body) && dnsFlag(info, n.Cond) {
				return true
			}
		}
		child = p
	}
	return false
}

// ipv4Case reports whether every value of cc, a case of s, names an IPv4
// network, and the case before it does not end in a fallthrough.
func ipv4Case(info *types.Info, s *ast.SwitchStmt, cc *ast.CaseClause) bool {
	if len(cc.List) == 0 {
		return false
	}
	for _, x := range cc.List {
		if !ipv4NetworkName(constantString(info.Types[x])) {
			return false
		}
	}
	i := slices.Index(s.Body.List, ast.Stmt(cc))
	if i <= 0 {
		return i == 0
	}
	prev, ok := s.Body.List[i-1].(*ast.CaseClause)
	if !ok || len(prev.Body) == 0 {
		return ok
	}
	br, ok := prev.Body[len(prev.Body)-1].(*ast.BranchStmt)
	return !ok || br.Tok != token.FALLTHROUGH
}

// dnsFlag reports whether cond is a boolean variable or field named for a
// DNS name ("hostname", "isDNS").
func dnsFlag(info *types.Info, cond ast.Expr) bool {
	var name string
	switch x := ast.Unparen(cond).(type) {
	case *ast.Ident:
		name = x.Name
	case *ast.SelectorExpr:
		name = x.Sel.Name
	default:
		return false
	}
	b, ok := info.TypeOf(cond).Underlying().(*types.Basic)
	n := strings.ToLower(name)
	return ok && b.Kind() == types.Bool && (strings.Contains(n, "dns") || strings.Contains(n, "hostname"))
}

// urlHostField reports whether x reads an unexported field of the
// package whose every write is a url.URL's Host (listener{host: u.Host}):
// the Host keeps an IPv6 address's brackets ("[::1]:8080" or "[::1]").
func (r *hostPorts) urlHostField(x ast.Expr) bool {
	sel, ok := ast.Unparen(x).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	s, ok := r.pass.TypesInfo.Selections[sel]
	if !ok || s.Kind() != types.FieldVal || s.Obj().Pkg() != r.pass.Pkg || s.Obj().Exported() {
		return false
	}
	writes, ok := r.flow.Data.FieldWrites(s.Obj().(*types.Var).Origin())
	if !ok || len(writes) == 0 {
		return false
	}
	for _, w := range writes {
		ws, ok := ast.Unparen(w.Value).(*ast.SelectorExpr)
		if !ok || ws.Sel.Name != "Host" || !typesx.IsNamed(r.pass.TypesInfo.TypeOf(ws.X), "net/url", "URL", true) {
			return false
		}
	}
	return true
}
