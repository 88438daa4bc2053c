package analyzer

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"net"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// unbracketedHostCheck reports a host with no brackets written whole as
// url.URL's Host: u.Host = u.Hostname() (to drop a port), the host
// net.SplitHostPort returns, an IP address's text (url.URL{Host:
// ip.String()}). The field holds the authority as String() writes it, so
// an IPv6 address needs its brackets there with or without a port: of
// Host "::1", String() writes http://::1/, which url.Parse rejects
// (invalid port ":1" after host), and an HTTP client cannot send.
type unbracketedHostCheck struct{}

func (unbracketedHostCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckHostPort} }

func (unbracketedHostCheck) wants(a *sinks.Arg) bool { return a.Target == rfc.HostPort }

func (unbracketedHostCheck) checkArgExpr(p *pkgAnalysis, arg ast.Expr, at ast.Node, sink string, a sinks.Arg) {
	r := p.hostPorts
	if !r.enabledAt(rfc.CheckHostPort, at) {
		return
	}
	what := r.unbracketed(arg)
	if what == "" || r.noBareColon(arg) || r.bracketedLater(at) || r.onlyCompared(at) {
		return
	}
	r.emitter(rfc.CheckHostPort)(arg, analysis.Diagnostic{
		Pos: arg.Pos(), End: arg.End(), Category: string(rfc.CheckHostPort),
		Message: fmt.Sprintf("%s: %s is a host with no brackets, and the Host of a URL needs them around an IPv6 address, port or not "+
			"(of Host \"::1\" String() writes http://::1/, which url.Parse rejects); bracket it where it holds ':' "+
			"(if strings.Contains(h, \":\") { h = \"[\" + h + \"]\" }), or keep the URL's Host", r.imports.sinkName(sink, at), what),
	})
}

// unbracketed returns how to name e where it is a host written with no
// brackets that may be an IPv6 address: the result of a function whose
// row says so (url.URL.Hostname, net.SplitHostPort's host), an IP
// address's text (ipHost), or a local variable assigned one and
// otherwise only other values as they are; "" for any other.
func (r *hostPorts) unbracketed(e ast.Expr) string {
	info := r.pass.TypesInfo
	e = ast.Unparen(e)
	if call, ok := e.(*ast.CallExpr); ok && callRow(info, call).Unbracketed {
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && r.comparedByCallers(sel.X) {
			return "" // a host its callers compared with a service's
		}
		return types.ExprString(call)
	}
	id, ok := e.(*ast.Ident)
	if !ok || isIPType(info.TypeOf(e)) {
		// An IP address or its String() (ipHost); any other expression
		// is no host of these.
		if r.ipHost(e) {
			return "the IP address " + types.ExprString(e)
		}
		return ""
	}
	v := typesx.LocalVar(info, r.pass.Pkg, id)
	if v == nil || typesx.IsParam(v) || namedNotIPv6(id) || r.bracketedHost(id) || r.bracketedPast(id) || r.familyTested(id) {
		return ""
	}
	vi := r.flow.VarInfo(v)
	if vi == nil {
		return ""
	}
	// Every assignment is such a host or a fallback to a value as it is
	// (host = addr where the split fails): a variable that also holds
	// text the function makes is another check's (a port joined by hand
	// after it).
	var from *ast.CallExpr
	for call, i := range vi.Tuple() {
		if i != 0 || !callRow(info, call).Unbracketed || r.namesHost(call) {
			return ""
		}
		from = call
	}
	for _, x := range vi.Rhs {
		switch x := ast.Unparen(x).(type) {
		case *ast.Ident, *ast.SelectorExpr:
		case *ast.CallExpr:
			if !callRow(info, x).Unbracketed {
				return ""
			}
			from = x
		default:
			return ""
		}
	}
	if from == nil {
		return ""
	}
	return fmt.Sprintf("%s, from %s,", id.Name, types.ExprString(from.Fun))
}

// namesHost reports whether call splits a constant address whose host
// has no ':' (net.SplitHostPort("example.com:443")).
func (r *hostPorts) namesHost(call *ast.CallExpr) bool {
	if len(call.Args) != 1 {
		return false
	}
	s, ok := r.flow.ConstString(call.Args[0])
	if !ok {
		return false
	}
	host, _, err := net.SplitHostPort(s)
	return err == nil && !strings.Contains(host, ":")
}

// assignHolding returns at, an assignment, or the assignment that holds
// it, or nil.
func (r *hostPorts) assignHolding(at ast.Node) *ast.AssignStmt {
	if as, ok := at.(*ast.AssignStmt); ok {
		return as
	}
	for _, p := range r.flow.Control.Parents(at) {
		if as, ok := p.(*ast.AssignStmt); ok {
			return as
		}
	}
	return nil
}

// onlyCompared reports whether the URL whose Host the assignment at
// (or holding at) writes is read after it only by u.String() compared
// with == or != (and by writes of its own fields): two URLs with their
// ports dropped the same way, compared, never parsed or sent.
func (r *hostPorts) onlyCompared(at ast.Node) bool {
	as := r.assignHolding(at)
	if as == nil || len(as.Lhs) != 1 {
		return false
	}
	sel, ok := ast.Unparen(as.Lhs[0]).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return false
	}
	v := typesx.LocalVar(r.pass.TypesInfo, r.pass.Pkg, id)
	body := r.flow.Control.EnclosingBody(as)
	if v == nil || body == nil {
		return false
	}
	compared, other := false, false
	ast.Inspect(body, func(n ast.Node) bool {
		use, ok := n.(*ast.Ident)
		if other || !ok || use.Pos() <= as.End() || r.pass.TypesInfo.Uses[use] != v {
			return !other
		}
		parents := r.flow.Control.Parents(use) // innermost first
		switch {
		case stringCompared(parents, use):
			compared = true
		case assignedField(r.pass.TypesInfo, parents, use, v):
		default:
			other = true
		}
		return !other
	})
	return compared && !other
}

// stringCompared reports whether use, under parents (innermost first),
// is u of u.String() compared with == or !=.
func stringCompared(parents []ast.Node, use *ast.Ident) bool {
	if len(parents) < 3 {
		return false
	}
	sel, ok := parents[0].(*ast.SelectorExpr)
	call, ok2 := parents[1].(*ast.CallExpr)
	bin, ok3 := parents[2].(*ast.BinaryExpr)
	return ok && ok2 && ok3 && sel.X == use && sel.Sel.Name == "String" && call.Fun == sel && len(call.Args) == 0 &&
		(bin.Op == token.EQL || bin.Op == token.NEQ)
}

// assignedField reports whether use, under parents (innermost first),
// reads v for an assignment to one of v's own fields: v.F = ..., or a
// field's read on the right of one (v.Host = v.Hostname()).
func assignedField(info *types.Info, parents []ast.Node, use *ast.Ident, v *types.Var) bool {
	if len(parents) < 2 {
		return false
	}
	if sel, ok := parents[0].(*ast.SelectorExpr); !ok || sel.X != use {
		return false
	}
	for _, p := range parents[1:] {
		as, ok := p.(*ast.AssignStmt)
		if !ok {
			continue
		}
		for _, l := range as.Lhs {
			if ls, ok := ast.Unparen(l).(*ast.SelectorExpr); ok && typesx.IsIdentOf(info, ls.X, v) {
				return true
			}
		}
		return false
	}
	return false
}

// bracketedLater reports whether at, an assignment of a Host field (u.Host
// = u.Hostname()), is followed in its function by another of the same
// field whose text starts with '[' (if strings.Contains(u.Host, ":") {
// u.Host = "[" + u.Host + "]" }) or is net.JoinHostPort's: the function
// brackets the host itself.
func (r *hostPorts) bracketedLater(at ast.Node) bool {
	as := r.assignHolding(at)
	if as == nil || len(as.Lhs) != 1 {
		return false
	}
	lhs := types.ExprString(as.Lhs[0])
	body := r.flow.Control.EnclosingBody(as)
	if body == nil {
		return false
	}
	found := false
	flow.Inspect(body, func(n ast.Node) bool {
		later, ok := n.(*ast.AssignStmt)
		if found || !ok || later.Pos() <= as.End() || len(later.Lhs) != 1 || len(later.Rhs) != 1 {
			return !found
		}
		if types.ExprString(later.Lhs[0]) == lhs {
			call, _ := ast.Unparen(later.Rhs[0]).(*ast.CallExpr)
			if lead, _ := r.flow.ConstString(leftmost(later.Rhs[0])); strings.HasPrefix(lead, "[") || call != nil && callRow(r.pass.TypesInfo, call).HostPort {
				found = true
			}
		}
		return true
	})
	return found
}
