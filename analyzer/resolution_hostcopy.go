package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"net/url"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// checkPathOverCopiedHost judges x.Path = p where the same function
// writes x.Host = b.Host, b a base URL: the URL goes to b's host with a
// path that leaves b's own out. A reverse proxy's Director sets
// req.URL.Scheme and Host from its upstream and the path from the
// incoming request, and https://gateway/prefix loses /prefix. A known
// base with a path is reported by default, one of free configuration in
// freeTier's tier. Quiet where p is made from b, or where b's function
// reads b's path itself (path.Join(b.Path, p), b.JoinPath(p),
// httputil's singleJoiningSlash of target.Path).
func (r *baseResolution) checkPathOverCopiedHost(sel *ast.SelectorExpr, rhs ast.Expr) {
	if _, isIdent := ast.Unparen(sel.X).(*ast.Ident); isIdent || !r.enabled(rfc.CheckResolve) {
		return // a URL variable of its own is checkPathReplaced's
	}
	fn := r.innermostFunc(sel.Pos())
	if fn == nil {
		return
	}
	b := r.hostCopiedFrom(fn.Body, types.ExprString(sel.X))
	if b == nil || typesx.UsesVar(r.pass.TypesInfo, rhs, b) {
		return
	}
	bfn := r.innermostFunc(b.Pos())
	if bfn == nil {
		return
	}
	// b's uses in b's own function (a closure's outer function holds it).
	for _, f := range r.flow.Funcs {
		if f.Body != nil && f.Body.Pos() <= b.Pos() && b.Pos() < f.Body.End() && readsPathOf(r.pass.TypesInfo, f.Body, b) {
			return
		}
	}
	var id *ast.Ident
	ast.Inspect(bfn.Body, func(n ast.Node) bool {
		if x, ok := n.(*ast.Ident); ok && id == nil && r.pass.TypesInfo.Uses[x] == b {
			id = x
		}
		return id == nil
	})
	if id == nil {
		return
	}
	free, known := false, false
	for _, p := range r.parsedTextDepth(id, bfn, 0) {
		if p.v == nil {
			free = free || p.free
			continue
		}
		s, ok := hostHoledText(p.v)
		u, err := url.Parse(s)
		if !ok || err != nil || u.Host == "" || u.Opaque != "" {
			continue
		}
		known = true
		if dir := u.EscapedPath(); strings.Trim(dir, "/") != "" {
			viol := rfc.Violation{Start: 0, End: 1, Check: rfc.CheckResolve, Rule: "path-absolute", RFC: "RFC 3986 §5.2.2",
				Message: "assigning " + shortExpr(rhs) + " to the Path of " + shortExpr(sel.X) + ", whose Host is " + b.Name() + "'s, parsed from " +
					"\"" + s + "\", drops the base path \"" + dir + "\"; join the paths (" + b.Name() + ".JoinPath(...), path.Join(" + b.Name() + ".Path, ...))"}
			if r.enabledAt(viol.Check, sel) {
				r.report(flow.Value{{Text: "x", Use: sel}}, []int{0}, "x", viol, sel, "net/url.URL.Path")
			}
			return
		}
	}
	if !free {
		return
	}
	sev, ok := r.freeTier(known, sel)
	if !ok {
		return
	}
	viol := rfc.Violation{Start: 0, End: 1, Check: rfc.CheckResolve, Rule: "path-absolute", RFC: "RFC 3986 §5.2.2", Severity: sev,
		Message: "assigning " + shortExpr(rhs) + " to the Path of " + shortExpr(sel.X) + ", whose Host is " + b.Name() + "'s, a base URL of configuration, " +
			"drops whatever path the base has (https://gateway.example.com/prefix loses /prefix); join the paths (" + b.Name() + ".JoinPath(...), path.Join(" + b.Name() + ".Path, ...))"}
	r.report(flow.Value{{Text: "x", Use: sel}}, []int{0}, "x", viol, sel, "net/url.URL.Path")
}

// innermostFunc returns the innermost function whose body holds pos.
func (r *baseResolution) innermostFunc(pos token.Pos) *flow.FuncNode {
	var fn *flow.FuncNode
	for _, f := range r.flow.Funcs {
		if f.Body != nil && f.Body.Pos() <= pos && pos < f.Body.End() && (fn == nil || f.Body.Pos() >= fn.Body.Pos()) {
			fn = f
		}
	}
	return fn
}

// hostCopiedFrom returns b where body assigns x.Host = b.Host, x the
// URL written as target and b a URL variable.
func (r *baseResolution) hostCopiedFrom(body *ast.BlockStmt, target string) *types.Var {
	var b *types.Var
	ast.Inspect(body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || b != nil || len(as.Lhs) != len(as.Rhs) {
			return b == nil
		}
		for i, l := range as.Lhs {
			lsel, ok := ast.Unparen(l).(*ast.SelectorExpr)
			if !ok || lsel.Sel.Name != "Host" || types.ExprString(lsel.X) != target {
				continue
			}
			rsel, ok := ast.Unparen(as.Rhs[i]).(*ast.SelectorExpr)
			if !ok || rsel.Sel.Name != "Host" {
				continue
			}
			id, ok := ast.Unparen(rsel.X).(*ast.Ident)
			if !ok {
				continue
			}
			if v, ok := r.pass.TypesInfo.Uses[id].(*types.Var); ok && isURL(v.Type()) && v.Pkg() == r.pass.Pkg && v.Parent() != r.pass.Pkg.Scope() {
				b = v
			}
		}
		return b == nil
	})
	return b
}

// readsPathOf reports whether root reads b's path or joins onto it:
// b.Path, b.RawPath, b.EscapedPath(), b.JoinPath, b.ResolveReference,
// b.Parse.
func readsPathOf(info *types.Info, root ast.Node, b types.Object) bool {
	found := false
	ast.Inspect(root, func(n ast.Node) bool {
		sel, ok := n.(*ast.SelectorExpr)
		if !ok || found {
			return !found
		}
		switch sel.Sel.Name {
		case "Path", "RawPath", "EscapedPath", "JoinPath", "ResolveReference", "Parse":
			if id, ok := ast.Unparen(sel.X).(*ast.Ident); ok && info.Uses[id] == b {
				found = true
			}
		}
		return !found
	})
	return found
}
