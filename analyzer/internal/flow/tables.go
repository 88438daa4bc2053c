package flow

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// index resolves an element read x[k] of a slice, array or map with a
// constant key, or with the key of a range over the same slice.
func (fr *Fields) index(e *ast.IndexExpr, sc scope) ([]Value, Reason) {
	if fr.f.Origins.isOSArgs(e.X) || fr.f.Origins.inputMap(e.X) {
		return nil, ReasonInput
	}
	return fr.element(e, e.X, sc, func(roots map[*types.Var]bool) ([]ast.Expr, Reason) {
		return fr.indexExprs(e, roots, sc.deeper())
	})
}

// rangeVar resolves a use of the key or value variable of a range
// statement over a table: for _, u := range urls.
func (fr *Fields) rangeVar(e ast.Expr, sc scope) ([]Value, Reason) {
	if vals, why, ok := fr.f.variadicElem(e, sc); ok {
		return vals, why
	}
	if vals, why, ok := fr.f.splitElem(e, sc); ok {
		return vals, why
	}
	return fr.element(e, e, sc, func(roots map[*types.Var]bool) ([]ast.Expr, Reason) {
		return fr.varExprs(e, roots, sc.deeper())
	})
}

// element resolves read, an element of a table, from the expressions
// exprs finds it can hold; exprs records in roots the variables it goes
// through, and store is where the element is kept.
func (fr *Fields) element(read, store ast.Expr, sc scope, exprs func(roots map[*types.Var]bool) ([]ast.Expr, Reason)) ([]Value, Reason) {
	roots := make(map[*types.Var]bool)
	elems, why := exprs(roots)
	if why != "" {
		return nil, why
	}
	if fr.guarded(read, roots) {
		return nil, "guarded element"
	}
	if len(elems) == 0 {
		return nil, ReasonElement
	}
	vals, why := fr.f.resolveAll(elems, fr.f.Data.storage(store), nil, nil, sc)
	return dropEmpty(vals), why
}

// indexExprs returns the expressions an element read can evaluate to.
func (fr *Fields) indexExprs(e *ast.IndexExpr, roots map[*types.Var]bool, sc scope) ([]ast.Expr, Reason) {
	switch typesx.Under(fr.f.Info.TypeOf(e.X)).(type) {
	case *types.Map:
		if tv, ok := fr.f.Info.Types[e.Index]; !ok || tv.Value == nil {
			// A key known only at run time can select any value the
			// map holds (a missing key gives "", which is dropped).
			return fr.elemExprs(e.X, nil, roots, sc)
		}
		return fr.elemExprs(e.X, e.Index, roots, sc)
	case *types.Slice, *types.Array:
		if tv, ok := fr.f.Info.Types[e.Index]; ok && tv.Value != nil {
			return fr.elemExprs(e.X, e.Index, roots, sc)
		}
		if fr.rangesOver(e.Index, e.X) {
			return fr.elemExprs(e.X, nil, roots, sc)
		}
		return nil, ReasonIndex
	case *types.Pointer: // *[N]T
		return nil, ReasonIndex
	}
	return nil, ReasonExpression
}

// rangesOver reports whether index is the key variable of a range
// statement over container: for i := range urls { urls[i] }.
func (fr *Fields) rangesOver(index, container ast.Expr) bool {
	id, ok := ast.Unparen(index).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := fr.f.Info.Uses[id].(*types.Var)
	if !ok {
		return false
	}
	x := fr.f.Data.data()
	rs := x.ranges[v]
	if rs == nil || x.other[v] || !typesx.IsIdentOf(fr.f.Info, rs.Key, v) || !typesx.SameExpr(rs.X, container) {
		return false
	}
	vi := fr.f.VarInfo(v)
	return vi == nil || len(vi.Rhs) == 0
}

// elemExprs returns the expressions the elements of a container can
// evaluate to: all of them when key is nil, else those stored at key.
func (fr *Fields) elemExprs(c ast.Expr, key ast.Expr, roots map[*types.Var]bool, sc scope) ([]ast.Expr, Reason) {
	if sc.depth > MaxDepth {
		return nil, ReasonDepth
	}
	c = ast.Unparen(c)
	switch x := c.(type) {
	case *ast.CompositeLit:
		return fr.litElems(x, key), ""
	case *ast.CallExpr:
		if id, ok := ast.Unparen(x.Fun).(*ast.Ident); ok && len(x.Args) > 0 {
			if b, ok := fr.f.Info.Uses[id].(*types.Builtin); ok {
				switch b.Name() {
				case "append":
					if x.Ellipsis.IsValid() {
						return nil, ReasonElement
					}
					out, why := fr.elemExprs(x.Args[0], nil, roots, sc.deeper())
					if why != "" {
						return nil, why
					}
					return append(out, x.Args[1:]...), ""
				case "make":
					return nil, ""
				}
			}
		}
		if exprs, why, ok := fr.f.Calls.resultElems(x, roots, sc); ok {
			return exprs, why
		}
		return nil, fr.f.Origins.callElems(x, sc)
	case *ast.Ident, *ast.SelectorExpr:
		var exprs []ast.Expr
		var why Reason
		if sel, ok := fr.f.Info.Selections[asSelector(c)]; ok {
			exprs, _, why = fr.fieldExprs(c.(*ast.SelectorExpr), sel, sc.deeper())
		} else {
			exprs, why = fr.varExprs(c, roots, sc.deeper())
		}
		if why != "" {
			return nil, why
		}
		var out []ast.Expr
		for _, e := range exprs {
			elems, why := fr.elemExprs(e, key, roots, sc.deeper())
			if why != "" {
				return nil, why
			}
			out = append(out, elems...)
		}
		obj := fr.f.Data.storage(c)
		if obj == nil {
			return nil, ReasonElement
		}
		d := fr.f.Data.data()
		if d.ElemBad[obj] {
			return nil, ReasonElement
		}
		for _, a := range d.Elems[obj] {
			if key == nil || !differentKeys(fr.f.Info, key, a.key) {
				out = append(out, a.rhs)
			}
		}
		return out, ""
	}
	return nil, ReasonElement
}

func asSelector(e ast.Expr) *ast.SelectorExpr {
	s, _ := e.(*ast.SelectorExpr)
	return s
}

// keyExprs returns the keys of a map container, for a range key
// variable.
func (fr *Fields) keyExprs(c ast.Expr, roots map[*types.Var]bool, sc scope) ([]ast.Expr, Reason) {
	if _, ok := typesx.Under(fr.f.Info.TypeOf(c)).(*types.Map); !ok {
		return nil, ReasonElement // an index, a rune or a received value
	}
	c = ast.Unparen(c)
	switch x := c.(type) {
	case *ast.CompositeLit:
		var out []ast.Expr
		for _, elt := range x.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				out = append(out, kv.Key)
			}
		}
		return out, ""
	case *ast.Ident:
		exprs, why := fr.varExprs(x, roots, sc.deeper())
		if why != "" {
			return nil, why
		}
		var out []ast.Expr
		for _, e := range exprs {
			keys, why := fr.keyExprs(e, roots, sc.deeper())
			if why != "" {
				return nil, why
			}
			out = append(out, keys...)
		}
		obj := fr.f.Data.storage(x)
		d := fr.f.Data.data()
		if obj == nil || d.ElemBad[obj] {
			return nil, ReasonElement
		}
		for _, a := range d.Elems[obj] {
			out = append(out, a.key)
		}
		return out, ""
	}
	return nil, ReasonElement
}

// litElems returns the element values of a slice, array or map literal:
// all of them when key is nil, else the one at key.
func (fr *Fields) litElems(lit *ast.CompositeLit, key ast.Expr) []ast.Expr {
	var out []ast.Expr
	_, isMap := typesx.Under(fr.f.Info.TypeOf(lit)).(*types.Map)
	next := int64(0) // index of the next positional element
	for _, elt := range lit.Elts {
		var k constant.Value
		v := elt
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			v = kv.Value
			if tv, ok := fr.f.Info.Types[kv.Key]; ok && tv.Value != nil {
				k = tv.Value
			}
			if !isMap && k != nil {
				if i, ok := constant.Int64Val(constant.ToInt(k)); ok {
					next = i
				}
			}
		}
		if !isMap {
			k = constant.MakeInt64(next)
			next++
		}
		if key == nil {
			out = append(out, v)
			continue
		}
		kt, ok := fr.f.Info.Types[key]
		if !ok || kt.Value == nil || k == nil || sameConstant(kt.Value, k) {
			out = append(out, v)
		}
	}
	return out
}

// differentKeys reports whether two keys are constants that differ.
func differentKeys(info *types.Info, a, b ast.Expr) bool {
	ta, ok1 := info.Types[a]
	tb, ok2 := info.Types[b]
	return ok1 && ok2 && ta.Value != nil && tb.Value != nil && !sameConstant(ta.Value, tb.Value)
}

func sameConstant(a, b constant.Value) bool {
	if a.Kind() != b.Kind() {
		a, b = constant.ToInt(a), constant.ToInt(b)
		if a.Kind() != b.Kind() {
			return false
		}
	}
	return constant.Compare(a, token.EQL, b)
}
