package analyzer

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/rfc"
)

// checkPathJoin reports a path.Join (filepath.Join, path.Clean) whose
// first element starts with an absolute URL: the join turns its "://"
// into ":/" whatever the other elements are. A first element passed on
// whole from a variadic parameter (joinURL(elems ...string)) is looked
// for at the calls of the function in this package.
func (r *pkgAnalysis) checkPathJoin(c flow.CallSite) {
	fn, ok := c.Callee.(*types.Func)
	if !ok || len(c.Call.Args) == 0 || fn.Pkg() == nil || (fn.Name() != "Join" && fn.Name() != "Clean") || !r.enabled(rfc.CheckPathJoin) {
		return
	}
	key := sinks.FuncKey(fn)
	if !flow.FuncOf(key).NoAuthority || r.repairsScheme(c) { // a path cleaner: a URL's "//" does not survive it
		return
	}
	if !c.Call.Ellipsis.IsValid() {
		r.checkJoinBase(c.Call.Args[0], c.Call, key)
		return
	}
	// path.Join(elems...) in func joinURL(elems ...string).
	id, ok := ast.Unparen(c.Call.Args[0]).(*ast.Ident)
	if !ok || c.Fn == nil {
		return
	}
	param, ok := r.pass.TypesInfo.Uses[id].(*types.Var)
	wrapper, _ := c.Fn.Obj.(*types.Func)
	if !ok || wrapper == nil {
		return
	}
	sig := wrapper.Signature()
	n := sig.Params().Len()
	if !sig.Variadic() || sig.Params().At(n-1) != param {
		return
	}
	if vi := r.flow.VarInfo(param); vi != nil && (len(vi.Rhs) > 0 || vi.Opaque()) {
		return // assigned in the function: not the arguments as passed
	}
	for _, site := range r.flow.Sites {
		if site.Callee != wrapper || site.Call.Ellipsis.IsValid() || len(site.Call.Args) < n {
			continue
		}
		r.checkJoinBase(site.Call.Args[n-1], site.Call, key)
	}
}

// checkJoinBase reports each value of arg, the first element of a path
// join at call, that starts with a scheme, "://" and a host.
func (r *pkgAnalysis) checkJoinBase(arg ast.Expr, call *ast.CallExpr, key string) {
	vals, _ := r.flow.Params.ResolveSite(arg, sinks.Arg{Param: sinks.Param{Target: rfc.Reference}})
	for _, v := range vals {
		if r.intent.InErrorData(v) || r.testInput(v, call) {
			continue
		}
		lead, _ := leadingText(v)
		i := absoluteURLPrefix(lead)
		if i < 0 {
			continue
		}
		starts := make([]int, len(v))
		var b strings.Builder
		for j, p := range v {
			starts[j] = b.Len()
			b.WriteString(p.Text)
		}
		viol := rfc.Violation{Start: i, End: i + 3, Check: rfc.CheckPathJoin, Rule: "authority", RFC: "RFC 3986 §3.2",
			Message: "the join cleans its result as a file path: \"" + lead[:i+3] + "\" becomes \"" + lead[:i+2] +
				"\", a URL with no host; join a URL's path with url.JoinPath"}
		if r.enabledAt(viol.Check, call) {
			r.report(v, starts, b.String(), viol, call, key)
		}
	}
}

// absoluteURLPrefix returns the offset of the "://" of s when s starts
// with a scheme, "://" and the first byte of a host, or -1. "file:///x"
// has an empty host: cleaned to "file:/x", it names the same file.
func absoluteURLPrefix(s string) int {
	i := strings.Index(s, "://")
	if i <= 0 || i+3 >= len(s) || s[i+3] == '/' {
		return -1
	}
	if !validSchemeName(s[:i]) {
		return -1
	}
	return i
}

// validSchemeName reports whether s is a scheme: a letter, then letters,
// digits, '+', '-' or '.'.
func validSchemeName(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
		case i > 0 && ('0' <= c && c <= '9' || c == '+' || c == '-' || c == '.'):
		default:
			return false
		}
	}
	return s != ""
}

// repairsScheme reports whether the function holding the join puts the
// "//" back: strings.Replace(path.Join(base, p), ":/", "://", 1), or a
// replacement of "https:/" by "https://".
func (r *pkgAnalysis) repairsScheme(c flow.CallSite) bool {
	if c.Fn == nil {
		return false
	}
	for _, site := range c.Fn.Calls {
		fn, ok := site.Callee.(*types.Func)
		if !ok || fn.Pkg() == nil || fn.Pkg().Path() != "strings" && fn.Pkg().Path() != "regexp" {
			continue
		}
		for _, a := range site.Call.Args {
			if s, ok := r.flow.ConstString(a); ok && strings.Contains(s, "://") {
				return true
			}
		}
	}
	return false
}

// testInput reports whether v is written in a test and passed to code
// outside tests at call: a test gives a URL to a path cleaner on purpose,
// to see that it cleans it (a prefix that must not name another host).
func (r *pkgAnalysis) testInput(v flow.Value, call *ast.CallExpr) bool {
	return len(v) > 0 && v[0].Lit != nil && r.intent.InTestFile(v[0].Lit.Pos()) && !r.intent.InTestFile(call.Pos())
}

// pathJoinCheck reports path.Join and its kin given an absolute URL
// (checkPathJoin).
type pathJoinCheck struct{}

func (pathJoinCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckPathJoin} }

func (pathJoinCheck) checkCall(r *pkgAnalysis, c *sinkCall) { r.checkPathJoin(c.CallSite) }
