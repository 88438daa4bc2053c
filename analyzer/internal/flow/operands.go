package flow

import (
	"go/ast"
	"go/constant"
	"go/types"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// eachText returns eval of the text of each value of x, at call, when
// each is constant text.
func eachText(x []Value, eval func(string) string, call ast.Expr) ([]Value, bool) {
	out := make([]Value, 0, len(x))
	for _, v := range x {
		s, whole := text(v)
		if !whole {
			return nil, false
		}
		out = append(out, Value{{Text: eval(s), Use: call}})
	}
	return out, true
}

// operand resolves e, or returns a hole when its value is not known. It
// panics with errCycle when e's resolution ran into the depth bound: a
// rewrite of a variable from itself (u = strings.TrimSuffix(u, "/")) then
// gives the variable no value.
func (f *Flow) operand(e ast.Expr, sc scope) []Value {
	vals, why := f.resolve(e, sc.deeper())
	if why == ReasonDepth || why == ReasonRecursion {
		panic(errCycle)
	}
	if why != "" || len(vals) == 0 {
		return []Value{{{Hole: true, Use: e, Why: why}}}
	}
	return vals
}

type cycleError struct{}

var errCycle cycleError

// stringList resolves a []string composite literal, or a local variable
// assigned one once, to the values of each element.
func (f *Flow) stringList(e ast.Expr, sc scope) ([][]Value, bool) {
	e = ast.Unparen(e)
	if id, ok := e.(*ast.Ident); ok {
		v, ok := f.Info.Uses[id].(*types.Var)
		if !ok || v.Pkg() != f.Pkg || typesx.IsParam(v) || v.IsField() {
			return nil, false
		}
		vi := f.VarInfo(v)
		if vi == nil || vi.Opaque() || len(vi.Rhs) != 1 {
			return nil, false
		}
		e = ast.Unparen(vi.Rhs[0])
	}
	lit, ok := e.(*ast.CompositeLit)
	if !ok {
		return nil, false
	}
	var out [][]Value
	for _, elt := range lit.Elts {
		if _, ok := elt.(*ast.KeyValueExpr); ok {
			return nil, false
		}
		out = append(out, f.operand(elt, sc))
	}
	return out, true
}

// Tuples returns the combinations of one value per element, at most
// maxCombined of the elements' counts; cut says that some were left out.
func Tuples(elems [][]Value) (tuples [][]Value, cut bool) {
	counts := make([]int, len(elems))
	for i, vals := range elems {
		counts[i] = len(vals)
	}
	limit := maxCombined(counts...)
	out := [][]Value{nil}
	for _, vals := range elems {
		var next [][]Value
		for _, t := range out {
			if len(vals) == 1 {
				// t is extended once: in place (each tuple has an
				// array of its own), not copied, which made a
				// list of n constants cost n² copies.
				next = append(next, append(t, vals[0]))
				continue
			}
			for _, v := range vals {
				if len(next) == limit {
					cut = true
					break
				}
				next = append(next, append(append([]Value(nil), t...), v))
			}
		}
		out = next
	}
	return out, cut
}

// JoinTuple returns the values of strings.Join of the elements of tuple
// with separator sep: every element's value is concatenated with one of
// sep's between each two, as concat would, in one allocation per value
// when sep has one value.
func JoinTuple(tuple []Value, sep []Value) []Value {
	if len(tuple) == 0 || len(sep) != 1 {
		vals := []Value{{}}
		for i, e := range tuple {
			if i > 0 {
				vals = Concat(vals, sep)
			}
			vals = Concat(vals, []Value{e})
		}
		return vals
	}
	n := len(sep[0]) * (len(tuple) - 1)
	for _, e := range tuple {
		n += len(e)
	}
	v := make(Value, 0, n)
	for i, e := range tuple {
		if i > 0 {
			v = append(v, sep[0]...)
		}
		v = append(v, e...)
	}
	return []Value{v}
}

// bound returns the combinations vals, with tooMany when cut left some
// out.
func bound(vals []Value, cut bool) []Value {
	if cut {
		return append(vals, tooMany())
	}
	return vals
}

// ConstString returns e's value when e is a string constant.
func (f *Flow) ConstString(e ast.Expr) (string, bool) {
	if tv, ok := f.Info.Types[e]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
		return constant.StringVal(tv.Value), true
	}
	return "", false
}

// ConstStrings returns every text e can hold when each is a constant:
// a constant, or a local variable assigned constants only (s :=
// "redis://%s:%d"; or one of two constants an if chooses), maybe joined
// to other constants. ok is false when a value is not known whole: a
// value made at run time on some path, one value flow does not follow.
func (f *Flow) ConstStrings(e ast.Expr) (texts []string, ok bool) {
	if s, isConst := f.ConstString(e); isConst {
		return []string{s}, true
	}
	vals, why := f.Resolve(e, 0)
	if why != "" || len(vals) == 0 {
		return nil, false
	}
	for _, v := range vals {
		var b strings.Builder
		for _, p := range v {
			if p.Hole {
				return nil, false
			}
			b.WriteString(p.Text)
		}
		texts = append(texts, b.String())
	}
	return texts, true
}

func (f *Flow) constInt(e ast.Expr) (int, bool) {
	if tv, ok := f.Info.Types[e]; ok && tv.Value != nil && tv.Value.Kind() == constant.Int {
		if i, exact := constant.Int64Val(tv.Value); exact && int64(int(i)) == i {
			return int(i), true
		}
	}
	return 0, false
}
