package flow

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// FormatParam reports whether e, the argument of a sink call in fn, is
// the text fn formats from its last two parameters, a format and the
// arguments it formats (see FormatArgs):
//
//	fmt.Sprintf(tmpl, args...)
//	prefix + fmt.Sprintf(tmpl, args...)
//
// or a local variable declared with such a value and never assigned
// again (u := fmt.Sprintf(tmpl, args...); http.Get(c.base + u)), or a
// call of a function whose result formats its callers' format
// (FormatResult, facts.ResultValues.Format) given tmpl and args...:
// c.URLf(tmpl, args...). The formatted text must end the argument: text
// after it would be checked at the callers as if it were not there. It
// returns the format's index and the prefix, nil when there is none (for
// a function's result, its call when the result has one).
func (cl *CallFlow) FormatParam(fn *FuncNode, e ast.Expr) (index int, prefix ast.Expr, ok bool) {
	if fn.Obj == nil {
		return 0, nil, false
	}
	sig, isSig := fn.Obj.Type().Underlying().(*types.Signature)
	if !isSig {
		return 0, nil, false
	}
	return cl.formatParam(sig, e, true)
}

// formatParam is FormatParam for a function of signature sig; calls of
// functions that format are followed when results is set.
func (cl *CallFlow) formatParam(sig *types.Signature, e ast.Expr, results bool) (index int, prefix ast.Expr, ok bool) {
	// The locals followed are read from their declarations; that each
	// is never assigned again is checked once the text is found to
	// format: most sink arguments are locals declared with other calls,
	// whose functions' assignments then need no index.
	var locals []declared
	for depth := 0; depth <= MaxDepth; depth++ {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			w, ok := cl.f.Info.Uses[x].(*types.Var)
			if !ok || w.Pkg() != cl.f.Pkg || w.IsField() || typesx.IsParam(w) || w.Parent() == cl.f.Pkg.Scope() {
				return 0, nil, false
			}
			value := cl.f.vars.declaredWith(w)
			if value == nil {
				return 0, nil, false
			}
			locals = append(locals, declared{w, value})
			e = value
		case *ast.BinaryExpr:
			if x.Op != token.ADD {
				return 0, nil, false
			}
			if prefix == nil {
				prefix = x.X
			}
			e = x.Y
		case *ast.CallExpr:
			if !x.Ellipsis.IsValid() || len(x.Args) < 2 {
				return 0, nil, false
			}
			if IsSprintf(cl.f.Info, x) {
				if len(x.Args) != 2 {
					return 0, nil, false
				}
				index, ok = cl.formatArgs(sig, x.Args[0], x.Args[1])
				return index, prefix, ok && cl.onlyDeclared(locals)
			}
			format, prefixed := cl.formatsResult(x)
			if !results || format != len(x.Args)-1 {
				return 0, nil, false
			}
			if prefixed && prefix == nil {
				prefix = x
			}
			index, ok = cl.formatArgs(sig, x.Args[format-1], x.Args[format])
			return index, prefix, ok && cl.onlyDeclared(locals)
		default:
			return 0, nil, false
		}
	}
	return 0, nil, false
}

// A declared is a local variable and the value it is declared with.
type declared struct {
	v     *types.Var
	value ast.Expr
}

// onlyDeclared reports whether each of locals is assigned only the value
// it is declared with.
func (cl *CallFlow) onlyDeclared(locals []declared) bool {
	for _, l := range locals {
		vi := cl.f.VarInfo(l.v)
		if vi == nil || len(vi.Rhs) != 1 || vi.Opaque() || vi.Rhs[0] != l.value {
			return false
		}
	}
	return true
}

// FormatArgs reports whether format and args, the format and the last
// argument of a call that formats, written args..., are the last two
// parameters of fn, a string and the variadic arguments, neither ever
// assigned: fn formats its callers' format with their arguments, as a
// printf wrapper does. It returns the format's index.
func (cl *CallFlow) FormatArgs(fn *FuncNode, format, args ast.Expr) (int, bool) {
	if fn.Obj == nil {
		return 0, false
	}
	sig, ok := fn.Obj.Type().Underlying().(*types.Signature)
	if !ok {
		return 0, false
	}
	return cl.formatArgs(sig, format, args)
}

// formatArgs is FormatArgs for a function of signature sig.
func (cl *CallFlow) formatArgs(sig *types.Signature, format, args ast.Expr) (int, bool) {
	n := sig.Params().Len()
	if n < 2 || !sig.Variadic() {
		return 0, false
	}
	p, v := cl.unassigned(format), cl.unassigned(args)
	if p == nil || p != sig.Params().At(n-2) || v != sig.Params().At(n-1) {
		return 0, false
	}
	if b, ok := p.Type().(*types.Basic); !ok || b.Kind() != types.String {
		return 0, false // fmt.Sprintf(string(tmpl), ...) is another shape
	}
	return n - 2, true
}

// unassigned returns the variable e names when nothing assigns it.
func (cl *CallFlow) unassigned(e ast.Expr) *types.Var {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := cl.f.Info.Uses[id].(*types.Var)
	if !ok {
		return nil
	}
	if vi := cl.f.VarInfo(v); vi != nil && (len(vi.Rhs) > 0 || vi.Opaque()) {
		return nil
	}
	return v
}

// ResolveFormatSite resolves argument i of call, the format of a wrapper
// that formats it with the arguments after it and passes the text to a
// sink needing a (facts.WrappedParam.Format): the format's constant runs,
// with a hole for each verb, filled where its argument is known, as
// fmt.Sprintf's. A format not known has its own reason: a parameter of
// another wrapper is then checked at that one's callers.
func (p *ParamFlow) ResolveFormatSite(call *ast.CallExpr, i int, a sinks.Arg) ([]Value, Reason) {
	return p.atSite(call.Args[i], a, func(sc scope) ([]Value, Reason) {
		p.Flow.steps = 0 // as Resolve at depth 0 does
		return p.Flow.Formats.format(call, i, sc)
	})
}
