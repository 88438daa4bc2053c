package analyzer

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// searchedMarker reports whether viol lies in the text of a named
// constant of the package that the function writing the value also looks
// for with a function whose row Searches (strings.Index(s, pageSlot),
// Contains, Cut, Split, Replace): a marker the program puts
// into a URL to find it again, as the place a page number goes in a
// pattern of a site's page URLs, not text it means a server to read. The
// same text written as a literal, or a constant the function does not
// look for, is reported as before.
func (r *pkgAnalysis) searchedMarker(t *valueText, viol rfc.Violation) bool {
	k := pieceAt(t.v, t.starts, viol.Start, false)
	if k < 0 || t.v[k].Lit == nil || t.at == nil || viol.End > t.starts[k]+len(t.v[k].Text) {
		return false
	}
	lit := t.v[k].Lit
	fd := r.flow.Control.FuncDeclAt(t.at.Pos())
	if fd == nil || fd.Body == nil {
		return false
	}
	info := r.pass.TypesInfo
	found := false
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if found || !ok || len(call.Args) < 2 {
			return !found
		}
		fn, ok := typeutil.Callee(info, call).(*types.Func)
		if !ok || fn.Pkg() == nil || !flow.FuncOfObj(fn).Searches {
			return true
		}
		id := typesx.NameIdent(call.Args[1])
		if id == nil {
			return true
		}
		c, ok := info.Uses[id].(*types.Const)
		if ok && c.Pkg() == r.pass.Pkg && ast.Unparen(r.flow.ConstDecl(c)) == lit {
			found = true
		}
		return !found
	})
	return found
}

// filledRestored reports whether viol, a placeholder, lies in a named
// constant's text that a replacement put back where its match lay in
// run-time text (flow.Piece.Restored: an endpoint template whose
// "{basin}" was swapped for a sentinel url.Parse accepts, and back), and
// that the package fills with a replacement of the same constant under
// an if whose condition tests the filling text (if basin != "" { host =
// strings.ReplaceAll(host, basinSlot, basin) }): the placeholder is
// there only where the configured text named it, and the code fills it
// where it has the text to. One put back and never filled is reported.
func (r *pkgAnalysis) filledRestored(t *valueText, viol rfc.Violation) bool {
	k := pieceAt(t.v, t.starts, viol.Start, false)
	if k < 0 || !t.v[k].Restored || t.v[k].Lit == nil || viol.End > t.starts[k]+len(t.v[k].Text) {
		return false
	}
	lit := t.v[k].Lit
	info := r.pass.TypesInfo
	found := false
	for _, f := range r.pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			ifs, ok := n.(*ast.IfStmt)
			if found || !ok {
				return !found
			}
			ast.Inspect(ifs.Body, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if found || !ok || len(call.Args) < 3 {
					return !found
				}
				fn, ok := typeutil.Callee(info, call).(*types.Func)
				if !ok || fn.Pkg() == nil || !flow.FuncOfObj(fn).Replaces {
					return true
				}
				id, fill := typesx.NameIdent(call.Args[1]), typesx.NameIdent(call.Args[2])
				if id == nil || fill == nil {
					return true
				}
				c, ok := info.Uses[id].(*types.Const)
				v, isVar := info.Uses[fill].(*types.Var)
				found = ok && isVar && c.Pkg() == r.pass.Pkg && ast.Unparen(r.flow.ConstDecl(c)) == lit && typesx.UsesVar(info, ifs.Cond, v)
				return !found
			})
			return !found
		})
	}
	return found
}
