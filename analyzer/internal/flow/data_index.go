package flow

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"

	"golang.org/x/tools/go/types/typeutil"
)

// DataIndex records how the package stores values in struct fields and in
// the elements of slices, arrays and maps. It is built on the first read
// of a field, an element or a range variable that reaches a sink, in one
// walk of the package.
type DataIndex struct {
	Lits       map[*types.Var][]ast.Expr    // field origin → values given in composite literals
	Assigns    map[*types.Var][]fieldAssign // field origin → x.F = e
	FieldAddr  map[*types.Var]int           // field origin → times &x.F is taken
	Fixed      map[*types.Var]bool          // field origin → also stored by x.F op= e, a tuple or a range
	fixedOther map[*types.Var]bool          // fixed, by other than a tuple from a call
	tupleCalls map[*types.Var][]token.Pos   // field origin → z.F, err = dc.ReadString()
	tupleRhs   map[*types.Var][]ast.Expr    // field origin → the calls of tupleCalls
	tupleSelf  map[*types.Var]bool          // field origin → r.URL, err = url.JoinPath(r.URL, p): a tuple rewriting it from itself
	// tupleFirst are the tuples from a call of two results that store
	// the field from the first (c.host, err = endpoint()), as writes of
	// the call; tupleOther marks a field a tuple from a call stores
	// otherwise (another result, of more than two).
	tupleFirst map[*types.Var][]fieldAssign
	tupleOther map[*types.Var]bool
	Elems      map[types.Object][]elemAssign // variable or field origin → x[k] = e
	ElemBad    map[types.Object]bool         // elements also stored some other way
	addr       map[*types.Var]int            // variable → times its address is taken (&v, a pointer method)
	other      map[*types.Var]bool           // variables assigned by op=, ++, a range without := or a tuple
	otherStore map[*types.Var]bool           // other, by other than a tuple from a call (eps, err := endpoints())
	derefs     map[*types.Var]bool           // pointer variables written through: *p = x
	ranges     map[*types.Var]*ast.RangeStmt // key and value variables of range statements
	flagVars   map[*types.Var][]flagDefault  // flag.StringVar(&v, ...)
	FlagFields map[*types.Var][]flagDefault  // flag.StringVar(&x.F, ...)
	flagAddr   map[*types.Var]int            // field origin → times &x.F is given to a flag definition of any type (flag.BoolVar)
}

// A fieldAssign is x.F = rhs.
type fieldAssign struct {
	base ast.Expr
	Rhs  ast.Expr
}

// An elemAssign is x[key] = rhs.
type elemAssign struct {
	key ast.Expr
	rhs ast.Expr
}

// data returns the package's data index, building it on first use in a
// walk of the package.
func (dx *Data) data() *DataIndex {
	if dx.Idx != nil {
		return dx.Idx
	}
	x := NewDataIndex()
	dx.Idx = x
	// The parts are no longer asked for.
	dx.nodes, dx.stores = chunks[ast.Node]{}, nil
	// A plain walk: building the package's inspector for it would cost
	// more than the walk itself.
	for _, file := range dx.f.Files {
		dx.indexDataIn(x, file)
	}
	return x
}

func NewDataIndex() *DataIndex {
	return &DataIndex{
		Lits:       make(map[*types.Var][]ast.Expr),
		Assigns:    make(map[*types.Var][]fieldAssign),
		FieldAddr:  make(map[*types.Var]int),
		Fixed:      make(map[*types.Var]bool),
		fixedOther: make(map[*types.Var]bool),
		tupleCalls: make(map[*types.Var][]token.Pos),
		tupleRhs:   make(map[*types.Var][]ast.Expr),
		tupleSelf:  make(map[*types.Var]bool),
		tupleFirst: make(map[*types.Var][]fieldAssign),
		tupleOther: make(map[*types.Var]bool),
		Elems:      make(map[types.Object][]elemAssign),
		ElemBad:    make(map[types.Object]bool),
		addr:       make(map[*types.Var]int),
		other:      make(map[*types.Var]bool),
		otherStore: make(map[*types.Var]bool),
		derefs:     make(map[*types.Var]bool),
		ranges:     make(map[*types.Var]*ast.RangeStmt),
		flagVars:   make(map[*types.Var][]flagDefault),
		FlagFields: make(map[*types.Var][]flagDefault),
		flagAddr:   make(map[*types.Var]int),
	}
}

// indexDataIn adds the stores under root to x.
func (dx *Data) indexDataIn(x *DataIndex, root ast.Node) {
	inspect(root, func(n ast.Node) bool {
		if isDataNode(n) {
			dx.indexData(x, n)
		}
		return true
	})
}

// isDataNode reports whether indexData can record something of n. It
// reads the syntax alone, and leaves out the nodes it can tell record
// nothing: most calls, selectors and literals of a large generated
// package.
func isDataNode(n ast.Node) bool {
	switch n := n.(type) {
	case *ast.AssignStmt, *ast.RangeStmt:
		return true
	case *ast.CompositeLit:
		return len(n.Elts) > 0
	case *ast.IncDecStmt:
		_, ok := ast.Unparen(n.X).(*ast.Ident)
		return ok
	case *ast.UnaryExpr:
		return n.Op == token.AND
	case *ast.SelectorExpr:
		// A method value of a variable's storage (rootVar).
		switch ast.Unparen(n.X).(type) {
		case *ast.Ident, *ast.SelectorExpr, *ast.IndexExpr:
			return true
		}
	case *ast.CallExpr:
		// A flag definition or a call taking &x.F (indexFlag, storeNames).
		for _, arg := range n.Args {
			if u, ok := ast.Unparen(arg).(*ast.UnaryExpr); ok && u.Op == token.AND {
				return true
			}
		}
	}
	return false
}

// indexData records in x what node n stores: struct literals, assignments,
// addresses taken, range variables, flag definitions.
func (dx *Data) indexData(x *DataIndex, n ast.Node) {
	switch n := n.(type) {
	case *ast.CompositeLit:
		st := typesx.LitStruct(dx.f.Info, n)
		if st == nil {
			return
		}
		for i, elt := range n.Elts {
			if fld, val := typesx.LitElem(dx.f.Info, st, elt, i); fld != nil {
				x.Lits[fld.Origin()] = append(x.Lits[fld.Origin()], val)
			}
		}
	case *ast.AssignStmt:
		dx.indexAssign(x, n)
	case *ast.IncDecStmt:
		if id, ok := ast.Unparen(n.X).(*ast.Ident); ok {
			if v, ok := typesx.ObjectOf(dx.f.Info, id).(*types.Var); ok {
				x.other[v], x.otherStore[v] = true, true
			}
		}
	case *ast.UnaryExpr:
		if n.Op != token.AND {
			return
		}
		if fld, _ := dx.f.FieldSel(ast.Unparen(n.X)); fld != nil {
			x.FieldAddr[fld]++
		}
		if v := rootVar(dx.f.Info, n.X); v != nil {
			x.addr[v]++
		}
		if ix, ok := ast.Unparen(n.X).(*ast.IndexExpr); ok {
			if obj := dx.storage(ix.X); obj != nil {
				x.ElemBad[obj] = true
			}
		}
	case *ast.SelectorExpr:
		// cfg.Load() with a pointer receiver takes the address of cfg.
		if sel, ok := dx.f.Info.Selections[n]; ok && sel.Kind() == types.MethodVal {
			if sig, ok := sel.Obj().Type().(*types.Signature); ok && sig.Recv() != nil {
				if _, ptr := sig.Recv().Type().(*types.Pointer); ptr {
					if v := rootVar(dx.f.Info, n.X); v != nil {
						x.addr[v]++
					}
				}
			}
		}
	case *ast.RangeStmt:
		for _, e := range []ast.Expr{n.Key, n.Value} {
			if e == nil {
				continue
			}
			e = ast.Unparen(e)
			if id, ok := e.(*ast.Ident); ok {
				if v, ok := typesx.ObjectOf(dx.f.Info, id).(*types.Var); ok {
					if n.Tok == token.DEFINE {
						x.ranges[v] = n
					} else {
						x.other[v], x.otherStore[v] = true, true
					}
				}
			}
			if fld, _ := dx.f.FieldSel(e); fld != nil {
				x.Fixed[fld] = true
				x.fixedOther[fld] = true
			}
		}
	case *ast.CallExpr:
		dx.indexFlag(x, n)
	}
}

// indexAssign records what an assignment stores: fields, elements,
// values through pointers, and variables assigned other than plainly.
func (dx *Data) indexAssign(x *DataIndex, n *ast.AssignStmt) {
	plain := len(n.Lhs) == len(n.Rhs) && (n.Tok == token.ASSIGN || n.Tok == token.DEFINE)
	fromCall := len(n.Rhs) == 1 && len(n.Lhs) > 1 && isCall(n.Rhs[0]) // u, err := f() or u, err = f()
	tupleCall := fromCall && n.Tok == token.ASSIGN
	for i, lhs := range n.Lhs {
		lhs = ast.Unparen(lhs)
		if fld, base := dx.f.FieldSel(lhs); fld != nil {
			if plain {
				x.Assigns[fld] = append(x.Assigns[fld], fieldAssign{base, n.Rhs[i]})
			} else {
				x.Fixed[fld] = true
				switch {
				case tupleCall && dx.f.rewrites(n.Rhs[0], fld):
					x.tupleSelf[fld] = true
				case tupleCall:
					x.tupleCalls[fld] = append(x.tupleCalls[fld], n.Pos())
					x.tupleRhs[fld] = append(x.tupleRhs[fld], n.Rhs[0])
					if t, ok := dx.f.Info.TypeOf(n.Rhs[0]).(*types.Tuple); ok && t.Len() == 2 && i == 0 {
						x.tupleFirst[fld] = append(x.tupleFirst[fld], fieldAssign{base, n.Rhs[0]})
					} else {
						x.tupleOther[fld] = true
					}
				default:
					x.fixedOther[fld] = true
				}
			}
		}
		if ix, ok := lhs.(*ast.IndexExpr); ok {
			if obj := dx.storage(ix.X); obj != nil {
				if plain {
					x.Elems[obj] = append(x.Elems[obj], elemAssign{ix.Index, n.Rhs[i]})
				} else {
					x.ElemBad[obj] = true
				}
			}
		}
		if st, ok := lhs.(*ast.StarExpr); ok {
			if id, ok := ast.Unparen(st.X).(*ast.Ident); ok {
				if v, ok := typesx.ObjectOf(dx.f.Info, id).(*types.Var); ok {
					x.derefs[v] = true
				}
			}
		}
		if v := qualifiedVar(dx.f.Info, lhs); v != nil && v.Pkg() != dx.f.Pkg {
			x.other[v], x.otherStore[v] = true, true // pkg.V = e: no longer the value V's package declares
		}
		if id, ok := lhs.(*ast.Ident); ok && !plain {
			if v, ok := typesx.ObjectOf(dx.f.Info, id).(*types.Var); ok {
				x.other[v] = true
				if !fromCall {
					x.otherStore[v] = true
				}
			}
		}
	}
}

// writes returns the assignments of fld that a read follows: x.F = e,
// and the tuples that store it from the first of a call's two results,
// as a local variable's are followed (u, err := f()); fixed reports that
// it is also stored some way a read cannot follow.
func (x *DataIndex) writes(fld *types.Var) (assigns []fieldAssign, fixed bool) {
	assigns = x.Assigns[fld]
	if !x.Fixed[fld] {
		return assigns, false
	}
	if x.fixedOther[fld] || x.tupleSelf[fld] || x.tupleOther[fld] || len(x.tupleFirst[fld]) == 0 {
		return assigns, true
	}
	return append(slices.Clip(assigns), x.tupleFirst[fld]...), false
}

// decodedTuples reports whether the tuples from calls that store field
// fld are each in a decoding method (see inDecoders) or rewrite it from
// itself, and there is one: values derived from decoded ones are
// decoded too.
func (dx *Data) decodedTuples(x *DataIndex, fld *types.Var) bool {
	if len(x.tupleCalls[fld]) == 0 {
		return x.tupleSelf[fld]
	}
	return dx.inDecoders(x.tupleCalls[fld])
}

// inDecoders reports whether each of positions is in a method that
// decodes its receiver, by the names encoders generate or implement
// (msgp's DecodeMsg and UnmarshalMsg: z.Endpoint, err = dc.ReadString();
// UnmarshalJSON, UnmarshalYAML, UnmarshalText).
func (dx *Data) inDecoders(positions []token.Pos) bool {
	for _, pos := range positions {
		fn := dx.f.Control.FuncDeclAt(pos)
		if fn == nil || fn.Recv == nil || !strings.HasPrefix(fn.Name.Name, "Decode") && !strings.HasPrefix(fn.Name.Name, "Unmarshal") {
			return false
		}
	}
	return len(positions) > 0
}

func isCall(e ast.Expr) bool {
	_, ok := ast.Unparen(e).(*ast.CallExpr)
	return ok
}

// fieldSel is FieldSel over the types of info.
func fieldSel(info *types.Info, e ast.Expr) (*types.Var, ast.Expr) {
	se, ok := e.(*ast.SelectorExpr)
	if !ok {
		return nil, nil
	}
	sel, ok := info.Selections[se]
	if !ok || sel.Kind() != types.FieldVal {
		return nil, nil
	}
	v, ok := sel.Obj().(*types.Var)
	if !ok {
		return nil, nil
	}
	return v.Origin(), se.X
}

// storage returns the variable or field origin a container expression
// names: m in m[k], c.routes in c.routes[k].
func (dx *Data) storage(e ast.Expr) types.Object {
	e = ast.Unparen(e)
	if fld, _ := dx.f.FieldSel(e); fld != nil {
		return fld
	}
	if id, ok := e.(*ast.Ident); ok {
		if v, ok := typesx.ObjectOf(dx.f.Info, id).(*types.Var); ok {
			return v
		}
	}
	return nil
}

// rootVar returns the variable whose storage e designates: v in v,
// v.a.b or v[i] for an array v. It is nil when e reaches through a
// pointer, a slice or a map, which share their storage.
func rootVar(info *types.Info, e ast.Expr) *types.Var {
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			v, _ := typesx.ObjectOf(info, x).(*types.Var)
			return v
		case *ast.SelectorExpr:
			sel, ok := info.Selections[x]
			if !ok {
				v, _ := info.Uses[x.Sel].(*types.Var) // a package-level variable of another package
				return v
			}
			if sel.Indirect() || isPointer(info.TypeOf(x.X)) {
				return nil
			}
			e = x.X
		case *ast.IndexExpr:
			if _, ok := typesx.Under(info.TypeOf(x.X)).(*types.Array); !ok {
				return nil
			}
			e = x.X
		default:
			return nil
		}
	}
}

func isPointer(t types.Type) bool {
	_, ok := typesx.Under(t).(*types.Pointer)
	return ok
}

// litField returns the value a struct literal gives the field at index
// i of its type, or nil when it leaves it zero.
func litField(info *types.Info, lit *ast.CompositeLit, i int) ast.Expr {
	st := typesx.LitStruct(info, lit)
	if st == nil || i >= st.NumFields() {
		return nil
	}
	want := st.Field(i)
	for j, elt := range lit.Elts {
		if fld, val := typesx.LitElem(info, st, elt, j); fld == want {
			return val
		}
	}
	return nil
}

// indexFlag records a flag definition storing into &v or &x.F.
func (dx *Data) indexFlag(x *DataIndex, call *ast.CallExpr) {
	if len(call.Args) < 3 {
		return
	}
	if fn, ok := typeutil.Callee(dx.f.Info, call).(*types.Func); ok && fn.Pkg() != nil && flagPackage(fn.Pkg().Path()) {
		if u, ok := ast.Unparen(call.Args[0]).(*ast.UnaryExpr); ok && u.Op == token.AND {
			if fld, _ := dx.f.FieldSel(ast.Unparen(u.X)); fld != nil {
				x.flagAddr[fld]++
			}
		}
	}
	ptr, def, ok := flagCall(dx.f.Info, call)
	if !ok || ptr < 0 {
		return
	}
	u, ok := ast.Unparen(call.Args[ptr]).(*ast.UnaryExpr)
	if !ok || u.Op.String() != "&" {
		return
	}
	switch t := ast.Unparen(u.X).(type) {
	case *ast.Ident:
		if v, ok := typesx.ObjectOf(dx.f.Info, t).(*types.Var); ok {
			x.flagVars[v] = append(x.flagVars[v], flagDefault{call.Args[def]})
		}
	case *ast.SelectorExpr:
		if fld, _ := dx.f.FieldSel(t); fld != nil {
			x.FlagFields[fld] = append(x.FlagFields[fld], flagDefault{call.Args[def]})
		}
	}
}
