package analyzer

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// addrResultCheck reports host:port formatted by hand in what a function
// named for an address returns (func (s Server) Address() string { return
// fmt.Sprintf("%s:%d", s.Host, s.Port) }): its name says a dialer or a
// listener reads the result, often in another package (tls.Dial("tcp",
// srv.Address(), cfg)), and an IPv6 host needs brackets before ":port"
// there. The host is judged as a dialer's address is (checkAddrValue); go
// vet's hostport sees only a format given to net.Dial itself.
type addrResultCheck struct{}

func (addrResultCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckHostPort} }

func (addrResultCheck) checkPackage(r *pkgAnalysis) {
	if !r.enabled(rfc.CheckHostPort) || !r.urlLits.any(addrFormat) {
		return
	}
	for _, f := range r.pass.Files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil || !addrName(fd.Name.Name) {
				continue
			}
			fn, ok := r.pass.TypesInfo.Defs[fd.Name].(*types.Func)
			if !ok || fn.Signature().Results().Len() != 1 || !typesx.IsString(fn.Signature().Results().At(0).Type()) {
				continue
			}
			flow.Inspect(fd.Body, func(n ast.Node) bool {
				if _, ok := n.(*ast.FuncLit); ok {
					return false // its returns are its own
				}
				ret, ok := n.(*ast.ReturnStmt)
				if !ok || len(ret.Results) != 1 {
					return true
				}
				call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
				if !ok || len(call.Args) != 3 || !flow.IsSprintf(r.pass.TypesInfo, call) || !r.enabledAt(rfc.CheckHostPort, call) {
					return true
				}
				if format, ok := r.flow.ConstString(call.Args[0]); ok && addrFormat(format) {
					r.hostPorts.checkAddrValue(call, call, sinks.FuncKey(fn), false)
				}
				return true
			})
		}
	}
}

// addrFormat reports whether format is a host and a port and nothing
// else: "%s:%d", "%v:%v".
func addrFormat(format string) bool {
	host, port, ok := strings.Cut(format, ":")
	return ok && (host == "%s" || host == "%v") && (port == "%s" || port == "%d" || port == "%v")
}

// addrName reports whether a function's name says it returns a network
// address: Addr, Address, ListenAddr, GetServerAddress, HostPort; not an
// e-mail's or a MAC's.
func addrName(name string) bool {
	l := strings.ToLower(name)
	if strings.Contains(l, "mail") || strings.Contains(l, "mac") {
		return false
	}
	return strings.HasSuffix(l, "addr") || strings.HasSuffix(l, "address") || strings.HasSuffix(l, "hostport")
}

// formatsAddr reports whether a package the fast paths would leave holds
// an address format for addrResultCheck.
func (r *pkgAnalysis) formatsAddr() bool {
	return !r.factsOnly && r.enabled(rfc.CheckHostPort) && importsAny(r.pass.Pkg, "fmt") && r.urlLits.any(addrFormat)
}
