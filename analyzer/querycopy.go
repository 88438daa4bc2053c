package analyzer

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/rfc"
)

// queryCopyCheck reports url.Values.Set, Add or Del called on the result
// of (*url.URL).Query(): Query parses RawQuery into a new map on each
// call, so the edit changes a map that nothing keeps, and the URL is sent
// as it was (u.Query().Add("callback", cb) before http.Redirect).
type queryCopyCheck struct{}

func (queryCopyCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckQueryCopy} }

// queryCopyDoc documents rfc.CheckQueryCopy.
var queryCopyDoc = rfc.CheckDoc{
	ID:    rfc.CheckQueryCopy,
	Title: "Edit of a copy of the query",
	Explanation: "(*url.URL).Query parses the URL's RawQuery into a new url.Values each time it is called: the map " +
		"belongs to the caller, and the URL does not see what is done to it. u.Query().Set(\"page\", \"2\"), " +
		"u.Query().Add(\"redirect_uri\", cb) and r.URL.Query().Del(\"token\") change that map and drop it, so the " +
		"URL is sent, redirected to or logged as it was. Keep the map, edit it and write it back: q := u.Query(); " +
		"q.Set(\"page\", \"2\"); u.RawQuery = q.Encode(). A map kept in a variable and never written back is not " +
		"reported: the code may read it for itself.",
	Bad:    `u.Query().Set("page", "2")`,
	Good:   `q := u.Query(); q.Set("page", "2"); u.RawQuery = q.Encode()`,
	Source: true, Since: "v0.5.0",
}

func (queryCopyCheck) checkCall(r *pkgAnalysis, c *sinkCall) {
	fn, ok := c.Callee.(*types.Func)
	if !ok || !sinks.FuncOfObj(fn).EditsValues || !r.enabledAt(rfc.CheckQueryCopy, c.Call) {
		return
	}
	sel, ok := ast.Unparen(c.Call.Fun).(*ast.SelectorExpr)
	if !ok {
		return
	}
	query, ok := ast.Unparen(sel.X).(*ast.CallExpr)
	if !ok || len(query.Args) != 0 {
		return
	}
	qfn, ok := typeutilCallee(r.pass.TypesInfo, query).(*types.Func)
	if !ok || !sinks.FuncOfObj(qfn).QueryCopy {
		return
	}
	qsel, ok := ast.Unparen(query.Fun).(*ast.SelectorExpr)
	if !ok || !isURL(r.pass.TypesInfo.TypeOf(qsel.X)) {
		return
	}
	u := shortExpr(qsel.X)
	d := analysis.Diagnostic{Pos: c.Call.Pos(), End: c.Call.End(), Category: string(rfc.CheckQueryCopy),
		Message: "url.Values." + fn.Name() + " on " + u + ".Query(), a copy of the query parsed anew on each call: the edit is lost and " + u +
			" keeps its query; keep the map (q := " + u + ".Query()), edit it, and write it back (" + u + ".RawQuery = q.Encode())"}
	r.out.add(finding{Diagnostic: d, at: c.Call.Pos(), alone: true})
}
