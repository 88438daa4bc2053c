package analyzer

import (
	"go/ast"
	"go/constant"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/rfc"

	"golang.org/x/tools/go/types/typeutil"
)

// pathStringEscaperCheck reports a url.URL literal that holds a Path
// alone and whose String() is taken as an escaper ((&url.URL{Path:
// s}).String(), to get %20 rather than QueryEscape's '+'): String writes
// a relative reference, and one whose first segment holds a ':' would
// read as a scheme, so it writes "./" before it ("00:00:5E:00:53:00"
// becomes "./00:00:5E:00:53:00"). url.PathEscape escapes a segment with
// nothing added. A Path that starts with '/' gets no "./", and one made
// of several segments on purpose (a path: strings.ReplaceAll(rel, "\\",
// "/")) is a relative reference that String writes right.
type pathStringEscaperCheck struct{}

func (pathStringEscaperCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckEscaper} }

func (pathStringEscaperCheck) checkPackage(r *pkgAnalysis) {
	if !r.enabled(rfc.CheckEscaper) {
		return
	}
	for _, lit := range r.lits {
		if !isURLLit(r.pass.TypesInfo, lit) || len(lit.Elts) != 1 || !r.enabledAt(rfc.CheckEscaper, lit) {
			continue
		}
		kv, ok := lit.Elts[0].(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		if key, ok := kv.Key.(*ast.Ident); !ok || key.Name != "Path" {
			continue
		}
		str := r.stringOfLit(lit)
		if str == nil || r.startsWithSlash(kv.Value) || r.attributeValue(str) {
			continue
		}
		if k := r.escapes.exprKind(kv.Value, 0); k == pathText || k == uriText {
			continue // a relative reference of several segments on purpose (a source map's "../src/a.js"), which PathEscape would break
		}
		d := analysis.Diagnostic{Pos: lit.Pos(), End: lit.End(), Category: string(rfc.CheckEscaper),
			Message: "url.URL{Path: " + types.ExprString(kv.Value) + "}.String() escapes it as a relative reference: where its first segment " +
				"holds a ':' (a MAC address, \"a:b\"), String() writes \"./\" before it, which would read as a scheme; escape a path " +
				"segment with url.PathEscape (RFC 3986 §4.2 relative-ref)",
			Related: []analysis.RelatedInformation{{Pos: str.Pos(), End: str.End(), Message: "its text taken here"}}}
		r.out.add(finding{Diagnostic: d, at: lit.Pos(), alone: true})
	}
}

// stringOfLit returns the call of String() on lit, taken directly
// ((&url.URL{...}).String()) or through a local variable assigned it
// alone (u := &url.URL{...}; return u.String()), or nil.
func (r *pkgAnalysis) stringOfLit(lit *ast.CompositeLit) *ast.CallExpr {
	parents := r.flow.Control.Parents(lit)
	i := 0
	for i < len(parents) {
		switch p := parents[i].(type) {
		case *ast.ParenExpr:
			i++
			continue
		case *ast.UnaryExpr:
			if p.X == lit || ast.Unparen(p.X) == lit {
				i++
				continue
			}
		}
		break
	}
	if i >= len(parents) {
		return nil
	}
	switch p := parents[i].(type) {
	case *ast.SelectorExpr:
		if p.Sel.Name == "String" && i+1 < len(parents) {
			if call, ok := parents[i+1].(*ast.CallExpr); ok && call.Fun == p {
				return call
			}
		}
	case *ast.AssignStmt:
		if len(p.Lhs) != 1 || len(p.Rhs) != 1 {
			return nil
		}
		id, ok := p.Lhs[0].(*ast.Ident)
		if !ok {
			return nil
		}
		v, ok := r.pass.TypesInfo.ObjectOf(id).(*types.Var)
		if !ok || v.Parent() == r.pass.Pkg.Scope() {
			return nil
		}
		body := r.flow.Control.EnclosingBody(p)
		if body == nil {
			return nil
		}
		var found *ast.CallExpr
		other := false
		ast.Inspect(body, func(n ast.Node) bool {
			id, ok := n.(*ast.Ident)
			if !ok || r.pass.TypesInfo.Uses[id] != v {
				return true
			}
			ps := r.flow.Control.Parents(id)
			if len(ps) >= 2 {
				if sel, ok := ps[0].(*ast.SelectorExpr); ok && sel.Sel.Name == "String" {
					if call, ok := ps[1].(*ast.CallExpr); ok && call.Fun == sel {
						found = call
						return true
					}
				}
			}
			other = true // written, or used otherwise: not an escaper's
			return true
		})
		if !other {
			return found
		}
	}
	return nil
}

// startsWithSlash reports whether every value e can hold starts with '/'.
func (r *pkgAnalysis) startsWithSlash(e ast.Expr) bool {
	vals, _ := r.flow.Resolve(e, 0)
	if len(vals) == 0 {
		return false
	}
	for _, v := range vals {
		if l, _ := flow.LeadingText(v); !strings.HasPrefix(l, "/") {
			return false
		}
	}
	return true
}

// attributeValue reports whether call, a String() of a url.URL, is
// printed as the whole value of a quoted attribute (fmt.Fprintf(w,
// "<a href=\"%s\">", u.String()), as net/http's directory listing
// does): a relative reference there is what String() writes, "./"
// included, and "./a:b" is the link to "a:b" a bare segment would
// not be.
func (r *pkgAnalysis) attributeValue(call *ast.CallExpr) bool {
	parents := r.flow.Control.Parents(call)
	if len(parents) == 0 {
		return false
	}
	printf, ok := parents[0].(*ast.CallExpr)
	if !ok {
		return false
	}
	fn, ok := typeutil.Callee(r.pass.TypesInfo, printf).(*types.Func)
	if !ok || fn.Pkg() == nil || fn.Pkg().Path() != "fmt" || !strings.HasSuffix(fn.Name(), "printf") {
		return false
	}
	f := 0
	if fn.Name() == "Fprintf" {
		f = 1
	}
	arg := slices.Index(printf.Args, ast.Expr(call)) - f - 1
	if f >= len(printf.Args) || arg < 0 {
		return false
	}
	tv, ok := r.pass.TypesInfo.Types[printf.Args[f]]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return false
	}
	format, attr := constant.StringVal(tv.Value), false
	eachVerb(format, func(pct, verb, n int) bool {
		if n == arg {
			q := format[pct-min(pct, 1) : pct]
			attr = (q == `"` || q == "'") && strings.HasSuffix(format[:pct-1], "=") && format[verb] == 's' &&
				strings.HasPrefix(format[verb+1:], q)
			return false
		}
		return true
	})
	return attr
}
