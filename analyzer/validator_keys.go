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

// commaOk returns m[k] where id reads ok, a local bool variable that
// scope declares by _, ok := m[k] and assigns nowhere else.
func (r *validators) commaOk(id *ast.Ident, scope ast.Node) *ast.IndexExpr {
	info := r.pass.TypesInfo
	v, ok := info.Uses[id].(*types.Var)
	if !ok || scope == nil || v.Pos() < scope.Pos() || v.Pos() >= scope.End() || !types.Identical(v.Type(), types.Typ[types.Bool]) {
		return nil
	}
	var lookup *ast.IndexExpr
	n := 0
	ast.Inspect(scope, func(node ast.Node) bool {
		if !r.assigns(node, v) {
			return n < 2
		}
		n++
		if as, ok := node.(*ast.AssignStmt); ok && len(as.Lhs) == 2 && len(as.Rhs) == 1 && info.Defs[identOf(as.Lhs[1])] == v {
			lookup, _ = ast.Unparen(as.Rhs[0]).(*ast.IndexExpr)
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
// cond reads m[text] of pf's text and, were m[text] the zero value of
// the map's elements, as it is for a missing key, would be false (true
// where refuted): m[s], m[s] != 0, m[s]&flag != 0; where it holds (does
// not), the text is one of the keys.
func (r *validators) lookupPattern(cond ast.Expr, pf proof, refuted bool) string {
	var lookup *ast.IndexExpr
	ast.Inspect(cond, func(n ast.Node) bool {
		if ix, ok := n.(*ast.IndexExpr); ok && lookup == nil && pf.is(ix.Index) {
			if _, isMap := typesx.Under(r.pass.TypesInfo.TypeOf(ix.X)).(*types.Map); isMap {
				lookup = ix
			}
		}
		_, lit := n.(*ast.FuncLit)
		return lookup == nil && !lit
	})
	if lookup == nil {
		return ""
	}
	v := r.zeroEval(cond, lookup)
	if v == nil || v.Kind() != constant.Bool || constant.BoolVal(v) != refuted {
		return ""
	}
	return r.keysPattern(lookup.X)
}

// zeroEval returns the constant value of e were lookup the zero value of
// its type, or nil: constants, lookup, and the operators of bools,
// integers and strings on them.
func (r *validators) zeroEval(e ast.Expr, lookup *ast.IndexExpr) constant.Value {
	info := r.pass.TypesInfo
	e = ast.Unparen(e)
	if e == lookup {
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
		if x := r.zeroEval(e.X, lookup); x != nil && e.Op == token.NOT && x.Kind() == constant.Bool {
			return constant.MakeBool(!constant.BoolVal(x))
		}
	case *ast.BinaryExpr:
		x := r.zeroEval(e.X, lookup)
		if x != nil && x.Kind() == constant.Bool && (e.Op == token.LAND && !constant.BoolVal(x) || e.Op == token.LOR && constant.BoolVal(x)) {
			return x // the other operand is not evaluated
		}
		y := r.zeroEval(e.Y, lookup)
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
