package flow

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"

	"golang.org/x/tools/go/types/typeutil"
)

// decoding returns where fn takes the data it fills the value its last
// argument points to from: its first argument, or its receiver's reader.
func decoding(fn *types.Func) sinks.Decoding {
	return FuncOfObj(fn).Decodes
}

// decodedLocal reports whether e is a local variable of a struct type
// that only a decoder fills, so that each of its string fields holds
// decoded data or "": declared with var and no value, its address passed
// to decoders (json.NewDecoder(res.Body).Decode(&v), json.Unmarshal(b,
// &v)) whose data holds no constant, and otherwise only read field by
// field. A field stored, the variable assigned, passed, or its address
// taken another way, or a method called on it, may put another value
// there.
func (fr *Fields) decodedLocal(e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := fr.f.Info.Uses[id].(*types.Var)
	if !ok || v.Pkg() != fr.f.Pkg || v.IsField() || typesx.IsParam(v) || v.Parent() == nil || v.Parent() == fr.f.Pkg.Scope() {
		return false
	}
	if _, ok := v.Type().Underlying().(*types.Struct); !ok {
		return false
	}
	if d, ok := fr.decoded[v]; ok {
		return d
	}
	d := fr.onlyDecoded(v)
	if fr.decoded == nil {
		fr.decoded = make(map[*types.Var]bool)
	}
	fr.decoded[v] = d
	return d
}

// onlyDecoded reports whether every use of local variable v is a decoder
// filling it or a read of one of its fields (see decodedLocal).
func (fr *Fields) onlyDecoded(v *types.Var) bool {
	decl := fr.f.vars.DeclAt(v.Pos())
	if decl == nil {
		return false
	}
	decodes, ok := 0, true
	var stack []ast.Node
	ast.Inspect(decl, func(n ast.Node) bool {
		if !ok {
			return false
		}
		if n == nil {
			stack = stack[:len(stack)-1]
			return true
		}
		if id, isID := n.(*ast.Ident); isID {
			switch {
			case fr.f.Info.Defs[id] == v:
				ok = declaredZero(stack)
			case fr.f.Info.Uses[id] == v:
				switch fr.decodedUse(id, stack) {
				case localFill:
					decodes++
				case localOther:
					ok = false
				}
			}
		}
		stack = append(stack, n)
		return true
	})
	return ok && decodes > 0
}

// declaredZero reports whether the identifier under stack is declared by
// var with no value.
func declaredZero(stack []ast.Node) bool {
	vs, ok := stack[len(stack)-1].(*ast.ValueSpec)
	return ok && len(vs.Values) == 0
}

const (
	localRead = iota
	localFill
	localOther
)

// decodedUse classifies the use id, under stack, of a variable that
// decodedLocal asks about: a read of a field, a decoder filling it, or
// anything else.
func (fr *Fields) decodedUse(id *ast.Ident, stack []ast.Node) int {
	parent := stack[len(stack)-1]
	if u, ok := parent.(*ast.UnaryExpr); ok && u.Op == token.AND && len(stack) > 1 {
		if call, ok := stack[len(stack)-2].(*ast.CallExpr); ok && fr.decoderCall(call, u) {
			return localFill
		}
		return localOther
	}
	se, ok := parent.(*ast.SelectorExpr)
	if !ok || se.X != id {
		return localOther
	}
	if sel, ok := fr.f.Info.Selections[se]; !ok || sel.Kind() != types.FieldVal {
		return localOther // a method may store into it
	}
	// The outermost selector, index or slice of the read decides whether
	// it stores. A method called on a field of another type than a
	// string (v.Error.Error()) stores into that field at most.
	var top ast.Node = se
	for i := len(stack) - 2; i >= 0; i-- {
		switch p := stack[i].(type) {
		case *ast.SelectorExpr:
			if sel, ok := fr.f.Info.Selections[p]; ok && sel.Kind() != types.FieldVal {
				if typesx.IsString(fr.f.Info.TypeOf(se)) {
					return localOther
				}
				return localRead
			}
		case *ast.IndexExpr, *ast.ParenExpr, *ast.SliceExpr:
		default:
			return storeUse(p, top)
		}
		top = stack[i]
	}
	return localRead
}

// storeUse classifies a read top of a field of a decoded variable by its
// parent p: a store into it, its address or an increment is localOther.
func storeUse(p, top ast.Node) int {
	switch p := p.(type) {
	case *ast.AssignStmt:
		for _, lhs := range p.Lhs {
			if lhs == top {
				return localOther
			}
		}
	case *ast.UnaryExpr:
		if p.Op == token.AND {
			return localOther
		}
	case *ast.IncDecStmt:
		return localOther
	case *ast.RangeStmt:
		if p.Key == top || p.Value == top {
			return localOther
		}
	}
	return localRead
}

// decoderCall reports whether call is a decoder whose last
// argument is target, reading data that holds no constant: the argument
// before target, or for a Decode method the reader given to
// json.NewDecoder (or xml's) in the same expression.
func (fr *Fields) decoderCall(call *ast.CallExpr, target ast.Expr) bool {
	if len(call.Args) == 0 || call.Args[len(call.Args)-1] != target {
		return false
	}
	fn, ok := typeutil.Callee(fr.f.Info, call).(*types.Func)
	if !ok {
		return false
	}
	switch decoding(fn) {
	case sinks.DecodesNothing:
		return false
	case sinks.DecodesArg:
		return len(call.Args) == 2 && !fr.holdsConstant(call.Args[0])
	}
	se, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	newDec, ok := ast.Unparen(se.X).(*ast.CallExpr)
	if !ok || len(newDec.Args) != 1 {
		return false
	}
	mk, ok := typeutil.Callee(fr.f.Info, newDec).(*types.Func)
	return ok && FuncOfObj(mk).NewDecoder && mk.Pkg() == fn.Pkg() && !fr.holdsConstant(newDec.Args[0])
}

// holdsConstant reports whether e holds a string constant anywhere: data
// decoded from it is no input (json.Unmarshal([]byte(`{"url": ...}`), &v)).
func (fr *Fields) holdsConstant(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if x, ok := n.(ast.Expr); ok && !found {
			if tv, ok := fr.f.Info.Types[x]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
				found = true
			}
		}
		return !found
	})
	return found
}

// WriteOrigin is what a value written into a field is when it holds no
// constant: "input" for a call returning run-time input (a response's
// Location header), "decoded" for a field of a variable only decoders
// fill (decodedLocal), string or list, or "" when unknown.
func (fr *Fields) WriteOrigin(e ast.Expr) Reason {
	switch e := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		if fn, ok := typeutil.Callee(fr.f.Info, e).(*types.Func); ok && InputCall(fn) {
			return ReasonInput
		}
	case *ast.SelectorExpr:
		if sel, ok := fr.f.Info.Selections[e]; ok && sel.Kind() == types.FieldVal && typesx.StringOrList(sel.Type()) && fr.decodedLocal(e.X) {
			return ReasonDecoded
		}
	}
	return ""
}

// outsideTests drops the expressions in test files when the read at e is
// not in one. Tests fill a decoded field with the input their cases need,
// placeholders or bad input for an error path, as a decoder would; the
// program's own reads do not take that.
func (fr *Fields) outsideTests(e ast.Expr, exprs []ast.Expr) []ast.Expr {
	fc := fr.f.fc()
	if fc == nil || fc.facts == nil || typesx.IsTestFile(fr.f.Fset, e.Pos()) {
		return exprs
	}
	return slices.DeleteFunc(exprs, func(x ast.Expr) bool {
		return typesx.IsTestFile(fr.f.Fset, x.Pos())
	})
}
