package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// A url.URL can be a record of a URL's parts: made by an unexported
// function of the package and read by each of its callers field by field
// (fmt.Sprintf("%s://%s%s?%s", u.Scheme, u.Host, u.Path, u.RawQuery)),
// never written whole by String nor handed on. Its Path then holds the
// text the program writes into URL text: an escape written there is
// meant (no String escapes it again), so its write is checked as an
// escaped path, and its read, where what its maker writes there is URL
// text, is no decoded path.

// recordPathWrite reports whether sel, u.F written in a function,
// writes a field of the url.URL record that function makes and returns.
func (r *urlAssignSites) recordPathWrite(sel *ast.SelectorExpr) bool {
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return false
	}
	fd := r.flow.Control.FuncDeclAt(sel.Pos())
	if fd == nil {
		return false
	}
	fn, ok := r.pass.TypesInfo.Defs[fd.Name].(*types.Func)
	if !ok {
		return false
	}
	v, ok := r.recordMaker(fn)
	return ok && r.pass.TypesInfo.Uses[id] == v
}

// recordPathRead reports whether sel, u.F read, reads a field of a
// url.URL record: u holds only what a call of a record's maker returns.
func (r *urlAssignSites) recordPathRead(sel *ast.SelectorExpr) bool {
	info := r.pass.TypesInfo
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return false
	}
	u := typesx.LocalVar(info, r.pass.Pkg, id)
	if u == nil || typesx.IsParam(u) {
		return false
	}
	vi := r.flow.VarInfo(u)
	if vi == nil {
		return false
	}
	calls := vi.First
	for call := range vi.Tuple() {
		calls = append(calls, call)
	}
	for _, rhs := range vi.Rhs {
		call, ok := ast.Unparen(rhs).(*ast.CallExpr)
		if !ok {
			return false
		}
		calls = append(calls, call)
	}
	if len(calls) == 0 {
		return false
	}
	for _, call := range calls {
		fn, ok := typeutil.Callee(info, call).(*types.Func)
		if !ok {
			return false
		}
		if v, ok := r.recordMaker(fn); !ok || !r.recordPathText(fn, v) {
			return false
		}
	}
	return true
}

// recordPathText reports whether every value fn, a record's maker, writes
// into the Path of its record v is URL text: constants, and holes of
// text escaped or of no character to escape (url.PathEscape(id), a
// number). Raw text there (a name) is sent as written, which the read
// of Path as a decoded path still reports.
func (r *urlAssignSites) recordPathText(fn *types.Func, v *types.Var) bool {
	decl := r.flow.Calls.Decl(fn.Origin())
	if decl == nil || decl.Body == nil {
		return false
	}
	info := r.pass.TypesInfo
	arg := sinks.Arg{Param: sinks.URLFields()["Path"]}
	ok := true
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		as, isAssign := n.(*ast.AssignStmt)
		if !isAssign || !ok {
			return ok
		}
		for i, lhs := range as.Lhs {
			sel, isSel := ast.Unparen(lhs).(*ast.SelectorExpr)
			if !isSel || sel.Sel.Name != "Path" || !typesx.IsIdentOf(info, sel.X, v) {
				continue
			}
			if as.Tok != token.ASSIGN || len(as.Lhs) != len(as.Rhs) {
				ok = false
				return false
			}
			vals, _ := r.flow.Params.ResolveSite(as.Rhs[i], arg)
			if len(vals) == 0 {
				ok = false
				return false
			}
			for _, val := range vals {
				for _, p := range val {
					if p.Hole && p.Kind == flow.AnyText {
						ok = false
						return false
					}
				}
			}
		}
		return true
	})
	return ok
}

// recordMaker returns the variable fn returns when fn makes a url.URL
// record: fn is an unexported function or method of the package, not
// called through a function value, whose first result is a *url.URL
// (the others errors), each return giving its local variable v (or nil);
// v holds a url.URL of its own (url.Parse, &url.URL{...}), and is
// otherwise only compared, returned and used by its fields; every use of
// fn is a call whose result a local variable takes, read only field by
// field or compared.
func (r *urlAssignSites) recordMaker(fn *types.Func) (*types.Var, bool) {
	if v, ok := r.records[fn]; ok {
		return v, v != nil
	}
	if r.records == nil {
		r.records = make(map[*types.Func]*types.Var)
	}
	v := r.findRecord(fn)
	r.records[fn] = v
	return v, v != nil
}

// findRecord is recordMaker without the memo: the variable, or nil.
func (r *urlAssignSites) findRecord(fn *types.Func) *types.Var {
	info := r.pass.TypesInfo
	if fn.Pkg() != r.pass.Pkg || fn.Exported() || r.flow.Dynamic.At(fn.Type()) != nil {
		return nil
	}
	res := fn.Signature().Results()
	if res.Len() == 0 {
		return nil
	}
	if _, isPtr := types.Unalias(res.At(0).Type()).(*types.Pointer); !isPtr || !isURL(res.At(0).Type()) {
		return nil
	}
	for i := 1; i < res.Len(); i++ {
		if !typesx.IsError(res.At(i).Type()) {
			return nil
		}
	}
	decl := r.flow.Calls.Decl(fn.Origin())
	if decl == nil || decl.Body == nil {
		return nil
	}
	var v *types.Var
	ok := true
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(n.Results) != res.Len() {
				ok = false
				return false
			}
			if typesx.IsNil(n.Results[0]) {
				return false
			}
			id, isID := ast.Unparen(n.Results[0]).(*ast.Ident)
			w, isVar := info.Uses[id].(*types.Var)
			if !isID || !isVar || v != nil && w != v {
				ok = false
				return false
			}
			v = w
		}
		return ok
	})
	if !ok || v == nil || typesx.IsParam(v) || v.Parent() == r.pass.Pkg.Scope() {
		return nil
	}
	body, found := r.flow.Control.Cursor(decl.Body)
	if !found {
		return nil
	}
	d := displayCheck{r: r.pkgAnalysis, v: v, fn: decl}
	for c := range body.Preorder((*ast.Ident)(nil)) {
		id := c.Node().(*ast.Ident)
		switch {
		case info.Defs[id] == v:
			if !d.freshAssign(c) {
				return nil
			}
		case info.Uses[id] == v:
			if !d.freshAssign(c) || !recordUse(info, c, true) {
				return nil
			}
		}
	}
	used := false
	for id, obj := range info.Uses {
		if obj != fn {
			continue
		}
		if !r.recordCall(id) {
			return nil
		}
		used = true
	}
	if !used {
		return nil // its callers are not seen
	}
	return v
}

// recordCall reports whether the use of a record's maker at id is a call
// whose result a local variable takes, read only field by field.
func (r *urlAssignSites) recordCall(id *ast.Ident) bool {
	info := r.pass.TypesInfo
	c, ok := r.funcRef(id)
	if !ok || c.ParentEdgeKind() != edge.CallExpr_Fun {
		return false
	}
	call := c.Parent()
	as, ok := call.Parent().Node().(*ast.AssignStmt)
	if !ok || call.ParentEdgeKind() != edge.AssignStmt_Rhs || len(as.Rhs) != 1 {
		return false
	}
	lhs, ok := ast.Unparen(as.Lhs[0]).(*ast.Ident)
	if !ok {
		return false
	}
	u, ok := typesx.ObjectOf(info, lhs).(*types.Var)
	if !ok || u.IsField() || typesx.IsParam(u) || u.Parent() == r.pass.Pkg.Scope() {
		return false
	}
	fn, ok := typesx.EnclosingFunc(call)
	if !ok {
		return false
	}
	for c := range fn.Preorder((*ast.Ident)(nil)) {
		id := c.Node().(*ast.Ident)
		if info.Uses[id] != u {
			continue
		}
		if c.ParentEdgeKind() == edge.AssignStmt_Lhs {
			if c.Parent().Node() != as {
				return false // assigned another URL
			}
			continue
		}
		if !recordUse(info, c, false) {
			return false
		}
	}
	return true
}

// recordUse reports whether the use of a url.URL record's variable at c
// is a use of its fields (a read, or a write where write is allowed), a
// comparison, or (where write is allowed: in its maker) a return.
func recordUse(info *types.Info, c inspector.Cursor, write bool) bool {
	switch p := c.Parent().Node().(type) {
	case *ast.SelectorExpr:
		sel, ok := info.Selections[p]
		if !ok || sel.Kind() != types.FieldVal || !typesx.IsString(sel.Obj().Type()) {
			return false
		}
		return write || c.Parent().ParentEdgeKind() != edge.AssignStmt_Lhs
	case *ast.BinaryExpr:
		return p.Op == token.EQL || p.Op == token.NEQ
	case *ast.ReturnStmt:
		return write
	case *ast.AssignStmt:
		return write && c.ParentEdgeKind() == edge.AssignStmt_Lhs
	}
	return false
}
