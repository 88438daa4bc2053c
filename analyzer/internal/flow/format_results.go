package flow

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/urlvet/urlvet/analyzer/internal/facts"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"golang.org/x/tools/go/types/typeutil"
)

// FormatResult reports whether result i of the function declared by d
// formats its callers' format with their arguments, as a printf wrapper
// does (see FormatParam): its last statement is its one return, of
//
//	prefix + fmt.Sprintf(tmpl, args...)
//
// (prefix optional), or of a local variable declared with such a value
// and never assigned again, or of b.String() of a local strings.Builder
// whose last write is fmt.Fprintf(&b, tmpl, args...) after WriteString
// calls (see builderFormat), with tmpl and args its last two parameters,
// never assigned. It returns 1 + tmpl's index (0 when the shape is
// another) and the expressions whose text comes before the formatted
// text, in order (none when there is none). Such a function makes its
// callers' constant templates URL text, each verb a hole for the
// argument it formats (facts.ResultValues.Format).
func (cl *CallFlow) FormatResult(d *ast.FuncDecl, sig *types.Signature, i int) (format int, prefix []ast.Expr) {
	if i != 0 || sig.Results().Len() != 1 || d.Body == nil || len(d.Body.List) == 0 {
		return 0, nil
	}
	ret, ok := d.Body.List[len(d.Body.List)-1].(*ast.ReturnStmt)
	if !ok || len(ret.Results) != 1 || sig.Params().Len() < 2 || !sig.Variadic() {
		return 0, nil
	}
	index, prefix, ok := cl.builderFormat(d.Body, sig, ret.Results[0])
	if !ok {
		var p ast.Expr
		index, p, ok = cl.formatParam(sig, ret.Results[0], false)
		if p != nil {
			prefix = []ast.Expr{p}
		}
	}
	// The one return: the shape is tested first, as most functions
	// have another.
	if !ok || len(cl.returnsOf(d.Body)) != 1 {
		return 0, nil
	}
	return index + 1, prefix
}

// builderFormat reports whether e, the value body returns, is b.String()
// of a strings.Builder b declared in body (var b strings.Builder) whose
// every use is a statement of body itself, not nested: b.WriteString(x)
// or b.Grow(n), then one fmt.Fprintf(&b, tmpl, args...) with tmpl and args
// the last two parameters of sig (formatArgs), then the return. It
// returns the format's index and the arguments of the WriteString calls.
func (cl *CallFlow) builderFormat(body *ast.BlockStmt, sig *types.Signature, e ast.Expr) (index int, prefix []ast.Expr, ok bool) {
	str, isCall := ast.Unparen(e).(*ast.CallExpr)
	if !isCall || len(str.Args) != 0 {
		return 0, nil, false
	}
	sel, isSel := ast.Unparen(str.Fun).(*ast.SelectorExpr)
	if !isSel || sel.Sel.Name != "String" {
		return 0, nil, false
	}
	id, isID := ast.Unparen(sel.X).(*ast.Ident)
	if !isID {
		return 0, nil, false
	}
	b, isVar := cl.f.Info.Uses[id].(*types.Var)
	if !isVar || b.Pkg() != cl.f.Pkg || b.IsField() || typesx.IsParam(b) || !typesx.IsNamed(b.Type(), "strings", "Builder", false) {
		return 0, nil, false
	}
	uses := func(n ast.Node) bool {
		found := false
		ast.Inspect(n, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && (cl.f.Info.Uses[id] == b || cl.f.Info.Defs[id] == b) {
				found = true
			}
			return !found
		})
		return found
	}
	formatted, declared := false, false
	for _, s := range body.List[:len(body.List)-1] {
		if !uses(s) {
			continue
		}
		switch s := s.(type) {
		case *ast.DeclStmt:
			g, ok := s.Decl.(*ast.GenDecl)
			if !ok || len(g.Specs) != 1 || declared {
				return 0, nil, false
			}
			vs, ok := g.Specs[0].(*ast.ValueSpec)
			if !ok || len(vs.Names) != 1 || len(vs.Values) != 0 || cl.f.Info.Defs[vs.Names[0]] != b {
				return 0, nil, false
			}
			declared = true
			continue
		case *ast.ExprStmt:
			c, ok := ast.Unparen(s.X).(*ast.CallExpr)
			if !ok || !declared || formatted {
				return 0, nil, false
			}
			if m, ok := ast.Unparen(c.Fun).(*ast.SelectorExpr); ok && typesx.IsIdentOf(cl.f.Info, m.X, b) {
				switch {
				case m.Sel.Name == "WriteString" && len(c.Args) == 1 && !uses(c.Args[0]):
					prefix = append(prefix, c.Args[0])
				case m.Sel.Name == "Grow" && len(c.Args) == 1 && !uses(c.Args[0]):
				default:
					return 0, nil, false
				}
				continue
			}
			fn, ok := typeutil.Callee(cl.f.Info, c).(*types.Func)
			if !ok || !FuncOfObj(fn).FormatsTo || len(c.Args) != 3 || !c.Ellipsis.IsValid() {
				return 0, nil, false
			}
			if u, ok := ast.Unparen(c.Args[0]).(*ast.UnaryExpr); !ok || u.Op != token.AND || !typesx.IsIdentOf(cl.f.Info, u.X, b) {
				return 0, nil, false
			}
			index, ok = cl.formatArgs(sig, c.Args[1], c.Args[2])
			if !ok {
				return 0, nil, false
			}
			formatted = true
			continue
		}
		return 0, nil, false
	}
	return index, prefix, formatted
}

// formattedResult resolves a call of fn, of another package, whose result
// r formats argument r.Format-1 (see FormatResult): each value of r, then
// the constant runs of each format the call passes, a hole for each verb.
func (cl *CallFlow) formattedResult(r facts.ResultValues, fn *types.Func, call *ast.CallExpr, shift int, sc scope) ([]Value, Reason) {
	j := r.Format - 1 + shift
	if j >= len(call.Args) || spread(call, j) {
		return nil, ReasonCall
	}
	formats, why := cl.f.Formats.format(call, j, sc)
	if why != "" || len(formats) == 0 {
		return nil, ReasonFormat
	}
	prefixes := make([]Value, 0, len(r.Values))
	for _, prefix := range r.Values {
		var pv Value
		for _, p := range prefix {
			if p.Hole {
				pv = append(pv, Piece{Hole: true, Use: call, Why: Reason(p.Why), Kind: holeKind(p.Kind), Runs: p.Runs})
			} else {
				pv = append(pv, Piece{Text: p.Text, Use: call, Decl: fn.Pos()})
			}
		}
		prefixes = append(prefixes, pv)
	}
	return Concat(prefixes, formats), ""
}

// formatsResult reports whether call is a call of a function, not a
// method expression, whose result formats its callers' format with their
// arguments (FormatResult in this package, facts.ResultValues.Format in
// another): 1 + the format's index among call's arguments, 0 when it is
// not one, and whether the result puts text before the format's.
func (cl *CallFlow) formatsResult(call *ast.CallExpr) (format int, prefixed bool) {
	fn, ok := typeutil.Callee(cl.f.Info, call).(*types.Func)
	if !ok || fn.Pkg() == nil {
		return 0, false
	}
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		if s, ok := cl.f.Info.Selections[sel]; ok && s.Kind() == types.MethodExpr {
			return 0, false
		}
	}
	fn = fn.Origin()
	if fn.Pkg() == cl.f.Pkg {
		d := cl.Decl(fn)
		if d == nil {
			return 0, false
		}
		format, prefix := cl.FormatResult(d, fn.Signature(), 0)
		return format, len(prefix) > 0
	}
	if cl.facts == nil {
		return 0, false
	}
	var fact facts.ResultsFact
	if !cl.facts.ImportPackageFact(fn.Pkg(), &fact) {
		return 0, false
	}
	for _, r := range fact.Lookup(ResultName(fn)) {
		if r.Index == 0 && r.Format > 0 {
			return r.Format, len(r.Values) != 1 || len(r.Values[0]) > 0
		}
	}
	return 0, false
}
