package flow

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// DisplayMethod reports whether fn is a String, GoString or Error method,
// whose text is for people: its importers read only the origin of its
// result (displayOrigin).
func DisplayMethod(fn *types.Func) bool { return displayMethod(fn) }

// NoOrigin reports whether the one string result of a function with
// body has no origin (OriginReason) as summarize finds it, decided
// without resolving the returns: a bare return (named results are not
// followed); or a return that is text whatever its holes hold (a
// non-empty string literal, a sum with one, fmt.Sprintf of a literal
// format with text outside its verbs, strings.Join of a list with one
// element that is such text, or a local variable assigned one of these
// once), which makes the result known text; or no return counted but
// failure messages and returns of a text builder (extendedText: each
// such return is known text, or unknown for a reason that is no origin).
// A display method's origin is decided so without resolving its returns,
// which in generated code join every field of a type. A return whose
// operands have no value at all (an infeasible one) still counts as text
// here, as does one whose resolution its limits cut short. A call of a
// function of the package whose body this says so of (noOriginCall)
// counts as a text builder's return does.
func (og *Origins) NoOrigin(body *ast.BlockStmt, sig *types.Signature) bool {
	return og.noOrigin(body, sig, nil)
}

// noOrigin is NoOrigin, within the bodies of the functions seen.
func (og *Origins) noOrigin(body *ast.BlockStmt, sig *types.Signature, seen []*types.Func) bool {
	if sig.Results().Len() != 1 || !typesx.IsString(sig.Results().At(0).Type()) {
		return false
	}
	counted := false
	for _, ret := range og.f.Calls.returnsOf(body) {
		switch {
		case len(ret.Results) == 0:
			return true
		case len(ret.Results) != 1:
			counted = true
		case og.f.Calls.errorText(ret.Results[0]):
			// A failure's message: summarize leaves it out.
		case og.surelyText(ret.Results[0], 0):
			return true
		case og.extendedText(ret.Results[0], seen):
			// A text builder's values: see extendedText.
		case og.noOriginCall(ret.Results[0], seen):
			// Known text, or unknown for a reason that is no origin.
		default:
			counted = true
		}
	}
	return !counted
}

// extendedText reports whether e is a text builder: a local variable of
// the package assigned plainly only the empty string or text whatever its
// holes hold (surelyText), and extended (v += x, v = v + x) by such text
// only, as a display method writes one field after the other (s := "";
// if t.a != "" { s += "a=" + t.a }; return s). Each value the extended
// flow (Updates.extended) gives it is then empty or text: an extension
// appends text to every value it runs on, and where the values are more
// than MaxValues the ones kept still hold text, the hole that stands for
// the others ("too many") being no origin. A return of it is therefore
// known text, or unknown for no origin: the empty string alone (no
// extension reaches it), or, while summaries are cheap, a variable the
// extended flow cannot follow.
func (og *Origins) extendedText(e ast.Expr, seen []*types.Func) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	v := typesx.LocalVar(og.f.Info, og.f.Pkg, id)
	if v == nil || typesx.IsParam(v) {
		return false
	}
	vi := og.f.VarInfo(v)
	if vi == nil || len(vi.Adds) == 0 || vi.EscapesOther || len(vi.Results) > 0 {
		return false
	}
	for _, rhs := range vi.Rhs {
		// v = v + x is an extension: its operand x is text when the sum
		// is (v alone never is: it has extensions).
		if s, isConst := og.f.ConstString(rhs); !(isConst && s == "") && !og.surelyText(rhs, 1) {
			return false
		}
	}
	for _, as := range vi.Adds {
		if !og.surelyText(as.Rhs[0], 1) && !og.noOriginCall(as.Rhs[0], seen) {
			return false
		}
	}
	return true
}

// noOriginCall reports whether e calls a function of the package that
// summarize resolves from its body alone (no row of the tables, no
// display method, whose origin is decided otherwise), a body whose one
// string result noOrigin says has no origin: the call is then known
// text, or unknown for a reason that is no origin, whatever its
// arguments (noOrigin counts no parameter as text). A call of a function
// seen already is one of a recursion, which summarize cuts short for no
// origin either (a schema's describe method calls itself for each
// nested schema).
func (og *Origins) noOriginCall(e ast.Expr, seen []*types.Func) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return false
	}
	fn, ok := og.f.Info.Uses[usedIdent(og.f.Info, call.Fun)].(*types.Func)
	if !ok || fn.Pkg() != og.f.Pkg {
		return false
	}
	fn = fn.Origin()
	if slices.Contains(seen, fn) {
		return true
	}
	if len(seen) >= 4 || displayMethod(fn) || URLTextMethod(fn) || isPartOfResult(fn) || resultOrigin(fn) != "" {
		return false
	}
	if row := FuncOfObj(fn); row.URLText || row.Scanned {
		return false
	}
	d := og.f.Calls.Decl(fn)
	if d == nil || d.Body == nil {
		return false
	}
	return og.noOrigin(d.Body, fn.Signature(), append(seen, fn))
}

// surelyText reports whether e resolves to text whatever its holes hold
// (see NoOrigin).
func (og *Origins) surelyText(e ast.Expr, depth int) bool {
	if depth > 8 {
		return false
	}
	switch e := ast.Unparen(e).(type) {
	case *ast.BasicLit:
		if tv, ok := og.f.Info.Types[e]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
			return constant.StringVal(tv.Value) != ""
		}
	case *ast.BinaryExpr:
		return e.Op == token.ADD && (og.surelyText(e.X, depth+1) || og.surelyText(e.Y, depth+1))
	case *ast.CallExpr:
		fn, ok := og.f.Info.Uses[usedIdent(og.f.Info, e.Fun)].(*types.Func)
		if !ok || fn.Pkg() == nil || len(e.Args) == 0 || e.Ellipsis.IsValid() {
			return false
		}
		switch row, _ := stdFuncOfObj(fn); {
		case row.Formats:
			lit, ok := ast.Unparen(e.Args[0]).(*ast.BasicLit)
			if !ok || !og.surelyText(lit, depth+1) {
				return false
			}
			return formatHasText(constant.StringVal(og.f.Info.Types[lit].Value))
		case row.Joins:
			if len(e.Args) != 2 {
				return false
			}
			list := ast.Unparen(e.Args[0])
			if id, ok := list.(*ast.Ident); ok {
				list = og.onlyValue(id)
			}
			lit, ok := list.(*ast.CompositeLit)
			if !ok {
				return false
			}
			for _, elt := range lit.Elts {
				if _, ok := elt.(*ast.KeyValueExpr); ok {
					return false // not a list stringList reads
				}
			}
			for _, elt := range lit.Elts {
				if og.surelyText(elt, depth+1) {
					return true
				}
			}
		}
	case *ast.Ident:
		if v := og.onlyValue(e); v != nil {
			return og.surelyText(v, depth+1)
		}
	}
	return false
}

// onlyValue returns the one expression assigned to id, a local variable
// of the package assigned plainly once and never extended, or nil.
func (og *Origins) onlyValue(id *ast.Ident) ast.Expr {
	v, ok := og.f.Info.Uses[id].(*types.Var)
	if !ok || v.Pkg() != og.f.Pkg || v.Parent() == og.f.Pkg.Scope() || typesx.IsParam(v) || v.IsField() {
		return nil
	}
	vi := og.f.VarInfo(v)
	if vi == nil || vi.Opaque() || len(vi.Rhs) != 1 || len(vi.Adds) > 0 {
		return nil
	}
	return ast.Unparen(vi.Rhs[0])
}
