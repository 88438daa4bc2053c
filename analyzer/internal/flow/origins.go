package flow

import (
	"go/ast"
	"go/types"
	"slices"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"

	"golang.org/x/tools/go/types/typeutil"
)

// Origins tells where text value flow does not follow comes from, so
// that a hole says why it is unknown: input a program receives at run
// time (input.go, command_args.go), a decoded body or a stream
// (origins.go), a url.URL's fields and methods (url.go), a value only
// shown (display.go).
type Origins struct {
	f *Flow
}

// Functions whose text value flow cannot see into, but whose origin is
// known by their meaning: what every value they return is, whoever calls
// them. A site reading one is unresolved with that reason.

// resultOrigin returns, for a function, the origin of its string
// result: "input" for text a program receives at run time, "decoded" for
// data parsed from it.
func resultOrigin(fn *types.Func) Reason {
	return Reason(FuncOfObj(fn).Origin)
}

// responseHeader reports whether call reads a header of an HTTP response
// (resp.Header.Get(k)): text of the reply of a service the program
// chose, such as a request ID, and not input from whoever sends it
// requests; it counts as decoded data, as a reply's JSON body does. The
// header may come through the package's own code: a local variable or a
// parameter (each call of its function passing one) of such headers, or
// a function of the package that returns them (headers, err :=
// postAndGetHeaders(...); transferID(headers)).
func (og *Origins) responseHeader(call *ast.CallExpr) bool {
	get, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	return ok && og.replyHeader(get.X, 0)
}

// builtValues reports whether call, a method of url.Values, reads one
// its function builds itself: a local variable every assignment of which
// is make(url.Values) or a literal, which holds what the program stores
// in it (values := url.Values{}; encoder.Encode(req, values)), text value
// flow does not follow, and not a query the program received (r.URL.Query(),
// url.ParseQuery's, a parameter's). One the function stores input in
// (an element of the literal, Set or Add given input, an index assigned)
// holds input.
func (og *Origins) builtValues(call *ast.CallExpr, sc scope) bool {
	get, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	info := og.f.Info
	id, ok := ast.Unparen(get.X).(*ast.Ident)
	if !ok || !typesx.IsNamed(info.TypeOf(id), "net/url", "Values", false) {
		return false
	}
	v := typesx.LocalVar(info, og.f.Pkg, id)
	if v == nil || typesx.IsParam(v) {
		return false
	}
	vi := og.f.VarInfo(v)
	if vi == nil || vi.Opaque() || len(vi.Rhs) == 0 {
		return false
	}
	var stored []ast.Expr
	for _, rhs := range vi.Rhs {
		switch e := ast.Unparen(rhs).(type) {
		case *ast.CompositeLit:
			for _, elt := range e.Elts {
				if kv, ok := elt.(*ast.KeyValueExpr); ok {
					elt = kv.Value
				}
				list, ok := ast.Unparen(elt).(*ast.CompositeLit)
				if !ok {
					return false
				}
				stored = append(stored, list.Elts...)
			}
		case *ast.CallExpr:
			fn, ok := ast.Unparen(e.Fun).(*ast.Ident)
			if b, isBuiltin := info.Uses[fn].(*types.Builtin); !ok || !isBuiltin || b.Name() != "make" {
				return false
			}
		default:
			return false
		}
	}
	decl := og.f.Control.FuncDeclAt(call.Pos())
	if decl == nil || decl.Body == nil {
		return false
	}
	indexed := false
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, lhs := range n.Lhs {
				if ix, ok := ast.Unparen(lhs).(*ast.IndexExpr); ok && typesx.IsIdentOf(info, ix.X, v) {
					indexed = true
				}
			}
		case *ast.CallExpr:
			if sel, ok := ast.Unparen(n.Fun).(*ast.SelectorExpr); ok && typesx.IsIdentOf(info, sel.X, v) && (sel.Sel.Name == "Set" || sel.Sel.Name == "Add") && len(n.Args) == 2 {
				stored = append(stored, n.Args[1])
			}
		}
		return !indexed
	})
	if indexed {
		return false
	}
	for _, x := range stored {
		vals, why := og.f.resolve(x, sc.deeper())
		if why == ReasonInput || holesReason(vals) == ReasonInput {
			return false
		}
	}
	return true
}

// maxHeaderHops bounds the variables, calls and returns replyHeader
// follows from a header to the response it is read from.
const maxHeaderHops = 4

// replyHeader reports whether every value x can hold is the Header of an
// http.Response (responseHeader).
func (og *Origins) replyHeader(x ast.Expr, hops int) bool {
	if hops > maxHeaderHops {
		return false
	}
	info := og.f.Info
	switch e := ast.Unparen(x).(type) {
	case *ast.SelectorExpr:
		return e.Sel.Name == "Header" && (typesx.IsNamed(info.TypeOf(e.X), "net/http", "Response", true) || typesx.IsNamed(info.TypeOf(e.X), "net/http", "Response", false))
	case *ast.CallExpr:
		return og.returnsReplyHeader(e, 0, hops+1)
	case *ast.Ident:
		v, ok := info.Uses[e].(*types.Var)
		if !ok || v.Pkg() != og.f.Pkg || v.IsField() || v.Parent() == og.f.Pkg.Scope() || !typesx.IsNamed(v.Type(), "net/http", "Header", false) {
			return false
		}
		vi := og.f.VarInfo(v)
		if typesx.IsParam(v) {
			// A parameter the function never assigns has no VarInfo.
			return (vi == nil || len(vi.Rhs) == 0 && !vi.Opaque()) && og.passedReplyHeader(v, hops+1)
		}
		if vi == nil || vi.Escapes {
			return false
		}
		srcs := 0
		for _, rhs := range vi.Rhs {
			if !og.replyHeader(rhs, hops+1) {
				return false
			}
			srcs++
		}
		for call, i := range vi.Tuple() {
			if !og.returnsReplyHeader(call, i, hops+1) {
				return false
			}
			srcs++
		}
		return srcs > 0
	}
	return false
}

// passedReplyHeader reports whether v, a parameter of a function
// declaration of the package, is given a response's header by every call
// of the function, all of them in the package.
func (og *Origins) passedReplyHeader(v *types.Var, hops int) bool {
	if og.f.Params == nil {
		return false
	}
	decl := og.f.Control.FuncDeclAt(v.Pos())
	if decl == nil {
		return false
	}
	index, ok := paramIndexOf(og.f.Info, decl, v)
	if !ok {
		return false
	}
	calls, ok := og.f.Params.visibleCalls(og.f, decl)
	if !ok || len(calls) == 0 || len(calls) > maxParamCalls {
		return false
	}
	for _, call := range calls {
		if index >= len(call.Args) || spread(call, index) || !og.replyHeader(call.Args[index], hops) {
			return false
		}
	}
	return true
}

// returnsReplyHeader reports whether result i of call, a call of a
// function of the package, is a response's header wherever it returns
// one (return nil, err gives none).
func (og *Origins) returnsReplyHeader(call *ast.CallExpr, i, hops int) bool {
	fn, ok := typeutil.Callee(og.f.Info, call).(*types.Func)
	if !ok || og.f.Calls == nil || fn.Pkg() != og.f.Pkg {
		return false
	}
	decl := og.f.Calls.Decl(fn.Origin())
	if decl == nil || decl.Body == nil {
		return false
	}
	n := fn.Signature().Results().Len()
	found := false
	for _, ret := range og.f.Calls.returnsOf(decl.Body) {
		if len(ret.Results) != n {
			return false // a bare return, or a call's results
		}
		r := ast.Unparen(ret.Results[i])
		if typesx.IsNil(r) {
			continue
		}
		if !og.replyHeader(r, hops) {
			return false
		}
		found = true
	}
	return found
}

// streamText reports whether fn returns text a bufio.Scanner or
// bufio.Reader reads from its reader, and the reason for that text:
// "input", unless the reader reads text value flow knows
// (strings.NewReader of a constant), which is then not followed.
func (og *Origins) streamText(fn *types.Func, call *ast.CallExpr, sc scope) (Reason, bool) {
	if !sinks.FuncOfObj(fn).Scanned { // a row of sinks: value flow evaluates no reader
		return "", false
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return "", false
	}
	if og.readsKnownText(sel.X, sc) {
		return ReasonCall, true
	}
	return ReasonInput, true
}

// readsKnownText reports whether x, a scanner or reader, may read text of
// the program's own: made by a bufio constructor from a reader of text
// (strings.NewReader(s), bytes.NewBufferString(s)) that holds a constant,
// directly or through a local variable. A reader value flow cannot place
// is taken as reading the program's input.
func (og *Origins) readsKnownText(x ast.Expr, sc scope) bool {
	var srcs []ast.Expr
	switch e := ast.Unparen(x).(type) {
	case *ast.Ident:
		v, ok := og.f.Info.Uses[e].(*types.Var)
		if !ok || v.Pkg() != og.f.Pkg || typesx.IsParam(v) || v.IsField() || v.Parent() == og.f.Pkg.Scope() {
			return false
		}
		vi := og.f.VarInfo(v)
		if vi == nil {
			return false
		}
		srcs = vi.Rhs
	case *ast.CallExpr:
		srcs = []ast.Expr{e}
	}
	for _, src := range srcs {
		call, ok := ast.Unparen(src).(*ast.CallExpr)
		if !ok || len(call.Args) == 0 {
			continue
		}
		fn, ok := typeutil.Callee(og.f.Info, call).(*types.Func)
		if !ok {
			continue
		}
		switch k := FuncOfObj(fn); {
		case k.Scanner:
			if og.readsKnownText(call.Args[0], sc) {
				return true
			}
		case k.Reader:
			if og.f.Fields.holdsConstant(call.Args[0]) {
				return true
			}
			vals, _ := og.f.resolve(call.Args[0], sc.top())
			if slices.ContainsFunc(vals, hasText) {
				return true
			}
		}
	}
	return false
}

// elemOrigin returns, for a function returning a []string,
// the origin of its elements.
func elemOrigin(fn *types.Func) Reason {
	return Reason(FuncOfObj(fn).ElemOrigin)
}

// InputCall reports whether fn returns text a program receives at run
// time, or data parsed from it.
func InputCall(fn *types.Func) bool {
	return resultOrigin(fn) != ""
}

// isPartsOfText reports the functions whose result's elements are parts of
// their first argument (of the argument after the receiver, for a
// regexp's methods): split, or matched by a pattern.
func isPartsOfText(fn *types.Func) bool {
	return FuncOfObj(fn).Parts
}

// callElems is the reason the elements of the result of call, a slice,
// are not followed: the origin of the elements of a function that
// elemOrigin knows; that of the text whose parts they are (see
// isPartsOfText, partReason); "call" otherwise.
func (og *Origins) callElems(call *ast.CallExpr, sc scope) Reason {
	fn, ok := typeutil.Callee(og.f.Info, call).(*types.Func)
	if !ok {
		return ReasonCall
	}
	if why := elemOrigin(fn); why != "" {
		return why
	}
	if !isPartsOfText(fn) || len(call.Args) == 0 || !typesx.IsString(og.f.Info.TypeOf(call.Args[0])) {
		return ReasonCall
	}
	return og.partReason(call.Args[0], sc)
}

// isPartOfResult reports the functions whose string results are parts of
// their first argument.
func isPartOfResult(fn *types.Func) bool {
	return FuncOfObj(fn).Part
}

// partResult returns the reason result i of a call of fn is not followed
// when it is a part of the call's first argument (see isPartOfResult).
func (og *Origins) partResult(fn *types.Func, call *ast.CallExpr, i int, sc scope) (Reason, bool) {
	sig := fn.Signature()
	if !isPartOfResult(fn) || len(call.Args) == 0 || i >= sig.Results().Len() || !typesx.IsString(sig.Results().At(i).Type()) {
		return "", false
	}
	return og.partReason(call.Args[0], sc), true
}

// partReason is the reason of a part of e's text: e's own when every
// value of e is of a known origin (a part of input is input, one of url
// text is url text) or a parameter (which a call of its function may
// bind); "call" otherwise, a part of a constant included.
func (og *Origins) partReason(e ast.Expr, sc scope) Reason {
	vals, why := og.f.resolve(e, sc.deeper())
	if why == "" {
		why = holesReason(vals)
	}
	if why == ReasonParameter || OriginReason(why) != "" {
		return why
	}
	return ReasonCall
}
