// Package typesx holds small helpers over go/types and go/ast that the
// stages of the analyzer share: what a type is (a string, a url.URL, a
// struct), and what an expression names.
package typesx

import (
	"go/ast"
	"go/types"
)

// IsByte reports whether t is byte (uint8).
func IsByte(t types.Type) bool {
	b, ok := Under(t).(*types.Basic)
	return ok && b.Kind() == types.Uint8
}

// IsString reports whether t is a string type, or a type parameter
// whose every type is one. A nil t, the type of an expression the type
// checker could not type, is none.
func IsString(t types.Type) bool {
	if t == nil {
		return false
	}
	if tp, ok := types.Unalias(t).(*types.TypeParam); ok {
		iface, ok := tp.Constraint().Underlying().(*types.Interface)
		if !ok {
			return false
		}
		all := iface.NumEmbeddeds() > 0
		for i := 0; i < iface.NumEmbeddeds(); i++ {
			all = all && termsAreStrings(iface.EmbeddedType(i))
		}
		return all
	}
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

func termsAreStrings(t types.Type) bool {
	if u, ok := types.Unalias(t).(*types.Union); ok {
		for i := 0; i < u.Len(); i++ {
			if !IsString(u.Term(i).Type()) {
				return false
			}
		}
		return true
	}
	return IsString(t)
}

// IsParam reports whether v is a parameter (or result) of a function.
func IsParam(v *types.Var) bool {
	return v.Parent() != nil && v.Parent().Parent() != nil && v.Kind() == types.ParamVar
}

// Under returns t's underlying type; nil for nil.
func Under(t types.Type) types.Type {
	if t == nil {
		return nil
	}
	return t.Underlying()
}

// LitStruct returns the struct type of a composite literal, or nil.
func LitStruct(info *types.Info, lit *ast.CompositeLit) *types.Struct {
	st, _ := TypeOfLit(info, lit).(*types.Struct)
	return st
}

// StructOf is LitStruct for a literal of type t, already looked up.
func StructOf(t types.Type) *types.Struct {
	if t == nil {
		return nil
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, _ := t.Underlying().(*types.Struct)
	return st
}

// TypeOfLit returns the underlying type of a composite literal, through
// a pointer (&T{...} elided in a table of *T); nil when unknown.
func TypeOfLit(info *types.Info, lit *ast.CompositeLit) types.Type {
	t := info.TypeOf(lit)
	if t == nil {
		return nil
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	return t.Underlying()
}

// IsNamed reports whether t is the named type pkg.name, or a pointer to
// it when ptr is set.
func IsNamed(t types.Type, pkg, name string, ptr bool) bool {
	if ptr {
		p, ok := t.(*types.Pointer)
		if !ok {
			return false
		}
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == pkg && n.Obj().Name() == name
}

// IsURLType reports whether t is net/url.URL, or a type defined from it
// (type URL url.URL): its fields are url.URL's own, so its literals and
// field writes are checked as url.URL's.
func IsURLType(t types.Type) bool {
	if t == nil {
		return false
	}
	named, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return false
	}
	obj := named.Obj()
	if obj.Pkg() != nil && obj.Pkg().Path() == "net/url" && obj.Name() == "URL" {
		return true
	}
	st, ok := named.Underlying().(*types.Struct)
	if !ok || st.NumFields() == 0 {
		return false
	}
	pkg := st.Field(0).Pkg()
	if pkg == nil || pkg.Path() != "net/url" {
		return false
	}
	u, ok := pkg.Scope().Lookup("URL").(*types.TypeName)
	return ok && types.Identical(st, u.Type().Underlying())
}

// IsMethod reports whether obj is a function with a receiver.
func IsMethod(obj types.Object) bool {
	sig, ok := obj.Type().(*types.Signature)
	return ok && sig.Recv() != nil
}

// StringOrList reports whether t is a string type or a slice of one: a
// field whose values or elements can be URLs (FieldValues).
func StringOrList(t types.Type) bool {
	if s, ok := t.Underlying().(*types.Slice); ok {
		t = s.Elem()
	}
	return IsString(t)
}

// FieldHolder returns the struct type holding the field a selection
// selects, its named type (nil for a struct literal type) and the field's
// index in it.
func FieldHolder(sel *types.Selection) (*types.Named, *types.Struct, int) {
	t := sel.Recv()
	path := sel.Index()
	for i, idx := range path {
		if p, ok := t.Underlying().(*types.Pointer); ok {
			t = p.Elem()
		}
		st, ok := t.Underlying().(*types.Struct)
		if !ok || idx >= st.NumFields() {
			return nil, nil, 0
		}
		if i == len(path)-1 {
			named, _ := types.Unalias(t).(*types.Named)
			if named != nil {
				named = named.Origin()
			}
			return named, st, idx
		}
		t = st.Field(idx).Type()
	}
	return nil, nil, 0
}

// IsError reports whether t is the type error.
func IsError(t types.Type) bool {
	return types.Identical(t, types.Universe.Lookup("error").Type())
}
