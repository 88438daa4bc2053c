package analyzer

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// valuesEscapedCheck reports text escaped before it is given to a
// url.Values that is then encoded (q.Set("arn", url.QueryEscape(arn)), or
// a url.Values literal, later q.Encode()): Encode escapes every key and value itself, so the
// escape's '%' is escaped again and the server, which decodes once, gets
// "arn%3Aaws" for "arn:aws". A url.Values the function only reads back, or
// joins by hand, is not reported: there the escape is the only one.
type valuesEscapedCheck struct{}

func (valuesEscapedCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckEscaper} }

func (valuesEscapedCheck) checkCall(r *pkgAnalysis, c *sinkCall) {
	if len(c.Call.Args) != 1 || c.Fn == nil || c.Fn.Body == nil {
		return
	}
	esc, name := r.escapes.valueEscaper(c.Call)
	if esc == nil || !r.enabledAt(rfc.CheckEscaper, esc) {
		return
	}
	into, values := r.escapes.valuesOf(esc)
	if values == nil {
		return
	}
	enc := r.escapes.localEncoded(values, c.Fn.Body)
	if x, ok := ast.Unparen(values).(*ast.CallExpr); ok {
		enc = x // url.Values{...}.Encode()
	}
	if enc == nil {
		return
	}
	d := analysis.Diagnostic{Pos: esc.Pos(), End: esc.End(), Category: string(rfc.CheckEscaper),
		Message: "url." + name + " of a value given to " + into + ", whose Encode escapes it again: its '%' is sent as %25 and the server gets the escape, not the text (\"a:b\" arrives as \"a%3Ab\"); give the text as it is",
		Related: []analysis.RelatedInformation{{Pos: enc.Pos(), End: enc.End(), Message: encodedWhere(enc)}}}
	d.SuggestedFixes = removeEscaper(esc, name)
	r.out.add(finding{Diagnostic: d, at: esc.Pos(), alone: true})
}

// valuesOf returns, for esc, an escaper call written as a value of a
// url.Values, what it is given to (url.Values.Set or Add, or a
// url.Values literal) and the url.Values: the receiver of q.Set(k, esc),
// the variable a literal url.Values{k: {esc}} is assigned to, or the
// call of its Encode method; nil for another place.
func (r *escaping) valuesOf(esc *ast.CallExpr) (string, ast.Expr) {
	info := r.pass.TypesInfo
	parents := r.flow.Control.Parents(esc)
	if len(parents) == 0 {
		return "", nil
	}
	if call, ok := parents[0].(*ast.CallExpr); ok && len(call.Args) == 2 && call.Args[1] == ast.Expr(esc) {
		fn, ok := typeutilCallee(info, call).(*types.Func)
		sel, isSel := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if ok && isSel && (funcKeyOf(fn) == "net/url.Values.Set" || funcKeyOf(fn) == "net/url.Values.Add") {
			return "url.Values." + fn.Name(), sel.X
		}
		return "", nil
	}
	// url.Values{"k": {esc}}: the []string literal, the key's pair, the
	// url.Values literal.
	if len(parents) < 4 {
		return "", nil
	}
	elems, ok1 := parents[0].(*ast.CompositeLit)
	kv, ok2 := parents[1].(*ast.KeyValueExpr)
	lit, ok3 := parents[2].(*ast.CompositeLit)
	if !ok1 || !ok2 || !ok3 || kv.Value != ast.Expr(elems) || !typesx.IsNamed(info.TypeOf(lit), "net/url", "Values", false) {
		return "", nil
	}
	switch p := parents[3].(type) {
	case *ast.AssignStmt:
		if len(p.Lhs) == 1 && len(p.Rhs) == 1 {
			return "a url.Values literal", p.Lhs[0]
		}
	case *ast.ValueSpec:
		if len(p.Names) == 1 && len(p.Values) == 1 {
			return "a url.Values literal", p.Names[0]
		}
	case *ast.SelectorExpr:
		if len(parents) > 4 && p.Sel.Name == "Encode" {
			if call, ok := parents[4].(*ast.CallExpr); ok && call.Fun == ast.Expr(p) {
				return "a url.Values literal", call
			}
		}
	}
	return "", nil
}

// localEncoded returns where the url.Values that e, a local variable or a
// parameter of the function of body, holds is encoded (valuesEncoded);
// nil for another e.
func (r *escaping) localEncoded(e ast.Expr, body *ast.BlockStmt) ast.Node {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil
	}
	info := r.pass.TypesInfo
	v, isVar := info.Uses[id].(*types.Var)
	if !isVar {
		v, isVar = info.Defs[id].(*types.Var)
	}
	if !isVar || v.Pkg() != r.pass.Pkg || v.Parent() == r.pass.Pkg.Scope() {
		return nil
	}
	return r.valuesEncoded(v, body, 0)
}

// valueEscaper returns the call of url.QueryEscape or url.PathEscape that
// e is, and the escaper's name, when its argument can hold text the
// escaper changes (not digits or unreserved characters alone).
func (r *escaping) valueEscaper(e ast.Expr) (*ast.CallExpr, string) {
	esc := r.escaperCall(flow.Piece{Use: e})
	if esc.call == nil || esc.via != "" {
		return nil, ""
	}
	if _, plain := r.charset(esc.arg, 0); plain {
		return nil, ""
	}
	return esc.call, esc.name
}

// valuesEncoded returns where the url.Values in v, a local variable or a
// parameter of the function of body, is encoded: a call of its Encode
// method in body, or v handed to a function that encodes it (a function
// of the package whose parameter is so encoded, http.PostForm); nil if
// none is found.
func (r *escaping) valuesEncoded(v *types.Var, body *ast.BlockStmt, depth int) ast.Node {
	if depth > 3 || body == nil {
		return nil
	}
	info := r.pass.TypesInfo
	var found ast.Node
	ast.PreorderStack(body, nil, func(n ast.Node, stack []ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if found != nil || !ok || info.Uses[id] != v || len(stack) == 0 {
			return found == nil
		}
		switch p := stack[len(stack)-1].(type) {
		case *ast.SelectorExpr:
			if call, ok := grandparent(stack).(*ast.CallExpr); ok && call.Fun == ast.Expr(p) && p.Sel.Name == "Encode" {
				if fn, ok := typeutilCallee(info, call).(*types.Func); ok && funcKeyOf(fn) == "net/url.Values.Encode" {
					found = call
				}
			}
		case *ast.CallExpr:
			i := -1
			for k, a := range p.Args {
				if ast.Unparen(a) == ast.Expr(id) {
					i = k
				}
			}
			fn, ok := typeutil.Callee(info, p).(*types.Func) // generic functions too
			if i < 0 || !ok || p.Ellipsis.IsValid() {
				break
			}
			switch key := funcKeyOf(fn); {
			case key == "net/http.PostForm" || key == "net/http.Client.PostForm":
				found = p
			case fn.Pkg() == r.pass.Pkg:
				d := r.flow.Calls.Decl(fn.Origin())
				sig := fn.Origin().Signature()
				if d == nil || d.Body == nil || i >= sig.Params().Len() || sig.Variadic() && i >= sig.Params().Len()-1 {
					break
				}
				if r.valuesEncoded(sig.Params().At(i), d.Body, depth+1) != nil {
					found = p
				}
			}
		}
		return found == nil
	})
	return found
}

// encodedWhere says what enc, the node valuesEncoded found, does.
func encodedWhere(enc ast.Node) string {
	if call, ok := enc.(*ast.CallExpr); ok {
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && sel.Sel.Name == "Encode" {
			return "encoded here"
		}
	}
	return "handed here to a function that encodes it"
}

// userinfoEscapedCheck reports text escaped before it is given to
// url.User or url.UserPassword (directly, or through a local variable
// assigned that escape alone): a Userinfo holds decoded text, which a
// URL's String() escapes itself, so the escape's '%' is escaped again
// and the server decodes the escape, not the password ("a;b" arrives as
// "a%3Bb"); Username() and Password() give the escape back too.
type userinfoEscapedCheck struct{}

func (userinfoEscapedCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckEscaper} }

func (userinfoEscapedCheck) checkCall(r *pkgAnalysis, c *sinkCall) {
	fn, _ := typeutilCallee(r.pass.TypesInfo, c.Call).(*types.Func)
	if fn == nil {
		return
	}
	switch funcKeyOf(fn) {
	case "net/url.User", "net/url.UserPassword":
	default:
		return
	}
	for _, arg := range c.Call.Args {
		esc, name := r.escapes.valueEscaper(r.escapes.onlyAssigned(arg))
		if esc == nil || !r.enabledAt(rfc.CheckEscaper, esc) {
			continue
		}
		d := analysis.Diagnostic{Pos: esc.Pos(), End: esc.End(), Category: string(rfc.CheckEscaper),
			Message: "url." + name + " of a value given to url." + fn.Name() + ", which holds decoded text and is escaped again when the URL is written: its '%' is sent as %25 and the server gets the escape, not the text (\"a;b\" arrives as \"a%3Bb\"); give the text as it is"}
		if esc != ast.Unparen(arg) {
			// Through a variable, which other code may read: no fix.
			d.Related = []analysis.RelatedInformation{{Pos: arg.Pos(), End: arg.End(), Message: "given to url." + fn.Name() + " here"}}
			r.out.add(finding{Diagnostic: d, at: esc.Pos(), alone: true})
			continue
		}
		d.SuggestedFixes = removeEscaper(esc, name)
		r.out.add(finding{Diagnostic: d, at: esc.Pos(), alone: true})
	}
}

// onlyAssigned returns the expression a local variable e reads was
// assigned, where that is its one assignment; e itself otherwise.
func (r *escaping) onlyAssigned(e ast.Expr) ast.Expr {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return e
	}
	v, ok := r.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.Pkg() != r.pass.Pkg || v.Parent() == r.pass.Pkg.Scope() || typesx.IsParam(v) {
		return e
	}
	vi := r.flow.VarInfo(v)
	if vi == nil || vi.Opaque() || len(vi.Rhs) != 1 {
		return e
	}
	return vi.Rhs[0]
}

// removeEscaper is the fix that unwraps esc, a call of url.<name>, to its
// argument.
func removeEscaper(esc *ast.CallExpr, name string) []analysis.SuggestedFix {
	return []analysis.SuggestedFix{{
		Message: "Remove url." + name,
		TextEdits: []analysis.TextEdit{
			{Pos: esc.Pos(), End: esc.Args[0].Pos()},
			{Pos: esc.Args[0].End(), End: esc.End()},
		},
	}}
}
