package flow

import (
	"go/ast"
	"go/types"
)

// A FieldWrite is a value written into a field: in a struct literal or
// by x.F = e, with the function that writes it (nil at package level).
type FieldWrite struct {
	Value ast.Expr
	Func  *FuncNode
}

// FieldWrites returns the values written into fld, a field origin of
// this package; ok is false when the field is also stored some other
// way (its address taken, a tuple, x.F op= e), so that the writes are
// not all it can hold.
func (dx *Data) FieldWrites(fld *types.Var) (writes []FieldWrite, ok bool) {
	x := dx.fieldData(fld)
	if x.Fixed[fld] || x.FieldAddr[fld] > 0 || len(x.FlagFields[fld]) > 0 {
		return nil, false
	}
	return dx.fieldWrites(x, fld, nil), true
}

// FieldWritesFirst is FieldWrites that also takes a store of the first
// result of a call (c.BaseURL, err = url.Parse(s)) as a write of the
// call, whose first result the caller reads.
func (dx *Data) FieldWritesFirst(fld *types.Var) (writes []FieldWrite, ok bool) {
	x := dx.fieldData(fld)
	if x.fixedOther[fld] || x.tupleSelf[fld] || x.FieldAddr[fld] > 0 || len(x.FlagFields[fld]) > 0 {
		return nil, false
	}
	return dx.fieldWrites(x, fld, x.tupleRhs[fld]), true
}

func (dx *Data) fieldWrites(x *DataIndex, fld *types.Var, calls []ast.Expr) (writes []FieldWrite) {
	f := dx.f
	exprs := append([]ast.Expr(nil), x.Lits[fld]...)
	for _, a := range x.Assigns[fld] {
		exprs = append(exprs, a.Rhs)
	}
	exprs = append(exprs, calls...)
	for _, e := range exprs {
		w := FieldWrite{Value: e}
		if in, body := f.Control.funcOf(e); body != nil && f.Params != nil {
			w.Func = f.Params.FuncNode(in)
		}
		writes = append(writes, w)
	}
	return writes
}
