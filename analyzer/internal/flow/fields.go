package flow

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ast/edge"
)

// DataIndex records how the package stores values in struct fields and in
// the elements of slices, arrays and maps. It is built on the first read
// of a field, an element or a range variable that reaches a sink, in one
// walk of the package.
type DataIndex struct {
	Lits       map[*types.Var][]ast.Expr     // field origin → values given in composite literals
	Assigns    map[*types.Var][]fieldAssign  // field origin → x.F = e
	FieldAddr  map[*types.Var]int            // field origin → times &x.F is taken
	Fixed      map[*types.Var]bool           // field origin → also stored by x.F op= e, a tuple or a range
	fixedOther map[*types.Var]bool           // fixed, by other than a tuple from a call
	tupleCalls map[*types.Var][]token.Pos    // field origin → z.F, err = dc.ReadString()
	tupleSelf  map[*types.Var]bool           // field origin → r.URL, err = url.JoinPath(r.URL, p): a tuple rewriting it from itself
	Elems      map[types.Object][]elemAssign // variable or field origin → x[k] = e
	ElemBad    map[types.Object]bool         // elements also stored some other way
	addr       map[*types.Var]int            // variable → times its address is taken (&v, a pointer method)
	other      map[*types.Var]bool           // variables assigned by op=, ++, a range without := or a tuple
	otherStore map[*types.Var]bool           // other, by other than a tuple from a call (eps, err := endpoints())
	derefs     map[*types.Var]bool           // pointer variables written through: *p = x
	ranges     map[*types.Var]*ast.RangeStmt // key and value variables of range statements
	flagVars   map[*types.Var][]flagDefault  // flag.StringVar(&v, ...)
	FlagFields map[*types.Var][]flagDefault  // flag.StringVar(&x.F, ...)
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

// data returns the package's data index, building it on first use from
// the nodes run.collect kept, or else in a walk of the package.
func (f *Flow) data() *DataIndex {
	if f.DataIdx != nil {
		return f.DataIdx
	}
	x := NewDataIndex()
	f.DataIdx = x
	if f.DataKept {
		for _, n := range f.DataNodes {
			f.indexData(x, n)
		}
		f.DataNodes = nil
		return x
	}
	// A plain walk: building the package's inspector for it would cost
	// more than the walk itself.
	for _, file := range f.Files {
		f.indexDataIn(x, file)
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
		tupleSelf:  make(map[*types.Var]bool),
		Elems:      make(map[types.Object][]elemAssign),
		ElemBad:    make(map[types.Object]bool),
		addr:       make(map[*types.Var]int),
		other:      make(map[*types.Var]bool),
		otherStore: make(map[*types.Var]bool),
		derefs:     make(map[*types.Var]bool),
		ranges:     make(map[*types.Var]*ast.RangeStmt),
		flagVars:   make(map[*types.Var][]flagDefault),
		FlagFields: make(map[*types.Var][]flagDefault),
	}
}

// indexDataIn adds the stores under root to x.
func (f *Flow) indexDataIn(x *DataIndex, root ast.Node) {
	Inspect(root, func(n ast.Node) bool {
		if IsDataNode(n) {
			f.indexData(x, n)
		}
		return true
	})
}

// IsDataNode reports whether indexData can record something of n (and
// storeNames name a field of it). It reads the syntax alone, and leaves
// out the nodes it can tell record nothing: most calls, selectors and
// literals of a large generated package, which run.collect would
// otherwise keep by the million.
func IsDataNode(n ast.Node) bool {
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

func (f *Flow) indexData(x *DataIndex, n ast.Node) {
	switch n := n.(type) {
	case *ast.CompositeLit:
		st := LitStruct(f.Info, n)
		if st == nil {
			return
		}
		for i, elt := range n.Elts {
			if fld, val := LitElem(f.Info, st, elt, i); fld != nil {
				x.Lits[fld.Origin()] = append(x.Lits[fld.Origin()], val)
			}
		}
	case *ast.AssignStmt:
		plain := len(n.Lhs) == len(n.Rhs) && (n.Tok == token.ASSIGN || n.Tok == token.DEFINE)
		fromCall := len(n.Rhs) == 1 && len(n.Lhs) > 1 && isCall(n.Rhs[0]) // u, err := f() or u, err = f()
		tupleCall := fromCall && n.Tok == token.ASSIGN
		for i, lhs := range n.Lhs {
			lhs = ast.Unparen(lhs)
			if fld, base := f.FieldSel(lhs); fld != nil {
				if plain {
					x.Assigns[fld] = append(x.Assigns[fld], fieldAssign{base, n.Rhs[i]})
				} else {
					x.Fixed[fld] = true
					switch {
					case tupleCall && f.rewrites(n.Rhs[0], fld):
						x.tupleSelf[fld] = true
					case tupleCall:
						x.tupleCalls[fld] = append(x.tupleCalls[fld], n.Pos())
					default:
						x.fixedOther[fld] = true
					}
				}
			}
			if ix, ok := lhs.(*ast.IndexExpr); ok {
				if obj := f.storage(ix.X); obj != nil {
					if plain {
						x.Elems[obj] = append(x.Elems[obj], elemAssign{ix.Index, n.Rhs[i]})
					} else {
						x.ElemBad[obj] = true
					}
				}
			}
			if st, ok := lhs.(*ast.StarExpr); ok {
				if id, ok := ast.Unparen(st.X).(*ast.Ident); ok {
					if v, ok := ObjectOf(f.Info, id).(*types.Var); ok {
						x.derefs[v] = true
					}
				}
			}
			if v := qualifiedVar(f.Info, lhs); v != nil && v.Pkg() != f.Pkg {
				x.other[v], x.otherStore[v] = true, true // pkg.V = e: no longer the value V's package declares
			}
			if id, ok := lhs.(*ast.Ident); ok && !plain {
				if v, ok := ObjectOf(f.Info, id).(*types.Var); ok {
					x.other[v] = true
					if !fromCall {
						x.otherStore[v] = true
					}
				}
			}
		}
	case *ast.IncDecStmt:
		if id, ok := ast.Unparen(n.X).(*ast.Ident); ok {
			if v, ok := ObjectOf(f.Info, id).(*types.Var); ok {
				x.other[v], x.otherStore[v] = true, true
			}
		}
	case *ast.UnaryExpr:
		if n.Op != token.AND {
			return
		}
		if fld, _ := f.FieldSel(ast.Unparen(n.X)); fld != nil {
			x.FieldAddr[fld]++
		}
		if v := rootVar(f.Info, n.X); v != nil {
			x.addr[v]++
		}
		if ix, ok := ast.Unparen(n.X).(*ast.IndexExpr); ok {
			if obj := f.storage(ix.X); obj != nil {
				x.ElemBad[obj] = true
			}
		}
	case *ast.SelectorExpr:
		// cfg.Load() with a pointer receiver takes the address of cfg.
		if sel, ok := f.Info.Selections[n]; ok && sel.Kind() == types.MethodVal {
			if sig, ok := sel.Obj().Type().(*types.Signature); ok && sig.Recv() != nil {
				if _, ptr := sig.Recv().Type().(*types.Pointer); ptr {
					if v := rootVar(f.Info, n.X); v != nil {
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
				if v, ok := ObjectOf(f.Info, id).(*types.Var); ok {
					if n.Tok == token.DEFINE {
						x.ranges[v] = n
					} else {
						x.other[v], x.otherStore[v] = true, true
					}
				}
			}
			if fld, _ := f.FieldSel(e); fld != nil {
				x.Fixed[fld] = true
				x.fixedOther[fld] = true
			}
		}
	case *ast.CallExpr:
		f.indexFlag(x, n)
	}
}

// decodedTuples reports whether the tuples from calls that store field
// fld are each in a decoding method (see inDecoders) or rewrite it from
// itself, and there is one: values derived from decoded ones are
// decoded too.
func (f *Flow) decodedTuples(x *DataIndex, fld *types.Var) bool {
	if len(x.tupleCalls[fld]) == 0 {
		return x.tupleSelf[fld]
	}
	return f.inDecoders(x.tupleCalls[fld])
}

// inDecoders reports whether each of positions is in a method that
// decodes its receiver, by the names encoders generate or implement
// (msgp's DecodeMsg and UnmarshalMsg: z.Endpoint, err = dc.ReadString();
// UnmarshalJSON, UnmarshalYAML, UnmarshalText).
func (f *Flow) inDecoders(positions []token.Pos) bool {
	for _, pos := range positions {
		fn := f.FuncDeclAt(pos)
		if fn == nil || fn.Recv == nil || !strings.HasPrefix(fn.Name.Name, "Decode") && !strings.HasPrefix(fn.Name.Name, "Unmarshal") {
			return false
		}
	}
	return len(positions) > 0
}

// FuncDeclAt returns the function declaration spanning pos, or nil.
func (f *Flow) FuncDeclAt(pos token.Pos) *ast.FuncDecl {
	for _, file := range f.Files {
		if pos < file.Pos() || pos >= file.End() {
			continue
		}
		for _, d := range file.Decls {
			if fn, ok := d.(*ast.FuncDecl); ok && fn.Pos() <= pos && pos < fn.End() {
				return fn
			}
		}
	}
	return nil
}

func isCall(e ast.Expr) bool {
	_, ok := ast.Unparen(e).(*ast.CallExpr)
	return ok
}

// FieldSel returns the field origin and base of a field selection x.F.
func (f *Flow) FieldSel(e ast.Expr) (*types.Var, ast.Expr) {
	se, ok := e.(*ast.SelectorExpr)
	if !ok {
		return nil, nil
	}
	sel, ok := f.Info.Selections[se]
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
func (f *Flow) storage(e ast.Expr) types.Object {
	e = ast.Unparen(e)
	if fld, _ := f.FieldSel(e); fld != nil {
		return fld
	}
	if id, ok := e.(*ast.Ident); ok {
		if v, ok := ObjectOf(f.Info, id).(*types.Var); ok {
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
			v, _ := ObjectOf(info, x).(*types.Var)
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
			if _, ok := Under(info.TypeOf(x.X)).(*types.Array); !ok {
				return nil
			}
			e = x.X
		default:
			return nil
		}
	}
}

func Under(t types.Type) types.Type {
	if t == nil {
		return nil
	}
	return t.Underlying()
}

func isPointer(t types.Type) bool {
	_, ok := Under(t).(*types.Pointer)
	return ok
}

// LitStruct returns the struct type of a composite literal, or nil.
func LitStruct(info *types.Info, lit *ast.CompositeLit) *types.Struct {
	st, _ := typeOfLit(info, lit).(*types.Struct)
	return st
}

// LitElem returns the field an element of a struct literal sets, and its
// value.
func LitElem(info *types.Info, st *types.Struct, elt ast.Expr, i int) (*types.Var, ast.Expr) {
	if kv, ok := elt.(*ast.KeyValueExpr); ok {
		id, ok := kv.Key.(*ast.Ident)
		if !ok {
			return nil, nil
		}
		v, _ := info.Uses[id].(*types.Var)
		if v == nil || !v.IsField() {
			return nil, nil
		}
		return v, kv.Value
	}
	if i < st.NumFields() {
		return st.Field(i), elt
	}
	return nil, nil
}

// litField returns the value a struct literal gives the field at index
// i of its type, or nil when it leaves it zero.
func litField(info *types.Info, lit *ast.CompositeLit, i int) ast.Expr {
	st := LitStruct(info, lit)
	if st == nil || i >= st.NumFields() {
		return nil
	}
	want := st.Field(i)
	for j, elt := range lit.Elts {
		if fld, val := LitElem(info, st, elt, j); fld == want {
			return val
		}
	}
	return nil
}

// outsideTests drops the expressions in test files when the read at e is
// not in one. Tests fill a decoded field with the input their cases need,
// placeholders or bad input for an error path, as a decoder would; the
// program's own reads do not take that.
func (f *Flow) outsideTests(e ast.Expr, exprs []ast.Expr) []ast.Expr {
	fc := f.fc()
	if fc == nil || fc.Facts == nil || isTestFile(f.Fset, e.Pos()) {
		return exprs
	}
	return slices.DeleteFunc(exprs, func(x ast.Expr) bool {
		return isTestFile(f.Fset, x.Pos())
	})
}

// A source is an expression a read can evaluate to, and whether it came
// through a path that may hold values never meant for the read's sink.
type sources struct {
	exprs []ast.Expr
	roots map[*types.Var]bool // variables the read goes through
}

// field resolves a read of a struct field x.F: the values of F in the
// composite literals x can be, and every assignment of F in the package
// that can store into x. When x cannot be followed, the values of F in
// every literal and assignment of the package count, if F's type is
// declared here and each of its constants looks like a URL or a path (a
// field that also holds other text is read on other paths too).
func (f *Flow) field(e *ast.SelectorExpr, sel *types.Selection, depth int) ([]Value, Reason) {
	exprs, wide, why := f.fieldExprs(e, sel, depth)
	if why == ReasonField {
		if vals, why, ok := f.nullString(e, sel, depth); ok {
			return vals, why
		}
	}
	if why != "" {
		return nil, why
	}
	fld := sel.Obj().(*types.Var).Origin()
	var vals []Value
	if wide && fld.Pkg() != f.Pkg {
		vals, why = f.importedField(e, fld, heldName(sel), decodedField(sel), exprs, depth)
	} else if len(exprs) > 0 || len(f.fieldData(fld).FlagFields[fld]) == 0 {
		vals, why = f.resolveAll(exprs, fld, nil, depth)
		vals = dropEmpty(vals)
	}
	if defs := f.fieldData(fld).FlagFields[fld]; len(defs) > 0 {
		// flag.StringVar(&cfg.URL, "url", def, ...): the default, or
		// what the command line gives.
		for _, d := range defs {
			dv, dwhy := f.Resolve(d.Def, depth+1)
			vals = append(vals, dv...)
			why = firstWhy(why, dwhy)
		}
		vals, why = commandLine(vals, why, e)
	}
	if wide {
		for _, v := range vals {
			if len(v) > 0 && !v[0].Hole && !LooksLikeURLOrPath(v[0].Text) && !(depth == 0 && f.addressSite(e) && looksLikeIPAddress(v[0].Text)) {
				return nil, ReasonField
			}
		}
	}
	if len(vals) > MaxValues {
		vals = vals[:MaxValues]
	}
	return vals, why
}

// addressSite reports whether e is the whole argument of the sink being
// checked and the sink takes a network address (host:port, as url.URL's
// Host or minio.New's endpoint): there, a field read whole whose
// constants are addresses (127.0.0.1:9000) holds what the sink takes.
// Elsewhere, and in what a read resolves to for a call's argument or
// result (kept for other sinks), the constants of a field read whole
// must look like URLs.
func (f *Flow) addressSite(e ast.Expr) bool {
	return f.Params != nil && f.Params.addrSite && ast.Unparen(f.Params.site) == ast.Expr(e)
}

// looksLikeIPAddress reports whether s starts with an IP address and a
// port separator: 127.0.0.1:, [::1]:. A host name followed by ':' already
// looks like a URL's scheme to looksLikeURLOrPath.
func looksLikeIPAddress(s string) bool {
	host, _, ok := strings.Cut(s, "]:")
	if ok && strings.HasPrefix(host, "[") {
		return len(host) > 1 && strings.Trim(host[1:], "0123456789abcdefABCDEF:.") == ""
	}
	host, _, ok = strings.Cut(s, ":")
	return ok && host != "" && strings.Trim(host, "0123456789.") == ""
}

// resolveAll resolves each of exprs and joins their values. When some
// cannot be resolved, the others are still returned, with a hole for
// what is unknown and the reason of them all (see mergeReason), unless an
// unresolved one rewrites the value from itself (c.url = clean(c.url)):
// then no constant reaches unchanged.
func (f *Flow) resolveAll(exprs []ast.Expr, self types.Object, vi *varInfo, depth int) ([]Value, Reason) {
	var out []Value
	var unknown Reason
	for _, x := range exprs {
		var vals []Value
		var why Reason
		if vi != nil {
			vals, why = f.assigned(vi, x, depth+1)
		} else {
			vals, why = f.Resolve(x, depth+1)
		}
		if why != "" {
			// url text or input only when every unknown one is.
			unknown = MergeReason(unknown, why)
			if f.rewrites(x, self) {
				return nil, why
			}
		}
		out = append(out, vals...)
		if len(out) > MaxValues {
			out = out[:MaxValues]
		}
	}
	if len(out) == 0 {
		if unknown == "" {
			unknown = ReasonField
		}
		return nil, unknown
	}
	if unknown != "" {
		out = append(out, Value{{Hole: true}})
	}
	return out, unknown
}

// dropEmpty drops the values that are the empty string: in a field or
// a table, "" stands for a value left unset, which code tests before use
// (if m.URL == "" { return }).
func dropEmpty(vals []Value) []Value {
	out := vals[:0:0]
	for _, v := range vals {
		if !IsEmpty(v) {
			out = append(out, v)
		}
	}
	return out
}

// rewrites reports whether x reads self, a variable or field origin: a
// value computed from itself (c.url = clean(c.url)).
func (f *Flow) rewrites(x ast.Expr, self types.Object) bool {
	if self == nil {
		return false
	}
	found := false
	ast.Inspect(x, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Ident:
			found = f.Info.Uses[n] == self
		case *ast.SelectorExpr:
			if fld, _ := f.FieldSel(n); fld == self {
				found = true
			}
		}
		return !found
	})
	return found
}

// fieldExprs returns the expressions a field read can evaluate to, and
// whether they are all those of the package (its base could not be
// followed).
func (f *Flow) fieldExprs(e *ast.SelectorExpr, sel *types.Selection, depth int) (exprs []ast.Expr, wide bool, why Reason) {
	if depth > MaxDepth {
		return nil, false, ReasonDepth
	}
	if sel.Kind() != types.FieldVal {
		return nil, false, "method value"
	}
	fld, ok := sel.Obj().(*types.Var)
	if !ok {
		return nil, false, ReasonField
	}
	fld = fld.Origin()
	x := f.fieldData(fld)
	if x.Fixed[fld] && !x.fixedOther[fld] && x.FieldAddr[fld] == len(x.FlagFields[fld]) && decodedField(sel) && f.decodedTuples(x, fld) {
		return nil, false, ReasonDecoded
	}
	if x.Fixed[fld] || x.FieldAddr[fld] != len(x.FlagFields[fld]) {
		return nil, false, ReasonField
	}
	roots := make(map[*types.Var]bool)
	lits, why := f.StructLits(e.X, roots, depth+1)
	if why != "" && f.decodedLocal(e.X) {
		return nil, false, ReasonDecoded
	}
	if why != "" {
		own := len(x.Lits[fld])+len(x.Assigns[fld])+len(x.FlagFields[fld]) > 0
		if fld.Pkg() != f.Pkg {
			if why := f.foreignUnfollowed(e, sel, fld, own); why != "" {
				return nil, false, why
			}
		} else if !own {
			return nil, false, f.unfollowedField(e, sel)
		}
		if v := rootVar(f.Info, e.X); v != nil {
			roots[v] = true
		} else if id, ok := ast.Unparen(e.X).(*ast.Ident); ok {
			if v, ok := f.Info.Uses[id].(*types.Var); ok {
				roots[v] = true
			}
		}
		if f.guarded(e, roots) {
			return nil, false, "guarded field"
		}
		out := append([]ast.Expr(nil), x.Lits[fld]...)
		for _, a := range x.Assigns[fld] {
			out = append(out, a.Rhs)
		}
		if fld.Pkg() != f.Pkg && decodedField(sel) {
			out = f.outsideTests(e, out)
		}
		return out, true, ""
	}
	if f.guarded(e, roots) {
		return nil, false, "guarded field"
	}
	var out []ast.Expr
	path := sel.Index()
	for _, lit := range lits {
		vals, why := f.pathValues(lit, path, depth+1)
		if why != "" {
			return nil, false, why
		}
		out = append(out, vals...)
	}
	for _, a := range x.Assigns[fld] {
		if f.distinct(a.base, roots) {
			continue
		}
		out = append(out, a.Rhs)
	}
	return out, false, ""
}

// pathValues returns the values a literal gives the field at path (a
// promoted field through embedded structs).
func (f *Flow) pathValues(lit *ast.CompositeLit, path []int, depth int) ([]ast.Expr, Reason) {
	v := litField(f.Info, lit, path[0])
	if v == nil {
		return nil, "" // zero: no constant reaches through this literal
	}
	if len(path) == 1 {
		return []ast.Expr{v}, ""
	}
	inner, why := f.StructLits(v, make(map[*types.Var]bool), depth+1)
	if why != "" {
		return nil, why
	}
	var out []ast.Expr
	for _, l := range inner {
		vals, why := f.pathValues(l, path[1:], depth+1)
		if why != "" {
			return nil, why
		}
		out = append(out, vals...)
	}
	return out, ""
}

// distinct reports whether an assignment base names storage that cannot
// be that of the read: a struct variable of its own, not a pointer, whose
// address is never taken, and which the read does not go through.
func (f *Flow) distinct(base ast.Expr, roots map[*types.Var]bool) bool {
	v := rootVar(f.Info, base)
	if v == nil || roots[v] || f.localData(v).addr[v] > 0 || isPointer(v.Type()) {
		return false
	}
	return v.Pkg() == f.Pkg
}

// StructLits returns the composite literals a struct (or pointer to
// struct) expression can evaluate to, recording in roots the variables it
// goes through.
func (f *Flow) StructLits(e ast.Expr, roots map[*types.Var]bool, depth int) ([]*ast.CompositeLit, Reason) {
	if depth > MaxDepth {
		return nil, ReasonDepth
	}
	switch e := ast.Unparen(e).(type) {
	case *ast.CompositeLit:
		if LitStruct(f.Info, e) == nil {
			return nil, ReasonField
		}
		return []*ast.CompositeLit{e}, ""
	case *ast.UnaryExpr:
		if e.Op == token.AND {
			return f.StructLits(e.X, roots, depth+1)
		}
	case *ast.StarExpr:
		return f.StructLits(e.X, roots, depth+1)
	case *ast.Ident:
		if v, ok := f.Info.Uses[e].(*types.Var); ok && IsParam(v) && f.Params != nil {
			if _, bound := f.args[v]; !bound {
				return f.Params.structLits(f, v, e, roots, depth+1)
			}
		}
		exprs, why := f.varExprs(e, roots, depth+1)
		if why != "" {
			return nil, why
		}
		return f.structLitsOf(exprs, roots, depth)
	case *ast.SelectorExpr:
		sel, ok := f.Info.Selections[e]
		if !ok {
			exprs, why := f.varExprs(e, roots, depth+1)
			if why != "" {
				return nil, why
			}
			return f.structLitsOf(exprs, roots, depth)
		}
		exprs, _, why := f.fieldExprs(e, sel, depth+1)
		if why != "" {
			return nil, why
		}
		return f.structLitsOf(exprs, roots, depth)
	case *ast.IndexExpr:
		exprs, why := f.indexExprs(e, roots, depth+1)
		if why != "" {
			return nil, why
		}
		return f.structLitsOf(exprs, roots, depth)
	}
	return nil, ReasonField
}

func (f *Flow) structLitsOf(exprs []ast.Expr, roots map[*types.Var]bool, depth int) ([]*ast.CompositeLit, Reason) {
	var out []*ast.CompositeLit
	for _, x := range exprs {
		lits, why := f.StructLits(x, roots, depth+1)
		if why != "" {
			return nil, why
		}
		out = append(out, lits...)
		if len(out) > MaxValues {
			return nil, ReasonField
		}
	}
	return out, ""
}

// varExprs returns the expressions a variable of this package holding a
// struct or a container can have been assigned: its assignments, or the
// elements a range statement gives it.
func (f *Flow) varExprs(e ast.Expr, roots map[*types.Var]bool, depth int) ([]ast.Expr, Reason) {
	var id *ast.Ident
	switch x := e.(type) {
	case *ast.Ident:
		id = x
	case *ast.SelectorExpr:
		id = x.Sel
	}
	v, ok := f.Info.Uses[id].(*types.Var)
	if !ok || v.IsField() {
		return nil, ReasonVariable
	}
	if v.Pkg() != f.Pkg {
		return nil, "variable of another package"
	}
	if IsParam(v) {
		return nil, f.paramWhy(v)
	}
	x := f.localData(v)
	if x.addr[v] > 0 || x.otherStore[v] {
		return nil, ReasonVariable
	}
	roots[v] = true
	vi := f.VarInfo(v)
	var out []ast.Expr
	if rs := x.ranges[v]; rs != nil {
		var why Reason
		if ast.Unparen(rs.Key) == ast.Expr(id) || isIdentOf(f.Info, rs.Key, v) {
			out, why = f.keyExprs(rs.X, roots, depth+1)
		} else {
			out, why = f.elemExprs(rs.X, nil, roots, depth+1)
		}
		if why != "" {
			return nil, why
		}
	}
	if vi == nil {
		if x.ranges[v] == nil {
			return nil, ReasonVariable
		}
		return out, ""
	}
	var lists []ast.Expr // calls whose list result v is assigned (eps, err := endpoints())
	for _, r := range vi.Results {
		if !f.ownListResult(r.call, r.index) {
			return nil, ReasonVariable
		}
		lists = append(lists, r.call)
	}
	if x.ranges[v] == nil && (vi.Escapes || len(vi.Rhs)+len(lists) == 0) {
		return nil, ReasonVariable
	}
	if v.Parent() == f.Pkg.Scope() && len(vi.Rhs) != 1 {
		return nil, ReasonVariable
	}
	rhs := vi.Rhs
	if x.ranges[v] == nil && v.Parent() != f.Pkg.Scope() {
		if id != nil {
			rhs = f.liveAssignments(v, id, rhs)
		}
	}
	return append(append(out, rhs...), lists...), ""
}

func isIdentOf(info *types.Info, e ast.Expr, v *types.Var) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && ObjectOf(info, id) == v
}

// guarded reports whether read runs only under a condition, or after an
// early exit, that tests one of the variables it goes through other than
// by comparing the read itself with "": such code filters the values
// (if tt.isURL { url.Parse(tt.s) }), so not every one reaches the sink.
func (f *Flow) guarded(read ast.Expr, roots map[*types.Var]bool) bool {
	if len(roots) == 0 {
		return false
	}
	child, ok := f.Cursor(read)
	if !ok {
		return false
	}
	for cur := range child.Parent().Enclosing() {
		switch n := cur.Node().(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			return false
		case *ast.IfStmt:
			if k := child.ParentEdgeKind(); (k == edge.IfStmt_Body || k == edge.IfStmt_Else) && f.tests(n.Cond, read, roots) {
				return true
			}
		case *ast.CaseClause:
			for _, e := range n.List {
				if f.tests(e, read, roots) {
					return true
				}
			}
		case *ast.SwitchStmt:
			if child.ParentEdgeKind() == edge.SwitchStmt_Body && n.Tag != nil && f.tests(n.Tag, read, roots) {
				return true
			}
		case *ast.BlockStmt:
			for _, s := range n.List {
				if s.Pos() >= child.Node().Pos() {
					break
				}
				if is, ok := s.(*ast.IfStmt); ok && f.tests(is.Cond, read, roots) && exits(is.Body) {
					return true
				}
			}
		}
		child = cur
	}
	return false
}

// exits reports whether a block leaves the loop iteration or function.
func exits(b *ast.BlockStmt) bool {
	found := false
	ast.Inspect(b, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.BranchStmt:
			if n.Tok == token.CONTINUE || n.Tok == token.BREAK || n.Tok == token.GOTO {
				found = true
			}
		case *ast.ReturnStmt:
			found = true
		case *ast.CallExpr:
			switch calleeName(n) {
			case "Skip", "Skipf", "SkipNow", "Fatal", "Fatalf", "FailNow", "panic", "Exit":
				found = true
			}
		}
		return !found
	})
	return found
}

// tests reports whether a condition mentions one of roots other than in
// a comparison of read with "", a length test of read or a test whether
// read, a nullable string, is set.
func (f *Flow) tests(cond ast.Expr, read ast.Expr, roots map[*types.Var]bool) bool {
	found := false
	ast.Inspect(cond, func(n ast.Node) bool {
		if found {
			return false
		}
		if e, ok := n.(ast.Expr); ok && f.testsNullString(e, read) {
			return false
		}
		switch n := n.(type) {
		case *ast.BinaryExpr:
			if (n.Op == token.EQL || n.Op == token.NEQ) && (SameExpr(n.X, read) && IsEmptyString(f.Info, n.Y) || SameExpr(n.Y, read) && IsEmptyString(f.Info, n.X)) {
				return false
			}
		case *ast.CallExpr:
			if id, ok := ast.Unparen(n.Fun).(*ast.Ident); ok && id.Name == "len" && len(n.Args) == 1 && SameExpr(n.Args[0], read) {
				return false
			}
		case *ast.Ident:
			if v, ok := f.Info.Uses[n].(*types.Var); ok && roots[v] {
				found = true
			}
		}
		return true
	})
	return found
}

func IsEmptyString(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.Value != nil && tv.Value.ExactString() == `""`
}

// SameExpr reports whether a and b are the same selector chain.
func SameExpr(a, b ast.Expr) bool {
	a, b = ast.Unparen(a), ast.Unparen(b)
	switch a := a.(type) {
	case *ast.Ident:
		b, ok := b.(*ast.Ident)
		return ok && a.Name == b.Name
	case *ast.SelectorExpr:
		b, ok := b.(*ast.SelectorExpr)
		return ok && a.Sel.Name == b.Sel.Name && SameExpr(a.X, b.X)
	}
	return false
}

// LooksLikeURLOrPath reports whether a constant looks like a URL or a
// path: a scheme followed by ':', or a leading '/', '?' or '#'.
func LooksLikeURLOrPath(s string) bool {
	if s == "" {
		return true
	}
	if strings.IndexAny(s[:1], "/?#") == 0 {
		return true
	}
	i := strings.IndexByte(s, ':')
	if i <= 0 {
		return false
	}
	for j := 0; j < i; j++ {
		c := s[j]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || j > 0 && ('0' <= c && c <= '9' || c == '+' || c == '-' || c == '.')) {
			return false
		}
	}
	return true
}
