package analyzer

import (
	"go/ast"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/facts"
	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/rfc"
)

// offInTests are the checks that do not run in test files, whose URLs
// hold these on purpose: fake passwords (credentials), and the bracketed
// query keys of the server under test (?ids[]=1, ?filter[name]=x), which
// every Go client and server accepts.
var offInTests = map[rfc.CheckID]bool{
	rfc.CheckCredentials:   true,
	rfc.CheckQueryBrackets: true,
}

// routeParam reports whether viol is a route parameter ("/users/:id"):
// a router's test sends its route pattern as a path on purpose, ':' being
// valid in a path.
func routeParam(viol rfc.Violation, s string) bool {
	return viol.Check == rfc.CheckPlaceholder && strings.HasPrefix(s[viol.Start:], ":")
}

// noticedByTest reports whether a test notices by itself that the sink
// call at, in a _test.go file, refuses the constant URL v: the standard
// sink under it (through wrappers) returns an error that the test reads,
// so that it fails where it expects success and means it where it
// expects failure, or it panics. What a sink refuses is what the standard
// library does (sinks.Rejections). A URL that the sink accepts while it is
// broken, or whose error is dropped (u, _ := url.Parse(s)), is reported.
func (r *run) noticedByTest(at ast.Node, sink string, a sinks.Arg, v flow.Value) bool {
	call, ok := at.(*ast.CallExpr)
	if !ok || !r.flow.InTestFile(call.Pos()) {
		return false
	}
	s, whole := leadingText(v)
	if !whole {
		return false
	}
	// The sink's verdict first: reading the caller's use of the error
	// walks its function.
	callee := typeutil.Callee(r.pass.TypesInfo, call)
	real, refused := r.underlyingRefusal(callee, sink, a.Index)
	rej, ok := sinks.Rejections(real)
	if !ok || refused == facts.RefusalSilent || !rej.Rejects(s) {
		return false
	}
	_, refused = r.refusal(call, callee, sink, a.Index)
	return refused == facts.RefusalFails
}

// elidedInTest reports whether v, at a sink in a test file, is a URL an
// example leaves for the reader to fill in: an ellipsis ("...") or a name
// in capitals (YOUR_REDIRECT_URL, REDIRECT_URL), the whole value.
func (r *run) elidedInTest(at ast.Node, v flow.Value) bool {
	s, whole := leadingText(v)
	if !whole || !r.flow.InTestFile(at.Pos()) {
		return false
	}
	if strings.Trim(s, ".…") == "" {
		return s != ""
	}
	letters := 0
	for _, c := range s {
		switch {
		case 'A' <= c && c <= 'Z':
			letters++
		case c == '_' || '0' <= c && c <= '9':
		default:
			return false
		}
	}
	return letters >= 3 && strings.Contains(s, "_")
}
