package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// What a string is made of on purpose, as several segments of a path:
// the parts of a text split at '/' joined again with '/' (a module's
// address "namespace/name/provider" without its host), and the rest of a
// URL whose scheme and "://" were cut out (a topic's
// "persistent://tenant/namespace/topic" written as tenant/namespace/topic).
// In a path the program means their '/': url.PathEscape of the whole
// would turn each into %2F.

// remadeSegments reports whether e, written into a path, is text of
// several segments made on purpose (rejoined, schemeCut): the call
// itself, or a local variable assigned it once.
func (r *escaping) remadeSegments(e ast.Expr) bool {
	x := ast.Unparen(e)
	if id, ok := x.(*ast.Ident); ok {
		x = r.kept(id)
	}
	call, ok := x.(*ast.CallExpr)
	if !ok || call.Ellipsis.IsValid() {
		return false
	}
	row := callRow(r.pass.TypesInfo, call)
	switch {
	case row.Joins && len(call.Args) == 2:
		return r.rejoined(call)
	case row.Replaces && len(call.Args) >= 3:
		return schemeCut(r.pass.TypesInfo, call)
	}
	return false
}

// schemeCut reports whether call, of a function that replaces its second
// argument's text with its third's (strings.ReplaceAll, strings.Replace),
// removes a constant that ends a scheme's "://" (strings.ReplaceAll(topic,
// "persistent://", "")): what is left of such a URL is its authority and
// path, segments meant whole.
func schemeCut(info *types.Info, call *ast.CallExpr) bool {
	old := constString(info, call.Args[1])
	tv, ok := info.Types[call.Args[2]]
	if !ok || tv.Value == nil || constString(info, call.Args[2]) != "" {
		return false
	}
	scheme, ok := strings.CutSuffix(old, "://")
	return ok && scheme != "" && !strings.ContainsAny(scheme, "/?#")
}

// rejoined reports whether call, strings.Join(parts, "/"), joins with '/'
// the parts of a text split at '/': parts is a local slice assigned only
// strings.Split(s, "/") (or SplitN) and slices of itself (parts =
// parts[1:]), whose elements the function never stores nor gives away.
// The join gives back the text, or a run of its segments.
func (r *escaping) rejoined(call *ast.CallExpr) bool {
	info := r.pass.TypesInfo
	_, v := joinOfLocal(info, r.pass.Pkg, call)
	if v == nil || typesx.IsParam(v) || constString(info, call.Args[1]) != "/" {
		return false
	}
	vi := r.flow.VarInfo(v)
	if vi == nil || vi.Opaque() || len(vi.Rhs) == 0 || len(vi.Adds) > 0 {
		return false
	}
	split := false
	for _, rhs := range vi.Rhs {
		switch rhs := ast.Unparen(rhs).(type) {
		case *ast.SliceExpr:
			if !typesx.IsIdentOf(info, rhs.X, v) {
				return false
			}
		case *ast.CallExpr:
			row := callRow(info, rhs)
			if !row.Splits || !row.Parts || len(rhs.Args) < 2 || constString(info, rhs.Args[1]) != "/" {
				return false
			}
			split = true
		default:
			return false
		}
	}
	body := r.flow.Control.EnclosingBody(call)
	return split && body != nil && body.Pos() <= v.Pos() && v.Pos() < body.End() && r.onlyReadSlice(body, v)
}

// onlyReadSlice reports whether every use of slice v in body reads it:
// an element read, len or cap, a range over it, a slice of it, strings.Join
// of it, or its own assignment. A store of an element, or the slice
// given to any other call, may change its elements.
func (r *escaping) onlyReadSlice(body *ast.BlockStmt, v *types.Var) bool {
	info := r.pass.TypesInfo
	is := func(e ast.Expr) bool { return typesx.IsIdentOf(info, e, v) }
	all := true
	ast.Inspect(body, func(n ast.Node) bool {
		if !all {
			return false
		}
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, lhs := range n.Lhs {
				if isIndexOf(lhs, is) != nil {
					all = false // parts[0] = ...
				}
			}
		case *ast.IncDecStmt:
			if isIndexOf(n.X, is) != nil {
				all = false
			}
		case *ast.UnaryExpr:
			if n.Op == token.AND && (is(n.X) || isIndexOf(n.X, is) != nil) {
				all = false
			}
		case *ast.CallExpr:
			for _, a := range n.Args {
				if !is(a) {
					continue
				}
				b, builtin := info.Uses[calleeIdent(n)].(*types.Builtin)
				if builtin && (b.Name() == "len" || b.Name() == "cap") || !builtin && callRow(info, n).Joins && !n.Ellipsis.IsValid() {
					continue
				}
				all = false // append(parts, x), f(parts)
			}
		}
		return true
	})
	return all
}
