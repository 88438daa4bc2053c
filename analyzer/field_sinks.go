package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"iter"
	"sort"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"

	"github.com/urlvet/urlvet/analyzer/internal/facts"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/rfc"
)

// fieldSites finds the fields that reach sinks (field sinks), the
// functions whose results carry them, and the values written into them,
// which it checks where they are written.
type fieldSites struct {
	*pkgAnalysis
	// fieldSinks are the fields of this package's types that reach a
	// sink (findFieldSinks); fieldFacts caches the FieldSinkFacts of
	// other packages' fields (nil: none), fieldSinkPkgs whether a package
	// exports any; fieldWrites are the string fields the package writes
	// into those packages' types and its own.
	fieldSinks    map[*types.Var]*facts.FieldSinkFact
	carriers      map[*types.Func]*chain // functions whose result carries a field of the package (findCarriers)
	carrying      map[*types.Var]bool    // local variables whose chain carried is finding, against cycles
	carrierNames  map[string]bool        // the carriers' names, to skip most calls by name
	fieldFacts    map[*types.Var]*facts.FieldSinkFact
	fieldSinkPkgs map[*types.Package]bool
	fieldWrites   []fieldWrite
	fieldVals     [][]flow.Value                      // the values of fieldWrites whose field is checked
	fieldChecked  map[*types.Var]*facts.FieldSinkFact // built on first use by checkedFields
	fieldForeign  map[*types.Var]*facts.FieldSinkFact // built on first use by foreignSinks
	fields        map[string]map[string]sinks.Arg     // URL fields of struct types by "pkgpath.Type": fieldSinks and the user's
}

// A fieldWrite is a value stored into a string field: an element of a
// struct literal, or x.F = value.
type fieldWrite struct {
	fld *types.Var        // the field's origin
	val ast.Expr          // the value written
	at  ast.Node          // where the write is reported: the element, or the value
	lit *ast.CompositeLit // the struct literal, or nil for an assignment
	fn  *flow.FuncNode    // the function holding the write, or nil
}

// A fieldSinkRead is a field read that reaches a sink call (see
// sinkReads).
type fieldSinkRead struct {
	fld  *types.Var
	sel  *ast.SelectorExpr
	fact facts.FieldSinkFact
	via  []types.Object // the carriers and local variables passed through (see chain)
}

// noteFieldLit records the string fields a struct literal of type t
// writes, when its struct type is this package's or one with
// FieldSinkFacts.
func (r *fieldSites) noteFieldLit(lit *ast.CompositeLit, t types.Type, fn *flow.FuncNode) {
	info := r.pass.TypesInfo
	st := typesx.StructOf(t)
	if st == nil || st.NumFields() == 0 || !r.mayHaveFieldSinks(st.Field(0).Pkg()) {
		return
	}
	for i, elt := range lit.Elts {
		if !r.recordsWrite(elemValue(elt)) {
			continue
		}
		fld, val := typesx.LitElem(info, st, elt, i)
		if fld != nil && typesx.IsString(fld.Type()) {
			r.fieldWrites = append(r.fieldWrites, fieldWrite{fld: fld.Origin(), val: val, at: elt, lit: lit, fn: fn})
		}
	}
}

// noteFieldAssign records the string fields an assignment writes.
func (r *fieldSites) noteFieldAssign(as *ast.AssignStmt, fn *flow.FuncNode) {
	if as.Tok != token.ASSIGN || len(as.Lhs) != len(as.Rhs) {
		return
	}
	for i, lhs := range as.Lhs {
		if !r.recordsWrite(as.Rhs[i]) {
			continue
		}
		fld, _ := r.flow.FieldSel(ast.Unparen(lhs))
		if fld != nil && typesx.IsString(fld.Type()) && r.mayHaveFieldSinks(fld.Pkg()) {
			r.fieldWrites = append(r.fieldWrites, fieldWrite{fld: fld, val: as.Rhs[i], at: as.Rhs[i], fn: fn})
		}
	}
}

// recordsWrite reports whether a write of val into a string field is
// recorded (fieldWrites): always where the checks run. In a package
// analyzed for its facts alone, findFieldSinks reads the writes only for
// the copies of fields (fieldCopies), so only a value that can be a read
// of a field, whole or followed by a path (fieldRead, prefixRead), is:
// its shape decides, before the field written is looked up.
func (r *fieldSites) recordsWrite(val ast.Expr) bool {
	if !r.factsOnly {
		return true
	}
	switch e := ast.Unparen(val).(type) {
	case *ast.Ident:
		v, ok := r.pass.TypesInfo.Uses[e].(*types.Var)
		return ok && typesx.IsParam(v) // a parameter a constructor keeps (exportKeepers)
	case *ast.SelectorExpr:
		return true // x.F
	case *ast.CallExpr:
		return len(e.Args) == 1 // string(x.F)
	case *ast.BinaryExpr:
		return e.Op == token.ADD // x.F + "/v1"
	}
	return false
}

// recordsLit reports whether some element of lit is a write that
// recordsWrite records, so that the type of most literals of a package
// analyzed for its facts alone need not be looked up.
func (r *fieldSites) recordsLit(lit *ast.CompositeLit) bool {
	for _, elt := range lit.Elts {
		if r.recordsWrite(elemValue(elt)) {
			return true
		}
	}
	return false
}

// elemValue returns the value an element of a composite literal writes.
func elemValue(elt ast.Expr) ast.Expr {
	if kv, ok := elt.(*ast.KeyValueExpr); ok {
		return kv.Value
	}
	return elt
}

// mayHaveFieldSinks reports whether the fields of pkg's types can have
// a FieldSinkFact: pkg is this package or exports some.
func (r *fieldSites) mayHaveFieldSinks(pkg *types.Package) bool {
	if pkg == nil {
		return false
	}
	if pkg == r.pass.Pkg {
		return true
	}
	return exportsFact(r.pass, r.fieldSinkPkgs, pkg, func() analysis.Fact { return new(facts.PackageFieldSinksFact) })
}

// fieldFact returns the FieldSinkFact of a field origin: found in this
// package by findFieldSinks, or exported by another.
func (r *fieldSites) fieldFact(fld *types.Var) *facts.FieldSinkFact {
	if fld == nil || fld.Pkg() == nil {
		return nil
	}
	if fld.Pkg() == r.pass.Pkg {
		return r.fieldSinks[fld]
	}
	if !r.mayHaveFieldSinks(fld.Pkg()) {
		return nil
	}
	f, ok := r.fieldFacts[fld]
	if !ok {
		f = new(facts.FieldSinkFact)
		if !r.pass.ImportObjectFact(fld, f) {
			f = nil
		}
		r.fieldFacts[fld] = f
	}
	return f
}

// fieldRead returns the string field that e reads whole (x.F, or a
// conversion string(x.F)), as its origin.
func (r *fieldSites) fieldRead(e ast.Expr) (*ast.SelectorExpr, *types.Var) {
	e = ast.Unparen(e)
	if call, ok := e.(*ast.CallExpr); ok && len(call.Args) == 1 {
		// A call reads a field only as a conversion of a selection: the
		// argument's shape is tested before the type of the callee.
		arg := ast.Unparen(call.Args[0])
		if _, ok := arg.(*ast.SelectorExpr); !ok {
			return nil, nil
		}
		if tv, ok := r.pass.TypesInfo.Types[call.Fun]; ok && tv.IsType() {
			e = arg
		}
	}
	se, ok := e.(*ast.SelectorExpr)
	if !ok {
		return nil, nil
	}
	fld, _ := r.flow.FieldSel(se)
	if fld == nil || !typesx.IsString(fld.Type()) {
		return nil, nil
	}
	return se, fld
}

// sinkReads returns the reads of the fields keep accepts that reach a
// sink call as its whole argument or its start (prefixRead), directly or
// through carriers and local variables (see chain), with what the sink
// requires, and whether the read reaches sinks only from calls that run
// on every path through their functions (see reachesAlways: an early
// return may test an error or the field itself). Sinks that take a
// password, a list or a driver name, or check a prefix or a scheme of
// their own, give no such read.
func (r *fieldSites) sinkReads(keep func(*types.Var) bool) (reads []fieldSinkRead, always map[*ast.SelectorExpr]bool) {
	always = make(map[*ast.SelectorExpr]bool)
	sometimes := make(map[*ast.SelectorExpr]bool)
	var consumed []*ast.Ident
	for _, c := range r.flow.Sites {
		// A call whose callee cannot be a sink (maySink, a few lookups of
		// the callee) has no argument sinkOf would give, and is ruled out
		// before the arguments' field reads are looked up (mayCarry).
		if c.Callee == nil || !r.maySink(c.Callee) || !r.mayCarry(c) {
			continue
		}
		name, args, shift := r.index.sinkOf(c)
		for _, a := range args {
			if a.Variadic || a.Drivers != nil || a.Credentials || a.Prefix != "" || a.Prefixed || a.Format || a.Scheme != "" {
				continue
			}
			exprs := argExprs(c.Call, a, shift)
			if len(exprs) != 1 {
				continue
			}
			ch := r.carried(exprs[0], r.carriers, keep)
			if ch == nil {
				continue
			}
			sink := name
			if _, builtin := r.index.args[name]; !builtin {
				if w, ok := r.wraps.wrappedSink(c.Callee, a.Index); ok {
					sink = w
				}
			}
			fact := facts.FieldSinkFact{Sink: sink, Prefix: ch.prefix, Slash: ch.slash, Param: a.Need()}
			ok, _ := r.flow.Control.FieldRunsAlways(c.Call, ch.fld)
			for _, se := range ch.reads {
				reads = append(reads, fieldSinkRead{fld: ch.fld, sel: se, fact: fact, via: ch.via})
				if ok {
					always[se] = true
				} else {
					sometimes[se] = true
				}
			}
			consumed = append(consumed, ch.uses...)
		}
	}
	reads = r.boundReads(reads, consumed, sometimes)
	for se := range sometimes {
		delete(always, se)
	}
	return reads, always
}

// prefixRead returns the string field that starts the concatenation e
// when a constant path or query follows it: x.F + "/v1" + id. A constant
// starting with "//" (an authority) or anything else would change what
// the field's own bytes are, so it does not count.
func (r *fieldSites) prefixRead(e ast.Expr) (*ast.SelectorExpr, *types.Var) {
	var next ast.Expr
	for {
		b, ok := ast.Unparen(e).(*ast.BinaryExpr)
		if !ok || b.Op != token.ADD {
			break
		}
		e, next = b.X, b.Y
	}
	if next == nil {
		return nil, nil
	}
	tv, ok := r.pass.TypesInfo.Types[next]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return nil, nil
	}
	if !pathStart(constant.StringVal(tv.Value)) {
		return nil, nil
	}
	return r.fieldRead(e)
}

// mayCarry reports whether an argument of call c can carry a field to
// it (see carried): it is, or starts with, a field read, a call of a
// carrier or of fmt.Sprintf, or it is a name and the callee may be a
// sink, so that most calls need no sink lookup.
func (r *fieldSites) mayCarry(c flow.CallSite) bool {
	named := false
	for _, arg := range c.Call.Args {
		for {
			b, ok := ast.Unparen(arg).(*ast.BinaryExpr)
			if !ok || b.Op != token.ADD {
				break
			}
			arg = b.X
		}
		switch x := ast.Unparen(arg).(type) {
		case *ast.SelectorExpr:
			if _, fld := r.fieldRead(x); fld != nil {
				return true
			}
		case *ast.CallExpr:
			if _, fld := r.fieldRead(x); fld != nil {
				return true // string(x.F)
			}
			if id := calleeIdent(x); id != nil && (id.Name == "Sprintf" || r.carrierNames[id.Name]) {
				return true
			}
		case *ast.Ident:
			named = true
		}
	}
	return named && r.maySink(c.Callee)
}

// maySink reports whether a call of callee can be a sink's, cheaply: a
// function of a package with sinks or wrappers, or a function variable.
func (r *fieldSites) maySink(callee types.Object) bool {
	fn, ok := callee.(*types.Func)
	if !ok {
		return true
	}
	fn = fn.Origin()
	return r.index.hasSinks(fn.Pkg()) || r.wraps.wrappers[fn] != nil || r.index.hasWrapperFacts(fn.Pkg())
}

// sameNeeds reports whether two sinks check a field's value alike.
func sameNeeds(a, b *facts.FieldSinkFact) bool {
	return a.Target == b.Target && a.OriginForm == b.OriginForm && a.Params == b.Params
}

// findFieldSinks finds the string fields of the package's struct types
// that reach a sink as FieldSinkFact describes, and exports a fact for
// the exported ones. A package that registers its own schemes for its
// HTTP clients gives its fields no fact: a writer cannot know them.
//
// A copy of a field into another field that is itself a sink (see
// fieldCopies) counts as a read at that field's sinks, so the fields are
// found in rounds: those read at sinks only, then those copied into them,
// and so on, until a round finds no more.
func (r *fieldSites) findFieldSinks() {
	local := func(fld *types.Var) bool { return fld.Pkg() == r.pass.Pkg }
	r.carriers = r.findCarriers(local)
	r.carrierNames = make(map[string]bool, len(r.carriers))
	for fn := range r.carriers {
		r.carrierNames[fn.Name()] = true
	}
	reads, always := r.sinkReads(local)
	copies := r.fieldCopies(local)
	if len(reads) == 0 && len(copies) == 0 {
		return
	}
	owners := &fieldOwners{fieldSites: r}
	var sinks map[*types.Var]*facts.FieldSinkFact
	for round, counted := 0, -1; round <= len(copies); round++ {
		rs, ok, n := r.copyReads(copies, sinks, reads, always)
		if n == counted {
			break // no copy into a new field sink: nothing changes
		}
		counted = n
		sinks = r.sinkFields(rs, ok, owners)
	}
	n := 0
	for fld, f := range sinks {
		r.fieldSinks[fld] = f
		if fld.Exported() {
			r.pass.ExportObjectFact(fld, f)
			n++
		}
	}
	r.exportCarriers(sinks)
	if n > 0 {
		r.pass.ExportPackageFact(&facts.PackageFieldSinksFact{Count: n})
	}
}

// sinkFields returns the fields that owners finds whose reads are all in
// reads, each run on every path (always), at sinks whose needs have a
// weaker one that all imply (weakerNeed), with that need.
func (r *fieldSites) sinkFields(reads []fieldSinkRead, always map[*ast.SelectorExpr]bool, owners *fieldOwners) map[*types.Var]*facts.FieldSinkFact {
	cands := make(map[*types.Var]*facts.FieldSinkFact)
	bad := make(map[*types.Var]bool)
	for _, rd := range reads {
		typ, ok := owners.of(rd.fld)
		switch {
		case !ok || !always[rd.sel] || rd.fact.Target == rfc.HTTP && (r.schemes.anyScheme || len(r.schemes.customSchemes) > 0):
			bad[rd.fld] = true
		case cands[rd.fld] == nil:
			f := rd.fact
			f.Type = typ
			cands[rd.fld] = &f
		default:
			if w, ok := weakerNeed(cands[rd.fld], &rd.fact); ok {
				*cands[rd.fld] = w
			} else {
				bad[rd.fld] = true
			}
		}
	}
	for fld := range bad {
		delete(cands, fld)
	}
	if len(cands) == 0 {
		return cands
	}
	for fld := range r.misreads(cands, always) {
		delete(cands, fld)
	}
	return cands
}

// fieldOwners finds the struct type declared at package level (type T
// struct{...}, not an alias) of which a string field of the package is a
// field, for the few fields read at sinks: from the field's position,
// rather than from a map of every field of the package, which a
// generated API's package would build for a handful of lookups.
type fieldOwners struct {
	*fieldSites
	found map[*types.Var]string // the fields looked up so far: their type's name, or "" for none
}

// of returns the name of the type fld, a field origin, is a string field
// of, and whether there is one.
func (o *fieldOwners) of(fld *types.Var) (string, bool) {
	name, ok := o.found[fld]
	if !ok {
		name = o.lookUp(fld)
		if o.found == nil {
			o.found = make(map[*types.Var]string)
		}
		o.found[fld] = name
	}
	return name, name != ""
}

// lookUp finds the type of fld from the top-level type declaration
// around its position, or returns "".
func (o *fieldOwners) lookUp(fld *types.Var) string {
	if !fld.IsField() || fld.Origin() != fld || fld.Pkg() != o.pass.Pkg || !typesx.IsString(fld.Type()) {
		return ""
	}
	pos := fld.Pos()
	file := typesx.FileOf(o.pass.Files, pos)
	if file == nil {
		return ""
	}
	i := sort.Search(len(file.Decls), func(i int) bool { return file.Decls[i].End() > pos })
	if i == len(file.Decls) || file.Decls[i].Pos() > pos {
		return ""
	}
	gd, ok := file.Decls[i].(*ast.GenDecl)
	if !ok || gd.Tok != token.TYPE {
		return ""
	}
	for _, spec := range gd.Specs {
		ts := spec.(*ast.TypeSpec)
		if pos < ts.Pos() || pos >= ts.End() {
			continue
		}
		tn, ok := o.pass.TypesInfo.Defs[ts.Name].(*types.TypeName)
		if _, isStruct := ts.Type.(*ast.StructType); !ok || !isStruct || tn.IsAlias() {
			return ""
		}
		st, ok := tn.Type().Underlying().(*types.Struct)
		if !ok {
			return ""
		}
		// A field of a struct type written inside this one (an
		// anonymous struct's) is not one of its own.
		for j := 0; j < st.NumFields(); j++ {
			if st.Field(j) == fld {
				return tn.Name()
			}
		}
		return ""
	}
	return ""
}

// declaredFields yields the fields of the struct types declared at
// package level (type T struct{...}, not an alias) whose type keep
// accepts, each with its type; with exported, only the exported fields
// of exported types, ruled out by name before their objects and types
// are read. keep accepts strings or slices of strings only: the fields
// whose syntax says they are neither are not passed to it. It reads the
// top-level declarations, not Scope.Names, which sorts every name.
func (r *fieldSites) declaredFields(exported bool, keep func(types.Type) bool) iter.Seq2[*types.TypeName, *types.Var] {
	return func(yield func(*types.TypeName, *types.Var) bool) {
		for spec := range topLevelSpecs(r.pass.Files, token.TYPE) {
			ts := spec.(*ast.TypeSpec)
			if exported && !ts.Name.IsExported() {
				continue
			}
			tn, ok := r.pass.TypesInfo.Defs[ts.Name].(*types.TypeName)
			sx, isStruct := ts.Type.(*ast.StructType)
			if !ok || !isStruct || tn.IsAlias() {
				continue
			}
			st, ok := tn.Type().Underlying().(*types.Struct)
			if !ok {
				continue
			}
			field := func(i int) bool {
				f := st.Field(i)
				return exported && !f.Exported() || !keep(f.Type()) || yield(tn, f)
			}
			if syntaxFields(sx) != st.NumFields() {
				// An error dropped a field (a name declared twice).
				for i := 0; i < st.NumFields(); i++ {
					if !field(i) {
						return
					}
				}
				continue
			}
			// The fields are those of the syntax, in its order, one for
			// each name or embedded type: those written as a pointer,
			// map, channel, function, interface or struct type are ruled
			// out before their objects are read.
			i := 0
			for _, fld := range sx.Fields.List {
				n := max(len(fld.Names), 1)
				if !notStringOrList(fld.Type) {
					for j := i; j < i+n; j++ {
						if !field(j) {
							return
						}
					}
				}
				i += n
			}
		}
	}
}

// syntaxFields returns the number of fields the syntax of a struct type
// declares: one for each name, or for an embedded type.
func syntaxFields(st *ast.StructType) int {
	n := 0
	for _, fld := range st.Fields.List {
		n += max(len(fld.Names), 1)
	}
	return n
}

// notStringOrList reports whether a field written with type expression
// e can be neither a string nor a slice of strings, whatever its names
// refer to: e is a pointer, map, channel, function, interface or struct
// type.
func notStringOrList(e ast.Expr) bool {
	switch e.(type) {
	case *ast.StarExpr, *ast.MapType, *ast.ChanType, *ast.FuncType, *ast.InterfaceType, *ast.StructType:
		return true
	}
	return false
}

// topLevelSpecs yields the specs of the package-level declarations of
// kind tok (token.TYPE, token.VAR, token.CONST) in files.
func topLevelSpecs(files []*ast.File, tok token.Token) iter.Seq[ast.Spec] {
	return func(yield func(ast.Spec) bool) {
		for _, file := range files {
			for _, d := range file.Decls {
				gd, ok := d.(*ast.GenDecl)
				if !ok || gd.Tok != tok {
					continue
				}
				for _, spec := range gd.Specs {
					if !yield(spec) {
						return
					}
				}
			}
		}
	}
}

// misreads returns the fields, among the keys of fields, that the
// package reads other than as the whole argument of a sink call that
// always runs (the keys of ok), or in the ways that keep their values to
// the field: a comparison with "", len, a copy into the same field.
func (r *fieldSites) misreads(fields map[*types.Var]*facts.FieldSinkFact, ok map[*ast.SelectorExpr]bool) map[*types.Var]bool {
	bad := make(map[*types.Var]bool)
	// A selector of another name is no read of these fields: most are
	// told apart by name, without looking up their selection.
	names := make(map[string]bool)
	for fld, f := range fields {
		if f != nil {
			names[fld.Name()] = true
		}
	}
	// Every read of a field is a selection of the package: its selections
	// name them all, without a walk of its syntax.
	for se, sel := range r.pass.TypesInfo.Selections {
		if sel.Kind() != types.FieldVal || !names[se.Sel.Name] || ok[se] {
			continue
		}
		if fld, _ := r.flow.FieldSel(se); fields[fld] != nil && !bad[fld] && !r.keepsValue(se, fld, r.flow.Control.Parents(se)) {
			bad[fld] = true
		}
	}
	return bad
}

// keepsValue reports whether the read se of field fld, under the nodes of
// parents (innermost first), leaves the value in the field: a plain write
// of it, a copy into the same field, a comparison with "", len.
func (r *fieldSites) keepsValue(se *ast.SelectorExpr, fld *types.Var, parents []ast.Node) bool {
	var e ast.Node = se
	i := 0
	for i < len(parents) {
		if _, ok := parents[i].(*ast.ParenExpr); !ok {
			break
		}
		e = parents[i]
		i++
	}
	if i == len(parents) {
		return false
	}
	info := r.pass.TypesInfo
	switch p := parents[i].(type) {
	case *ast.AssignStmt:
		for j, lhs := range p.Lhs {
			if lhs == e {
				return p.Tok == token.ASSIGN || p.Tok == token.DEFINE
			}
			if j < len(p.Rhs) && len(p.Lhs) == len(p.Rhs) && p.Rhs[j] == e {
				f, _ := r.flow.FieldSel(ast.Unparen(lhs))
				return f == fld
			}
		}
	case *ast.KeyValueExpr:
		if id, ok := p.Key.(*ast.Ident); ok && p.Value == e {
			f, _ := info.Uses[id].(*types.Var)
			return f != nil && f.Origin() == fld
		}
	case *ast.BinaryExpr:
		if p.Op == token.EQL || p.Op == token.NEQ {
			return p.X == e && typesx.IsEmptyString(info, p.Y) || p.Y == e && typesx.IsEmptyString(info, p.X)
		}
	case *ast.CallExpr:
		if id, ok := ast.Unparen(p.Fun).(*ast.Ident); ok && len(p.Args) == 1 {
			b, ok := info.Uses[id].(*types.Builtin)
			return ok && b.Name() == "len"
		}
		// Shown in a message (fmt.Errorf("request to %s", p.URL)): the
		// field still holds only the URL.
		fn, ok := typeutil.Callee(info, p).(*types.Func)
		return ok && p.Fun != e && flow.FuncOfObj(fn).Prints
	}
	return false
}
