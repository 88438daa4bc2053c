package flow

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/cfg"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// Field writes in order. The writes of a field are gathered from the whole
// package, in no order; where the read's own function writes the field
// too, its control flow tells which of them can hold at the read:
//
//	c.cfg.Addr = strings.TrimSuffix(addr, "/")
//	c.cfg.API = fmt.Sprintf("%s/%s", c.cfg.Addr, "api/") // Addr is the trimmed text alone
//
//	if m.Tmpl != "" {
//		u, err := url.Parse(m.Tmpl) // never the default below
//	} else {
//		m.Tmpl = defaultTmpl
//	}
//
// A write of the same storage (the same variable, through the same
// fields) in the function is a definition, as an assignment of a local
// variable is (liveAssignments): it reaches the read only along the
// function's control-flow graph, and it hides every earlier write. The
// other writes (in other functions, of other storage, in literals) are
// what the storage held when the function started; the function is taken
// to run once on it, so that its own writes reach its reads only along its
// control flow. A new value stored on the storage's way (c := new(client),
// c.config = new(config)) holds none of the field's writes. A call adds
// the writes of the package's functions it runs (field_calls.go); what
// else can change the storage unseen between a write and the read lets
// every write reach it: a store to the variable or to a field on its way,
// or of the field through other storage, or of a whole struct or array, a
// go statement, and, where the storage is shared (not a new value that
// only the function and the package's functions it calls were given), a
// call of code the package does not show or a channel operation.
//
// Where the storage is a parameter of a function every call of which the
// package holds, what it held when the function started is what the
// argument held at each call: each call is read the same way.

// A fieldPath names storage a field read or write selects: a variable and
// the fields selected from it, through pointers, implicit ones included.
type fieldPath struct {
	root   *types.Var
	fields []*types.Var // field origins, outermost first
}

// equal reports whether p and q name the same storage.
func (p fieldPath) equal(q fieldPath) bool {
	return p.root == q.root && slices.Equal(p.fields, q.fields)
}

// pathOf returns the storage e selects: a variable, followed by field
// selections, dereferences and address operators; ok is false for any
// other expression (an index, a call).
func pathOf(info *types.Info, e ast.Expr) (fieldPath, bool) {
	var rev []*types.Var // innermost first
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			v, ok := info.Uses[x].(*types.Var)
			if !ok {
				v, ok = info.Defs[x].(*types.Var)
			}
			if !ok || v.IsField() {
				return fieldPath{}, false
			}
			slices.Reverse(rev)
			return fieldPath{root: v, fields: rev}, true
		case *ast.SelectorExpr:
			sel, ok := info.Selections[x]
			if !ok {
				v, ok := info.Uses[x.Sel].(*types.Var) // a variable of another package
				if !ok {
					return fieldPath{}, false
				}
				slices.Reverse(rev)
				return fieldPath{root: v, fields: rev}, true
			}
			if sel.Kind() != types.FieldVal {
				return fieldPath{}, false
			}
			chain := selectedFields(info.TypeOf(x.X), sel.Index())
			if chain == nil {
				return fieldPath{}, false
			}
			for i := len(chain) - 1; i >= 0; i-- {
				rev = append(rev, chain[i])
			}
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.UnaryExpr:
			if x.Op != token.AND {
				return fieldPath{}, false
			}
			e = x.X
		default:
			return fieldPath{}, false
		}
	}
}

// selectedFields returns the field origins a selection of index path idx
// goes through from a value of type t, or nil.
func selectedFields(t types.Type, idx []int) []*types.Var {
	var out []*types.Var
	for _, i := range idx {
		if p, ok := t.Underlying().(*types.Pointer); ok {
			t = p.Elem()
		}
		st, ok := t.Underlying().(*types.Struct)
		if !ok || i >= st.NumFields() {
			return nil
		}
		f := st.Field(i)
		out = append(out, f.Origin())
		t = f.Type()
	}
	return out
}

// Facts of the write-order flow, as bits: orderAny says every write can
// hold, orderEntry that what the storage held when the function started
// can, orderShared that code not shown may reach the storage; bit
// orderDefs+i is the function's definition i, or the writes of the calls
// of its node i.
const (
	orderAny = 1 << iota
	orderEntry
	orderShared
	orderDefs = iota
)

// maxOrderDefs bounds the definitions of one storage followed through a
// function.
const maxOrderDefs = 64 - orderDefs

// An orderState is the write-order flow of one storage at one point of a
// function: the facts that reach it, and which writes of the field are
// the function's definitions (by the assignment's position in the
// package's list), with their bits.
type orderState struct {
	reach uint64
	defs  map[int]int // index in the field's assignments → definition
	// rewrites are the definitions that read the storage too (as bits):
	// what an earlier run of the function left there is what the next
	// one rewrites again (o.url = "http://" + o.url, run twice), so they
	// also hold where the storage's value at the start does.
	rewrites uint64
	// called are, for an assignment of the field, the bits of the calls
	// that may run it.
	called map[int]uint64
}

// holds reports whether assignment i of the field can hold at the point,
// as far as this function tells (orderEntry: whatever held at its start).
func (s orderState) holds(i int) bool {
	if s.reach&orderAny != 0 || i >= 0 && s.reach&s.called[i] != 0 {
		return true
	}
	entry := s.reach&orderEntry != 0
	if d, ok := s.defs[i]; ok {
		bit := uint64(1) << (orderDefs + d)
		return s.reach&bit != 0 || entry && s.rewrites&bit != 0
	}
	return entry
}

// writesReaching returns which writes of fld can hold at the read e, in
// fieldExprs' terms: keep reports it for an assignment of the field (by
// its index in assigns) and, with i < 0, for every other write (a
// composite literal, a flag). nil keeps them all: the read's function
// writes none of the storage, or its control flow was not followed, and
// no other test wrote it.
func (fr *Fields) writesReaching(e *ast.SelectorExpr, fld *types.Var, assigns []fieldAssign) (keep func(i int) bool) {
	if len(assigns) == 0 {
		return nil
	}
	ordered := fr.writesOrdered(e, assigns)
	other := fr.otherTests(e, assigns)
	if other == nil {
		return ordered
	}
	return func(i int) bool {
		return (i < 0 || !other[i]) && (ordered == nil || ordered(i))
	}
}

// otherTests returns which of assigns, the assignments of a field, a test
// function other than the one reading it at e makes through a local
// variable of its own, where e reads it through a local variable of its
// test too; nil where there is none. The testing package runs each test
// on its own: a test's locals start afresh, and another test's write
// reaches them only through state of the package they share (whose root
// is no local), as a test's own write does through what it calls.
func (fr *Fields) otherTests(e *ast.SelectorExpr, assigns []fieldAssign) []bool {
	info, cf := fr.f.Info, fr.f.Control
	if !typesx.IsTestFile(fr.f.Fset, e.Pos()) {
		return nil
	}
	fd, ok := cf.vars.DeclAt(e.Pos()).(*ast.FuncDecl)
	if !ok || !testFunc(info, fd) {
		return nil
	}
	if path, ok := pathOf(info, e); !ok || !declaredIn(path.root, fd) {
		return nil
	}
	var other []bool
	for i, a := range assigns {
		d, ok := cf.vars.DeclAt(a.Rhs.Pos()).(*ast.FuncDecl)
		if !ok || d == fd || !testFunc(info, d) {
			continue
		}
		if path, ok := pathOf(info, a.base); !ok || !declaredIn(path.root, d) {
			continue
		}
		if other == nil {
			other = make([]bool, len(assigns))
		}
		other[i] = true
	}
	return other
}

// testFunc reports whether fd is a function the testing package runs:
// TestXxx, BenchmarkXxx or FuzzXxx of one parameter, *testing.T, B or F.
func testFunc(info *types.Info, fd *ast.FuncDecl) bool {
	if fd.Recv != nil || fd.Type.Params.NumFields() != 1 {
		return false
	}
	name := fd.Name.Name
	if !strings.HasPrefix(name, "Test") && !strings.HasPrefix(name, "Benchmark") && !strings.HasPrefix(name, "Fuzz") {
		return false
	}
	p, ok := info.TypeOf(fd.Type.Params.List[0].Type).(*types.Pointer)
	if !ok {
		return false
	}
	n, ok := p.Elem().(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "testing"
}

// declaredIn reports whether v is a local variable of fd (a parameter
// included), or of a function literal in it.
func declaredIn(v *types.Var, fd *ast.FuncDecl) bool {
	return v.Parent() != nil && v.Parent() != v.Pkg().Scope() && fd.Pos() <= v.Pos() && v.Pos() < fd.End()
}

// writesOrdered is writesReaching as far as the read's function and
// those that call it tell.
func (fr *Fields) writesOrdered(e *ast.SelectorExpr, assigns []fieldAssign) (keep func(i int) bool) {
	cf := fr.f.Control
	decl := cf.vars.DeclAt(e.Pos())
	if decl == nil {
		return nil
	}
	path, ok := pathOf(fr.f.Info, e)
	if !ok {
		return nil
	}
	// Only a write in the read's function, or in a function that calls
	// it, can be told apart.
	var calls []*ast.CallExpr
	index := -1
	if fd, isDecl := decl.(*ast.FuncDecl); isDecl && fr.f.Params != nil {
		if i, ok := paramIndexOf(fr.f.Info, fd, path.root); ok {
			if cs, ok := fr.f.Params.visibleCalls(fr.f, fd); ok && len(cs) > 0 && len(cs) <= maxParamCalls {
				calls, index = cs, i
			}
		}
	}
	fn, body := cf.funcOf(e)
	if body == nil {
		return nil
	}
	// A local variable declared with a new value holds none of the
	// writes of other functions there.
	if !fr.declaredFresh(cf.graph(fn, body), body, path) && !writesIn(assigns, decl) && !slices.ContainsFunc(calls, func(c *ast.CallExpr) bool {
		d := cf.vars.DeclAt(c.Pos())
		return d != nil && writesIn(assigns, d)
	}) {
		return nil
	}
	if fn != ast.Node(decl) {
		calls, index = nil, -1 // a parameter of the function around a literal
	}
	at, ok := fr.orderAt(fn, body, e, path, assigns)
	if !ok || at.reach&orderAny != 0 {
		return nil
	}
	if at.reach&orderEntry == 0 || index < 0 {
		return func(i int) bool { return at.holds(i) }
	}
	// The storage is a parameter's: what it held at the start is what
	// each call's argument held.
	var sites []orderState
	for _, c := range calls {
		if index >= len(c.Args) || spread(c, index) || fr.deferredOrGo(c) {
			return nil
		}
		arg := c.Args[index]
		apath, ok := pathOf(fr.f.Info, arg)
		if !ok {
			return func(i int) bool { return at.holds(i) } // a new value: whatever it is, the entry
		}
		apath.fields = append(slices.Clip(apath.fields), path.fields...)
		cfn, cbody := cf.funcOf(c)
		if cbody == nil {
			return func(i int) bool { return at.holds(i) }
		}
		s, ok := fr.orderAt(cfn, cbody, arg, apath, assigns)
		if !ok || s.reach&orderAny != 0 {
			return func(i int) bool { return at.holds(i) }
		}
		sites = append(sites, s)
	}
	return func(i int) bool {
		if _, own := at.defs[i]; own {
			return at.holds(i)
		}
		return slices.ContainsFunc(sites, func(s orderState) bool { return s.holds(i) })
	}
}

// writesIn reports whether one of assigns is inside decl.
func writesIn(assigns []fieldAssign, decl ast.Decl) bool {
	return slices.ContainsFunc(assigns, func(a fieldAssign) bool {
		return decl.Pos() <= a.Rhs.Pos() && a.Rhs.Pos() < decl.End()
	})
}

// deferredOrGo reports whether call is the call of a defer or go
// statement: it runs later than where it is written.
func (fr *Fields) deferredOrGo(call *ast.CallExpr) bool {
	path := fr.f.Control.enclosingDecl(call)
	if len(path) < 2 {
		return true
	}
	switch p := path[1].(type) {
	case *ast.DeferStmt:
		return p.Call == call
	case *ast.GoStmt:
		return p.Call == call
	}
	return false
}

// orderAt runs the write-order flow of storage path through fn, a
// function with body body, to the point where at is evaluated: at is
// the read, or the argument of a call of the read's function. ok is false
// where the flow is not followed (a select statement, too many
// definitions, at not found in the graph).
func (fr *Fields) orderAt(fn ast.Node, body *ast.BlockStmt, at ast.Expr, path fieldPath, assigns []fieldAssign) (orderState, bool) {
	fg := fr.f.Control.graph(fn, body)
	if fg.syntax().selects {
		return orderState{}, false // its communications are not nodes of the graph
	}
	nodes := make(map[ast.Node]nodeEffect)
	state := orderState{defs: make(map[int]int), called: make(map[int]uint64)}
	ndefs := 0
	// number gives eff its bit, for its definition or its calls' writes.
	number := func(eff *nodeEffect, n ast.Node) {
		if eff.def {
			eff.index = ndefs
			ndefs++
			if eff.rewrite && eff.index < maxOrderDefs {
				state.rewrites |= 1 << (orderDefs + eff.index)
			}
			rhs := n.(*ast.AssignStmt).Rhs
			for i, a := range assigns {
				if slices.Contains(rhs, a.Rhs) {
					state.defs[i] = eff.index
				}
			}
		} else if len(eff.runs) > 0 {
			eff.index = ndefs
			ndefs++
			for _, i := range eff.runs {
				if eff.index < maxOrderDefs {
					state.called[i] |= 1 << (orderDefs + eff.index)
				}
			}
		}
	}
	for _, b := range fg.g.Blocks {
		for _, n := range b.Nodes {
			eff := fr.effectOf(n, fg, path, assigns)
			number(&eff, n)
			if eff.any() {
				nodes[n] = eff
			}
		}
	}
	use, useBlock, useAt := fg.nodeAt(at.Pos())
	if use == nil {
		return orderState{}, false
	}
	before := fr.runsBefore(use, at, path, assigns)
	number(&before, use)
	if ndefs > maxOrderDefs {
		return orderState{}, false
	}
	apply := func(s uint64, ns []ast.Node) uint64 {
		for _, n := range ns {
			if eff, ok := nodes[n]; ok {
				s = eff.apply(s)
			}
		}
		return s
	}
	in := fg.forward(orderEntry|orderShared, nil, func(b *cfg.Block, s uint64) uint64 { return apply(s, b.Nodes) })
	s := apply(in[useBlock.Index], useBlock.Nodes[:useAt])
	state.reach = before.apply(s)
	return state, true
}

// syntax returns what the write-order flow reads of fg's function
// outside its graph, scanned once: whether it holds a select statement
// (outside its function literals), and the keys and values of its range
// statements.
func (fg *funcGraph) syntax() *funcSyntax {
	if fg.scanned != nil {
		return fg.scanned
	}
	fs := &funcSyntax{}
	ast.Inspect(fg.fn, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectStmt:
			fs.selects = true
		case *ast.FuncLit:
			return n == fg.fn
		case *ast.RangeStmt:
			for _, e := range []ast.Expr{n.Key, n.Value} {
				if e != nil {
					if fs.ranges == nil {
						fs.ranges = make(map[ast.Expr]*ast.RangeStmt)
					}
					fs.ranges[e] = n
				}
			}
		}
		return true
	})
	fg.scanned = fs
	return fs
}

// A funcSyntax is what funcGraph.syntax finds.
type funcSyntax struct {
	selects bool
	ranges  map[ast.Expr]*ast.RangeStmt
}

// A nodeEffect is what a node of the graph does to the storage followed:
// it writes it (def, the function's definition index), stores a new value
// on its way (fresh), may change it unseen (clobber), passes it where
// code not shown can reach it (shares), runs such code (unknown), or runs
// assignments of the field in the package's functions it calls (runs,
// with index as their bit).
type nodeEffect struct {
	def, clobber bool
	// rewrite says the definition reads the storage too (x.F =
	// strings.TrimSpace(x.F)): what it held before flows through it, so
	// the definition hides nothing.
	rewrite bool
	index   int
	fresh   int
	shares  bool
	unknown bool
	runs    []int
}

// Kinds of new values stored on the storage's way: of the variable
// itself, which no other code holds then, or of a field on the way.
const (
	freshNone = iota
	freshVar
	freshField
)

// any reports whether the node does anything to the storage.
func (eff nodeEffect) any() bool {
	return eff.def || eff.clobber || eff.fresh != freshNone || eff.shares || eff.unknown || len(eff.runs) > 0
}

// apply returns the facts after the node from the facts s before it: its
// calls run before its store.
func (eff nodeEffect) apply(s uint64) uint64 {
	if eff.shares {
		s |= orderShared
	}
	if eff.clobber || eff.unknown && s&orderShared != 0 {
		s |= orderAny
	}
	if len(eff.runs) > 0 && eff.index < maxOrderDefs {
		s |= 1 << (orderDefs + eff.index)
	}
	switch {
	case eff.fresh == freshVar:
		return 0
	case eff.fresh == freshField:
		return s & orderShared
	case eff.rewrite:
		return s | 1<<(orderDefs+eff.index)
	case eff.def:
		return 1<<(orderDefs+eff.index) | s&orderShared
	}
	return s
}

// effectOf returns what node n of fg does to the storage path names, a
// storage of a field whose assignments are assigns.
func (fr *Fields) effectOf(n ast.Node, fg *funcGraph, path fieldPath, assigns []fieldAssign) nodeEffect {
	var eff nodeEffect
	stored := false // a store that may change the storage
	store := func(lhs, rhs ast.Expr, zero bool) {
		if k := fr.freshStore(lhs, rhs, zero, path); k != freshNone {
			eff.fresh = k
			return
		}
		switch fr.storeKind(lhs, path) {
		case storeDef:
			eff.def = true
		case storeClobber:
			stored = true
		}
	}
	eff.shares = fr.shares(n, path)
	switch n := n.(type) {
	case *ast.AssignStmt:
		for i, l := range n.Lhs {
			var rhs ast.Expr
			if len(n.Rhs) == len(n.Lhs) {
				rhs = n.Rhs[i]
			}
			store(l, rhs, false)
		}
		if eff.def && !stored {
			// The right side runs before the write.
			eff.rewrite = fr.readsPath(n.Rhs, path)
			return eff
		}
		eff.def = false // a store on the way after the write
	case *ast.ValueSpec:
		for i, id := range n.Names {
			store(id, valueAt(n.Values, i), len(n.Values) == 0)
		}
		eff.def = false
	case *ast.GoStmt:
		eff.clobber = true // it runs at any later point
	case *ast.SendStmt:
		eff.unknown = true
	case ast.Expr:
		if rs := fg.syntax().ranges[n]; rs != nil {
			// A range statement's key or value, assigned each iteration;
			// over a channel or a function, the iteration communicates or
			// calls.
			if rs.Tok == token.ASSIGN {
				store(n, nil, false)
			}
			switch t := fr.f.Info.TypeOf(rs.X); {
			case t == nil:
				eff.clobber = true
			case isChanOrFunc(t):
				eff.clobber = true
			}
			eff.def = false // fieldExprs does not follow a field a range assigns
		}
	}
	fr.runsIn(n, path, assigns, &eff)
	eff.clobber = eff.clobber || stored
	return eff
}

// declaredFresh reports whether the variable of path is declared in body
// with a new value on the storage's way (freshStore).
func (fr *Fields) declaredFresh(fg *funcGraph, body *ast.BlockStmt, path fieldPath) bool {
	if path.root.Pos() < body.Pos() || body.End() <= path.root.Pos() {
		return false
	}
	n, _, _ := fg.nodeAt(path.root.Pos())
	switch n := n.(type) {
	case *ast.AssignStmt:
		for i, l := range n.Lhs {
			if id, ok := l.(*ast.Ident); ok && fr.f.Info.Defs[id] == path.root && len(n.Rhs) == len(n.Lhs) {
				return fr.freshStore(l, n.Rhs[i], false, path) == freshVar
			}
		}
	case *ast.ValueSpec:
		for i, id := range n.Names {
			if fr.f.Info.Defs[id] == path.root {
				zero := len(n.Values) == 0
				return (zero || len(n.Values) == len(n.Names)) && fr.freshStore(id, valueAt(n.Values, i), zero, path) == freshVar
			}
		}
	}
	return false
}

// valueAt returns values[i], or nil.
func valueAt(values []ast.Expr, i int) ast.Expr {
	if i < len(values) {
		return values[i]
	}
	return nil
}

// freshStore returns the kind of new value a store of rhs into lhs puts
// on the storage's way: new(T) or a composite literal that leaves the
// rest of the way unset (or sets it to such a value), or the zero value
// of a declaration without values.
func (fr *Fields) freshStore(lhs, rhs ast.Expr, zero bool, path fieldPath) int {
	lp, ok := pathOf(fr.f.Info, lhs)
	if !ok || lp.root != path.root || len(lp.fields) >= len(path.fields) || !slices.Equal(lp.fields, path.fields[:len(lp.fields)]) {
		return freshNone
	}
	if !zero && (rhs == nil || !fr.freshValue(rhs, path.fields[len(lp.fields):])) {
		return freshNone
	}
	// A variable declared here, or a pointer given a new value, is
	// storage no other code holds yet.
	if id, ok := ast.Unparen(lhs).(*ast.Ident); ok && (fr.f.Info.Defs[id] == path.root || isPointer(path.root.Type())) {
		return freshVar
	}
	return freshField
}

// freshValue reports whether e is a new value whose fields along the
// given way are unset: new(T), or T{...} or &T{...} that sets none of
// them but to such a value.
func (fr *Fields) freshValue(e ast.Expr, fields []*types.Var) bool {
	switch x := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		id, ok := ast.Unparen(x.Fun).(*ast.Ident)
		if !ok {
			return false
		}
		b, ok := fr.f.Info.Uses[id].(*types.Builtin)
		return ok && b.Name() == "new"
	case *ast.UnaryExpr:
		return x.Op == token.AND && fr.freshValue(x.X, fields)
	case *ast.CompositeLit:
		for _, elt := range x.Elts {
			kv, ok := elt.(*ast.KeyValueExpr)
			if !ok {
				return false
			}
			id, ok := kv.Key.(*ast.Ident)
			if !ok {
				return false
			}
			if f, ok := fr.f.Info.Uses[id].(*types.Var); ok && f.Origin() == fields[0] {
				if len(fields) == 1 || !fr.freshValue(kv.Value, fields[1:]) {
					return false
				}
			}
		}
		return true
	}
	return false
}

// readsPath reports whether one of exprs reads the storage path names.
func (fr *Fields) readsPath(exprs []ast.Expr, path fieldPath) bool {
	found := false
	for _, x := range exprs {
		ast.Inspect(x, func(n ast.Node) bool {
			if se, ok := n.(*ast.SelectorExpr); ok && !found {
				if p, ok := pathOf(fr.f.Info, se); ok && p.equal(path) {
					found = true
				}
			}
			return !found
		})
	}
	return found
}

// isChanOrFunc reports whether t is a channel or a function type.
func isChanOrFunc(t types.Type) bool {
	switch t.Underlying().(type) {
	case *types.Chan, *types.Signature:
		return true
	}
	return false
}

// Kinds of stores for the write-order flow.
const (
	storeNone    = iota // cannot change the storage followed
	storeDef            // writes it
	storeClobber        // may change it: it or storage on its way
)

// storeKind returns what a store into lhs does to the storage path names:
// a store of the same storage writes it; a store of the variable, of a
// field on the path or of the path's last field through other storage
// (which may be the same), of a whole struct or array, or through a
// pointer may change it.
func (fr *Fields) storeKind(lhs ast.Expr, path fieldPath) int {
	lhs = ast.Unparen(lhs)
	if id, ok := lhs.(*ast.Ident); ok {
		switch v, _ := fr.f.Info.Uses[id].(*types.Var); {
		case id.Name == "_":
			return storeNone
		case fr.f.Info.Defs[id] == path.root || v == path.root:
			return storeClobber
		case v == nil:
			return storeNone // a new variable: nothing points to it yet
		}
	}
	if _, ok := lhs.(*ast.StarExpr); ok {
		return storeClobber
	}
	if t := fr.f.Info.TypeOf(lhs); t != nil {
		switch t.Underlying().(type) {
		case *types.Struct, *types.Array:
			return storeClobber
		}
	}
	lp, ok := pathOf(fr.f.Info, lhs)
	if !ok {
		return storeNone // an element of a slice or a map
	}
	if lp.equal(path) {
		return storeDef
	}
	if n := len(lp.fields); n > 0 && slices.Contains(path.fields, lp.fields[n-1]) {
		return storeClobber
	}
	return storeNone
}

// runsIn adds to eff what evaluating n runs: the writes of the calls of
// the package's functions, calls of code not shown, receives from a
// channel. The call of a defer statement runs later; its arguments are
// evaluated here. Function literals are not entered.
func (fr *Fields) runsIn(n ast.Node, path fieldPath, assigns []fieldAssign, eff *nodeEffect) {
	fld := path.fields[len(path.fields)-1]
	var w callWrites
	ast.Inspect(n, func(c ast.Node) bool {
		switch c := c.(type) {
		case *ast.FuncLit:
			return false
		case *ast.DeferStmt:
			for _, a := range c.Call.Args {
				fr.runsIn(a, path, assigns, eff)
			}
			if sel, ok := c.Call.Fun.(*ast.SelectorExpr); ok {
				fr.runsIn(sel.X, path, assigns, eff)
			}
			return false
		case *ast.UnaryExpr:
			w.unknown = w.unknown || c.Op == token.ARROW
		case *ast.CallExpr:
			w.add(fr.callWrites(c, fld, assigns))
		}
		return true
	})
	eff.runs = append(eff.runs, w.assigns...)
	eff.unknown = eff.unknown || w.unknown
	eff.clobber = eff.clobber || w.clobber
}

// runsBefore returns what, in node n, runs before at can be evaluated:
// the expressions that do not hold at (those around at run after it).
func (fr *Fields) runsBefore(n ast.Node, at ast.Expr, path fieldPath, assigns []fieldAssign) nodeEffect {
	var eff nodeEffect
	ast.Inspect(n, func(c ast.Node) bool {
		switch {
		case c == nil || c == ast.Node(at):
			return false
		case c.Pos() <= at.Pos() && at.End() <= c.End():
			_, lit := c.(*ast.FuncLit)
			return !lit // around at: runs after it
		}
		if _, ok := c.(ast.Expr); ok {
			eff.shares = eff.shares || fr.shares(c, path)
			fr.runsIn(c, path, assigns, &eff)
			return false
		}
		return true
	})
	return eff
}

// shares reports whether n passes the storage path names where code the
// package does not show can reach it: its variable used but in a store
// on its way, a read of text, numbers or lists of them, or as an argument
// or receiver of a call of the package's functions (callRuns); any use in
// a function literal.
func (fr *Fields) shares(n ast.Node, path fieldPath) bool {
	info := fr.f.Info
	fld := path.fields[len(path.fields)-1]
	var stack []ast.Node
	found := false
	ast.Inspect(n, func(c ast.Node) bool {
		if found {
			return false
		}
		if c == nil {
			stack = stack[:len(stack)-1]
			return false
		}
		if id, ok := c.(*ast.Ident); ok && info.Uses[id] == path.root {
			found = fr.sharedAt(id, stack, fld)
		}
		stack = append(stack, c)
		return true
	})
	return found
}

// sharedAt reports whether the use id of the storage's variable, inside
// the nodes of stack (outermost first), shares it (see shares).
func (fr *Fields) sharedAt(id *ast.Ident, stack []ast.Node, fld *types.Var) bool {
	info := fr.f.Info
	for _, s := range stack {
		if _, ok := s.(*ast.FuncLit); ok {
			return true
		}
	}
	var cur ast.Expr = id
	i := len(stack) - 1
climb:
	for ; i >= 0; i-- {
		switch p := stack[i].(type) {
		case *ast.ParenExpr, *ast.StarExpr:
			cur = p.(ast.Expr)
		case *ast.SelectorExpr:
			sel := info.Selections[p]
			if p.X != cur || sel == nil {
				break climb
			}
			if sel.Kind() == types.FieldVal {
				cur = p
				continue
			}
			// A method's receiver: followed where the package shows the
			// method.
			if call, ok := parentOf(stack, i).(*ast.CallExpr); ok && call.Fun == ast.Expr(p) {
				_, ok := fr.callRuns(call, fld)
				return !ok
			}
			return true
		default:
			break climb
		}
	}
	if t := info.TypeOf(cur); t != nil && plainType(t) {
		return false
	}
	switch p := parentOf(stack, i+1).(type) {
	case *ast.AssignStmt:
		return !slices.Contains(p.Lhs, cur)
	case *ast.IncDecStmt:
		return false
	case *ast.BinaryExpr:
		return p.Op != token.EQL && p.Op != token.NEQ
	case *ast.CallExpr:
		if p.Fun == cur {
			return false // a function read from the storage, called
		}
		_, ok := fr.callRuns(p, fld)
		return !ok
	}
	return true
}

// parentOf returns the node of stack above index i, or nil.
func parentOf(stack []ast.Node, i int) ast.Node {
	if i-1 < 0 || i-1 >= len(stack) {
		return nil
	}
	return stack[i-1]
}

// plainType reports whether a value of type t holds no pointer but to
// text: numbers, booleans, strings, and slices, arrays and maps of them.
func plainType(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return u.Kind() != types.UnsafePointer && u.Kind() != types.UntypedNil
	case *types.Slice:
		return plainType(u.Elem())
	case *types.Array:
		return plainType(u.Elem())
	case *types.Map:
		return plainType(u.Key()) && plainType(u.Elem())
	}
	return false
}

// harmlessCall reports whether call changes no stored value the package
// can read: a conversion, a builtin other than copy and clear, or a
// function (not a method) of the standard library given only numbers,
// strings and booleans.
func (fr *Fields) harmlessCall(call *ast.CallExpr) bool {
	info := fr.f.Info
	if tv, ok := info.Types[call.Fun]; ok && tv.IsType() {
		return true
	}
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
		if b, ok := info.Uses[id].(*types.Builtin); ok {
			return b.Name() != "copy" && b.Name() != "clear"
		}
	}
	fn := typeutil.StaticCallee(info, call)
	if fn == nil || fn.Pkg() == nil || fn.Signature().Recv() != nil || !stdPackage(fn.Pkg().Path()) {
		return false
	}
	for _, a := range call.Args {
		t := info.TypeOf(a)
		if t == nil {
			return false
		}
		b, ok := t.Underlying().(*types.Basic)
		if !ok || b.Info()&(types.IsBoolean|types.IsNumeric|types.IsString) == 0 {
			return false
		}
	}
	return true
}

// stdPackage reports whether path is a package of the standard library:
// its first element has no dot.
func stdPackage(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	return !strings.Contains(first, ".")
}
