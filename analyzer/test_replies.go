package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// maxReplyHops bounds the variables, fields and calls replied follows
// back from a hole.
const maxReplyHops = 8

// ownText reports whether e, a hole the unescaped checks are about to
// report at the sink call at, both in test code, is text a test need not
// escape: the name of the running test where it needs no escaping
// (testNamed), or text the code under test made and the test sends back
// to it (replied), which breaks the round trip the test checks where it
// needed escaping. It runs only for a report, never for every hole.
func (r *testIntent) ownText(e ast.Expr, comp rfc.Component, at ast.Node) bool {
	if e == nil || !r.intent.InTestCode(at.Pos()) || !r.intent.InTestCode(e.Pos()) {
		return false
	}
	w := &ownWalk{testIntent: r}
	if w.testNamed(e, comp, 0) {
		return true
	}
	w.steps = 0
	return w.replied(e, 0)
}

// ownWalk is one walk of ownText back from a hole, with the expressions
// it has visited: a parameter fans out to every call of its function.
type ownWalk struct {
	*testIntent
	steps int
}

// maxOwnSteps bounds the expressions one walk visits.
const maxOwnSteps = 512

// step counts a visit, and reports whether the walk may go on.
func (r *ownWalk) step() bool {
	r.steps++
	return r.steps <= maxOwnSteps
}

// replied reports whether e, in test code, is text a server or handler
// the test exercises made: read from an HTTP response (its body, decoded
// or not, its headers, the URL of the request that reached the last
// redirect's target: resp.Request.URL.Query().Get("flow")), from a
// response recorder, from the bytes a call given an HTTP client returns
// (the body it fetched), from the redirect a client is about to follow
// (CheckRedirect's request) or from the request a handler of the test
// receives (a fake server's, sent by the code under test). It follows
// fields, elements, methods and conversions of such data, what a call
// makes of it (a parser's, a decoder's result), the parts string
// functions take of it (strings.TrimPrefix), local variables whose every
// assignment reaching the read is such data (and values decoded into them:
// json.Unmarshal(body, &v)), the variables of a range over it, and the
// results of functions of the package that return it alone. Text the
// test writes itself, read from a file or formatted (fmt.Sprintf of a
// reply and free text) is not: the test made it.
func (r *ownWalk) replied(e ast.Expr, depth int) bool {
	if depth > maxReplyHops || e == nil || !r.step() {
		return false
	}
	info := r.pass.TypesInfo
	e = ast.Unparen(e)
	if replyType(info.TypeOf(e)) {
		return true
	}
	switch e := e.(type) {
	case *ast.Ident:
		return r.repliedVar(e, depth)
	case *ast.SelectorExpr:
		if s, ok := info.Selections[e]; ok && s.Kind() == types.FieldVal {
			return r.replied(e.X, depth+1)
		}
	case *ast.IndexExpr:
		return r.replied(e.X, depth+1)
	case *ast.StarExpr:
		return r.replied(e.X, depth+1)
	case *ast.CallExpr:
		return r.repliedCall(e, depth)
	}
	return false
}

// replyType reports whether t is an HTTP response or a response
// recorder, or a pointer to one: what a server the test exercises sent.
func replyType(t types.Type) bool {
	if t == nil {
		return false
	}
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	return typesx.IsNamed(t, "net/http", "Response", false) || typesx.IsNamed(t, "net/http/httptest", "ResponseRecorder", false)
}

// repliedVar reports whether id, a variable of the package declared in
// a function, holds replied data (see replied).
func (r *ownWalk) repliedVar(id *ast.Ident, depth int) bool {
	info := r.pass.TypesInfo
	v := typesx.LocalVar(info, r.pass.Pkg, id)
	if v == nil {
		return false
	}
	if typesx.IsParam(v) {
		if r.servedRequest(v) {
			return true
		}
		sites, idx := r.resolve.passedSites(id)
		if len(sites) == 0 {
			return false
		}
		for _, site := range sites {
			if !r.replied(site.Call.Args[idx], depth+1) {
				return false
			}
		}
		return true
	}
	d := r.flow.Control.FuncDeclAt(v.Pos())
	if d == nil || d.Body == nil {
		return false
	}
	if x := rangedOver(d, v); x != nil {
		return r.replied(x, depth+1)
	}
	vi := r.flow.VarInfo(v)
	if vi == nil || len(vi.Adds) > 0 {
		return false
	}
	srcs := append([]ast.Expr(nil), vi.Rhs...)
	results := make(map[ast.Expr]int)
	for call, i := range vi.Tuple() {
		results[call] = i
		srcs = append(srcs, call)
	}
	// Only the assignments that reach this read: a test may reuse the
	// variable for a constant of its own (an unknown ID) in between.
	srcs = r.flow.Control.LiveAssignments(v, id, srcs)
	for _, x := range srcs {
		if i, ok := results[x]; ok && i != 0 && r.calleeBody(x.(*ast.CallExpr)) != nil {
			return false // returnsReplied reads first results alone
		}
	}
	if vi.Escapes {
		// Filled by a call given its address: what a decoder of replied
		// data decodes into it.
		fills, ok := r.addressTakers(d, v)
		if !ok {
			return false
		}
		srcs = append(srcs, fills...)
	}
	if len(srcs) == 0 {
		return false
	}
	for _, x := range srcs {
		if !r.replied(x, depth+1) {
			return false
		}
	}
	return true
}

// servedRequest reports whether v, a *http.Request parameter of a
// function in test code, is the request a handler receives (the function
// also takes an http.ResponseWriter) or the redirect a client is about
// to follow (a CheckRedirect function, which also takes the requests
// made so far): requests the code under test sent, or that the test's
// client makes of its replies.
func (r *ownWalk) servedRequest(v *types.Var) bool {
	if !typesx.IsNamed(v.Type(), "net/http", "Request", true) || !r.intent.InTestCode(v.Pos()) {
		return false
	}
	if vi := r.flow.VarInfo(v); vi != nil && (len(vi.Rhs) > 0 || vi.Opaque()) {
		return false
	}
	scope := v.Parent()
	for _, name := range scope.Names() {
		p, ok := scope.Lookup(name).(*types.Var)
		if !ok || !typesx.IsParam(p) {
			continue
		}
		if typesx.IsNamed(p.Type(), "net/http", "ResponseWriter", false) {
			return true
		}
		if s, ok := p.Type().(*types.Slice); ok && typesx.IsNamed(s.Elem(), "net/http", "Request", true) {
			return true
		}
	}
	return false
}

// rangedOver returns the expression a range statement of d ranges over
// when v is its key or value variable, or nil.
func rangedOver(d *ast.FuncDecl, v *types.Var) ast.Expr {
	var x ast.Expr
	ast.Inspect(d.Body, func(n ast.Node) bool {
		if x != nil {
			return false
		}
		rs, ok := n.(*ast.RangeStmt)
		if !ok || rs.Tok != token.DEFINE {
			return true
		}
		for _, kv := range []ast.Expr{rs.Key, rs.Value} {
			if id, ok := kv.(*ast.Ident); ok && id.Pos() == v.Pos() {
				x = rs.X
			}
		}
		return true
	})
	return x
}

// addressTakers returns the calls of d that take v's address (&v as an
// argument: json.Unmarshal(body, &v), dec.Decode(&v)), each with the
// argument or receiver that is not v's address as what fills it; ok is
// false when v's address is taken other than as a call's argument, or a
// call has nothing else to fill it from.
func (r *ownWalk) addressTakers(d *ast.FuncDecl, v *types.Var) (fills []ast.Expr, ok bool) {
	info := r.pass.TypesInfo
	ok = true
	args := make(map[ast.Expr]bool)
	ast.Inspect(d.Body, func(n ast.Node) bool {
		call, isCall := n.(*ast.CallExpr)
		if !isCall {
			return ok
		}
		for _, a := range call.Args {
			u, isAddr := ast.Unparen(a).(*ast.UnaryExpr)
			if !isAddr || u.Op != token.AND || !typesx.IsIdentOf(info, u.X, v) {
				continue
			}
			args[u] = true
			src := r.fillSource(call, a)
			if src == nil {
				ok = false
			}
			fills = append(fills, src)
		}
		return ok
	})
	if !ok {
		return nil, false
	}
	ast.Inspect(d.Body, func(n ast.Node) bool {
		if u, isAddr := n.(*ast.UnaryExpr); isAddr && u.Op == token.AND && typesx.IsIdentOf(info, u.X, v) && !args[u] {
			ok = false
		}
		return ok
	})
	return fills, ok && len(fills) > 0
}

// fillSource returns what call, given dst (&v), fills it from: the
// receiver of a method (dec.Decode(&v)), or the one other argument of a
// function (json.Unmarshal(body, &v)); nil otherwise.
func (r *ownWalk) fillSource(call *ast.CallExpr, dst ast.Expr) ast.Expr {
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		if s, ok := r.pass.TypesInfo.Selections[sel]; ok && s.Kind() == types.MethodVal {
			if len(call.Args) == 1 {
				return sel.X
			}
			return nil
		}
	}
	var src ast.Expr
	for _, a := range call.Args {
		if a == dst {
			continue
		}
		if src != nil {
			return nil
		}
		src = a
	}
	return src
}

// repliedCall reports whether call makes replied data of replied data:
// a conversion, a method of it, a function of the package whose every
// return is such data, a part a string function takes of it, or a
// result other than a string made of it (a parser's, a reader's, a
// decoder's); or the bytes a call given an HTTP client returns.
func (r *ownWalk) repliedCall(call *ast.CallExpr, depth int) bool {
	info := r.pass.TypesInfo
	if tv, ok := info.Types[call.Fun]; ok && tv.IsType() {
		return len(call.Args) == 1 && r.replied(call.Args[0], depth+1)
	}
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		if s, ok := info.Selections[sel]; ok && s.Kind() == types.MethodVal && r.replied(sel.X, depth+1) {
			return true
		}
	}
	if body := r.calleeBody(call); body != nil {
		return r.returnsReplied(body, depth+1)
	}
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	if !ok || len(call.Args) == 0 {
		return false
	}
	if row := flow.FuncOfObj(fn); row.Part || row.Trims != 0 || row.Cases != 0 {
		return r.replied(call.Args[0], depth+1)
	}
	res := fn.Signature().Results()
	if res.Len() == 0 || typesx.IsString(res.At(0).Type()) {
		return false
	}
	for _, a := range call.Args {
		if r.replied(a, depth+1) {
			return true
		}
	}
	if !isBytes(res.At(0).Type()) {
		return false
	}
	for _, a := range call.Args {
		if typesx.IsNamed(info.TypeOf(a), "net/http", "Client", true) {
			return true
		}
	}
	return false
}

// calleeBody returns the body of the function call calls when the
// package declares it: a function or method, or a function literal a
// local variable is assigned once (get := func(...) []byte {...}).
func (r *ownWalk) calleeBody(call *ast.CallExpr) *ast.BlockStmt {
	info := r.pass.TypesInfo
	if fn, ok := typeutil.Callee(info, call).(*types.Func); ok {
		if fn.Pkg() != r.pass.Pkg {
			return nil
		}
		if d := r.flow.Calls.Decl(fn.Origin()); d != nil {
			return d.Body
		}
		return nil
	}
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok {
		return nil
	}
	if lit, ok := r.escapes.kept(id).(*ast.FuncLit); ok {
		return lit.Body
	}
	return nil
}

// returnsReplied reports whether each return statement of body (not of
// the function literals in it) returns replied data in its first result.
func (r *ownWalk) returnsReplied(body *ast.BlockStmt, depth int) bool {
	return typesx.EveryReturn(body, func(ret *ast.ReturnStmt) bool {
		return len(ret.Results) > 0 && r.replied(ret.Results[0], depth)
	})
}

// isBytes reports whether t is a slice of bytes.
func isBytes(t types.Type) bool {
	s, ok := typesx.Under(t).(*types.Slice)
	if !ok {
		return false
	}
	b, ok := typesx.Under(s.Elem()).(*types.Basic)
	return ok && b.Kind() == types.Byte
}
