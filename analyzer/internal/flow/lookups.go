package flow

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"github.com/urlvet/urlvet/analyzer/internal/facts"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"

	"golang.org/x/tools/go/types/typeutil"
)

// A lookup method finds the element of its receiver, a list of structs,
// whose key field equals a parameter, and returns the element's value
// field, or "" when none does:
//
//	func (kvs KVS) Lookup(key string) (string, bool) {
//		for _, kv := range kvs {
//			if kv.Key == key {
//				return kv.Value, true
//			}
//		}
//		return "", false
//	}
//
// or returns what such a method of the same receiver returns for the
// parameter (v, ok := kvs.Lookup(key); if ok { return v }; return "").
// A call with a constant key takes the values its rows give the value
// field (see lookupCall); other packages learn of the method through its
// ResultValues' Lookup.
type LookupMethod struct {
	Arg        int // the parameter holding the key, the receiver aside
	Key, Value int // indexes of the key and value fields in the element struct
}

type lookupKey struct {
	fn *types.Func
	i  int
}

// Lookups finds the lookup methods of a package (Of) and resolves their
// calls with a constant key to the values the rows of the key give
// (lookupCall). It keeps what it found of each method and of each pair
// of key and value fields.
type Lookups struct {
	f       *Flow
	methods map[lookupKey]*LookupMethod   // methods of this package: nil when none
	rows    map[[2]*types.Var][]lookupRow // element literals by key and value field
}

// A lookupRow is an element struct literal: the expressions it gives the
// key and the value fields, nil for those it leaves zero.
type lookupRow struct {
	key, value ast.Expr
}

// Of returns the lookup that result i of fn, a method, is, if any:
// from its body in this package, from its package's ResultsFact
// otherwise.
func (lk *Lookups) Of(fn *types.Func, i int) (LookupMethod, bool) {
	fc := lk.f.fc()
	if fc == nil {
		return LookupMethod{}, false
	}
	fn = fn.Origin()
	if fn.Pkg() == nil || fn.Signature().Recv() == nil {
		return LookupMethod{}, false
	}
	if _, st := lookupElem(fn.Signature().Recv().Type()); st == nil {
		return LookupMethod{}, false
	}
	if fn.Pkg() != lk.f.Pkg {
		return lk.importedLookup(fn, i)
	}
	k := lookupKey{fn, i}
	if lm, ok := lk.methods[k]; ok {
		if lm == nil {
			return LookupMethod{}, false
		}
		return *lm, true
	}
	if lk.methods == nil {
		lk.methods = make(map[lookupKey]*LookupMethod)
	}
	lk.methods[k] = nil // busy: a method delegating to itself is none
	d := fc.Decl(fn)
	if d == nil || d.Body == nil {
		return LookupMethod{}, false
	}
	lm, ok := lk.scanLookup(d, fn.Signature(), i)
	if !ok {
		lm, ok = lk.delegateLookup(d, fn.Signature(), i)
	}
	if ok {
		lk.methods[k] = &lm
	}
	return lm, ok
}

// importedLookup returns the lookup result i of fn, a method of another
// package, is, from its package's ResultsFact.
func (lk *Lookups) importedLookup(fn *types.Func, i int) (LookupMethod, bool) {
	fc := lk.f.fc()
	if fc.facts == nil {
		return LookupMethod{}, false
	}
	var fact facts.ResultsFact
	if !fc.facts.ImportPackageFact(fn.Pkg(), &fact) {
		return LookupMethod{}, false
	}
	for _, r := range fact.Lookup(ResultName(fn)) {
		if r.Index == i && r.Lookup != nil {
			return LookupMethod{Arg: r.Lookup.Arg, Key: r.Lookup.Key, Value: r.Lookup.Value}, true
		}
	}
	return LookupMethod{}, false
}

// lookupElem returns the struct type of the elements of a lookup
// method's receiver type t (a slice or array, or a pointer to one), and
// its named type, if any.
func lookupElem(t types.Type) (*types.Named, *types.Struct) {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	var elem types.Type
	switch u := t.Underlying().(type) {
	case *types.Slice:
		elem = u.Elem()
	case *types.Array:
		elem = u.Elem()
	default:
		return nil, nil
	}
	st, _ := elem.Underlying().(*types.Struct)
	named, _ := types.Unalias(elem).(*types.Named)
	return named, st
}

// recvVar returns the receiver variable of d, nil when it has no name.
func (lk *Lookups) recvVar(d *ast.FuncDecl) *types.Var {
	if d.Recv == nil || len(d.Recv.List) != 1 || len(d.Recv.List[0].Names) != 1 {
		return nil
	}
	v, _ := lk.f.Info.Defs[d.Recv.List[0].Names[0]].(*types.Var)
	return v
}

// scanLookup reports whether result i of d is a scan of the receiver for
// the element whose key field equals a parameter: a body of a range over
// the receiver whose one statement returns the value field of the range
// value when the key field equals the parameter, and a return of "".
// Any other statement (a second condition, a write) makes it none.
func (lk *Lookups) scanLookup(d *ast.FuncDecl, sig *types.Signature, i int) (LookupMethod, bool) {
	recv := lk.recvVar(d)
	if recv == nil || len(d.Body.List) != 2 || !typesx.IsString(sig.Results().At(i).Type()) {
		return LookupMethod{}, false
	}
	_, st := lookupElem(recv.Type())
	rs, ok := d.Body.List[0].(*ast.RangeStmt)
	last, ok2 := d.Body.List[1].(*ast.ReturnStmt)
	if st == nil || !ok || !ok2 || rs.Tok != token.DEFINE || rs.Value == nil || len(rs.Body.List) != 1 {
		return LookupMethod{}, false
	}
	if x := ast.Unparen(rs.X); !typesx.IsIdentOf(lk.f.Info, x, recv) {
		star, ok := x.(*ast.StarExpr)
		if !ok || !typesx.IsIdentOf(lk.f.Info, ast.Unparen(star.X), recv) {
			return LookupMethod{}, false
		}
	}
	elem, _ := lk.f.Info.Defs[rs.Value.(*ast.Ident)].(*types.Var)
	cond, ok := rs.Body.List[0].(*ast.IfStmt)
	if elem == nil || !ok || cond.Init != nil || cond.Else != nil || len(cond.Body.List) != 1 {
		return LookupMethod{}, false
	}
	found, ok := cond.Body.List[0].(*ast.ReturnStmt)
	n := sig.Results().Len()
	if !ok || len(found.Results) != n || len(last.Results) != n || !typesx.IsEmptyString(lk.f.Info, last.Results[i]) {
		return LookupMethod{}, false
	}
	value, ok := lk.elemField(found.Results[i], elem)
	if !ok || !typesx.IsString(st.Field(value).Type()) {
		return LookupMethod{}, false
	}
	eq, ok := ast.Unparen(cond.Cond).(*ast.BinaryExpr)
	if !ok || eq.Op != token.EQL {
		return LookupMethod{}, false
	}
	for _, sides := range [2][2]ast.Expr{{eq.X, eq.Y}, {eq.Y, eq.X}} {
		key, ok := lk.elemField(sides[0], elem)
		if !ok {
			continue
		}
		if arg, ok := lk.paramIndex(sig, sides[1]); ok {
			return LookupMethod{Arg: arg, Key: key, Value: value}, true
		}
	}
	return LookupMethod{}, false
}

// elemField returns the index of the field e selects from elem, a
// struct variable: elem.F.
func (lk *Lookups) elemField(e ast.Expr, elem *types.Var) (int, bool) {
	s, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok || !typesx.IsIdentOf(lk.f.Info, ast.Unparen(s.X), elem) {
		return 0, false
	}
	sel := lk.f.Info.Selections[s]
	if sel == nil || sel.Kind() != types.FieldVal || len(sel.Index()) != 1 {
		return 0, false
	}
	return sel.Index()[0], true
}

// paramIndex returns the index of the string parameter of sig that e
// names.
func (lk *Lookups) paramIndex(sig *types.Signature, e ast.Expr) (int, bool) {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return 0, false
	}
	for j := 0; j < sig.Params().Len(); j++ {
		if p := sig.Params().At(j); lk.f.Info.Uses[id] == p && typesx.IsString(p.Type()) {
			return j, true
		}
	}
	return 0, false
}

// delegateLookup reports whether result i of d is what a lookup method
// of the same receiver returns for one of d's parameters: a body of one
// v, ok := recv.Lookup(key), conditions without calls whose bodies are
// returns, and returns whose result i is v or "".
func (lk *Lookups) delegateLookup(d *ast.FuncDecl, sig *types.Signature, i int) (LookupMethod, bool) {
	recv := lk.recvVar(d)
	if recv == nil || !typesx.IsString(sig.Results().At(i).Type()) {
		return LookupMethod{}, false
	}
	var v *types.Var // the variable holding the inner lookup's value
	var lm LookupMethod
	var returns []*ast.ReturnStmt
	for _, s := range d.Body.List {
		switch s := s.(type) {
		case *ast.AssignStmt:
			if v != nil || s.Tok != token.DEFINE || len(s.Rhs) != 1 {
				return LookupMethod{}, false
			}
			call, ok := ast.Unparen(s.Rhs[0]).(*ast.CallExpr)
			if !ok {
				return LookupMethod{}, false
			}
			inner, r, ok := lk.innerLookup(call, recv, sig)
			if !ok || r >= len(s.Lhs) {
				return LookupMethod{}, false
			}
			id, ok := s.Lhs[r].(*ast.Ident)
			if !ok {
				return LookupMethod{}, false
			}
			if v, _ = lk.f.Info.Defs[id].(*types.Var); v == nil {
				return LookupMethod{}, false
			}
			lm = inner
		case *ast.IfStmt:
			if s.Init != nil || s.Else != nil || hasCall(s.Cond) {
				return LookupMethod{}, false
			}
			for _, b := range s.Body.List {
				ret, ok := b.(*ast.ReturnStmt)
				if !ok {
					return LookupMethod{}, false
				}
				returns = append(returns, ret)
			}
		case *ast.ReturnStmt:
			returns = append(returns, s)
		default:
			return LookupMethod{}, false
		}
	}
	n := sig.Results().Len()
	direct := false
	for _, ret := range returns {
		if n == 1 && len(ret.Results) == 1 {
			if call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr); ok {
				inner, r, ok := lk.innerLookup(call, recv, sig)
				if !ok || r != 0 || v != nil || direct && inner != lm {
					return LookupMethod{}, false
				}
				lm, direct = inner, true
				continue
			}
		}
		if len(ret.Results) != n {
			return LookupMethod{}, false
		}
		e := ret.Results[i]
		if !typesx.IsEmptyString(lk.f.Info, e) && (v == nil || !typesx.IsIdentOf(lk.f.Info, ast.Unparen(e), v)) {
			return LookupMethod{}, false
		}
	}
	return lm, v != nil || direct
}

// innerLookup reports whether call is recv.M(..., key, ...), a lookup
// method M of recv's type given one of sig's parameters as its key, and
// which of its results is the lookup; the lookup is returned with the
// key's index in sig.
func (lk *Lookups) innerLookup(call *ast.CallExpr, recv *types.Var, sig *types.Signature) (LookupMethod, int, bool) {
	s, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || !typesx.IsIdentOf(lk.f.Info, ast.Unparen(s.X), recv) {
		return LookupMethod{}, 0, false
	}
	fn, ok := typeutil.Callee(lk.f.Info, call).(*types.Func)
	if !ok || fn.Pkg() != lk.f.Pkg {
		return LookupMethod{}, 0, false
	}
	for r := 0; r < fn.Signature().Results().Len(); r++ {
		inner, ok := lk.Of(fn, r)
		if !ok || inner.Arg >= len(call.Args) {
			continue
		}
		arg, ok := lk.paramIndex(sig, call.Args[inner.Arg])
		if !ok {
			return LookupMethod{}, 0, false
		}
		inner.Arg = arg
		return inner, r, true
	}
	return LookupMethod{}, 0, false
}

// constantString reports whether e is a constant string.
func (lk *Lookups) constantString(e ast.Expr) bool {
	tv, ok := lk.f.Info.Types[e]
	return ok && tv.Value != nil && tv.Value.Kind() == constant.String
}

// hasCall reports whether e holds a call.
func hasCall(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		_, isCall := n.(*ast.CallExpr)
		found = found || isCall
		return !found
	})
	return found
}

// lookupCall resolves result i of call, a call of fn, when fn is a lookup
// method given a constant key: the values of the value field in the
// element literals of this package whose key field is that constant. The
// value field's other writes give the reason, with a hole: literals whose
// key value flow cannot tell and stores other than literals (their
// constants are not checked), writes of other packages, decoders. The
// receiver is not followed: every element of the type can be the one
// found.
func (lk *Lookups) lookupCall(call *ast.CallExpr, fn *types.Func, i int, sc scope) ([]Value, Reason, bool) {
	fc := lk.f.fc()
	if fc == nil || fc.Cheap {
		return nil, "", false
	}
	s, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return nil, "", false
	}
	sel := lk.f.Info.Selections[s]
	if sel == nil || sel.Kind() != types.MethodVal || !slices.ContainsFunc(call.Args, lk.constantString) {
		return nil, "", false
	}
	named, st := lookupElem(fn.Signature().Recv().Type())
	if st == nil {
		return nil, "", false
	}
	lm, ok := lk.Of(fn, i)
	if !ok || lm.Arg >= len(call.Args) || lm.Key >= st.NumFields() || lm.Value >= st.NumFields() {
		return nil, "", false
	}
	if !lk.constantString(call.Args[lm.Arg]) {
		return nil, "", false
	}
	k := lk.f.Info.Types[call.Args[lm.Arg]].Value
	if fn.Pkg() == lk.f.Pkg {
		if lk.f.Consulted == nil {
			lk.f.Consulted = make(map[*types.Func]bool)
		}
		lk.f.Consulted[fn.Origin()] = true
	}
	key, val := st.Field(lm.Key).Origin(), st.Field(lm.Value).Origin()
	exact, loose, other := lk.lookupWrites(key, val, k)
	vals, why := lk.lookupValues(val, lk.f.Fields.outsideTests(call, exact), sc)
	// Rows whose key value flow cannot tell may be other keys' (those Set
	// writes): their constants are not checked, and they say "field".
	lv, lwhy := lk.lookupValues(val, lk.f.Fields.outsideTests(call, loose), sc)
	if slices.ContainsFunc(lv, hasText) {
		lwhy = MergeReason(lwhy, ReasonField)
	}
	other = MergeReason(other, lwhy)
	if val.Pkg() != lk.f.Pkg {
		other = MergeReason(other, lk.foreignLookup(named, st, lm.Value))
	} else if decodedHeld(named, st, lm.Value) {
		other = MergeReason(other, ReasonDecoded)
	}
	if other != "" {
		why = MergeReason(why, other)
		if len(vals) > 0 {
			vals = append(vals, Value{{Hole: true, Use: call, Why: other}})
		}
	}
	if len(vals) == 0 {
		return nil, firstWhy(why, ReasonField), true
	}
	return vals, why, true
}

// lookupValues resolves exprs, writes of the value field val.
func (lk *Lookups) lookupValues(val *types.Var, exprs []ast.Expr, sc scope) ([]Value, Reason) {
	if len(exprs) == 0 {
		return nil, ""
	}
	vals, why := lk.f.resolveAll(exprs, val, nil, nil, sc)
	return dropEmpty(vals), why
}

// lookupWrites returns the expressions this package writes into the
// value field val of elements whose key field key is the constant k
// (exact), and of elements whose key value flow cannot tell, or into
// val other than in a literal (loose); and the reason, if any, some
// write cannot be followed.
func (lk *Lookups) lookupWrites(key, val *types.Var, k constant.Value) (exact, loose []ast.Expr, other Reason) {
	x := lk.f.Data.fieldData(val)
	if x.Fixed[val] || x.FieldAddr[val] > 0 {
		other = ReasonField
	}
	// A key written after its literal can be k in any row.
	kx := lk.f.Data.fieldData(key)
	anyKey := len(kx.Assigns[key]) > 0 || kx.Fixed[key] || kx.FieldAddr[key] > 0
	for _, row := range lk.lookupRows(key, val) {
		if row.value == nil {
			continue
		}
		rk := constant.MakeString("") // a key left zero
		if row.key != nil {
			rk = nil
			if tv, ok := lk.f.Info.Types[row.key]; ok && tv.Value != nil {
				rk = tv.Value
			}
		}
		switch {
		case anyKey || rk == nil:
			loose = append(loose, row.value)
		case sameConstant(rk, k):
			exact = append(exact, row.value)
		}
	}
	for _, a := range x.Assigns[val] {
		loose = append(loose, a.Rhs)
	}
	for _, d := range x.FlagFields[val] {
		loose = append(loose, d.Def)
	}
	return exact, loose, other
}

// lookupRows returns the struct literals of the package that hold the
// fields key and val, origins: the element literals of a lookup.
func (lk *Lookups) lookupRows(key, val *types.Var) []lookupRow {
	k := [2]*types.Var{key, val}
	if rows, ok := lk.rows[k]; ok {
		return rows
	}
	var rows []lookupRow
	for _, file := range lk.f.Files {
		ast.Inspect(file, func(n ast.Node) bool {
			lit, ok := n.(*ast.CompositeLit)
			if !ok {
				return !Bare(n)
			}
			st := typesx.LitStruct(lk.f.Info, lit)
			if st == nil {
				return true
			}
			row, jk, jv := lookupRow{}, -1, -1
			for j := 0; j < st.NumFields(); j++ {
				switch st.Field(j).Origin() {
				case key:
					jk = j
				case val:
					jv = j
				}
			}
			if jk >= 0 && jv >= 0 {
				row.key, row.value = litField(lk.f.Info, lit, jk), litField(lk.f.Info, lit, jv)
				rows = append(rows, row)
			}
			return true
		})
	}
	if lk.rows == nil {
		lk.rows = make(map[[2]*types.Var][]lookupRow)
	}
	lk.rows[k] = rows
	return rows
}

// foreignLookup is the reason for what other packages write into the
// value field (index value of st) of a lookup's element type declared
// in another package: the origin its package's FieldValuesFact gives,
// "decoded" for a field decoders fill that the package writes no
// constant into, "field" otherwise. The constants the fact lists are not
// taken: the fact does not say under which key they are written.
func (lk *Lookups) foreignLookup(named *types.Named, st *types.Struct, value int) Reason {
	fld := st.Field(value)
	name := ""
	if named != nil && named.Obj().Pkg() == fld.Pkg() {
		name = named.Obj().Name() + "." + fld.Name()
	}
	var fv *facts.FieldValues
	if name != "" {
		fv = lk.f.Fields.fieldValuesOf(fld.Pkg(), name)
	}
	switch {
	case fv != nil && fv.Origin != "":
		return Reason(fv.Origin)
	case fv == nil && decodedHeld(named, st, value):
		return ReasonDecoded
	}
	return ReasonField
}
