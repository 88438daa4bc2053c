package analyzer

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/urlvet/urlvet/rfc"
)

// templateFields reads a struct field that holds a URL template in one
// value and the URL it expands to in another: a configuration's
// SourceURL is "{{.repo.url}}", and the function that renders it parses
// cfg.SourceURL as a text/template and writes what it executes into
// out.SourceURL, which it then parses as a URL. Value flow, which cannot
// always tell the configuration from the output, gives the read of
// out.SourceURL the template too.
type templateFields struct{ *pkgAnalysis }

// expanded reports whether viol, a placeholder the grammar found, is a
// template action ("{{") of a constant written into a struct field F
// that reaches the sink at t.at through a read of F in a function that
// hands F of another value to a template parser (text/template's Parse)
// and writes F of the value it reads at the sink: that value is the
// output, and the constant is the other value's template, which the
// function executes before the sink sees its result. A read of F of the
// value the function parses is the template itself, and is reported.
func (r templateFields) expanded(t *valueText, viol rfc.Violation) bool {
	if viol.Check != rfc.CheckPlaceholder {
		return false
	}
	k := pieceAt(t.v, t.starts, viol.Start, false)
	if k < 0 || t.v[k].Lit == nil || !strings.HasPrefix(t.s[viol.Start:], "{{") {
		return false
	}
	fld := r.writtenField(t.v[k].Lit)
	call, ok := t.at.(*ast.CallExpr)
	if fld == nil || !ok {
		return false
	}
	fd := r.flow.Control.FuncDeclAt(call.Pos())
	if fd == nil || fd.Body == nil {
		return false
	}
	var read *types.Var
	for _, a := range call.Args {
		if v := r.fieldRoot(a, fld); v != nil {
			read = v
		}
	}
	if read == nil {
		return false
	}
	other, written := false, false
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			if len(n.Args) > 0 && callRow(r.pass.TypesInfo, n).Template {
				for _, root := range r.templateRoots(n.Args[len(n.Args)-1], fld) {
					other = other || root != read
				}
			}
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				written = written || r.fieldRoot(l, fld) == read
			}
		}
		return true
	})
	// A parse of the value read at the sink: the template itself
	// reaches it.
	return other && written && !r.parsesRoot(fd.Body, fld, read)
}

// parsesRoot reports whether body hands F of root to a template parser.
func (r templateFields) parsesRoot(body *ast.BlockStmt, fld, root *types.Var) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if found || !ok || len(call.Args) == 0 || !callRow(r.pass.TypesInfo, call).Template {
			return !found
		}
		for _, v := range r.templateRoots(call.Args[len(call.Args)-1], fld) {
			found = found || v == root
		}
		return !found
	})
	return found
}

// templateRoots returns the roots of the reads of F that e, a template
// parser's argument, is: a read itself, or a local variable assigned
// one (text := cfg.SourceURL).
func (r templateFields) templateRoots(e ast.Expr, fld *types.Var) []*types.Var {
	if v := r.fieldRoot(e, fld); v != nil {
		return []*types.Var{v}
	}
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := r.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.Pkg() != r.pass.Pkg || v.Parent() == r.pass.Pkg.Scope() {
		return nil
	}
	vi := r.flow.VarInfo(v)
	if vi == nil {
		return nil
	}
	var out []*types.Var
	for _, rhs := range vi.Rhs {
		if root := r.fieldRoot(rhs, fld); root != nil {
			out = append(out, root)
		}
	}
	return out
}

// fieldRoot returns the variable a read of field fld starts from
// (out in out.Alert.SourceURL), or nil when e reads no such field.
func (r templateFields) fieldRoot(e ast.Expr, fld *types.Var) *types.Var {
	info := r.pass.TypesInfo
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	if s, ok := info.Selections[sel]; !ok || s.Kind() != types.FieldVal || s.Obj().(*types.Var).Origin() != fld {
		return nil
	}
	x := ast.Expr(sel)
	for {
		switch y := ast.Unparen(x).(type) {
		case *ast.SelectorExpr:
			if _, ok := info.Selections[y]; !ok {
				return nil
			}
			x = y.X
		case *ast.StarExpr:
			x = y.X
		case *ast.IndexExpr:
			x = y.X
		case *ast.Ident:
			v, _ := info.Uses[y].(*types.Var)
			return v
		default:
			return nil
		}
	}
}

// writtenField returns the string field of a struct type of the package
// that lit is written into, by an assignment (n.Alert.SourceURL =
// "{{.repo}}") or a composite literal (Alert{SourceURL: "{{.repo}}"}), or
// nil.
func (r templateFields) writtenField(lit *ast.BasicLit) *types.Var {
	info := r.pass.TypesInfo
	parents := r.flow.Control.Parents(lit)
	if len(parents) == 0 {
		return nil
	}
	var fld *types.Var
	switch p := parents[0].(type) {
	case *ast.AssignStmt:
		for i, rhs := range p.Rhs {
			if rhs == ast.Expr(lit) && i < len(p.Lhs) {
				if sel, ok := ast.Unparen(p.Lhs[i]).(*ast.SelectorExpr); ok {
					if s, ok := info.Selections[sel]; ok && s.Kind() == types.FieldVal {
						fld, _ = s.Obj().(*types.Var)
					}
				}
			}
		}
	case *ast.KeyValueExpr:
		if id, ok := p.Key.(*ast.Ident); ok && p.Value == ast.Expr(lit) {
			if v, ok := info.Uses[id].(*types.Var); ok && v.IsField() {
				fld = v
			}
		}
	}
	if fld == nil || fld.Pkg() != r.pass.Pkg {
		return nil
	}
	return fld.Origin()
}
