package analyzer

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/rfc"
)

// requestURIParseCheck reports url.ParseRequestURI of a URL that the
// same function then sends (u, err := url.ParseRequestURI(link);
// client.Get(u.String())): ParseRequestURI reads the target of a request
// line, which has no fragment, so a URL's "#reply0" stays in its path
// and is sent as "%23reply0", another resource. url.Parse splits the
// fragment off. Text a server received (r.RequestURI) is what it is
// made for.
type requestURIParseCheck struct{}

func (requestURIParseCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckTarget} }

func (requestURIParseCheck) checkCall(r *pkgAnalysis, c *sinkCall) {
	fn, ok := c.Callee.(*types.Func)
	if !ok || fn.Pkg() == nil || fn.Pkg().Path() != "net/url" || fn.Name() != "ParseRequestURI" || len(c.Call.Args) != 1 || !r.enabledAt(rfc.CheckTarget, c.Call) {
		return
	}
	arg := c.Call.Args[0]
	if r.receivedTarget(arg) {
		return
	}
	u, body := r.parsedInto(c.Call)
	if u == nil || body == nil {
		return
	}
	sent := r.sentText(body, u)
	if sent == nil {
		return
	}
	msg := r.imports.sinkName("net/url.ParseRequestURI", c.Call) + ": " + exprName(arg) + " is a URL the code sends (" +
		types.ExprString(sent) + "), not the target of a request line: url.ParseRequestURI reads no fragment, so a '#fragment' " +
		"stays in the path and is sent as %23 (another resource); parse it with url.Parse (RFC 3986 §3.5 fragment)"
	d := analysis.Diagnostic{Pos: c.Call.Pos(), End: c.Call.End(), Category: string(rfc.CheckTarget), Message: msg,
		Related: []analysis.RelatedInformation{{Pos: sent.Pos(), End: sent.End(), Message: "the parsed URL is sent here"}}}
	r.out.add(finding{Diagnostic: d, at: c.Call.Pos(), alone: true})
}

// receivedTarget reports whether e is what a server received as its
// request line's target: r.RequestURI, r.URL.RequestURI().
func (r *pkgAnalysis) receivedTarget(e ast.Expr) bool {
	switch x := ast.Unparen(e).(type) {
	case *ast.SelectorExpr:
		return x.Sel.Name == "RequestURI"
	case *ast.CallExpr:
		sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr)
		return ok && sel.Sel.Name == "RequestURI"
	}
	return false
}

// parsedInto returns the local variable the first result of call is
// assigned to (u, err := call) and the body of the function holding it.
func (r *pkgAnalysis) parsedInto(call *ast.CallExpr) (*types.Var, *ast.BlockStmt) {
	parents := r.flow.Control.Parents(call)
	if len(parents) == 0 {
		return nil, nil
	}
	as, ok := parents[0].(*ast.AssignStmt)
	body := r.flow.Control.EnclosingBody(call)
	if !ok || len(as.Rhs) != 1 || ast.Unparen(as.Rhs[0]) != call || len(as.Lhs) != 2 {
		return nil, nil
	}
	id, ok := as.Lhs[0].(*ast.Ident)
	if !ok {
		return nil, nil
	}
	v, ok := r.pass.TypesInfo.ObjectOf(id).(*types.Var)
	if !ok || v.Pkg() != r.pass.Pkg || v.Parent() == r.pass.Pkg.Scope() {
		return nil, nil
	}
	return v, body
}

// sentText returns u.String() in body where it is an argument of a call
// that sends it (requestUse.sends: a client, a request, a wrapper of
// one), or nil.
func (r *pkgAnalysis) sentText(body *ast.BlockStmt, u *types.Var) ast.Expr {
	var sent ast.Expr
	flow.Inspect(body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || sent != nil {
			return sent == nil
		}
		for _, a := range call.Args {
			s, ok := ast.Unparen(a).(*ast.CallExpr)
			if !ok || len(s.Args) != 0 {
				continue
			}
			sel, ok := ast.Unparen(s.Fun).(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != "String" {
				continue
			}
			if id, ok := ast.Unparen(sel.X).(*ast.Ident); ok && r.pass.TypesInfo.Uses[id] == u && r.sendsOrWraps(call) {
				sent = a
			}
		}
		return sent == nil
	})
	return sent
}

// sendsOrWraps reports whether call sends its argument: requestUse.sends,
// or a function of the package the wrapper stage found.
func (r *pkgAnalysis) sendsOrWraps(call *ast.CallExpr) bool {
	if r.requests.sends(call) {
		return true
	}
	fn, ok := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
	return ok && fn.Pkg() == r.pass.Pkg && len(r.wraps.wrappers[fn.Origin()]) > 0
}
