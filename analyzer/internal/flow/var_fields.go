package flow

import (
	"go/ast"
	"go/constant"
	"go/types"
	"slices"

	"github.com/urlvet/urlvet/analyzer/internal/facts"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// ConstStrings reports whether struct literal lit, or one nested in it,
// gives a string field a constant, and adds to fields the fields it gives
// a value.
func (fr *Fields) ConstStrings(lit *ast.CompositeLit, nest int, fields map[*types.Var]bool) bool {
	st := typesx.LitStruct(fr.f.Info, lit)
	if st == nil || nest > maxFactNest {
		return false
	}
	found := false
	for i := 0; i < st.NumFields(); i++ {
		val := litField(fr.f.Info, lit, i)
		if val == nil {
			continue
		}
		fields[st.Field(i).Origin()] = true
		if inner, ok := ast.Unparen(val).(*ast.CompositeLit); ok {
			found = fr.ConstStrings(inner, nest+1, fields) || found
			continue
		}
		tv, ok := fr.f.Info.Types[val]
		found = found || ok && tv.Value != nil && tv.Value.Kind() == constant.String && typesx.IsString(st.Field(i).Type())
	}
	return found
}

// LitFields records in fact the constant string fields of lit, a struct
// literal held in v at the field indexes of path, unless x shows them
// written through v.
func (fr *Fields) LitFields(v *types.Var, lit *ast.CompositeLit, path []int, fact *facts.VarFieldsFact, nest int, x *DataIndex) {
	st := typesx.LitStruct(fr.f.Info, lit)
	if st == nil || nest > maxFactNest {
		return
	}
	size := 0
	for _, fld := range fact.Fields {
		size += len(fld.Text)
	}
	for i := 0; i < st.NumFields(); i++ {
		val := litField(fr.f.Info, lit, i)
		if val == nil || writtenThrough(fr.f.Info, x, st.Field(i).Origin(), v) {
			continue
		}
		at := append(append([]int(nil), path...), i)
		if inner, ok := ast.Unparen(val).(*ast.CompositeLit); ok {
			fr.LitFields(v, inner, at, fact, nest+1, x)
			continue
		}
		tv, ok := fr.f.Info.Types[val]
		if !ok || tv.Value == nil || tv.Value.Kind() != constant.String || !typesx.IsString(st.Field(i).Type()) {
			continue
		}
		text := constant.StringVal(tv.Value)
		if len(fact.Fields) == maxFactFields || size+len(text) > MaxFactText {
			return
		}
		size += len(text)
		fact.Fields = append(fact.Fields, facts.VarField{Path: at, Text: text})
	}
}

// writtenThrough reports whether the package may store into field fld of
// v: an assignment of fld through v, or one of fld that the index does not
// describe by base (op=, a range, a flag).
func writtenThrough(info *types.Info, x *DataIndex, fld, v *types.Var) bool {
	if x.Fixed[fld] || len(x.FlagFields[fld]) > 0 {
		return true
	}
	for _, a := range x.Assigns[fld] {
		if rootVar(info, a.base) == v {
			return true
		}
	}
	return false
}

// foreignField resolves a read of a field of a package-level variable of
// another package, pkg.V.F or pkg.V.Inner.F, from the variable's
// VarFieldsFact, unless this package writes the field or the variable.
func (fr *Fields) foreignField(e *ast.SelectorExpr) ([]Value, bool) {
	if fr.f.Calls == nil {
		return nil, false
	}
	var path []int
	var x ast.Expr = e
	for {
		se, ok := ast.Unparen(x).(*ast.SelectorExpr)
		if !ok {
			break
		}
		sel, ok := fr.f.Info.Selections[se]
		if !ok {
			break
		}
		if sel.Kind() != types.FieldVal || sel.Indirect() {
			return nil, false
		}
		path = append(append([]int(nil), sel.Index()...), path...)
		x = se.X
	}
	v := qualifiedVar(fr.f.Info, x)
	if v == nil || v.Pkg() == fr.f.Pkg || v.Parent() != v.Pkg().Scope() {
		return nil, false
	}
	var fact facts.VarFieldsFact
	if !fr.f.Calls.facts.ImportObjectFact(v, &fact) {
		return nil, false
	}
	d := fr.f.Data.data()
	if d.addr[v] > 0 || d.other[v] {
		return nil, false
	}
	if fld, _ := fr.f.FieldSel(e); fld == nil || writtenThrough(fr.f.Info, d, fld, v) {
		return nil, false
	}
	for _, fld := range fact.Fields {
		if slices.Equal(fld.Path, path) {
			return []Value{{{Text: fld.Text, Use: e, Decl: v.Pos()}}}, true
		}
	}
	return nil, false
}

// foreignVar resolves a use of v, a string variable of another package,
// from the field of its VarFieldsFact with an empty Path (the constant it
// is declared with), unless this package assigns it or takes its address.
func (fr *Fields) foreignVar(e ast.Expr, v *types.Var) ([]Value, bool) {
	if fr.f.Calls == nil || v.IsField() || v.Pkg() == nil || v.Parent() != v.Pkg().Scope() || !typesx.IsString(v.Type()) {
		return nil, false
	}
	var fact facts.VarFieldsFact
	if !fr.f.Calls.facts.ImportObjectFact(v, &fact) {
		return nil, false
	}
	if d := fr.f.Data.data(); d.addr[v] > 0 || d.other[v] {
		return nil, false
	}
	for _, fld := range fact.Fields {
		if len(fld.Path) == 0 {
			return []Value{{{Text: fld.Text, Use: e, Decl: v.Pos()}}}, true
		}
	}
	return nil, false
}

// qualifiedVar returns the variable e names as pkg.V (or V, dot-imported).
func qualifiedVar(info *types.Info, e ast.Expr) *types.Var {
	var id *ast.Ident
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		id = x
	case *ast.SelectorExpr:
		if _, ok := info.Selections[x]; ok {
			return nil
		}
		id = x.Sel
	default:
		return nil
	}
	v, _ := info.Uses[id].(*types.Var)
	return v
}

// Limits on what a VarFieldsFact holds: fields, and struct literals
// nested in one another.
const (
	maxFactFields = 16
	maxFactNest   = 3
)
