package analyzer

import (
	"fmt"
	"go/ast"
	"go/types"
	"net/url"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// A url.URL's Host holds a port only where the URL names one: for
// "http://localhost/callback" it is "localhost", and a listener given it
// (http.Server's Addr, net.Listen) fails with "missing port in
// address". The port a URL leaves out is its scheme's default, which
// the program must write itself: net.JoinHostPort(u.Hostname(), port).

// listenHost checks e, given as the address a server listens on (where
// names the field or function for messages).
func (h *hostnames) listenHost(e ast.Expr, where string) {
	use := e
	e, local := h.valueOf(e)
	if h.hostField(e) != "url" {
		return
	}
	sel := ast.Unparen(e).(*ast.SelectorExpr)
	parsed := h.parsedHere(sel.X)
	if parsed == nil || local == nil && h.hostWrittenBefore(sel) || h.portRead(sel) || h.parsedWithPort(parsed) {
		return // a URL handed in may be one the caller made with a port
	}
	d := analysis.Diagnostic{
		Pos: sel.Pos(), End: sel.End(), Category: string(rfc.CheckHostName),
		Message: fmt.Sprintf("%s is given as the address %s listens on, but holds no port where the URL leaves out its scheme's default (http://localhost/callback: %q), and the listener fails (missing port in address); use net.JoinHostPort(%s.Hostname(), port), with the default port where %s.Port() is empty%sthe default port is the program's to choose",
			types.ExprString(sel), where, "localhost", types.ExprString(sel.X), types.ExprString(sel.X), noFixMark),
	}
	if local != nil {
		d.Related = []analysis.RelatedInformation{{Pos: use.Pos(), End: use.End(), Message: "given here"}}
	}
	h.emit(sel, d)
}

// portRead reports whether the function that reads sel, a url.URL's
// Host, also asks for the URL's port (u.Port(), net.SplitHostPort of the
// Host): it may refuse or complete a URL without one.
func (h *hostnames) portRead(sel *ast.SelectorExpr) bool {
	d := h.declAt(sel.Pos())
	if d == nil {
		return false
	}
	u, host := types.ExprString(sel.X), types.ExprString(sel)
	found := false
	ast.Inspect(d, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if found || !ok {
			return !found
		}
		if s, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && s.Sel.Name == "Port" && len(call.Args) == 0 && types.ExprString(s.X) == u {
			found = true
		}
		if len(call.Args) == 1 && callRow(h.pass.TypesInfo, call).SplitsHostPort && types.ExprString(ast.Unparen(call.Args[0])) == host {
			found = true
		}
		return !found
	})
	return found
}

// parsedHere returns the text x, a local variable of the function,
// was parsed from (u, err := url.Parse(text)), or nil when it holds
// another URL or none.
func (h *hostnames) parsedHere(x ast.Expr) ast.Expr {
	id, ok := ast.Unparen(x).(*ast.Ident)
	if !ok {
		return nil
	}
	obj, ok := h.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || !h.isLocal(obj) || typesx.IsParam(obj) {
		return nil
	}
	var text ast.Expr
	for _, v := range h.localValues(obj) {
		call, ok := ast.Unparen(v.expr).(*ast.CallExpr)
		if !ok || v.result != 0 || len(call.Args) != 1 {
			return nil
		}
		if _, ok := sinks.ParsedAs(callKey(h.pass.TypesInfo, call)); !ok || text != nil {
			return nil
		}
		text = call.Args[0]
	}
	return text
}

// parsedWithPort reports whether arg, the text of a URL, has values
// that each name a port, or are an address the program gave a scheme to
// parse it ("http://" + addr): an address, and a listen address has its
// port.
func (h *hostnames) parsedWithPort(arg ast.Expr) bool {
	if h.flow == nil {
		return false
	}
	vals, why := h.flow.Resolve(arg, 0)
	if why != "" || len(vals) == 0 {
		return false
	}
	for _, v := range vals {
		text := ""
		for i, p := range v {
			if p.Hole {
				if i == 1 && strings.HasSuffix(text, "://") && !strings.Contains(strings.TrimSuffix(text, "://"), "/") {
					text = ""
					break
				}
				return false
			}
			text += p.Text
		}
		if text == "" {
			continue
		}
		if u, err := url.Parse(text); err != nil || u.Port() == "" {
			return false
		}
	}
	return true
}

// listenAddrArg returns the argument of call that gives the address it
// listens on, if its callee listens (sinks.Func.Listens).
func (h *hostnames) listenAddrArg(call *ast.CallExpr, key string) ast.Expr {
	f := flow.FuncOf(key)
	if !f.Listens || f.AddrArg >= len(call.Args) {
		return nil
	}
	return call.Args[f.AddrArg]
}
