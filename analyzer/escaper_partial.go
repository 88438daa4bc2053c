package analyzer

import (
	"go/ast"
	"go/types"
	"strconv"

	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/rfc"
)

// partialEscapeCheck reports a string escaped by hand for its space
// alone (strings.ReplaceAll(msg, " ", "%20"), or "+") and written as it
// is into a URL's query or path: the code means to escape the text for
// the URL, but its '&', '#', '+', '%' and '?' stay as they are, so a
// question with '&' starts another parameter, '#' cuts the rest into a
// fragment, and in a query a '+' reads as a space. Not text that is
// replaced further (a chain of replacements escaping more), nor an
// identifier by its name or type, nor a constant.
type partialEscapeCheck struct{}

func (partialEscapeCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckEscaper} }

func (partialEscapeCheck) checkText(r *pkgAnalysis, t *valueText) {
	if !rawTarget(t.target) || t.sink == "literal" || !r.enabledAt(rfc.CheckEscaper, t.at) {
		return
	}
	v := t.v
	for i, p := range v {
		if !p.Hole || i == 0 || v[i-1].Hole || p.Verb == nil && partOfTemplate(v, i) {
			continue
		}
		comp := rfc.ComponentAt(t.s, t.starts[i])
		e := textHoleExpr(p)
		if e == nil || r.intent.InTestFile(e.Pos()) || !r.escapes.spaceEscaped(p, comp) {
			continue
		}
		rep, old, repl := r.escapes.handEscape(e)
		others := "'&', '#', '+' and '%'"
		if comp == rfc.InPath {
			others = "'/', '?', '#' and '%'"
		}
		d := analysis.Diagnostic{Pos: rep.Pos(), End: rep.End(), Category: string(rfc.CheckEscaper),
			Message: r.imports.sinkName(t.sink, t.at) + ": text escaped by hand for its spaces alone (" + strconv.Quote(old) + " written as " + strconv.Quote(repl) +
				"), written into the " + comp.String() + ", where its " + others + " stay as they are; escape it with url." + escaperOf(comp)}
		if t.at.Pos() < rep.Pos() || t.at.Pos() >= rep.End() {
			d.Related = []analysis.RelatedInformation{{Pos: t.at.Pos(), End: t.at.End(), Message: "reaches " + r.imports.sinkName(t.sink, t.at) + " here"}}
		}
		r.out.add(finding{Diagnostic: d, at: rep.Pos(), alone: true})
	}
}

// spaceEscaped reports whether hole p, in component comp (a path or a
// query), is text escaped by hand for its spaces alone (spaceAlone).
func (r *escaping) spaceEscaped(p flow.Piece, comp rfc.Component) bool {
	if comp != rfc.InPath && comp != rfc.InQueryKey && comp != rfc.InQueryValue {
		return false
	}
	e := textHoleExpr(p)
	if e == nil {
		return false
	}
	rep, old, _ := r.handEscape(e)
	return rep != nil && old == " " && r.spaceAlone(rep)
}

// spaceAlone reports whether rep, a replacement that writes a space's
// escape, is the only escape its text gets: its first argument is no
// replacement, escaper or identifier, and no replacement is made of its
// result in the expression that holds it.
func (r *escaping) spaceAlone(rep *ast.CallExpr) bool {
	x := ast.Unparen(rep.Args[0])
	if tv, ok := r.pass.TypesInfo.Types[x]; !ok || tv.Value != nil {
		return false
	}
	if c, ok := x.(*ast.CallExpr); ok {
		if fn, ok := typeutilCallee(r.pass.TypesInfo, c).(*types.Func); ok && fn.Pkg() != nil && fn.Pkg().Path() == "strings" && (fn.Name() == "Replace" || fn.Name() == "ReplaceAll") {
			return false // a chain of replacements
		}
	}
	if r.escapedBefore(x) || r.escaperNamed(x) || r.exprKind(x, 0) == identText {
		return false
	}
	for _, p := range r.flow.Control.Parents(rep) {
		c, ok := p.(*ast.CallExpr)
		if !ok {
			break
		}
		if fn, ok := typeutilCallee(r.pass.TypesInfo, c).(*types.Func); ok && fn.Pkg() != nil && fn.Pkg().Path() == "strings" && (fn.Name() == "Replace" || fn.Name() == "ReplaceAll") {
			return false
		}
	}
	return true
}
