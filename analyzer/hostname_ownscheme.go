package analyzer

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/rfc"
)

// A server's own URL with a scheme assumed: in a handler, a URL of the
// request's host (r.Host) written with the constant scheme "http"
// ("http://" + r.Host, fmt.Sprintf("http://%s/", r.Host), url.URL{Scheme:
// "http", Host: r.Host}), or r.URL.Scheme = "http". A request that came
// over TLS, or through a proxy that terminated TLS, was https: the link,
// redirect or completed URL sends the client to plain HTTP. The handler
// that reads r.TLS chooses the scheme; one that reads none is reported
// in the warning tier unless the package serves TLS or reads the
// forwarded protocol (X-Forwarded-Proto), which says its requests may
// come over HTTPS.

// ownScheme judges n, an expression or a statement of the package, for
// a constant "http" scheme given to the server's own URL.
func (h *hostnames) ownScheme(n ast.Node) {
	switch n := n.(type) {
	case *ast.AssignStmt:
		if len(n.Lhs) != len(n.Rhs) {
			return
		}
		for i, l := range n.Lhs {
			sel, ok := ast.Unparen(l).(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != "Scheme" {
				continue
			}
			if r := h.requestURL(sel.X); r != nil && h.served(r) && isConstText(h.pass.TypesInfo, n.Rhs[i], "http") {
				h.reportOwnScheme(n.Rhs[i], r, types.ExprString(sel)+" = \"http\"")
			}
		}
	case *ast.BinaryExpr:
		if n.Op != token.ADD {
			return
		}
		if strings.HasSuffix(constString(h.pass.TypesInfo, n.X), "http://") {
			if r := h.requestHost(n.Y); r != nil {
				h.reportOwnScheme(n.X, r, "\"http://\" + "+types.ExprString(n.Y))
			}
		}
	case *ast.CallExpr:
		h.ownSchemeFormat(n)
	case *ast.CompositeLit:
		if !isNamed(h.pass.TypesInfo.TypeOf(n), "net/url", "URL") {
			return
		}
		var scheme ast.Expr
		var r types.Object
		for _, e := range n.Elts {
			kv, ok := e.(*ast.KeyValueExpr)
			if !ok {
				return
			}
			switch id, _ := kv.Key.(*ast.Ident); {
			case id == nil:
			case id.Name == "Scheme" && isConstText(h.pass.TypesInfo, kv.Value, "http"):
				scheme = kv.Value
			case id.Name == "Host":
				r = h.requestHost(kv.Value)
			}
		}
		if scheme != nil && r != nil {
			h.reportOwnScheme(scheme, r, "url.URL{Scheme: \"http\", Host: ...Host}")
		}
	}
}

// ownSchemeFormat judges a call of fmt.Sprintf (or Errorf's kin that
// format: Sprintf alone makes text) whose format writes "http://" right
// before the verb of a request's Host.
func (h *hostnames) ownSchemeFormat(call *ast.CallExpr) {
	fn, ok := typeutil.Callee(h.pass.TypesInfo, call).(*types.Func)
	if !ok || fn.Pkg() == nil || fn.Pkg().Path() != "fmt" || fn.Name() != "Sprintf" || len(call.Args) < 2 {
		return
	}
	format := constString(h.pass.TypesInfo, call.Args[0])
	eachVerb(format, func(pct, _, n int) bool {
		if strings.HasSuffix(format[:pct], "http://") && 1+n < len(call.Args) {
			if r := h.requestHost(call.Args[1+n]); r != nil {
				h.reportOwnScheme(call.Args[0], r, fmt.Sprintf("%q of %s", format, types.ExprString(call.Args[1+n])))
			}
		}
		return true
	})
}

// served reports whether r is the request of a server's handler.
func (h *hostnames) served(r types.Object) bool {
	return h.handlers[r] || h.servedBy[r] != nil
}

// requestHost returns the request whose Host e reads (r.Host of a
// server's handler), or nil.
func (h *hostnames) requestHost(e ast.Expr) types.Object {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Host" {
		return nil
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return nil
	}
	r := h.pass.TypesInfo.Uses[id]
	if r == nil || !isPtrToNamed(r.Type(), "net/http", "Request") || !h.served(r) {
		return nil
	}
	return r
}

// reportOwnScheme reports the scheme at e, unless the handler holding it
// reads r.TLS: it chooses the scheme by it.
func (h *hostnames) reportOwnScheme(e ast.Expr, r types.Object, what string) {
	if h.pass.Fset.File(e.Pos()) == nil || strings.HasSuffix(h.pass.Fset.File(e.Pos()).Name(), "_test.go") {
		return
	}
	body := h.flow.Control.EnclosingBody(e)
	if body == nil || h.readsTLS(body, r) {
		return
	}
	name := r.Name()
	d := analysis.Diagnostic{Pos: e.Pos(), End: e.End(), Category: string(rfc.CheckHostName),
		Message: fmt.Sprintf("%s writes the scheme \"http\" for the server's own URL: a request that came over TLS, or through a proxy that "+
			"terminates it, is https, and the URL sends its client to plain HTTP; take the scheme from %s.TLS (%s.TLS != nil), "+
			"and behind a proxy from X-Forwarded-Proto", what, name, name)}
	if !h.servesTLS(body) {
		if h.warnAt == nil || !h.warnAt(e) {
			return
		}
		d.Message = WarningPrefix + d.Message
	}
	h.emit(e, d)
}

// readsTLS reports whether body reads r.TLS.
func (h *hostnames) readsTLS(body *ast.BlockStmt, r types.Object) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok && sel.Sel.Name == "TLS" {
			if id, ok := ast.Unparen(sel.X).(*ast.Ident); ok && h.pass.TypesInfo.Uses[id] == r {
				found = true
			}
		}
		return !found
	})
	return found
}

// servesTLS reports whether requests may come over HTTPS as far as the
// package says: the handler's body names the forwarded protocol, or the
// package serves TLS (ListenAndServeTLS, ServeTLS, a tls.Config given to
// an http.Server, tls.Listen or tls.NewListener).
func (h *hostnames) servesTLS(body *ast.BlockStmt) bool {
	if h.tlsServed == 0 {
		h.tlsServed = 1
		for _, f := range h.pass.Files {
			if name := h.pass.Fset.File(f.Pos()).Name(); strings.HasSuffix(name, "_test.go") {
				continue
			}
			ast.Inspect(f, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.CallExpr:
					if fn, ok := typeutil.Callee(h.pass.TypesInfo, n).(*types.Func); ok && fn.Pkg() != nil {
						switch fn.Pkg().Path() + "." + fn.Name() {
						case "net/http.ListenAndServeTLS", "net/http.ServeTLS", "crypto/tls.Listen", "crypto/tls.NewListener":
							h.tlsServed = 2
						}
					}
				case *ast.KeyValueExpr:
					if id, ok := n.Key.(*ast.Ident); ok && id.Name == "TLSConfig" {
						if lit, ok := h.parentLit(n); ok && isNamed(h.pass.TypesInfo.TypeOf(lit), "net/http", "Server") {
							h.tlsServed = 2
						}
					}
				}
				return h.tlsServed != 2
			})
			if h.tlsServed == 2 {
				break
			}
		}
	}
	if h.tlsServed == 2 {
		return true
	}
	forwarded := false
	ast.Inspect(body, func(n ast.Node) bool {
		if e := asExpr(n); e != nil && strings.EqualFold(constString(h.pass.TypesInfo, e), "X-Forwarded-Proto") {
			forwarded = true
		}
		return !forwarded
	})
	return forwarded
}

// parentLit returns the composite literal whose element kv is.
func (h *hostnames) parentLit(kv *ast.KeyValueExpr) (*ast.CompositeLit, bool) {
	if ps := h.parents(kv); len(ps) > 0 {
		lit, ok := ps[0].(*ast.CompositeLit)
		return lit, ok
	}
	return nil, false
}
