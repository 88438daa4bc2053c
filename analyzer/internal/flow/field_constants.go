package flow

import (
	"go/ast"
	"go/types"
)

// FieldConstants returns the constant strings the package writes into
// the field that e selects, in composite literals and assignments, and
// whether it also writes other values or writes it in ways not seen (a
// tuple, a pointer to it, a flag). ok is false when e selects no field.
func (fr *Fields) FieldConstants(e ast.Expr) (consts []string, other, ok bool) {
	sel, isSel := ast.Unparen(e).(*ast.SelectorExpr)
	if !isSel {
		return nil, false, false
	}
	s := fr.f.Info.Selections[sel]
	if s == nil || s.Kind() != types.FieldVal {
		return nil, false, false
	}
	fld := s.Obj().(*types.Var).Origin()
	x := fr.f.Data.fieldData(fld)
	exprs := append([]ast.Expr(nil), x.Lits[fld]...)
	for _, a := range x.Assigns[fld] {
		exprs = append(exprs, a.Rhs)
	}
	for _, w := range exprs {
		if c, isConst := fr.f.ConstString(w); isConst {
			consts = append(consts, c)
		} else {
			other = true
		}
	}
	return consts, other || x.Fixed[fld] || x.FieldAddr[fld] > 0 || len(x.FlagFields[fld]) > 0, true
}
