package analyzer

import (
	"go/ast"
	"go/types"
	"slices"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
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
	if !ok || fn.Pkg() == nil || !addrPkg(fn.Pkg().Path()) {
		return
	}
	row := sinks.FuncOfObj(fn.Origin())
	if !addrRow(row) || row.AddrArg >= len(site.Call.Args) || !r.enabledAt(rfc.CheckHostPort, site.Call) {
		return
	}
	if row.Network && !r.ipNetwork(site.Call.Args[0], row.ResolvesAddr) {
		return // a Unix socket's path, or a network the code does not name
	}
	arg := site.Call.Args[row.AddrArg]
	vals, _ := r.flow.Resolve(arg, 0)
	for _, v := range vals {
		if r.intent.InErrorData(v) || !r.hostFieldHole(v) {
			continue
		}
		if row.Dials && slices.ContainsFunc(v, func(p flow.Piece) bool { return p.Format }) {
			continue // fmt.Sprintf("%s:%d", host, port) given to a dialer: go vet's hostport reports it
		}
		t, ok := textOf(v, "")
		if !ok {
			continue
		}
		r.report(v, t.starts, t.s, rfc.HostPortViolation(t.starts[1]), site.Call, sinks.FuncKey(fn))
	}
}

// addrPkg reports whether path is that of a package of the functions
// with an address row (addrRow).
func addrPkg(path string) bool {
	switch path {
	case "net", "net/http", "crypto/tls", "net/rpc", "net/rpc/jsonrpc", "net/smtp":
		return true
	}
	return false
}

// addrRow reports whether row is that of a function that reads host:port
// as a dialer, a listener or a resolver does.
func addrRow(row sinks.Func) bool { return row.ResolvesAddr || row.Dials || row.Listens }

// addrChecksOnly runs addrHostPortCheck on a package the fast paths
// leave that imports a package addrPkg names and refers to a function
// with an address row.
func (r *pkgAnalysis) addrChecksOnly() {
	if r.factsOnly || !r.enabled(rfc.CheckHostPort) || !importsAny(r.pass.Pkg, "net", "net/http", "crypto/tls", "net/rpc", "net/rpc/jsonrpc", "net/smtp") || !r.usesResolvers() {
		return
	}
	if r.flow.Sites == nil {
		r.flow.Collect(nil)
	}
	for _, c := range r.flow.Sites {
		r.analyzing(c.Call)
		r.hostPorts.checkAddr(c)
	}
	r.out.flush()
}

// usesResolvers reports whether the package refers to a function of a
// package addrPkg names with an address row.
func (r *pkgAnalysis) usesResolvers() bool {
	for _, u := range r.flow.FuncUses() {
		if fn := u.Fn; fn.Pkg() != nil && addrPkg(fn.Pkg().Path()) && isResolver(u.ID, fn) {
			return true
		}
	}
	return false
}

// isResolver reports whether fn, named by id, has an address row; the
// name is read first, as most functions of those packages have none.
func isResolver(id *ast.Ident, fn *types.Func) bool {
	return sinks.FuncNamed(id.Name) && addrRow(sinks.FuncOfObj(fn.Origin()))
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
