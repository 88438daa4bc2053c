package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/urlvet/urlvet/analyzer/internal/facts"
	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
	"golang.org/x/tools/go/types/typeutil"
)

// reparsedParam returns the index of the string parameter of fn whose
// text e writes back: u.String() of the URL that u, err := url.Parse(p)
// parsed from it, none of whose fields fn writes. The sink gets the
// parameter's own text (as url.URL writes it again), so what the sink
// needs, an HTTP client's host, the wrapper's caller must give: a
// download helper that parses its argument to switch on the scheme and
// sends u.String() is a wrapper of the client, not only of the parser.
func (r *wrapperSites) reparsedParam(fn *flow.FuncNode, e ast.Expr) (int, bool) {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 0 || fn.Body == nil {
		return 0, false
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "String" {
		return 0, false
	}
	if m, ok := r.pass.TypesInfo.Uses[sel.Sel].(*types.Func); !ok || !flow.URLTextMethod(m) {
		return 0, false
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return 0, false
	}
	u := typesx.LocalVar(r.pass.TypesInfo, r.pass.Pkg, id)
	if u == nil || !typesx.IsNamed(u.Type(), "net/url", "URL", true) {
		return 0, false
	}
	vi := r.flow.VarInfo(u)
	if vi == nil || vi.Escapes || len(vi.Rhs) > 0 {
		return 0, false
	}
	p, parses := 0, 0
	for call, i := range vi.Tuple() {
		fn2, ok := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
		if i != 0 || !ok || fn2.Pkg() == nil || fn2.Signature().Recv() != nil || fn2.Pkg().Path() != "net/url" || fn2.Name() != "Parse" && fn2.Name() != "ParseRequestURI" || len(call.Args) != 1 {
			return 0, false
		}
		q, ok := r.flow.ParamOf(fn, call.Args[0])
		if !ok || parses > 0 && q != p {
			return 0, false
		}
		p, parses = q, parses+1
	}
	if parses == 0 || writesURLFields(r.pass.TypesInfo, fn.Body, u) {
		return 0, false
	}
	return p, true
}

// writesURLFields reports whether body assigns a field of u (u.Path =
// ..., u.RawQuery += ...), takes its address or the address of a field,
// or calls a method of u that edits it (SetPath): its text is no longer
// the text it was parsed from.
func writesURLFields(info *types.Info, body *ast.BlockStmt, u *types.Var) bool {
	isU := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && info.Uses[id] == u
	}
	of := func(e ast.Expr) bool { // u.F, u.User.F...
		for {
			sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
			if !ok {
				return isU(e)
			}
			e = sel.X
		}
	}
	found := false
	flow.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				if _, ok := ast.Unparen(l).(*ast.SelectorExpr); ok && of(l) {
					found = true
				}
				if star, ok := ast.Unparen(l).(*ast.StarExpr); ok && isU(star.X) {
					found = true
				}
			}
		case *ast.IncDecStmt:
			found = found || of(n.X)
		case *ast.UnaryExpr:
			found = found || of(n.X) && !isU(n.X)
		case *ast.CallExpr:
			if sel, ok := ast.Unparen(n.Fun).(*ast.SelectorExpr); ok && isU(sel.X) {
				switch sel.Sel.Name {
				case "SetPath", "UnmarshalBinary":
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// parsedOnly reports whether every entry of w for parameter p is a
// parser's (a URI reference's target), which a client's need reached
// after the parse replaces (reparsedParam).
func parsedOnly(w []facts.WrappedParam, p int) bool {
	for _, x := range w {
		if x.Index == p && x.Target != rfc.Reference {
			return false
		}
	}
	return true
}

// schemeDispatched reports whether call, in fn, is in the branch that
// the scheme of the URL whose text e writes back (u.String()) selects,
// and only for "http" or "https": switch u.Scheme { case "http", "https":
// ... }, or if u.Scheme == "https" { ... }. A wrapper that dispatches on
// the scheme sends its parameter to the client whenever it names HTTP.
func (r *wrapperSites) schemeDispatched(fn *flow.FuncNode, call *ast.CallExpr, e ast.Expr) bool {
	sel := ast.Unparen(ast.Unparen(e).(*ast.CallExpr).Fun).(*ast.SelectorExpr) // reparsedParam's u.String()
	u := r.pass.TypesInfo.Uses[ast.Unparen(sel.X).(*ast.Ident)]
	isScheme := func(x ast.Expr) bool {
		s, ok := ast.Unparen(x).(*ast.SelectorExpr)
		if !ok || s.Sel.Name != "Scheme" {
			return false
		}
		id, ok := ast.Unparen(s.X).(*ast.Ident)
		return ok && r.pass.TypesInfo.Uses[id] == u
	}
	httpOnly := func(list []ast.Expr) bool {
		for _, v := range list {
			s, ok := r.flow.ConstString(v)
			if !ok || s != "http" && s != "https" {
				return false
			}
		}
		return len(list) > 0
	}
	var httpTest func(cond ast.Expr) bool
	httpTest = func(cond ast.Expr) bool {
		b, ok := ast.Unparen(cond).(*ast.BinaryExpr)
		if !ok {
			return false
		}
		switch b.Op {
		case token.LOR:
			return httpTest(b.X) && httpTest(b.Y)
		case token.EQL:
			return isScheme(b.X) && httpOnly([]ast.Expr{b.Y}) || isScheme(b.Y) && httpOnly([]ast.Expr{b.X})
		}
		return false
	}
	found := false
	flow.Inspect(fn.Body, func(n ast.Node) bool {
		if found || n.Pos() > call.Pos() || n.End() < call.End() {
			return false // outside the path to the call
		}
		switch n := n.(type) {
		case *ast.SwitchStmt:
			if n.Tag == nil || !isScheme(n.Tag) {
				return true
			}
			for _, cl := range n.Body.List {
				cc := cl.(*ast.CaseClause)
				if cc.Pos() <= call.Pos() && call.End() <= cc.End() {
					found = httpOnly(cc.List)
				}
			}
			return false
		case *ast.IfStmt:
			if n.Body.Pos() <= call.Pos() && call.End() <= n.Body.End() && httpTest(n.Cond) {
				found = true
				return false
			}
		}
		return true
	})
	return found
}
