package analyzer

import (
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"go/ast"
	"go/types"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// A request sent by a client whose own transport serves it is no HTTP
// request of net/http's: &http.Client{Transport: sockRT{}} takes
// "unix:///run/app.sock/v1/info", which its RoundTrip reads itself. Only
// an *http.Transport (and the default client's) refuses a scheme it has
// not registered (schemes.go).

// ownTransport reports whether the sink call at sends its URL through a
// client whose Transport is a RoundTripper of its own: a method of that
// client (c.Get(u)), or http.NewRequest whose request that client's Do
// sends in the same function.
func (r *requestUse) ownTransport(at ast.Node) bool {
	call, ok := at.(*ast.CallExpr)
	if !ok {
		return false
	}
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && isClient(r.pass.TypesInfo.TypeOf(sel.X)) {
		return r.customTransport(sel.X, 0)
	}
	req, body := r.requestVar(call)
	if req == nil || body == nil {
		return false
	}
	own := false
	ast.Inspect(body, func(n ast.Node) bool {
		c, ok := n.(*ast.CallExpr)
		if !ok || own {
			return !own
		}
		if !isClientSend(r.pass.TypesInfo, c) || len(c.Args) != 1 {
			return true
		}
		id, ok := ast.Unparen(c.Args[0]).(*ast.Ident)
		if sel, isSel := ast.Unparen(c.Fun).(*ast.SelectorExpr); ok && isSel && r.pass.TypesInfo.Uses[id] == req {
			own = isClient(r.pass.TypesInfo.TypeOf(sel.X)) && r.customTransport(sel.X, 0)
		}
		return true
	})
	return own
}

// isClient reports whether t is an http.Client or a pointer to one.
func isClient(t types.Type) bool {
	return typesx.IsNamed(t, "net/http", "Client", true) || typesx.IsNamed(t, "net/http", "Client", false)
}

// customTransport reports whether client, an http.Client expression, is
// built with a Transport that is not an *http.Transport: a composite
// literal, or a variable of the package assigned once from one.
func (r *requestUse) customTransport(client ast.Expr, depth int) bool {
	info := r.pass.TypesInfo
	switch e := ast.Unparen(client).(type) {
	case *ast.UnaryExpr:
		return r.customTransport(e.X, depth)
	case *ast.CompositeLit:
		for _, elt := range e.Elts {
			kv, ok := elt.(*ast.KeyValueExpr)
			if k, isID := kv.Key.(*ast.Ident); ok && isID && k.Name == "Transport" {
				return ownRoundTripper(info, kv.Value)
			}
		}
		return false // the default transport
	case *ast.Ident:
		v, ok := info.Uses[e].(*types.Var)
		if !ok || depth > 2 || v.Pkg() != r.pass.Pkg || typesx.IsParam(v) {
			return false
		}
		vi := r.flow.VarInfo(v)
		if vi == nil || vi.Escapes || len(vi.Rhs)+len(vi.First) != 1 {
			return false
		}
		if len(vi.Rhs) == 1 {
			return r.customTransport(vi.Rhs[0], depth+1)
		}
		return r.customTransport(vi.First[0], depth+1)
	}
	return false
}

// ownRoundTripper reports whether e, a client's Transport, is a
// RoundTripper that is not net/http's: neither an *http.Transport nor
// http.DefaultTransport nor nil. A value of the interface type (a
// parameter) is not known to be one.
func ownRoundTripper(info *types.Info, e ast.Expr) bool {
	t := info.TypeOf(e)
	if t == nil || types.IsInterface(t) || typesx.IsNamed(t, "net/http", "Transport", true) || typesx.IsNamed(t, "net/http", "Transport", false) {
		return false
	}
	_, basic := t.Underlying().(*types.Basic) // nil
	return !basic
}

// otherScheme reports whether v starts with a scheme other than http and
// https: the requests a client's own transport may serve.
func otherScheme(v flow.Value) bool {
	lead, _ := leadingText(v)
	i := strings.Index(lead, "://")
	return i > 0 && validSchemeName(lead[:i]) && !httpPrefix(lead)
}
