package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// Requests whose path a helper of the package rewrites after they are
// built. An API client may build a request of a URL template and fill
// its placeholders in the request's path:
//
//	req, err := http.NewRequestWithContext(ctx, method, "https://api.example.com/v1/customers/{id}", nil)
//	setPathParams(req, params) // req.URL.Path = strings.Replace(req.URL.Path, "{id}", v, 1)
//
// The "{id}" given to NewRequest is then a path parameter (sinks.Param.Params).

// pathsFilled returns args, the sink parameters of call, with the path
// parameters of a request's URL (sinks.Param.OriginForm) filled in at run
// time where the request call builds is handed, in its function, to a
// function of the package that rewrites the path of the request it is
// given (rewritesPath).
func (r *requestUse) pathsFilled(call *ast.CallExpr, args []sinks.Arg) []sinks.Arg {
	i := slices.IndexFunc(args, func(a sinks.Arg) bool { return a.OriginForm && !a.Params })
	if i < 0 || !r.pathFilled(call) {
		return args
	}
	args = slices.Clone(args)
	args[i].Params = true
	return args
}

// pathFilled reports whether the request call builds is handed, in its
// function, to a function of the package that rewrites its path. The
// wrappers, field sinks and checks each ask of the same calls.
func (r *requestUse) pathFilled(call *ast.CallExpr) bool {
	if filled, done := r.filled[call]; done {
		return filled
	}
	if r.filled == nil {
		r.filled = make(map[*ast.CallExpr]bool)
		r.pathStores = r.flow.Data.MayStoreNamed("Path") || r.flow.Data.MayStoreNamed("RawPath")
	}
	if !r.pathStores {
		return false // no body is read: nothing rewrites a path
	}
	filled := r.handedToPathRewrite(call)
	r.filled[call] = filled
	return filled
}

// handedToPathRewrite is pathFilled without its memory.
func (r *requestUse) handedToPathRewrite(call *ast.CallExpr) bool {
	req, body := r.requestVar(call)
	v, _ := req.(*types.Var)
	if v == nil || body == nil || !isRequestPtr(v.Type()) {
		return false
	}
	info := r.pass.TypesInfo
	filled := false
	ast.Inspect(body, func(n ast.Node) bool {
		c, ok := n.(*ast.CallExpr)
		if filled || !ok || c.Pos() < call.End() {
			return !filled
		}
		fn, ok := typeutil.Callee(info, c).(*types.Func)
		if !ok || fn.Pkg() != r.pass.Pkg {
			return true
		}
		for k, a := range c.Args {
			if typesx.IsIdentOf(info, a, v) && r.rewritesPath(fn.Origin(), k) {
				filled = true
			}
		}
		return !filled
	})
	return filled
}

// rewritesPath reports whether fn, a function of the package, rewrites
// the path of the request its parameter k points to: it reads p.URL.Path
// and assigns p.URL.Path (or RawPath).
func (r *requestUse) rewritesPath(fn *types.Func, k int) bool {
	sig := fn.Signature()
	if k >= sig.Params().Len() || sig.Variadic() && k >= sig.Params().Len()-1 {
		return false
	}
	p := sig.Params().At(k)
	d := r.flow.Calls.Decl(fn)
	if d == nil || d.Body == nil || !isRequestPtr(p.Type()) {
		return false
	}
	info := r.pass.TypesInfo
	// field reports whether e is the field name of p.URL.
	field := func(e ast.Expr, name string) bool {
		sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
		if !ok || sel.Sel.Name != name {
			return false
		}
		u, ok := ast.Unparen(sel.X).(*ast.SelectorExpr)
		return ok && u.Sel.Name == "URL" && typesx.IsIdentOf(info, u.X, p)
	}
	reads, writes := false, false
	ast.Inspect(d.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				writes = writes || n.Tok == token.ASSIGN && (field(l, "Path") || field(l, "RawPath"))
			}
			for _, e := range n.Rhs {
				reads = reads || mentionsField(e, field, "Path")
			}
			return false
		case *ast.ValueSpec:
			for _, e := range n.Values {
				reads = reads || mentionsField(e, field, "Path")
			}
			return false
		}
		return true
	})
	return reads && writes
}
