package analyzer

import (
	"go/ast"
	"go/types"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"
)

// compiledField returns the constant pattern of the regexp that sel, a
// read of an unexported field of the package (s.nameRE), holds: every
// write of the field in the package (a constructor's s.nameRE =
// regexp.MustCompile(`^[a-z0-9-]+$`), a struct literal's) compiles the
// same constant, and nothing else stores it; "" otherwise. Another
// package cannot write an unexported field.
func (r *validators) compiledField(sel *ast.SelectorExpr) string {
	info := r.pass.TypesInfo
	s, ok := info.Selections[sel]
	if !ok || s.Kind() != types.FieldVal {
		return ""
	}
	fld, ok := s.Obj().(*types.Var)
	if !ok || fld.Exported() || fld.Pkg() != r.pass.Pkg {
		return ""
	}
	writes, ok := r.flow.Data.FieldWrites(fld)
	if !ok || len(writes) == 0 {
		return ""
	}
	pattern := ""
	for _, w := range writes {
		call, ok := ast.Unparen(w.Value).(*ast.CallExpr)
		if !ok || len(call.Args) != 1 || callRow(info, call).Compiles != sinks.CompilesPerl {
			return ""
		}
		p := constantString(info.Types[call.Args[0]])
		if p == "" || pattern != "" && p != pattern {
			return ""
		}
		pattern = p
	}
	return pattern
}
