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
