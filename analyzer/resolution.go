package analyzer

import (
	"go/ast"
	"go/types"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// checkResolution reports a reference resolved against a base URL
// ((*url.URL).ResolveReference, (*url.URL).Parse) that drops part of the
// base path: a relative path replaces the base's last segment ("v1" of
// https://api.example.com/v1 with "chat/completions"), and a path that
// starts with '/' replaces the whole base path (/api/verify against
// https://host/prefix/). Base and reference are the constants each side
// can hold; the resolution is rfc.Resolve's.
type resolutionCheck struct{}

func (resolutionCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckResolve} }

// resolveDoc documents rfc.CheckResolve.
var resolveDoc = rfc.CheckDoc{
	ID:    rfc.CheckResolve,
	Title: "Reference resolution drops part of the base path",
	Explanation: "(*url.URL).ResolveReference and (*url.URL).Parse resolve a reference as RFC 3986 §5.2 says: " +
		"a relative path replaces the last segment of the base path, and a path that starts with '/' " +
		"replaces the whole base path. Against \"https://api.example.com/v1\", \"chat/completions\" gives " +
		"https://api.example.com/chat/completions; against \"https://host/prefix/\", \"/api/verify\" gives " +
		"https://host/api/verify. urlvet resolves the constants that each side can hold (a base parsed from a " +
		"constant, a default or a field written with one, a *url.URL field parsed from one by a constructor or an " +
		"option function; a reference passed in) and reports the first " +
		"where the base is written, with a '/' at its end as the fix, and the second where the reference " +
		"is written, with the '/' removed as the fix when the base ends in '/'. A last segment with a '.' " +
		"(index.html) is a document, and a reference that starts with \".\", '?' or '#' moves on purpose: " +
		"neither is reported.",
	Bad:    "base, _ := url.Parse(\"https://api.example.com/v1\"); base.Parse(\"chat/completions\")",
	Good:   "base, _ := url.Parse(\"https://api.example.com/v1/\"); base.Parse(\"chat/completions\")",
	Source: true, Since: "v0.3.0",
}

// baseResolution checks what resolving a reference against a base URL
// makes: the path the base loses, and faults only the result has.
type baseResolution struct{ *pkgAnalysis }

func (resolutionCheck) checkCall(r *pkgAnalysis, c *sinkCall) { r.resolve.checkResolution(c.CallSite) }

func (r *baseResolution) checkResolution(c flow.CallSite) {
	fn, ok := c.Callee.(*types.Func)
	if !ok || len(c.Call.Args) != 1 || fn.Pkg() == nil || !r.enabled(rfc.CheckResolve) {
		return
	}
	resolves := sinks.FuncOfObj(fn).Resolves
	if resolves == sinks.ResolvesNothing {
		return
	}
	sel, ok := ast.Unparen(c.Call.Fun).(*ast.SelectorExpr)
	if !ok {
		return
	}
	var refs []flow.Value
	key := sinks.FuncKey(fn)
	switch resolves {
	case sinks.ResolvesText:
		refs = r.knownValues(c.Call.Args[0], c.Fn)
	case sinks.ResolvesURL:
		refs = r.parsedText(c.Call.Args[0], c.Fn)
	}
	bases := r.parsedText(sel.X, c.Fn)
	if len(refs) == 0 || len(bases) == 0 {
		return
	}
	if len(refs) > 1 && len(bases) > 1 {
		// Each side is resolved alone: with several values on both,
		// most pairs may never meet (the rows of a table).
		return
	}
	for _, base := range bases {
		s, whole := leadingText(base)
		b, err := url.Parse(s)
		if !whole || err != nil || b.Host == "" || b.Opaque != "" || b.RawQuery != "" || b.Fragment != "" {
			continue
		}
		for _, ref := range refs {
			r.checkDropped(base, s, b, ref, c.Call, key)
		}
	}
}

// checkDropped reports what resolving ref against base (s, parsed as b)
// drops of the base path.
func (r *baseResolution) checkDropped(base flow.Value, s string, b *url.URL, ref flow.Value, call *ast.CallExpr, key string) {
	lead, whole := leadingText(ref)
	if len(ref) == 0 || ref[0].Hole {
		return
	}
	dir := b.EscapedPath()
	drop := dropped(dir, lead)
	if drop == keptPath {
		return
	}
	shown := lead
	if !whole {
		shown += "..."
	}
	resolved, err := rfc.Resolve(s, lead, r.cfg.Profile)
	if err != nil {
		return
	}
	if !whole {
		resolved += "..."
	}
	starts := valueStarts(base)
	if drop == replacedPath {
		viol := rfc.Violation{Start: 0, End: 1, Check: rfc.CheckResolve, Rule: "path-absolute", RFC: "RFC 3986 §5.2.2",
			Message: "resolving " + strconv.Quote(shown) + " against " + strconv.Quote(s) + " gives " + strconv.Quote(resolved) +
				": a reference that starts with '/' replaces the base path " + strconv.Quote(dir)}
		if strings.HasSuffix(dir, "/") {
			viol.Fixable, viol.Replacement = true, ""
			viol.Message += "; drop the '/' to resolve it below the base path"
		} else {
			viol.Message += "; end the base with '/' and drop the '/' to resolve it below the base path"
		}
		if r.enabledAt(viol.Check, call) {
			r.report(ref, valueStarts(ref), leadingTextOnly(ref), viol, call, key)
		}
		return
	}
	last := dir[strings.LastIndexByte(dir, '/')+1:]
	end := len(s)
	start := end - len(last)
	if !strings.HasSuffix(s, last) {
		return
	}
	viol := rfc.Violation{Start: start, End: end, Check: rfc.CheckResolve, Rule: "merge", RFC: "RFC 3986 §5.2.3",
		Fixable: true, Replacement: last + "/",
		Message: "resolving " + strconv.Quote(shown) + " against " + strconv.Quote(s) + " gives " + strconv.Quote(resolved) +
			": a relative reference replaces the last segment " + strconv.Quote(last) + " of the base path; end the base with '/'"}
	if r.enabledAt(viol.Check, call) {
		r.report(base, starts, s, viol, call, key)
	}
}

// What resolving a reference drops of the base path.
const (
	keptPath     = iota // nothing
	lastSegment         // its last segment: a relative path against /v1
	replacedPath        // all of it: /api/verify against /prefix/
)

// dropped returns what resolving a reference that starts with lead
// against a base whose escaped path is dir drops of that path. A last
// segment with an extension is a document ("install.html" next to "index.html"),
// and a reference that starts with '.', '?' or '#' moves on purpose or
// keeps the path.
func dropped(dir, lead string) int {
	if lead == "" || strings.HasPrefix(lead, "//") {
		return keptPath
	}
	if i := strings.Index(lead, ":"); i >= 0 && !strings.ContainsAny(lead[:i], "/?#") {
		return keptPath // a scheme: the base is not used
	}
	switch lead[0] {
	case '?', '#', '.':
		return keptPath
	case '/':
		if strings.Trim(dir, "/") == "" {
			return keptPath
		}
		return replacedPath
	}
	last := dir[strings.LastIndexByte(dir, '/')+1:]
	if last == "" || isDocument(last) {
		return keptPath
	}
	return lastSegment
}

// isDocument reports whether a path segment names a document: an
// extension of letters after its last '.' ("index.html"), not a version
// ("v2.0").
func isDocument(seg string) bool {
	i := strings.LastIndexByte(seg, '.')
	if i < 0 || i == len(seg)-1 {
		return false
	}
	for _, c := range seg[i+1:] {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z') {
			return false
		}
	}
	return true
}

// knownValues returns the values of a string expression that start with
// known text, written outside tests (whose tables pair bases and
// references on purpose). A field of this package that value flow leaves unresolved
// (a client's base URL, set by its constructor and by options) holds the
// constants written into it here.
func (r *baseResolution) knownValues(e ast.Expr, fn *flow.FuncNode) []flow.Value {
	vals, why := r.flow.Params.ResolveSite(e, sinks.Arg{Param: sinks.Param{Target: rfc.Reference}})
	if why == flow.ReasonParameter || why == flow.ReasonWrapper {
		vals = r.paramArgs(e, fn)
	}
	if sel, ok := ast.Unparen(e).(*ast.SelectorExpr); ok && why != "" {
		if s, ok := r.pass.TypesInfo.Selections[sel]; ok && s.Kind() == types.FieldVal {
			fld := s.Obj().(*types.Var).Origin()
			if fld.Pkg() == r.pass.Pkg {
				vals = nil
				for _, w := range r.fieldSt.fieldWrites {
					if w.fld == fld {
						vals = append(vals, r.writtenValues(w)...)
					}
				}
			}
		}
	}
	var out []flow.Value
	for _, v := range vals {
		if len(v) > 0 && !v[0].Hole && !r.intent.InErrorData(v) && (v[0].Lit == nil || !r.intent.InTestFile(v[0].Lit.Pos())) {
			out = append(out, v)
		}
	}
	return out
}

// parsedText returns the text a *url.URL expression was made from: a
// variable assigned once from url.Parse (or ParseRequestURI) of a string,
// a url.URL literal that sets only Path (or a variable holding one), or a
// field of this package written with those (parsedField).
func (r *baseResolution) parsedText(e ast.Expr, fn *flow.FuncNode) []flow.Value {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok {
		e = ast.Unparen(u.X)
	}
	if lit, ok := e.(*ast.CompositeLit); ok && isURLLit(r.pass.TypesInfo, lit) {
		var path ast.Expr
		for key, kv := range keyedFields(lit) {
			if key.Name != "Path" {
				return nil
			}
			path = kv.Value
		}
		if path == nil {
			return nil
		}
		return r.knownValues(path, fn)
	}
	if sel, ok := e.(*ast.SelectorExpr); ok {
		return r.parsedField(sel)
	}
	id, ok := e.(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := r.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.Pkg() != r.pass.Pkg || typesx.IsParam(v) {
		return nil
	}
	vi := r.flow.VarInfo(v)
	if vi != nil && len(vi.Rhs) == 1 && len(vi.First) == 0 && !r.changesURL(v, fn) {
		if lit, ok := ast.Unparen(vi.Rhs[0]).(*ast.UnaryExpr); ok {
			if _, ok := ast.Unparen(lit.X).(*ast.CompositeLit); ok {
				return r.parsedText(lit, fn) // ref := &url.URL{Path: "/projects"}
			}
		}
	}
	if vi == nil || len(vi.Rhs) != 0 || len(vi.First) != 1 || len(vi.First[0].Args) != 1 || r.changesURL(v, fn) {
		return nil
	}
	parse := vi.First[0]
	callee, ok := r.pass.TypesInfo.Uses[calleeIdent(parse)].(*types.Func)
	if !ok {
		return nil
	}
	if !sinks.Parses(sinks.FuncKey(callee)) {
		return nil
	}
	return r.knownValues(parse.Args[0], fn)
}

// parsedField returns the text a *url.URL field of this package (a
// client's base URL) was made from: what parsedText finds for each value
// written into it, when every store of the field is such a write.
func (r *baseResolution) parsedField(sel *ast.SelectorExpr) []flow.Value {
	s, ok := r.pass.TypesInfo.Selections[sel]
	if !ok || s.Kind() != types.FieldVal {
		return nil
	}
	fld := s.Obj().(*types.Var).Origin()
	if fld.Pkg() != r.pass.Pkg || !typesx.IsNamed(fld.Type(), "net/url", "URL", true) {
		return nil
	}
	writes, ok := r.flow.FieldWrites(fld)
	if !ok {
		return nil
	}
	var out []flow.Value
	for _, w := range writes {
		if _, isSel := ast.Unparen(w.Value).(*ast.SelectorExpr); !isSel && w.Func != nil {
			out = append(out, r.parsedText(w.Value, w.Func)...)
		}
	}
	return out
}

// valueStarts returns where each piece of v starts in its text, holes
// taking no bytes.
func valueStarts(v flow.Value) []int {
	starts := make([]int, len(v))
	n := 0
	for i, p := range v {
		starts[i] = n
		if !p.Hole {
			n += len(p.Text)
		}
	}
	return starts
}

// leadingTextOnly is the known text of v with its holes left out.
func leadingTextOnly(v flow.Value) string {
	var b strings.Builder
	for _, p := range v {
		if !p.Hole {
			b.WriteString(p.Text)
		}
	}
	return b.String()
}

// paramArgs returns the values that the calls in this package pass for
// e, a parameter of a function of this package that never assigns it:
// get(p string) called as get("models"), or the u of WithBaseURL(u
// string) that the option's closure writes into a field.
func (r *baseResolution) paramArgs(e ast.Expr, _ *flow.FuncNode) []flow.Value {
	args, _ := r.passedFor(e, false)
	var out []flow.Value
	for _, arg := range args {
		vals, _ := r.flow.Params.ResolveSite(arg, sinks.Arg{Param: sinks.Param{Target: rfc.Reference}})
		out = append(out, vals...)
	}
	return out
}

// passedFor returns the arguments that the calls in this package pass for
// e, a parameter of a function of this package that never assigns it;
// with wantAll, all is true when those are every argument it can hold:
// the function is unexported and never used as a value.
func (r *baseResolution) passedFor(e ast.Expr, wantAll bool) (args []ast.Expr, all bool) {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil, false
	}
	v, ok := r.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || !typesx.IsParam(v) || v.Pkg() != r.pass.Pkg {
		return nil, false
	}
	if vi := r.flow.VarInfo(v); vi != nil && (len(vi.Rhs) > 0 || vi.Opaque()) {
		return nil, false
	}
	var f *types.Func
	idx := -1
	for _, fn := range r.flow.Funcs {
		if i := slices.Index(fn.Params, v); i >= 0 && !fn.Lit {
			f, _ = fn.Obj.(*types.Func)
			idx = i
			break
		}
	}
	if f == nil {
		return nil, false
	}
	sig := f.Signature()
	if idx >= sig.Params().Len() || sig.Params().At(idx) != v || sig.Variadic() && idx == sig.Params().Len()-1 {
		return nil, false
	}
	calls := 0
	for _, site := range r.flow.Sites {
		if site.Callee != f || idx >= len(site.Call.Args) {
			continue
		}
		calls++
		args = append(args, site.Call.Args[idx])
	}
	return args, wantAll && len(args) > 0 && !f.Exported() && sig.Recv() == nil && calls == r.refsTo(f)
}

// refsTo counts the identifiers in this package that refer to fn.
func (r *baseResolution) refsTo(fn *types.Func) int {
	n := 0
	for _, obj := range r.pass.TypesInfo.Uses {
		if obj == fn {
			n++
		}
	}
	return n
}

// writtenValues returns the values of a field write. A parameter written
// as it is, as option functions do (func WithBaseURL(u string) Option {
// return func(c *Client) { c.base = u } }), holds what the calls of its
// function pass.
func (r *baseResolution) writtenValues(w fieldWrite) []flow.Value {
	vals, _ := r.flow.Params.ResolveWritten(w.val)
	return vals
}

// changesURL reports whether fn, the function using v, a *url.URL
// variable, may change the URL after parsing it: it assigns one of its
// fields (u.Path += "/"), or passes v to a function other than those of
// net/url and fmt.
func (r *baseResolution) changesURL(v *types.Var, fn *flow.FuncNode) bool {
	if fn == nil || fn.Body == nil {
		return true
	}
	isV := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && r.pass.TypesInfo.Uses[id] == v
	}
	changed := false
	ast.Inspect(fn.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, lhs := range n.Lhs {
				if sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr); ok && isV(sel.X) {
					changed = true
				}
				if star, ok := ast.Unparen(lhs).(*ast.StarExpr); ok && isV(star.X) {
					changed = true
				}
			}
		case *ast.CallExpr:
			if fn, ok := r.pass.TypesInfo.Uses[calleeIdent(n)].(*types.Func); ok && fn.Pkg() != nil && sinks.LeavesURLs(fn.Pkg().Path()) {
				break // u.ResolveReference(ref), fmt.Println(u): read only
			}
			for _, a := range n.Args {
				if isV(a) {
					changed = true
				}
			}
		}
		return !changed
	})
	return changed
}
