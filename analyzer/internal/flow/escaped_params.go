package flow

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/facts"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
)

// escapedParam returns, for p, an escaped hole of a result of a function
// of signature sig, the name of the net/url escaper whose result it is
// and 1 + the index of the parameter it escapes (url.QueryEscape(id), or
// of strings.TrimPrefix(id, prefix), which keeps id's characters), so
// that the function's callers read its result as that escape of their
// argument; "", 0 when it escapes other text: what that text can hold
// (hex, base64 with no space) is not known where the fact is read.
func (f *Flow) escapedParam(p Piece, sig *types.Signature) (string, int) {
	call, ok := p.Use.(*ast.CallExpr)
	if !ok || len(call.Args) != 1 || sig == nil {
		return "", 0
	}
	fn, ok := typeutil.Callee(f.Info, call).(*types.Func)
	if !ok {
		return "", 0
	}
	name := ""
	switch FuncOfObj(fn).Escapes {
	case sinks.EscapesQueryPart, sinks.EscapesSegment:
		name = fn.Name()
	default:
		return "", 0
	}
	arg := ast.Unparen(call.Args[0])
	if c, ok := arg.(*ast.CallExpr); ok && len(c.Args) > 0 {
		if g, ok := typeutil.Callee(f.Info, c).(*types.Func); ok && g.Pkg() != nil && g.Pkg().Path() == "strings" && g.Signature().Recv() == nil {
			arg = ast.Unparen(c.Args[0]) // strings.TrimPrefix(id, p), strings.ToLower(id)
		}
	}
	id, ok := arg.(*ast.Ident)
	if !ok {
		return "", 0
	}
	v, ok := f.Info.Uses[id].(*types.Var)
	if !ok {
		return "", 0
	}
	params := sig.Params()
	for i := range params.Len() {
		if params.At(i) == v && !(sig.Variadic() && i == params.Len()-1) {
			return name, i + 1
		}
	}
	return "", 0
}

// paramText returns 1 + the index of the parameter of a function of
// signature sig whose text e is, as it is or trimmed of a cutset
// (strings.TrimLeft(path, "/")), or 0: a caller then knows which of its
// arguments the hole of the result holds.
func (f *Flow) paramText(e ast.Expr, sig *types.Signature) int {
	if sig == nil || e == nil {
		return 0
	}
	e = ast.Unparen(e)
	if c, ok := e.(*ast.CallExpr); ok && len(c.Args) == 2 {
		if g, ok := typeutil.Callee(f.Info, c).(*types.Func); ok && g.Pkg() != nil && g.Pkg().Path() == "strings" && strings.HasPrefix(g.Name(), "Trim") {
			e = ast.Unparen(c.Args[0])
		}
	}
	id, ok := e.(*ast.Ident)
	if !ok {
		return 0
	}
	v, ok := f.Info.Uses[id].(*types.Var)
	if !ok {
		return 0
	}
	params := sig.Params()
	for i := range params.Len() {
		if params.At(i) == v && !(sig.Variadic() && i == params.Len()-1) {
			return i + 1
		}
	}
	return 0
}

// ImportedEscaper returns, for call, a call of a function of another
// package, the net/url escaper ("QueryEscape", "PathEscape") whose result
// its result i is, wherever that result holds escaped text, and the
// argument it escapes (facts.ResultPiece's Escaper and Arg); "", nil when
// its ResultsFact says no such thing, or names two escapers or two
// arguments, or writes text before the escape that may start another
// component ("?tag=" + url.QueryEscape(v), a hole): there the caller's
// text around the call does not show the escape's component.
func (f *Flow) ImportedEscaper(fn *types.Func, call *ast.CallExpr, i int) (string, ast.Expr) {
	if f.Calls == nil || f.Calls.facts == nil || fn.Pkg() == nil || fn.Pkg() == f.Pkg {
		return "", nil
	}
	var fact facts.ResultsFact
	if !f.Calls.facts.ImportPackageFact(fn.Pkg(), &fact) {
		return "", nil
	}
	name, arg := "", 0
	for _, r := range fact.Lookup(ResultName(fn)) {
		if r.Index != i {
			continue
		}
		for _, v := range r.Values {
			for j, p := range v {
				if !p.Hole || p.Kind != EscapedText.String() {
					continue
				}
				if p.Escaper == "" || name != "" && (p.Escaper != name || p.Arg != arg) || !sameComponent(v[:j]) {
					return "", nil
				}
				name, arg = p.Escaper, p.Arg
			}
		}
	}
	if name == "" || arg > len(call.Args) {
		return "", nil
	}
	return name, call.Args[arg-1]
}

// sameComponent reports whether pieces, the text a result writes before
// an escape, is constant text that starts no query or fragment.
func sameComponent(pieces []facts.ResultPiece) bool {
	for _, p := range pieces {
		if p.Hole || strings.ContainsAny(p.Text, "?#") {
			return false
		}
	}
	return true
}
