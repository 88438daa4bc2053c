package flow

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"slices"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"golang.org/x/tools/go/types/typeutil"
)

// siteGuards returns the fields of read's base that the sink's argument
// runs only with set: the argument is in the function of read, inside
// an if whose condition requires base.G != nil (or "", 0, or base.G, a
// bool), or after an if base.G == nil that leaves. The read itself is
// taken before the test (s := c.conn; if c.token != nil { url.Parse(s) }),
// so the test filters the struct values whose field reaches the sink,
// as it does for a read inside it (guarded).
func (fr *Fields) siteGuards(read *ast.SelectorExpr, sc scope) []*types.Var {
	if sc.site == nil || sc.site == ast.Expr(read) {
		return nil
	}
	fn := fr.enclosingFunc(read)
	if fn == nil {
		return nil
	}
	path := fr.f.Control.enclosingDecl(sc.site)
	var out []*types.Var
	for j, cur := range path[1:] {
		child := path[j]
		switch n := cur.(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			if n != fn {
				return nil
			}
			return out
		case *ast.IfStmt:
			if child == ast.Node(n.Body) {
				out = append(out, fr.setFields(n.Cond, read.X, true)...)
			} else if n.Else != nil && child == ast.Node(n.Else) {
				out = append(out, fr.setFields(n.Cond, read.X, false)...)
			}
		case *ast.BlockStmt:
			for _, s := range n.List {
				if s.Pos() >= child.Pos() {
					break
				}
				if is, ok := s.(*ast.IfStmt); ok && is.Else == nil && exits(is.Body) {
					out = append(out, fr.setFields(is.Cond, read.X, false)...)
				}
			}
		}
	}
	return nil
}

// setFields returns the fields of base that cond, when it is holds (or,
// with holds false, when it fails), requires to be other than their
// zero value.
func (fr *Fields) setFields(cond, base ast.Expr, holds bool) []*types.Var {
	cond = ast.Unparen(cond)
	switch c := cond.(type) {
	case *ast.BinaryExpr:
		switch {
		case c.Op == token.LAND && holds, c.Op == token.LOR && !holds:
			return append(fr.setFields(c.X, base, holds), fr.setFields(c.Y, base, holds)...)
		case c.Op == token.NEQ && holds, c.Op == token.EQL && !holds:
			if g := fr.fieldOf(c.X, base); g != nil && fr.isZero(c.Y) {
				return []*types.Var{g}
			}
			if g := fr.fieldOf(c.Y, base); g != nil && fr.isZero(c.X) {
				return []*types.Var{g}
			}
		}
	case *ast.UnaryExpr:
		if c.Op == token.NOT {
			return fr.setFields(c.X, base, !holds)
		}
	case *ast.SelectorExpr:
		if g := fr.fieldOf(c, base); g != nil && holds && types.Identical(g.Type().Underlying(), types.Typ[types.Bool]) {
			return []*types.Var{g}
		}
	}
	return nil
}

// fieldOf returns the field e selects, when e is base.G with G a field
// declared in base's own struct type (not promoted).
func (fr *Fields) fieldOf(e, base ast.Expr) *types.Var {
	se, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok || !typesx.SameExpr(se.X, base) {
		return nil
	}
	sel, ok := fr.f.Info.Selections[se]
	if !ok || sel.Kind() != types.FieldVal || len(sel.Index()) != 1 {
		return nil
	}
	g, _ := sel.Obj().(*types.Var)
	return g
}

// isZero reports whether e is nil or a constant zero value.
func (fr *Fields) isZero(e ast.Expr) bool {
	tv, ok := fr.f.Info.Types[e]
	if !ok {
		return false
	}
	if tv.IsNil() {
		return true
	}
	if tv.Value == nil {
		return false
	}
	switch tv.Value.Kind() {
	case constant.String:
		return constant.StringVal(tv.Value) == ""
	case constant.Bool:
		return !constant.BoolVal(tv.Value)
	case constant.Int, constant.Float:
		return constant.Sign(tv.Value) == 0
	}
	return false
}

// leavesUnset reports whether the struct literal lit leaves one of
// guards, fields the sink runs only with set, at its zero value, and no
// other store of the package sets that field later: the literal's values
// never reach the sink.
func (fr *Fields) leavesUnset(lit *ast.CompositeLit, guards []*types.Var) bool {
	st := typesx.LitStruct(fr.f.Info, lit)
	if st == nil {
		return false
	}
	for _, g := range guards {
		g = g.Origin()
		x := fr.f.Data.fieldData(g)
		if len(x.Assigns[g]) > 0 || x.FieldAddr[g] > 0 || x.Fixed[g] || len(x.FlagFields[g]) > 0 {
			continue
		}
		i := -1
		for k := 0; k < st.NumFields(); k++ {
			if st.Field(k).Origin() == g {
				i = k
			}
		}
		if i < 0 {
			continue
		}
		if len(lit.Elts) > 0 {
			if _, keyed := lit.Elts[0].(*ast.KeyValueExpr); !keyed {
				continue // a positional literal sets every field
			}
		}
		if litField(fr.f.Info, lit, i) == nil {
			return true
		}
	}
	return false
}

// litOf returns the struct literal whose element val is.
func (fr *Fields) litOf(val ast.Expr) *ast.CompositeLit {
	path := fr.f.Control.enclosingDecl(val)
	for _, p := range path[1:] {
		switch p := p.(type) {
		case *ast.KeyValueExpr:
			continue
		case *ast.CompositeLit:
			return p
		}
		return nil
	}
	return nil
}

// enclosingFunc returns the innermost function literal or declaration
// that holds n, or nil.
func (fr *Fields) enclosingFunc(n ast.Node) ast.Node {
	for _, p := range fr.f.Control.enclosingDecl(n) {
		switch p.(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			return p
		}
	}
	return nil
}

// copyOf reports whether w, a local variable that cond reads, holds the
// text of read's storage where cond runs, or its start, in either case
// (lc := o.URL; lc = strings.ToLower(o.URL[:8])), so that a test of w is
// one of the field: w is declared in cond's function with such a copy,
// and every assignment of it is one, all before cond; no loop holds cond
// but not w's declaration, and nothing between the declaration and cond
// may store into the storage: an assignment of it, of its variable or of
// a field on its way, its address taken, or a call other than a harmless
// one (harmlessCall).
func (fr *Fields) copyOf(w *types.Var, read, cond ast.Expr) bool {
	info := fr.f.Info
	if w.IsField() || typesx.IsParam(w) || w.Parent() == nil || w.Parent() == fr.f.Pkg.Scope() || !typesx.IsString(w.Type()) || w.Pos() >= cond.Pos() {
		return false
	}
	path, ok := pathOf(info, read)
	if !ok || len(path.fields) == 0 {
		return false
	}
	vi := fr.f.VarInfo(w)
	if vi == nil || vi.Opaque() || len(vi.Adds) > 0 || fr.f.Data.localData(w).addr[w] > 0 {
		return false
	}
	declared := false
	for _, rhs := range vi.Rhs {
		if rhs.End() > cond.Pos() || !fr.copies(rhs, path) {
			return false
		}
		declared = declared || declares(fr.f, w, rhs)
	}
	if !declared {
		return false
	}
	for _, n := range fr.f.Control.enclosingDecl(cond) {
		if w.Pos() < n.Pos() {
			switch n.(type) {
			case *ast.ForStmt, *ast.RangeStmt, *ast.FuncLit, *ast.FuncDecl:
				return false // w may hold what an earlier turn, or another function, copied
			}
		}
		if body := funcBody(n); body != nil {
			return !fr.storesBetween(body, w.Pos(), cond.Pos(), path)
		}
	}
	return false
}

// copies reports whether e is the text of the storage path names, a
// slice of it from its start, or either in lower or upper case.
func (fr *Fields) copies(e ast.Expr, path fieldPath) bool {
	switch x := ast.Unparen(e).(type) {
	case *ast.SliceExpr:
		return !x.Slice3 && (x.Low == nil || fr.isZero(x.Low)) && fr.copies(x.X, path)
	case *ast.CallExpr:
		fn := typeutil.StaticCallee(fr.f.Info, x)
		return fn != nil && len(x.Args) == 1 && !x.Ellipsis.IsValid() && FuncOfObj(fn).Cases != sinks.CasesNothing && fr.copies(x.Args[0], path)
	}
	p, ok := pathOf(fr.f.Info, e)
	return ok && p.equal(path)
}

// storesBetween reports whether code of body wholly between from and to
// may store into the storage path names (see copyOf), or jump back.
func (fr *Fields) storesBetween(body *ast.BlockStmt, from, to token.Pos, path fieldPath) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if found || n == nil || n.End() <= from || n.Pos() >= to {
			return false
		}
		if n.Pos() < from || n.End() > to {
			return true // around the span: look inside
		}
		switch n := n.(type) {
		case *ast.AssignStmt:
			found = slices.ContainsFunc(n.Lhs, func(l ast.Expr) bool { return fr.storeKind(l, path) != storeNone })
		case *ast.IncDecStmt:
			found = fr.storeKind(n.X, path) != storeNone
		case *ast.UnaryExpr:
			found = n.Op == token.ARROW || n.Op == token.AND && fr.storeKind(n.X, path) != storeNone
		case *ast.CallExpr:
			found = !fr.harmlessCall(n)
		case *ast.FuncLit, *ast.GoStmt, *ast.SendStmt, *ast.LabeledStmt:
			found = true
		}
		return !found
	})
	return found
}
