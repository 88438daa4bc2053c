package analyzer

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// slashJoinCheck reports a request target, which starts with '/',
// written after a path that ends with one: "https://backend/" +
// r.URL.RequestURI() sends "//users". A URL or a path after a base is no
// segment to escape (valuekind.go); the join is what can be wrong there.
type slashJoinCheck struct{}

func (slashJoinCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckJoin} }

func (slashJoinCheck) checkText(r *pkgAnalysis, t *valueText) {
	if !rawTargets[t.target] || t.sink == "literal" || !r.enabledAt(rfc.CheckJoin, t.at) {
		return
	}
	v := t.v
	for i := 1; i < len(v); i++ {
		p, prev := v[i], v[i-1]
		if !p.Hole || prev.Hole || !written(prev) || !strings.HasSuffix(prev.Text, "/") || p.Verb != nil && (p.Verb.Arg == nil || p.Verb.Verb != "s" && p.Verb.Verb != "v") {
			continue
		}
		e, why := p.Use, p.Why
		if p.Verb != nil {
			e, why = p.Verb.Arg, p.Verb.ArgWhy
		}
		j := t.starts[i]
		if e == nil || !r.escapes.slashFirst(e, why, 0) || rfc.ComponentAt(t.s, j) != rfc.InPath {
			continue
		}
		viol := rfc.Violation{Start: j - 1, End: j, Check: rfc.CheckJoin, Rule: "path-abempty", RFC: "RFC 3986 §3.3", Severity: rfc.Error,
			Message: shortExpr(e) + " starts with '/': written after this '/', it makes \"//\" in the path, an empty segment that servers read differently; drop one '/'"}
		r.report(v, t.starts, t.s, viol, t.at, t.sink)
	}
}

// slashFirst reports whether the text of e, a hole of reason why,
// always starts with '/': a url.URL's RequestURI() (the request target,
// "/" when the path is empty), or the path of a request a server
// received (r.URL.Path, whose reason is input), directly or through a
// local variable assigned once.
func (r *escaping) slashFirst(e ast.Expr, why flow.Reason, depth int) bool {
	info := r.pass.TypesInfo
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		v, ok := info.Uses[x].(*types.Var)
		if !ok || depth > 2 || v.Pkg() != r.pass.Pkg || v.Parent() == r.pass.Pkg.Scope() || typesx.IsParam(v) {
			return false
		}
		vi := r.flow.VarInfo(v)
		if vi == nil || vi.Escapes || len(vi.Rhs) != 1 {
			return false
		}
		return r.slashFirst(vi.Rhs[0], why, depth+1)
	case *ast.CallExpr:
		sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr)
		return ok && len(x.Args) == 0 && sel.Sel.Name == "RequestURI" && isURL(info.TypeOf(sel.X))
	case *ast.SelectorExpr:
		return x.Sel.Name == "Path" && isURL(info.TypeOf(x.X)) && why == flow.ReasonInput
	}
	return false
}
