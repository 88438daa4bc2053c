package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// domainName reports whether name says its value is a host name alone,
// which no port follows: a domain, a host name, a DNS name or a TLS
// server name (allowedDomains, hostname, DNSName).
func domainName(name string) bool {
	n := strings.TrimSuffix(strings.ToLower(name), "s")
	for _, s := range [...]string{"domain", "hostname", "dnsname", "servername"} {
		if strings.HasSuffix(n, s) {
			return true
		}
	}
	return false
}

// domainNamed reports whether e reads a value so named (domainName): a
// variable or field, an element of one (domains[i]), or a call of a
// method so named with no argument.
func domainNamed(e ast.Expr) bool {
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		return domainName(x.Name)
	case *ast.SelectorExpr:
		return domainName(x.Sel.Name)
	case *ast.IndexExpr:
		return domainNamed(x.X)
	case *ast.CallExpr:
		return len(x.Args) == 0 && domainNamed(x.Fun)
	}
	return false
}

// domainUse reports a url.URL's Host given to a parameter named for a
// host name alone (isDomainAllowed(u.Host) of func(domain string)), or
// compared with a value so named (u.Host == allowedDomain): Host keeps
// the port, so a URL that names one never matches.
func (h *hostnames) domainUse(n ast.Node) {
	if !h.readsHost {
		return // no Host field read, given or compared
	}
	info := h.pass.TypesInfo
	switch n := n.(type) {
	case *ast.CallExpr:
		if len(n.Args) == 0 || n.Ellipsis.IsValid() {
			return // before the callee's type is looked up
		}
		sig, ok := info.TypeOf(n.Fun).(*types.Signature)
		if !ok {
			return
		}
		for i, arg := range n.Args {
			if i >= sig.Params().Len() || sig.Variadic() && i >= sig.Params().Len()-1 {
				break
			}
			p := sig.Params().At(i)
			if !domainName(p.Name()) || !typesx.IsString(p.Type()) || h.mayTakeHostPort(n, i) {
				continue
			}
			if e, _ := h.valueOf(arg); h.hostField(e) == "url" {
				h.hostNameUse(arg, types.ExprString(n.Fun)+"'s "+p.Name())
			}
		}
	case *ast.BinaryExpr:
		if n.Op != token.EQL && n.Op != token.NEQ {
			return
		}
		for _, pair := range [...][2]ast.Expr{{n.X, n.Y}, {n.Y, n.X}} {
			// The name first: valueOf notes the declaration around a
			// local, and most comparisons name no host name.
			if !domainNamed(pair[1]) {
				continue
			}
			if e, _ := h.valueOf(pair[0]); h.hostField(e) == "url" {
				h.hostNameUse(pair[0], "the comparison with "+types.ExprString(pair[1]))
			}
		}
	}
}

// mayTakeHostPort reports whether call calls a function of the package
// that gives its parameter i to net.SplitHostPort (host, port, err :=
// net.SplitHostPort(hostname)), or one of another package, whose body
// is not read: whatever its name, the parameter may take host:port,
// and the function take the host itself.
func (h *hostnames) mayTakeHostPort(call *ast.CallExpr, i int) bool {
	info := h.pass.TypesInfo
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	if !ok {
		return false
	}
	if fn.Pkg() != h.pass.Pkg || h.flow == nil {
		// A function of another package whose body is not at hand
		// (mitm.NewTLSConfigForHost(hostname), which a function it
		// calls splits): its parameter's name alone is not enough.
		return fn.Pkg() != nil && fn.Pkg() != h.pass.Pkg
	}
	fn = fn.Origin()
	d := h.flow.Calls.Decl(fn)
	if d == nil || d.Body == nil {
		return false
	}
	p := fn.Signature().Params().At(i) // the object the declaration defines
	isP := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && info.Uses[id] == p
	}
	found := false
	ast.Inspect(d.Body, func(n ast.Node) bool {
		if found {
			return false
		}
		switch n := n.(type) {
		case *ast.CallExpr:
			switch {
			case len(n.Args) == 1 && isP(n.Args[0]) && callRow(info, n).SplitsHostPort:
				found = true // net.SplitHostPort(hostname)
			case len(n.Args) >= 2 && isP(n.Args[0]) && constString(info, n.Args[1]) == ":" && callRow(info, n).SplitsAt:
				found = true // strings.LastIndex(hostname, ":"): it cuts a port itself
			}
		case *ast.BinaryExpr:
			// "https://" + hostname: the authority of a URL, which
			// takes a port.
			if n.Op == token.ADD && isP(n.Y) && strings.HasSuffix(constString(info, n.X), "://") {
				found = true
			}
		}
		return !found
	})
	return found
}
