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

// Data builds the data index of a package: whole on first need (data),
// in a walk of its own, or in parts for the reads of one local variable
// or of fields by name, these from the nodes Collect kept.
type Data struct {
	f   *Flow
	Idx *DataIndex // the whole package's, once built

	// nodes are the nodes of the package that can store into a field,
	// in the order of a walk of its files, kept by Collect's walk so
	// that a part for fields is built without a walk of its own; kept
	// says they were kept.
	nodes chunks[ast.Node]
	kept  bool

	// declData and namedData are parts of the data index for the reads
	// of a local variable and of a field, while the whole index is not
	// built; Wanted says a part stood for it.
	declData  map[ast.Decl]*DataIndex
	namedData map[string]*DataIndex
	stores    *fieldStores // of nodes, noted by Collect
	Wanted    bool
}

// localData returns a data index whose entries for v, a local variable
// of the package, are those of the whole package's: that index when built,
// else one of the top-level declaration holding v.
func (dx *Data) localData(v *types.Var) *DataIndex {
	if dx.Idx != nil || v.Pkg() != dx.f.Pkg || v.Parent() == nil || v.Parent() == dx.f.Pkg.Scope() {
		return dx.data()
	}
	d := dx.f.vars.DeclAt(v.Pos())
	if d == nil {
		return dx.data()
	}
	dx.Wanted = true
	if x, ok := dx.declData[d]; ok {
		return x
	}
	x := NewDataIndex()
	dx.indexDataIn(x, d)
	if dx.declData == nil {
		dx.declData = make(map[ast.Decl]*DataIndex)
	}
	dx.declData[d] = x
	return x
}

// fieldData returns a data index whose entries for fld, a field origin,
// are those of the whole package's: that index when built, or when
// Collect kept no nodes for it; else one of the kept nodes that can
// store into a field of fld's name.
func (dx *Data) fieldData(fld *types.Var) *DataIndex {
	if dx.Idx != nil || !dx.kept {
		return dx.data()
	}
	dx.Wanted = true
	if x, ok := dx.namedData[fld.Name()]; ok {
		return x
	}
	x := dx.namedFieldData([]string{fld.Name()})
	if dx.namedData == nil {
		dx.namedData = make(map[string]*DataIndex)
	}
	dx.namedData[fld.Name()] = x
	return x
}

// fieldStores are the kept nodes, which can store into a field, as
// indexes into Data.nodes: by the field's name, and the positional
// struct literals, which can store into any field. Collect notes each
// node as it keeps it, while it is at hand, in a list of names and
// nodes: most packages ask for a few names once (their field values'
// export), or never, and a map by name would hash every name of the
// package. The second question makes the map. A positional literal of
// another type ([]string{"a"}) stores into no field (indexData records
// nothing of it): the positional candidates' types are looked up once,
// on the first use.
type fieldStores struct {
	named      chunks[namedStore] // in the order of the nodes
	byName     map[string][]int   // named by name, from the second question on
	asked      int                // questions so far (nodesNamed)
	positional []int
	litCands   []int // positional literals whose type is not yet looked up
}

// A namedStore is a kept node that can store into a field of a name.
type namedStore struct {
	name string
	node int
}

// note records n as node i when it can store into a field, and reports
// whether it can.
func (s *fieldStores) note(i int, n ast.Node) bool {
	noted := false
	storeNames(n, func(name string) {
		if name == "" {
			s.litCands = append(s.litCands, i) // storeNames names "" only for a literal
		} else {
			s.named.add(namedStore{name, i})
		}
		noted = true
	})
	return noted
}

// nodesNamed appends to at the kept nodes that can store into a field
// named in names, in the order of the nodes for each name.
func (s *fieldStores) nodesNamed(at []int, names []string) []int {
	if s.asked++; s.asked == 2 && s.byName == nil {
		s.byName = make(map[string][]int)
		for _, ns := range s.named.all() {
			s.byName[ns.name] = append(s.byName[ns.name], ns.node)
		}
	}
	if s.byName != nil {
		for _, name := range names {
			at = append(at, s.byName[name]...)
		}
		return at
	}
	// The names' lengths rule out most stores before their text is
	// read.
	var lens uint64
	want := make(map[string]bool, len(names))
	for _, name := range names {
		lens |= 1 << (len(name) % 64)
		want[name] = true
	}
	for _, ns := range s.named.all() {
		if lens&(1<<(len(ns.name)%64)) != 0 && want[ns.name] {
			at = append(at, ns.node)
		}
	}
	return at
}

// namedFieldData returns a data index of the kept nodes that can store
// into a field named in names: its entries for those fields are those of
// the whole package's, in the same order.
func (dx *Data) namedFieldData(names []string) *DataIndex {
	if s := dx.stores; s.litCands != nil {
		for _, i := range s.litCands {
			if typesx.LitStruct(dx.f.Info, dx.nodes.at(i).(*ast.CompositeLit)) != nil {
				s.positional = append(s.positional, i)
			}
		}
		s.litCands = nil
	}
	at := dx.stores.nodesNamed(slices.Clone(dx.stores.positional), names)
	slices.Sort(at)
	x := NewDataIndex()
	for _, i := range slices.Compact(at) {
		dx.indexData(x, dx.nodes.at(i))
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

// Kept reports whether Collect kept the nodes that can store into a
// field, so that Fields builds its part without a walk.
func (dx *Data) Kept() bool { return dx.kept }

// MayStoreNamed reports whether the package may store into a field named
// name (x.name = e, name: e, &x.name), positional literals aside: false
// only when the nodes Collect kept name no such store.
func (dx *Data) MayStoreNamed(name string) bool {
	s := dx.stores
	if !dx.kept || s == nil {
		return true
	}
	for _, ns := range s.named.all() {
		if ns.name == name {
			return true
		}
	}
	return false
}

// Fields returns a data index whose entries for the fields of
// fields are those of the whole package's.
func (dx *Data) Fields(fields map[*types.Var]string) *DataIndex {
	if dx.Idx != nil || !dx.kept {
		return dx.data()
	}
	var names []string
	for fld := range fields {
		names = append(names, fld.Name())
	}
	return dx.namedFieldData(names)
}

// UsesOf returns the positions, sorted, of the identifiers of the
// package that refer to one of fields (origins, each a field of one of
// structs) or structs, objects of this package. It is a scan of every
// use of the package's syntax, so the test of each is kept to a type
// switch and, for a field, one lookup.
func (dx *Data) UsesOf(fields map[*types.Var]string, structs map[*types.TypeName]bool) []token.Pos {
	// A use of a field of an instance of a generic struct is a variable of
	// its own, whose origin is the field: only then is the origin looked
	// up. Otherwise the lookup of the variable itself decides, without
	// reading the object (most uses are local variables, scattered in
	// memory).
	generic := false
	for tn := range structs {
		if n, ok := tn.Type().(*types.Named); ok && n.TypeParams().Len() > 0 {
			generic = true
			break
		}
	}
	var at []token.Pos
	for id, obj := range dx.f.Info.Uses {
		switch obj := obj.(type) {
		case *types.Var:
			if _, ok := fields[obj]; !ok {
				if !generic || !obj.IsField() {
					continue
				}
				if _, ok := fields[obj.Origin()]; !ok {
					continue
				}
			}
		case *types.TypeName:
			if !structs[obj] {
				continue
			}
		default:
			continue
		}
		at = append(at, id.Pos())
	}
	slices.Sort(at)
	return at
}

// IndexDataNear adds to x the stores of the package's syntax that hold
// one of the identifiers at (sorted positions): every store into a field
// names it (x.F = e, F: e, &x.F), or names its struct type around an
// unkeyed literal (T{"a"}, []T{{"a"}}). The walk enters only the nodes
// holding such an identifier, and every node of a composite literal
// holding one.
func (dx *Data) IndexDataNear(x *DataIndex, at []token.Pos) {
	// The walk visits nodes mostly in the order of their positions: the
	// search for the first identifier at or after a node starts where
	// the last one ended, and goes back only for a node before it (a
	// function's type after its receiver).
	next, last := 0, token.NoPos
	holds := func(n ast.Node) bool {
		pos := n.Pos()
		if pos < last {
			next = 0
		}
		last = pos
		for k := 0; next < len(at) && at[next] < pos; k++ {
			if k == 4 {
				i, _ := slices.BinarySearch(at[next:], pos)
				next += i
				break
			}
			next++
		}
		return next < len(at) && at[next] < n.End()
	}
	for _, file := range dx.f.Files {
		if len(at) == 0 {
			return
		}
		inspect(file, func(n ast.Node) bool {
			if !holds(n) {
				return false
			}
			switch n.(type) {
			case *ast.CompositeLit:
				dx.indexDataIn(x, n)
				return false
			case *ast.AssignStmt, *ast.UnaryExpr, *ast.RangeStmt, *ast.CallExpr:
				dx.indexData(x, n)
			}
			return true
		})
	}
}

// StoresOf returns the assignments (in a flow of their own) and the data
// index of the top-level declarations that name one of objs, variables
// and field origins of this package's files: what the package stores in
// them, without indexing the rest of the package. When the package's
// index is already built, it is returned.
func (dx *Data) StoresOf(objs map[*types.Var]bool) (*Vars, *DataIndex) {
	if dx.Idx != nil && dx.f.vars.all {
		return dx.f.vars, dx.Idx
	}
	var decls []ast.Decl
	seen := make(map[ast.Decl]bool)
	add := func(pos token.Pos) {
		if d := dx.f.vars.DeclAt(pos); d != nil && !seen[d] {
			seen[d] = true
			decls = append(decls, d)
		}
	}
	// A use is looked up as it is, without reading its object (most
	// are local variables, scattered in memory); its origin is looked
	// up too only when it can differ, an instance's field or parameter,
	// whose origin is the package's only when the package declares
	// generics.
	generic := declaresGenerics(dx.f.Files)
	for id, obj := range dx.f.Info.Uses {
		if v, ok := obj.(*types.Var); ok && (objs[v] || generic && objs[v.Origin()]) {
			add(id.Pos())
		}
	}
	for v := range objs {
		if v.Pkg() == dx.f.Pkg {
			add(v.Pos())
		}
	}
	g := (&Flow{Info: dx.f.Info, Pkg: dx.f.Pkg, Files: dx.f.Files}).withParts()
	x := NewDataIndex()
	for _, d := range decls {
		g.vars.indexDecl(d)
		g.Data.indexDataIn(x, d)
	}
	return g.vars, x
}

// declaresGenerics reports whether files declare a generic type or
// function: only then can a variable of an instance (a field of T[int],
// a parameter of F[int]) have one of theirs as its origin. Generics are
// declared at the top level only.
func declaresGenerics(files []*ast.File) bool {
	for _, file := range files {
		for _, d := range file.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Type.TypeParams != nil {
					return true
				}
			case *ast.GenDecl:
				if d.Tok != token.TYPE {
					continue
				}
				for _, spec := range d.Specs {
					if spec.(*ast.TypeSpec).TypeParams != nil {
						return true
					}
				}
			}
		}
	}
	return false
}
