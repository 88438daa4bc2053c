package analyzer

import (
	"go/ast"
	"go/constant"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// addrParseCheck reports url.Parse given the text that the same function
// hands, unchanged, to a TCP or UDP listener or dialer as its address
// (http.ListenAndServe(addr), http.Server's Addr, net.Listen("tcp",
// addr)): such an address is host:port or :port, never a URL, whatever
// its value, and url.Parse fails on "127.0.0.1:8080", "[::1]:8080" and
// ":8080" and reads "localhost:8080" as scheme "localhost" with no host.
// Not where the code handles host:port itself (hostPortHandled), nor in
// tests.
type addrParseCheck struct{}

func (addrParseCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckTarget} }

func (addrParseCheck) checkCall(r *pkgAnalysis, c *sinkCall) {
	use, key := r.parsedAddress(c.Call)
	if use == nil || !r.enabledAt(rfc.CheckTarget, c.Call) {
		return
	}
	arg := c.Call.Args[0]
	msg := r.imports.sinkName("net/url.Parse", c.Call) + ": " + exprName(arg) + " is the address " +
		r.imports.sinkName(key, use) + " is given (host:port, \":8080\"), not a URL: url.Parse fails on an IP " +
		"address with a port (\"127.0.0.1:8080\": a first path segment cannot hold ':') and on \":8080\" (no scheme), " +
		"and reads \"localhost:8080\" as scheme \"localhost\" with no host; split an address with net.SplitHostPort " +
		"(RFC 3986 §3 absolute-URI)"
	d := analysis.Diagnostic{Pos: arg.Pos(), End: arg.End(), Category: string(rfc.CheckTarget), Message: msg,
		Related: []analysis.RelatedInformation{{Pos: use.Pos(), End: use.End(), Message: "the address given to " + r.imports.sinkName(key, use)}}}
	r.out.add(finding{Diagnostic: d, at: c.Call.Pos(), alone: true})
}

// parsedAddress returns, for call, of url.Parse (a parser that misreads
// host:port) outside tests, the place where the function holding it gives
// the same variable or field, as it is, to a listener or dialer as a TCP
// or UDP address, and that function's key; nil where there is none or
// the code handles host:port itself.
func (r *pkgAnalysis) parsedAddress(call *ast.CallExpr) (ast.Node, string) {
	fn, ok := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
	if !ok || !sinks.MisreadsHostPortFunc(fn) || len(call.Args) != 1 || r.intent.InTestFile(call.Pos()) {
		return nil, ""
	}
	var body *ast.BlockStmt
	for _, p := range r.flow.Control.Parents(call) {
		if body != nil {
			break
		}
		switch p := p.(type) {
		case *ast.FuncDecl:
			body = p.Body
		case *ast.FuncLit:
			body = p.Body
		}
	}
	if body == nil {
		return nil, ""
	}
	arg := ast.Unparen(call.Args[0])
	if !r.sameTextAt(arg, arg) {
		return nil, ""
	}
	info := r.pass.TypesInfo
	var use ast.Node
	var key string
	ast.Inspect(body, func(n ast.Node) bool {
		if use != nil {
			return false
		}
		switch n := n.(type) {
		case *ast.CallExpr:
			f, ok := typeutil.Callee(info, n).(*types.Func)
			if !ok || f.Pkg() == nil {
				return true
			}
			row := sinks.FuncOfObj(f.Origin())
			if !(row.Listens || row.Dials) || row.AddrArg >= len(n.Args) || !r.sameTextAt(n.Args[row.AddrArg], arg) {
				return true
			}
			if row.Network && (row.AddrArg == 0 || !ipNetwork(info, n.Args[row.AddrArg-1])) {
				return true // a unix socket's address is a file path
			}
			use, key = n, sinks.FuncKey(f)
		case *ast.KeyValueExpr:
			if id, ok := n.Key.(*ast.Ident); ok && listenField(info, id) && r.sameTextAt(n.Value, arg) {
				use, key = n, "net/http.Server.Addr"
			}
		case *ast.AssignStmt:
			for i, l := range n.Lhs {
				if sel, ok := l.(*ast.SelectorExpr); ok && i < len(n.Rhs) && len(n.Lhs) == len(n.Rhs) && listenField(info, sel.Sel) && r.sameTextAt(n.Rhs[i], arg) {
					use, key = n, "net/http.Server.Addr"
				}
			}
		}
		return true
	})
	if use == nil || r.hostPorts.hostPortHandled(call, call.Args[0], true) || r.hostPorts.hostPortHandled(call, call.Args[0], false) {
		return nil, ""
	}
	return use, key
}

// sameTextAt reports whether e reads the same string as x: the same
// package variable, local variable assigned only where declared,
// parameter never assigned, or chain of field selections (flags.address,
// s.Opts.HTTPAddress).
func (r *pkgAnalysis) sameTextAt(e, x ast.Expr) bool {
	info := r.pass.TypesInfo
	e, x = ast.Unparen(e), ast.Unparen(x)
	if !typesx.IsString(info.TypeOf(x)) || !typesx.SameExpr(e, x) {
		return false
	}
	whole := true
	for {
		switch y := x.(type) {
		case *ast.SelectorExpr:
			if _, ok := info.Uses[y.Sel].(*types.Var); !ok {
				return false
			}
			x, e, whole = y.X, e.(*ast.SelectorExpr).X, false
			continue
		case *ast.Ident:
			v, ok := info.Uses[y].(*types.Var)
			if !ok || v != info.Uses[e.(*ast.Ident)] {
				return false
			}
			if !whole || v.Parent() == r.pass.Pkg.Scope() {
				return true
			}
			vi := r.flow.VarInfo(v)
			assigned := 1 // a local variable's declaration
			if typesx.IsParam(v) {
				assigned = 0
			}
			return vi == nil || !vi.Opaque() && len(vi.Adds) == 0 && len(vi.Rhs) <= assigned
		}
		return false
	}
}

// ipNetwork reports whether e is a constant network name of TCP or UDP,
// whose addresses are host:port.
func ipNetwork(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return false
	}
	s := constant.StringVal(tv.Value)
	return strings.HasPrefix(s, "tcp") || strings.HasPrefix(s, "udp")
}
