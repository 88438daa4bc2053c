package analyzer

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/analyzer/internal/allowlist"
	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/strlit"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// allowlistCheck is the unit of rfc.CheckAllowlist: it reads the package
// once, after the sites' findings.
type allowlistCheck struct{}

func (allowlistCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckAllowlist} }

// allowlistDoc documents rfc.CheckAllowlist.
var allowlistDoc = rfc.CheckDoc{
	ID:    rfc.CheckAllowlist,
	Title: "URL allow-list that another site passes",
	Explanation: "A string test that decides whether a URL or a host name is trusted, and guards a " +
		"redirect (http.Redirect), a request that is sent, a reverse proxy, or an origin check (a websocket " +
		"Upgrader's CheckOrigin, a CORS AllowOriginFunc, a client's CheckRedirect, or any test of a request's Origin " +
		"header, which is read for nothing but to decide whether another site's request is served: a CSRF check), lets another site through " +
		"when it stops short: strings.HasPrefix(u, \"https://example.com\") passes " +
		"https://example.com.attacker.test/ and https://example.com@attacker.test/; strings.HasSuffix(host, " +
		"\"example.com\") passes attackerexample.com; strings.Contains(u, \"example.com\") passes " +
		"https://attacker.test/?example.com; a pattern with an unescaped '.' in a host name, no '^', nothing " +
		"that ends the host, or \"^a|b\" (whose '^' binds to a alone) passes hosts it does not name; and a " +
		"redirect target checked for a leading '/' alone passes //attacker.test/, and one checked byte by byte " +
		"for '/' then not '/' (s[0] == '/' && s[1] != '/') passes /\\attacker.test/, which a client follows to " +
		"another host (a test for \"//\" or a read of the parsed target's host counts for the redirects " +
		"after it, not for one the '/' test guards before it). urlvet reports a test whose constant names a host under a public suffix (or localhost), " +
		"with the input that passes it, found by running the test. It reads the test where the condition " +
		"makes it, where a boolean set by it is tested (ok = true; break), in a loop over a list of constants " +
		"(for _, p := range allowed { if strings.HasPrefix(u, p) ... }, a slice, an array or a map's keys, " +
		"declared with the constants and never written), and in a helper of the package that returns its " +
		"outcome for a parameter (func isAllowed(u string) bool), at the helper's call. A finding at a constant " +
		"declared apart from its tests names each test that reads it (up to four, \"tested here\"). A test that guards nothing, whose body ends by " +
		"replacing the tested text that the code after the if goes on with either way (a short link resolved to the page it names: " +
		"the test picks how the text is read and refuses nothing), or whose " +
		"tested text is not the URL the guarded call takes (one made with the request's context alone, r.Context(), is not made of its text), is not reported. The safe form parses the URL and " +
		"compares its Hostname() whole, or with a suffix that starts with '.'. The fix, for an unescaped '.' " +
		"in a host name of a pattern, escapes it, unless the constant is read elsewhere too; the other shapes " +
		"have none, since a longer constant refuses inputs a correct program accepts (a '/' added to " +
		"\"https://example.com\" refuses the bare origin, and an Origin header has no path).",
	Bad:    `if strings.HasPrefix(next, "https://example.com") { http.Redirect(w, r, next, http.StatusFound) }`,
	Good:   `if u, err := url.Parse(next); err == nil && u.Hostname() == "example.com" { http.Redirect(w, r, next, http.StatusFound) }`,
	Source: true, Since: "v0.4.0", Tests: rfc.OffInTests,
}

func (allowlistCheck) checkPackage(r *pkgAnalysis) {
	if r.enabled(rfc.CheckAllowlist) {
		checkAllowlists(r.pass, r.emitter(rfc.CheckAllowlist))
	}
}

// allowlists finds string tests of URLs and host names that guard a
// redirect, a request or an origin check, and reports those that another
// site passes (rfc.CheckAllowlist).
type allowlists struct {
	pass *analysis.Pass
	emit func(at ast.Node, d analysis.Diagnostic)
	// patterns are the variables that hold a compiled constant pattern,
	// by the literal of the pattern.
	patterns map[types.Object]*ast.BasicLit
	// body is the function whose if statements are being read, and
	// tested its booleans that hold a test's result (ok := ...).
	body   *ast.BlockStmt
	tested map[types.Object]*ast.CallExpr
	// flags are the booleans of the function that an if statement sets
	// to true where its tests pass (ok = true; break), with those tests.
	flags map[types.Object][]guard

	// consts are the package's string constants declared with a
	// literal; lists the variables declared with a slice, array or map
	// literal; written the variables assigned after their declaration;
	// ranged the loop variables of a range, with the list they range
	// over; uses how often each object is read.
	consts map[types.Object]*ast.BasicLit
	lists  map[types.Object]*ast.CompositeLit
	// origins are the variables declared with a request's Origin
	// header.
	origins map[types.Object]bool
	written map[types.Object]bool
	ranged  map[types.Object]ast.Expr
	uses    map[types.Object]int
	// helpers are the package's functions of one bool result that
	// return the outcome of a string test of a parameter.
	helpers map[types.Object][]helperGuard
	// reported are the flaws already reported, by literal and rule: a
	// list or a helper reaches one literal from several places. A
	// constant declared apart from its tests gathers one "tested here"
	// entry per test (at most maxTestedHere); pending keeps the findings
	// until the package is read, in the order they were found.
	reported map[reportKey]*pendingFinding
	pending  []*pendingFinding
}

// maxTestedHere bounds the "tested here" entries of one finding.
const maxTestedHere = 4

// A pendingFinding is a finding held until every test of its constant
// has been read.
type pendingFinding struct {
	at     ast.Node
	d      analysis.Diagnostic
	tested map[token.Pos]bool
}

type reportKey struct {
	lit  token.Pos
	rule allowlist.Rule
}

// A helperGuard is a test in a helper function: the helper returns true
// where the test passes (where it fails when negated), and the test's
// subject is made of the helper's parameter param.
type helperGuard struct {
	g     guard
	param int
}

func checkAllowlists(pass *analysis.Pass, emit func(at ast.Node, d analysis.Diagnostic)) {
	// Every guarded call and origin field is of these packages: most
	// packages import none, and cost no walk. (A test byte by byte,
	// s[0] == '/', needs neither strings nor regexp.)
	if !importsAny(pass.Pkg, "net/http", "github.com/gorilla/websocket", "github.com/rs/cors", "github.com/go-chi/cors", "github.com/gin-contrib/cors") {
		return
	}
	a := &allowlists{pass: pass, emit: emit, patterns: make(map[types.Object]*ast.BasicLit),
		consts: make(map[types.Object]*ast.BasicLit), lists: make(map[types.Object]*ast.CompositeLit),
		written: make(map[types.Object]bool), ranged: make(map[types.Object]ast.Expr),
		uses: make(map[types.Object]int), helpers: make(map[types.Object][]helperGuard), origins: make(map[types.Object]bool),
		reported: make(map[reportKey]*pendingFinding)}
	for _, f := range pass.Files {
		flow.Inspect(f, a.notePattern)
	}
	for _, obj := range pass.TypesInfo.Uses {
		a.uses[obj]++
	}
	for _, f := range pass.Files {
		for _, decl := range f.Decls {
			if fd, ok := decl.(*ast.FuncDecl); ok && fd.Body != nil {
				a.helper(fd)
			}
		}
	}
	for _, f := range pass.Files {
		flow.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncDecl:
				if n.Body != nil {
					a.function(n.Body)
				}
			case *ast.FuncLit:
				a.function(n.Body)
			case *ast.KeyValueExpr:
				a.originField(n)
			case *ast.AssignStmt:
				if len(n.Lhs) == 1 && len(n.Rhs) == 1 {
					if sel, ok := n.Lhs[0].(*ast.SelectorExpr); ok {
						a.originFunc(a.pass.TypesInfo.Uses[sel.Sel], n.Rhs[0])
					}
				}
			}
			return true
		})
	}
	for _, p := range a.pending {
		a.emit(p.at, p.d)
	}
}

func importsAny(pkg *types.Package, paths ...string) bool {
	for _, imp := range pkg.Imports() {
		for _, p := range paths {
			if imp.Path() == p {
				return true
			}
		}
	}
	return false
}

// notePattern records v := regexp.MustCompile("...") and its var forms.
func (a *allowlists) notePattern(n ast.Node) bool {
	var lhs []ast.Expr
	var rhs []ast.Expr
	switch n := n.(type) {
	case *ast.AssignStmt:
		lhs, rhs = n.Lhs, n.Rhs
		for _, l := range n.Lhs {
			a.noteWrite(l)
		}
	case *ast.IncDecStmt:
		a.noteWrite(n.X)
	case *ast.UnaryExpr:
		if n.Op == token.AND {
			a.noteWrite(n.X)
		}
	case *ast.RangeStmt:
		a.noteRange(n)
	case *ast.ValueSpec:
		for _, id := range n.Names {
			lhs = append(lhs, id)
		}
		rhs = n.Values
	default:
		return true
	}
	if len(lhs) != len(rhs) {
		return true
	}
	for i, r := range rhs {
		id, ok := lhs[i].(*ast.Ident)
		if !ok {
			continue
		}
		obj := a.pass.TypesInfo.ObjectOf(id)
		if obj == nil {
			continue
		}
		if lit := a.compiledPattern(r); lit != nil {
			a.patterns[obj] = lit
		}
		if lit := basicString(r); lit != nil {
			if _, ok := obj.(*types.Const); ok {
				a.consts[obj] = lit
			}
		}
		if cl, ok := ast.Unparen(r).(*ast.CompositeLit); ok && a.pass.TypesInfo.Defs[id] != nil {
			a.lists[obj] = cl
		}
		if a.pass.TypesInfo.Defs[id] != nil && a.originHeader(r) {
			a.origins[obj] = true
		}
	}
	return true
}

// originHeader reports whether e reads a request's Origin header:
// r.Header.Get("Origin"), or a variable declared with it and never
// written again.
func (a *allowlists) originHeader(e ast.Expr) bool {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		obj := a.pass.TypesInfo.Uses[e]
		return a.origins[obj] && !a.written[obj]
	case *ast.CallExpr:
		if !a.funcRow(e).ReadsHeader || len(e.Args) != 1 {
			return false
		}
		return strings.EqualFold(constantString(a.pass.TypesInfo.Types[e.Args[0]]), "Origin")
	}
	return false
}

// noteWrite records that the variable e, or the one it indexes, is
// written after its declaration.
func (a *allowlists) noteWrite(e ast.Expr) {
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.IndexExpr:
			e = x.X
			continue
		case *ast.Ident:
			if obj := a.pass.TypesInfo.Uses[x]; obj != nil {
				a.written[obj] = true
			}
		}
		return
	}
}

// noteRange records the loop variable that takes the elements of a slice
// or an array of strings, or the keys of a map, with what it ranges over.
func (a *allowlists) noteRange(n *ast.RangeStmt) {
	if n.Tok != token.DEFINE {
		return
	}
	v := n.Value
	t := a.pass.TypesInfo.TypeOf(n.X)
	if t == nil {
		return
	}
	if _, ok := t.Underlying().(*types.Map); ok {
		v = n.Key
	}
	if id, ok := v.(*ast.Ident); ok && id != nil {
		if obj := a.pass.TypesInfo.Defs[id]; obj != nil {
			a.ranged[obj] = n.X
		}
	}
}

// literals returns the constant strings (compiled patterns where
// compiled) that e stands for: a literal, a constant declared with one, a
// variable of a compiled pattern, or the loop variable of a range over a
// list of them that nothing writes. shared says that a literal is read
// elsewhere too, so that a fix of it could change what other code does.
func (a *allowlists) literals(e ast.Expr, compiled bool) (lits []*ast.BasicLit, shared bool) {
	e = ast.Unparen(e)
	if compiled {
		if lit := a.compiledPattern(e); lit != nil {
			return []*ast.BasicLit{lit}, false
		}
	} else if lit := basicString(e); lit != nil {
		return []*ast.BasicLit{lit}, false
	}
	id, ok := e.(*ast.Ident)
	if !ok {
		return nil, false
	}
	obj := a.pass.TypesInfo.Uses[id]
	if obj == nil {
		return nil, false
	}
	if compiled {
		if lit := a.patterns[obj]; lit != nil {
			return []*ast.BasicLit{lit}, false
		}
	} else if lit := a.consts[obj]; lit != nil {
		return []*ast.BasicLit{lit}, a.uses[obj] != 1
	}
	x := a.ranged[obj]
	if x == nil || a.written[obj] {
		return nil, false
	}
	elems, shared := a.elements(x)
	for _, el := range elems {
		l, sh := a.literals(el, compiled)
		lits = append(lits, l...)
		shared = shared || sh
	}
	return lits, shared || a.uses[obj] != 1
}

// elements returns the elements (the keys, of a map) of a composite
// literal, or of the variable declared with one that nothing writes.
func (a *allowlists) elements(x ast.Expr) (elems []ast.Expr, shared bool) {
	x = ast.Unparen(x)
	if id, ok := x.(*ast.Ident); ok {
		obj := a.pass.TypesInfo.Uses[id]
		cl := a.lists[obj]
		if cl == nil || a.written[obj] {
			return nil, false
		}
		x, shared = cl, a.uses[obj] != 1
	}
	cl, ok := x.(*ast.CompositeLit)
	if !ok {
		return nil, false
	}
	t := a.pass.TypesInfo.TypeOf(cl)
	if t == nil {
		return nil, false
	}
	_, isMap := t.Underlying().(*types.Map)
	for _, el := range cl.Elts {
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			if isMap {
				el = kv.Key
			} else {
				el = kv.Value
			}
		} else if isMap {
			continue
		}
		elems = append(elems, el)
	}
	return elems, shared
}

// compiledPattern returns the constant pattern of regexp.MustCompile(lit).
func (a *allowlists) compiledPattern(e ast.Expr) *ast.BasicLit {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return nil
	}
	if a.funcRow(call).Compiles == sinks.CompilesNothing {
		return nil
	}
	return basicString(call.Args[0])
}

func basicString(e ast.Expr) *ast.BasicLit {
	lit, ok := ast.Unparen(e).(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return nil
	}
	return lit
}

// funcRow returns what urlvet knows of the function call calls
// (sinks.FuncOfObj).
func (a *allowlists) funcRow(call *ast.CallExpr) sinks.Func {
	fn := a.callee(call)
	if fn == nil {
		return sinks.Func{}
	}
	return sinks.FuncOfObj(fn)
}

// callee returns the generic function or method call calls, or nil.
func (a *allowlists) callee(call *ast.CallExpr) *types.Func {
	fn, _ := typeutilCallee(a.pass.TypesInfo, call).(*types.Func)
	if fn == nil {
		return nil
	}
	return fn.Origin()
}

// typeutilCallee returns the object a call calls, for a named function or
// method; nil otherwise.
func typeutilCallee(info *types.Info, call *ast.CallExpr) types.Object {
	switch fun := ast.Unparen(call.Fun).(type) {
	case *ast.Ident:
		return info.Uses[fun]
	case *ast.SelectorExpr:
		if sel := info.Selections[fun]; sel != nil {
			return sel.Obj()
		}
		return info.Uses[fun.Sel]
	}
	return nil
}

// A guard is one string test found in a condition.
type guard struct {
	// call is the test: a call, or a condition that reads a target
	// byte by byte (s[0] == '/' && s[1] != '/').
	call    ast.Expr
	test    allowlist.Test
	lit     *ast.BasicLit // the constant of the test; nil for a test byte by byte
	subject ast.Expr      // the tested string
	// negated: the condition holds when the test fails.
	negated bool
	// shared: the constant is read elsewhere too, and is not fixed.
	shared bool
	// via is the call of the helper function that makes the test, if any.
	via *ast.CallExpr
	// origin: the tested string is a request's Origin header, which is
	// read for nothing but to decide whether another site is trusted.
	origin bool
}

// guardOf reads a call as string tests with a constant: strings.HasPrefix,
// HasSuffix, Contains, regexp.MatchString, or MatchString of a pattern
// compiled from a constant; one test per constant where the call is in a
// loop over a list of them.
func (a *allowlists) guardOf(call *ast.CallExpr) []guard {
	fn := a.callee(call)
	if fn == nil {
		return nil
	}
	g := guard{call: call}
	var lits []*ast.BasicLit
	switch test := sinks.FuncOfObj(fn).Tests; {
	case test == sinks.TestsPrefix || test == sinks.TestsSuffix || test == sinks.TestsContains:
		if len(call.Args) != 2 {
			return nil
		}
		g.subject = call.Args[0]
		lits, g.shared = a.literals(call.Args[1], false)
		switch test {
		case sinks.TestsPrefix:
			g.test.Op = allowlist.HasPrefix
		case sinks.TestsSuffix:
			g.test.Op = allowlist.HasSuffix
		default:
			g.test.Op = allowlist.Contains
		}
	case test == sinks.TestsPattern && fn.Signature().Recv() == nil:
		if len(call.Args) != 2 {
			return nil
		}
		lits, g.shared = a.literals(call.Args[0], false)
		g.subject, g.test.Op = call.Args[1], allowlist.Match
	case test == sinks.TestsPattern:
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok || len(call.Args) != 1 {
			return nil
		}
		g.subject, g.test.Op = call.Args[0], allowlist.Match
		lits, g.shared = a.literals(sel.X, true)
	default:
		return nil
	}
	var out []guard
	for _, lit := range lits {
		s, err := strconv.Unquote(lit.Value)
		if err != nil {
			continue
		}
		g := g
		g.lit, g.test.Lit = lit, s
		g.test.Subject = a.subjectOf(g.subject, g.test)
		g.origin = g.test.Subject == allowlist.Origin
		out = append(out, g)
	}
	return out
}

// subjectOf tells what a tested string holds: a host name where it is
// read from url.URL's Host or Hostname(); a
// redirect target where a prefix "/" is tested; a URL otherwise.
func (a *allowlists) subjectOf(e ast.Expr, t allowlist.Test) allowlist.Subject {
	e = ast.Unparen(e)
	if call, ok := e.(*ast.CallExpr); ok {
		if f := a.funcRow(call); f.Host || f.Cases == sinks.CasesLower && len(call.Args) == 1 && a.subjectOf(call.Args[0], t) == allowlist.Host {
			return allowlist.Host
		}
	}
	if sel, ok := e.(*ast.SelectorExpr); ok && sel.Sel.Name == "Host" {
		if v, ok := a.pass.TypesInfo.Uses[sel.Sel].(*types.Var); ok && v.IsField() && v.Pkg() != nil {
			if v.Pkg().Path() == "net/url" {
				return allowlist.Host
			}
		}
	}
	if t.Op == allowlist.HasPrefix && t.Lit == "/" {
		return allowlist.Target
	}
	if a.originHeader(e) {
		return allowlist.Origin
	}
	return allowlist.URL
}

// guards returns the tests of a condition, each with its polarity.
func (a *allowlists) guards(cond ast.Expr, negated bool, out []guard) []guard {
	switch e := ast.Unparen(cond).(type) {
	case *ast.UnaryExpr:
		if e.Op == token.NOT {
			return a.guards(e.X, !negated, out)
		}
	case *ast.BinaryExpr:
		if e.Op == token.LAND || e.Op == token.LOR {
			if g, parts, ok := a.firstByteGuard(e); ok {
				g.negated = negated != g.negated
				out = append(out, g)
				for _, p := range parts {
					out = a.guards(p, negated, out)
				}
				return out
			}
			return a.guards(e.Y, negated, a.guards(e.X, negated, out))
		}
	case *ast.CallExpr:
		if gs := a.guardOf(e); len(gs) > 0 {
			for _, g := range gs {
				g.negated = negated
				out = append(out, g)
			}
			return out
		}
		// if !isAllowed(next) {...}: the tests of a helper, of the
		// argument given for the tested parameter.
		for _, h := range a.helpers[typeutilCallee(a.pass.TypesInfo, e)] {
			if h.param < len(e.Args) {
				g := h.g
				g.subject, g.negated, g.via = e.Args[h.param], negated != g.negated, e
				out = append(out, g)
			}
		}
	case *ast.Ident:
		obj := a.pass.TypesInfo.Uses[e]
		// ok, _ := regexp.MatchString(...); if ok {...}
		if call := a.tested[obj]; call != nil {
			return a.guards(call, negated, out)
		}
		// for _, p := range allowed { if strings.HasPrefix(u, p) { ok = true } }; if ok {...}
		for _, g := range a.flags[obj] {
			g.negated = negated != g.negated
			out = append(out, g)
		}
	}
	return out
}

// firstByteGuard reads a chain of && (or of ||, its negation) that tests
// a target byte by byte: s[0] == '/' && s[1] != '/' (len(s) < 2 ||
// s[0] != '/' || s[1] == '/', negated). The test's Lit is '/' and the
// second bytes refused.
// It returns the parts of the chain too, whose other tests are guards of
// their own.
func (a *allowlists) firstByteGuard(e *ast.BinaryExpr) (guard, []ast.Expr, bool) {
	parts := typesx.Operands(e, e.Op)
	// In a chain of &&, the first byte is compared with == and the
	// second with !=; in a chain of ||, the other way round.
	first, second := token.EQL, token.NEQ
	if e.Op == token.LOR {
		first, second = token.NEQ, token.EQL
	}
	var subject ast.Expr
	refused := ""
	for _, p := range parts {
		if s, c, ok := a.byteCompare(p, 0, first); ok && c == '/' && subject == nil {
			subject = s
		}
	}
	if subject == nil {
		return guard{}, nil, false
	}
	for _, p := range parts {
		if s, c, ok := a.byteCompare(p, 1, second); ok && types.ExprString(s) == types.ExprString(subject) {
			refused += string(rune(c))
		}
	}
	g := guard{call: e, subject: subject, negated: e.Op == token.LOR}
	g.test = allowlist.Test{Op: allowlist.FirstByte, Subject: allowlist.Target, Lit: "/" + refused}
	return g, parts, true
}

// byteCompare reads s[index] op c (or c op s[index]), s a string and c
// an ASCII constant.
func (a *allowlists) byteCompare(e ast.Expr, index int64, op token.Token) (ast.Expr, byte, bool) {
	b, ok := ast.Unparen(e).(*ast.BinaryExpr)
	if !ok || b.Op != op {
		return nil, 0, false
	}
	for _, pair := range [][2]ast.Expr{{b.X, b.Y}, {b.Y, b.X}} {
		ix, ok := ast.Unparen(pair[0]).(*ast.IndexExpr)
		if !ok {
			continue
		}
		xt := a.pass.TypesInfo.TypeOf(ix.X)
		if xt == nil {
			continue
		}
		t, ok := xt.Underlying().(*types.Basic)
		if !ok || t.Info()&types.IsString == 0 {
			continue
		}
		i := a.pass.TypesInfo.Types[ix.Index].Value
		c := a.pass.TypesInfo.Types[pair[1]].Value
		if i == nil || c == nil || i.Kind() != constant.Int || c.Kind() != constant.Int {
			continue
		}
		iv, iok := constant.Int64Val(i)
		cv, cok := constant.Int64Val(c)
		if iok && cok && iv == index && cv > 0 && cv < 0x80 {
			return ix.X, byte(cv), true
		}
	}
	return nil, 0, false
}

// enter makes body the function whose tests are read, and returns the
// derivations of its variables.
func (a *allowlists) enter(body *ast.BlockStmt) derivations {
	a.body = body
	a.tested = make(map[types.Object]*ast.CallExpr)
	a.flags = make(map[types.Object][]guard)
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.AssignStmt:
			if len(n.Rhs) != 1 {
				return true
			}
			call, ok := ast.Unparen(n.Rhs[0]).(*ast.CallExpr)
			if id, isID := n.Lhs[0].(*ast.Ident); ok && isID {
				if obj := a.pass.TypesInfo.ObjectOf(id); obj != nil {
					a.tested[obj] = call
				}
			}
		}
		return true
	})
	// The booleans set where a test passes, in the order of the source:
	// a flag's test may itself read an earlier flag.
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.IfStmt:
			obj := a.setsTrue(n.Body)
			if obj == nil {
				return true
			}
			for _, g := range a.guards(n.Cond, false, nil) {
				if !g.negated {
					a.flags[obj] = append(a.flags[obj], g)
				}
			}
		}
		return true
	})
	return newDerivations(a.pass.TypesInfo, body)
}

// setsTrue returns the boolean variable a block sets to true, as in
// { ok = true; break }.
func (a *allowlists) setsTrue(b *ast.BlockStmt) types.Object {
	for _, s := range b.List {
		as, ok := s.(*ast.AssignStmt)
		if !ok || as.Tok != token.ASSIGN || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
			continue
		}
		id, ok := as.Lhs[0].(*ast.Ident)
		if !ok || !isBool(a.pass.TypesInfo, as.Rhs[0], true) {
			continue
		}
		if v, ok := a.pass.TypesInfo.Uses[id].(*types.Var); ok && !v.IsField() {
			return v
		}
	}
	return nil
}

// isBool reports whether e is the predeclared constant true, or false.
func isBool(info *types.Info, e ast.Expr, want bool) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	c, ok := info.Uses[id].(*types.Const)
	return ok && c.Pkg() == nil && c.Name() == strconv.FormatBool(want)
}

// helper records the tests of a function that returns one bool and
// tests a parameter with them: func isAllowed(u string) bool { return
// strings.HasPrefix(u, "https://example.com") }, or if statements (in a
// loop, say) that return true where a test passes, false where it fails.
func (a *allowlists) helper(fd *ast.FuncDecl) {
	fn, ok := a.pass.TypesInfo.Defs[fd.Name].(*types.Func)
	if !ok {
		return
	}
	sig := fn.Signature()
	if sig.Results().Len() != 1 || !types.Identical(sig.Results().At(0).Type(), types.Typ[types.Bool]) || sig.Params().Len() == 0 {
		return
	}
	d := a.enter(fd.Body)
	var params []types.Object
	for _, field := range fd.Type.Params.List {
		for _, id := range field.Names {
			params = append(params, a.pass.TypesInfo.Defs[id])
		}
	}
	var found []guard
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(n.Results) == 1 {
				found = a.guards(n.Results[0], false, found)
			}
		case *ast.IfStmt:
			if len(n.Body.List) == 0 {
				return true
			}
			ret, ok := n.Body.List[len(n.Body.List)-1].(*ast.ReturnStmt)
			if !ok || len(ret.Results) != 1 {
				return true
			}
			var onFail bool // if !test { return false }
			switch {
			case isBool(a.pass.TypesInfo, ret.Results[0], true):
			case isBool(a.pass.TypesInfo, ret.Results[0], false):
				onFail = true
			default:
				return true
			}
			for _, g := range a.guards(n.Cond, false, nil) {
				g.negated = g.negated != onFail
				found = append(found, g)
			}
		}
		return true
	})
	for _, g := range found {
		if g.via != nil {
			continue // one helper deep
		}
		if g.test.Subject == allowlist.Target && len(a.refusals(g, d)) > 0 {
			continue
		}
		roots := d.roots(g.subject)
		for i, p := range params {
			if p != nil && roots[p] {
				a.helpers[fn] = append(a.helpers[fn], helperGuard{g: g, param: i})
				break
			}
		}
	}
}

// function checks the guards of the if statements of a function body
// against the sinks they stand guard for.
func (a *allowlists) function(body *ast.BlockStmt) {
	d := a.enter(body)
	a.block(body.List, d)
}

func (a *allowlists) block(list []ast.Stmt, d derivations) {
	for i, s := range list {
		switch s := s.(type) {
		case *ast.IfStmt:
			for _, g := range a.guards(s.Cond, false, nil) {
				// Where the test passes: the body, or, when the condition
				// holds on failure and the body leaves, what follows.
				var guarded []ast.Node
				switch {
				case !g.negated && a.replaces(s.Body, g, d):
					// A body that ends by replacing the tested text (a
					// short link resolved to the page it names) is a step
					// both branches go on from: the test picks how the
					// text is read, and refuses nothing.
				case !g.negated:
					guarded = append(guarded, s.Body)
				case leaves(a.pass.TypesInfo, s.Body) || a.replaces(s.Body, g, d):
					for _, rest := range list[i+1:] {
						guarded = append(guarded, rest)
					}
					if s.Else != nil {
						guarded = append(guarded, s.Else)
					}
				case s.Else != nil:
					guarded = append(guarded, s.Else)
				}
				// A target's test is judged per sink: another test
				// that refuses other hosts counts for the sinks after it
				// (a handler that redirects to a local target at once,
				// and later to a URL whose host it checked, is guarded by
				// the '/' test alone at its first redirect).
				var refusals []token.Pos
				if g.test.Subject == allowlist.Target {
					refusals = a.refusals(g, d)
				}
				refused := func(sink ast.Node) bool {
					for _, p := range refusals {
						if p < sink.Pos() {
							return true
						}
					}
					return false
				}
				if sink, what := a.sinkIn(guarded, g, d, refused); sink != nil {
					a.report(g, sink, what)
				} else if g.origin {
					// A test of the Origin header decides whether another
					// site's request is served (a CSRF or CORS check),
					// whatever the if does.
					a.report(g, s, "origin check")
				}
			}
			a.block(s.Body.List, d)
			if s.Else != nil {
				a.block([]ast.Stmt{s.Else}, d)
			}
		case *ast.BlockStmt:
			a.block(s.List, d)
		case *ast.ForStmt:
			a.block(s.Body.List, d)
		case *ast.RangeStmt:
			a.block(s.Body.List, d)
		case *ast.SwitchStmt:
			a.block(s.Body.List, d)
		case *ast.TypeSwitchStmt:
			a.block(s.Body.List, d)
		case *ast.SelectStmt:
			a.block(s.Body.List, d)
		case *ast.CaseClause:
			a.block(s.Body, d)
		case *ast.CommClause:
			a.block(s.Body, d)
		case *ast.LabeledStmt:
			a.block([]ast.Stmt{s.Stmt}, d)
		}
	}
}

// refusals returns where the function tests the target of a guard for
// another host too: a test for "//" or a backslash, or a read of the
// Host, Hostname, Scheme or IsAbs of a URL made of the target.
func (a *allowlists) refusals(g guard, d derivations) []token.Pos {
	direct := d.vars(g.subject)
	var refusals []token.Pos
	ast.Inspect(a.body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			if n == g.call {
				return true
			}
			for _, o := range a.guardOf(n) {
				if strings.Contains(o.test.Lit, "//") || strings.Contains(o.test.Lit, `\`) {
					refusals = append(refusals, n.Pos())
					break
				}
			}
		case *ast.SelectorExpr:
			switch n.Sel.Name {
			case "Host", "Hostname", "Scheme", "IsAbs":
			default:
				return true
			}
			roots := d.roots(n.X)
			for _, v := range direct {
				if roots[v] {
					refusals = append(refusals, n.Pos())
					break
				}
			}
		}
		return true
	})
	return refusals
}

// replaces reports whether a block ends by assigning the tested variable
// a value of its own: if !ok { next = "/" }.
func (a *allowlists) replaces(b *ast.BlockStmt, g guard, d derivations) bool {
	if len(b.List) == 0 {
		return false
	}
	as, ok := b.List[len(b.List)-1].(*ast.AssignStmt)
	if !ok || len(as.Lhs) != 1 {
		return false
	}
	id, ok := as.Lhs[0].(*ast.Ident)
	if !ok {
		return false
	}
	obj := a.pass.TypesInfo.ObjectOf(id)
	for _, v := range d.vars(g.subject) {
		if v == obj {
			return true
		}
	}
	return false
}

// leaves reports whether a block ends by leaving the code after it: it
// leaves the function, or the loop or label around it.
func leaves(info *types.Info, b *ast.BlockStmt) bool {
	if typesx.LeavesFunc(info, b) {
		return true
	}
	if len(b.List) == 0 {
		return false
	}
	s, ok := b.List[len(b.List)-1].(*ast.BranchStmt)
	return ok && (s.Tok == token.CONTINUE || s.Tok == token.BREAK || s.Tok == token.GOTO)
}

// sinkIn returns the first guarded sink in nodes whose URL is the tested
// string or is made of it, or from which the tested string is made
// (nested function literals left out: they run later, if at all), and
// that refused does not rule out.
func (a *allowlists) sinkIn(nodes []ast.Node, g guard, d derivations, refused func(ast.Node) bool) (ast.Node, string) {
	direct, roots := d.vars(g.subject), d.roots(g.subject)
	if len(direct) == 0 {
		return nil, ""
	}
	related := func(arg ast.Expr) bool {
		// What a URL starts with decides its host: a tested path
		// appended to a base (c.base + p) guards nothing of it.
		for {
			b, ok := ast.Unparen(arg).(*ast.BinaryExpr)
			if !ok || b.Op != token.ADD {
				break
			}
			arg = b.X
		}
		if d.otherFields(g.subject, arg) {
			return false
		}
		argRoots := d.roots(arg)
		for _, v := range direct {
			if argRoots[v] {
				return true
			}
		}
		for _, v := range d.vars(arg) {
			if roots[v] && !onlyContext(a.pass.TypesInfo, arg, v) {
				return true
			}
		}
		return false
	}
	var found ast.Node
	var what string
	for _, n := range nodes {
		ast.Inspect(n, func(n ast.Node) bool {
			if found != nil {
				return false
			}
			switch n := n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.CallExpr:
				guarded := a.funcRow(n).Guarded
				i, w, ok := guarded.Arg, guarded.Does, guarded.Does != ""
				if g.test.Subject == allowlist.Target && w != "redirect" {
					return true // a target is a redirect's
				}
				if ok && i < len(n.Args) && related(n.Args[i]) && !refused(n) {
					found, what = n, w
					return false
				}
			}
			return true
		})
	}
	return found, what
}

// onlyContext reports whether arg reads v only as the receiver of a
// method that returns a context.Context (r.Context()): a context carries
// none of the request's text, so a URL made with it (a path prefix kept
// in the context) is not made of what the request's other parts hold.
func onlyContext(info *types.Info, arg ast.Expr, v types.Object) bool {
	uses, ctx := 0, 0
	ast.Inspect(arg, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			sel, ok := ast.Unparen(n.Fun).(*ast.SelectorExpr)
			if !ok || len(n.Args) != 0 || !isNamed(info.TypeOf(n), "context", "Context") {
				break
			}
			if id, ok := ast.Unparen(sel.X).(*ast.Ident); ok && info.Uses[id] == v {
				ctx++
			}
		case *ast.Ident:
			if info.Uses[n] == v {
				uses++
			}
		}
		return true
	})
	return uses > 0 && uses == ctx
}

// originField checks the function given to an origin check in a
// composite literal: Upgrader{CheckOrigin: func(r *http.Request) bool {...}}.
func (a *allowlists) originField(kv *ast.KeyValueExpr) {
	id, ok := kv.Key.(*ast.Ident)
	if !ok {
		return
	}
	a.originFunc(a.pass.TypesInfo.Uses[id], kv.Value)
}

// originFunc checks fn, a function literal stored in field: where the
// field decides alone whether an origin or a redirect is trusted, every
// test its results return is a guard.
func (a *allowlists) originFunc(field types.Object, fn ast.Expr) {
	v, ok := field.(*types.Var)
	if !ok || !v.IsField() || v.Pkg() == nil {
		return
	}
	if !sinks.FieldNamed(v.Pkg().Path(), v.Name()) {
		return // before fieldOwner, which reads the field's package
	}
	what := sinks.FieldOf(v.Pkg().Path() + "." + fieldOwner(v) + "." + v.Name()).Guard
	lit, ok := ast.Unparen(fn).(*ast.FuncLit)
	if what == "" || !ok {
		return
	}
	// The function's result decides: the tests of what it returns and of
	// its if statements are its guards.
	ast.Inspect(lit.Body, func(n ast.Node) bool {
		var cond ast.Expr
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.IfStmt:
			cond = n.Cond
		case *ast.ReturnStmt:
			if len(n.Results) == 1 {
				cond = n.Results[0]
			}
		}
		if cond != nil {
			for _, g := range a.guards(cond, false, nil) {
				a.report(g, v, what)
			}
		}
		return true
	})
}

// report reports the flaws of a guard's test that stand guard for sink.
func (a *allowlists) report(g guard, sink any, what string) {
	var l *strlit.Lit
	if g.lit != nil {
		var err error
		if l, err = strlit.Parse(g.lit.Value); err != nil {
			return
		}
	}
	for _, f := range g.test.Flaws() {
		at := g.call.Pos()
		if g.lit != nil {
			at = g.lit.Pos()
		}
		key := reportKey{at, f.Rule}
		if p := a.reported[key]; p != nil {
			a.testedHere(p, g)
			continue
		}
		noFix := ""
		if g.shared && f.Fix != "" {
			// The constant is read elsewhere too: a fix would change
			// what that code does.
			f.Fix, noFix = "", "; no fix: the constant is read elsewhere too"
		}
		// A test byte by byte: the whole condition.
		pos, endPos := g.call.Pos(), g.call.End()
		if l != nil {
			start, end := l.SourceRange(f.Start, f.End)
			pos, endPos = g.lit.Pos()+token.Pos(start), g.lit.Pos()+token.Pos(end)
			if start == end {
				// A missing part: the whole constant.
				pos, endPos = g.lit.Pos(), g.lit.End()
			}
		}
		d := analysis.Diagnostic{
			Pos:      pos,
			End:      endPos,
			Category: string(rfc.CheckAllowlist),
			Message:  allowlistMessage(g, f) + noFix,
		}
		switch s := sink.(type) {
		case ast.Node:
			d.Related = []analysis.RelatedInformation{{Pos: s.Pos(), End: s.End(), Message: "guards this " + what}}
		case *types.Var:
			d.Related = []analysis.RelatedInformation{{Pos: g.call.Pos(), End: g.call.End(), Message: "decides the " + what}}
		}
		if g.via != nil {
			d.Related = append(d.Related, analysis.RelatedInformation{Pos: g.via.Pos(), End: g.via.End(), Message: "tested by this call"})
		}
		if f.Fix != "" && l != nil {
			if s, e, text, ok := l.Edit(f.Start, f.End, f.Fix); ok {
				d.SuggestedFixes = []analysis.SuggestedFix{{
					Message:   fmt.Sprintf("Escape the '.' as %s", f.Fix),
					TextEdits: []analysis.TextEdit{{Pos: g.lit.Pos() + token.Pos(s), End: g.lit.Pos() + token.Pos(e), NewText: []byte(text)}},
				}}
			}
		}
		p := &pendingFinding{at: g.call, d: d, tested: make(map[token.Pos]bool)}
		a.reported[key] = p
		a.pending = append(a.pending, p)
		a.testedHere(p, g)
	}
}

// testedHere adds the position of a guard's test to the finding of its
// constant, where the constant is declared apart from the test, once per
// test and at most maxTestedHere times.
func (a *allowlists) testedHere(p *pendingFinding, g guard) {
	if g.lit == nil || g.lit.Pos() >= g.call.Pos() && g.lit.End() <= g.call.End() {
		return // the constant is written in the test
	}
	if p.tested[g.call.Pos()] || len(p.tested) >= maxTestedHere {
		return
	}
	p.tested[g.call.Pos()] = true
	p.d.Related = append(p.d.Related, analysis.RelatedInformation{Pos: g.call.Pos(), End: g.call.End(), Message: "tested here"})
}

// allowlistMessage says what passes the test and names the safe form.
func allowlistMessage(g guard, f allowlist.Flaw) string {
	passes := fmt.Sprintf("%q passes", f.Bypass)
	switch f.Rule {
	case allowlist.PrefixStopsAtHost:
		return fmt.Sprintf("URL allow-list: a prefix that ends at the host: %s, a URL of another host; parse the URL and compare its Hostname() (no fix: with a '/' added it would refuse the bare origin)", passes)
	case allowlist.HostPrefix:
		return fmt.Sprintf("URL allow-list: a host name tested by its prefix: %s; compare the host name whole", passes)
	case allowlist.SuffixWithoutDot:
		return fmt.Sprintf("URL allow-list: a host suffix without its leading '.': %s; compare host == %q || strings.HasSuffix(host, %q)", passes, f.Host, "."+f.Host)
	case allowlist.ContainsHost:
		return fmt.Sprintf("URL allow-list: a host name looked for anywhere in the text: %s; parse the URL and compare its Hostname()", passes)
	case allowlist.RegexpDot:
		return fmt.Sprintf("URL allow-list: an unescaped '.' in a host name matches any character: %s; escape it as \\.", passes)
	case allowlist.RegexpNoStart:
		return fmt.Sprintf("URL allow-list: a pattern without '^' matches the host anywhere: %s; anchor it at the start", passes)
	case allowlist.RegexpNoEnd:
		return fmt.Sprintf("URL allow-list: nothing ends the host in the pattern: %s; end it with '/', ':' or '$'", passes)
	case allowlist.RegexpAltAnchor:
		return fmt.Sprintf("URL allow-list: '^' binds to the first alternative only: %s; group the alternatives: ^(?:a|b)", passes)
	case allowlist.SlashOnly:
		return fmt.Sprintf("URL allow-list: a redirect target checked for a leading '/' alone: %s, which a client follows to %s; refuse \"//\" and \"/\\\\\" too", passes, "attacker.test")
	case allowlist.SlashNoBackslash:
		return fmt.Sprintf("URL allow-list: a redirect target checked for a leading '/' and a second '/' but not '\\': %s, which a browser follows to %s (it reads '\\' as '/'); refuse a second '\\' too", passes, "attacker.test")
	}
	return "URL allow-list: " + passes
}

// derivations map each variable of a function to the variables its
// assigned values are made of, so that a guard on u.Hostname() is known
// to stand for a redirect to next after u, err := url.Parse(next).
type derivations struct {
	info *types.Info
	from map[types.Object][]types.Object
}

func newDerivations(info *types.Info, body *ast.BlockStmt) derivations {
	d := derivations{info: info, from: make(map[types.Object][]types.Object)}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				id, ok := l.(*ast.Ident)
				if !ok {
					continue
				}
				obj := info.ObjectOf(id)
				if obj == nil {
					continue
				}
				for _, r := range n.Rhs {
					d.from[obj] = append(d.from[obj], d.vars(r)...)
				}
			}
		case *ast.ValueSpec:
			for _, id := range n.Names {
				obj := info.ObjectOf(id)
				if obj == nil {
					continue
				}
				for _, r := range n.Values {
					d.from[obj] = append(d.from[obj], d.vars(r)...)
				}
			}
		}
		return true
	})
	return d
}

// vars returns the variables an expression reads (not the fields it
// selects: u.Host reads u).
func (d derivations) vars(e ast.Expr) []types.Object {
	var out []types.Object
	ast.Inspect(e, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.SelectorExpr:
			ast.Inspect(n.X, func(m ast.Node) bool {
				if id, ok := m.(*ast.Ident); ok {
					if v, ok := d.info.Uses[id].(*types.Var); ok && !v.IsField() {
						out = append(out, v)
					}
				}
				return true
			})
			return false
		case *ast.Ident:
			if v, ok := d.info.Uses[n].(*types.Var); ok && !v.IsField() {
				out = append(out, v)
			}
		}
		return true
	})
	return out
}

// otherFields reports whether arg reads the variable that subject
// selects a field of (r in r.Host) only through other fields of it
// (r.URL): pkgsite's godoc.org redirect tests r.Host and sends a URL made
// of r.URL's path to a constant host, which the test does not decide.
func (d derivations) otherFields(subject, arg ast.Expr) bool {
	sel, ok := ast.Unparen(subject).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	for {
		x, ok := ast.Unparen(sel.X).(*ast.SelectorExpr)
		if !ok {
			break
		}
		sel = x
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return false
	}
	root, ok := d.info.Uses[id].(*types.Var)
	if !ok || d.info.Selections[sel] == nil || d.info.Selections[sel].Kind() != types.FieldVal {
		return false
	}
	field := sel.Sel.Name
	apart := make(map[*ast.Ident]bool)
	ast.Inspect(arg, func(n ast.Node) bool {
		if s, ok := n.(*ast.SelectorExpr); ok {
			if x, ok := s.X.(*ast.Ident); ok && d.info.Uses[x] == root {
				if k := d.info.Selections[s]; k != nil && k.Kind() == types.FieldVal && s.Sel.Name != field {
					apart[x] = true
				}
			}
		}
		return true
	})
	uses := 0
	other := false
	ast.Inspect(arg, func(n ast.Node) bool {
		if x, ok := n.(*ast.Ident); ok && d.info.Uses[x] == root {
			uses++
			other = other || !apart[x]
		}
		return true
	})
	return uses > 0 && !other
}

// roots returns the variables e reads and, through assignments, those
// they are made of.
func (d derivations) roots(e ast.Expr) map[types.Object]bool {
	seen := make(map[types.Object]bool)
	work := d.vars(e)
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[v] {
			continue
		}
		seen[v] = true
		work = append(work, d.from[v]...)
	}
	return seen
}
