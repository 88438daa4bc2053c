package analyzer

import (
	"go/ast"
	"go/types"

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
	if !ok || fn.Pkg() == nil || fn.Pkg().Path() != "net" {
		return
	}
	row := sinks.FuncOfObj(fn.Origin())
	if !row.ResolvesAddr || row.AddrArg >= len(site.Call.Args) || !r.enabledAt(rfc.CheckHostPort, site.Call) {
		return
	}
	arg := site.Call.Args[row.AddrArg]
	vals, _ := r.flow.Resolve(arg, 0)
	for _, v := range vals {
		if r.intent.InErrorData(v) || !r.hostFieldHole(v) {
			continue
		}
		t, ok := textOf(v, "")
		if !ok {
			continue
		}
		r.report(v, t.starts, t.s, rfc.HostPortViolation(t.starts[1]), site.Call, sinks.FuncKey(fn))
	}
}

// addrChecksOnly runs addrHostPortCheck on a package the fast paths
// leave that imports net and refers to a function with a ResolvesAddr row.
func (r *pkgAnalysis) addrChecksOnly() {
	if r.factsOnly || !r.enabled(rfc.CheckHostPort) || !importsAny(r.pass.Pkg, "net") || !r.usesResolvers() {
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

// usesResolvers reports whether the package refers to a function of net
// with a ResolvesAddr row.
func (r *pkgAnalysis) usesResolvers() bool {
	for _, u := range r.flow.FuncUses() {
		if fn := u.Fn; fn.Pkg() != nil && fn.Pkg().Path() == "net" && isResolver(u.ID, fn) {
			return true
		}
	}
	return false
}

// isResolver reports whether fn, named by id, has a ResolvesAddr row; the
// name is read first, as most functions of net have none.
func isResolver(id *ast.Ident, fn *types.Func) bool {
	return sinks.FuncNamed(id.Name) && sinks.FuncOfObj(fn.Origin()).ResolvesAddr
}
