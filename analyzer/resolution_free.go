package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"net/url"
	"strconv"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"

	"golang.org/x/tools/go/types/typeutil"
)

// Bases of free configuration. A client's base URL is often text its
// users give: an exported constructor's or option's parameter, a flag,
// the environment, an exported field the package never writes. Its
// path is unknown, and a resolution that only works for one spelling
// of it (a relative reference against a base whose path nothing ends
// with '/'; a reference that starts with '/') is reported by default
// where the package gives the base no text of its own (freeTier): on
// real code such reports were never false (sweeps 16 to 20), and
// https://proxy.example.com/prefix loses "prefix". A path written over
// the one the base has loses it the same way and is judged alike.
// Against a base with a default, the judgement is in the warning tier.

// freeReason reports whether why, the reason a value-flow hole stands
// for unknown text, names configuration: a parameter whose callers are
// not all seen, a flag or the environment, a field written elsewhere.
func freeReason(why flow.Reason) bool {
	switch why {
	case flow.ReasonParameter, flow.ReasonWrapper, flow.ReasonInput, flow.ReasonField, flow.ReasonFieldWrites:
		return true
	}
	return false
}

// freeText reports whether e, the text a base URL is parsed from, can
// be free configuration: a value of it (or, with none found, e itself)
// is a hole of such a reason from its first byte, or, for a parameter
// every call of whose function is in sight, an argument is; slashed
// when every such value ends with a constant '/'.
func (r *baseResolution) freeText(e ast.Expr) (free, slashed bool) {
	return r.freeTextDepth(e, 0)
}

func (r *baseResolution) freeTextDepth(e ast.Expr, depth int) (free, slashed bool) {
	if args, all := r.passedFor(e, true); all && depth < 4 {
		// A parameter of an unexported function that only this package's
		// calls reach (a helper that parses or panics) is as free as the
		// arguments they pass: a constant base is the package's own text.
		slashed = true
		for _, a := range args {
			if f, s := r.freeTextDepth(a, depth+1); f {
				free, slashed = true, slashed && s
			}
		}
		return free, free && slashed
	}
	if r.configMethod(e) {
		return true, false
	}
	vals, why := r.flow.Params.ResolveSite(e, sinks.Arg{Param: sinks.Param{Target: rfc.Reference}})
	if len(vals) == 0 {
		return freeReason(why), false
	}
	slashed = true
	for _, v := range vals {
		if len(v) == 0 || !v[0].Hole {
			continue
		}
		if r := v[0].Why; !freeReason(r) && (r != "" || !freeReason(why)) {
			continue
		}
		free = true
		if last := v[len(v)-1]; last.Hole || !strings.HasSuffix(last.Text, "/") {
			slashed = false
		}
	}
	return free, free && slashed
}

// configMethod reports whether e calls an interface's method whose name
// says it returns a base URL (provider.BaseURL()): each implementation
// holds its own, as configuration would.
func (r *baseResolution) configMethod(e ast.Expr) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 0 {
		return false
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	s, ok := r.pass.TypesInfo.Selections[sel]
	return ok && s.Kind() == types.MethodVal && types.IsInterface(s.Recv()) && urlHolderName(sel.Sel.Name)
}

// parsedCall returns what url.Parse (or ParseRequestURI) of call's
// argument gives: its known values, or a mark of free configuration.
func (r *baseResolution) parsedCall(call *ast.CallExpr, fn *flow.FuncNode) ([]parsedURL, bool) {
	callee, ok := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
	if !ok || len(call.Args) != 1 || !sinks.ParsesFunc(callee) {
		return nil, false
	}
	out := parsedValues(r.knownValues(call.Args[0], fn))
	if free, slashed := r.freeText(call.Args[0]); free {
		// A text the parse's function tests for its final '/' is given
		// one where it lacks it (if !strings.HasSuffix(root, "/") {
		// root += "/" }), whatever the values it is known to hold.
		out = append(out, parsedURL{free: true, slashed: slashed || r.slashTestedIn(call.Args[0], call)})
	}
	return out, true
}

// checkFree judges (in freeTier's tier) the references resolved
// against base, a URL of free configuration that the code does not make
// end with '/': a relative reference with a path replaces the base's
// last segment, reported at the resolution (call), whose base is where
// the '/' belongs. A reference that keeps the path (".", "?", "#") and a
// resolution whose function tests that the base path ends with '/' are
// quiet; a reference that starts with '/' is checkRootedFree's.
func (r *baseResolution) checkFree(base ast.Expr, refs []flow.Value, rel string, known bool, call *ast.CallExpr, key string) {
	sev, ok := r.freeTier(known, call)
	if !ok || r.slashTestedIn(base, call) {
		return
	}
	shown := rel
	for _, ref := range refs {
		lead, whole := flow.LeadingText(ref)
		if len(ref) == 0 || ref[0].Hole || dropped("/prefix", lead) != lastSegment {
			continue
		}
		shown = strconv.Quote(lead)
		if !whole {
			shown = strconv.Quote(lead + "...")
		}
		break
	}
	if shown == "" {
		return
	}
	viol := rfc.Violation{Start: 0, End: 1, Check: rfc.CheckResolve, Rule: "merge", RFC: "RFC 3986 §5.2.3", Severity: sev,
		Message: "resolving " + shown + " against " + shortExpr(base) + ", a base URL of configuration that nothing ends with '/': " +
			"a relative reference replaces the last segment of the base path (https://proxy.example.com/prefix loses \"prefix\"); " +
			"end the base path with '/' where it is set"}
	r.report(flow.Value{{Text: "x", Use: call}}, []int{0}, "x", viol, call, key)
}

// freeTier returns the severity of a judgement of a reference against a
// base of free configuration, and whether it is reported at at: an
// error where the package gives the base no value of its own, so that
// every base it resolves against is a user's spelling; a warning where
// it also gives known text (a default, its own calls' constants), which
// the references were written for and the default tier judges alone.
func (r *baseResolution) freeTier(known bool, at ast.Node) (rfc.Severity, bool) {
	if known {
		return rfc.Warning, r.warnAt(rfc.CheckResolve, at)
	}
	return rfc.Error, r.enabledAt(rfc.CheckResolve, at)
}

// relativeByTrim returns the source of e when e is a call that trims
// every leading '/' off its text (strings.TrimLeft(p, "/")): whatever
// it held, the reference is relative.
func (r *baseResolution) relativeByTrim(e ast.Expr) string {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 2 {
		return ""
	}
	fn, ok := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
	if !ok || fn.Pkg() == nil || fn.Pkg().Path() != "strings" || fn.Name() != "TrimLeft" && fn.Name() != "TrimPrefix" {
		return ""
	}
	if !isConstText(r.pass.TypesInfo, call.Args[1], "/") {
		return ""
	}
	return shortExpr(call)
}

// isConstText reports whether e is the constant string s.
func isConstText(info *types.Info, e ast.Expr, s string) bool {
	tv, ok := info.Types[e]
	return ok && tv.Value != nil && tv.Value.Kind() == constant.String && constant.StringVal(tv.Value) == s
}

// slashTestedIn reports whether the function holding at tests that the
// path (or the text) of base ends with '/' (strings.HasSuffix(c.BaseURL.Path,
// "/")), as clients that refuse a base without it do.
func (r *baseResolution) slashTestedIn(base ast.Expr, at ast.Node) bool {
	c, ok := r.flow.Control.Cursor(at)
	if !ok {
		return false
	}
	fn, ok := typesx.EnclosingFunc(c)
	if !ok {
		return false
	}
	body := fn.Node()
	prefix := types.ExprString(base)
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || found || len(call.Args) != 2 {
			return !found
		}
		fn, ok := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
		if ok && fn.Pkg() != nil && fn.Pkg().Path() == "strings" && fn.Name() == "HasSuffix" &&
			isConstText(r.pass.TypesInfo, call.Args[1], "/") && strings.HasPrefix(types.ExprString(call.Args[0]), prefix) {
			found = true
		}
		return !found
	})
	return found
}

// checkPathReplaced judges u.Path = p, p starting with '/' (or a
// parameter named for a path: pathParam), where u is parsed from (or
// copies) a base URL: the base's own path is lost. A known base with a
// path is reported in the default tier, a base of free configuration in
// freeTier's, both at the assignment, where the paths are to be joined.
// A p made from a path (u.Path, base.Path, path.Join of one) keeps it;
// "/" alone, the host's root, and a path served at the root (wellKnown)
// are meant.
func (r *baseResolution) checkPathReplaced(sel *ast.SelectorExpr, rhs ast.Expr) {
	if !r.enabled(rfc.CheckResolve) {
		return
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return
	}
	v, ok := r.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.Pkg() != r.pass.Pkg || v.Parent() == r.pass.Pkg.Scope() || !isURL(v.Type()) {
		return
	}
	vi := r.flow.VarInfo(v)
	fn := r.innermostFunc(sel.Pos())
	if vi == nil || fn == nil || r.readsPath(fn.Body, sel) {
		return
	}
	var lead string
	vals := r.assignedPaths(rhs, fn)
	if len(vals) == 0 {
		return
	}
	root := true // "/" joined adds nothing: written alone, it means the host's root
	for _, v := range vals {
		l, whole := flow.LeadingText(v)
		if len(v) == 0 || v[0].Hole || !strings.HasPrefix(l, "/") || strings.HasPrefix(l, "//") {
			return
		}
		root = root && whole && l == "/"
		if lead == "" || len(l) > len(lead) {
			lead = l
		}
	}
	if root {
		return
	}
	// What u was made from: a parse, or a copy of a base URL.
	var bases []parsedURL
	switch {
	case len(vi.Rhs) == 1 && len(vi.First) == 0:
		switch x := ast.Unparen(vi.Rhs[0]).(type) {
		case *ast.UnaryExpr, *ast.StarExpr, *ast.SelectorExpr, *ast.Ident:
			bases = r.parsedTextDepth(x, fn, 1)
		case *ast.CallExpr:
			bases, _ = r.parsedCall(x, fn)
		}
	case len(vi.Rhs) == 0 && len(vi.First) == 1:
		bases, _ = r.parsedCall(vi.First[0], fn)
	}
	free, known := false, false
	for _, b := range bases {
		if b.v == nil {
			free = free || b.free
			continue
		}
		s, ok := hostHoledText(b.v)
		u, err := url.Parse(s)
		if !ok || err != nil || u.Host == "" || u.Opaque != "" {
			continue
		}
		dir := u.EscapedPath()
		last := dir[strings.LastIndexByte(dir, '/')+1:]
		known = true
		if strings.Trim(dir, "/") == "" || isDocument(last) || strings.HasPrefix(lead, strings.TrimSuffix(dir, "/")+"/") {
			continue
		}
		viol := rfc.Violation{Start: 0, End: 1, Check: rfc.CheckResolve, Rule: "path-absolute", RFC: "RFC 3986 §5.2.2",
			Message: "assigning " + assigned(lead) + " to the Path of " + id.Name + ", parsed from " + strconv.Quote(s) +
				", replaces the base path " + strconv.Quote(dir) + "; join the paths (u.JoinPath, path.Join(u.Path, ...))"}
		if r.enabledAt(viol.Check, sel) {
			r.report(flow.Value{{Text: "x", Use: sel}}, []int{0}, "x", viol, sel, "net/url.URL.Path")
		}
		return
	}
	if !free || wellKnown(lead) {
		return
	}
	sev, ok := r.freeTier(known, sel)
	if !ok {
		return
	}
	viol := rfc.Violation{Start: 0, End: 1, Check: rfc.CheckResolve, Rule: "path-absolute", RFC: "RFC 3986 §5.2.2", Severity: sev,
		Message: "assigning " + assigned(lead) + " to the Path of " + id.Name + ", a base URL of configuration, replaces whatever path " +
			"the base has (https://proxy.example.com/prefix loses /prefix); join the paths (u.JoinPath, path.Join(u.Path, ...))"}
	r.report(flow.Value{{Text: "x", Use: sel}}, []int{0}, "x", viol, sel, "net/url.URL.Path")
}

// assignedPaths returns the values a path assigned to a URL's Path can
// hold: its known values, a parameter named for a path (shown by its
// name: a path of the caller's), or, for prefix + p, each known text of
// the prefix (bc.urlPrefix, which the package writes "" or "/api") before
// each value of p.
func (r *baseResolution) assignedPaths(e ast.Expr, fn *flow.FuncNode) []flow.Value {
	if vals := r.knownValues(e, fn); len(vals) > 0 {
		return vals
	}
	if name := r.pathParam(e); name != "" {
		return []flow.Value{{{Text: "/" + name + "..."}}}
	}
	bin, ok := ast.Unparen(e).(*ast.BinaryExpr)
	if !ok || bin.Op != token.ADD {
		return nil
	}
	prefixes := r.prefixTexts(bin.X, fn)
	rest := r.assignedPaths(bin.Y, fn)
	if len(prefixes) == 0 || len(rest) == 0 || len(prefixes)*len(rest) > 16 {
		return nil
	}
	var out []flow.Value
	for _, x := range prefixes {
		text, whole := flow.LeadingText(x)
		if !whole {
			return nil
		}
		for _, y := range rest {
			out = append(out, append(flow.Value{{Text: text}}, y...))
		}
	}
	return out
}

// prefixTexts returns the values of x, a prefix written before a path:
// its known values, or for an unexported field of the package, the
// values of each write, a parameter's from the arguments the package's
// calls pass (newBaseClient(addr, "") keeping urlPrefix: urlPrefix).
func (r *baseResolution) prefixTexts(x ast.Expr, fn *flow.FuncNode) []flow.Value {
	if vals := r.knownValues(x, fn); len(vals) > 0 {
		return vals
	}
	sel, ok := ast.Unparen(x).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	s, ok := r.pass.TypesInfo.Selections[sel]
	if !ok || s.Kind() != types.FieldVal {
		return nil
	}
	fld := s.Obj().(*types.Var).Origin()
	if fld.Pkg() != r.pass.Pkg || fld.Exported() {
		return nil
	}
	var out []flow.Value
	for _, w := range r.fieldSt.fieldWrites {
		if w.fld != fld {
			continue
		}
		vals := r.knownValues(w.val, w.fn)
		if len(vals) == 0 {
			return nil
		}
		out = append(out, vals...)
	}
	return out
}

// assigned shows lead, the start of a path assigned over a base's: a
// parameter that holds a path by its name, or the text quoted.
func assigned(lead string) string {
	if strings.HasSuffix(lead, "...") {
		return lead[1 : len(lead)-3]
	}
	return strconv.Quote(lead)
}

// hostHoledText returns the text of v, a base URL, with each hole shown
// as "…", when every hole is in its authority and the path after it is
// known ("https://" + customer + ".example.com/api/"), and whether it is.
func hostHoledText(v flow.Value) (string, bool) {
	var b strings.Builder
	inPath := false
	for _, p := range v {
		if p.Hole {
			if inPath {
				return "", false
			}
			b.WriteString("…")
			continue
		}
		b.WriteString(p.Text)
		s := b.String()
		if i := strings.Index(s, "://"); i >= 0 && strings.Contains(s[i+3:], "/") {
			inPath = true
		}
	}
	s := b.String()
	i := strings.Index(s, "://")
	return s, i > 0 && !strings.Contains(s[:i], "…")
}

// readsPath reports whether root reads the path of a URL (u.Path,
// u.EscapedPath(), u.RawPath) other than by assigning it: the code
// handles the base path itself (u.Path = path.Join(u.Path, p), or a
// branch taken where the base has none).
func (r *baseResolution) readsPath(root ast.Node, except *ast.SelectorExpr) bool {
	found := false
	ast.Inspect(root, func(n ast.Node) bool {
		if found {
			return false
		}
		if as, ok := n.(*ast.AssignStmt); ok {
			for _, x := range as.Rhs {
				found = found || r.readsPath(x, except)
			}
			for _, x := range as.Lhs {
				if sel, ok := ast.Unparen(x).(*ast.SelectorExpr); ok && sel.Sel.Name == "Path" {
					found = found || r.readsPath(sel.X, except)
				}
			}
			return false
		}
		sel, ok := n.(*ast.SelectorExpr)
		if !ok || sel == except {
			return true
		}
		switch sel.Sel.Name {
		case "Path", "RawPath", "EscapedPath":
			if isURL(r.pass.TypesInfo.TypeOf(sel.X)) {
				found = true
			}
		}
		return !found
	})
	return found
}

// pathParam returns the name of e, a parameter of the function whose
// name says it holds a path (resourcePath, urlPath, apiPath) and that
// no call in sight gives a value: a path of the caller's own, which
// written over a base URL's Path replaces the base's. "" otherwise.
func (r *baseResolution) pathParam(e ast.Expr) string {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return ""
	}
	v, ok := r.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || !typesx.IsParam(v) || !typesx.IsString(v.Type()) || !strings.HasSuffix(strings.ToLower(v.Name()), "path") {
		return ""
	}
	if vi := r.flow.VarInfo(v); vi != nil && (len(vi.Rhs) > 0 || vi.Opaque()) {
		return ""
	}
	return v.Name()
}

// wellKnown reports whether path p is one a server serves at the root
// of its host whatever the base of an API is (RFC 8615's /.well-known/,
// robots.txt, favicon.ico): written over a base's path on purpose.
func wellKnown(p string) bool {
	return strings.HasPrefix(p, "/.well-known/") || p == "/robots.txt" || p == "/favicon.ico"
}
