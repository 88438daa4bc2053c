package flow

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/urlvet/urlvet/analyzer/internal/facts"
)

// FormatResult reports whether result i of the function declared by d
// formats one of its parameters: the body is the one statement
//
//	return prefix + fmt.Sprintf(p, args...)
//
// (prefix optional) with p a parameter the function never assigns. It
// returns 1 + p's index (0 when the shape is another) and prefix (nil
// when there is none). Such a function makes its callers' constant
// templates URL text (facts.ResultValues.Format).
func (cl *CallFlow) FormatResult(d *ast.FuncDecl, sig *types.Signature, i int) (format int, prefix ast.Expr) {
	if i != 0 || sig.Results().Len() != 1 || d.Body == nil || len(d.Body.List) != 1 {
		return 0, nil
	}
	ret, ok := d.Body.List[0].(*ast.ReturnStmt)
	if !ok || len(ret.Results) != 1 {
		return 0, nil
	}
	e := ast.Unparen(ret.Results[0])
	if b, ok := e.(*ast.BinaryExpr); ok && b.Op == token.ADD {
		prefix, e = b.X, ast.Unparen(b.Y)
	}
	call, ok := e.(*ast.CallExpr)
	if !ok || len(call.Args) == 0 || !IsSprintf(cl.f.Info, call) {
		return 0, nil
	}
	v := cl.unassigned(call.Args[0])
	if v == nil {
		return 0, nil
	}
	for j := 0; j < sig.Params().Len(); j++ {
		if sig.Params().At(j) == v && !(sig.Variadic() && j == sig.Params().Len()-1) {
			return j + 1, prefix
		}
	}
	return 0, nil
}

// formattedResult resolves a call of fn, of another package, whose result
// r formats argument r.Format-1 (see FormatResult): each value of r, then
// the constant runs of each format the call passes, a hole for each verb.
func (cl *CallFlow) formattedResult(r facts.ResultValues, fn *types.Func, call *ast.CallExpr, shift int, sc scope) ([]Value, Reason) {
	j := r.Format - 1 + shift
	if j >= len(call.Args) || spread(call, j) {
		return nil, ReasonCall
	}
	formats, why := cl.f.resolve(call.Args[j], sc.deeper())
	if why != "" || len(formats) == 0 {
		return nil, ReasonFormat
	}
	out := make([]Value, 0, len(r.Values)*len(formats))
	for _, prefix := range r.Values {
		var pv Value
		for _, p := range prefix {
			if p.Hole {
				pv = append(pv, Piece{Hole: true, Use: call, Why: Reason(p.Why)})
			} else {
				pv = append(pv, Piece{Text: p.Text, Use: call, Decl: fn.Pos()})
			}
		}
		for _, fv := range formats {
			v := append(Value(nil), pv...)
			for _, p := range fv {
				if p.Hole {
					v = append(v, p)
					continue
				}
				v = append(v, SplitFormat(p)...)
			}
			out = append(out, v)
		}
	}
	return out, ""
}
