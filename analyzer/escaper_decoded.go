package analyzer

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// decodedTwiceCheck reports url.QueryUnescape or url.PathUnescape of a
// value net/http or net/url decoded already: a query or form value
// (r.URL.Query().Get(k), r.FormValue(k), url.Values.Get), a path value
// (r.PathValue(k)) or a URL's Path. The second decoding turns the '+' of
// the text into a space and any "%XX" it holds into another byte:
// "x + 1" arrives "x   1", "100%25" fails.
type decodedTwiceCheck struct{}

func (decodedTwiceCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckEscaper} }

func (decodedTwiceCheck) checkCall(r *pkgAnalysis, c *sinkCall) {
	fn, ok := c.Callee.(*types.Func)
	if !ok || !sinks.FuncOfObj(fn).Unescapes || len(c.Call.Args) != 1 || !r.enabledAt(rfc.CheckEscaper, c.Call) {
		return
	}
	what := r.decodedSource(c.Call.Args[0], c.Call, 0)
	if what == "" {
		return
	}
	d := analysis.Diagnostic{Pos: c.Call.Pos(), End: c.Call.End(), Category: string(rfc.CheckEscaper),
		Message: "url." + fn.Name() + " of " + types.ExprString(c.Call.Args[0]) + ", " + what + " that net/http and net/url decoded already: " +
			"decoding it again turns its '+' into a space and its \"%XX\" into other bytes (\"x + 1\" arrives \"x   1\"); use the value as it is"}
	r.out.add(finding{Diagnostic: d, at: c.Call.Pos(), alone: true})
}

// decodedSource names what e is when every value it holds is text a
// request's or a URL's accessor decoded ("a query value", "a form value",
// "a path value", "a URL's Path"), or "". A local variable is followed
// through its assignments but the one that stores the unescaper's own
// result (q, _ = url.QueryUnescape(q)).
func (r *pkgAnalysis) decodedSource(e ast.Expr, unescape *ast.CallExpr, depth int) string {
	info := r.pass.TypesInfo
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		v, ok := info.Uses[x].(*types.Var)
		if !ok || depth > 2 || v.Pkg() != r.pass.Pkg || v.Parent() == r.pass.Pkg.Scope() || typesx.IsParam(v) {
			return ""
		}
		vi := r.flow.VarInfo(v)
		if vi == nil || len(vi.Rhs) == 0 {
			return ""
		}
		what := ""
		for _, rhs := range vi.Rhs {
			if ast.Unparen(rhs) == ast.Expr(unescape) {
				continue
			}
			w := r.decodedSource(rhs, unescape, depth+1)
			if w == "" {
				return ""
			}
			what = w
		}
		// Assignments from a tuple (q, _ = url.QueryUnescape(q)) are the
		// unescaper's own; any other makes the value unknown.
		for _, first := range vi.First {
			if first != unescape {
				return ""
			}
		}
		return what
	case *ast.SelectorExpr:
		if x.Sel.Name == "Path" && isURL(info.TypeOf(x.X)) {
			return "a URL's Path"
		}
	case *ast.CallExpr:
		if fn, ok := typeutilCallee(info, x).(*types.Func); ok {
			return sinks.FuncOfObj(fn).DecodedText
		}
	}
	return ""
}
