package flow

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// Parts of the data index, for the reads that need the entries of one
// object only. Building the whole index costs a pass over every store of
// the package, and in a large generated package (a cloud SDK's
// serializers) one field read at a sink would pay for all of it. A part
// is exact for the objects it serves:
//
//   - every store into a local variable (&v, v op= e, v[k] = e, a range
//     over it) names it, so it is in the top-level declaration holding
//     the variable;
//   - every store into a field names it (x.F = e, F: e, &x.F, a range or
//     flag into x.F) or is a positional literal of its struct type.

// localData returns a data index whose entries for v, a local variable
// of the package, are those of the whole package's: that index when built,
// else one of the top-level declaration holding v.
func (f *Flow) localData(v *types.Var) *DataIndex {
	if f.DataIdx != nil || v.Pkg() != f.Pkg || v.Parent() == nil || v.Parent() == f.Pkg.Scope() {
		return f.data()
	}
	d := f.vars.DeclAt(v.Pos())
	if d == nil {
		return f.data()
	}
	f.DataWanted = true
	if x, ok := f.declData[d]; ok {
		return x
	}
	x := NewDataIndex()
	f.indexDataIn(x, d)
	if f.declData == nil {
		f.declData = make(map[ast.Decl]*DataIndex)
	}
	f.declData[d] = x
	return x
}

// fieldData returns a data index whose entries for fld, a field origin,
// are those of the whole package's: that index when built, or when
// Collect kept no nodes for it; else one of the kept nodes that can
// store into a field of fld's name.
func (f *Flow) fieldData(fld *types.Var) *DataIndex {
	if f.DataIdx != nil || !f.dataKept {
		return f.data()
	}
	f.DataWanted = true
	if x, ok := f.namedData[fld.Name()]; ok {
		return x
	}
	x := f.namedFieldData([]string{fld.Name()})
	if f.namedData == nil {
		f.namedData = make(map[string]*DataIndex)
	}
	f.namedData[fld.Name()] = x
	return x
}

// fieldStores are the kept nodes that can store into a field, as
// indexes into flow.dataNodes: by the field's name, and the positional
// struct literals, which can store into any field. Collect notes each
// node as it keeps it, while it is at hand. A positional literal of
// another type ([]string{"a"}) stores into no field (indexData records
// nothing of it): the positional candidates' types are looked up once,
// on the first use.
type fieldStores struct {
	byName     map[string][]int
	positional []int
	litCands   []int // positional literals whose type is not yet looked up
}

// note records n, kept node i.
func (s *fieldStores) note(i int, n ast.Node) {
	storeNames(n, func(name string) {
		if name == "" {
			s.litCands = append(s.litCands, i) // storeNames names "" only for a literal
		} else {
			s.byName[name] = append(s.byName[name], i)
		}
	})
}

// namedFieldData returns a data index of the kept nodes that can store
// into a field named in names: its entries for those fields are those of
// the whole package's, in the same order.
func (f *Flow) namedFieldData(names []string) *DataIndex {
	if f.stores == nil {
		f.stores = &fieldStores{byName: make(map[string][]int)}
		for i, n := range f.dataNodes.all() {
			f.stores.note(i, n)
		}
	}
	if s := f.stores; s.litCands != nil {
		for _, i := range s.litCands {
			if typesx.LitStruct(f.Info, f.dataNodes.at(i).(*ast.CompositeLit)) != nil {
				s.positional = append(s.positional, i)
			}
		}
		s.litCands = nil
	}
	at := slices.Clone(f.stores.positional)
	for _, name := range names {
		at = append(at, f.stores.byName[name]...)
	}
	slices.Sort(at)
	x := NewDataIndex()
	for _, i := range slices.Compact(at) {
		f.indexData(x, f.dataNodes.at(i))
	}
	return x
}

// storeNames calls name with the name of each field that n, a node of
// the data index, can record a store into (see indexData and indexFlag),
// or with "" for a positional literal, which can store into any field.
func storeNames(n ast.Node, name func(string)) {
	selected := func(e ast.Expr) {
		if se, ok := ast.Unparen(e).(*ast.SelectorExpr); ok {
			name(se.Sel.Name)
		}
	}
	switch n := n.(type) {
	case *ast.CompositeLit:
		for _, elt := range n.Elts {
			kv, ok := elt.(*ast.KeyValueExpr)
			if !ok {
				name("")
				return
			}
			if id, ok := kv.Key.(*ast.Ident); ok {
				name(id.Name)
			}
		}
	case *ast.AssignStmt:
		for _, lhs := range n.Lhs {
			selected(lhs)
		}
	case *ast.UnaryExpr:
		if n.Op == token.AND {
			selected(n.X)
		}
	case *ast.RangeStmt:
		if n.Key != nil {
			selected(n.Key)
		}
		if n.Value != nil {
			selected(n.Value)
		}
	case *ast.CallExpr:
		for _, arg := range n.Args {
			if u, ok := ast.Unparen(arg).(*ast.UnaryExpr); ok && u.Op == token.AND {
				selected(u.X)
			}
		}
	}
}

// DataKept reports whether Collect kept the nodes of the data index, so
// that FieldsData builds its part without a walk.
func (f *Flow) DataKept() bool { return f.dataKept }

// FieldsData returns a data index whose entries for the fields of
// fields are those of the whole package's.
func (f *Flow) FieldsData(fields map[*types.Var]string) *DataIndex {
	if !f.dataKept {
		return f.data()
	}
	var names []string
	for fld := range fields {
		names = append(names, fld.Name())
	}
	return f.namedFieldData(names)
}
