package typesx

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ast/inspector"
)

// EnclosingFunc returns the innermost function declaration or literal
// that holds cur (cur itself when it is one), and false when there is
// none.
func EnclosingFunc(cur inspector.Cursor) (inspector.Cursor, bool) {
	for c := range cur.Enclosing((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)) {
		return c, true
	}
	return inspector.Cursor{}, false
}

// EveryReturn reports whether body has a return statement of its own
// (not one of a function literal in it) and ok holds for each; it stops
// at the first that fails.
func EveryReturn(body *ast.BlockStmt, ok func(*ast.ReturnStmt) bool) bool {
	found, all := false, true
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			found = true
			if all && !ok(n) {
				all = false
			}
			return false
		}
		return all
	})
	return found && all
}

// NameIdent returns the identifier e names, itself or a selector's
// (x.Name), through parentheses; nil for other expressions.
func NameIdent(e ast.Expr) *ast.Ident {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		return e
	case *ast.SelectorExpr:
		return e.Sel
	}
	return nil
}

// ObjectOf returns the object id defines or, failing that, uses.
func ObjectOf(info *types.Info, id *ast.Ident) types.Object {
	if obj := info.Defs[id]; obj != nil {
		return obj
	}
	return info.Uses[id]
}

// Operands returns the operands of a chain of binary expressions of
// operator op, in order, through parentheses on either side: a + (b + c)
// gives a, b and c; any other expression is its own one operand.
func Operands(e ast.Expr, op token.Token) []ast.Expr {
	if b, ok := ast.Unparen(e).(*ast.BinaryExpr); ok && b.Op == op {
		return append(Operands(b.X, op), Operands(b.Y, op)...)
	}
	return []ast.Expr{e}
}

// SameExpr reports whether a and b are the same selector chain.
func SameExpr(a, b ast.Expr) bool {
	a, b = ast.Unparen(a), ast.Unparen(b)
	switch a := a.(type) {
	case *ast.Ident:
		b, ok := b.(*ast.Ident)
		return ok && a.Name == b.Name
	case *ast.SelectorExpr:
		b, ok := b.(*ast.SelectorExpr)
		return ok && a.Sel.Name == b.Sel.Name && SameExpr(a.X, b.X)
	}
	return false
}

// IsEmptyString reports whether e is the constant "".
func IsEmptyString(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.Value != nil && tv.Value.ExactString() == `""`
}

// IsIdentOf reports whether e, unparenthesized, is an identifier of v.
func IsIdentOf(info *types.Info, e ast.Expr, v *types.Var) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && ObjectOf(info, id) == v
}

// LitElem returns the field an element of a struct literal sets, and its
// value.
func LitElem(info *types.Info, st *types.Struct, elt ast.Expr, i int) (*types.Var, ast.Expr) {
	if kv, ok := elt.(*ast.KeyValueExpr); ok {
		id, ok := kv.Key.(*ast.Ident)
		if !ok {
			return nil, nil
		}
		v, _ := info.Uses[id].(*types.Var)
		if v == nil || !v.IsField() {
			return nil, nil
		}
		return v, kv.Value
	}
	if i < st.NumFields() {
		return st.Field(i), elt
	}
	return nil, nil
}

// IsNil reports whether e is the identifier nil.
func IsNil(e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && id.Name == "nil"
}

// CalleeName returns the name of the function or method a call names.
func CalleeName(call *ast.CallExpr) string {
	switch fun := ast.Unparen(call.Fun).(type) {
	case *ast.Ident:
		return fun.Name
	case *ast.SelectorExpr:
		return fun.Sel.Name
	}
	return ""
}

// UsesVar reports whether e uses v.
func UsesVar(info *types.Info, e ast.Node, v *types.Var) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && info.Uses[id] == v {
			found = true
		}
		return !found
	})
	return found
}

// IsTestFile reports whether pos lies in a _test.go file of fset.
func IsTestFile(fset *token.FileSet, pos token.Pos) bool {
	tf := fset.File(pos)
	return tf != nil && strings.HasSuffix(tf.Name(), "_test.go")
}

// FileOf returns the file of files that holds pos, or nil.
func FileOf(files []*ast.File, pos token.Pos) *ast.File {
	for _, file := range files {
		if file.FileStart <= pos && pos <= file.FileEnd {
			return file
		}
	}
	return nil
}

// LeavesFunc reports whether a block ends by leaving the function: a
// return, or a call of the builtin panic.
func LeavesFunc(info *types.Info, b *ast.BlockStmt) bool {
	if len(b.List) == 0 {
		return false
	}
	switch s := b.List[len(b.List)-1].(type) {
	case *ast.ReturnStmt:
		return true
	case *ast.ExprStmt:
		call, ok := ast.Unparen(s.X).(*ast.CallExpr)
		if !ok {
			return false
		}
		id, ok := ast.Unparen(call.Fun).(*ast.Ident)
		b, isBuiltin := info.Uses[id].(*types.Builtin)
		return ok && isBuiltin && b.Name() == "panic"
	}
	return false
}

// LocalVar returns the variable id uses when pkg declares it inside a
// function (a local variable or a parameter), or nil for a field, a
// package-level variable, another package's variable or no variable:
// the values such a variable holds can all be read in its function.
func LocalVar(info *types.Info, pkg *types.Package, id *ast.Ident) *types.Var {
	v, ok := info.Uses[id].(*types.Var)
	if !ok || v.IsField() || v.Pkg() != pkg || v.Parent() == pkg.Scope() {
		return nil
	}
	return v
}
