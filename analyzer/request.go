package analyzer

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/types/typeutil"
)

// placeholder reports whether v is "" or starts with a query ("?a=b"):
// http.NewRequest accepts both and builds a request whose URL has no
// scheme or host, which is right for a request handed to a handler or
// whose URL is set later. empty is set for "".
func placeholder(v value) (ok, empty bool) {
	var lead strings.Builder
	whole := true
	for _, p := range v {
		if p.hole {
			whole = false
			break
		}
		lead.WriteString(p.text)
	}
	if whole && lead.Len() == 0 {
		return true, true
	}
	return strings.HasPrefix(lead.String(), "?"), false
}

// sentAsIs reports whether the request built by call, a NewRequest call
// or wrapper, is assigned to a variable that a client sends (Client.Do,
// RoundTrip) in the same function, with no assignment to its URL there.
// When it cannot tell, it says no.
func (r *run) sentAsIs(call ast.Node) bool {
	file := r.flow.fileOf(call.Pos())
	if file == nil {
		return false
	}
	path, _ := astutil.PathEnclosingInterval(file, call.Pos(), call.End())
	var req types.Object
	var body *ast.BlockStmt
	for _, n := range path {
		switch n := n.(type) {
		case *ast.AssignStmt:
			if req == nil && len(n.Rhs) == 1 && ast.Unparen(n.Rhs[0]) == call {
				if id, ok := n.Lhs[0].(*ast.Ident); ok {
					req = objectOf(r.pass.TypesInfo, id)
				}
			}
		case *ast.ValueSpec:
			if req == nil && len(n.Values) == 1 && ast.Unparen(n.Values[0]) == call {
				req = objectOf(r.pass.TypesInfo, n.Names[0])
			}
		case *ast.FuncLit:
			body = n.Body
		case *ast.FuncDecl:
			body = n.Body
		}
		if body != nil {
			break
		}
	}
	if req == nil || body == nil {
		return false
	}
	isReq := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && r.pass.TypesInfo.Uses[id] == req
	}
	sent, replaced := false, false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			if isClientSend(r.pass.TypesInfo, n) && len(n.Args) == 1 && isReq(n.Args[0]) {
				sent = true
			}
		case *ast.AssignStmt:
			for _, lhs := range n.Lhs {
				if r.setsURL(lhs, isReq) {
					replaced = true
				}
			}
		}
		return !replaced
	})
	return sent && !replaced
}

// setsURL reports whether lhs is req.URL or a part of it (req.URL.Host).
func (r *run) setsURL(lhs ast.Expr, isReq func(ast.Expr) bool) bool {
	for {
		sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr)
		if !ok {
			return false
		}
		if sel.Sel.Name == "URL" && isReq(sel.X) {
			return true
		}
		lhs = sel.X
	}
}

// isClientSend reports whether call is (*http.Client).Do or a RoundTrip
// method of net/http.
func isClientSend(info *types.Info, call *ast.CallExpr) bool {
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	if !ok || fn.Pkg() == nil || fn.Pkg().Path() != "net/http" {
		return false
	}
	return fn.Name() == "RoundTrip" || funcKey(fn) == "net/http.Client.Do"
}
