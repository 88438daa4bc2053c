package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// sharedBaseCheck reports a base URL a method keeps in its receiver as a
// *url.URL, copied into a local variable as the pointer it is and then
// edited through it:
//
//	u := c.baseURL
//	u.Path = path.Join(u.Path, p)
//
// The variable is the base itself: the edit changes c.baseURL for every
// later request (a path joined on each call grows), and two requests at
// once race on it. A local variable says a copy was meant; writing the
// field directly (c.baseURL.Path = ...) is left alone, as is the URL of
// a request, which belongs to that request.
type sharedBaseCheck struct{}

func (sharedBaseCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckResolve} }

func (sharedBaseCheck) checkPackage(r *pkgAnalysis) {
	if !r.enabled(rfc.CheckResolve) {
		return
	}
	for _, f := range r.pass.Files {
		if r.intent.InTestFile(f.Pos()) {
			continue
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil || fd.Recv == nil || len(fd.Recv.List) != 1 || len(fd.Recv.List[0].Names) != 1 {
				continue
			}
			recv, ok := r.pass.TypesInfo.Defs[fd.Recv.List[0].Names[0]].(*types.Var)
			if !ok {
				continue
			}
			r.sharedBaseEdits(fd.Body, recv)
		}
	}
}

// sharedBaseEdits reports, in body, the edits through a local variable
// assigned once a *url.URL field of recv.
func (r *pkgAnalysis) sharedBaseEdits(body *ast.BlockStmt, recv *types.Var) {
	info := r.pass.TypesInfo
	aliases := make(map[*types.Var]*ast.SelectorExpr)
	ast.Inspect(body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || as.Tok != token.DEFINE || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
			return true
		}
		id, ok := as.Lhs[0].(*ast.Ident)
		if !ok {
			return true
		}
		v, ok := info.Defs[id].(*types.Var)
		if !ok {
			return true
		}
		if sel := r.keptBaseField(as.Rhs[0], recv); sel != nil {
			if vi := r.flow.VarInfo(v); vi != nil && len(vi.Rhs) == 1 && len(vi.Adds) == 0 && !vi.Escapes {
				aliases[v] = sel
			}
		}
		return true
	})
	if len(aliases) == 0 {
		return
	}
	ast.Inspect(body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || as.Tok == token.DEFINE {
			return true
		}
		for _, l := range as.Lhs {
			sel, ok := ast.Unparen(l).(*ast.SelectorExpr)
			if !ok {
				continue
			}
			id, ok := ast.Unparen(sel.X).(*ast.Ident)
			if !ok {
				continue
			}
			v, _ := info.Uses[id].(*types.Var)
			base := aliases[v]
			if base == nil || !r.enabledAt(rfc.CheckResolve, sel) {
				continue
			}
			b := types.ExprString(base)
			r.out.add(finding{Diagnostic: analysis.Diagnostic{Pos: sel.Pos(), End: sel.End(), Category: string(rfc.CheckResolve),
				Message: id.Name + " is " + b + " itself, a pointer, not a copy: writing " + types.ExprString(sel) + " changes " + b +
					" for every later use (a path joined on each call grows, and requests at once race on it); copy the URL first (" +
					id.Name + " := *" + b + ", then &" + id.Name + "), or join with " + b + ".JoinPath (RFC 3986 §5.2 reference resolution)",
				Related: []analysis.RelatedInformation{{Pos: base.Pos(), End: base.End(), Message: "the pointer copied here"}}},
				at: sel.Pos(), alone: true})
		}
		return true
	})
}

// keptBaseField returns e when it reads a *url.URL field of recv (c.baseURL)
// declared by a struct type of this package, or nil.
func (r *pkgAnalysis) keptBaseField(e ast.Expr, recv *types.Var) *ast.SelectorExpr {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok || !typesx.IsIdentOf(r.pass.TypesInfo, sel.X, recv) {
		return nil
	}
	s, ok := r.pass.TypesInfo.Selections[sel]
	if !ok || s.Kind() != types.FieldVal {
		return nil
	}
	fld := s.Obj().(*types.Var)
	if _, ptr := fld.Type().(*types.Pointer); !ptr || !isURL(fld.Type()) || fld.Pkg() != r.pass.Pkg {
		return nil
	}
	return sel
}
