package flow

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// Fields resolves reads through the data index: a field (field_reads.go,
// from another package field_values.go, decoded field_decoded.go,
// nullable field_nullable.go, of another package's variable
// var_fields.go), an element or a range variable (tables.go).
type Fields struct {
	f        *Flow
	decoded  map[*types.Var]bool // local variables only decoders fill, asked once
	urlReads map[*types.Var]bool // fields the package reads as whole URLs (readAsURL), asked once
	// funcTypes are the package's functions with their types, and calls
	// what each call does to a field (field_calls.go); built on first use.
	funcTypes []typedFunc
	calls     map[callField]callWrites
	testRuns  *testRuns // what the package's tests run (test_runs.go); built on first use
}

// field resolves a read of a struct field x.F: the values of F in the
// composite literals x can be, and every assignment of F in the package
// that can store into x. When x cannot be followed, the values of F in
// every literal and assignment of the package count, if F's type is
// declared here and each of its constants looks like a URL or a path (a
// field that also holds other text is read on other paths too), unless
// the read's function shows that only its own writes of the storage
// hold there (writesReaching).
func (fr *Fields) field(e *ast.SelectorExpr, sel *types.Selection, sc scope) ([]Value, Reason) {
	exprs, wide, why := fr.fieldExprs(e, sel, sc)
	if why == ReasonField {
		if vals, why, ok := fr.nullString(e, sel, sc); ok {
			return vals, why
		}
	}
	if why != "" {
		return nil, why
	}
	fld := sel.Obj().(*types.Var).Origin()
	var vals []Value
	if wide && fld.Pkg() != fr.f.Pkg {
		vals, why = fr.importedField(e, fld, heldName(sel), decodedField(sel), exprs, sc)
	} else if len(exprs) > 0 || len(fr.f.Data.fieldData(fld).FlagFields[fld]) == 0 {
		vals, why = fr.f.resolveAll(exprs, fld, nil, nil, sc)
		vals = dropEmpty(vals)
	}
	if defs := fr.f.Data.fieldData(fld).FlagFields[fld]; len(defs) > 0 {
		// flag.StringVar(&cfg.URL, "url", def, ...): the default, or
		// what the command line gives.
		for _, d := range defs {
			dv, dwhy := fr.f.resolve(d.Def, sc.deeper())
			vals = append(vals, dv...)
			why = firstWhy(why, dwhy)
		}
		vals, why = commandLine(vals, why, e)
	}
	if wide {
		for _, v := range vals {
			// The text before the first hole, whatever pieces make it
			// (c.scheme + "://" + c.host).
			if lead, _ := LeadingText(v); !LooksLikeURLOrPath(lead) && !(sc.depth == 0 && fr.addressSite(e, sc) && looksLikeIPAddress(lead)) {
				return nil, ReasonField
			}
		}
		if sc.host && fr.wholeURLs(vals) && fr.readAsURL(fld) {
			return nil, ReasonField
		}
	}
	return vals, why
}

// wholeURLs reports whether one of vals starts with a scheme and "://"
// (in the text of its pieces before the first hole): a whole URL, not a
// host.
func (fr *Fields) wholeURLs(vals []Value) bool {
	for _, v := range vals {
		var b strings.Builder
		for _, p := range v {
			if p.Hole {
				break
			}
			b.WriteString(p.Text)
		}
		s := b.String()
		if i := strings.IndexByte(s, ':'); i > 0 && LooksLikeURLOrPath(s) && strings.HasPrefix(s[i:], "://") {
			return true
		}
	}
	return false
}

// readAsURL reports whether the package reads fld, a field origin, as a
// whole URL somewhere: parsed (url.Parse(x.F)), or followed by a
// constant path or query (x.F + "/v1/items"). Such a field holds whole
// URLs in some values; where a read of it that value flow could not
// follow to its struct (a wide read, every write of the package) reaches
// a sink that takes a host, the URLs are the other reads' values: the
// package keeps hosts in the same field too (u.Host of each URL parsed,
// written back, or a list of domains it makes), and which values a read
// gets, only the struct it reads could tell.
func (fr *Fields) readAsURL(fld *types.Var) bool {
	if got, ok := fr.urlReads[fld]; ok {
		return got
	}
	found := false
	for id, obj := range fr.f.Info.Uses {
		v, ok := obj.(*types.Var)
		if !ok || !v.IsField() || v.Origin() != fld {
			continue
		}
		path := fr.f.Control.enclosingDecl(id)
		if len(path) < 3 {
			continue
		}
		se, ok := path[1].(*ast.SelectorExpr)
		if !ok || se.Sel != id {
			continue
		}
		switch p := path[2].(type) {
		case *ast.CallExpr:
			if fn, ok := typeutil.Callee(fr.f.Info, p).(*types.Func); ok && fn.Pkg() != nil && len(p.Args) > 0 && ast.Unparen(p.Args[0]) == ast.Expr(se) {
				found = FuncOfObj(fn).NewURL
			}
		case *ast.BinaryExpr:
			if tv, ok := fr.f.Info.Types[p.Y]; ok && p.Op == token.ADD && p.X == ast.Expr(se) && tv.Value != nil && tv.Value.Kind() == constant.String {
				c := constant.StringVal(tv.Value)
				found = strings.HasPrefix(c, "?") || strings.HasPrefix(c, "/") && !strings.HasPrefix(c, "//")
			}
		}
		if found {
			break
		}
	}
	if fr.urlReads == nil {
		fr.urlReads = make(map[*types.Var]bool)
	}
	fr.urlReads[fld] = found
	return found
}

// addressSite reports whether e is the whole argument of the sink being
// checked and the sink takes a network address (host:port, as url.URL's
// Host or minio.New's endpoint): there, a field read whole whose
// constants are addresses (127.0.0.1:9000) holds what the sink takes.
// Elsewhere, and in what a read resolves to for a call's argument or
// result (kept for other sinks), the constants of a field read whole
// must look like URLs.
func (fr *Fields) addressSite(e ast.Expr, sc scope) bool {
	return sc.addr && ast.Unparen(sc.site) == ast.Expr(e)
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

// fieldExprs returns the expressions a field read can evaluate to, and
// whether they are all those of the package (its base could not be
// followed).
func (fr *Fields) fieldExprs(e *ast.SelectorExpr, sel *types.Selection, sc scope) (exprs []ast.Expr, wide bool, why Reason) {
	if sc.depth > MaxDepth {
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
	x := fr.f.Data.fieldData(fld)
	if x.Fixed[fld] && !x.fixedOther[fld] && x.FieldAddr[fld] == len(x.FlagFields[fld]) && decodedField(sel) && fr.f.Data.decodedTuples(x, fld) {
		return nil, false, ReasonDecoded
	}
	assigns, fixed := x.writes(fld)
	if fixed || x.FieldAddr[fld] != len(x.FlagFields[fld]) {
		return nil, false, ReasonField
	}
	roots := make(map[*types.Var]bool)
	lits, why := fr.structLits(e.X, roots, sc.deeper())
	if why != "" && fr.decodedLocal(e.X) {
		return nil, false, ReasonDecoded
	}
	if why != "" {
		own := len(x.Lits[fld])+len(assigns)+len(x.FlagFields[fld]) > 0
		if fld.Pkg() != fr.f.Pkg {
			if why := fr.foreignUnfollowed(e, sel, fld, own); why != "" {
				return nil, false, why
			}
		} else if !own {
			return nil, false, fr.unfollowedField(e, sel)
		}
		if v := rootVar(fr.f.Info, e.X); v != nil {
			roots[v] = true
		} else if id, ok := ast.Unparen(e.X).(*ast.Ident); ok {
			if v, ok := fr.f.Info.Uses[id].(*types.Var); ok {
				roots[v] = true
			}
		}
		if fr.guarded(e, roots) {
			return nil, false, "guarded field"
		}
		guards := fr.siteGuards(e, sc)
		keep := fr.writesReaching(e, fld, assigns)
		var out []ast.Expr
		for _, v := range x.Lits[fld] {
			if keep != nil && !keep(-1) {
				break
			}
			if len(guards) > 0 {
				if lit := fr.litOf(v); lit != nil && fr.leavesUnset(lit, guards) {
					continue
				}
			}
			if fr.testWriteReaches(e, v, nil) {
				out = append(out, v)
			}
		}
		for i, a := range assigns {
			if (keep == nil || keep(i)) && fr.testWriteReaches(e, a.Rhs, a.base) {
				out = append(out, a.Rhs)
			}
		}
		if fld.Pkg() != fr.f.Pkg && decodedField(sel) {
			out = fr.outsideTests(e, out)
		}
		// Where the function's own writes of the storage are all that
		// can hold (c.host = h just before the read), they are its
		// values, as a local variable's assignments are.
		ownWrites := keep != nil && !keep(-1)
		return out, !ownWrites, ""
	}
	if fr.guarded(e, roots) {
		return nil, false, "guarded field"
	}
	var out []ast.Expr
	path := sel.Index()
	guards := fr.siteGuards(e, sc)
	keep := fr.writesReaching(e, fld, assigns)
	if keep != nil && !keep(-1) {
		lits = nil // every literal's value is written over before the read
	}
	for _, lit := range lits {
		if len(guards) > 0 && fr.leavesUnset(lit, guards) {
			continue
		}
		vals, why := fr.pathValues(lit, path, sc.deeper())
		if why != "" {
			return nil, false, why
		}
		out = append(out, vals...)
	}
	for i, a := range assigns {
		if keep != nil && !keep(i) || fr.distinct(a.base, roots) || !fr.testWriteReaches(e, a.Rhs, a.base) || fr.otherURL(a, fld, roots, sc) {
			continue
		}
		out = append(out, a.Rhs)
	}
	return out, false, ""
}

// otherURL reports whether a, an assignment of fld that a read through
// roots cannot tell apart from its own struct's, writes a whole URL
// into a field the package also reads as a URL, for a sink that takes a
// host (see readAsURL): the assignment is of another struct than the
// one read, unless its base is a variable the read goes through.
func (fr *Fields) otherURL(a fieldAssign, fld *types.Var, roots map[*types.Var]bool, sc scope) bool {
	if !sc.host {
		return false
	}
	if v := rootVar(fr.f.Info, a.base); v != nil && roots[v] {
		return false
	}
	if !fr.readAsURL(fld) {
		return false
	}
	vals, _ := fr.f.resolve(a.Rhs, sc.deeper())
	return fr.wholeURLs(vals)
}

// pathValues returns the values a literal gives the field at path (a
// promoted field through embedded structs).
func (fr *Fields) pathValues(lit *ast.CompositeLit, path []int, sc scope) ([]ast.Expr, Reason) {
	v := litField(fr.f.Info, lit, path[0])
	if v == nil {
		return nil, "" // zero: no constant reaches through this literal
	}
	if len(path) == 1 {
		return []ast.Expr{v}, ""
	}
	inner, why := fr.structLits(v, make(map[*types.Var]bool), sc.deeper())
	if why != "" {
		return nil, why
	}
	var out []ast.Expr
	for _, l := range inner {
		vals, why := fr.pathValues(l, path[1:], sc.deeper())
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
func (fr *Fields) distinct(base ast.Expr, roots map[*types.Var]bool) bool {
	v := rootVar(fr.f.Info, base)
	if v == nil || roots[v] || fr.f.Data.localData(v).addr[v] > 0 || isPointer(v.Type()) {
		return false
	}
	return v.Pkg() == fr.f.Pkg
}

// StructLits returns the composite literals a struct (or pointer to
// struct) expression can evaluate to, recording in roots the variables it
// goes through.
func (fr *Fields) StructLits(e ast.Expr, roots map[*types.Var]bool, depth int) ([]*ast.CompositeLit, Reason) {
	return fr.structLits(e, roots, scope{depth: depth})
}

// structLits is StructLits in scope sc.
func (fr *Fields) structLits(e ast.Expr, roots map[*types.Var]bool, sc scope) ([]*ast.CompositeLit, Reason) {
	if sc.depth > MaxDepth {
		return nil, ReasonDepth
	}
	switch e := ast.Unparen(e).(type) {
	case *ast.CompositeLit:
		if typesx.LitStruct(fr.f.Info, e) == nil {
			return nil, ReasonField
		}
		return []*ast.CompositeLit{e}, ""
	case *ast.UnaryExpr:
		if e.Op == token.AND {
			return fr.structLits(e.X, roots, sc.deeper())
		}
	case *ast.StarExpr:
		return fr.structLits(e.X, roots, sc.deeper())
	case *ast.Ident:
		if v, ok := fr.f.Info.Uses[e].(*types.Var); ok && typesx.IsParam(v) && fr.f.Params != nil {
			if b, bound := sc.args[v]; !bound || b.variadic {
				return fr.f.Params.structLits(fr.f, v, e, roots, sc.deeper())
			}
		}
		exprs, why := fr.varExprs(e, roots, sc.deeper())
		if why != "" {
			return nil, why
		}
		return fr.structLitsOf(exprs, roots, sc)
	case *ast.SelectorExpr:
		sel, ok := fr.f.Info.Selections[e]
		if !ok {
			exprs, why := fr.varExprs(e, roots, sc.deeper())
			if why != "" {
				return nil, why
			}
			return fr.structLitsOf(exprs, roots, sc)
		}
		exprs, _, why := fr.fieldExprs(e, sel, sc.deeper())
		if why != "" {
			return nil, why
		}
		return fr.structLitsOf(exprs, roots, sc)
	case *ast.IndexExpr:
		exprs, why := fr.indexExprs(e, roots, sc.deeper())
		if why != "" {
			return nil, why
		}
		return fr.structLitsOf(exprs, roots, sc)
	}
	return nil, ReasonField
}

func (fr *Fields) structLitsOf(exprs []ast.Expr, roots map[*types.Var]bool, sc scope) ([]*ast.CompositeLit, Reason) {
	var out []*ast.CompositeLit
	for _, x := range exprs {
		lits, why := fr.structLits(x, roots, sc.deeper())
		if why != "" {
			return nil, why
		}
		out = append(out, lits...)
	}
	return out, ""
}

// varExprs returns the expressions a variable of this package holding a
// struct or a container can have been assigned: its assignments, or the
// elements a range statement gives it.
func (fr *Fields) varExprs(e ast.Expr, roots map[*types.Var]bool, sc scope) ([]ast.Expr, Reason) {
	var id *ast.Ident
	switch x := e.(type) {
	case *ast.Ident:
		id = x
	case *ast.SelectorExpr:
		id = x.Sel
	}
	v, ok := fr.f.Info.Uses[id].(*types.Var)
	if !ok || v.IsField() {
		return nil, ReasonVariable
	}
	if v.Pkg() != fr.f.Pkg {
		return nil, "variable of another package"
	}
	if typesx.IsParam(v) {
		return nil, fr.f.Origins.paramWhy(v)
	}
	x := fr.f.Data.localData(v)
	if x.addr[v] > 0 || x.otherStore[v] {
		return nil, ReasonVariable
	}
	roots[v] = true
	vi := fr.f.VarInfo(v)
	var out []ast.Expr
	if rs := x.ranges[v]; rs != nil {
		var why Reason
		if ast.Unparen(rs.Key) == ast.Expr(id) || typesx.IsIdentOf(fr.f.Info, rs.Key, v) {
			out, why = fr.keyExprs(rs.X, roots, sc.deeper())
		} else {
			out, why = fr.elemExprs(rs.X, nil, roots, sc.deeper())
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
		if !fr.f.Calls.ownListResult(r.call, r.index) {
			return nil, ReasonVariable
		}
		lists = append(lists, r.call)
	}
	if x.ranges[v] == nil && (vi.Escapes || len(vi.Rhs)+len(lists) == 0) {
		return nil, ReasonVariable
	}
	if v.Parent() == fr.f.Pkg.Scope() && len(vi.Rhs) != 1 {
		return nil, ReasonVariable
	}
	rhs := vi.Rhs
	if x.ranges[v] == nil && v.Parent() != fr.f.Pkg.Scope() {
		if id != nil {
			rhs = fr.f.Control.liveAssignments(v, id, rhs, sc)
		}
	}
	return append(append(out, rhs...), lists...), ""
}

// guarded reports whether read runs only under a condition, or after an
// early exit, that tests one of the variables it goes through other than
// by comparing the read itself with "": such code filters the values
// (if tt.isURL { url.Parse(tt.s) }), so not every one reaches the sink.
func (fr *Fields) guarded(read ast.Expr, roots map[*types.Var]bool) bool {
	if len(roots) == 0 {
		return false
	}
	path := fr.f.Control.enclosingDecl(read)
	if path == nil {
		return false
	}
	for j, cur := range path[1:] {
		child := path[j]
		switch n := cur.(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			return false
		case *ast.IfStmt:
			body := child == ast.Node(n.Body)
			if (body || n.Else != nil && child == ast.Node(n.Else)) && fr.tests(n.Cond, read, roots) && !fr.setTestsOnly(n.Cond, read, body) {
				return true
			}
		case *ast.CaseClause:
			for _, e := range n.List {
				if fr.tests(e, read, roots) {
					return true
				}
			}
		case *ast.SwitchStmt:
			if child == ast.Node(n.Body) && n.Tag != nil && fr.tests(n.Tag, read, roots) {
				return true
			}
		case *ast.BlockStmt:
			for _, s := range n.List {
				if s.Pos() >= child.Pos() {
					break
				}
				if is, ok := s.(*ast.IfStmt); ok && fr.tests(is.Cond, read, roots) && exits(is.Body) && !fr.setTestsOnly(is.Cond, read, false) {
					return true
				}
			}
		}
	}
	return false
}

// setTestsOnly reports whether cond, where it holds (or, with holds
// false, where it fails), only requires fields of read's own struct to
// be set: if c.baseURL == "" || c.apiKey == "" { return err } before
// c.baseURL is read. Such a test lets every value of the read through
// whose struct gives those fields; siteGuards drops the literals that
// leave them unset.
func (fr *Fields) setTestsOnly(cond, read ast.Expr, holds bool) bool {
	se, ok := ast.Unparen(read).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	switch c := ast.Unparen(cond).(type) {
	case *ast.BinaryExpr:
		switch {
		case c.Op == token.LAND && holds, c.Op == token.LOR && !holds:
			return fr.setTestsOnly(c.X, read, holds) && fr.setTestsOnly(c.Y, read, holds)
		case c.Op == token.NEQ && holds, c.Op == token.EQL && !holds:
			return fr.fieldOf(c.X, se.X) != nil && fr.isZero(c.Y) || fr.fieldOf(c.Y, se.X) != nil && fr.isZero(c.X)
		}
	case *ast.UnaryExpr:
		if c.Op == token.NOT {
			return fr.setTestsOnly(c.X, read, !holds)
		}
	}
	return false
}

// Exits reports whether a block leaves the loop iteration or function.
func Exits(b *ast.BlockStmt) bool { return exits(b) }

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
			switch typesx.CalleeName(n) {
			case "Skip", "Skipf", "SkipNow", "Fatal", "Fatalf", "FailNow", "panic", "Exit":
				found = true
			}
		}
		return !found
	})
	return found
}

// tests reports whether a condition mentions one of roots, or a local
// copy of read (copyOf), other than in a comparison of read with "", a
// length test of read or a test whether read, a nullable string, is set.
func (fr *Fields) tests(cond ast.Expr, read ast.Expr, roots map[*types.Var]bool) bool {
	var copied map[*types.Var]bool // made on the first local variable
	isCopy := func(v *types.Var) bool {
		is, seen := copied[v]
		if !seen {
			if copied == nil {
				copied = make(map[*types.Var]bool)
			}
			is = fr.copyOf(v, read, cond)
			copied[v] = is
		}
		return is
	}
	isRead := func(e ast.Expr) bool {
		if typesx.SameExpr(e, read) {
			return true
		}
		id, ok := ast.Unparen(e).(*ast.Ident)
		v, isVar := fr.f.Info.Uses[id].(*types.Var)
		return ok && isVar && isCopy(v)
	}
	found := false
	ast.Inspect(cond, func(n ast.Node) bool {
		if found {
			return false
		}
		if e, ok := n.(ast.Expr); ok && fr.testsNullString(e, read) {
			return false
		}
		switch n := n.(type) {
		case *ast.SelectorExpr:
			if fr.flagOnly(n, read) {
				return false
			}
		case *ast.BinaryExpr:
			if (n.Op == token.EQL || n.Op == token.NEQ) && (isRead(n.X) && typesx.IsEmptyString(fr.f.Info, n.Y) || isRead(n.Y) && typesx.IsEmptyString(fr.f.Info, n.X)) {
				return false
			}
			if (n.Op == token.EQL || n.Op == token.NEQ) && (typesx.IsNil(n.Y) && fr.nilRoot(n.X, roots) || typesx.IsNil(n.X) && fr.nilRoot(n.Y, roots)) {
				// if c == nil { return "" }: a struct read through c holds
				// whatever was written into it.
				return false
			}
		case *ast.CallExpr:
			if id, ok := ast.Unparen(n.Fun).(*ast.Ident); ok && id.Name == "len" && len(n.Args) == 1 && isRead(n.Args[0]) {
				return false
			}
		case *ast.Ident:
			if v, ok := fr.f.Info.Uses[n].(*types.Var); ok && (roots[v] || isCopy(v) || fr.madeOfRoot(v, read, roots)) {
				found = true
			}
		}
		return true
	})
	return found
}

// madeOfRoot reports whether v, a local variable assigned once, holds
// a value made of another field of a root the read goes through
// (protocol := strings.ToLower(ns.Protocol), tested by a switch around
// url.Parse(ns.Addr)): a test of it tests the root.
func (fr *Fields) madeOfRoot(v *types.Var, read ast.Expr, roots map[*types.Var]bool) bool {
	if v.Parent() == fr.f.Pkg.Scope() || v.IsField() {
		return false
	}
	vi := fr.f.VarInfo(v)
	if vi == nil || vi.Escapes || len(vi.Rhs) != 1 || len(vi.First) != 0 {
		return false
	}
	found := false
	ast.Inspect(vi.Rhs[0], func(n ast.Node) bool {
		if found {
			return false
		}
		sel, ok := n.(*ast.SelectorExpr)
		if !ok || typesx.SameExpr(sel, read) {
			return true
		}
		if id, ok := ast.Unparen(sel.X).(*ast.Ident); ok {
			if r, ok := fr.f.Info.Uses[id].(*types.Var); ok && roots[r] {
				if s, ok := fr.f.Info.Selections[sel]; ok && s.Kind() == types.FieldVal {
					found = true
				}
			}
		}
		return true
	})
	return found
}

// nilRoot reports whether e is a pointer variable the read goes through
// (roots), which a comparison with nil tests for being there at all.
func (fr *Fields) nilRoot(e ast.Expr, roots map[*types.Var]bool) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := fr.f.Info.Uses[id].(*types.Var)
	if !ok || !roots[v] {
		return false
	}
	_, ptr := typesx.Under(v.Type()).(*types.Pointer)
	return ptr
}

// flagOnly reports whether sel reads another field than read, one the
// package writes only by registering it as a flag (flag.BoolVar(&o.Version,
// ...), flag.StringVar): its value is what the command line gives, whatever the read's
// field holds, so a test of it selects none of the read's values
// (if o.Version { return } before url.Parse(o.Addr)).
func (fr *Fields) flagOnly(sel *ast.SelectorExpr, read ast.Expr) bool {
	fld, _ := fr.f.FieldSel(sel)
	if fld == nil {
		return false
	}
	if r, ok := ast.Unparen(read).(*ast.SelectorExpr); ok {
		if own, _ := fr.f.FieldSel(r); own == fld {
			return false
		}
	}
	x := fr.f.Data.fieldData(fld)
	return x.flagAddr[fld] > 0 && x.FieldAddr[fld] == x.flagAddr[fld] && len(x.Lits[fld]) == 0 && len(x.Assigns[fld]) == 0 && !x.Fixed[fld]
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
