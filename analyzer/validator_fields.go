package analyzer

import (
	"go/ast"
	"go/types"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
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

// fieldOf returns the field of the package that e reads (m.Name,
// q.meta.Name), or nil.
func fieldOf(info *types.Info, pkg *types.Package, e ast.Expr) *types.Var {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	s, ok := info.Selections[sel]
	if !ok || s.Kind() != types.FieldVal {
		return nil
	}
	fld, ok := s.Obj().(*types.Var)
	if !ok || fld.Pkg() != pkg {
		return nil
	}
	return fld
}

// fieldValidated reports whether e reads a string field of the package
// that a function of the package refuses where a validator does not
// accept it (the Validate method of a configuration: if
// !nameRE.MatchString(m.Name) { return errBadName }), whose pattern
// admits nothing that needs escaping in component comp ('/' aside in a
// path), and that the package assigns nothing but constants that need
// none either: the program refuses any other value of it. The field's
// value comes from where the package cannot see (a decoder's), and the
// validation is what says what it holds.
func (r *validators) fieldValidated(e ast.Expr, comp rfc.Component) bool {
	info := r.pass.TypesInfo
	fld := fieldOf(info, r.pass.Pkg, e)
	if fld == nil || !r.mayValidate() {
		return false
	}
	// The writes the package makes by assignment must need no escaping
	// either; a store through the field's address (a decoder's, a
	// flag's, a struct that points at it) is what the validation reads.
	writes, _ := r.flow.Data.FieldWrites(fld)
	for _, w := range writes {
		c, isConst := r.flow.ConstString(w.Value)
		if !isConst || !plainText(c, comp, false) {
			return false
		}
	}
	is := func(x ast.Expr) bool { return fieldOf(info, r.pass.Pkg, x) == fld }
	found := false
	for _, file := range r.pass.Files {
		ast.Inspect(file, func(n ast.Node) bool {
			ifs, ok := n.(*ast.IfStmt)
			if found || !ok {
				return !found
			}
			if ifs.Else == nil && typesx.LeavesFunc(info, ifs.Body) {
				if p := r.refutes(ifs.Cond, proof{is: is, scope: ifs}); p != "" && plainPattern(p, comp, false) {
					found = true
				}
			}
			return !found
		})
		if found {
			break
		}
	}
	return found
}
