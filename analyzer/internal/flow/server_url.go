package flow

import (
	"go/ast"
	"go/types"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"golang.org/x/tools/go/types/typeutil"
)

// selector resolves the selectors whose value has a known shape:
// httptest.Server.URL.
func (fr *Fields) selector(e *ast.SelectorExpr) ([]Value, Reason, bool) {
	if vals, ok := fr.serverURL(e); ok {
		return vals, "", true
	}
	return nil, "", false
}

// serverURL resolves srv.URL of an httptest.Server: "http://127.0.0.1:"
// and a port, with no trailing slash; the scheme is https for a server
// from httptest.NewTLSServer, unknown when it cannot be told.
func (fr *Fields) serverURL(e *ast.SelectorExpr) ([]Value, bool) {
	if e.Sel.Name != "URL" {
		return nil, false
	}
	t := fr.f.Info.TypeOf(e.X)
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	named, ok := types.Unalias(t).(*types.Named)
	if !ok || named.Obj().Pkg() == nil || named.Obj().Pkg().Path() != "net/http/httptest" || named.Obj().Name() != "Server" {
		return nil, false
	}
	scheme := Piece{Hole: true, Use: e}
	if id, ok := ast.Unparen(e.X).(*ast.Ident); ok {
		if v, ok := fr.f.Info.Uses[id].(*types.Var); ok && v.Pkg() == fr.f.Pkg && !typesx.IsParam(v) && !v.IsField() {
			if vi := fr.f.VarInfo(v); vi != nil && !vi.Opaque() && len(vi.Rhs) == 1 {
				if call, ok := ast.Unparen(vi.Rhs[0]).(*ast.CallExpr); ok {
					if fn, ok := typeutil.Callee(fr.f.Info, call).(*types.Func); ok {
						if s := FuncOfObj(fn).ServerScheme; s != "" {
							scheme = Piece{Text: s, Use: e}
						}
					}
				}
			}
		}
	}
	return []Value{{scheme, {Text: "://127.0.0.1:", Use: e}, {Hole: true, Use: e}}}, true
}
