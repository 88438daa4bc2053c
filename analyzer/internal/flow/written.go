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

// ConfigWrites returns what is written into fld, a field, like
// FieldWrites, and the defaults of the flags bound to it
// (flag.StringVar(&x.F, ...)); ok is false when it is also written some
// other way (its address taken elsewhere, a tuple).
func (dx *Data) ConfigWrites(fld *types.Var) (writes []FieldWrite, flagDefaults []ast.Expr, ok bool) {
	x := dx.fieldData(fld)
	flags := x.FlagFields[fld]
	if x.Fixed[fld] || x.FieldAddr[fld] != len(flags) {
		return nil, nil, false
	}
	for _, d := range flags {
		flagDefaults = append(flagDefaults, d.Def)
	}
	if len(flags) == 0 {
		writes, ok = dx.FieldWrites(fld)
		return writes, nil, ok
	}
	for _, e := range x.Lits[fld] {
		writes = append(writes, FieldWrite{Value: e})
	}
	for _, a := range x.Assigns[fld] {
		writes = append(writes, FieldWrite{Value: a.Rhs})
	}
	return writes, flagDefaults, true
}

// FlagDefaults returns the defaults of the flags bound to v, a variable
// (flag.StringVar(&v, ...)), when that is the only way its address is
// taken and nothing but plain assignments writes it.
func (dx *Data) FlagDefaults(v *types.Var) ([]ast.Expr, bool) {
	x := dx.data()
	defs := x.flagVars[v]
	if len(defs) == 0 || x.other[v] || x.addr[v] != len(defs) {
		return nil, false
	}
	out := make([]ast.Expr, len(defs))
	for i, d := range defs {
		out[i] = d.Def
	}
	return out, true
}
