package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
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

// urlQueryPathCheck reports the text of a url.URL whose query the function
// sets (u.RawQuery = q.Encode(), or a literal's RawQuery) written into a
// Path or RawPath, or passed as a parameter of the package whose text
// starts one (snapsFromPath(u.String()), handed on to url.URL{Path:
// path}): String writes the query after a '?', which the path field
// escapes as %3F (in RawPath, String drops the field), so the query is
// sent as part of the path.
type urlQueryPathCheck struct{}

func (urlQueryPathCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckURLField} }

func (urlQueryPathCheck) wants(a *sinks.Arg) bool {
	return a.Target == rfc.DecodedPath || a.Target == rfc.RawPath
}

func (urlQueryPathCheck) checkArgExpr(p *pkgAnalysis, arg ast.Expr, at ast.Node, sink string, a sinks.Arg) {
	r := p.guarantees
	if !r.enabledAt(rfc.CheckURLField, at) {
		return
	}
	if c := r.madeBy(arg, writesQuery); c != nil {
		r.reportQueryInPath(c, at, sink)
	} else if q := r.paramLead(arg); q != nil {
		if r.pathParams == nil {
			r.pathParams = make(map[*types.Var]sinkAt)
		}
		if _, ok := r.pathParams[q]; !ok {
			r.pathParams[q] = sinkAt{sink, at}
		}
	}
}

// checkPackage judges the arguments of the package's calls for the
// parameters whose text starts a path field, in rounds: a parameter
// passed on to one of them starts it too.
func (urlQueryPathCheck) checkPackage(p *pkgAnalysis) {
	r := p.guarantees
	for changed := len(r.pathParams) > 0; changed; {
		changed = false
		for _, site := range r.flow.Sites {
			fn, ok := site.Callee.(*types.Func)
			if !ok || fn.Pkg() != r.pass.Pkg || site.Call.Ellipsis.IsValid() || !r.enabledAt(rfc.CheckURLField, site.Call) {
				continue
			}
			params := fn.Origin().Signature().Params()
			for i := 0; i < params.Len() && i < len(site.Call.Args); i++ {
				to, ok := r.pathParams[params.At(i)]
				if !ok {
					continue
				}
				arg := site.Call.Args[i]
				if c := r.madeBy(arg, writesQuery); c != nil {
					r.reportQueryInPath(c, to.at, to.sink)
				} else if q := r.paramLead(arg); q != nil {
					if _, seen := r.pathParams[q]; !seen {
						r.pathParams[q] = to
						changed = true
					}
				}
			}
		}
	}
}

// A sinkAt is a sink and where a value reaches it.
type sinkAt struct {
	sink string
	at   ast.Node
}

// writesQuery reports whether f writes a url.URL's query: String, RequestURI.
func writesQuery(f sinks.Func) bool { return f.URLString || f.RequestTarget }

// reportQueryInPath reports c, the text of a url.URL, when the function
// that writes it gives that URL a query (queriedURL).
func (r *guarantees) reportQueryInPath(c *ast.CallExpr, at ast.Node, sink string) {
	recv := r.queriedURL(c)
	if recv == nil || r.queryPaths[c] {
		return
	}
	if r.queryPaths == nil {
		r.queryPaths = make(map[*ast.CallExpr]bool)
	}
	r.queryPaths[c] = true
	name := r.imports.sinkName(sink, at)
	d := analysis.Diagnostic{Pos: c.Pos(), End: c.End(), Category: string(rfc.CheckURLField),
		Message: name + ": " + shortExpr(c) + " writes the query set in " + shortExpr(recv) + ".RawQuery after a '?', which a path field escapes as %3F: the query is sent as part of the path; set url.URL.RawQuery"}
	if c.Pos() < at.Pos() || c.Pos() >= at.End() {
		d.Related = append(d.Related, analysis.RelatedInformation{Pos: at.Pos(), End: at.End(), Message: "reaches " + name + " here"})
	}
	r.out.add(finding{Diagnostic: d, at: at.Pos(), alone: true})
}

// queriedURL returns the receiver of call, a call of a text method of
// url.URL that writes the query (String, RequestURI), when it is a local
// variable whose RawQuery the function sets before the call, to text that
// is not the empty constant; nil otherwise.
func (r *guarantees) queriedURL(call *ast.CallExpr) ast.Expr {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || len(call.Args) != 0 {
		return nil
	}
	recv := ast.Unparen(sel.X)
	if u, ok := recv.(*ast.UnaryExpr); ok && u.Op == token.AND {
		recv = ast.Unparen(u.X)
	}
	id, ok := recv.(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := r.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.Parent() == nil || v.Parent() == r.pass.Pkg.Scope() || v.IsField() {
		return nil
	}
	cur, ok := r.flow.Control.Cursor(call)
	if !ok {
		return nil
	}
	var body *ast.BlockStmt
	for c := range cur.Enclosing((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)) {
		switch f := c.Node().(type) {
		case *ast.FuncDecl:
			body = f.Body
		case *ast.FuncLit:
			body = f.Body
		}
		break
	}
	if body == nil || v.Pos() < body.Pos() || v.Pos() >= body.End() {
		return nil
	}
	set := false
	is := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && (r.pass.TypesInfo.Uses[id] == v || r.pass.TypesInfo.Defs[id] == v)
	}
	ast.Inspect(body, func(n ast.Node) bool {
		if set || n == nil || n.Pos() >= call.Pos() {
			return false
		}
		var lhs, rhs []ast.Expr
		switch n := n.(type) {
		case *ast.AssignStmt:
			lhs, rhs = n.Lhs, n.Rhs
		case *ast.ValueSpec:
			for _, name := range n.Names {
				lhs = append(lhs, name)
			}
			rhs = n.Values
		}
		if len(lhs) != len(rhs) {
			return true
		}
		for i, l := range lhs {
			if s, ok := ast.Unparen(l).(*ast.SelectorExpr); ok && s.Sel.Name == "RawQuery" && is(s.X) {
				set = set || !typesx.IsEmptyString(r.pass.TypesInfo, rhs[i])
			} else if is(l) {
				set = set || literalQuery(r.pass.TypesInfo, rhs[i])
			}
		}
		return !set
	})
	if !set {
		return nil
	}
	return sel.X
}

// literalQuery reports whether e is a url.URL literal, or its address,
// whose RawQuery is text that is not the empty constant.
func literalQuery(info *types.Info, e ast.Expr) bool {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	lit, ok := e.(*ast.CompositeLit)
	if !ok || !isURL(info.TypeOf(lit)) {
		return false
	}
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok && isKey(kv.Key, "RawQuery") && !typesx.IsEmptyString(info, kv.Value) {
			return true
		}
	}
	return false
}
