package analyzer

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"regexp/syntax"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/facts"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// validators knows the package's validators, functions with one bool
// result that return true only where a string parameter matches a
// constant regexp (facts.ValidatorFact), and those of the packages it
// imports, by their facts.
type validators struct {
	*pkgAnalysis
	own map[*types.Func]*facts.ValidatorFact // the package's, nil for a function that is none
	// busy holds the functions being read; cut is set when a result
	// depended on one of them, or on a chain too long: such a result is
	// not kept in own, which holds only what does not depend on the order
	// of the questions.
	busy map[*types.Func]bool
	cut  bool
	// may is 1 where the package may have or call a validator
	// (mayValidate), -1 where it may not, 0 before it is known.
	may int8
	// keys holds the patterns of the package's maps of constant keys
	// (keysPattern), "" for a map that is none.
	keys map[*types.Var]string
	// refused holds what the package refuses where a validator does not
	// accept it (refusals), once read.
	refused     []refusal
	refusedRead bool
}

// exportValidators exports a ValidatorFact for the exported validators
// of the package, and a PackageValidatorsFact if it has one. It runs for
// every package that may have one (mayValidate): the packages that call
// a validator need not import regexp. Only functions of a string
// parameter and one bool result are read.
func (r *validators) exportValidators() {
	if !r.mayValidate() {
		return
	}
	n := 0
	for _, file := range r.pass.Files {
		for _, d := range file.Decls {
			d, ok := d.(*ast.FuncDecl)
			if !ok || d.Body == nil || d.Type.Results.NumFields() != 1 || d.Type.Params.NumFields() == 0 || !d.Name.IsExported() {
				continue // the syntax first: most functions are no validators
			}
			fn, ok := r.pass.TypesInfo.Defs[d.Name].(*types.Func)
			if !ok || !exportsListenFact(r.pass.Pkg, fn) {
				continue
			}
			if f := r.of(fn, 0); f != nil {
				r.pass.ExportObjectFact(fn, f)
				n++
			}
		}
	}
	if n > 0 {
		r.pass.ExportPackageFact(&facts.PackageValidatorsFact{Count: n})
	}
}

// mayValidate reports whether the package may have or call a validator:
// it imports regexp, declares a table of string keys of its own, or
// imports a package that exports validators.
func (r *validators) mayValidate() bool {
	if r.may == 0 {
		r.may = -1
		if importsAny(r.pass.Pkg, "regexp") || r.declaresTable() || slices.ContainsFunc(r.pass.Pkg.Imports(), func(p *types.Package) bool {
			return r.pass.ImportPackageFact(p, new(facts.PackageValidatorsFact))
		}) {
			r.may = 1
		}
	}
	return r.may > 0
}

// declaresTable reports whether the package declares an unexported
// package-level map of string keys (keysPattern).
func (r *validators) declaresTable() bool {
	for _, file := range r.pass.Files {
		for _, d := range file.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.VAR {
				continue
			}
			for _, spec := range gd.Specs {
				for _, name := range spec.(*ast.ValueSpec).Names {
					v, ok := r.pass.TypesInfo.Defs[name].(*types.Var)
					if !ok || v.Exported() {
						continue
					}
					if m, ok := typesx.Under(v.Type()).(*types.Map); ok && typesx.IsString(m.Key()) {
						return true
					}
				}
			}
		}
	}
	return false
}

// of returns the ValidatorFact of fn, a function of the package or of
// another, or nil.
func (r *validators) of(fn *types.Func, depth int) *facts.ValidatorFact {
	fn = fn.Origin()
	if fn.Pkg() == nil || !boolOfString(fn.Signature()) {
		return nil
	}
	if fn.Pkg() != r.pass.Pkg {
		var f facts.ValidatorFact
		if r.pass.ImportObjectFact(fn, &f) {
			return &f
		}
		return nil
	}
	if f, ok := r.own[fn]; ok {
		return f
	}
	if depth > 2 || r.busy[fn] {
		// A function that calls itself proves nothing by it, nor a
		// chain too long to follow; what depends on it is not kept.
		r.cut = true
		return nil
	}
	if r.own == nil {
		r.own = make(map[*types.Func]*facts.ValidatorFact)
		r.busy = make(map[*types.Func]bool)
	}
	r.busy[fn] = true
	outer := r.cut
	r.cut = false
	var f *facts.ValidatorFact
	if d := r.flow.Calls.Decl(fn); d != nil && d.Body != nil {
		f = r.validates(fn, d.Body, depth)
	}
	if !r.cut {
		r.own[fn] = f
	}
	r.cut = r.cut || outer
	delete(r.busy, fn)
	return f
}

// boolOfString reports whether sig has a string parameter and one bool
// result.
func boolOfString(sig *types.Signature) bool {
	if sig.Results().Len() != 1 || !types.Identical(sig.Results().At(0).Type(), types.Typ[types.Bool]) {
		return false
	}
	for i := 0; i < sig.Params().Len(); i++ {
		if typesx.IsString(sig.Params().At(i).Type()) {
			return true
		}
	}
	return false
}

// validates returns the fact of fn, whose body is body, if it is a
// validator of one of its string parameters p, never assigned in the
// body: every return returns false, or a condition that proves a pattern
// of p (proves), or anything where the statements before it prove one
// (an if that leaves the function where p does not match, the body of an
// if where it does; or a check of every part strings.Split makes of p).
func (r *validators) validates(fn *types.Func, body *ast.BlockStmt, depth int) *facts.ValidatorFact {
	if jumps(body, token.GOTO) {
		return nil // a goto may pass the checks by
	}
	sig := fn.Signature()
	for i := 0; i < sig.Params().Len(); i++ {
		p := sig.Params().At(i)
		if !typesx.IsString(p.Type()) || p.Name() == "" || p.Name() == "_" || r.assignedIn(body, p) {
			continue
		}
		w := &validatorBody{validators: r, p: p, body: body, depth: depth, ok: true}
		w.stmts(body.List, knowledge{})
		if w.ok && len(w.patterns) > 0 {
			return &facts.ValidatorFact{Param: i, Pattern: unionPattern(w.patterns)}
		}
	}
	return nil
}

// unionPattern returns a pattern that matches what any of patterns
// matches: ^(?:a|b)$ where each matches its text whole.
func unionPattern(patterns []string) string {
	out := patterns[:1]
	for _, p := range patterns[1:] {
		if !slices.Contains(out, p) {
			out = append(out, p)
		}
	}
	if len(out) == 1 {
		return out[0]
	}
	bodies := make([]string, len(out))
	for i, p := range out {
		b, ok := wholeBody(p)
		if !ok {
			return "(?:" + strings.Join(out, ")|(?:") + ")"
		}
		bodies[i] = b
	}
	return "^(?:" + strings.Join(bodies, "|") + ")$"
}

// wholeBody returns the text of pattern between its anchors, where it
// matches text whole (^…$ or \A…\z, with no other anchor): the pattern
// of the same texts for use inside another.
func wholeBody(pattern string) (string, bool) {
	body, ok := strings.CutPrefix(pattern, "^")
	if !ok {
		if body, ok = strings.CutPrefix(pattern, `\A`); !ok {
			return "", false
		}
	}
	switch {
	case strings.HasSuffix(body, "$") && backslashesBefore(body, len(body)-1)%2 == 0:
		body = body[:len(body)-1]
	case strings.HasSuffix(body, `\z`) && backslashesBefore(body, len(body)-1)%2 == 1:
		body = body[:len(body)-2]
	default:
		return "", false
	}
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil || re.Op != syntax.OpConcat || len(re.Sub) < 2 || re.Sub[0].Op != syntax.OpBeginText || re.Sub[len(re.Sub)-1].Op != syntax.OpEndText {
		return "", false
	}
	for _, s := range re.Sub[1 : len(re.Sub)-1] {
		if anchored(s) {
			return "", false
		}
	}
	return body, true
}

// backslashesBefore returns how many '\\' stand right before s[i].
func backslashesBefore(s string, i int) int {
	n := 0
	for i--; i >= 0 && s[i] == '\\'; i-- {
		n++
	}
	return n
}

// anchored reports whether re holds an assertion of a place: the start
// or end of the text or a line, a word boundary.
func anchored(re *syntax.Regexp) bool {
	switch re.Op {
	case syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText, syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return true
	}
	return slices.ContainsFunc(re.Sub, anchored)
}

// quoteText returns a pattern matching s alone, which may also stand in
// a character class: letters, digits and marks that have no meaning in
// either as they are, the others escaped.
func quoteText(s string) string {
	var b strings.Builder
	for _, c := range s {
		if c < utf8.RuneSelf && (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.ContainsRune(`/_~!"',:;<>@%&=#`, c)) {
			b.WriteRune(c)
		} else {
			fmt.Fprintf(&b, `\x{%x}`, c)
		}
	}
	return b.String()
}

// constBool returns the value of e, a constant bool.
func (r *validators) constBool(e ast.Expr) (value, ok bool) {
	tv, found := r.pass.TypesInfo.Types[e]
	if !found || tv.Value == nil || tv.Value.Kind() != constant.Bool {
		return false, false
	}
	return constant.BoolVal(tv.Value), true
}

// A proof is what a condition is read for: is says whether an
// expression is the text whose pattern it may prove; a comma-ok lookup
// the condition reads (ok of _, ok := m[s]) must be made in scope.
type proof struct {
	is    func(ast.Expr) bool
	scope ast.Node
	depth int
	// lookup, where set, is moved back to the comma-ok lookup a proof
	// reads, when it comes before: the text must not change from there.
	lookup *token.Pos
}

// varProof is the proof of a pattern of v, a lookup made in scope.
func (r *validators) varProof(v *types.Var, scope ast.Node) proof {
	return proof{is: func(e ast.Expr) bool { return r.isVar(e, v) }, scope: scope}
}

// proves returns the pattern the text of pf matches where cond holds:
// re.MatchString(text) for re compiled once from a constant, a call of a
// validator of the text, text == a constant string, a && of which one
// operand proves one, a || of which both do (what either proves), a
// lookup of the text in a map of constant keys (keysPattern); "" where
// cond proves none.
func (r *validators) proves(cond ast.Expr, pf proof) string {
	switch e := ast.Unparen(cond).(type) {
	case *ast.BinaryExpr:
		switch e.Op {
		case token.LAND:
			if p := r.proves(e.X, pf); p != "" {
				return p
			}
			return r.proves(e.Y, pf)
		case token.LOR:
			if x := r.proves(e.X, pf); x != "" {
				if y := r.proves(e.Y, pf); y != "" {
					return unionPattern([]string{x, y})
				}
			}
			return ""
		}
		if p := r.equalPattern(e, pf, token.EQL); p != "" {
			return p
		}
		if p, onMatch := r.findTest(e, pf); p != "" && onMatch {
			return p
		}
	case *ast.CallExpr:
		if !r.mayValidate() {
			return "" // no validator here or in the imports
		}
		info := r.pass.TypesInfo
		if callRow(info, e).Tests == sinks.TestsPattern && len(e.Args) == 1 && pf.is(e.Args[0]) {
			if sel, ok := ast.Unparen(e.Fun).(*ast.SelectorExpr); ok {
				return r.compiled(sel.X)
			}
			return ""
		}
		fn, ok := typeutil.Callee(info, e).(*types.Func)
		if !ok || e.Ellipsis.IsValid() {
			return ""
		}
		if f := r.of(fn, pf.depth+1); f != nil && f.Param < len(e.Args) && pf.is(e.Args[f.Param]) {
			return f.Pattern
		}
		return ""
	case *ast.Ident:
		if ix := r.lookupVar(e, pf.scope); ix != nil && pf.is(ix.Index) {
			p := r.keysPattern(ix.X)
			if p != "" && pf.lookup != nil && ix.Pos() < *pf.lookup {
				*pf.lookup = ix.Pos()
			}
			return p
		}
		return ""
	}
	return r.lookupPattern(cond, pf, false)
}

// refutes returns the pattern the text of pf matches where cond does not
// hold: the negation of a condition that proves one, text != a constant
// string, a || of which one operand refutes one, a && of which both do,
// a test of a lookup in a map of constant keys that holds where the key
// is missing.
func (r *validators) refutes(cond ast.Expr, pf proof) string {
	switch e := ast.Unparen(cond).(type) {
	case *ast.UnaryExpr:
		if e.Op == token.NOT {
			return r.proves(e.X, pf)
		}
	case *ast.BinaryExpr:
		switch e.Op {
		case token.LOR:
			if p := r.refutes(e.X, pf); p != "" {
				return p
			}
			return r.refutes(e.Y, pf)
		case token.LAND:
			if x := r.refutes(e.X, pf); x != "" {
				if y := r.refutes(e.Y, pf); y != "" {
					return unionPattern([]string{x, y})
				}
			}
			return ""
		}
		if p := r.equalPattern(e, pf, token.NEQ); p != "" {
			return p
		}
		if p, onMatch := r.findTest(e, pf); p != "" && !onMatch {
			return p
		}
	case *ast.Ident:
		return ""
	}
	return r.lookupPattern(cond, pf, true)
}

// findTest returns the pattern that cmp tests the text of pf against by
// a find method's result (sinks.Func.Finds), and whether cmp holds where
// the pattern matches: re.FindStringIndex(s) != nil and
// len(re.FindStringSubmatch(s)) > 0 hold there, == nil and len(...) == 0
// where it does not; "" for any other comparison.
func (r *validators) findTest(cmp *ast.BinaryExpr, pf proof) (string, bool) {
	info := r.pass.TypesInfo
	x, op, y := ast.Unparen(cmp.X), cmp.Op, ast.Unparen(cmp.Y)
	if tv := info.Types[x]; tv.Value != nil || tv.IsNil() {
		x, y = y, x // 0 < len(m): len(m) > 0
		op = map[token.Token]token.Token{token.LSS: token.GTR, token.GTR: token.LSS, token.LEQ: token.GEQ, token.GEQ: token.LEQ}[op]
		if op == token.ILLEGAL {
			op = cmp.Op // == and != read the same both ways
		}
	}
	var onMatch bool
	if call, ok := x.(*ast.CallExpr); ok && len(call.Args) == 1 {
		if b, ok := info.Uses[calleeIdent(call)].(*types.Builtin); ok && b.Name() == "len" {
			n, isConst := constInt(info, y)
			switch {
			case !isConst:
				return "", false
			case n == 0 && (op == token.NEQ || op == token.GTR), n == 1 && op == token.GEQ:
				onMatch = true
			case n == 0 && (op == token.EQL || op == token.LEQ), n == 1 && op == token.LSS:
			default:
				return "", false
			}
			x = ast.Unparen(call.Args[0])
		} else if info.Types[y].IsNil() && (op == token.EQL || op == token.NEQ) {
			onMatch = op == token.NEQ
		} else {
			return "", false
		}
	}
	call, ok := x.(*ast.CallExpr)
	if !ok || len(call.Args) != 1 || !pf.is(call.Args[0]) || !callRow(info, call).Finds {
		return "", false
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return "", false
	}
	return r.compiled(sel.X), onMatch
}

// isVar reports whether e reads v.
func (r *validators) isVar(e ast.Expr, v *types.Var) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && r.pass.TypesInfo.Uses[id] == v
}

// compiled returns the constant pattern a regexp was compiled from:
// regexp.MustCompile(constant) itself, or a variable of the package
// declared with it and never assigned again, or an unexported field that
// the package writes nothing but one such pattern (compiledField); ""
// otherwise.
func (r *validators) compiled(e ast.Expr) string {
	e = ast.Unparen(e)
	if sel, ok := e.(*ast.SelectorExpr); ok {
		return r.compiledField(sel)
	}
	if id, ok := e.(*ast.Ident); ok {
		v, ok := r.pass.TypesInfo.Uses[id].(*types.Var)
		if !ok || v.Pkg() != r.pass.Pkg {
			return ""
		}
		vi := r.flow.VarInfo(v)
		if vi == nil || vi.Opaque() || len(vi.Rhs) != 1 {
			return ""
		}
		e = ast.Unparen(vi.Rhs[0])
	}
	call, ok := e.(*ast.CallExpr)
	if !ok || len(call.Args) != 1 || callRow(r.pass.TypesInfo, call).Compiles != sinks.CompilesPerl {
		return ""
	}
	return constantString(r.pass.TypesInfo.Types[call.Args[0]])
}

// assignedIn reports whether body assigns v, takes its address, or
// assigns it in a function literal.
func (r *validators) assignedIn(body ast.Node, v *types.Var) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if found {
			return false
		}
		found = r.assigns(n, v)
		return !found
	})
	return found
}

// assigns reports whether n, a node, assigns v or takes its address.
func (r *validators) assigns(n ast.Node, v *types.Var) bool {
	info := r.pass.TypesInfo
	is := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && (info.Uses[id] == v || info.Defs[id] == v)
	}
	switch n := n.(type) {
	case *ast.AssignStmt:
		for _, l := range n.Lhs {
			if is(l) {
				return true
			}
		}
	case *ast.IncDecStmt:
		return is(n.X)
	case *ast.UnaryExpr:
		return n.Op == token.AND && is(n.X)
	case *ast.RangeStmt:
		return n.Key != nil && is(n.Key) || n.Value != nil && is(n.Value)
	}
	return false
}

// validatedFor reports whether e, a read of a local string variable,
// runs only where a validator accepted the variable (provenPattern) and
// what the validator's pattern admits needs no escaping in component
// comp ('/' aside in a path: the segments of a path the validator
// accepted; text outside ASCII where the sink escapes it itself,
// nonASCII).
func (r *validators) validatedFor(e ast.Expr, comp rfc.Component, nonASCII bool) bool {
	return r.validatedAt(e, comp, nonASCII, 0)
}

// maxValidatedHops bounds the calls validatedAt follows a parameter up.
const maxValidatedHops = 3

// validatedAt is validatedFor, also of a parameter, never assigned, of
// an unexported function every call of which passes text a validator
// accepted at the call (a handler checks an ID, then hands it to the
// helper that builds the URL), hops calls up.
func (r *validators) validatedAt(e ast.Expr, comp rfc.Component, nonASCII bool, hops int) bool {
	if pattern := r.provenPattern(e); pattern != "" && plainPattern(pattern, comp, nonASCII) {
		return true
	}
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok || hops >= maxValidatedHops {
		return false
	}
	v, ok := r.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || !typesx.IsParam(v) {
		return false
	}
	if vi := r.flow.VarInfo(v); vi != nil && (len(vi.Rhs) > 0 || vi.Opaque()) {
		return false
	}
	args, all := r.resolve.passedFor(e, true)
	if !all || len(args) == 0 {
		return false
	}
	for _, a := range args {
		if !r.validatedAt(a, comp, nonASCII, hops+1) {
			return false
		}
	}
	return true
}

// provenPattern returns the pattern that e, a read of a local string
// variable, matches where it runs: an if around it takes its body where
// a condition proves the pattern (proves), or an if before it, in a
// block around it, leaves the function where one refutes it, or it is
// in a case clause of a switch on the variable (clausePattern), and the
// variable is not assigned from that test on (from the lookup on, for
// a lookup in a map of constant keys made before the test: ok of
// _, ok := m[s] in the block). Where none does, a variable assigned
// nothing but such text has its pattern (assignedPattern). It returns ""
// where neither has one.
func (r *validators) provenPattern(e ast.Expr) string {
	return r.proven(e, 0)
}

// proven is provenPattern, depth variables deep in assignedPattern.
func (r *validators) proven(e ast.Expr, depth int) string {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return ""
	}
	v := typesx.LocalVar(r.pass.TypesInfo, r.pass.Pkg, id)
	if v == nil {
		return ""
	}
	parents := r.flow.Control.Parents(id)
	var fn ast.Node
	for _, n := range parents {
		if _, ok := n.(*ast.FuncLit); ok {
			fn = n
			break
		}
		if _, ok := n.(*ast.FuncDecl); ok {
			fn = n
			break
		}
	}
	if fn == nil {
		return ""
	}
	var child ast.Node = id
	for i, n := range parents {
		if n == fn {
			return r.assignedPattern(v, depth)
		}
		pattern, from := "", token.NoPos
		switch n := n.(type) {
		case *ast.CaseClause:
			if sw, ok := parents[i+2].(*ast.SwitchStmt); ok && slices.Contains(n.Body, child.(ast.Stmt)) && sw.Tag != nil && r.isVar(sw.Tag, v) {
				pattern, from = r.clausePattern(sw, n), sw.Tag.Pos()
			}
		case *ast.IfStmt:
			switch {
			case child == ast.Node(n.Body):
				pattern, from = r.proves(n.Cond, r.varProof(v, n)), n.Pos()
			case n.Else != nil && child == n.Else:
				pattern, from = r.refutes(n.Cond, r.varProof(v, n)), n.Pos()
			}
		case *ast.BlockStmt:
			for _, s := range n.List {
				if s == child {
					break
				}
				if ifs, ok := s.(*ast.IfStmt); ok && ifs.Else == nil && typesx.LeavesFunc(r.pass.TypesInfo, ifs.Body) {
					// The block is the scope of a lookup before the test.
					pf := r.varProof(v, n)
					lookup := ifs.Pos()
					pf.lookup = &lookup
					if p := r.refutes(ifs.Cond, pf); p != "" {
						pattern, from = p, lookup
					}
				}
			}
		}
		if pattern != "" && !r.assignedFrom(fn, v, from) {
			return pattern
		}
		child = n
	}
	return ""
}

// clausePattern returns the pattern of the tag of switch sw in its case
// clause cc: one of the clause's constant strings, or of those of the
// clauses that fall through into it; "" for the default clause, a case
// that is no constant string, or a clause the default one falls into.
func (r *validators) clausePattern(sw *ast.SwitchStmt, cc *ast.CaseClause) string {
	var patterns []string
	for i := slices.Index(sw.Body.List, ast.Stmt(cc)); i >= 0; i-- {
		c := sw.Body.List[i].(*ast.CaseClause)
		if c != cc && !fallsThrough(c) {
			break
		}
		if c.List == nil {
			return ""
		}
		for _, e := range c.List {
			p := r.constPattern(e)
			if p == "" {
				return ""
			}
			patterns = append(patterns, p)
		}
	}
	if len(patterns) == 0 {
		return ""
	}
	return unionPattern(patterns)
}

// fallsThrough reports whether case clause c ends with fallthrough.
func fallsThrough(c *ast.CaseClause) bool {
	if len(c.Body) == 0 {
		return false
	}
	b, ok := c.Body[len(c.Body)-1].(*ast.BranchStmt)
	return ok && b.Tok == token.FALLTHROUGH
}

// constPattern returns the pattern matching e, a constant string, alone;
// "" for any other expression.
func (r *validators) constPattern(e ast.Expr) string {
	tv := r.pass.TypesInfo.Types[e]
	if tv.Value == nil || tv.Value.Kind() != constant.String {
		return ""
	}
	return "^" + quoteText(constant.StringVal(tv.Value)) + "$"
}

// equalPattern returns the pattern of the text of pf where cmp, a
// comparison by op (== where it holds, != where it does not), is read
// that way: the constant string the text is compared with; "" for any
// other comparison.
func (r *validators) equalPattern(cmp *ast.BinaryExpr, pf proof, op token.Token) string {
	if cmp.Op != op {
		return ""
	}
	switch {
	case pf.is(cmp.X):
		return r.constPattern(cmp.Y)
	case pf.is(cmp.Y):
		return r.constPattern(cmp.X)
	}
	return ""
}

// assignedPattern returns the pattern of v, a local variable (not a
// parameter) assigned plainly, where each of its assignments is a
// constant string or a variable with a pattern where it is read
// (api := factor in a case clause of a switch on factor, and
// api = "phone"): what any of them matches; "" otherwise.
func (r *validators) assignedPattern(v *types.Var, depth int) string {
	if depth > 2 || typesx.IsParam(v) {
		return ""
	}
	vi := r.flow.VarInfo(v)
	if vi == nil || vi.Opaque() || len(vi.Rhs) == 0 {
		return ""
	}
	patterns := make([]string, 0, len(vi.Rhs))
	for _, rhs := range vi.Rhs {
		p := r.constPattern(rhs)
		if p == "" {
			p = r.proven(rhs, depth+1)
		}
		if p == "" {
			return ""
		}
		patterns = append(patterns, p)
	}
	return unionPattern(patterns)
}

// assignedFrom reports whether fn assigns v after from, or anywhere in a
// function literal, or takes its address.
func (r *validators) assignedFrom(fn ast.Node, v *types.Var, from token.Pos) bool {
	found := false
	ast.Inspect(fn, func(n ast.Node) bool {
		if found {
			return false
		}
		if lit, ok := n.(*ast.FuncLit); ok && lit != fn {
			found = r.assignedIn(lit.Body, v)
			return false
		}
		if n != nil && r.assigns(n, v) {
			_, addr := n.(*ast.UnaryExpr)
			found = addr || n.Pos() > from
		}
		return !found
	})
	return found
}

// plainPattern reports whether every text pattern matches whole is made
// of characters that need no escaping in component comp (plainIn), '/'
// aside in a path, and those outside ASCII with nonASCII (the sink
// escapes them).
func plainPattern(pattern string, comp rfc.Component, nonASCII bool) bool {
	chars, ok := patternChars(pattern)
	return ok && plainText(chars, comp, nonASCII)
}

// patternChars returns the characters of the texts pattern matches
// whole; ok is false where it cannot tell them: a pattern that may match
// part of a text (no ^ or $) admits any character around it.
func patternChars(pattern string) (chars string, ok bool) {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return "", false
	}
	re = re.Simplify()
	var alts []*syntax.Regexp
	if re.Op == syntax.OpAlternate {
		alts = re.Sub
	} else {
		alts = []*syntax.Regexp{re}
	}
	var admitted strings.Builder
	for _, a := range alts {
		for a.Op == syntax.OpCapture {
			a = a.Sub[0]
		}
		if a.Op != syntax.OpConcat || len(a.Sub) < 2 || a.Sub[0].Op != syntax.OpBeginText || a.Sub[len(a.Sub)-1].Op != syntax.OpEndText {
			return "", false
		}
		for _, s := range a.Sub[1 : len(a.Sub)-1] {
			if !admits(s, &admitted) {
				return "", false
			}
		}
	}
	return admitted.String(), true
}

// plainText reports whether text, the characters a pattern admits,
// needs no escaping in component comp (plainIn), '/' aside in a path,
// and those outside ASCII with nonASCII (the sink escapes them).
func plainText(text string, comp rfc.Component, nonASCII bool) bool {
	if comp == rfc.InPath {
		text = strings.ReplaceAll(text, "/", "")
	}
	if nonASCII {
		text = strings.Map(func(c rune) rune {
			if c >= utf8.RuneSelf {
				return -1
			}
			return c
		}, text)
	}
	return plainIn(text, comp)
}

// admits writes to b the characters re may match, and reports false
// where it cannot tell them (., anchors inside the text).
func admits(re *syntax.Regexp, b *strings.Builder) bool {
	switch re.Op {
	case syntax.OpEmptyMatch:
		return true
	case syntax.OpLiteral:
		for _, c := range re.Rune {
			b.WriteRune(c)
			if re.Flags&syntax.FoldCase != 0 {
				b.WriteRune(unicode.ToLower(c))
				b.WriteRune(unicode.ToUpper(c))
			}
		}
		return true
	case syntax.OpCharClass:
		for i := 0; i+1 < len(re.Rune); i += 2 {
			lo, hi := re.Rune[i], re.Rune[i+1]
			if hi-lo > 0x7f {
				hi = lo + 0x7f // beyond ASCII one is enough to tell
			}
			for c := lo; c <= hi; c++ {
				b.WriteRune(c)
			}
		}
		return true
	case syntax.OpCapture, syntax.OpStar, syntax.OpPlus, syntax.OpQuest, syntax.OpRepeat, syntax.OpConcat, syntax.OpAlternate:
		for _, s := range re.Sub {
			if !admits(s, b) {
				return false
			}
		}
		return true
	}
	return false
}
