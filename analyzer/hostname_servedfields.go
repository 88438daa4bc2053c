package analyzer

import (
	"go/ast"
	"go/types"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// noteServedFields records the *http.Request fields of the package's
// structs whose every write in the package, in a struct literal or an
// assignment, gives them a handler's request (a handler's parameter, or
// a helper's every call of which passes one): a request context that
// carries the request being handled (RequestContext{Request: r}) holds
// a server's request, whose URL has no scheme or host.
func (h *hostnames) noteServedFields() {
	if h.proxy || len(h.handlers) == 0 && len(h.servedBy) == 0 {
		return
	}
	info := h.pass.TypesInfo
	served := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && h.served(info.Uses[id])
	}
	good := make(map[types.Object]bool)
	bad := make(map[types.Object]bool)
	note := func(fld types.Object, val ast.Expr) {
		if fld == nil || fld.Pkg() != h.pass.Pkg || !isPtrToNamed(fld.Type(), "net/http", "Request") {
			return
		}
		if served(val) {
			good[fld] = true
		} else {
			bad[fld] = true
		}
	}
	for c := range h.flow.Control.Inspector().Root().Preorder((*ast.CompositeLit)(nil), (*ast.AssignStmt)(nil), (*ast.UnaryExpr)(nil)) {
		{
			switch n := c.Node().(type) {
			case *ast.CompositeLit:
				st := typesx.StructOf(info.TypeOf(n))
				if st == nil {
					continue
				}
				for i, elt := range n.Elts {
					if kv, ok := elt.(*ast.KeyValueExpr); ok {
						if key, ok := kv.Key.(*ast.Ident); ok {
							note(info.Uses[key], kv.Value)
						}
					} else if i < st.NumFields() {
						note(st.Field(i), elt)
					}
				}
			case *ast.AssignStmt:
				for i, l := range n.Lhs {
					sel, ok := ast.Unparen(l).(*ast.SelectorExpr)
					if !ok {
						continue
					}
					if s, ok := info.Selections[sel]; ok && s.Kind() == types.FieldVal {
						if len(n.Lhs) != len(n.Rhs) {
							note(s.Obj(), nil)
						} else {
							note(s.Obj(), n.Rhs[i])
						}
					}
				}
			case *ast.UnaryExpr:
				// &x.Request: written through a pointer.
				if sel, ok := ast.Unparen(n.X).(*ast.SelectorExpr); ok {
					if s, ok := info.Selections[sel]; ok && s.Kind() == types.FieldVal {
						note(s.Obj(), nil)
					}
				}
			}
		}
	}
	for fld := range good {
		if !bad[fld] {
			if h.servedFields == nil {
				h.servedFields = make(map[types.Object]bool)
			}
			h.servedFields[fld] = true
			h.handlers[fld] = true
		}
	}
}
