package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"net/netip"
	"slices"
	"strings"

	"golang.org/x/net/publicsuffix"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/facts"
	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/intent"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/rfc"
)

// testIntent says what test code means by a URL: bad input a test feeds
// on purpose, a refusal the test notices, an example left to fill in.
type testIntent struct{ *pkgAnalysis }

// reportedInFile reports whether violation viol of s, the text of value v
// found at a sink call at, is reported under its check's test policy
// (rfc.TestPolicy): in test code, the grammar checks report only a URL
// that the sink refuses while the test drops the error (a.Refused), or a
// host name that a call reads as a path or scheme (misread), unless the
// sink is the package's own, the code the test exercises, or the request
// built has no use of its URL in sight (requestUse.urlInSight: a request
// only signed or given a digest); a router's route
// pattern sent as a path ("/users/:id") is the test's own.
func (r *testIntent) reportedInFile(viol rfc.Violation, s string, v flow.Value, at ast.Node, a sinks.Arg) bool {
	if !r.inTestCode(at, v) && !r.violationInTest(viol, s, v) {
		return r.enabled(viol.Check)
	}
	if !r.cfg.enabledInTests(viol.Check) {
		return false
	}
	doc, _ := Doc(viol.Check)
	switch doc.Tests {
	case rfc.RefusedInTests:
		if !a.Refused && !(misread(viol, s) && r.foreignCall(at) && r.requests.urlInSight(at)) {
			return false
		}
	}
	return !routeParam(viol, s) && !(templateParam(viol, s) && !r.sendsRequest(at, a)) && !r.probedAction(viol, s, v, at)
}

// violationInTest reports whether the bytes of viol, in s, the text of
// v after any placeholder, lie in a literal of test code: a test row's
// text that the code under test writes after its own ("https://" +
// glob, a registry's host pattern "*.kubernetes.io") is the test's, as a
// whole URL of the row would be.
func (r *testIntent) violationInTest(viol rfc.Violation, s string, v flow.Value) bool {
	off := len(s)
	for _, p := range v {
		if !p.Hole {
			off -= len(p.Text)
		}
	}
	if off < 0 {
		return false // s is not v's text
	}
	for _, p := range v {
		if p.Hole {
			continue
		}
		lo, hi := off, off+len(p.Text)
		off = hi
		if lo <= viol.Start && viol.Start < hi {
			return p.Lit != nil && r.intent.InTestCode(p.Lit.Pos())
		}
	}
	return false
}

// templateParam reports whether viol is a placeholder in braces
// ("/users/{id}", "/index.php?path={path}"): in test code, the template
// syntax of the router, encoder or server under test (chi's patterns,
// smithy's labels, caddy's placeholders), unless a client sends it to a
// server as it stands.
func templateParam(viol rfc.Violation, s string) bool {
	return viol.Check == rfc.CheckPlaceholder && strings.HasPrefix(s[viol.Start:], "{") && !strings.HasPrefix(s[viol.Start:], "{{")
}

// probedAction reports whether viol, a template action ({{.Filter}}) in a
// test's URL, is a probe the test sends on purpose: the function of the
// sink call compares a result with other text of the test that holds the
// action, or begins it ("{{"), so that the test expects the action back
// as it stands (an echoed query) or looks for it in a response
// (intent.Compared). A test whose outcome is not compared with such text,
// as one that meant to fill the action in, is reported.
func (r *testIntent) probedAction(viol rfc.Violation, s string, v flow.Value, at ast.Node) bool {
	if viol.Check != rfc.CheckPlaceholder || !strings.HasPrefix(s[viol.Start:], "{{") {
		return false
	}
	action := s[viol.Start:viol.End]
	fd := r.flow.Control.FuncDeclAt(at.Pos())
	if fd == nil || fd.Body == nil {
		return false
	}
	found := false
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		lit, ok := n.(*ast.BasicLit)
		if found || !ok || lit.Kind != token.STRING || slices.ContainsFunc(v, func(p flow.Piece) bool { return p.Lit == lit }) {
			return !found
		}
		tv, ok := r.pass.TypesInfo.Types[lit]
		if !ok || tv.Value == nil {
			return true
		}
		text := constant.StringVal(tv.Value)
		if strings.Contains(text, action) || len(text) >= 2 && strings.HasPrefix(action, text) {
			found = r.intent.Compared(lit)
		}
		return !found
	})
	return found
}

// sendsRequest reports whether the sink call at sends its URL to a
// server: a client's Get or Post, or a request a client sends as built.
func (r *testIntent) sendsRequest(at ast.Node, a sinks.Arg) bool {
	return a.Target == rfc.HTTP && (!a.OriginForm || r.requests.sentAsIs(at))
}

// inTestCode reports whether value v at a sink at is test code: the sink,
// or the text of v, is in a test file or a package of test helpers, mocks
// or fakes (intent.InTestCode). A URL written in a test row is the
// test's, whatever function of the package under test reads it; so is
// text of another package that a test fetches (hub.Addr(user, key) in a
// test), which is reported where the test takes it (Piece.Use).
func (r *testIntent) inTestCode(at ast.Node, v flow.Value) bool {
	if r.intent.InTestCode(at.Pos()) {
		return true
	}
	for _, p := range v {
		switch {
		case p.Lit != nil:
			return r.intent.InTestCode(p.Lit.Pos())
		case !p.Hole && (p.Use != nil || p.Decl.IsValid()):
			return p.Use != nil && r.intent.InTestCode(p.Use.Pos()) || p.Decl.IsValid() && r.intent.InTestCode(p.Decl)
		}
	}
	return false
}

// foreignCall reports whether at is a call of a function that is not the
// analyzed package's own: a test hands its own package's API odd input on
// purpose (resty's tests give SetBaseURL "example.com" to test its
// SetScheme).
func (r *testIntent) foreignCall(at ast.Node) bool {
	call, ok := at.(*ast.CallExpr)
	if !ok {
		return false
	}
	fn, ok := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
	if !ok || fn.Pkg() == nil {
		return true
	}
	own := strings.TrimSuffix(r.pass.Pkg.Path(), "_test")
	return fn.Pkg().Path() != own || r.intent.InTestFile(fn.Pos())
}

// routeParam reports whether viol is a route parameter ("/users/:id"):
// a router's test sends its route pattern as a path on purpose, ':' being
// valid in a path.
func routeParam(viol rfc.Violation, s string) bool {
	return viol.Check == rfc.CheckPlaceholder && strings.HasPrefix(s[viol.Start:], ":")
}

// misread reports whether a target violation of s says that a host name
// is read as a path or a scheme: "example.com" given to
// http.NewRequest is a relative path and the request has no host,
// "localhost:8080/x" has the scheme "localhost", "http//x" lacks its ':'.
// The sink accepts such text silently, so a test goes on with a URL it did
// not mean.
func misread(viol rfc.Violation, s string) bool {
	if viol.Check != rfc.CheckTarget || viol.Start != 0 {
		return false
	}
	head := strings.ToLower(s[:viol.End])
	if strings.HasPrefix(head, "http//") || strings.HasPrefix(head, "https//") {
		return true
	}
	host, port, _ := strings.Cut(head, ":")
	return hostName(host) && strings.Trim(port, "0123456789") == ""
}

// hostName reports whether s reads as a host name: localhost, an IPv4
// address, or a dotted name under a top-level domain ("example.com"; not
// "data.json", whose "json" is no domain).
func hostName(s string) bool {
	if s == "localhost" {
		return true
	}
	if ip, err := netip.ParseAddr(s); err == nil {
		return ip.Is4()
	}
	if !strings.Contains(s, ".") || strings.Trim(s, "abcdefghijklmnopqrstuvwxyz0123456789-.") != "" {
		return false
	}
	suffix, icann := publicsuffix.PublicSuffix(s)
	return icann && suffix != s
}

// testRefusal returns, for a constant URL v at the sink call at in test
// code (inTestCode), whether the standard sink under it (through wrappers)
// refuses v, and whether the test notices by itself: it reads the error
// (or returns it to a caller that does, returnedRead), so that it fails
// where it expects success and means it where it expects failure, or the
// sink panics. What a sink refuses is what the
// standard library does (sinks.Rejections). A refused URL whose error is
// dropped (u, _ := url.Parse(s)) is refused but not noticed, and so is a
// request that a client sends and the server refuses (sinks.BadOnWire):
// the test sees a status, if it looks.
func (r *testIntent) testRefusal(at ast.Node, sink string, a sinks.Arg, v flow.Value) (refused, noticed bool) {
	call, ok := at.(*ast.CallExpr)
	if !ok || !r.inTestCode(at, v) {
		return false, false
	}
	// The sink's verdict first: reading the caller's use of the error
	// walks its function.
	callee := typeutil.Callee(r.pass.TypesInfo, call)
	real, how := r.wraps.underlyingRefusal(callee, sink, a.Index)
	rej, ok := sinks.Rejections(real)
	if !ok {
		return false, false
	}
	s, whole := flow.LeadingText(v)
	if !whole || !rej.Matches(s) {
		return r.sendsRequest(at, a) && sinks.BadOnWire(leadingTextOnly(v)), false
	}
	if how == facts.RefusalSilent || !r.intent.InTestCode(call.Pos()) {
		// Swallowed, or refused inside the code under test, which a test
		// row's URL reaches: what the test sees of it is not known here.
		return true, false
	}
	_, how = r.wraps.refusal(call, callee, sink, a.Index)
	return true, how == facts.RefusalFails || how == facts.RefusalReturned && r.returnedRead(call, 0)
}

// returnedRead reports whether the error of call, which the function of a
// test file making it returns as its own, reaches code that reads it: a
// caller out of sight (the framework calling an example's data source
// through an interface, a test helper handed on as a value), or a call in
// the package that reads it or returns it on to one that does. A helper
// whose every call drops the error does not notice.
func (r *testIntent) returnedRead(call *ast.CallExpr, depth int) bool {
	if depth > maxReturnedDepth || !r.intent.InTestFile(call.Pos()) {
		return false
	}
	calls, all := r.flow.Params.Callers(call)
	if !all {
		return true
	}
	for _, c := range calls {
		switch r.intent.ErrorUseOf(c) {
		case intent.ErrorRead:
			return true
		case intent.ErrorReturned:
			if r.returnedRead(c, depth+1) {
				return true
			}
		}
	}
	return false
}

// maxReturnedDepth bounds the callers returnedRead climbs through.
const maxReturnedDepth = 4

// elidedInTest reports whether v, at a sink in test or example code
// (intent.InTestCode, intent.InExampleCode), is a URL an example leaves for
// the reader to fill in: an ellipsis ("...") or a name in capitals
// (YOUR_REDIRECT_URL, REDIRECT_URL) as the whole value, or a part written
// <hostname-or-ip> or YOUR_DOMAIN ("https://YOUR_DOMAIN.auth0.com/"); in
// an example program, also an empty URL ("Configuration required").
func (r *testIntent) elidedInTest(at ast.Node, v flow.Value) bool {
	s, whole := flow.LeadingText(v)
	if !whole {
		return false
	}
	example := r.intent.InExampleCode(at.Pos())
	if !example && !r.intent.InTestCode(at.Pos()) {
		return false
	}
	if strings.Trim(s, ".…") == "" {
		return s != "" || example && !r.intent.InTestFile(at.Pos())
	}
	if strings.Contains(s, "YOUR_") || angleName(s) {
		return true
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

// angleName reports whether s holds a name in angle brackets, the way
// documentation marks what the reader replaces: <hostname-or-ip>,
// <PROJECT_ID>.
func angleName(s string) bool {
	for {
		i := strings.IndexByte(s, '<')
		if i < 0 {
			return false
		}
		s = s[i+1:]
		j := strings.IndexByte(s, '>')
		if j > 0 && strings.Trim(s[:j], "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_") == "" {
			return true
		}
	}
}
