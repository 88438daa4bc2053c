package analyzer

import (
	"fmt"
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/rfc"
)

// schemeOnlyCopy reports u.Scheme = "https" where u is a copy of the URL
// of the request a server's handler received (u := *r.URL) and the
// function writes u's text (u.String()) but never its Host: net/http
// fills a received request's URL from its request line, which names no
// host, so the text is "https:///path", a URL with no host (a redirect
// to HTTPS that no browser follows). The host a request names is in
// r.Host.
func (h *hostnames) schemeOnlyCopy(as *ast.AssignStmt) {
	if h.flow == nil || h.proxy || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
		// (The port splits alone run with no value flow: portSplitsOnly.)
		return
	}
	sel, ok := ast.Unparen(as.Lhs[0]).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Scheme" {
		return
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return
	}
	u, ok := h.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || u.Pkg() != h.pass.Pkg || u.Parent() == h.pass.Pkg.Scope() {
		return
	}
	vi := h.flow.VarInfo(u)
	// (u.String() takes its address: the variable escapes, and writesHost
	// reads the rest.)
	if vi == nil || len(vi.Results) > 0 || len(vi.Rhs) != 1 {
		return
	}
	x := ast.Unparen(vi.Rhs[0])
	if star, ok := x.(*ast.StarExpr); ok {
		x = star.X
	}
	r := h.requestURL(x)
	if r == nil || !h.handlers[r] && h.servedBy[r] == nil || h.fillsAll || h.filledReq[r] {
		return
	}
	body := h.flow.Control.EnclosingBody(as)
	if body == nil || !writesText(h.pass.TypesInfo, body, u) || writesHost(h.pass.TypesInfo, body, u) {
		return
	}
	name := types.ExprString(ast.Unparen(x).(*ast.SelectorExpr).X)
	scheme, ok := h.flow.ConstString(as.Rhs[0])
	if !ok || scheme == "" {
		scheme = "https"
	}
	// Reported at the copy, where the URL without a host is made.
	at := vi.Rhs[0]
	h.emit(at, analysis.Diagnostic{
		Pos: at.Pos(), End: at.End(), Category: string(rfc.CheckHostName),
		Message: fmt.Sprintf("%s copies %s, whose Host is empty in a server's handler: with its Scheme set, its text is %q, "+
			"a URL with no host; set %s.Host = %s.Host", id.Name, types.ExprString(x), scheme+":///path", id.Name, name),
	})
}

// writesText reports whether body calls u.String(), writing u's text.
func writesText(info *types.Info, body *ast.BlockStmt, u *types.Var) bool {
	found := false
	flow.Inspect(body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && len(call.Args) == 0 {
			if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && sel.Sel.Name == "String" {
				if id, ok := ast.Unparen(sel.X).(*ast.Ident); ok && info.Uses[id] == u {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// writesHost reports whether body assigns u.Host, takes its address, or
// hands u on to another function, which may set it.
func writesHost(info *types.Info, body *ast.BlockStmt, u *types.Var) bool {
	isU := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && info.Uses[id] == u
	}
	found := false
	flow.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				if sel, ok := ast.Unparen(l).(*ast.SelectorExpr); ok && isU(sel.X) && sel.Sel.Name != "Scheme" && sel.Sel.Name != "Path" && sel.Sel.Name != "RawPath" && sel.Sel.Name != "RawQuery" && sel.Sel.Name != "Fragment" {
					found = true // Host, User, Opaque
				}
			}
		case *ast.UnaryExpr:
			found = found || isU(n.X)
		case *ast.CallExpr:
			for _, a := range n.Args {
				found = found || isU(a)
			}
		}
		return !found
	})
	return found
}
