package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// lookupVar returns m[k] where id reads a local variable that scope
// declares by a lookup in a map and assigns nowhere else: ok of
// _, ok := m[k], or the value of v := m[k] (or v, ok := m[k]). Where the
// key is missing, the variable holds its type's zero value.
func (r *validators) lookupVar(id *ast.Ident, scope ast.Node) *ast.IndexExpr {
	info := r.pass.TypesInfo
	v, ok := info.Uses[id].(*types.Var)
	if !ok || scope == nil || v.Pos() < scope.Pos() || v.Pos() >= scope.End() {
		return nil
	}
	var lookup *ast.IndexExpr
	n := 0
	ast.Inspect(scope, func(node ast.Node) bool {
		var lhs []ast.Expr
		var rhs []ast.Expr
		switch node := node.(type) {
		case *ast.ValueSpec:
			if !slices.ContainsFunc(node.Names, func(name *ast.Ident) bool { return info.Defs[name] == v }) {
				return n < 2
			}
			for _, name := range node.Names {
				lhs = append(lhs, name)
			}
			rhs = node.Values
		case *ast.AssignStmt:
			if !r.assigns(node, v) {
				return n < 2
			}
			lhs, rhs = node.Lhs, node.Rhs
		default:
			if r.assigns(node, v) {
				n++
			}
			return n < 2
		}
		n++
		// One lookup, its value or its ok the variable's definition.
		if len(rhs) == 1 && len(lhs) <= 2 && slices.ContainsFunc(lhs, func(l ast.Expr) bool { return info.Defs[identOf(l)] == v }) {
			lookup, _ = ast.Unparen(rhs[0]).(*ast.IndexExpr)
		}
		return n < 2
	})
	if n != 1 || lookup == nil {
		return nil
	}
	if _, isMap := typesx.Under(info.TypeOf(lookup.X)).(*types.Map); !isMap {
		return nil
	}
	return lookup
}

// lookupPattern returns the keys pattern (keysPattern) of a map m where
// cond reads m[text] of pf's text, directly or by a variable that holds
// it (lookupVar), and, were m[text] the zero value of the map's elements,
// as it is for a missing key, would be false (true where refuted): m[s],
// m[s] != 0, m[s]&flag != 0, sum != "" of sum := m[s]; where it holds
// (does not), the text is one of the keys.
func (r *validators) lookupPattern(cond ast.Expr, pf proof, refuted bool) string {
	var lookup *ast.IndexExpr
	var held *types.Var // the variable that holds the lookup, if any
	ast.Inspect(cond, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.IndexExpr:
			if pf.is(n.Index) {
				if _, isMap := typesx.Under(r.pass.TypesInfo.TypeOf(n.X)).(*types.Map); isMap {
					lookup = n
				}
			}
		case *ast.Ident:
			if ix := r.lookupVar(n, pf.scope); ix != nil && pf.is(ix.Index) {
				lookup, held = ix, r.pass.TypesInfo.Uses[n].(*types.Var)
			}
		}
		_, lit := n.(*ast.FuncLit)
		return lookup == nil && !lit
	})
	if lookup == nil {
		return ""
	}
	isLookup := func(e ast.Expr) bool {
		if held != nil {
			return r.isVar(e, held)
		}
		return e == lookup
	}
	v := r.zeroEval(cond, isLookup)
	if v == nil || v.Kind() != constant.Bool || constant.BoolVal(v) != refuted {
		return ""
	}
	p := r.keysPattern(lookup.X)
	if p != "" && held != nil && pf.lookup != nil && lookup.Pos() < *pf.lookup {
		*pf.lookup = lookup.Pos() // the text must not change from the lookup on
	}
	return p
}

// zeroEval returns the constant value of e were the lookup isLookup
// tells the zero value of its type, or nil: constants, the lookup, and
// the operators of bools, integers and strings on them.
func (r *validators) zeroEval(e ast.Expr, isLookup func(ast.Expr) bool) constant.Value {
	info := r.pass.TypesInfo
	e = ast.Unparen(e)
	if isLookup(e) {
		b, ok := typesx.Under(info.TypeOf(e)).(*types.Basic)
		switch {
		case !ok:
			return nil
		case b.Info()&types.IsBoolean != 0:
			return constant.MakeBool(false)
		case b.Info()&types.IsInteger != 0:
			return constant.MakeInt64(0)
		case b.Info()&types.IsString != 0:
			return constant.MakeString("")
		}
		return nil
	}
	if tv := info.Types[e]; tv.Value != nil {
		return tv.Value
	}
	switch e := e.(type) {
	case *ast.UnaryExpr:
		if x := r.zeroEval(e.X, isLookup); x != nil && e.Op == token.NOT && x.Kind() == constant.Bool {
			return constant.MakeBool(!constant.BoolVal(x))
		}
	case *ast.BinaryExpr:
		x := r.zeroEval(e.X, isLookup)
		if x != nil && x.Kind() == constant.Bool && (e.Op == token.LAND && !constant.BoolVal(x) || e.Op == token.LOR && constant.BoolVal(x)) {
			return x // the other operand is not evaluated
		}
		y := r.zeroEval(e.Y, isLookup)
		if x == nil || y == nil || x.Kind() != y.Kind() {
			return nil
		}
		switch e.Op {
		case token.EQL, token.NEQ:
			return constant.MakeBool(constant.Compare(x, e.Op, y))
		case token.LSS, token.LEQ, token.GTR, token.GEQ:
			if x.Kind() == constant.Int || x.Kind() == constant.String {
				return constant.MakeBool(constant.Compare(x, e.Op, y))
			}
		case token.LAND, token.LOR:
			return constant.BinaryOp(x, e.Op, y)
		case token.AND, token.OR, token.XOR, token.AND_NOT, token.ADD, token.SUB, token.MUL:
			if x.Kind() == constant.Int || e.Op == token.ADD && x.Kind() == constant.String {
				return constant.BinaryOp(x, e.Op, y)
			}
		}
	}
	return nil
}

// keysPattern returns a pattern of the keys of m, an unexported
// package-level map of string keys declared with a literal whose keys
// are all constants and that the package only reads (an index not
// assigned, len, range): the characters of its keys, or "".
func (r *validators) keysPattern(m ast.Expr) string {
	id, ok := ast.Unparen(m).(*ast.Ident)
	if !ok {
		return ""
	}
	v, ok := r.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.Pkg() != r.pass.Pkg || v.Parent() != r.pass.Pkg.Scope() || v.Exported() {
		return ""
	}
	if p, ok := r.keys[v]; ok {
		return p
	}
	if r.keys == nil {
		r.keys = make(map[*types.Var]string)
	}
	p := r.readKeys(v)
	r.keys[v] = p
	return p
}

// readKeys returns keysPattern's pattern of v.
func (r *validators) readKeys(v *types.Var) string {
	mt, ok := typesx.Under(v.Type()).(*types.Map)
	if !ok || !typesx.IsString(mt.Key()) {
		return ""
	}
	info := r.pass.TypesInfo
	var lit *ast.CompositeLit
	decls, read := 0, true
	for _, file := range r.pass.Files {
		ast.PreorderStack(file, nil, func(n ast.Node, stack []ast.Node) bool {
			switch n := n.(type) {
			case *ast.ValueSpec:
				for i, name := range n.Names {
					if info.Defs[name] == v {
						decls++
						if len(n.Values) == len(n.Names) {
							lit, _ = ast.Unparen(n.Values[i]).(*ast.CompositeLit)
						}
					}
				}
			case *ast.Ident:
				if info.Uses[n] != v || len(stack) == 0 {
					return read
				}
				switch p := stack[len(stack)-1].(type) {
				case *ast.IndexExpr:
					read = read && p.X == n && !writtenAt(stack[:len(stack)-1], p)
				case *ast.CallExpr:
					b, isBuiltin := info.Uses[calleeIdent(p)].(*types.Builtin)
					read = read && isBuiltin && b.Name() == "len"
				case *ast.RangeStmt:
					read = read && p.X == n
				default:
					read = false
				}
			}
			return read
		})
		if !read {
			return ""
		}
	}
	if decls != 1 || lit == nil || len(lit.Elts) == 0 {
		return ""
	}
	var chars []rune
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			return ""
		}
		tv := info.Types[kv.Key]
		if tv.Value == nil || tv.Value.Kind() != constant.String {
			return ""
		}
		for _, c := range constant.StringVal(tv.Value) {
			if !slices.Contains(chars, c) {
				chars = append(chars, c)
			}
		}
	}
	slices.Sort(chars)
	var b strings.Builder
	b.WriteString("^[")
	for _, c := range chars {
		b.WriteString(quoteText(string(c)))
	}
	b.WriteString("]*$")
	if len(chars) == 0 {
		return "^$"
	}
	return b.String()
}
