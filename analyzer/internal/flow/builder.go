package flow

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"

	"golang.org/x/tools/go/types/typeutil"
)

// builderString resolves b.String() for a local strings.Builder b whose
// every write is a statement of the block declaring it, in straight-line
// code (WriteString, WriteByte, WriteRune, fmt.Fprintf(&b, ...)): the
// writes before the call, in order. Any other use of b (its address
// passed elsewhere, a Reset, a write in a branch or loop) makes it
// unknown.
func (fm *Formats) builderString(call *ast.CallExpr, sc scope) ([]Value, Reason) {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return nil, ReasonCall
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return nil, ReasonCall
	}
	v, ok := fm.f.Info.Uses[id].(*types.Var)
	if !ok || v.Pkg() != fm.f.Pkg || v.IsField() || typesx.IsParam(v) || v.Parent() == fm.f.Pkg.Scope() {
		return nil, ReasonCall
	}
	if _, ptr := v.Type().(*types.Pointer); ptr {
		return nil, ReasonCall
	}
	decl, ok := fm.f.Control.findByPos(v.Pos(), v.Pos())
	if !ok {
		return nil, ReasonCall
	}
	var block *ast.BlockStmt
	var fn ast.Node
	for cur := range decl.Enclosing() {
		switch n := cur.Node().(type) {
		case *ast.BlockStmt:
			if block == nil {
				block = n
			}
		case *ast.FuncDecl, *ast.FuncLit:
			fn = n
		}
		if fn != nil {
			break
		}
	}
	if block == nil || fn == nil {
		return nil, ReasonCall
	}
	// The writes: statements of block, by position.
	writes := make(map[ast.Node]bool)
	for _, s := range block.List {
		if es, ok := s.(*ast.ExprStmt); ok {
			if c, ok := ast.Unparen(es.X).(*ast.CallExpr); ok {
				writes[c] = true
			}
		}
	}
	out := []Value{{}}
	var why Reason
	// Every use of b is in its scope, within block: a generated function
	// declares hundreds of builders, each in a small block of its own.
	ast.Inspect(block, func(n ast.Node) bool {
		if why != "" {
			return false
		}
		c, ok := n.(*ast.CallExpr)
		if !ok {
			if u, ok := n.(*ast.Ident); ok && fm.f.Info.Uses[u] == v {
				why = ReasonBuilder // a use not seen as a call below
			}
			return true
		}
		target, vals, w, isUse := fm.builderCall(c, v, sc)
		if !isUse {
			return true
		}
		switch {
		case target == "String", target == "Len", target == "Grow":
		case !writes[c]:
			why = ReasonBuilder
		case w != "":
			why = w
		case c.Pos() < call.Pos():
			out = Concat(out, vals)
		}
		return false
	})
	if why != "" {
		return nil, why
	}
	return out, ""
}

// builderCall reports whether c is a call on builder v: a method of v, or
// fmt.Fprintf(&v, ...). For a write it returns what is written.
func (fm *Formats) builderCall(c *ast.CallExpr, v *types.Var, sc scope) (method string, vals []Value, why Reason, ok bool) {
	if sel, isSel := ast.Unparen(c.Fun).(*ast.SelectorExpr); isSel {
		if id, isID := ast.Unparen(sel.X).(*ast.Ident); isID && fm.f.Info.Uses[id] == v {
			switch m := sel.Sel.Name; m {
			case "String", "Len", "Grow":
				return m, nil, "", true
			case "WriteString":
				if len(c.Args) == 1 {
					return m, fm.operandOrHole(c.Args[0], sc), "", true
				}
			case "WriteByte", "WriteRune":
				if len(c.Args) == 1 {
					if tv, ok := fm.f.Info.Types[c.Args[0]]; ok && tv.Value != nil && tv.Value.Kind() == constant.Int {
						if i, exact := constant.Int64Val(tv.Value); exact && i >= 0 && i < 0x110000 {
							s := string(rune(i))
							if m == "WriteByte" {
								s = string([]byte{byte(i)})
							}
							return m, []Value{{{Text: s, Use: c.Args[0]}}}, "", true
						}
					}
					return m, []Value{{{Hole: true, Use: c.Args[0]}}}, "", true
				}
			}
			return sel.Sel.Name, nil, ReasonBuilder, true
		}
	}
	if len(c.Args) == 0 {
		return "", nil, "", false
	}
	u, isAddr := ast.Unparen(c.Args[0]).(*ast.UnaryExpr)
	if !isAddr || u.Op != token.AND {
		return "", nil, "", false
	}
	if id, isID := ast.Unparen(u.X).(*ast.Ident); !isID || fm.f.Info.Uses[id] != v {
		return "", nil, "", false
	}
	fn, isFunc := typeutil.Callee(fm.f.Info, c).(*types.Func)
	if isFunc && FuncOfObj(fn).FormatsTo && len(c.Args) >= 2 {
		vals, why := fm.sprintf(&ast.CallExpr{Fun: c.Fun, Args: c.Args[1:], Ellipsis: c.Ellipsis}, sc)
		if why != "" {
			return "Fprintf", nil, ReasonBuilder, true
		}
		return "Fprintf", vals, "", true
	}
	return "", nil, ReasonBuilder, true
}

// operandOrHole resolves e, or gives a hole; a cycle gives a hole too.
func (fm *Formats) operandOrHole(e ast.Expr, sc scope) []Value {
	vals, why := fm.f.resolve(e, sc.deeper())
	if why != "" || len(vals) == 0 {
		return []Value{{{Hole: true, Use: e}}}
	}
	return vals
}
