package analyzer

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/rfc"
)

// A url.URL's Host keeps an IPv6 address's brackets where it has no port
// too ("https://[::1]/" has Host "[::1]"), and net.JoinHostPort brackets
// a host holding ':' again: net.JoinHostPort(u.Host, "443") is
// "[[::1]]:443", which no dialer reads. So the Host is wrong there even
// where the code reads it only when the URL names no port (if u.Port()
// == "", or the else of a failed net.SplitHostPort(u.Host)), and
// through the local variables and the results of the package's
// functions that hand it on (host = u.Host as a split's fallback,
// returned to the caller that joins it).

// maxJoinedHops bounds the variables and functions joinedHost follows a
// host into.
const maxJoinedHops = 4

// joinedHost checks arg, the host net.JoinHostPort (joins) or a lookup
// of net (call) is given.
func (h *hostnames) joinedHost(call *ast.CallExpr, arg ast.Expr, where string, joins bool) {
	if h.hostNameUseAt(arg, where, true) {
		return
	}
	seen := make(map[ast.Node]bool)
	sources := h.hostSources(arg, maxJoinedHops, seen)
	for _, a := range h.paramArgs(arg) {
		sources = append(sources, h.hostSources(a, maxJoinedHops-1, seen)...)
	}
	what := "which it brackets again ([[::1]]:443)"
	if !joins {
		what = "which looks the brackets up as part of the name (lookup [::1]: no such host)"
	}
	for _, sel := range sources {
		if h.hostWrittenBefore(sel) || h.inBracketed(sel) || h.inBracketed(call) {
			continue
		}
		h.emit(sel, analysis.Diagnostic{
			Pos: sel.Pos(), End: sel.End(), Category: string(rfc.CheckHostName),
			Message: fmt.Sprintf("%s holds host:port (and an IPv6 address in brackets, with no port too), and %s, which may hold it, is given where %s takes a host name alone, %s; use %s.Hostname()%sit reaches %s through other code, which may read it elsewhere",
				types.ExprString(sel), types.ExprString(arg), where, what, types.ExprString(sel.X), noFixMark, where),
			Related: []analysis.RelatedInformation{{Pos: arg.Pos(), End: arg.End(), Message: "given here"}},
		})
	}
}

// paramArgs returns, where e is a parameter of a function of the package
// that nothing assigns, the arguments the package's calls of the
// function pass for it.
func (h *hostnames) paramArgs(e ast.Expr) []ast.Expr {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := h.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.Kind() != types.ParamVar || h.flow == nil {
		return nil
	}
	h.noteDeclAt(v.Pos())
	if h.assigned[v] > 0 {
		return nil // the function writes it itself
	}
	fd, _ := h.declAt(v.Pos()).(*ast.FuncDecl)
	if fd == nil || fd.Recv != nil && len(fd.Recv.List) > 0 && fd.Recv.Pos() <= v.Pos() && v.Pos() < fd.Recv.End() {
		return nil
	}
	fn, _ := h.pass.TypesInfo.Defs[fd.Name].(*types.Func)
	if fn == nil {
		return nil
	}
	sig := fn.Type().(*types.Signature)
	index := -1
	for i := range sig.Params().Len() {
		if sig.Params().At(i) == v {
			index = i
		}
	}
	if index < 0 || sig.Variadic() && index == sig.Params().Len()-1 {
		return nil
	}
	var out []ast.Expr
	for _, site := range h.flow.Sites {
		if site.Callee == types.Object(fn) && index < len(site.Call.Args) && !site.Call.Ellipsis.IsValid() {
			out = append(out, site.Call.Args[index])
		}
	}
	return out
}

// hostSources returns the reads of a url.URL's Host that e may hold,
// itself, through the assignments of a local variable, or as a result
// of a function of the package.
func (h *hostnames) hostSources(e ast.Expr, hops int, seen map[ast.Node]bool) []*ast.SelectorExpr {
	e = ast.Unparen(e)
	if hops < 0 || seen[e] {
		return nil
	}
	seen[e] = true
	if h.hostField(e) == "url" {
		return []*ast.SelectorExpr{e.(*ast.SelectorExpr)}
	}
	switch e := e.(type) {
	case *ast.Ident:
		obj := h.pass.TypesInfo.Uses[e]
		if !h.isLocal(obj) {
			return nil
		}
		values := h.localValues(obj.(*types.Var))
		if h.flow != nil && len(values) > 1 {
			// Only what reaches the read: host := u.Host; host = u.Hostname()
			// leaves the Hostname.
			rhs := make([]ast.Expr, len(values))
			for i, v := range values {
				rhs[i] = v.expr
			}
			live := h.flow.Control.LiveAssignments(obj.(*types.Var), e, rhs)
			values = slices.DeleteFunc(values, func(v localValue) bool { return !slices.Contains(live, v.expr) })
		}
		var out []*ast.SelectorExpr
		for _, v := range values {
			out = append(out, h.valueSources(v, hops-1, seen)...)
		}
		return out
	case *ast.CallExpr:
		return h.valueSources(localValue{expr: e}, hops-1, seen)
	}
	return nil
}

// A localValue is what an assignment writes into a variable: expr, or
// the result index of the call expr when it returns several.
type localValue struct {
	expr   ast.Expr
	result int
}

// valueSources is hostSources of a value: a call of a function of the
// package is followed into its returns.
func (h *hostnames) valueSources(v localValue, hops int, seen map[ast.Node]bool) []*ast.SelectorExpr {
	call, ok := ast.Unparen(v.expr).(*ast.CallExpr)
	if !ok {
		if v.result == 0 {
			return h.hostSources(v.expr, hops, seen)
		}
		return nil
	}
	fn, _ := typeutilCallee(h.pass.TypesInfo, call).(*types.Func)
	if fn == nil || fn.Pkg() != h.pass.Pkg {
		return nil
	}
	decl, _ := h.declAt(fn.Pos()).(*ast.FuncDecl)
	if decl == nil || decl.Body == nil || h.pass.TypesInfo.Defs[decl.Name] != fn {
		return nil
	}
	sig := fn.Type().(*types.Signature)
	if v.result >= sig.Results().Len() {
		return nil
	}
	var out []*ast.SelectorExpr
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			switch {
			case len(n.Results) == sig.Results().Len():
				out = append(out, h.hostSources(n.Results[v.result], hops, seen)...)
			case len(n.Results) == 0 && sig.Results().At(v.result).Name() != "":
				res := sig.Results().At(v.result)
				for _, lv := range h.localValues(res) {
					out = append(out, h.valueSources(lv, hops-1, seen)...)
				}
			}
		}
		return true
	})
	return out
}

// localValues returns the values the assignments and the declaration of
// a local variable write into it; none when its address is taken, which
// lets other code write it.
func (h *hostnames) localValues(obj *types.Var) []localValue {
	d := h.declAt(obj.Pos())
	if d == nil {
		return nil
	}
	info := h.pass.TypesInfo
	is := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && info.ObjectOf(id) == obj
	}
	reads := func(rhs []ast.Expr) bool {
		found := false
		for _, r := range rhs {
			ast.Inspect(r, func(n ast.Node) bool {
				found = found || is(asExpr(n))
				return !found
			})
		}
		return found
	}
	var out []localValue
	escapes := false
	ast.Inspect(d, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for i, l := range n.Lhs {
				if !is(l) {
					continue
				}
				switch {
				case n.Tok != token.ASSIGN && n.Tok != token.DEFINE || reads(n.Rhs):
					// x += ..., host = strings.Trim(host, "[]"): the
					// text changed, not followed.
					escapes = true
				case len(n.Lhs) == len(n.Rhs):
					out = append(out, localValue{expr: n.Rhs[i]})
				case len(n.Rhs) == 1:
					out = append(out, localValue{expr: n.Rhs[0], result: i})
				}
			}
		case *ast.ValueSpec:
			for i, id := range n.Names {
				if is(id) && len(n.Values) == len(n.Names) {
					out = append(out, localValue{expr: n.Values[i]})
				} else if is(id) && len(n.Values) == 1 {
					out = append(out, localValue{expr: n.Values[0], result: i})
				}
			}
		case *ast.UnaryExpr:
			if n.Op == token.AND && is(n.X) {
				escapes = true
			}
		}
		return true
	})
	if escapes {
		return nil
	}
	return out
}

// asExpr returns n as an expression, or nil.
func asExpr(n ast.Node) ast.Expr {
	e, _ := n.(ast.Expr)
	return e
}
