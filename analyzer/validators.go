package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"regexp/syntax"
	"slices"
	"strings"
	"unicode"

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
	// called is set once the package's calls of validators are known;
	// any says whether it has one.
	called, any bool
}

// exportValidators exports a ValidatorFact for the exported validators
// of the package. It runs for every package that imports regexp: the
// packages that call a validator need not import it. Only functions of
// a string parameter and one bool result are read.
func (r *validators) exportValidators() {
	if !importsAny(r.pass.Pkg, "regexp") {
		return
	}
	for _, file := range r.pass.Files {
		for _, d := range file.Decls {
			d, ok := d.(*ast.FuncDecl)
			if !ok || !d.Name.IsExported() || d.Body == nil {
				continue
			}
			fn, ok := r.pass.TypesInfo.Defs[d.Name].(*types.Func)
			if !ok || !exportsListenFact(r.pass.Pkg, fn) {
				continue
			}
			if f := r.of(fn, 0); f != nil {
				r.pass.ExportObjectFact(fn, f)
			}
		}
	}
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
// body: every return returns false, or a condition that holds only where
// p matches a pattern (re.MatchString(p), alone or as an operand of &&,
// or a call of another validator of p), or anything after an if at the
// top of the body that leaves the function where p does not match one
// (if !re.MatchString(p) { return false }).
func (r *validators) validates(fn *types.Func, body *ast.BlockStmt, depth int) *facts.ValidatorFact {
	sig := fn.Signature()
	for i := 0; i < sig.Params().Len(); i++ {
		p := sig.Params().At(i)
		if !typesx.IsString(p.Type()) || p.Name() == "" || p.Name() == "_" || r.assignedIn(body, p) {
			continue
		}
		// The pattern the top-level ifs before each statement prove.
		var guard string
		var patterns []string
		ok := true
		for _, st := range body.List {
			ast.Inspect(st, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.FuncLit:
					return false
				case *ast.ReturnStmt:
					if len(n.Results) != 1 {
						ok = false
						return false
					}
					switch b, isConst := r.constBool(n.Results[0]); {
					case isConst && !b:
					case guard != "":
						patterns = append(patterns, guard)
					case isConst:
						ok = false
					default:
						pat := r.proves(n.Results[0], p, depth)
						if pat == "" {
							ok = false
						} else {
							patterns = append(patterns, pat)
						}
					}
				}
				return ok
			})
			if !ok {
				break
			}
			if ifs, isIf := st.(*ast.IfStmt); isIf && guard == "" && ifs.Init == nil && ifs.Else == nil && typesx.LeavesFunc(r.pass.TypesInfo, ifs.Body) {
				guard = r.refutes(ifs.Cond, p, depth)
			}
		}
		if ok && len(patterns) > 0 {
			return &facts.ValidatorFact{Param: i, Pattern: unionPattern(patterns)}
		}
	}
	return nil
}

// unionPattern returns a pattern that matches what any of patterns
// matches.
func unionPattern(patterns []string) string {
	out := patterns[:1]
	for _, p := range patterns[1:] {
		if !strings.Contains("\x00"+strings.Join(out, "\x00")+"\x00", "\x00"+p+"\x00") {
			out = append(out, p)
		}
	}
	if len(out) == 1 {
		return out[0]
	}
	return "(?:" + strings.Join(out, ")|(?:") + ")"
}

// constBool returns the value of e, a constant bool.
func (r *validators) constBool(e ast.Expr) (value, ok bool) {
	tv, found := r.pass.TypesInfo.Types[e]
	if !found || tv.Value == nil || tv.Value.Kind() != constant.Bool {
		return false, false
	}
	return constant.BoolVal(tv.Value), true
}

// proves returns the pattern that v, a string variable, matches where
// cond holds: re.MatchString(v) for re compiled once from a constant, a
// call of a validator of v, or a && of which one operand proves one; ""
// where cond proves none.
func (r *validators) proves(cond ast.Expr, v *types.Var, depth int) string {
	switch e := ast.Unparen(cond).(type) {
	case *ast.BinaryExpr:
		if e.Op == token.LAND {
			if p := r.proves(e.X, v, depth); p != "" {
				return p
			}
			return r.proves(e.Y, v, depth)
		}
	case *ast.CallExpr:
		info := r.pass.TypesInfo
		if callRow(info, e).Tests == sinks.TestsPattern && len(e.Args) == 1 && r.isVar(e.Args[0], v) {
			if sel, ok := ast.Unparen(e.Fun).(*ast.SelectorExpr); ok {
				return r.compiled(sel.X)
			}
			return ""
		}
		fn, ok := typeutil.Callee(info, e).(*types.Func)
		if !ok || e.Ellipsis.IsValid() {
			return ""
		}
		if f := r.of(fn, depth+1); f != nil && f.Param < len(e.Args) && r.isVar(e.Args[f.Param], v) {
			return f.Pattern
		}
	}
	return ""
}

// refutes returns the pattern v matches where cond does not hold: the
// negation of a condition that proves one, or a || of which one operand
// refutes one.
func (r *validators) refutes(cond ast.Expr, v *types.Var, depth int) string {
	switch e := ast.Unparen(cond).(type) {
	case *ast.UnaryExpr:
		if e.Op == token.NOT {
			return r.proves(e.X, v, depth)
		}
	case *ast.BinaryExpr:
		if e.Op == token.LOR {
			if p := r.refutes(e.X, v, depth); p != "" {
				return p
			}
			return r.refutes(e.Y, v, depth)
		}
	}
	return ""
}

// isVar reports whether e reads v.
func (r *validators) isVar(e ast.Expr, v *types.Var) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && r.pass.TypesInfo.Uses[id] == v
}

// compiled returns the constant pattern a regexp was compiled from:
// regexp.MustCompile(constant) itself, or a variable of the package
// declared with it and never assigned again; "" otherwise.
func (r *validators) compiled(e ast.Expr) string {
	e = ast.Unparen(e)
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
// runs only where a validator accepted the variable (an if around it
// takes its body where the validator returned true, or an if before it,
// in a block around it, leaves the function where it returned false),
// the variable is not assigned from that test on, and what the
// validator's pattern admits needs no escaping in component comp ('/'
// aside in a path: the segments of a path the validator accepted).
func (r *validators) validatedFor(e ast.Expr, comp rfc.Component) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := r.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.Pkg() != r.pass.Pkg || v.Parent() == r.pass.Pkg.Scope() || v.IsField() {
		return false
	}
	if !r.callsValidator() {
		return false
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
		return false
	}
	var child ast.Node = id
	for _, n := range parents {
		if n == fn {
			return false
		}
		pattern, from := "", token.NoPos
		switch n := n.(type) {
		case *ast.IfStmt:
			switch {
			case child == ast.Node(n.Body):
				pattern, from = r.proves(n.Cond, v, 0), n.Pos()
			case n.Else != nil && child == n.Else:
				pattern, from = r.refutes(n.Cond, v, 0), n.Pos()
			}
		case *ast.BlockStmt:
			for _, s := range n.List {
				if s == child {
					break
				}
				if ifs, ok := s.(*ast.IfStmt); ok && ifs.Else == nil && typesx.LeavesFunc(r.pass.TypesInfo, ifs.Body) {
					if p := r.refutes(ifs.Cond, v, 0); p != "" {
						pattern, from = p, ifs.Pos()
					}
				}
			}
		}
		if pattern != "" && !r.assignedFrom(fn, v, from) {
			return plainPattern(pattern, comp)
		}
		child = n
	}
	return false
}

// callsValidator reports whether the package uses a validator, of its
// own or of another package: where it uses none, no value is narrowed,
// and the reads of values are not looked at.
func (r *validators) callsValidator() bool {
	if r.called {
		return r.any
	}
	r.called = true
	if !importsAny(r.pass.Pkg, "regexp") && !slices.ContainsFunc(r.pass.Pkg.Imports(), func(p *types.Package) bool { return importsAny(p, "regexp") }) {
		return false
	}
	for _, obj := range r.pass.TypesInfo.Uses {
		if fn, ok := obj.(*types.Func); ok && r.of(fn, 0) != nil {
			r.any = true
			return true
		}
	}
	return false
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
// aside in a path. A pattern that may match part of a text (no ^ or $)
// admits any character around it.
func plainPattern(pattern string, comp rfc.Component) bool {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return false
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
			return false
		}
		for _, s := range a.Sub[1 : len(a.Sub)-1] {
			if !admits(s, &admitted) {
				return false
			}
		}
	}
	text := admitted.String()
	if comp == rfc.InPath {
		text = strings.ReplaceAll(text, "/", "")
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
