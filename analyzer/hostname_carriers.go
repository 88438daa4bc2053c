package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// maxCarrierValues bounds the values hostPortCarried reads for one
// expression; past it the expression is not judged.
const maxCarrierValues = 16

// hostPortCarried returns what makes e host:port where it is neither a
// Host field nor a local variable declared with one: a call of a function
// of the package whose every return is host:port (hostPort: a Host
// field, a request's RemoteAddr, net.JoinHostPort's result), or a string
// field only the package writes (unexported, or of a struct type other
// packages cannot name) whose every write is, itself or through a local
// variable every assignment of which is. It names the values
// ("u.Host, net.JoinHostPort's result"); "" otherwise. A value not seen
// whole (a field written through a pointer, a tuple, a bare return) is
// not judged.
func (h *hostnames) hostPortCarried(e ast.Expr) string {
	if h.flow == nil {
		return ""
	}
	info := h.pass.TypesInfo
	var vals []ast.Expr
	switch x := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		fn, ok := typeutilCallee(info, x).(*types.Func)
		if !ok || fn.Pkg() != h.pass.Pkg || fn.Signature().Results().Len() != 1 {
			return ""
		}
		d := h.flow.Calls.Decl(fn)
		if d == nil || d.Body == nil {
			return ""
		}
		for ret := range returnStmts(d.Body) {
			if len(ret.Results) != 1 {
				return ""
			}
			vals = append(vals, ret.Results[0])
		}
	case *ast.SelectorExpr:
		fld, ok := info.Uses[x.Sel].(*types.Var)
		if !ok || !fld.IsField() || fld.Pkg() != h.pass.Pkg || !typesx.IsString(fld.Type()) {
			return ""
		}
		if fld.Exported() && token.IsExported(fieldOwner(fld)) {
			return "" // other packages may write it
		}
		idx := h.flow.Data.Fields(map[*types.Var]string{fld: ""})
		if idx.Fixed[fld] || idx.FieldAddr[fld] > 0 || len(idx.FlagFields[fld]) > 0 {
			return ""
		}
		vals = append(vals, idx.Lits[fld]...)
		for _, a := range idx.Assigns[fld] {
			vals = append(vals, a.Rhs)
		}
	default:
		return ""
	}
	var names []string
	for i := 0; i < len(vals); i++ {
		if len(vals) > maxCarrierValues {
			return ""
		}
		v := ast.Unparen(vals[i])
		if id, ok := v.(*ast.Ident); ok {
			if lv := typesx.LocalVar(info, h.pass.Pkg, id); lv != nil && !typesx.IsParam(lv) {
				vi := h.flow.VarInfo(lv)
				if vi == nil || vi.Opaque() || len(vi.Adds) > 0 || len(vi.Rhs) == 0 {
					return ""
				}
				vals = append(vals, vi.Rhs...)
				continue
			}
		}
		name, ok := h.hostPort(v)
		if !ok {
			return ""
		}
		if !slices.Contains(names, name) {
			names = append(names, name)
		}
	}
	return strings.Join(names, ", ")
}
