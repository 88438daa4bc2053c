package analyzer

import (
	"go/ast"

	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// decodedPath returns the selector of hole i of t when it is a url.URL's
// Path written into URL text as its path: the value starts with it (a
// reference), or it follows the same URL's Host (u.Host + u.Path,
// fmt.Sprintf("%s://%s%s", u.Scheme, u.Host, u.Path)) or constant text
// that leaves it in a path. Path is the decoded form: its escapes are
// gone, so "/a%2Fb" is sent as /a/b and "/a%3Fb" starts a query; but
// not a url.URL record's, whose Path holds URL text (recordPathRead).
func (r *escaping) decodedPath(t *valueText, i, shift int, s string) *ast.SelectorExpr {
	p := t.v[i]
	sel, ok := ast.Unparen(holeExpr(p)).(*ast.SelectorExpr)
	if !p.Hole || p.Verb != nil && p.Verb.Verb != "s" && p.Verb.Verb != "v" || !ok || sel.Sel.Name != "Path" || !isURL(r.pass.TypesInfo.TypeOf(sel.X)) || r.assigns.recordPathRead(sel) {
		return nil
	}
	switch {
	case i == 0:
		return sel
	case t.v[i-1].Hole:
		host, ok := ast.Unparen(holeExpr(t.v[i-1])).(*ast.SelectorExpr)
		if ok && host.Sel.Name == "Host" && typesx.SameExpr(host.X, sel.X) {
			return sel
		}
	case rfc.ComponentAt(s, t.starts[i]+shift) == rfc.InPath:
		return sel
	}
	return nil
}

// reportDecodedPath reports u.Path written into URL text, with the fix
// that writes u.EscapedPath(), the text String writes for it.
func (r *escaping) reportDecodedPath(sel *ast.SelectorExpr, t *valueText) {
	name := r.imports.sinkName(t.sink, t.at)
	d := analysis.Diagnostic{Pos: sel.Pos(), End: sel.End(), Category: string(rfc.CheckEscaper),
		Message: name + ": " + shortExpr(sel) + " is the decoded path, written into URL text: its escapes are gone (%2F is sent as '/', %3F starts a query, %20 is a space); write " + shortExpr(sel.X) + ".EscapedPath()",
		SuggestedFixes: []analysis.SuggestedFix{{
			Message:   "Use EscapedPath()",
			TextEdits: []analysis.TextEdit{{Pos: sel.Sel.Pos(), End: sel.Sel.End(), NewText: []byte("EscapedPath()")}},
		}}}
	if sel.Pos() < t.at.Pos() || sel.Pos() >= t.at.End() {
		d.Related = append(d.Related, analysis.RelatedInformation{Pos: t.at.Pos(), End: t.at.End(), Message: "reaches " + name + " here"})
	}
	r.out.add(finding{Diagnostic: d, at: t.at.Pos(), alone: true})
}

// holeExpr returns the expression a hole stands for: the argument of its
// verb, or its operand.
func holeExpr(p flow.Piece) ast.Expr {
	if p.Verb != nil && p.Verb.Arg != nil {
		return p.Verb.Arg
	}
	return p.Use
}

// textHoleExpr returns the expression whose whole text a hole writes: an
// operand, or the argument of a %s or %v verb; nil for other verbs.
func textHoleExpr(p flow.Piece) ast.Expr {
	if p.Verb != nil && (p.Verb.Arg == nil || p.Verb.Verb != "s" && p.Verb.Verb != "v") {
		return nil
	}
	return holeExpr(p)
}
