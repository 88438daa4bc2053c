package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ast/edge"
)

// dataIndex records how the package stores values in struct fields and in
// the elements of slices, arrays and maps. It is built on the first read
// of a field, an element or a range variable that reaches a sink, in one
// walk of the package.
type dataIndex struct {
	lits       map[*types.Var][]ast.Expr     // field origin → values given in composite literals
	assigns    map[*types.Var][]fieldAssign  // field origin → x.F = e
	fieldAddr  map[*types.Var]int            // field origin → times &x.F is taken
	fixed      map[*types.Var]bool           // field origin → also stored by x.F op= e, a tuple or a range
	fixedOther map[*types.Var]bool           // fixed, by other than a tuple from a call
	tupleCalls map[*types.Var][]token.Pos    // field origin → z.F, err = dc.ReadString()
	tupleSelf  map[*types.Var]bool           // field origin → r.URL, err = url.JoinPath(r.URL, p): a tuple rewriting it from itself
	elems      map[types.Object][]elemAssign // variable or field origin → x[k] = e
	elemBad    map[types.Object]bool         // elements also stored some other way
	addr       map[*types.Var]int            // variable → times its address is taken (&v, a pointer method)
	other      map[*types.Var]bool           // variables assigned by op=, ++, a range without := or a tuple
	otherStore map[*types.Var]bool           // other, by other than a tuple from a call (eps, err := endpoints())
	derefs     map[*types.Var]bool           // pointer variables written through: *p = x
	ranges     map[*types.Var]*ast.RangeStmt // key and value variables of range statements
	flagVars   map[*types.Var][]flagDefault  // flag.StringVar(&v, ...)
	flagFields map[*types.Var][]flagDefault  // flag.StringVar(&x.F, ...)
}

// A fieldAssign is x.F = rhs.
type fieldAssign struct {
	base ast.Expr
	rhs  ast.Expr
}

// An elemAssign is x[key] = rhs.
type elemAssign struct {
	key ast.Expr
	rhs ast.Expr
}

// data returns the package's data index, building it on first use from
// the nodes run.collect kept, or else in a walk of the package.
func (f *flow) data() *dataIndex {
	if f.dataIdx != nil {
		return f.dataIdx
	}
	x := newDataIndex()
	f.dataIdx = x
	if f.dataKept {
		for _, n := range f.dataNodes {
			f.indexData(x, n)
		}
		f.dataNodes = nil
		return x
	}
	// A plain walk: building the package's inspector for it would cost
	// more than the walk itself.
	for _, file := range f.files {
		f.indexDataIn(x, file)
	}
	return x
}

func newDataIndex() *dataIndex {
	return &dataIndex{
		lits:       make(map[*types.Var][]ast.Expr),
		assigns:    make(map[*types.Var][]fieldAssign),
		fieldAddr:  make(map[*types.Var]int),
		fixed:      make(map[*types.Var]bool),
		fixedOther: make(map[*types.Var]bool),
		tupleCalls: make(map[*types.Var][]token.Pos),
		tupleSelf:  make(map[*types.Var]bool),
		elems:      make(map[types.Object][]elemAssign),
		elemBad:    make(map[types.Object]bool),
		addr:       make(map[*types.Var]int),
		other:      make(map[*types.Var]bool),
		otherStore: make(map[*types.Var]bool),
		derefs:     make(map[*types.Var]bool),
		ranges:     make(map[*types.Var]*ast.RangeStmt),
		flagVars:   make(map[*types.Var][]flagDefault),
		flagFields: make(map[*types.Var][]flagDefault),
	}
}

// indexDataIn adds the stores under root to x.
func (f *flow) indexDataIn(x *dataIndex, root ast.Node) {
	inspect(root, func(n ast.Node) bool {
		if isDataNode(n) {
			f.indexData(x, n)
		}
		return true
	})
}

// isDataNode reports whether indexData can record something of n (and
// storeNames name a field of it). It reads the syntax alone, and leaves
// out the nodes it can tell record nothing: most calls, selectors and
// literals of a large generated package, which run.collect would
// otherwise keep by the million.
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

func (f *flow) indexData(x *dataIndex, n ast.Node) {
	switch n := n.(type) {
	case *ast.CompositeLit:
		st := litStruct(f.info, n)
		if st == nil {
			return
		}
		for i, elt := range n.Elts {
			if fld, val := litElem(f.info, st, elt, i); fld != nil {
				x.lits[fld.Origin()] = append(x.lits[fld.Origin()], val)
			}
		}
	case *ast.AssignStmt:
		plain := len(n.Lhs) == len(n.Rhs) && (n.Tok == token.ASSIGN || n.Tok == token.DEFINE)
		fromCall := len(n.Rhs) == 1 && len(n.Lhs) > 1 && isCall(n.Rhs[0]) // u, err := f() or u, err = f()
		tupleCall := fromCall && n.Tok == token.ASSIGN
		for i, lhs := range n.Lhs {
			lhs = ast.Unparen(lhs)
			if fld, base := f.fieldSel(lhs); fld != nil {
				if plain {
					x.assigns[fld] = append(x.assigns[fld], fieldAssign{base, n.Rhs[i]})
				} else {
					x.fixed[fld] = true
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
						x.elems[obj] = append(x.elems[obj], elemAssign{ix.Index, n.Rhs[i]})
					} else {
						x.elemBad[obj] = true
					}
				}
			}
			if st, ok := lhs.(*ast.StarExpr); ok {
				if id, ok := ast.Unparen(st.X).(*ast.Ident); ok {
					if v, ok := objectOf(f.info, id).(*types.Var); ok {
						x.derefs[v] = true
					}
				}
			}
			if v := qualifiedVar(f.info, lhs); v != nil && v.Pkg() != f.pkg {
				x.other[v], x.otherStore[v] = true, true // pkg.V = e: no longer the value V's package declares
			}
			if id, ok := lhs.(*ast.Ident); ok && !plain {
				if v, ok := objectOf(f.info, id).(*types.Var); ok {
					x.other[v] = true
					if !fromCall {
						x.otherStore[v] = true
					}
				}
			}
		}
	case *ast.IncDecStmt:
		if id, ok := ast.Unparen(n.X).(*ast.Ident); ok {
			if v, ok := objectOf(f.info, id).(*types.Var); ok {
				x.other[v], x.otherStore[v] = true, true
			}
		}
	case *ast.UnaryExpr:
		if n.Op != token.AND {
			return
		}
		if fld, _ := f.fieldSel(ast.Unparen(n.X)); fld != nil {
			x.fieldAddr[fld]++
		}
		if v := rootVar(f.info, n.X); v != nil {
			x.addr[v]++
		}
		if ix, ok := ast.Unparen(n.X).(*ast.IndexExpr); ok {
			if obj := f.storage(ix.X); obj != nil {
				x.elemBad[obj] = true
			}
		}
	case *ast.SelectorExpr:
		// cfg.Load() with a pointer receiver takes the address of cfg.
		if sel, ok := f.info.Selections[n]; ok && sel.Kind() == types.MethodVal {
			if sig, ok := sel.Obj().Type().(*types.Signature); ok && sig.Recv() != nil {
				if _, ptr := sig.Recv().Type().(*types.Pointer); ptr {
					if v := rootVar(f.info, n.X); v != nil {
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
				if v, ok := objectOf(f.info, id).(*types.Var); ok {
					if n.Tok == token.DEFINE {
						x.ranges[v] = n
					} else {
						x.other[v], x.otherStore[v] = true, true
					}
				}
			}
			if fld, _ := f.fieldSel(e); fld != nil {
				x.fixed[fld] = true
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
func (f *flow) decodedTuples(x *dataIndex, fld *types.Var) bool {
	if len(x.tupleCalls[fld]) == 0 {
		return x.tupleSelf[fld]
	}
	return f.inDecoders(x.tupleCalls[fld])
}

// inDecoders reports whether each of positions is in a method that
// decodes its receiver, by the names encoders generate or implement
// (msgp's DecodeMsg and UnmarshalMsg: z.Endpoint, err = dc.ReadString();
// UnmarshalJSON, UnmarshalYAML, UnmarshalText).
func (f *flow) inDecoders(positions []token.Pos) bool {
	for _, pos := range positions {
		fn := f.funcDeclAt(pos)
		if fn == nil || fn.Recv == nil || !strings.HasPrefix(fn.Name.Name, "Decode") && !strings.HasPrefix(fn.Name.Name, "Unmarshal") {
			return false
		}
	}
	return len(positions) > 0
}

// funcDeclAt returns the function declaration spanning pos, or nil.
func (f *flow) funcDeclAt(pos token.Pos) *ast.FuncDecl {
	for _, file := range f.files {
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

// fieldSel returns the field origin and base of a field selection x.F.
func (f *flow) fieldSel(e ast.Expr) (*types.Var, ast.Expr) {
	se, ok := e.(*ast.SelectorExpr)
	if !ok {
		return nil, nil
	}
	sel, ok := f.info.Selections[se]
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
func (f *flow) storage(e ast.Expr) types.Object {
	e = ast.Unparen(e)
	if fld, _ := f.fieldSel(e); fld != nil {
		return fld
	}
	if id, ok := e.(*ast.Ident); ok {
		if v, ok := objectOf(f.info, id).(*types.Var); ok {
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
			v, _ := objectOf(info, x).(*types.Var)
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
			if _, ok := under(info.TypeOf(x.X)).(*types.Array); !ok {
				return nil
			}
			e = x.X
		default:
			return nil
		}
	}
}

func under(t types.Type) types.Type {
	if t == nil {
		return nil
	}
	return t.Underlying()
}

func isPointer(t types.Type) bool {
	_, ok := under(t).(*types.Pointer)
	return ok
}

// litStruct returns the struct type of a composite literal, or nil.
func litStruct(info *types.Info, lit *ast.CompositeLit) *types.Struct {
	st, _ := typeOfLit(info, lit).(*types.Struct)
	return st
}

// litElem returns the field an element of a struct literal sets, and its
// value.
func litElem(info *types.Info, st *types.Struct, elt ast.Expr, i int) (*types.Var, ast.Expr) {
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
	st := litStruct(info, lit)
	if st == nil || i >= st.NumFields() {
		return nil
	}
	want := st.Field(i)
	for j, elt := range lit.Elts {
		if fld, val := litElem(info, st, elt, j); fld == want {
			return val
		}
	}
	return nil
}

// outsideTests drops the expressions in test files when the read at e is
// not in one. Tests fill a decoded field with the input their cases need,
// placeholders or bad input for an error path, as a decoder would; the
// program's own reads do not take that.
func (f *flow) outsideTests(e ast.Expr, exprs []ast.Expr) []ast.Expr {
	fc := f.fc()
	if fc == nil || fc.pass == nil || isTestFile(fc.pass.Fset, e.Pos()) {
		return exprs
	}
	return slices.DeleteFunc(exprs, func(x ast.Expr) bool {
		return isTestFile(fc.pass.Fset, x.Pos())
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
func (f *flow) field(e *ast.SelectorExpr, sel *types.Selection, depth int) ([]value, string) {
	exprs, wide, why := f.fieldExprs(e, sel, depth)
	if why == "field" {
		if vals, why, ok := f.nullString(e, sel, depth); ok {
			return vals, why
		}
	}
	if why != "" {
		return nil, why
	}
	fld := sel.Obj().(*types.Var).Origin()
	var vals []value
	if wide && fld.Pkg() != f.pkg {
		vals, why = f.importedField(e, fld, heldName(sel), decodedField(sel), exprs, depth)
	} else if len(exprs) > 0 || len(f.fieldData(fld).flagFields[fld]) == 0 {
		vals, why = f.resolveAll(exprs, fld, nil, depth)
		vals = dropEmpty(vals)
	}
	if defs := f.fieldData(fld).flagFields[fld]; len(defs) > 0 {
		// flag.StringVar(&cfg.URL, "url", def, ...): the default, or
		// what the command line gives.
		for _, d := range defs {
			dv, dwhy := f.resolve(d.def, depth+1)
			vals = append(vals, dv...)
			why = firstWhy(why, dwhy)
		}
		vals, why = commandLine(vals, why, e)
	}
	if wide {
		for _, v := range vals {
			if len(v) > 0 && !v[0].hole && !looksLikeURLOrPath(v[0].text) && !(depth == 0 && f.addressSite(e) && looksLikeIPAddress(v[0].text)) {
				return nil, "field"
			}
		}
	}
	if len(vals) > maxValues {
		vals = vals[:maxValues]
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
func (f *flow) addressSite(e ast.Expr) bool {
	return f.params != nil && f.params.addrSite && ast.Unparen(f.params.site) == ast.Expr(e)
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
func (f *flow) resolveAll(exprs []ast.Expr, self types.Object, vi *varInfo, depth int) ([]value, string) {
	var out []value
	unknown := ""
	for _, x := range exprs {
		var vals []value
		var why string
		if vi != nil {
			vals, why = f.assigned(vi, x, depth+1)
		} else {
			vals, why = f.resolve(x, depth+1)
		}
		if why != "" {
			// url text or input only when every unknown one is.
			unknown = mergeReason(unknown, why)
			if f.rewrites(x, self) {
				return nil, why
			}
		}
		out = append(out, vals...)
		if len(out) > maxValues {
			out = out[:maxValues]
		}
	}
	if len(out) == 0 {
		if unknown == "" {
			unknown = "field"
		}
		return nil, unknown
	}
	if unknown != "" {
		out = append(out, value{{hole: true}})
	}
	return out, unknown
}

// dropEmpty drops the values that are the empty string: in a field or
// a table, "" stands for a value left unset, which code tests before use
// (if m.URL == "" { return }).
func dropEmpty(vals []value) []value {
	out := vals[:0:0]
	for _, v := range vals {
		if !isEmpty(v) {
			out = append(out, v)
		}
	}
	return out
}

// rewrites reports whether x reads self, a variable or field origin: a
// value computed from itself (c.url = clean(c.url)).
func (f *flow) rewrites(x ast.Expr, self types.Object) bool {
	if self == nil {
		return false
	}
	found := false
	ast.Inspect(x, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Ident:
			found = f.info.Uses[n] == self
		case *ast.SelectorExpr:
			if fld, _ := f.fieldSel(n); fld == self {
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
func (f *flow) fieldExprs(e *ast.SelectorExpr, sel *types.Selection, depth int) (exprs []ast.Expr, wide bool, why string) {
	if depth > maxDepth {
		return nil, false, "depth"
	}
	if sel.Kind() != types.FieldVal {
		return nil, false, "method value"
	}
	fld, ok := sel.Obj().(*types.Var)
	if !ok {
		return nil, false, "field"
	}
	fld = fld.Origin()
	x := f.fieldData(fld)
	if x.fixed[fld] && !x.fixedOther[fld] && x.fieldAddr[fld] == len(x.flagFields[fld]) && decodedField(sel) && f.decodedTuples(x, fld) {
		return nil, false, "decoded"
	}
	if x.fixed[fld] || x.fieldAddr[fld] != len(x.flagFields[fld]) {
		return nil, false, "field"
	}
	roots := make(map[*types.Var]bool)
	lits, why := f.structLits(e.X, roots, depth+1)
	if why != "" && f.decodedLocal(e.X) {
		return nil, false, "decoded"
	}
	if why != "" {
		own := len(x.lits[fld])+len(x.assigns[fld])+len(x.flagFields[fld]) > 0
		if fld.Pkg() != f.pkg {
			if why := f.foreignUnfollowed(e, sel, fld, own); why != "" {
				return nil, false, why
			}
		} else if !own {
			return nil, false, f.unfollowedField(e, sel)
		}
		if v := rootVar(f.info, e.X); v != nil {
			roots[v] = true
		} else if id, ok := ast.Unparen(e.X).(*ast.Ident); ok {
			if v, ok := f.info.Uses[id].(*types.Var); ok {
				roots[v] = true
			}
		}
		if f.guarded(e, roots) {
			return nil, false, "guarded field"
		}
		out := append([]ast.Expr(nil), x.lits[fld]...)
		for _, a := range x.assigns[fld] {
			out = append(out, a.rhs)
		}
		if fld.Pkg() != f.pkg && decodedField(sel) {
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
	for _, a := range x.assigns[fld] {
		if f.distinct(a.base, roots) {
			continue
		}
		out = append(out, a.rhs)
	}
	return out, false, ""
}

// pathValues returns the values a literal gives the field at path (a
// promoted field through embedded structs).
func (f *flow) pathValues(lit *ast.CompositeLit, path []int, depth int) ([]ast.Expr, string) {
	v := litField(f.info, lit, path[0])
	if v == nil {
		return nil, "" // zero: no constant reaches through this literal
	}
	if len(path) == 1 {
		return []ast.Expr{v}, ""
	}
	inner, why := f.structLits(v, make(map[*types.Var]bool), depth+1)
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
func (f *flow) distinct(base ast.Expr, roots map[*types.Var]bool) bool {
	v := rootVar(f.info, base)
	if v == nil || roots[v] || f.localData(v).addr[v] > 0 || isPointer(v.Type()) {
		return false
	}
	return v.Pkg() == f.pkg
}

// structLits returns the composite literals a struct (or pointer to
// struct) expression can evaluate to, recording in roots the variables it
// goes through.
func (f *flow) structLits(e ast.Expr, roots map[*types.Var]bool, depth int) ([]*ast.CompositeLit, string) {
	if depth > maxDepth {
		return nil, "depth"
	}
	switch e := ast.Unparen(e).(type) {
	case *ast.CompositeLit:
		if litStruct(f.info, e) == nil {
			return nil, "field"
		}
		return []*ast.CompositeLit{e}, ""
	case *ast.UnaryExpr:
		if e.Op == token.AND {
			return f.structLits(e.X, roots, depth+1)
		}
	case *ast.StarExpr:
		return f.structLits(e.X, roots, depth+1)
	case *ast.Ident:
		if v, ok := f.info.Uses[e].(*types.Var); ok && isParam(v) && f.params != nil {
			if _, bound := f.args[v]; !bound {
				return f.params.structLits(f, v, e, roots, depth+1)
			}
		}
		exprs, why := f.varExprs(e, roots, depth+1)
		if why != "" {
			return nil, why
		}
		return f.structLitsOf(exprs, roots, depth)
	case *ast.SelectorExpr:
		sel, ok := f.info.Selections[e]
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
	return nil, "field"
}

func (f *flow) structLitsOf(exprs []ast.Expr, roots map[*types.Var]bool, depth int) ([]*ast.CompositeLit, string) {
	var out []*ast.CompositeLit
	for _, x := range exprs {
		lits, why := f.structLits(x, roots, depth+1)
		if why != "" {
			return nil, why
		}
		out = append(out, lits...)
		if len(out) > maxValues {
			return nil, "field"
		}
	}
	return out, ""
}

// varExprs returns the expressions a variable of this package holding a
// struct or a container can have been assigned: its assignments, or the
// elements a range statement gives it.
func (f *flow) varExprs(e ast.Expr, roots map[*types.Var]bool, depth int) ([]ast.Expr, string) {
	var id *ast.Ident
	switch x := e.(type) {
	case *ast.Ident:
		id = x
	case *ast.SelectorExpr:
		id = x.Sel
	}
	v, ok := f.info.Uses[id].(*types.Var)
	if !ok || v.IsField() {
		return nil, "variable"
	}
	if v.Pkg() != f.pkg {
		return nil, "variable of another package"
	}
	if isParam(v) {
		return nil, f.paramWhy(v)
	}
	x := f.localData(v)
	if x.addr[v] > 0 || x.otherStore[v] {
		return nil, "variable"
	}
	roots[v] = true
	vi := f.varInfo(v)
	var out []ast.Expr
	if rs := x.ranges[v]; rs != nil {
		var why string
		if ast.Unparen(rs.Key) == ast.Expr(id) || isIdentOf(f.info, rs.Key, v) {
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
			return nil, "variable"
		}
		return out, ""
	}
	var lists []ast.Expr // calls whose list result v is assigned (eps, err := endpoints())
	for _, r := range vi.results {
		if !f.ownListResult(r.call, r.index) {
			return nil, "variable"
		}
		lists = append(lists, r.call)
	}
	if x.ranges[v] == nil && (vi.escapes || len(vi.rhs)+len(lists) == 0) {
		return nil, "variable"
	}
	if v.Parent() == f.pkg.Scope() && len(vi.rhs) != 1 {
		return nil, "variable"
	}
	rhs := vi.rhs
	if x.ranges[v] == nil && v.Parent() != f.pkg.Scope() {
		if id != nil {
			rhs = f.liveAssignments(v, id, rhs)
		}
	}
	return append(append(out, rhs...), lists...), ""
}

func isIdentOf(info *types.Info, e ast.Expr, v *types.Var) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && objectOf(info, id) == v
}

// guarded reports whether read runs only under a condition, or after an
// early exit, that tests one of the variables it goes through other than
// by comparing the read itself with "": such code filters the values
// (if tt.isURL { url.Parse(tt.s) }), so not every one reaches the sink.
func (f *flow) guarded(read ast.Expr, roots map[*types.Var]bool) bool {
	if len(roots) == 0 {
		return false
	}
	child, ok := f.cursor(read)
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
func (f *flow) tests(cond ast.Expr, read ast.Expr, roots map[*types.Var]bool) bool {
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
			if (n.Op == token.EQL || n.Op == token.NEQ) && (sameExpr(n.X, read) && isEmptyString(f.info, n.Y) || sameExpr(n.Y, read) && isEmptyString(f.info, n.X)) {
				return false
			}
		case *ast.CallExpr:
			if id, ok := ast.Unparen(n.Fun).(*ast.Ident); ok && id.Name == "len" && len(n.Args) == 1 && sameExpr(n.Args[0], read) {
				return false
			}
		case *ast.Ident:
			if v, ok := f.info.Uses[n].(*types.Var); ok && roots[v] {
				found = true
			}
		}
		return true
	})
	return found
}

func isEmptyString(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.Value != nil && tv.Value.ExactString() == `""`
}

// sameExpr reports whether a and b are the same selector chain.
func sameExpr(a, b ast.Expr) bool {
	a, b = ast.Unparen(a), ast.Unparen(b)
	switch a := a.(type) {
	case *ast.Ident:
		b, ok := b.(*ast.Ident)
		return ok && a.Name == b.Name
	case *ast.SelectorExpr:
		b, ok := b.(*ast.SelectorExpr)
		return ok && a.Sel.Name == b.Sel.Name && sameExpr(a.X, b.X)
	}
	return false
}

// looksLikeURLOrPath reports whether a constant looks like a URL or a
// path: a scheme followed by ':', or a leading '/', '?' or '#'.
func looksLikeURLOrPath(s string) bool {
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
