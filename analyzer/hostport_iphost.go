package analyzer

import (
	"go/ast"
	"go/constant"
	"go/types"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"

	"golang.org/x/tools/go/types/typeutil"
)

// ipHostCheck reports an IP address (net.IP, netip.Addr) written as a
// URL's host, straight after "//" or a userinfo's '@', with no port
// after it: fmt.Sprintf("http://%s/verify", ip). Its text has no
// brackets, so an IPv6 address makes http://2001:db8::10/verify, which
// url.Parse rejects ("invalid port"). So does another host written with
// no brackets: "http://" + u.Hostname() + "/x". With ":port" after it the
// grammar's hostport finding says so already.
type ipHostCheck struct{}

func (ipHostCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckHostPort} }

func (ipHostCheck) checkText(r *pkgAnalysis, t *valueText) {
	if t.target == rfc.HostPort || !r.enabledAt(rfc.CheckHostPort, t.at) {
		return
	}
	for _, off := range r.hostPorts.ipHosts(t) {
		r.report(t.v, t.starts, t.s, rfc.IPHostViolation(off), t.at, t.sink)
	}
}

// ipHosts returns the offsets in t.s of the "//" (or '@') before each
// hole of t that writes an IP address as the host of an absolute URL with
// no ':' after it: the verb's argument or the operand is a net.IP or a
// netip.Addr (or its String()), not one a test of its family or a name
// says is IPv4 (ip.To4(), if ip.Is4(), ipv4), or another host with no
// brackets (unbracketed: u.Hostname()).
func (r *hostPorts) ipHosts(t *valueText) []int {
	var offs []int
	for i := 1; i < len(t.v); i++ {
		host, before := t.v[i], t.v[i-1]
		if !host.Hole || before.Hole || !written(before) {
			continue
		}
		end := t.starts[i]
		var mark int
		switch {
		case strings.HasSuffix(before.Text, "//") && end >= 3 && t.s[end-3] == ':' && validSchemeName(t.s[:end-3]):
			mark = end - 2
		case strings.HasSuffix(before.Text, "@") && strings.Contains(t.s[:end], "://"):
			mark = end - 1
		default:
			continue
		}
		if i+1 < len(t.v) && !t.v[i+1].Hole && strings.HasPrefix(t.v[i+1].Text, ":") {
			continue // hostport's own finding
		}
		e := host.Use
		if host.Verb != nil {
			if !flow.TextPrefixVerb(host.Verb.Verb) {
				continue
			}
			e = host.Verb.Arg
		}
		if e != nil && (r.ipHost(e) || r.unbracketed(e) != "") {
			offs = append(offs, mark)
		}
	}
	return offs
}

// ipHost reports whether e is an IP address that may be an IPv6 one: a
// net.IP or netip.Addr, or its String(), that no test of its family, no
// name and no IPv4 constructor says is IPv4; or a string variable that
// can hold one's text where e reads it (ipText).
func (r *hostPorts) ipHost(e ast.Expr) bool { return r.ipHostIn(e, 0) }

func (r *hostPorts) ipHostIn(e ast.Expr, depth int) bool {
	info := r.pass.TypesInfo
	x := ast.Unparen(e)
	if id, ok := x.(*ast.Ident); ok && typesx.IsString(info.TypeOf(id)) {
		return r.ipText(id, depth)
	}
	if call, ok := x.(*ast.CallExpr); ok && len(call.Args) == 0 {
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && sel.Sel.Name == "String" {
			x = ast.Unparen(sel.X)
		}
	}
	if !isIPType(info.TypeOf(x)) || namedNotIPv6(x) || r.familyTested(e) {
		return false
	}
	if id, ok := x.(*ast.Ident); ok {
		if v := typesx.LocalVar(info, r.pass.Pkg, id); v != nil && !typesx.IsParam(v) {
			if vi := r.flow.VarInfo(v); vi != nil && !vi.Escapes {
				if rhs := r.reachingValue(vi, id); rhs != nil {
					x = ast.Unparen(rhs)
				}
			}
		}
	}
	return !ipv4Made(info, x)
}

// ipv4Only reports whether e is an IP address, or its String(), that
// is IPv4 for all ipHost knows: made by net.IPv4, To4 or the parse of
// an IPv4 constant, named so, or tested for its family. Its text has no
// ':' to bracket.
func (r *hostPorts) ipv4Only(e ast.Expr) bool {
	x := ast.Unparen(e)
	if call, ok := x.(*ast.CallExpr); ok && len(call.Args) == 0 {
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && sel.Sel.Name == "String" {
			x = ast.Unparen(sel.X)
		}
	}
	return isIPType(r.pass.TypesInfo.TypeOf(x)) && !r.ipHostIn(e, 0)
}

// ipText reports whether id, a string local variable or parameter of
// the package, can hold the text of an IP address that may be an IPv6
// one where it is read: an assignment that reaches the read (host :=
// t.Domain; if host == "" { host = t.IP.String() }), or for a parameter
// the argument of a call of its function, is such an address (ipHost),
// and no if before the read brackets it or tests its family.
func (r *hostPorts) ipText(id *ast.Ident, depth int) bool {
	v := typesx.LocalVar(r.pass.TypesInfo, r.pass.Pkg, id)
	if v == nil || depth >= 3 || namedNotIPv6(id) || r.bracketedHost(id) || r.bracketedPast(id) || r.familyTested(id) {
		return false
	}
	from := r.flow.LiveAssignments(id)
	if typesx.IsParam(v) {
		from, _ = r.resolve.passedFor(id, false)
	}
	for _, x := range from {
		if r.ipHostIn(x, depth+1) {
			return true
		}
	}
	return false
}

// isIPType reports whether t is net.IP or netip.Addr, or a pointer to one.
func isIPType(t types.Type) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	return t != nil && (typesx.IsNamed(t, "net", "IP", false) || typesx.IsNamed(t, "net/netip", "Addr", false))
}

// ipv4Made reports whether e is an IP address made IPv4: net.IPv4(a, b,
// c, d), netip.AddrFrom4, ip.To4(), or the parse of a constant with no
// ':' (net.ParseIP("10.0.0.1"), netip.MustParseAddr).
func ipv4Made(info *types.Info, e ast.Expr) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return false
	}
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && sel.Sel.Name == "To4" && len(call.Args) == 0 && isIPType(info.TypeOf(sel.X)) {
		return true
	}
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	if !ok || fn.Pkg() == nil {
		return false
	}
	switch fn.Pkg().Path() + "." + fn.Name() {
	case "net.IPv4", "net/netip.AddrFrom4":
		return true
	case "net.ParseIP", "net/netip.ParseAddr", "net/netip.MustParseAddr":
		tv := info.Types[call.Args[0]]
		return tv.Value != nil && tv.Value.Kind() == constant.String && !strings.Contains(constant.StringVal(tv.Value), ":")
	}
	return false
}
