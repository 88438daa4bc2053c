package analyzer

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// queryNamedSegment reports whether viol, a ':name' route parameter in
// t, is a literal segment of the API that the URL's own query fills by
// the same name (Dataverse's /api/datasets/:persistentId/ with
// ?persistentId=doi:...): a parameter of that name in the query's
// constant text, or, for a url.URL literal's Path, a key its RawQuery's
// url.Values (q.Encode()) is given by q.Set or q.Add, or in its literal.
// The program holds the value and sends it, in the query: the segment
// is not one it forgot to fill.
func (r *pkgAnalysis) queryNamedSegment(t *valueText, viol rfc.Violation) bool {
	if viol.Check != rfc.CheckPlaceholder || !strings.HasPrefix(t.s[viol.Start:viol.End], ":") {
		return false
	}
	name := t.s[viol.Start+1 : viol.End]
	if _, query, ok := strings.Cut(t.s[viol.End:], "?"); ok {
		for pair := range strings.SplitSeq(query, "&") {
			if key, _, _ := strings.Cut(pair, "="); key == name {
				return true
			}
		}
	}
	if t.at == nil || t.sink != "net/url.URL.Path" {
		return false
	}
	for _, n := range append([]ast.Node{t.at}, r.flow.Control.Parents(t.at)...) {
		lit, ok := n.(*ast.CompositeLit)
		if !ok {
			continue
		}
		if !isURLLitType(r.pass.TypesInfo.TypeOf(lit)) {
			return false
		}
		for _, elt := range lit.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok && isKey(kv.Key, "RawQuery") {
				return r.valuesKey(kv.Value, name)
			}
		}
		return false
	}
	return false
}

// isKey reports whether e, the key of a struct literal's element, names
// the field name.
func isKey(e ast.Expr, name string) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == name
}

// valuesKey reports whether e is q.Encode() of a local url.Values q that
// its function gives key name: q.Set(name, …), q.Add(name, …), or a
// literal url.Values{name: …}.
func (r *pkgAnalysis) valuesKey(e ast.Expr, name string) bool {
	info := r.pass.TypesInfo
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 0 {
		return false
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Encode" || !typesx.IsNamed(info.TypeOf(sel.X), "net/url", "Values", false) {
		return false
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return false
	}
	q, ok := info.Uses[id].(*types.Var)
	fd := r.flow.Control.FuncDeclAt(e.Pos())
	if !ok || fd == nil || fd.Body == nil {
		return false
	}
	found := false
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			s, ok := ast.Unparen(n.Fun).(*ast.SelectorExpr)
			if ok && (s.Sel.Name == "Set" || s.Sel.Name == "Add") && len(n.Args) == 2 && typesx.IsIdentOf(info, s.X, q) && constString(info, n.Args[0]) == name {
				found = true
			}
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				if typesx.IsIdentOf(info, lhs, q) && i < len(n.Rhs) {
					if lit, ok := ast.Unparen(n.Rhs[i]).(*ast.CompositeLit); ok {
						for _, elt := range lit.Elts {
							if kv, ok := elt.(*ast.KeyValueExpr); ok && constString(info, kv.Key) == name {
								found = true
							}
						}
					}
				}
			}
		}
		return !found
	})
	return found
}
