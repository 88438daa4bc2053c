package analyzer

import (
	"go/ast"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/rfc"
)

// pathQueryCheck reports a '?' written into url.URL's Path or RawPath
// before a whole query (u.Path = p + "?" + q.Encode(), or + v.RawQuery):
// String escapes a '?' of Path as %3F and drops a RawPath that holds one,
// so the query is sent as part of the path and the server never sees its
// parameters. The grammar reports "?key=" written out; a query that
// url.Values.Encode made or a URL's RawQuery is one whatever its text.
type pathQueryCheck struct{}

func (pathQueryCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckURLField} }

func (pathQueryCheck) checkText(r *pkgAnalysis, t *valueText) {
	if t.target != rfc.DecodedPath && t.target != rfc.RawPath || !r.enabledAt(rfc.CheckURLField, t.at) {
		return
	}
	for i := 1; i < len(t.v); i++ {
		prev := t.v[i-1]
		if prev.Hole || !strings.HasSuffix(prev.Text, "?") || !r.wholeQuery(t.v[i]) {
			continue
		}
		q := t.starts[i] - 1
		r.reportCleaned(t.v, t.starts, t.s, rfc.Violation{Start: q, End: q + 1, Check: rfc.CheckURLField, Rule: "path",
			RFC: "RFC 3986 §3.3", Severity: rfc.Error,
			Message: "a path field holds a query: url.URL.String escapes its '?' as %3F, and the query is sent as part of the path; set url.URL.RawQuery"},
			t.at, t.sink, 0)
		return
	}
}

// wholeQuery reports whether hole p is a whole query: what
// url.Values.Encode made, or a url.URL's RawQuery.
func (r *pkgAnalysis) wholeQuery(p flow.Piece) bool {
	if !p.Hole {
		return false
	}
	if p.Kind == flow.QueryText {
		return true
	}
	sel, ok := ast.Unparen(p.Use).(*ast.SelectorExpr)
	return ok && sel.Sel.Name == "RawQuery" && isURL(r.pass.TypesInfo.TypeOf(sel.X))
}
