package analyzer

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// portReplaceCheck reports a url.URL's port changed by replacing its
// text in the Host: strings.Replace(u.Host, u.Port(), port, n) and
// strings.ReplaceAll replace the port's digits wherever they first
// occur, which may be inside the host ("37.228.93.80:80" becomes
// "37.228.93.443:80"). net.JoinHostPort(u.Hostname(), port) writes the
// new port after the host alone.
type portReplaceCheck struct{}

func (portReplaceCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckHostPort} }

func (portReplaceCheck) checkCall(r *pkgAnalysis, c *sinkCall) {
	fn, ok := c.Callee.(*types.Func)
	if !ok || fn.Pkg() == nil || fn.Pkg().Path() != "strings" || fn.Name() != "Replace" && fn.Name() != "ReplaceAll" || len(c.Call.Args) < 3 {
		return
	}
	host, old := ast.Unparen(c.Call.Args[0]), ast.Unparen(c.Call.Args[1])
	sel, ok := host.(*ast.SelectorExpr)
	if !ok || !isURLHost(r.pass.TypesInfo, sel) || !isPortOf(r.pass.TypesInfo, old, sel.X) || !r.enabledAt(rfc.CheckHostPort, c.Call) {
		return
	}
	u, where, example := types.ExprString(sel.X), "where they first occur", "37.228.93.443:80"
	if fn.Name() == "ReplaceAll" {
		where, example = "wherever they occur", "37.228.93.443:443"
	}
	d := analysis.Diagnostic{
		Pos: c.Call.Pos(), End: c.Call.End(), Category: string(rfc.CheckHostPort),
		Message: "strings." + fn.Name() + " replaces the port's digits " + where + " in " + types.ExprString(sel) +
			", which may be inside the host (37.228.93.80:80 becomes " + example + "); write net.JoinHostPort(" + u +
			".Hostname(), port)" + noFixMark + "the new port's text is the program's",
	}
	r.out.add(finding{Diagnostic: d, at: c.Call.Pos(), alone: true})
}

// isURLHost reports whether sel reads the Host field of a net/url.URL
// (promoted through an embedding too).
func isURLHost(info *types.Info, sel *ast.SelectorExpr) bool {
	v, ok := info.Uses[sel.Sel].(*types.Var)
	return ok && v.IsField() && v.Name() == "Host" && v.Pkg() != nil && v.Pkg().Path() == "net/url"
}

// isPortOf reports whether e is x.Port(), x the same variable or field.
func isPortOf(info *types.Info, e, x ast.Expr) bool {
	call, ok := e.(*ast.CallExpr)
	if !ok || len(call.Args) != 0 {
		return false
	}
	s, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || s.Sel.Name != "Port" {
		return false
	}
	fn, ok := info.Uses[s.Sel].(*types.Func)
	return ok && fn.Pkg() != nil && fn.Pkg().Path() == "net/url" && typesx.SameExpr(s.X, x)
}
