package flow

import (
	"go/ast"
	"go/types"
)

// mentionsField reports whether e reads field origin fld.
func (f *Flow) mentionsField(e ast.Expr, fld *types.Var) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if se, ok := n.(*ast.SelectorExpr); ok {
			if sf, _ := f.FieldSel(se); sf == fld {
				found = true
			}
		}
		return !found
	})
	return found
}
