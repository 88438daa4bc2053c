package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// joinedPairsCheck reports url.PathEscape of the value of each key=value
// pair that the function appends to a slice and then joins with '&'
// after a '?' (pairs = append(pairs, fmt.Sprintf("%s=%s", k,
// url.PathEscape(v))), then u += "?" + strings.Join(pairs, "&")): each
// element is a query parameter, whose '&', '=' and '+' PathEscape leaves
// as they are. The query is made by hand, so no sink need be in sight.
type joinedPairsCheck struct{}

func (joinedPairsCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckEscaper} }

func (joinedPairsCheck) checkCall(r *pkgAnalysis, c *sinkCall) {
	info := r.pass.TypesInfo
	if len(c.Call.Args) != 1 || callRow(info, c.Call).Escapes != sinks.EscapesSegment || c.Fn == nil || c.Fn.Body == nil ||
		!r.enabledAt(rfc.CheckEscaper, c.Call) {
		return
	}
	pair, ok := r.pairValue(c.Call)
	if !ok {
		return
	}
	slice := appendedTo(info, pair, r.flow.Control.Parents(pair))
	if slice == nil || slice.Pkg() != r.pass.Pkg || slice.Parent() == r.pass.Pkg.Scope() {
		return
	}
	if _, plain := r.escapes.charset(c.Call.Args[0], 0); plain {
		return
	}
	join := r.escapes.joinedInto(c.Fn.Body, slice, c.Call, "&", func(prev ast.Expr) bool {
		return strings.HasSuffix(constString(info, prev), "?")
	})
	if join == nil {
		return
	}
	r.escapes.reportJoinedEscape(c.Call, join, "QueryEscape", "url.PathEscape of the value of each key=value pair of a query joined with '&': it leaves '&', '=' and '+' "+
		"as they are, so the text can add parameters or turn into a space; escape it with url.QueryEscape", "joined into the query here")
}

// pairValue returns the expression that writes call, an escape, as the
// whole value of a key=value pair: fmt.Sprintf("%s=%s", k, call), whose
// format has no '/', '?' or '&' and ends in "=%s" (or "=%v"); or k + "="
// + call, call last.
func (r *pkgAnalysis) pairValue(call *ast.CallExpr) (ast.Expr, bool) {
	info := r.pass.TypesInfo
	parents := r.flow.Control.Parents(call)
	if len(parents) == 0 {
		return nil, false
	}
	switch p := parents[0].(type) {
	case *ast.CallExpr:
		if !callRow(info, p).Formats || len(p.Args) != 3 || p.Args[2] != ast.Expr(call) {
			return nil, false
		}
		f := constString(info, p.Args[0])
		if strings.ContainsAny(f, "/?&") || !(strings.HasSuffix(f, "=%s") || strings.HasSuffix(f, "=%v")) || strings.Count(f, "%") != 2 {
			return nil, false
		}
		return p, true
	case *ast.BinaryExpr:
		if p.Op != token.ADD || p.Y != ast.Expr(call) {
			return nil, false
		}
		ops := typesx.Operands(p, token.ADD)
		if len(ops) < 2 || ops[len(ops)-1] != ast.Expr(call) || constString(info, ops[len(ops)-2]) != "=" {
			return nil, false
		}
		// k + "=" + url.PathEscape(v): the whole concatenation.
		top := ast.Expr(p)
		for _, q := range parents[1:] {
			b, ok := q.(*ast.BinaryExpr)
			if !ok || b.Op != token.ADD {
				break
			}
			top = b
		}
		if top != ast.Expr(p) {
			return nil, false // text after the value
		}
		return p, true
	}
	return nil, false
}

// appendedTo returns the local slice that e is appended to, as its one
// element (s = append(s, e)), given e's parents; nil otherwise.
func appendedTo(info *types.Info, e ast.Expr, parents []ast.Node) *types.Var {
	if len(parents) < 2 {
		return nil
	}
	a, ok := parents[0].(*ast.CallExpr)
	as, isAs := parents[1].(*ast.AssignStmt)
	if !ok || !isAs || len(as.Lhs) != 1 || len(as.Rhs) != 1 || as.Rhs[0] != ast.Expr(a) || len(a.Args) != 2 || a.Ellipsis.IsValid() || a.Args[1] != e {
		return nil
	}
	b, ok := info.Uses[calleeIdent(a)].(*types.Builtin)
	l, isID := ast.Unparen(as.Lhs[0]).(*ast.Ident)
	if !ok || b.Name() != "append" || !isID {
		return nil
	}
	v, ok := typesx.ObjectOf(info, l).(*types.Var)
	if !ok || !typesx.IsIdentOf(info, a.Args[0], v) {
		return nil
	}
	return v
}

// pathEscapesPairs reports whether the package calls url.PathEscape and
// strings.Join, as a query joined by hand does: the fast paths keep such
// a package for joinedPairsCheck, which needs no sink in sight.
func (r *pkgAnalysis) pathEscapesPairs() bool {
	if !r.enabled(rfc.CheckEscaper) || !importsAny(r.pass.Pkg, "net/url") || !importsAny(r.pass.Pkg, "strings") {
		return false
	}
	for _, obj := range r.pass.TypesInfo.Uses {
		if fn, ok := obj.(*types.Func); ok && fn.Name() == "PathEscape" && fn.Pkg() != nil && fn.Pkg().Path() == "net/url" {
			return true
		}
	}
	return false
}
