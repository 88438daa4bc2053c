package flow

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"golang.org/x/tools/go/types/typeutil"
)

// A nullable string is a struct with a String field of type string and a
// Valid field of type bool (database/sql.NullString), or a struct
// embedding one (gopkg.in/guregu/null's String). Configuration structs
// hold URLs in them, set by constructors (null.StringFrom(u),
// null.NewString(u, false) for a default) and read as x.F.String: such a
// read takes the strings the package stores into F, as a read of a string
// field takes those stored into it.

// nullStringPath returns the path of the String field of t, a nullable
// string or a pointer to one, and whether t is one.
func nullStringPath(t types.Type) ([]int, bool) {
	str, path, _ := types.LookupFieldOrMethod(t, true, nil, "String")
	valid, vpath, _ := types.LookupFieldOrMethod(t, true, nil, "Valid")
	sv, ok := str.(*types.Var)
	vv, vok := valid.(*types.Var)
	if !ok || !vok || !sv.IsField() || !vv.IsField() || len(path) != len(vpath) {
		return nil, false
	}
	for i := range len(path) - 1 {
		if path[i] != vpath[i] {
			return nil, false
		}
	}
	if b, ok := sv.Type().Underlying().(*types.Basic); !ok || b.Kind() != types.String {
		return nil, false
	}
	if b, ok := vv.Type().Underlying().(*types.Basic); !ok || b.Kind() != types.Bool {
		return nil, false
	}
	return path, true
}

// nullStringConstructor reports whether fn returns a nullable string
// holding its first argument: StringFrom(s) and NewString(s, valid) of
// gopkg.in/guregu/null.vN or github.com/guregu/null[/vN], and of their
// zero packages.
func nullStringConstructor(fn *types.Func) bool {
	if fn.Pkg() == nil || fn.Name() != "StringFrom" && fn.Name() != "NewString" {
		return false
	}
	p := strings.TrimSuffix(fn.Pkg().Path(), "/zero")
	if v, ok := strings.CutPrefix(p, "gopkg.in/guregu/null.v"); ok {
		return isDigits(v)
	}
	if v, ok := strings.CutPrefix(p, "github.com/guregu/null"); ok {
		return v == "" || strings.HasPrefix(v, "/v") && isDigits(v[2:])
	}
	return false
}

// isDigits reports whether s is a non-empty run of decimal digits.
func isDigits(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// nullString resolves x.String, a read of the String field of a nullable
// string x, when the package writes that field only through whole
// nullable strings (no &x.String, no x.String = e but into a local
// variable of its own): the strings given to
// the constructors and literals x can be built by, following fields and
// variables as a string read does; a write it cannot follow is a hole
// with its reason. ok is false for any other read.
func (fr *Fields) nullString(e *ast.SelectorExpr, sel *types.Selection, sc scope) (vals []Value, why Reason, ok bool) {
	if sel.Kind() != types.FieldVal || sel.Obj().Name() != "String" {
		return nil, "", false
	}
	path, ok := nullStringPath(sel.Recv())
	if !ok || len(path) != len(sel.Index()) {
		return nil, "", false
	}
	str := sel.Obj().(*types.Var).Origin()
	x := fr.f.Data.fieldData(str)
	if x.Fixed[str] || x.FieldAddr[str] > 0 {
		return nil, "", false
	}
	roots := make(map[*types.Var]bool)
	if v := rootVar(fr.f.Info, e.X); v != nil {
		roots[v] = true
	}
	for _, a := range x.Assigns[str] {
		if !fr.distinct(a.base, roots) {
			return nil, "", false // x.String = e may store into the read's
		}
	}
	exprs, wide, unknown := fr.nullStringExprs(e.X, path, sc.deeper())
	if len(exprs) == 0 {
		return nil, firstWhy(unknown, ReasonField), true
	}
	vals, why = fr.f.resolveAll(exprs, nil, nil, nil, sc)
	vals = dropEmpty(vals)
	if wide {
		for _, v := range vals {
			if len(v) > 0 && !v[0].Hole && !LooksLikeURLOrPath(v[0].Text) {
				return nil, ReasonField, true
			}
		}
	}
	if unknown != "" {
		vals, why = append(vals, Value{{Hole: true, Use: e}}), firstWhy(why, unknown)
	}
	return vals, why, true
}

// nullStringExprs returns the string expressions a nullable string
// expression e holds in its String field (at path), whether they are
// every write of a field of the package (a read whose base could not be
// followed), and why some value is unknown.
func (fr *Fields) nullStringExprs(e ast.Expr, path []int, sc scope) (exprs []ast.Expr, wide bool, unknown Reason) {
	if sc.depth > MaxDepth {
		return nil, false, ReasonDepth
	}
	switch x := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		if fn, ok := typeutil.Callee(fr.f.Info, x).(*types.Func); ok && nullStringConstructor(fn) && len(x.Args) > 0 {
			return x.Args[:1], false, ""
		}
	case *ast.CompositeLit:
		vals, why := fr.pathValues(x, path, sc.deeper())
		return vals, false, why
	case *ast.UnaryExpr:
		if x.Op == token.AND {
			return fr.nullStringExprs(x.X, path, sc.deeper())
		}
	case *ast.StarExpr:
		return fr.nullStringExprs(x.X, path, sc.deeper())
	case *ast.Ident:
		inner, why := fr.varExprs(x, make(map[*types.Var]bool), sc.deeper())
		if why != "" {
			return nil, false, why
		}
		return fr.nullStringsOf(inner, nil, path, false, sc)
	case *ast.SelectorExpr:
		sel, ok := fr.f.Info.Selections[x]
		if !ok || sel.Kind() != types.FieldVal {
			break
		}
		fld := sel.Obj().(*types.Var).Origin()
		inner, wide, why := fr.fieldExprs(x, sel, sc.deeper())
		if why != "" {
			return nil, false, why
		}
		if wide && fld.Pkg() != fr.f.Pkg {
			return nil, false, ReasonField
		}
		exprs, wide, why := fr.nullStringsOf(inner, fld, path, wide, sc)
		if wide && len(exprs) == 0 && why == "" {
			why = fr.unfollowedField(x, sel) // decoded, or copied from itself
		}
		return exprs, wide, why
	}
	return nil, false, ReasonField
}

// nullStringsOf returns the string expressions of the nullable string
// expressions inner, the values of field fld (nil for a variable's); when
// wide, they are every write of fld, and a copy of fld from another
// value (c.URL = other.URL) adds none.
func (fr *Fields) nullStringsOf(inner []ast.Expr, fld *types.Var, path []int, wide bool, sc scope) ([]ast.Expr, bool, Reason) {
	var out []ast.Expr
	var unknown Reason
	for _, in := range inner {
		if wide {
			if self, _ := fr.f.FieldSel(ast.Unparen(in)); self == fld {
				continue
			}
		}
		exprs, w, why := fr.nullStringExprs(in, path, sc.deeper())
		out = append(out, exprs...)
		wide = wide || w
		unknown = firstWhy(unknown, why)
	}
	return out, wide, unknown
}

// testsNullString reports whether e tests only whether read, a nullable
// string, is set: read.Valid, or read.String compared with "". Like a
// comparison of a string read with "", it drops no value a sink checks.
func (fr *Fields) testsNullString(e ast.Expr, read ast.Expr) bool {
	tv, ok := fr.f.Info.Types[read]
	if !ok {
		return false
	}
	if _, ok := nullStringPath(tv.Type); !ok {
		return false
	}
	isField := func(e ast.Expr, name string) bool {
		se, ok := ast.Unparen(e).(*ast.SelectorExpr)
		return ok && se.Sel.Name == name && typesx.SameExpr(se.X, read)
	}
	if isField(e, "Valid") {
		return true
	}
	b, ok := e.(*ast.BinaryExpr)
	return ok && (b.Op == token.EQL || b.Op == token.NEQ) &&
		(isField(b.X, "String") && typesx.IsEmptyString(fr.f.Info, b.Y) || isField(b.Y, "String") && typesx.IsEmptyString(fr.f.Info, b.X))
}
