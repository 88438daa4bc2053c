package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"regexp/syntax"
	"slices"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// captured reports whether e, a hole the unescaped checks are about to
// report, holds the text of one group of a constant regexp that admits
// nothing needing escaping in component comp: m[k] of a local m :=
// re.FindStringSubmatch(s), or m[i][k] of re.FindAllStringSubmatch, or
// row[k] of row := m[i] (captureGroup), re compiled once from a
// constant; or a string
// parameter of an unexported function that the package calls with such
// a capture alone, directly or through the function parameter of a
// wrapper of its own that matches a request's path and calls the
// handler it is given with a capture (http.HandleFunc("/view/",
// withPage(view)), where withPage calls view(w, r, m[2])). A capture's
// text is what its group admits, whatever the text matched. It runs only
// for a report, never for every hole.
func (r *escaping) captured(e ast.Expr, comp rfc.Component, nonASCII bool, depth int) bool {
	if depth > 2 {
		return false
	}
	switch e := ast.Unparen(e).(type) {
	case *ast.IndexExpr:
		return r.captureOf(e, comp, nonASCII)
	case *ast.Ident:
		return r.capturedParam(e, comp, nonASCII, depth)
	}
	return false
}

// captureOf reports whether ix is a capture (captureGroup) whose group
// admits no character that needs escaping in comp.
func (r *escaping) captureOf(ix *ast.IndexExpr, comp rfc.Component, nonASCII bool) bool {
	group := r.captureGroup(ix)
	var admitted strings.Builder
	return group != nil && admits(group, &admitted) && plainText(admitted.String(), comp, nonASCII)
}

// captureGroup returns the group of a constant regexp whose text ix
// holds (capture), or nil.
func (r *pkgAnalysis) captureGroup(ix *ast.IndexExpr) *syntax.Regexp {
	re, k := r.capture(ix)
	if re == nil {
		return nil
	}
	return groupOf(re, k)
}

// capture returns the constant regexp and the number of the group whose
// text ix holds, or nil: ix is m[k], m a local variable assigned once,
// with re.FindStringSubmatch(s) or a row of re.FindAllStringSubmatch(s,
// n) (row := rows[i]), or m[i][k] of re.FindAllStringSubmatch(s, n)
// (sinks.Func.Captures), for re compiled from a constant, m read only by
// indexing and comparisons with nil (onlyIndexed), k a constant.
func (r *pkgAnalysis) capture(ix *ast.IndexExpr) (*syntax.Regexp, int) {
	info := r.pass.TypesInfo
	x := ast.Unparen(ix.X)
	levels := 1
	if row, ok := x.(*ast.IndexExpr); ok {
		x, levels = ast.Unparen(row.X), 2
	}
	id, ok := x.(*ast.Ident)
	if !ok {
		return nil, 0
	}
	k, ok := constantInt(info, ix.Index)
	if !ok || k < 1 {
		return nil, 0
	}
	pattern := r.submatches(id, levels)
	if pattern == "" {
		return nil, 0
	}
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return nil, 0
	}
	return re, k
}

// submatches returns the constant pattern of the regexp whose submatches
// local variable id holds, levels deep (1 for those of one match, 2 for
// the rows of every match), read only by indexing (onlyIndexed): the
// result of a call that returns captures, or a row of such a result
// (row := rows[i]). It returns "" for any other.
func (r *pkgAnalysis) submatches(id *ast.Ident, levels int) string {
	info := r.pass.TypesInfo
	m := typesx.LocalVar(info, r.pass.Pkg, id)
	if m == nil || sliceDepth(m.Type()) != levels {
		return ""
	}
	vi := r.flow.VarInfo(m)
	if vi == nil || vi.Opaque() || len(vi.Rhs) != 1 || len(vi.Adds) > 0 {
		return ""
	}
	pattern := ""
	switch rhs := ast.Unparen(vi.Rhs[0]).(type) {
	case *ast.IndexExpr:
		if rows, ok := ast.Unparen(rhs.X).(*ast.Ident); ok {
			pattern = r.submatches(rows, levels+1)
		}
	case *ast.CallExpr:
		if sel, ok := ast.Unparen(rhs.Fun).(*ast.SelectorExpr); ok && callRow(info, rhs).Captures {
			pattern = r.validators.compiled(sel.X)
		}
	}
	if pattern == "" || !r.onlyIndexed(m, id, levels) {
		return ""
	}
	return pattern
}

// sliceDepth returns how many slice types t nests around its elements:
// 1 for []string, 2 for [][]string.
func sliceDepth(t types.Type) int {
	n := 0
	for {
		s, ok := typesx.Under(t).(*types.Slice)
		if !ok {
			return n
		}
		t, n = s.Elem(), n+1
	}
}

// constantInt returns the value of e, a constant integer.
func constantInt(info *types.Info, e ast.Expr) (int, bool) {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.Int {
		return 0, false
	}
	k, exact := constant.Int64Val(tv.Value)
	return int(k), exact
}

// groupOf returns the sub-expression of group k of re, or nil.
func groupOf(re *syntax.Regexp, k int) *syntax.Regexp {
	if re.Op == syntax.OpCapture && re.Cap == k {
		return re.Sub[0]
	}
	for _, s := range re.Sub {
		if g := groupOf(s, k); g != nil {
			return g
		}
	}
	return nil
}

// onlyIndexed reports whether every read of m in the function around
// read indexes it levels deep (m[2], or m[i][2] for the rows of
// FindAllStringSubmatch), compares it with nil or takes its length: no
// element is written, and m, or a row of it, goes nowhere that could
// write one.
func (r *pkgAnalysis) onlyIndexed(m *types.Var, read *ast.Ident, levels int) bool {
	var fn ast.Node
	for _, n := range r.flow.Control.Parents(read) {
		if _, ok := n.(*ast.FuncDecl); ok {
			fn = n
			break
		}
	}
	if fn == nil {
		return false
	}
	info := r.pass.TypesInfo
	ok := true
	ast.PreorderStack(fn, nil, func(n ast.Node, stack []ast.Node) bool {
		id, isID := n.(*ast.Ident)
		if !ok || !isID || info.Uses[id] != m {
			return ok
		}
		// outer is the read with the index expressions around it, at
		// most levels of them; parent is the node around outer.
		var outer ast.Expr = id
		depth, at := 0, len(stack)-1
		for ; depth < levels && at >= 0; depth, at = depth+1, at-1 {
			ix, isIndex := stack[at].(*ast.IndexExpr)
			if !isIndex || ix.X != outer {
				break
			}
			outer = ix
		}
		var parent ast.Node
		if at >= 0 {
			parent = stack[at]
		}
		switch p := parent.(type) {
		case *ast.AssignStmt:
			// A read of an element, unless it is written, or a row
			// that a local variable takes and only indexes.
			ok = depth == levels && !slices.Contains(p.Lhs, outer) || levels > 1 && depth == levels-1 && r.indexedRow(p, outer, levels-1)
		case *ast.UnaryExpr:
			ok = depth == levels && p.X != outer
		case *ast.BinaryExpr:
			// m == nil, m != nil, or an element compared.
			ok = depth == 0 || depth == levels
		case *ast.CallExpr:
			b, isBuiltin := info.Uses[calleeIdent(p)].(*types.Builtin)
			ok = depth == levels || isBuiltin && b.Name() == "len" && slices.Contains(p.Args, outer)
		default:
			ok = depth == levels
		}
		return ok
	})
	return ok
}

// indexedRow reports whether assignment as gives row, levels deep, to a
// local variable that it declares and that is read only by indexing
// (onlyIndexed).
func (r *pkgAnalysis) indexedRow(as *ast.AssignStmt, row ast.Expr, levels int) bool {
	i := slices.Index(as.Rhs, row)
	if as.Tok != token.DEFINE || len(as.Lhs) != len(as.Rhs) || i < 0 {
		return false
	}
	id, ok := as.Lhs[i].(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := r.pass.TypesInfo.Defs[id].(*types.Var)
	if !ok {
		return false
	}
	vi := r.flow.VarInfo(v)
	return vi != nil && !vi.Opaque() && len(vi.Rhs) == 1 && len(vi.Adds) == 0 && r.onlyIndexed(v, id, levels)
}

// capturedParam reports whether id reads a string parameter, never
// assigned, of an unexported function of the package (any function of a
// main package) that is not a method, and every use of the function
// passes it a capture (captured): a call of its own, or an argument of
// a call of a function of the package that calls its function
// parameter, and only calls it, with one at the same place.
func (r *escaping) capturedParam(id *ast.Ident, comp rfc.Component, nonASCII bool, depth int) bool {
	info := r.pass.TypesInfo
	v, ok := info.Uses[id].(*types.Var)
	if !ok || !typesx.IsParam(v) || v.Pkg() != r.pass.Pkg {
		return false
	}
	if vi := r.flow.VarInfo(v); vi != nil && (len(vi.Rhs) > 0 || vi.Opaque()) {
		return false
	}
	var f *types.Func
	idx := -1
	for _, fn := range r.flow.Funcs {
		if i, ok := fn.Param(v); ok && !fn.Lit {
			f, _ = fn.Obj.(*types.Func)
			idx = i
			break
		}
	}
	if f == nil || f.Signature().Recv() != nil || f.Exported() && r.pass.Pkg.Name() != "main" || f.Signature().Variadic() && idx == f.Signature().Params().Len()-1 {
		return false
	}
	uses := 0
	for use, obj := range info.Uses {
		if obj != f {
			continue
		}
		uses++
		parents := r.flow.Control.Parents(use)
		if len(parents) == 0 {
			return false
		}
		call, ok := parents[0].(*ast.CallExpr)
		if !ok {
			return false
		}
		if ast.Unparen(call.Fun) == ast.Expr(use) {
			if idx >= len(call.Args) || call.Ellipsis.IsValid() || !r.captured(call.Args[idx], comp, nonASCII, depth+1) {
				return false
			}
			continue
		}
		if !r.callsWithCapture(call, use, idx, comp, nonASCII, depth) {
			return false
		}
	}
	return uses > 0
}

// callsWithCapture reports whether call passes fn, at use, to a
// function of the package whose parameter there is only called, never
// assigned nor passed on, and each of its calls passes a capture
// (captured) as argument idx.
func (r *escaping) callsWithCapture(call *ast.CallExpr, use *ast.Ident, idx int, comp rfc.Component, nonASCII bool, depth int) bool {
	info := r.pass.TypesInfo
	w, ok := typeutilCallee(info, call).(*types.Func)
	if !ok || w.Pkg() != r.pass.Pkg || call.Ellipsis.IsValid() {
		return false
	}
	at := -1
	for i, a := range call.Args {
		if ast.Unparen(a) == ast.Expr(use) {
			at = i
		}
	}
	d := r.flow.Calls.Decl(w)
	sig := w.Signature()
	if at < 0 || d == nil || d.Body == nil || at >= sig.Params().Len() || sig.Variadic() && at == sig.Params().Len()-1 {
		return false
	}
	q := sig.Params().At(at)
	if vi := r.flow.VarInfo(q); vi != nil && (len(vi.Rhs) > 0 || vi.Opaque()) {
		return false
	}
	calls := 0
	ok = true
	ast.PreorderStack(d.Body, nil, func(n ast.Node, stack []ast.Node) bool {
		id, isID := n.(*ast.Ident)
		if !ok || !isID || info.Uses[id] != q {
			return ok
		}
		c, isCall := stack[len(stack)-1].(*ast.CallExpr)
		if !isCall || ast.Unparen(c.Fun) != ast.Expr(id) || idx >= len(c.Args) || c.Ellipsis.IsValid() {
			ok = false
			return false
		}
		calls++
		ok = r.captured(c.Args[idx], comp, nonASCII, depth+1)
		return ok
	})
	return ok && calls > 0
}
