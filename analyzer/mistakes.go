package analyzer

import (
	"go/ast"
	"go/types"

	"github.com/urlvet/urlvet/rfc"
)

// reportedAt reports whether a violation is worth reporting where the
// value goes. A string that reaches no sink (-literals) and holds a
// placeholder is a template that is filled in before it is sent.
func reportedAt(v rfc.Violation, sink string) bool {
	return !(sink == "literal" && v.Check == rfc.CheckPlaceholder)
}

// joinBefore reports whether piece i of v is joined to known text before
// it by a concatenation (rfc.Options.Joins): the piece before it is
// known, or stands for a known base (skip), and comes from another
// literal. The runs of one printf format are not joins.
func joinBefore(v value, i, skip int) bool {
	if i == 0 || v[i].hole {
		return false
	}
	prev := v[i-1]
	if prev.hole && i-1 >= skip {
		return false
	}
	return prev.lit == nil || prev.lit != v[i].lit
}

// testServerBase is what an httptest.Server's URL looks like for the
// checks: a scheme, an address and a port, with no trailing '/'.
const testServerBase = "http://127.0.0.1:1"

// knownBase returns the text that stands for the unknown first piece of
// v when its form is known: the URL field of an httptest.Server.
func (r *run) knownBase(v value) (string, bool) {
	if len(v) < 2 || !v[0].hole || v[1].hole {
		return "", false
	}
	sel, ok := ast.Unparen(v[0].use).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "URL" {
		return "", false
	}
	s, ok := r.pass.TypesInfo.Selections[sel]
	if !ok || s.Kind() != types.FieldVal {
		return "", false
	}
	t := s.Recv()
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	named, ok := types.Unalias(t).(*types.Named)
	if !ok || named.Obj().Pkg() == nil || named.Obj().Pkg().Path() != "net/http/httptest" || named.Obj().Name() != "Server" {
		return "", false
	}
	return testServerBase, true
}
