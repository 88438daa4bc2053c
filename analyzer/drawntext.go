package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// drawnText reports whether fn, a function of the package with one
// string result, returns text drawn from an alphabet of unreserved
// characters alone: each of its returns converts a local slice of bytes
// or runes (string(b)) that is made with make and written only by
// b[i] = alphabet[j], an element of a constant string (or of a variable
// assigned one once) of letters, digits and '-', '.', '_', '~'. Such is
// a random token helper's text, which no component of a URL escapes.
func (r *escaping) drawnText(fn *types.Func) bool {
	if fn.Pkg() != r.pass.Pkg || fn.Signature().Results().Len() != 1 || !typesx.IsString(fn.Signature().Results().At(0).Type()) {
		return false
	}
	d := r.flow.Calls.Decl(fn.Origin())
	if d == nil || d.Body == nil {
		return false
	}
	info := r.pass.TypesInfo
	return typesx.EveryReturn(d.Body, func(ret *ast.ReturnStmt) bool {
		if len(ret.Results) != 1 {
			return false
		}
		conv, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
		if !ok || len(conv.Args) != 1 || !info.Types[conv.Fun].IsType() {
			return false
		}
		id, ok := ast.Unparen(conv.Args[0]).(*ast.Ident)
		if !ok {
			return false
		}
		v := typesx.LocalVar(info, r.pass.Pkg, id)
		return v != nil && runeOrByteSlice(v.Type()) && r.drawnSlice(d.Body, v)
	})
}

// drawnSlice reports whether every use of v in body, a local slice of
// bytes or runes, leaves it holding only elements of a constant alphabet
// of unreserved characters: it is made with make, its elements are
// assigned such elements (b[i] = alphabet[j]), and otherwise it is only
// ranged over, measured (len) or converted to a string. Anything else (a
// function it is passed to, rand.Read(b), an append) may write other
// bytes into it.
func (r *escaping) drawnSlice(body *ast.BlockStmt, v *types.Var) bool {
	info := r.pass.TypesInfo
	ok := true
	var stack []ast.Node
	ast.Inspect(body, func(n ast.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return true
		}
		stack = append(stack, n)
		id, isID := n.(*ast.Ident)
		if !isID || info.ObjectOf(id) != v || !ok {
			return ok
		}
		parent := stack[len(stack)-2]
		switch p := parent.(type) {
		case *ast.AssignStmt:
			// b := make([]byte, n)
			i := identIndex(p.Lhs, id)
			ok = i >= 0 && len(p.Lhs) == len(p.Rhs) && (p.Tok == token.DEFINE || p.Tok == token.ASSIGN) && isMake(info, p.Rhs[i])
		case *ast.ValueSpec:
			i := identIndex(identExprs(p.Names), id)
			ok = i >= 0 && len(p.Names) == len(p.Values) && isMake(info, p.Values[i])
		case *ast.IndexExpr:
			// b[i] = alphabet[j]
			as, isAssign := stack[len(stack)-3].(*ast.AssignStmt)
			ok = p.X == id && isAssign && as.Tok == token.ASSIGN && len(as.Lhs) == 1 && as.Lhs[0] == p && len(as.Rhs) == 1 && r.alphabetElem(as.Rhs[0])
		case *ast.RangeStmt:
			ok = p.X == id
		case *ast.CallExpr:
			// len(b), string(b)
			if b, isBuiltin := info.Uses[typesx.NameIdent(p.Fun)].(*types.Builtin); isBuiltin {
				ok = b.Name() == "len"
			} else {
				ok = info.Types[p.Fun].IsType() && typesx.IsString(info.TypeOf(p))
			}
		case *ast.ParenExpr:
			ok = false
		default:
			ok = false
		}
		return ok
	})
	return ok
}

// alphabetElem reports whether e is an element of an alphabet of
// unreserved characters alone: alphabet[j] of a constant string, of a
// local variable assigned one once, or of an unexported package-level
// variable assigned one (or []rune or []byte of one) once.
func (r *escaping) alphabetElem(e ast.Expr) bool {
	ix, ok := ast.Unparen(e).(*ast.IndexExpr)
	if !ok {
		return false
	}
	return r.unreservedAlphabet(ix.X)
}

// unreservedAlphabet reports whether e is a constant string of
// unreserved characters alone, or a variable of the package assigned
// one (or its conversion to []rune or []byte) once and nothing else.
func (r *escaping) unreservedAlphabet(e ast.Expr) bool {
	info := r.pass.TypesInfo
	e = ast.Unparen(e)
	if tv, ok := info.Types[e]; ok && tv.Value != nil {
		return tv.Value.Kind() == constant.String && unreservedText(constant.StringVal(tv.Value))
	}
	if conv, ok := e.(*ast.CallExpr); ok && len(conv.Args) == 1 && info.Types[conv.Fun].IsType() && runeOrByteSlice(info.TypeOf(conv)) {
		tv := info.Types[conv.Args[0]]
		return tv.Value != nil && tv.Value.Kind() == constant.String && unreservedText(constant.StringVal(tv.Value))
	}
	id, ok := e.(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok || v.Pkg() != r.pass.Pkg || v.IsField() || typesx.IsParam(v) || v.Parent() == r.pass.Pkg.Scope() && v.Exported() {
		return false
	}
	vi := r.flow.VarInfo(v)
	if vi == nil || vi.Opaque() || len(vi.Rhs) != 1 || len(vi.Adds) != 0 {
		return false
	}
	rhs := ast.Unparen(vi.Rhs[0])
	if _, isID := rhs.(*ast.Ident); isID {
		return false // one variable of another: not followed
	}
	return r.unreservedAlphabet(rhs)
}

// unreservedText reports whether s is not empty and holds unreserved
// characters alone.
func unreservedText(s string) bool {
	for i := 0; i < len(s); i++ {
		if !unreservedByte(s[i]) {
			return false
		}
	}
	return s != ""
}

// runeOrByteSlice reports whether t is a slice of bytes or of runes.
func runeOrByteSlice(t types.Type) bool {
	s, ok := typesx.Under(t).(*types.Slice)
	if !ok {
		return false
	}
	b, ok := s.Elem().Underlying().(*types.Basic)
	return ok && (b.Kind() == types.Byte || b.Kind() == types.Rune)
}

// identIndex returns the index of id among exprs, or -1.
func identIndex(exprs []ast.Expr, id *ast.Ident) int {
	for i, e := range exprs {
		if e == id {
			return i
		}
	}
	return -1
}

// identExprs returns ids as expressions.
func identExprs(ids []*ast.Ident) []ast.Expr {
	out := make([]ast.Expr, len(ids))
	for i, id := range ids {
		out[i] = id
	}
	return out
}
