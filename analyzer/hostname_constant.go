package analyzer

import (
	"go/ast"
	"go/types"
	"net/url"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// portlessConstantURL reports whether x, a url.URL, is a variable whose
// every assignment parses a constant URL with a host name and no port
// (twURL = urlParse("https://twitter.com")), by url.Parse or a function
// of the package of one string parameter that returns a *url.URL: its
// Host is its Hostname(), with no port and no brackets.
func (h *hostnames) portlessConstantURL(x ast.Expr) bool {
	id, ok := ast.Unparen(x).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := h.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.Pkg() != h.pass.Pkg || v.IsField() {
		return false
	}
	vi := h.flow.VarInfo(v)
	if vi == nil || vi.Escapes || len(vi.Rhs)+len(vi.First) == 0 {
		return false
	}
	for _, e := range vi.Rhs {
		if !h.parsesPortless(e) {
			return false
		}
	}
	for _, call := range vi.First {
		if !h.parsesPortless(call) {
			return false
		}
	}
	return true
}

// parsesPortless reports whether e parses a constant URL whose host is a
// name with no port (portlessConstantURL).
func (h *hostnames) parsesPortless(e ast.Expr) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return false
	}
	fn, ok := typeutil.Callee(h.pass.TypesInfo, call).(*types.Func)
	if !ok || fn.Pkg() == nil {
		return false
	}
	if fn.Pkg() != h.pass.Pkg && (fn.Pkg().Path() != "net/url" || fn.Name() != "Parse") {
		return false
	}
	if fn.Pkg() == h.pass.Pkg {
		sig := fn.Signature()
		if sig.Params().Len() != 1 || sig.Results().Len() == 0 || !typesx.IsNamed(sig.Results().At(0).Type(), "net/url", "URL", true) {
			return false
		}
	}
	text, ok := h.flow.ConstString(call.Args[0])
	if !ok {
		return false
	}
	u, err := url.Parse(text)
	return err == nil && u.Host != "" && u.Port() == "" && !strings.HasPrefix(u.Host, "[") && !strings.Contains(u.Host, ":")
}
