package flow

import (
	"go/ast"
	"go/types"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// Text derived from a url.URL (a field read, u.String(), u.Hostname(),
// req.URL.Path) is not followed: the constants a url.URL holds are checked
// where they enter it (url.Parse, url.URL literals and field assignments,
// JoinPath), so such a site is unresolved with the reason "url", or
// "input" when the url.URL is that of the request a handler serves.

// urlTextMethodName reports whether name is that of a method of url.URL that
// returns its text or part of it; a type defined from url.URL (type URL
// url.URL) that declares methods of these names, taking nothing and
// returning a string, returns its text too.
func urlTextMethodName(name string) bool {
	switch name {
	case "String", "Redacted", "Hostname", "Port", "EscapedPath", "EscapedFragment", "RequestURI":
		return true
	}
	return false
}

// urlField returns the reason for a read of a string field of a url.URL,
// e (u.Host, req.URL.Path, target.Scheme), and whether e is one.
func (og *Origins) urlField(e *ast.SelectorExpr, sel *types.Selection) (Reason, bool) {
	if _, ok := sinks.URLFields()[e.Sel.Name]; !ok || sel.Kind() != types.FieldVal {
		return "", false
	}
	fld, ok := sel.Obj().(*types.Var)
	if !ok || fld.Pkg() == nil || fld.Pkg().Path() != "net/url" || !typesx.IsString(fld.Type()) {
		return "", false
	}
	if len(sel.Index()) > 1 {
		// A field promoted from an embedded url.URL or *url.URL
		// (type Endpoint struct{ *url.URL }; ep.Host): the url.URL
		// got its text where every url.URL does.
		if named, _, _ := typesx.FieldHolder(sel); named == nil || !typesx.IsURLType(named) {
			return "", false
		}
		return ReasonURL, true
	}
	if !typesx.IsURLType(deref(og.f.Info.TypeOf(e.X))) {
		return "", false
	}
	if len(og.f.Data.fieldData(fld.Origin()).Assigns[fld.Origin()]) > 0 {
		return ReasonURL, true // the package sets it: r.URL.Path = "/a"
	}
	return og.urlReason(e.X), true
}

// urlMethod returns the reason for a call of a text method of url.URL,
// and whether call is one.
func (og *Origins) urlMethod(call *ast.CallExpr, fn *types.Func) (Reason, bool) {
	if !URLTextMethod(fn) {
		return "", false
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return ReasonURL, true // a method expression: (*url.URL).String(u)
	}
	return og.urlReason(sel.X), true
}

// URLTextMethod reports whether fn is a text method of url.URL, or one
// of the same name of a type defined from it (see urlTextMethodName).
func URLTextMethod(fn *types.Func) bool {
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Recv() == nil || !urlTextMethodName(fn.Name()) || !typesx.IsURLType(deref(sig.Recv().Type())) {
		return false
	}
	// Another signature: a method of a type defined from url.URL, not its text.
	return sig.Params().Len() == 0 && sig.Results().Len() == 1 && typesx.IsString(sig.Results().At(0).Type())
}

// urlReason is "input" for the URL of the request a handler serves (r.URL,
// never assigned in the package), "url" otherwise.
func (og *Origins) urlReason(x ast.Expr) Reason {
	sel, ok := ast.Unparen(x).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "URL" {
		return ReasonURL
	}
	if og.handlerRequest(sel.X) {
		if s, ok := og.f.Info.Selections[sel]; ok {
			if fld, ok := s.Obj().(*types.Var); ok && len(og.f.Data.fieldData(fld.Origin()).Assigns[fld.Origin()]) == 0 {
				return ReasonInput
			}
		}
	}
	return ReasonURL
}

func deref(t types.Type) types.Type {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		return p.Elem()
	}
	return t
}
