package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// checkPathJoin reports a path.Join (filepath.Join, path.Clean) whose
// first element starts with an absolute URL: the join turns its "://"
// into ":/" whatever the other elements are. A first element passed on
// whole from a variadic parameter (joinURL(elems ...string)) is looked
// for at the calls of the function in this package.
func (r *pkgAnalysis) checkPathJoin(c flow.CallSite) {
	fn, ok := c.Callee.(*types.Func)
	if !ok || len(c.Call.Args) == 0 || fn.Pkg() == nil || !r.enabled(rfc.CheckPathJoin) {
		return
	}
	if flow.FuncOfObj(fn).Cleans == sinks.CleansNothing || r.repairsScheme(c) { // a path cleaner: a URL's "//" does not survive it
		return
	}
	key := sinks.FuncKey(fn)
	if !c.Call.Ellipsis.IsValid() {
		r.checkJoinBase(c.Call.Args[0], c.Call, key)
		r.guarantees.namedJoins = append(r.guarantees.namedJoins, c.Call) // checkNamedJoin, once the sinks are judged
		return
	}
	// path.Join(elems...) in func joinURL(elems ...string).
	id, ok := ast.Unparen(c.Call.Args[0]).(*ast.Ident)
	if !ok || c.Fn == nil {
		return
	}
	param, ok := r.pass.TypesInfo.Uses[id].(*types.Var)
	if ok && c.Fn.Body != nil {
		if head := r.sliceHead(param, c.Fn.Body); head != nil {
			r.checkJoinBase(head, c.Call, key) // elem[0] = c.baseURL(); path.Join(elem...)
			return
		}
	}
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

// sliceHead returns the first element of v, a local slice that body
// makes and fills itself: the first of its literal's elements
// (elems := []string{base, "api"}), or what is stored at index 0 of the
// slice made with a length (elem := make([]string, 2); elem[0] = base),
// the slice otherwise only appended to. Nil when that is not so.
func (r *pkgAnalysis) sliceHead(v *types.Var, body *ast.BlockStmt) ast.Expr {
	info := r.pass.TypesInfo
	vi := r.flow.VarInfo(v)
	if vi == nil || vi.Opaque() || v.Parent() == nil || v.Parent() == r.pass.Pkg.Scope() {
		return nil
	}
	builtin := func(call *ast.CallExpr, name string) bool {
		id, ok := ast.Unparen(call.Fun).(*ast.Ident)
		b, isB := info.Uses[id].(*types.Builtin)
		return ok && isB && b.Name() == name
	}
	var head ast.Expr
	made := false
	for _, rhs := range vi.Rhs {
		switch x := ast.Unparen(rhs).(type) {
		case *ast.CompositeLit:
			if head != nil || made || len(x.Elts) == 0 {
				return nil
			}
			if _, keyed := x.Elts[0].(*ast.KeyValueExpr); keyed {
				return nil
			}
			head = x.Elts[0]
		case *ast.CallExpr:
			switch {
			case builtin(x, "append") && len(x.Args) > 0 && typesx.IsIdentOf(info, x.Args[0], v):
				// appended: the first element stays
			case builtin(x, "make") && len(x.Args) >= 2 && head == nil && !made:
				n, ok := constant.Int64Val(constant.ToInt(info.Types[x.Args[1]].Value))
				if info.Types[x.Args[1]].Value == nil || !ok || n < 1 {
					return nil
				}
				made = true
			default:
				return nil
			}
		default:
			return nil
		}
	}
	if !made {
		return head
	}
	// The stores into the slice made: one at index 0, whatever the others.
	var stored ast.Expr
	ok := true
	ast.Inspect(body, func(n ast.Node) bool {
		as, isAs := n.(*ast.AssignStmt)
		if !isAs || !ok {
			return ok
		}
		for i, l := range as.Lhs {
			ix, isIx := ast.Unparen(l).(*ast.IndexExpr)
			if !isIx || !typesx.IsIdentOf(info, ix.X, v) {
				continue
			}
			k := info.Types[ix.Index].Value
			if k == nil || len(as.Lhs) != len(as.Rhs) || as.Tok != token.ASSIGN {
				ok = false // a store at an index not known here
				return false
			}
			if n, exact := constant.Int64Val(constant.ToInt(k)); exact && n == 0 {
				if stored != nil {
					ok = false
					return false
				}
				stored = as.Rhs[i]
			}
		}
		return true
	})
	if !ok {
		return nil
	}
	return stored
}

// checkJoinBase reports each value of arg, the first element of a path
// join at call, that starts with a scheme, "://" and a host.
func (r *pkgAnalysis) checkJoinBase(arg ast.Expr, call *ast.CallExpr, key string) {
	vals, _ := r.flow.Params.ResolveSite(arg, sinks.Arg{Param: sinks.Param{Target: rfc.Reference}})
	for _, v := range vals {
		if r.intent.InErrorData(v) || r.testInput(v, call) || r.handlerRequestInTest(call) {
			continue
		}
		lead, _ := flow.LeadingText(v)
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
		if !r.enabledAt(viol.Check, call) {
			continue
		}
		p := v[pieceAt(v, starts, i, false)]
		if lit := p.Lit; lit != nil && (lit.Pos() < call.Pos() || lit.Pos() >= call.End()) {
			r.reportJoinAt(call, lit, key, viol)
			continue
		}
		if p.Lit == nil && p.Use != nil && (p.Use.Pos() < call.Pos() || p.Use.Pos() >= call.End()) {
			// The URL's text made elsewhere (a test server's URL in a
			// field the join reads): the join is what breaks it.
			r.reportJoinAt(call, p.Use, key, viol)
			continue
		}
		r.report(v, starts, b.String(), viol, call, key)
	}
}

// handlerRequestInTest reports whether call, a join in test code, is the
// target of a request the test builds for a handler in process
// (httptest.NewRequest: a sink of a request-target that parses nothing
// for the caller). The handler sees the cleaned path: a test whose
// handler routes on it fails by itself, and one whose handler never reads
// it (a body parser) tests what it means to.
func (r *pkgAnalysis) handlerRequestInTest(call *ast.CallExpr) bool {
	if !r.intent.InTestCode(call.Pos()) {
		return false
	}
	parents := r.flow.Control.Parents(call)
	if len(parents) == 0 {
		return false
	}
	outer, ok := parents[0].(*ast.CallExpr)
	if !ok {
		return false
	}
	fn, ok := typeutil.Callee(r.pass.TypesInfo, outer).(*types.Func)
	if !ok {
		return false
	}
	for _, a := range sinks.Std()[sinks.FuncKey(fn)] {
		if a.Index < len(outer.Args) && ast.Unparen(outer.Args[a.Index]) == ast.Expr(call) && a.Target == rfc.Request && !a.Parses {
			return true
		}
	}
	return false
}

// reportJoinAt reports viol, a URL cleaned by the join at call, at the
// join when the URL is written elsewhere (a constant, a default, a
// field's value, the text a call returns), lit: the URL is right and the join is what breaks it, so
// each join of it is reported where it is, with the URL as related.
func (r *pkgAnalysis) reportJoinAt(call *ast.CallExpr, lit ast.Node, key string, viol rfc.Violation) {
	name := r.imports.sinkName(key, call)
	d := analysis.Diagnostic{Pos: call.Pos(), End: call.End(), Category: string(viol.Check),
		Message: name + ": " + viol.Message + " (" + viol.RFC + " " + viol.Rule + ")",
		Related: []analysis.RelatedInformation{{Pos: lit.Pos(), End: lit.End(), Message: "the URL, written here"}}}
	r.out.add(finding{Diagnostic: d, at: call.Pos(), lit: lit.Pos(), alone: true})
}

// checkNamedJoin reports, in the warning tier, a join whose first
// element is a URL by its name alone (cfg.URL, baseURL: its text is not
// known here) and whose result is written or returned where a name says
// a URL is held (URL: path.Join(cfg.URL, cfg.Path); urlDestination): a base with a scheme loses its
// host, one that is a bare host keeps it, so the report depends on the
// configured text.
// A join a sink's finding names already is not reported again.
func (r *guarantees) checkNamedJoin(call *ast.CallExpr) {
	first := call.Args[0]
	if r.joined[call] || nameKind(joinBaseName(r.pass.TypesInfo, first)) != uriText || r.receivedTarget(first) || !r.enabledAt(rfc.CheckPathJoin, call) || !r.urlDestination(call) || r.onFailureOf(call, first) || r.schemelessOnly(call, first) {
		return // (a request's target, r.RequestURI, is a path and a query: cleaned on purpose)
	}
	fn, ok := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
	if !ok {
		return
	}
	key := sinks.FuncKey(fn)
	vals, _ := r.flow.Params.ResolveSite(first, sinks.Arg{Param: sinks.Param{Target: rfc.Reference}})
	for _, v := range vals {
		if lead, whole := flow.LeadingText(v); whole || lead != "" {
			return // text known: checkJoinBase judges it
		}
	}
	in := exprName(first)
	if c, ok := ast.Unparen(first).(*ast.CallExpr); ok {
		in = "the result of " + exprName(c.Fun) + "()"
		if env := envName(r.pass.TypesInfo, c); env != "" {
			in = "the environment variable " + env
		}
	}
	example, warn := "\"https://host\"", true
	if u := r.writtenURL(first); u != "" {
		// A field the package writes a URL into elsewhere (a literal of
		// another package's type, whose other writes are not known
		// here): that URL reaches the join.
		example, warn = strconv.Quote(u)+", written into it in this package", false
	} else if !r.warnAt(rfc.CheckPathJoin, call) {
		return
	}
	msg := r.imports.sinkName(key, call) + " cleans its result as a file path: a URL in " + in +
		" (" + example + ") loses the '/' of its \"//\" and with it its host (\"https:/host\"); join a URL's path with url.JoinPath"
	d := analysis.Diagnostic{Pos: call.Pos(), End: call.End(), Category: string(rfc.CheckPathJoin), Message: msg + " (RFC 3986 §3.2 authority)"}
	r.out.add(finding{Diagnostic: d, at: call.Pos(), alone: true, warn: warn})
}

// writtenURL returns a constant that starts with a scheme, "://" and a
// host which the package writes into the field e reads, or "".
func (r *guarantees) writtenURL(e ast.Expr) string {
	consts, _, ok := r.flow.Fields.FieldConstants(e)
	if !ok {
		return ""
	}
	for _, c := range consts {
		if absoluteURLPrefix(c) >= 0 {
			return c
		}
	}
	return ""
}

// joinsNamedURL reports, with the warning tier on, whether the package
// path-joins a URL known by its name: the fast paths keep such a package
// for checkNamedJoin, which needs no sink in sight. (The default tier's
// named joins, of a field the package writes a URL into, are judged in
// the packages the fast paths keep otherwise: this scan costs every
// package that imports path.)
func (r *pkgAnalysis) joinsNamedURL() bool {
	if !r.cfg.enabledAs(rfc.CheckPathJoin, rfc.Warning) || !r.enabled(rfc.CheckPathJoin) || !importsAny(r.pass.Pkg, "path", "path/filepath") {
		return false
	}
	found := false
	for _, f := range r.pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok && !found && len(call.Args) > 0 && nameKind(joinBaseName(r.pass.TypesInfo, call.Args[0])) == uriText {
				fn, ok := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
				found = ok && fn.Pkg() != nil && flow.FuncOfObj(fn).Cleans != sinks.CleansNothing
			}
			return !found
		})
	}
	return found
}

// joinsURLText reports whether the package path-joins and holds a
// literal that starts with an absolute URL: the fast paths keep such a
// package for checkPathJoin, whose join of a URL's text needs no sink in
// sight (link = path.Join(baseURL, p), returned).
func (r *pkgAnalysis) joinsURLText() bool {
	if !r.enabled(rfc.CheckPathJoin) || !importsAny(r.pass.Pkg, "path", "path/filepath") {
		return false
	}
	cleans := false
	for _, u := range r.flow.FuncUses() {
		if fn := u.Fn; fn.Pkg() != nil && flow.FuncOfObj(fn.Origin()).Cleans != sinks.CleansNothing {
			cleans = true
			break
		}
	}
	return cleans && r.urlLits.any(func(s string) bool { return absoluteURLPrefix(s) >= 0 })
}

// joinBaseName returns the name that says what the first element of a
// join holds: a variable's or field's (refName), or the name of the
// function or method a call given no argument reads it from, a getter
// (g.File.GetBaseURL()).
func joinBaseName(info *types.Info, e ast.Expr) string {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return refName(e)
	}
	if len(call.Args) > 0 {
		return envName(info, call) // os.Getenv("ATC_EXTERNAL_URL")
	}
	if tv, ok := info.Types[call.Fun]; !ok || tv.IsType() {
		return "" // a conversion
	}
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	if !ok || fn.Signature().Results().Len() != 1 {
		return ""
	}
	return fn.Name()
}

// envName returns the constant name of the environment variable that
// call reads (an EnvName row: os.Getenv), or "".
func envName(info *types.Info, call *ast.CallExpr) string {
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	if !ok || len(call.Args) == 0 || !sinks.FuncOfObj(fn).EnvName {
		return ""
	}
	tv, ok := info.Types[call.Args[0]]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return ""
	}
	return constant.StringVal(tv.Value)
}

// onFailureOf reports whether call runs only where a call given x failed:
// inside if err != nil after u, err := urlutil.URLJoin(x, p), a fallback
// for a base that does not parse as a URL.
func (r *pkgAnalysis) onFailureOf(call *ast.CallExpr, x ast.Expr) bool {
	parents := r.flow.Control.Parents(call)
	var child ast.Node = call
	for i, p := range parents {
		ifs, ok := p.(*ast.IfStmt)
		if !ok || child != ast.Node(ifs.Body) {
			child = p
			continue
		}
		cond, ok := ast.Unparen(ifs.Cond).(*ast.BinaryExpr)
		if !ok || cond.Op != token.NEQ || !typesx.IsNil(cond.Y) {
			return false
		}
		errID, ok := ast.Unparen(cond.X).(*ast.Ident)
		if !ok {
			return false
		}
		prev := ifs.Init
		if prev == nil && i+1 < len(parents) {
			if stmts := precedingStmt(parents[i+1], ifs); stmts != nil {
				prev = stmts
			}
		}
		as, ok := prev.(*ast.AssignStmt)
		if !ok || len(as.Rhs) != 1 || !slices.ContainsFunc(as.Lhs, func(e ast.Expr) bool { return typesx.SameExpr(e, errID) }) {
			return false
		}
		c, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
		return ok && slices.ContainsFunc(c.Args, func(a ast.Expr) bool { return typesx.SameExpr(a, x) })
	}
	return false
}

// schemelessOnly reports whether call runs only where x, parsed as a URL,
// has no scheme: inside if u.Scheme == "" (alone or an operand of &&)
// where u is what url.Parse (a ParsesFunc row) made of x. A relative
// reference has no "//" to lose (net/http's Redirect cleans the path of
// a relative redirect target).
func (r *pkgAnalysis) schemelessOnly(call *ast.CallExpr, x ast.Expr) bool {
	id, ok := ast.Unparen(x).(*ast.Ident)
	if !ok {
		return false
	}
	xv, ok := r.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok {
		return false
	}
	var child ast.Node = call
	for _, p := range r.flow.Control.Parents(call) {
		if ifs, ok := p.(*ast.IfStmt); ok && child == ast.Node(ifs.Body) && r.testsNoScheme(ifs.Cond, xv) {
			return true
		}
		if _, ok := p.(*ast.FuncDecl); ok {
			return false
		}
		child = p
	}
	return false
}

// testsNoScheme reports whether cond holds only where a URL parsed from
// xv has an empty Scheme: u.Scheme == "", alone or an operand of &&, with
// u assigned from a parse of xv.
func (r *pkgAnalysis) testsNoScheme(cond ast.Expr, xv *types.Var) bool {
	b, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok {
		return false
	}
	if b.Op == token.LAND {
		return r.testsNoScheme(b.X, xv) || r.testsNoScheme(b.Y, xv)
	}
	if b.Op != token.EQL || constString(r.pass.TypesInfo, b.Y) != "" {
		return false
	}
	if tv, ok := r.pass.TypesInfo.Types[b.Y]; !ok || tv.Value == nil {
		return false
	}
	sel, ok := ast.Unparen(b.X).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Scheme" {
		return false
	}
	uid, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return false
	}
	u, ok := r.pass.TypesInfo.Uses[uid].(*types.Var)
	if !ok {
		return false
	}
	// u's declaration: u, err := url.Parse(x).
	var def *ast.Ident
	for id, obj := range r.pass.TypesInfo.Defs {
		if obj == u {
			def = id
			break
		}
	}
	if def == nil {
		return false
	}
	parents := r.flow.Control.Parents(def)
	if len(parents) == 0 {
		return false
	}
	as, ok := parents[0].(*ast.AssignStmt)
	if !ok || len(as.Rhs) != 1 {
		return false
	}
	parse, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
	if !ok || len(parse.Args) != 1 {
		return false
	}
	fn, ok := typeutil.Callee(r.pass.TypesInfo, parse).(*types.Func)
	if !ok || !sinks.ParsesFunc(fn) {
		return false
	}
	arg, ok := ast.Unparen(parse.Args[0]).(*ast.Ident)
	return ok && r.pass.TypesInfo.Uses[arg] == xv
}

// precedingStmt returns the statement before s in block b, or nil.
func precedingStmt(b ast.Node, s ast.Stmt) ast.Stmt {
	blk, ok := b.(*ast.BlockStmt)
	if !ok {
		return nil
	}
	for i, t := range blk.List {
		if t == s && i > 0 {
			return blk.List[i-1]
		}
	}
	return nil
}

// urlDestination reports whether call's result is written into a field,
// variable or key whose name says it holds a URL (URL: call, u.Endpoint
// = call, baseURL := call), or is the one result of a function whose
// name says it returns a URL (func MakeApplicationURL() string { return
// call }); also through a helper that returns a pointer to its argument
// (WebURL: PtrString(call)).
func (r *pkgAnalysis) urlDestination(call *ast.CallExpr) bool {
	parents := r.flow.Control.Parents(call)
	var x ast.Expr = call
	for len(parents) > 0 && r.pointerTo(parents[0], x) {
		x, parents = parents[0].(*ast.CallExpr), parents[1:]
	}
	if len(parents) == 0 {
		return false
	}
	switch p := parents[0].(type) {
	case *ast.KeyValueExpr:
		return p.Value == x && urlHolderName(refName(p.Key))
	case *ast.AssignStmt:
		for i, rhs := range p.Rhs {
			if rhs == x && len(p.Lhs) == len(p.Rhs) {
				return urlHolderName(refName(p.Lhs[i]))
			}
		}
	case *ast.ValueSpec:
		for i, v := range p.Values {
			if v == x && len(p.Names) == len(p.Values) {
				return urlHolderName(p.Names[i].Name)
			}
		}
	case *ast.ReturnStmt:
		if len(p.Results) != 1 {
			return false
		}
		for _, q := range parents[1:] {
			switch q := q.(type) {
			case *ast.FuncLit:
				return false
			case *ast.FuncDecl:
				return nameKind(q.Name.Name) == uriText
			}
		}
	}
	return false
}

// urlHolderName reports whether a variable, field or function of name
// holds a URL: a URL by its name, or a base (WebBase, APIBase) given the
// join of a URL named so.
func urlHolderName(name string) bool {
	return nameKind(name) == uriText || lastWord(name) == "base"
}

// pointerTo reports whether n is a call of a function given x alone
// that returns a pointer to a value of x's type: a helper that stores
// its argument (aws.String, PtrString).
func (r *pkgAnalysis) pointerTo(n ast.Node, x ast.Expr) bool {
	c, ok := n.(*ast.CallExpr)
	if !ok || len(c.Args) != 1 || c.Args[0] != x {
		return false
	}
	if tv, ok := r.pass.TypesInfo.Types[c.Fun]; !ok || tv.IsType() {
		return false // a conversion
	}
	ptr, ok := r.pass.TypesInfo.TypeOf(c).(*types.Pointer)
	return ok && types.Identical(ptr.Elem(), r.pass.TypesInfo.TypeOf(x))
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
		if !ok || fn.Pkg() == nil || !sinks.EditsText(fn.Pkg().Path()) {
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

// pathJoinDoc documents rfc.CheckPathJoin.
var pathJoinDoc = rfc.CheckDoc{
	ID:    rfc.CheckPathJoin,
	Title: "path.Join applied to a URL",
	Explanation: "path.Join, filepath.Join, path.Clean and filepath.Clean clean their result as a file " +
		"path: a run of slashes becomes one, so \"https://api.example.com\" joined to \"v1\" is " +
		"\"https:/api.example.com/v1\", a URL with no host, whatever the other elements are. " +
		"urlvet reports a join whose first element is text that starts with a scheme, \"://\" and a " +
		"host, where that text is written (a constant, a default, a field written with a constant, " +
		"the argument of a function that passes it on, the first element of a slice the function fills and joins: " +
		"elem[0] = baseURL; path.Join(elem...)), at the join when the URL is written elsewhere (each join of a " +
		"constant, or of text a call made such as a test server's URL, is reported), whether or not the result reaches a sink in sight " +
		"(a link returned); and a join of a field named for a URL (cfg.ConsoleURL) into a destination named for one, where the package " +
		"writes a constant URL into that field (of another package's type, whose other writes are not known) and reaches a URL sink. url.JoinPath(base, elem...) joins the path " +
		"of a URL; it escapes its elements and returns an error, so there is no fix. A result " +
		"repaired at once by strings.Replace(..., \":/\", \"://\", 1) is not reported, nor a URL that a " +
		"test gives to code outside tests (to see that a prefix is cleaned). Whatever the elements are (a " +
		"parameter, a flag, a field), the result of these functions, never holding \"//\", cannot carry a host: " +
		"urlvet reports it where it reaches, at the start of the text, a sink that needs an absolute URL with a " +
		"host (an HTTP client call, a request that is sent, a client library's base URL), directly, through a " +
		"local variable, a function of the package that returns it, or a concatenation or fmt.Sprintf(\"%s?...\") " +
		"that writes after it a byte other than '/' or ':'; through url.Parse and String of the parsed URL, which add no host; " +
		"and through a function of the package whose parameter starts a URL it sends to such a sink (DownloadArtifact(path.Join(repoURL, " +
		"name)), which parses the text and fetches it), when the join's first element is a URL by its name (repoURL, cfg.Endpoint) or its " +
		"values: such a function may take a file path too. So for the other functions whose result never holds \"//\": path.Base and path.Dir (and filepath's), url.QueryEscape, url.PathEscape and url.Values.Encode (which escape '/'), and url.URL.Hostname. A join after \"https://\" and a base, a path joined " +
		"into a parsed URL's Path, a request built for a handler and one a client sends through a transport of the package whose RoundTrip sets the request's URL (req.URL = base.ResolveReference(req.URL)) are not reported. filepath.Join makes a " +
		"path of the system the program runs on, with '\\' between its elements on Windows and no trailing '/': " +
		"urlvet reports it written into url.URL's Path or RawPath, or given to http.Redirect, where path.Join " +
		"or url.JoinPath is meant; filepath.ToSlash of it, and the path of a socket's or a file URL (unix, npipe, file: a file " +
		"path the program dials or opens back), are not reported. path.Join drops the trailing '/' of its last element too: " +
		"written into a URL's path with a last element whose every value ends in a constant '/' (\"/v1/users/\", \"/api/\" + project + \"/store/\"), the join sends " +
		"another path than the one written; url.JoinPath keeps it. " +
		"A path cleaned by path.Clean alone is cleaned on purpose, and so is text cleaned only where it parses with no scheme (if u.Scheme == \"\" && u.Host == \"\", as net/http's Redirect does): a relative reference.",
	Warns: "a join whose first element is a URL by its name alone (cfg.URL, baseURL, a getter given no argument: f.GetBaseURL(), an environment variable so named: os.Getenv(\"ATC_EXTERNAL_URL\"); whose text is not known; not a server's request target, r.RequestURI, a path and a query) and whose result is " +
		"written into a field or variable whose name says it holds a URL (URL: path.Join(cfg.URL, cfg.Path)), directly or through a helper " +
		"that returns a pointer to it (aws.String), or returned by a function whose name says it makes a URL (MakeApplicationURL), reaching no sink in " +
		"sight: a base with a scheme loses its host, a bare host keeps it; not where the join is the fallback of a URL join or parse of " +
		"the same base that failed; and a join written into a URL's path whose last element is a string read at run time named for a path " +
		"(cfg.Path, webhookPath, r.URL.Path), whose trailing '/' the join drops, unless the function tests the element for it (strings.HasSuffix(p, \"/\")); not the Path of a URL the function parsed itself, nor in test files",
	Bad:    "path.Join(\"https://api.example.com\", \"v1\", \"users\")",
	Good:   "url.JoinPath(\"https://api.example.com\", \"v1\", \"users\")",
	Source: true, Since: "v0.3.0",
}

func (pathJoinCheck) checkCall(r *pkgAnalysis, c *sinkCall) { r.checkPathJoin(c.CallSite) }
