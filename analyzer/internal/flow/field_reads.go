package flow

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

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
	} else if len(exprs) > 0 || len(f.Data.fieldData(fld).FlagFields[fld]) == 0 {
		vals, why = f.resolveAll(exprs, fld, nil, nil, depth)
		vals = dropEmpty(vals)
	}
	if defs := f.Data.fieldData(fld).FlagFields[fld]; len(defs) > 0 {
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
// then no constant reaches unchanged. use, when not nil, is the read of
// local variable self whose assignments exprs are (passingRewrite).
func (f *Flow) resolveAll(exprs []ast.Expr, self types.Object, vi *VarInfo, use *ast.Ident, depth int) ([]Value, Reason) {
	var out []Value
	var unknown Reason
	for _, x := range exprs {
		var vals []Value
		var why Reason
		if v, ok := self.(*types.Var); ok && vi != nil && !v.IsField() && f.rewrites(x, self) {
			var guarded bool
			if vals, why, guarded = f.guardedRewrite(x, v, depth+1); !guarded {
				vals, why = f.Calls.assigned(vi, x, depth+1)
			}
		} else if vi != nil {
			vals, why = f.Calls.assigned(vi, x, depth+1)
			if v, ok := self.(*types.Var); ok && use != nil && f.Info.Uses[use] == v {
				vals = f.passingRewrite(x, v, vi, use, vals)
			}
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
	x := f.Data.fieldData(fld)
	if x.Fixed[fld] && !x.fixedOther[fld] && x.FieldAddr[fld] == len(x.FlagFields[fld]) && decodedField(sel) && f.Data.decodedTuples(x, fld) {
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
	if v == nil || roots[v] || f.Data.localData(v).addr[v] > 0 || isPointer(v.Type()) {
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
		if typesx.LitStruct(f.Info, e) == nil {
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
		if v, ok := f.Info.Uses[e].(*types.Var); ok && typesx.IsParam(v) && f.Params != nil {
			if _, bound := f.Calls.args[v]; !bound {
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
	if typesx.IsParam(v) {
		return nil, f.paramWhy(v)
	}
	x := f.Data.localData(v)
	if x.addr[v] > 0 || x.otherStore[v] {
		return nil, ReasonVariable
	}
	roots[v] = true
	vi := f.VarInfo(v)
	var out []ast.Expr
	if rs := x.ranges[v]; rs != nil {
		var why Reason
		if ast.Unparen(rs.Key) == ast.Expr(id) || typesx.IsIdentOf(f.Info, rs.Key, v) {
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
		if !f.Calls.ownListResult(r.call, r.index) {
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
			rhs = f.Control.liveAssignments(v, id, rhs)
		}
	}
	return append(append(out, rhs...), lists...), ""
}

// guarded reports whether read runs only under a condition, or after an
// early exit, that tests one of the variables it goes through other than
// by comparing the read itself with "": such code filters the values
// (if tt.isURL { url.Parse(tt.s) }), so not every one reaches the sink.
func (f *Flow) guarded(read ast.Expr, roots map[*types.Var]bool) bool {
	if len(roots) == 0 {
		return false
	}
	path := f.Control.enclosingDecl(read)
	if path == nil {
		return false
	}
	for j, cur := range path[1:] {
		child := path[j]
		switch n := cur.(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			return false
		case *ast.IfStmt:
			if (child == ast.Node(n.Body) || n.Else != nil && child == ast.Node(n.Else)) && f.tests(n.Cond, read, roots) {
				return true
			}
		case *ast.CaseClause:
			for _, e := range n.List {
				if f.tests(e, read, roots) {
					return true
				}
			}
		case *ast.SwitchStmt:
			if child == ast.Node(n.Body) && n.Tag != nil && f.tests(n.Tag, read, roots) {
				return true
			}
		case *ast.BlockStmt:
			for _, s := range n.List {
				if s.Pos() >= child.Pos() {
					break
				}
				if is, ok := s.(*ast.IfStmt); ok && f.tests(is.Cond, read, roots) && exits(is.Body) {
					return true
				}
			}
		}
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
			switch typesx.CalleeName(n) {
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
			if (n.Op == token.EQL || n.Op == token.NEQ) && (typesx.SameExpr(n.X, read) && typesx.IsEmptyString(f.Info, n.Y) || typesx.SameExpr(n.Y, read) && typesx.IsEmptyString(f.Info, n.X)) {
				return false
			}
		case *ast.CallExpr:
			if id, ok := ast.Unparen(n.Fun).(*ast.Ident); ok && id.Name == "len" && len(n.Args) == 1 && typesx.SameExpr(n.Args[0], read) {
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
