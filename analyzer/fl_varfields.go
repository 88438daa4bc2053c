package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"github.com/urlvet/urlvet/analyzer/internal/facts"
)

// storesOf returns the assignments (in a flow of their own) and the data
// index of the top-level declarations that name one of objs, variables
// and field origins of this package's files: what the package stores in
// them, without indexing the rest of the package. When the package's
// index is already built, it is returned.
func (f *flow) storesOf(objs map[*types.Var]bool) (*flow, *dataIndex) {
	if f.dataIdx != nil && f.all {
		return f, f.dataIdx
	}
	var decls []ast.Decl
	seen := make(map[ast.Decl]bool)
	add := func(pos token.Pos) {
		if d := f.declAt(pos); d != nil && !seen[d] {
			seen[d] = true
			decls = append(decls, d)
		}
	}
	for id, obj := range f.info.Uses {
		if v, ok := obj.(*types.Var); ok && objs[v.Origin()] {
			add(id.Pos())
		}
	}
	for v := range objs {
		if v.Pkg() == f.pkg {
			add(v.Pos())
		}
	}
	g := &flow{info: f.info, pkg: f.pkg, files: f.files}
	g.vars = make(map[*types.Var]*varInfo)
	g.consts = make(map[*types.Const]ast.Expr)
	g.indexed = make(map[ast.Decl]bool)
	x := newDataIndex()
	for _, d := range decls {
		g.indexDecl(d)
		g.indexDataIn(x, d)
	}
	return g, x
}

// keptAsDeclared reports whether the package never replaces package-level
// variable v nor lets code change it through its address.
func (f *flow) keptAsDeclared(v *types.Var, x *dataIndex) bool {
	vi := f.vars[v]
	return vi != nil && !vi.opaque() && len(vi.rhs) == 1 && x.addr[v] == 0 && !x.other[v]
}

// constStrings reports whether struct literal lit, or one nested in it,
// gives a string field a constant, and adds to fields the fields it gives
// a value.
func (f *flow) constStrings(lit *ast.CompositeLit, nest int, fields map[*types.Var]bool) bool {
	st := litStruct(f.info, lit)
	if st == nil || nest > maxFactNest {
		return false
	}
	found := false
	for i := 0; i < st.NumFields(); i++ {
		val := litField(f.info, lit, i)
		if val == nil {
			continue
		}
		fields[st.Field(i).Origin()] = true
		if inner, ok := ast.Unparen(val).(*ast.CompositeLit); ok {
			found = f.constStrings(inner, nest+1, fields) || found
			continue
		}
		tv, ok := f.info.Types[val]
		found = found || ok && tv.Value != nil && tv.Value.Kind() == constant.String && isString(st.Field(i).Type())
	}
	return found
}

// litFields records in fact the constant string fields of lit, a struct
// literal held in v at the field indexes of path, unless x shows them
// written through v.
func (f *flow) litFields(v *types.Var, lit *ast.CompositeLit, path []int, fact *facts.VarFieldsFact, nest int, x *dataIndex) {
	st := litStruct(f.info, lit)
	if st == nil || nest > maxFactNest {
		return
	}
	size := 0
	for _, fld := range fact.Fields {
		size += len(fld.Text)
	}
	for i := 0; i < st.NumFields(); i++ {
		val := litField(f.info, lit, i)
		if val == nil || writtenThrough(f.info, x, st.Field(i).Origin(), v) {
			continue
		}
		at := append(append([]int(nil), path...), i)
		if inner, ok := ast.Unparen(val).(*ast.CompositeLit); ok {
			f.litFields(v, inner, at, fact, nest+1, x)
			continue
		}
		tv, ok := f.info.Types[val]
		if !ok || tv.Value == nil || tv.Value.Kind() != constant.String || !isString(st.Field(i).Type()) {
			continue
		}
		text := constant.StringVal(tv.Value)
		if len(fact.Fields) == maxFactFields || size+len(text) > maxFactText {
			return
		}
		size += len(text)
		fact.Fields = append(fact.Fields, facts.VarField{Path: at, Text: text})
	}
}

// writtenThrough reports whether the package may store into field fld of
// v: an assignment of fld through v, or one of fld that the index does not
// describe by base (op=, a range, a flag).
func writtenThrough(info *types.Info, x *dataIndex, fld, v *types.Var) bool {
	if x.fixed[fld] || len(x.flagFields[fld]) > 0 {
		return true
	}
	for _, a := range x.assigns[fld] {
		if rootVar(info, a.base) == v {
			return true
		}
	}
	return false
}

// foreignField resolves a read of a field of a package-level variable of
// another package, pkg.V.F or pkg.V.Inner.F, from the variable's
// VarFieldsFact, unless this package writes the field or the variable.
func (f *flow) foreignField(e *ast.SelectorExpr) ([]value, bool) {
	if f.calls == nil {
		return nil, false
	}
	var path []int
	var x ast.Expr = e
	for {
		se, ok := ast.Unparen(x).(*ast.SelectorExpr)
		if !ok {
			break
		}
		sel, ok := f.info.Selections[se]
		if !ok {
			break
		}
		if sel.Kind() != types.FieldVal || sel.Indirect() {
			return nil, false
		}
		path = append(append([]int(nil), sel.Index()...), path...)
		x = se.X
	}
	v := qualifiedVar(f.info, x)
	if v == nil || v.Pkg() == f.pkg || v.Parent() != v.Pkg().Scope() {
		return nil, false
	}
	var fact facts.VarFieldsFact
	if !f.calls.pass.ImportObjectFact(v, &fact) {
		return nil, false
	}
	d := f.data()
	if d.addr[v] > 0 || d.other[v] {
		return nil, false
	}
	if fld, _ := f.fieldSel(e); fld == nil || writtenThrough(f.info, d, fld, v) {
		return nil, false
	}
	for _, fld := range fact.Fields {
		if slices.Equal(fld.Path, path) {
			return []value{{{text: fld.Text, use: e, decl: v.Pos()}}}, true
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
