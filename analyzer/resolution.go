package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"

	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"
)

// encloses reports whether outer holds inner.
func encloses(outer, inner inspector.Cursor) bool {
	for c := range inner.Enclosing() {
		if c == outer {
			return true
		}
	}
	return false
}

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
		"option function, a parameter its calls pass one to; a constructor that ends the base path with '/' where " +
		"it has none keeps it; a reference passed in, also through helpers that hand it on, or given a leading '/' by the helper that resolves it) and " +
		"reports the first " +
		"where the base is written, with a '/' at its end as the fix, and the second where the reference " +
		"is written, with the '/' removed as the fix when the base ends in '/'. A last segment with a '.' " +
		"(index.html) is a document, and a reference that starts with \".\", '?' or '#' moves on purpose: " +
		"neither is reported. A path assigned to a URL parsed from (or copied from) such a base (u.Path = \"/v2/items\") " +
		"replaces the base path too: it is reported at the assignment when a known base has a path (also one whose host is run-time text, \"https://\" + customer + \".example.com/api/\"), unless the " +
		"function reads a URL's path itself (path.Join(u.Path, p), a branch for a base without one) or the path is \"/\" alone, the host's root, which a join would not add. " +
		"Bases of free configuration (an exported constructor's or " +
		"option's parameter, a flag, the environment, a field written from one) that the package gives no text of its own " +
		"are judged for the references that only work " +
		"for one spelling of them: a relative reference against such a base that nothing ends with '/' (reported at " +
		"the resolution, unless its function tests strings.HasSuffix(base.Path, \"/\") or the function that parses it tests the text's, " +
		"if !strings.HasSuffix(root, \"/\") { root += \"/\" }), " +
		"and a reference that starts with '/' against such a base, which replaces whatever path " +
		"it is given (unless the function reads a URL's path itself, or the base is built of a scheme and a host " +
		"alone; where the code ends the base path with '/', or refuses a base without it, the message says so), " +
		"and a path assigned over such a base's path, which replaces it the same way, also that of a URL whose Host the function copies from the base " +
		"(a reverse proxy's Director: req.URL.Host = upURL.Host; req.URL.Path = r.URL.Path, whatever path it assigns, unless the base's own path is read), " +
		"and a base parsed from an interface's method named for a URL (provider.BaseURL()), which each implementation configures; " +
		"the path so assigned: a constant, or a parameter named " +
		"for a path (resourcePath) that the package's calls never give, also after a prefix the package keeps beside the base whose every " +
		"value it knows (u.Path = c.urlPrefix + path, with urlPrefix \"\" from the constructor) (not a path RFC 8615 serves at the host's root, " +
		"/.well-known/..., nor /robots.txt or /favicon.ico); " +
		"with -warnings (or -checks naming resolve), also those against such a base the package gives a default (its " +
		"references were written for the default). " +
		"A base whose path its parser trims of the final '/' (u.Path = strings.TrimSuffix(u.Path, \"/\")) never ends " +
		"with it; an exported *url.URL field the package never writes (its importers or a decoder set it) is judged " +
		"for references that start with '/' alone. " +
		"And a base a method keeps in its receiver as a *url.URL, copied into a local variable as the pointer it is and edited " +
		"through it (u := c.baseURL; u.Path = path.Join(u.Path, p)): the variable is the base itself, so the edit changes it " +
		"for every later request (the path grows on each call) and requests at once race on it; a local variable says a copy " +
		"was meant (u := *c.baseURL). Writing the field itself (c.baseURL.Path = p) and editing a request's URL are not reported.",
	Bad:    "base, _ := url.Parse(\"https://api.example.com/v1\"); base.Parse(\"chat/completions\")",
	Good:   "base, _ := url.Parse(\"https://api.example.com/v1/\"); base.Parse(\"chat/completions\")",
	Source: true, Since: "v0.3.0",
	Warns: "a reference against a base of free configuration that the package also gives a default, and a path assigned over the path of such a base",
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
		for _, ref := range r.parsedText(c.Call.Args[0], c.Fn) {
			if ref.v != nil {
				refs = append(refs, ref.v)
			}
		}
	}
	var bases []parsedURL
	slashedFree, free, elsewhere := false, false, false
	for _, b := range r.parsedText(sel.X, c.Fn) {
		if b.v == nil {
			slashedFree = slashedFree || b.slashed
			free = free || !b.slashed && !b.elsewhere
			elsewhere = elsewhere || b.elsewhere
			continue
		}
		bases = append(bases, b)
	}
	rel := r.relativeByTrim(c.Call.Args[0])
	if free {
		r.checkFree(sel.X, refs, rel, len(bases) > 0, c.Call, key)
	}
	if len(refs) == 0 {
		return
	}
	if (free || slashedFree || elsewhere) && !knownPath(bases) {
		r.checkRootedFree(sel.X, refs, slashedFree, len(bases) > 0, c.Call, key)
	}
	if len(bases) == 0 {
		return
	}
	if len(refs) > 1 && len(bases) > 1 {
		// Each side is resolved alone: with several values on both,
		// most pairs may never meet (the rows of a table).
		return
	}
	for _, base := range bases {
		s, whole := flow.LeadingText(base.v)
		b, err := url.Parse(s)
		if !whole || err != nil || b.Host == "" || b.Opaque != "" || b.RawQuery != "" || b.Fragment != "" {
			continue
		}
		for _, ref := range refs {
			r.checkDropped(base, s, b, ref, c.Call, key)
		}
	}
}

// A parsedURL is the text a URL value was made from, or, with free, a
// mark that it can be text of free configuration; slashed when the
// code then ends its path with '/' where it has none (if
// !strings.HasSuffix(u.Path, "/") { u.Path += "/" }), trimmed when it
// takes the final '/' off (u.Path = strings.TrimSuffix(u.Path, "/")).
type parsedURL struct {
	v       flow.Value
	slashed bool
	trimmed bool
	free    bool // v is nil: text of free configuration (freeText)
	// elsewhere marks free configuration this package never writes: an
	// exported field its importers (or a decoder) set. Whether they end
	// its path with '/' is not seen here, so only a reference that
	// starts with '/', which drops any path, is judged against it.
	elsewhere bool
}

func parsedValues(vals []flow.Value) []parsedURL {
	out := make([]parsedURL, 0, len(vals))
	for _, v := range vals {
		out = append(out, parsedURL{v: v})
	}
	return out
}

// checkDropped reports what resolving ref against base (s, parsed as b)
// drops of the base path.
func (r *baseResolution) checkDropped(base parsedURL, s string, b *url.URL, ref flow.Value, call *ast.CallExpr, key string) {
	lead, whole := flow.LeadingText(ref)
	if len(ref) == 0 || ref[0].Hole {
		return
	}
	dir := b.EscapedPath()
	if base.slashed && !strings.HasSuffix(dir, "/") {
		dir += "/"
		s += "/"
	}
	if base.trimmed && strings.HasSuffix(dir, "/") {
		s = strings.TrimSuffix(s, dir) + strings.TrimRight(dir, "/")
		dir = strings.TrimRight(dir, "/")
	}
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
		r.report(base.v, valueStarts(base.v), s, viol, call, key)
	}
}

// checkRootedFree reports (in freeTier's tier) a reference that starts
// with '/' resolved against base, a URL whose text is configuration (a
// constructor's parameter, a flag): it replaces whatever path the base
// is given (https://proxy.example.com/prefix/ loses /prefix/). Where the
// code ends the base path with '/' (slashed) or refuses a base without
// it, it means references to resolve below that path; otherwise a
// function that reads a URL's path handles the base path itself.
func (r *baseResolution) checkRootedFree(base ast.Expr, refs []flow.Value, slashed, known bool, call *ast.CallExpr, key string) {
	sev, ok := r.freeTier(known, call)
	if !ok {
		return
	}
	tested := !slashed && r.slashTestedIn(base, call)
	if !slashed && !tested {
		c, ok := r.flow.Control.Cursor(call)
		if !ok {
			return
		}
		if fn, ok := typesx.EnclosingFunc(c); !ok || r.readsPath(fn.Node(), nil) {
			return
		}
	}
	for _, ref := range refs {
		lead, whole := flow.LeadingText(ref)
		if len(ref) == 0 || ref[0].Hole || !strings.HasPrefix(lead, "/") || strings.HasPrefix(lead, "//") {
			continue
		}
		shown := strconv.Quote(lead)
		if !whole {
			shown = strconv.Quote(lead + "...")
		}
		var msg string
		switch {
		case slashed:
			msg = "resolving " + shown + " against " + shortExpr(base) + ", whose path is made to end with '/' " +
				"so that references resolve below it: a reference that starts with '/' replaces the base path " +
				"(https://host/prefix/ loses /prefix/); drop the '/'"
		case tested:
			msg = "resolving " + shown + " against " + shortExpr(base) + ", whose path the code requires to end with '/' " +
				"so that references resolve below it: a reference that starts with '/' replaces the base path " +
				"(https://host/prefix/ loses /prefix/); drop the '/'"
		default:
			msg = "resolving " + shown + " against " + shortExpr(base) + ", a base URL of configuration: a reference that " +
				"starts with '/' replaces whatever path the base is given (https://proxy.example.com/prefix/ loses /prefix/); " +
				"drop the '/' and end the base path with '/' where it is set"
		}
		viol := rfc.Violation{Start: 0, End: 1, Check: rfc.CheckResolve, Rule: "path-absolute", RFC: "RFC 3986 §5.2.2", Severity: sev, Message: msg}
		r.report(ref, valueStarts(ref), leadingTextOnly(ref), viol, call, key)
	}
}

// knownPath reports whether a base of known text has a path below the
// root: what a reference drops of it is judged in the default tier.
func knownPath(bases []parsedURL) bool {
	for _, b := range bases {
		s, whole := flow.LeadingText(b.v)
		u, err := url.Parse(s)
		if whole && err == nil && u.Host != "" && strings.Trim(u.EscapedPath(), "/") != "" {
			return true
		}
	}
	return false
}

// warnAt reports whether a finding of check id that belongs to the
// warning tier (a judgement of free configuration) is reported at node
// at: with -warnings, or when -checks names id.
func (r *pkgAnalysis) warnAt(id rfc.CheckID, at ast.Node) bool {
	return r.enabledAt(id, at) && r.cfg.enabledAs(id, rfc.Warning)
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
		if len(vals) == 0 {
			if rhs := r.slashForced(e); rhs != nil {
				vals, _ = r.flow.Params.ResolveSite(rhs, sinks.Arg{Param: sinks.Param{Target: rfc.Reference}})
			}
		}
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

// parsedText returns the text a *url.URL (or url.URL) expression was
// made from: a variable assigned once from url.Parse (or
// ParseRequestURI) of a string, or a copy of another such URL, a url.URL
// literal that sets only Path (or a variable holding one), a field of
// this package written with those (parsedField), or a parameter of a
// function of this package, from the arguments its calls pass. A
// variable that is also assigned where it is read (u =
// base.ResolveReference(u)) holds its first value there.
func (r *baseResolution) parsedText(e ast.Expr, fn *flow.FuncNode) []parsedURL {
	return r.parsedTextDepth(e, fn, 0)
}

func (r *baseResolution) parsedTextDepth(e ast.Expr, fn *flow.FuncNode, depth int) []parsedURL {
	if depth > 4 {
		return nil
	}
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok {
		e = ast.Unparen(u.X)
	}
	if star, ok := e.(*ast.StarExpr); ok {
		e = ast.Unparen(star.X)
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
		return parsedValues(r.knownValues(path, fn))
	}
	if sel, ok := e.(*ast.SelectorExpr); ok {
		return r.parsedField(sel, depth)
	}
	if call, ok := e.(*ast.CallExpr); ok {
		out, ok := r.parsedCall(call, fn)
		if !ok {
			out, _ = r.returnedURL(call, 0, depth)
		}
		return out
	}
	id, ok := e.(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := r.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.Pkg() != r.pass.Pkg || !isURL(v.Type()) {
		return nil
	}
	changed, slashed, trimmed := r.changesURL(v, fn, id)
	if changed {
		return nil
	}
	var out []parsedURL
	vi := r.flow.VarInfo(v)
	var rhs []ast.Expr
	var first []*ast.CallExpr
	if vi != nil {
		holds := func(x ast.Node) bool { return x.Pos() <= id.Pos() && id.End() <= x.End() }
		rhs = slices.DeleteFunc(slices.Clone(vi.Rhs), func(x ast.Expr) bool { return holds(x) })
		first = slices.DeleteFunc(slices.Clone(vi.First), func(x *ast.CallExpr) bool { return holds(x) })
	}
	switch {
	case typesx.IsParam(v):
		out = r.parsedParam(id, depth)
	case vi == nil:
		return nil
	case len(rhs) == 1 && len(first) == 0:
		// ref := &url.URL{Path: "/projects"}, or a copy of a URL:
		// root := opts.URL, u := *base.
		switch x := ast.Unparen(rhs[0]).(type) {
		case *ast.UnaryExpr, *ast.StarExpr, *ast.SelectorExpr, *ast.Ident, *ast.CompositeLit:
			out = r.parsedTextDepth(x, fn, depth+1)
		}
	case len(rhs) == 0 && len(first) == 1:
		var ok bool
		if out, ok = r.parsedCall(first[0], fn); !ok {
			if out, ok = r.returnedURL(first[0], 0, depth); !ok {
				return nil
			}
		}
	}
	if trimmed {
		for i := range out {
			out[i].trimmed = true
		}
	}
	if !slashed && !trimmed && r.pathJudged(v, fn, 0) {
		// The code looks at the path it makes (a validation that
		// refuses one, a branch), other than to end it with '/' or
		// not: configuration is not judged here.
		return slices.DeleteFunc(out, func(b parsedURL) bool { return b.v == nil })
	}
	if slashed {
		for i := range out {
			out[i].slashed = true
		}
		if len(out) == 0 {
			// A base of text not known here (a constructor's
			// exported parameter) whose path the code ends with '/'.
			out = []parsedURL{{free: true, slashed: true}}
		}
	}
	return out
}

// parsedParam returns the text of the URLs that the calls in this
// package pass for id, a *url.URL parameter of one of its functions.
func (r *baseResolution) parsedParam(id *ast.Ident, depth int) []parsedURL {
	sites, idx := r.passedSites(id)
	var out []parsedURL
	for _, site := range sites {
		out = append(out, r.parsedTextDepth(site.Call.Args[idx], site.Fn, depth+1)...)
	}
	return out
}

// parsedField returns the text a url.URL or *url.URL field of this
// package (a client's base URL) was made from: what parsedText finds for
// each value written into it, when every store of the field is such a
// write.
func (r *baseResolution) parsedField(sel *ast.SelectorExpr, depth int) []parsedURL {
	s, ok := r.pass.TypesInfo.Selections[sel]
	if !ok || s.Kind() != types.FieldVal {
		return nil
	}
	fld := s.Obj().(*types.Var).Origin()
	if fld.Pkg() != r.pass.Pkg || !isURL(fld.Type()) {
		return nil
	}
	writes, ok := r.flow.Data.FieldWritesFirst(fld)
	if !ok {
		return nil
	}
	if len(writes) == 0 && fld.Exported() {
		return []parsedURL{{free: true, elsewhere: true}}
	}
	var out []parsedURL
	for _, w := range writes {
		if _, isSel := ast.Unparen(w.Value).(*ast.SelectorExpr); !isSel && w.Func != nil {
			// A url.Parse call stored with its error: what it parses.
			out = append(out, r.parsedTextDepth(w.Value, w.Func, depth+1)...)
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
// string) that the option's closure writes into a field. An argument
// that is itself such a parameter, handed on by a helper (do(method, p)
// calling newRequest(method, p)), holds what the helper's calls pass.
func (r *baseResolution) paramArgs(e ast.Expr, _ *flow.FuncNode) []flow.Value {
	return r.paramArgsDepth(e, 0)
}

func (r *baseResolution) paramArgsDepth(e ast.Expr, depth int) []flow.Value {
	args, _ := r.passedFor(e, false)
	var out []flow.Value
	for _, arg := range args {
		vals, why := r.flow.Params.ResolveSite(arg, sinks.Arg{Param: sinks.Param{Target: rfc.Reference}})
		if (why == flow.ReasonParameter || why == flow.ReasonWrapper) && depth < 4 {
			if handed := r.paramArgsDepth(arg, depth+1); len(handed) > 0 {
				vals = handed
			}
		}
		out = append(out, vals...)
	}
	return out
}

// passedFor returns the arguments that the calls in this package pass for
// e, a parameter of a function of this package that never assigns it;
// with wantAll, all is true when those are every argument it can hold:
// the function is unexported and never used as a value.
func (r *baseResolution) passedFor(e ast.Expr, wantAll bool) (args []ast.Expr, all bool) {
	sites, idx := r.passedSites(e)
	if len(sites) == 0 {
		return nil, false
	}
	for _, site := range sites {
		args = append(args, site.Call.Args[idx])
	}
	f := sites[0].Callee.(*types.Func)
	// A method is called by the calls seen when no interface of the
	// package names it (an interface of another package cannot name an
	// unexported method) and nothing takes it as a value.
	method := f.Signature().Recv() != nil
	return args, wantAll && !f.Exported() && (!method || r.flow.Params != nil && r.flow.Params.Visible(f)) && len(sites) == r.refsTo(f)
}

// passedSites returns the calls in this package of the function whose
// parameter e is, when it never assigns e, and the index of e's argument.
func (r *baseResolution) passedSites(e ast.Expr) (sites []flow.CallSite, idx int) {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil, 0
	}
	v, ok := r.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || !typesx.IsParam(v) || v.Pkg() != r.pass.Pkg {
		return nil, 0
	}
	if vi := r.flow.VarInfo(v); vi != nil && (len(vi.Rhs) > 0 || vi.Opaque()) {
		return nil, 0
	}
	var f *types.Func
	idx = -1
	for _, fn := range r.flow.Funcs {
		if i := slices.Index(fn.Params, v); i >= 0 && !fn.Lit {
			f, _ = fn.Obj.(*types.Func)
			idx = i
			break
		}
	}
	if f == nil {
		return nil, 0
	}
	sig := f.Signature()
	if idx >= sig.Params().Len() || sig.Params().At(idx) != v || sig.Variadic() && idx == sig.Params().Len()-1 {
		return nil, 0
	}
	for _, site := range r.flow.Sites {
		if site.Callee == f && idx < len(site.Call.Args) && !spreads(site.Call) {
			sites = append(sites, site)
		}
	}
	return sites, idx
}

// spreads reports whether call passes a slice to a variadic parameter
// (f(a, rest...)).
func spreads(call *ast.CallExpr) bool { return call.Ellipsis.IsValid() }

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
// variable, at use, may change the URL after parsing it: it assigns one
// of its fields (u.Path = "/v2"), or passes v to a function other than
// those of net/url and fmt. An assignment that holds use reads v before
// it changes it (u.Path = u.Path + "/x"); a '/' added to the end of the
// path (u.Path += "/", with or without a test that it has none) leaves
// the URL slashed.
func (r *baseResolution) changesURL(v *types.Var, fn *flow.FuncNode, use ast.Node) (changed, slashed, trimmed bool) {
	if fn == nil || fn.Body == nil {
		return true, false, false
	}
	isV := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && r.pass.TypesInfo.Uses[id] == v
	}
	ast.Inspect(fn.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			if use != nil && n.Pos() <= use.Pos() && use.End() <= n.End() {
				break
			}
			for _, lhs := range n.Lhs {
				if sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr); ok && isV(sel.X) {
					if keepsPath(sel.Sel.Name) {
						continue // u.User = url.UserPassword(...): the path is as parsed
					}
					if r.addsSlash(n, sel, isV) {
						slashed = true
						continue
					}
					if r.trimsSlash(n, sel, isV) {
						trimmed = true
						continue
					}
					changed = true
				}
				if star, ok := ast.Unparen(lhs).(*ast.StarExpr); ok && isV(star.X) {
					changed = true
				}
			}
		case *ast.CallExpr:
			if use != nil && n.Pos() <= use.Pos() && use.End() <= n.End() {
				break // the call that hands v on: what its callee does is judged there
			}
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
	return changed, slashed, trimmed
}

// keepsPath reports whether assigning the url.URL field name leaves
// the URL's path as it was (its credentials, scheme, host, query).
func keepsPath(name string) bool {
	switch name {
	case "Scheme", "User", "Host", "RawQuery", "Fragment", "RawFragment", "ForceQuery":
		return true
	}
	return false
}

// addsSlash reports whether n, an assignment to sel, a field of a URL
// variable, adds '/' to the end of its path: u.Path += "/", u.Path =
// u.Path + "/".
func (r *baseResolution) addsSlash(n *ast.AssignStmt, sel *ast.SelectorExpr, isV func(ast.Expr) bool) bool {
	if sel.Sel.Name != "Path" || len(n.Lhs) != 1 || len(n.Rhs) != 1 {
		return false
	}
	isSlash := func(e ast.Expr) bool {
		tv, ok := r.pass.TypesInfo.Types[e]
		return ok && tv.Value != nil && tv.Value.Kind() == constant.String && constant.StringVal(tv.Value) == "/"
	}
	switch n.Tok {
	case token.ADD_ASSIGN:
		return isSlash(n.Rhs[0])
	case token.ASSIGN:
		b, ok := ast.Unparen(n.Rhs[0]).(*ast.BinaryExpr)
		if !ok || b.Op != token.ADD || !isSlash(b.Y) {
			return false
		}
		x, ok := ast.Unparen(b.X).(*ast.SelectorExpr)
		return ok && x.Sel.Name == "Path" && isV(x.X)
	}
	return false
}

// pathJudged reports whether fn reads the path of v, a URL variable
// (v.Path, v.EscapedPath()), other than where it assigns it, or hands v
// (or *v) to a function of this package that reads its parameter's:
// isValidEndpoint(*u) refusing a path.
func (r *baseResolution) pathJudged(v *types.Var, fn *flow.FuncNode, depth int) bool {
	if fn == nil || fn.Body == nil {
		return false
	}
	isV := func(e ast.Expr) bool {
		e = ast.Unparen(e)
		if star, ok := e.(*ast.StarExpr); ok {
			e = ast.Unparen(star.X)
		}
		id, ok := e.(*ast.Ident)
		return ok && r.pass.TypesInfo.Uses[id] == v
	}
	found := false
	ast.Inspect(fn.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			if sel, ok := ast.Unparen(n.Lhs[0]).(*ast.SelectorExpr); ok && len(n.Lhs) == 1 && isV(sel.X) {
				return false
			}
		case *ast.SelectorExpr:
			switch n.Sel.Name {
			case "Path", "RawPath", "EscapedPath":
				found = found || isV(n.X)
			}
		case *ast.CallExpr:
			callee, ok := typeutil.Callee(r.pass.TypesInfo, n).(*types.Func)
			if !ok || callee.Pkg() != r.pass.Pkg || depth > 0 {
				break
			}
			for i, a := range n.Args {
				if !isV(a) {
					continue
				}
				for _, f := range r.flow.Funcs {
					if f.Obj == callee && !f.Lit && i < len(f.Params) && f.Params[i] != nil {
						found = found || r.pathJudged(f.Params[i], f, depth+1)
					}
				}
			}
		}
		return !found
	})
	return found
}

// trimsSlash reports whether n, an assignment to sel, a field of a URL
// variable, takes the final '/' off its path: u.Path =
// strings.TrimSuffix(u.Path, "/"), strings.TrimRight(u.Path, "/").
func (r *baseResolution) trimsSlash(n *ast.AssignStmt, sel *ast.SelectorExpr, isV func(ast.Expr) bool) bool {
	if sel.Sel.Name != "Path" || n.Tok != token.ASSIGN || len(n.Lhs) != 1 || len(n.Rhs) != 1 {
		return false
	}
	call, ok := ast.Unparen(n.Rhs[0]).(*ast.CallExpr)
	if !ok || len(call.Args) != 2 || !isConstText(r.pass.TypesInfo, call.Args[1], "/") {
		return false
	}
	if fn, ok := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func); !ok || flow.FuncOfObj(fn).Trims != sinks.TrimsEnd {
		return false
	}
	x, ok := ast.Unparen(call.Args[0]).(*ast.SelectorExpr)
	return ok && x.Sel.Name == "Path" && isV(x.X)
}

// returnedURL returns what parsedText finds for result idx of call, a
// call of a function of this package (a getter of a client's base URL,
// a helper that parses and returns it): the values of its return
// statements there; false when one of them is not traced.
func (r *baseResolution) returnedURL(call *ast.CallExpr, idx, depth int) ([]parsedURL, bool) {
	callee, ok := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
	if !ok || callee.Pkg() != r.pass.Pkg || depth > 4 {
		return nil, false
	}
	var node *flow.FuncNode
	for _, f := range r.flow.Funcs {
		if f.Obj == callee && !f.Lit {
			node = f
			break
		}
	}
	if node == nil || node.Body == nil {
		return nil, false
	}
	var out []parsedURL
	for ret := range returnStmts(node.Body) {
		if idx >= len(ret.Results) || callee.Signature().Results().Len() != len(ret.Results) {
			return nil, false
		}
		res := ret.Results[idx]
		if tv, ok := r.pass.TypesInfo.Types[res]; ok && tv.IsNil() {
			continue // the error's return
		}
		vals := r.parsedTextDepth(res, node, depth+1)
		if len(vals) == 0 {
			return nil, false
		}
		out = append(out, vals...)
	}
	return out, len(out) > 0
}

// slashForced returns, for e, a string variable whose one assignment
// gives it a leading '/' where it has none before e reads it (if
// !strings.HasPrefix(p, "/") { p = "/" + p }), the expression assigned:
// whatever it held, e starts with '/', as that expression does.
func (r *baseResolution) slashForced(e ast.Expr) ast.Expr {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil
	}
	info := r.pass.TypesInfo
	v, ok := info.Uses[id].(*types.Var)
	if !ok || v.Pkg() != r.pass.Pkg {
		return nil
	}
	vi := r.flow.VarInfo(v)
	if vi == nil || vi.Opaque() || len(vi.Rhs) != 1 {
		return nil
	}
	isV := func(x ast.Expr) bool {
		x1, ok := ast.Unparen(x).(*ast.Ident)
		return ok && info.Uses[x1] == v
	}
	isSlash := func(x ast.Expr) bool {
		tv, ok := info.Types[x]
		return ok && tv.Value != nil && tv.Value.Kind() == constant.String && constant.StringVal(tv.Value) == "/"
	}
	rhs := vi.Rhs[0]
	if b, ok := ast.Unparen(rhs).(*ast.BinaryExpr); !ok || b.Op != token.ADD || !isSlash(b.X) || !isV(b.Y) {
		return nil
	}
	c, ok := r.flow.Control.Cursor(rhs)
	if !ok {
		return nil
	}
	as, ok := c.Parent().Node().(*ast.AssignStmt)
	if !ok || as.Tok != token.ASSIGN || len(as.Lhs) != 1 || !isV(as.Lhs[0]) {
		return nil
	}
	block, ok := c.Parent().Parent().Node().(*ast.BlockStmt)
	if !ok || len(block.List) != 1 {
		return nil
	}
	ifs, ok := c.Parent().Parent().Parent().Node().(*ast.IfStmt)
	if !ok || ifs.Else != nil || ifs.Init != nil || ifs.End() > id.Pos() {
		return nil
	}
	not, ok := ast.Unparen(ifs.Cond).(*ast.UnaryExpr)
	if !ok || not.Op != token.NOT {
		return nil
	}
	test, ok := ast.Unparen(not.X).(*ast.CallExpr)
	if !ok || len(test.Args) != 2 || !isV(test.Args[0]) || !isSlash(test.Args[1]) {
		return nil
	}
	if fn, ok := typeutil.Callee(info, test).(*types.Func); !ok || flow.FuncOfObj(fn).Tests != sinks.TestsPrefix {
		return nil
	}
	// The if and the read in one block of statements: the read follows
	// the if on every path.
	if d, ok := r.flow.Control.Cursor(id); !ok || !encloses(c.Parent().Parent().Parent().Parent(), d) {
		return nil
	}
	return rhs
}
