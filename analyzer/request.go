package analyzer

import (
	"go/ast"
	"go/types"
	"slices"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/facts"
	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/rfc"

	"golang.org/x/tools/go/types/typeutil"
)

// placeholder reports whether v is "" or starts with a query ("?a=b"):
// http.NewRequest accepts both and builds a request whose URL has no
// scheme or host, which is right for a request handed to a handler or
// whose URL is set later. empty is set for "".
func placeholder(v flow.Value) (ok, empty bool) {
	lead, whole := flow.LeadingText(v)
	if whole && lead == "" {
		return true, true
	}
	return strings.HasPrefix(lead, "?"), false
}

// emptyHost reports whether viol is the empty host of an http or https
// URL ("http:///_search"), which rfc reports over the empty authority.
func emptyHost(viol rfc.Violation, s string) bool {
	if viol.Check != rfc.CheckHost || !strings.HasPrefix(s[viol.Start:], "//") {
		return false
	}
	auth := s[viol.Start+2 : viol.End]
	host, _, _ := strings.Cut(auth[strings.LastIndexByte(auth, '@')+1:], ":")
	return host == ""
}

// requestUse says how a request built from a URL is used: sent as built,
// written raw, or served directly.
type requestUse struct {
	*pkgAnalysis
	// hostResults are the package's functions that parse a bind
	// address and return its host (findListenFacts).
	hostResults map[*types.Func]facts.HostResultFact
	// replaced and replacedFields remember urlReplaced of a call and
	// fieldReplaced of a field.
	replaced       map[ast.Node]bool
	replacedFields map[*types.Var]bool
	// urlStores says the package may store into a field named URL,
	// which a replaced URL needs (req.URL = ...); asked with replaced.
	urlStores bool
	// filled remembers pathsFilled's answer for a call; pathStores says
	// the package may store into a field named Path or RawPath, which a
	// rewritten path needs (rewritesPath); asked with filled.
	filled     map[*ast.CallExpr]bool
	pathStores bool
}

// sentAsIs reports whether the request built by call, a NewRequest call
// or wrapper, is assigned to a variable that a client sends (Client.Do,
// RoundTrip) in the same function, with no assignment to its URL there
// and no function value given the request (an option, set(req), may set
// its URL). When it cannot tell, it says no.
func (r *requestUse) sentAsIs(call ast.Node) bool {
	req, body := r.requestVar(call)
	if req == nil || body == nil {
		return false
	}
	isReq := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && r.pass.TypesInfo.Uses[id] == req
	}
	built := r.readsBuilt(req, call)
	sent, replaced := false, false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			if isClientSend(r.pass.TypesInfo, n) && len(n.Args) == 1 && built(n.Args[0]) {
				sent = true
			}
			if slices.ContainsFunc(n.Args, isReq) {
				if _, static := typeutil.Callee(r.pass.TypesInfo, n).(*types.Func); !static {
					replaced = true
				}
			}
		case *ast.AssignStmt:
			for _, lhs := range n.Lhs {
				if r.setsURL(lhs, isReq) {
					replaced = true
				}
			}
		}
		return !replaced
	})
	return sent && !replaced
}

// writtenRaw reports whether the request built by call is assigned to a
// variable whose Write or WriteProxy method is called in the same function:
// the request goes on a connection of the caller's choosing, which takes
// any scheme (ws://), not through a Client.
func (r *requestUse) writtenRaw(call ast.Node) bool {
	req, body := r.requestVar(call)
	if req == nil || body == nil {
		return false
	}
	built := r.readsBuilt(req, call)
	written := false
	ast.Inspect(body, func(n ast.Node) bool {
		c, ok := n.(*ast.CallExpr)
		if !ok || written {
			return !written
		}
		sel, ok := ast.Unparen(c.Fun).(*ast.SelectorExpr)
		if !ok || (sel.Sel.Name != "Write" && sel.Sel.Name != "WriteProxy") {
			return true
		}
		written = built(sel.X)
		return !written
	})
	return written
}

// servedDirectly reports whether the request built by call is assigned
// to a variable passed in the same function to a handler: a ServeHTTP
// method, or a function of an http.HandlerFunc's signature. The handler
// reads the URL as url.Parse left it, a relative reference ("foo")
// included, with no client to need a scheme and a host.
func (r *requestUse) servedDirectly(call ast.Node) bool {
	req, body := r.requestVar(call)
	if req == nil || body == nil {
		return false
	}
	info := r.pass.TypesInfo
	built := r.readsBuilt(req, call)
	served := false
	ast.Inspect(body, func(n ast.Node) bool {
		c, ok := n.(*ast.CallExpr)
		if !ok || served {
			return !served
		}
		if len(c.Args) != 2 || !built(c.Args[1]) {
			return true
		}
		t := info.TypeOf(c.Fun)
		if t == nil {
			return true
		}
		sig, ok := t.Underlying().(*types.Signature)
		served = ok && isHandlerSignature(sig)
		return !served
	})
	return served
}

// urlInSight reports whether the function that builds the request of
// call, a NewRequest call or wrapper, gives its URL a use in sight: a
// client sends the request (Client.Do, RoundTrip), or the function reads
// its URL, Host or RequestURI.
// A request that the function only fills with headers or a body and
// hands on (to a signer, a digest, a table) is the input of code that
// reads those. When it cannot tell which variable holds the request, it
// says yes.
func (r *requestUse) urlInSight(call ast.Node) bool {
	info := r.pass.TypesInfo
	c, ok := call.(*ast.CallExpr)
	if !ok || !returnsRequest(info.TypeOf(c)) {
		return true
	}
	req, body := r.requestVar(call)
	if req == nil || body == nil {
		return true
	}
	isReq := r.readsBuilt(req, call)
	used := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			used = isClientSend(info, n) && len(n.Args) == 1 && isReq(n.Args[0])
		case *ast.SelectorExpr:
			switch n.Sel.Name {
			case "URL", "Host", "RequestURI":
				used = isReq(n.X)
			}
		}
		return !used
	})
	return used
}

// readsBuilt returns a test of whether an expression reads the request
// call built and assigned to req: req, where that assignment reaches the
// read along the function's control flow, so that the requests one
// variable holds in turn (one sent, the next handed to a handler) are
// told apart. Where it cannot tell, a read of req is one.
func (r *requestUse) readsBuilt(req types.Object, call ast.Node) func(ast.Expr) bool {
	info := r.pass.TypesInfo
	v, _ := req.(*types.Var)
	var assigns []ast.Expr
	if v != nil {
		if vi := r.flow.VarInfo(v); vi != nil {
			assigns = append(assigns, vi.Rhs...)
			for c := range vi.Tuple() {
				assigns = append(assigns, c)
			}
		}
	}
	isCall := func(e ast.Expr) bool { return ast.Unparen(e) == call }
	if len(assigns) < 2 || !slices.ContainsFunc(assigns, isCall) {
		assigns = nil
	}
	return func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		if !ok || info.Uses[id] != req {
			return false
		}
		return assigns == nil || slices.ContainsFunc(r.flow.Control.LiveAssignments(v, id, assigns), isCall)
	}
}

// returnsRequest reports whether t, a call's type, is *http.Request or a
// tuple that starts with one.
func returnsRequest(t types.Type) bool {
	if tup, ok := t.(*types.Tuple); ok && tup.Len() > 0 {
		t = tup.At(0).Type()
	}
	return t != nil && typesx.IsNamed(t, "net/http", "Request", true)
}

// isHandlerSignature reports whether sig is func(http.ResponseWriter,
// *http.Request), the signature of ServeHTTP and of an http.HandlerFunc.
func isHandlerSignature(sig *types.Signature) bool {
	p := sig.Params()
	return p.Len() == 2 && sig.Results().Len() == 0 &&
		typesx.IsNamed(p.At(0).Type(), "net/http", "ResponseWriter", false) &&
		typesx.IsNamed(p.At(1).Type(), "net/http", "Request", true)
}

// httpPrefix reports whether s starts with http:// or https://, in any case.
func httpPrefix(s string) bool {
	for _, p := range []string{"http://", "https://"} {
		if len(s) >= len(p) && strings.EqualFold(s[:len(p)], p) {
			return true
		}
	}
	return false
}

// requestVar returns the variable that call's result is assigned to, and
// the body of the function holding the assignment, or nils.
func (r *requestUse) requestVar(call ast.Node) (types.Object, *ast.BlockStmt) {
	return r.resultVar(call, 0)
}

// resultVar returns the variable that call's result i is assigned to,
// and the body of the function holding the assignment, or nils. The
// nodes above call are found by a descent from its declaration
// (Control.Parents): an inspector of the declaration, built for one
// call, costs more than the descent, and generated API clients hold
// thousands of functions that each build one request.
func (r *requestUse) resultVar(call ast.Node, i int) (types.Object, *ast.BlockStmt) {
	var req types.Object
	for _, n := range r.flow.Control.Parents(call) {
		switch n := n.(type) {
		case *ast.AssignStmt:
			if req == nil && len(n.Rhs) == 1 && ast.Unparen(n.Rhs[0]) == call && i < len(n.Lhs) {
				if id, ok := n.Lhs[i].(*ast.Ident); ok {
					req = typesx.ObjectOf(r.pass.TypesInfo, id)
				}
			}
		case *ast.ValueSpec:
			if req == nil && len(n.Values) == 1 && ast.Unparen(n.Values[0]) == call && i < len(n.Names) {
				req = typesx.ObjectOf(r.pass.TypesInfo, n.Names[i])
			}
		case *ast.FuncLit:
			return req, n.Body
		case *ast.FuncDecl:
			return req, n.Body
		}
	}
	return nil, nil
}

// setsURL reports whether lhs is req.URL or a part of it (req.URL.Host).
func (r *requestUse) setsURL(lhs ast.Expr, isReq func(ast.Expr) bool) bool {
	for {
		sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr)
		if !ok {
			return false
		}
		if sel.Sel.Name == "URL" && isReq(sel.X) {
			return true
		}
		lhs = sel.X
	}
}

// isClientSend reports whether call sends the request it is given as it
// was built ((*http.Client).Do, RoundTrip: sinks.Func.Sends).
func isClientSend(info *types.Info, call *ast.CallExpr) bool {
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	return ok && fn.Pkg() != nil && sinks.FuncOfObj(fn).Sends
}
