package analyzer

import (
	"go/ast"
	"go/types"
	"slices"

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

// A refusal is a string variable or field that a function of the
// package refuses where a validator does not accept it: an if without
// else that leaves the function where the text does not match pattern
// (if !nameRE.MatchString(m.Name) { return errBadName }).
type refusal struct {
	v       *types.Var
	pattern string
}

// refusals returns the package's refusals, read once, where a report is
// about to be made: every if that leaves its function, for each string
// variable or field its condition reads.
func (r *validators) refusals() []refusal {
	if r.refusedRead || !r.mayValidate() {
		return r.refused
	}
	r.refusedRead = true
	info := r.pass.TypesInfo
	read := func(x ast.Expr) *types.Var {
		id := typesx.NameIdent(x)
		if id == nil {
			return nil
		}
		v, _ := info.Uses[id].(*types.Var)
		return v
	}
	for c := range r.flow.Control.Inspector().Root().Preorder((*ast.IfStmt)(nil)) {
		ifs := c.Node().(*ast.IfStmt)
		if ifs.Else != nil || !typesx.LeavesFunc(info, ifs.Body) {
			continue
		}
		var vars []*types.Var
		ast.Inspect(ifs.Cond, func(n ast.Node) bool {
			x, ok := n.(ast.Expr)
			if !ok {
				return true
			}
			if _, lit := x.(*ast.FuncLit); lit {
				return false
			}
			if v := read(x); v != nil && typesx.IsString(v.Type()) && !slices.Contains(vars, v) {
				vars = append(vars, v)
			}
			return true
		})
		for _, v := range vars {
			is := func(x ast.Expr) bool { return read(x) == v }
			if p := r.refutes(ifs.Cond, proof{is: is, scope: ifs}); p != "" {
				r.refused = append(r.refused, refusal{v: v, pattern: p})
			}
		}
	}
	return r.refused
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
	return slices.ContainsFunc(r.refusals(), func(f refusal) bool {
		return f.v == fld && plainPattern(f.pattern, comp, false)
	})
}

// nameValidated reports whether e reads a string field of the package
// named as a field of the package (of this struct or another) that the
// package refuses where a validator does not accept it, with a pattern
// that admits nothing that needs escaping in component comp: a blog's
// alias, refused unless a handle in the request's struct where the blog
// is made, then stored and read back into another. A field's name that
// says free text (an alias) says what the package holds in it, and the
// package's validation of that name says it better. A local variable's
// validation says nothing outside its function: value flow narrows it
// there (validatedFor).
func (r *validators) nameValidated(e ast.Expr, comp rfc.Component, nonASCII bool) bool {
	fld := fieldOf(r.pass.TypesInfo, r.pass.Pkg, e)
	if fld == nil {
		return false
	}
	words := typesx.NameWords(fld.Name())
	return slices.ContainsFunc(r.refusals(), func(f refusal) bool {
		return f.v.IsField() && f.v.Pkg() == r.pass.Pkg && slices.Equal(typesx.NameWords(f.v.Name()), words) && plainPattern(f.pattern, comp, nonASCII)
	})
}
