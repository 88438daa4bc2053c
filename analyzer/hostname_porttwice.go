package analyzer

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// A url.URL's Host already holds the port where the URL names one
// ("gemini://127.0.0.1:1965/" has Host "127.0.0.1:1965"), so an address
// written as u.Host + ":" + port is "127.0.0.1:1965:1965" there, which
// no dialer or listener reads (too many colons). The Host is a host
// alone only where the URL names no port, which the code asks where it
// tests u.Port() or the Host itself (strings.Contains(u.Host, ":")).

// portTwice checks addr, the address a dialer, a resolver or a listener
// is given (where names it for messages): a url.URL's Host followed by
// ':' and a port, in a concatenation or a fmt.Sprintf format, itself or
// through a local variable assigned once.
func (h *hostnames) portTwice(addr ast.Expr, where string) {
	e, local := h.valueOf(addr)
	sel := h.hostBeforeColon(e)
	if sel == nil || local == nil && h.hostWrittenBefore(sel) || h.splitFailed(sel) || h.portAsked(sel) || h.inBracketed(sel) {
		return
	}
	u := types.ExprString(sel.X)
	d := analysis.Diagnostic{
		Pos: sel.Pos(), End: sel.End(), Category: string(rfc.CheckHostName),
		Message: fmt.Sprintf("%s holds the port where the URL names one (127.0.0.1:1965), and the address given to %s writes ':' and a port after it: 127.0.0.1:1965:1965, which no dialer reads; use net.JoinHostPort(%s.Hostname(), port), with the default port where %s.Port() is empty%sthe port to write is the program's to choose",
			types.ExprString(sel), where, u, u, noFixMark),
	}
	if local != nil {
		d.Related = []analysis.RelatedInformation{{Pos: addr.Pos(), End: addr.End(), Message: "given here"}}
	}
	h.emit(sel, d)
}

// hostBeforeColon returns the url.URL Host field that e writes right
// before a ':' (u.Host + ":" + port, u.Host + ":443",
// fmt.Sprintf("%s:%d", u.Host, port)), or nil.
func (h *hostnames) hostBeforeColon(e ast.Expr) *ast.SelectorExpr {
	info := h.pass.TypesInfo
	if call, ok := ast.Unparen(e).(*ast.CallExpr); ok && flow.IsSprintf(info, call) && !call.Ellipsis.IsValid() && len(call.Args) > 1 {
		// The format is read from the type information: the check also
		// runs without value flow, on packages of port splits only.
		format := constantString(info.Types[call.Args[0]])
		if strings.ContainsAny(format, "[*") {
			return nil // argument indexes and '*' widths move the arguments
		}
		ps := flow.SplitFormat(flow.Piece{Text: format})
		k := 1
		for i, p := range ps {
			if !p.Hole {
				continue
			}
			if k < len(call.Args) && i+1 < len(ps) && !ps[i+1].Hole && strings.HasPrefix(ps[i+1].Text, ":") && h.hostField(call.Args[k]) == "url" {
				return ast.Unparen(call.Args[k]).(*ast.SelectorExpr)
			}
			k++
		}
		return nil
	}
	ops := typesx.Operands(e, token.ADD)
	for i := 0; i+1 < len(ops); i++ {
		if h.hostField(ops[i]) != "url" {
			continue
		}
		if tv, ok := info.Types[ops[i+1]]; ok && strings.HasPrefix(constantString(tv), ":") {
			return ast.Unparen(ops[i]).(*ast.SelectorExpr)
		}
	}
	return nil
}

// portAsked reports whether sel, a read of u.Host, runs only under a
// test that asks about the URL's port: an if (or a switch case) around
// it, or an if before it that leaves, whose condition reads u.Port() or
// hands the Host to a call (strings.Contains(u.Host, ":"),
// net.SplitHostPort(u.Host)).
func (h *hostnames) portAsked(sel *ast.SelectorExpr) bool {
	asks := func(cond ast.Node) bool {
		found := false
		ast.Inspect(cond, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if found || !ok {
				return !found
			}
			if s, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && s.Sel.Name == "Port" && len(call.Args) == 0 && sameVar(h.pass.TypesInfo, s.X, sel.X) {
				found = true
			}
			for _, a := range call.Args {
				if sameVar(h.pass.TypesInfo, a, sel) {
					found = true
				}
			}
			return !found
		})
		return found
	}
	child := ast.Node(sel)
	for _, n := range h.parents(sel) {
		switch n := n.(type) {
		case *ast.FuncDecl, *ast.FuncLit:
			return false
		case *ast.IfStmt:
			if (child == n.Body || n.Else != nil && child == n.Else) && (asks(n.Cond) || n.Init != nil && asks(n.Init)) {
				return true
			}
		case *ast.CaseClause:
			for _, e := range n.List {
				if asks(e) {
					return true
				}
			}
		case *ast.BlockStmt:
			for _, s := range n.List {
				if s.Pos() >= child.Pos() {
					break
				}
				if is, ok := s.(*ast.IfStmt); ok && (asks(is.Cond) || is.Init != nil && asks(is.Init)) && flow.Exits(is.Body) {
					return true
				}
			}
		}
		child = n
	}
	return false
}
