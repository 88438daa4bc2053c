package flow

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"

	"github.com/urlvet/urlvet/analyzer/internal/facts"

	"golang.org/x/tools/go/types/typeutil"
)

// CallFlow follows values through calls: the results of functions,
// methods and function literals whose returns are constants or constant
// templates, in this package (computed on first use, once per function)
// and in others (from a ResultsFact); the parameters a body's result
// returns (returned_params.go) or formats (format_params.go,
// format_results.go); the arguments parameters stand for while a call's
// result is resolved (bindings.go). It resolves operands with its Flow.
type CallFlow struct {
	facts Facts
	decls map[*types.Func]*ast.FuncDecl // built on first use
	sums  map[*ast.BlockStmt]*results   // by function body
	depth int                           // summaries being computed
	bound map[*ast.BlockStmt]bool       // bodies whose results are being computed for one call
	impls map[*types.Func][]*types.Func // by interface method of the package: implementations

	fieldValues map[*types.Package]*facts.FieldValuesFact // imported, nil when none; built on first use

	// Cheap is set while the summaries of exported functions are computed
	// for their facts, in every package: a read that could cost an index
	// of the whole package (a package-level variable, a field, an element)
	// is then taken as unknown (see costly). Those summaries are kept
	// apart.
	Cheap     bool
	cheapSums map[*ast.BlockStmt]*results

	f *Flow // the flow whose calls these are
}

// results are the values each result of a function can take.
type results struct {
	busy bool
	vals [][]Value // by result index; nil when unknown
	whys []Reason  // by result index: when vals is nil, why (see summarize)
}

// maxSummaryDepth bounds the chain of function results followed.
const maxSummaryDepth = 8

// call resolves a call expression that is not a conversion.
func (cl *CallFlow) call(e *ast.CallExpr, sc scope) ([]Value, Reason) {
	if vals, why := cl.f.constant(e, ReasonCall); why == "" {
		return vals, ""
	}
	if vals, why, ok := cl.f.evalStd(e, sc); ok {
		// A result of holes alone (strings.TrimSpace(u.Host)) says where
		// its text comes from.
		if why := holesReason(vals); why != "" {
			return nil, why
		}
		return vals, why
	}
	if vals, ok := cl.f.foldKnown(e, sc); ok {
		return vals, ""
	}
	return cl.callResult(e, 0, sc)
}

// foldKnown evaluates a call of a function whose result the sinks table
// computes from constants (sinks.Func.Fold: strings.ToLower), given
// arguments whose every value is known text (a parameter bound to a
// constant, "tok-" + strings.ToLower(kind) for kind "UPLOAD"): the
// results are texts, as the constants' would be.
func (f *Flow) foldKnown(call *ast.CallExpr, sc scope) ([]Value, bool) {
	fn, ok := typeutil.Callee(f.Info, call).(*types.Func)
	if !ok || fn.Pkg() == nil || fn.Pkg() == f.Pkg || call.Ellipsis.IsValid() || len(call.Args) == 0 {
		return nil, false
	}
	fold := FuncOfObj(fn).Fold
	if res := fn.Signature().Results(); fold == nil || res.Len() != 1 || !typesx.IsString(res.At(0).Type()) {
		return nil, false
	}
	var elems [][]Value
	for _, a := range call.Args {
		if !typesx.IsString(f.Info.TypeOf(a)) {
			return nil, false
		}
		vals, why := f.resolve(a, sc.deeper())
		if why != "" || len(vals) == 0 {
			return nil, false
		}
		for _, v := range vals {
			if _, whole := text(v); !whole {
				return nil, false
			}
		}
		elems = append(elems, vals)
	}
	tuples, cut := Tuples(elems)
	if cut {
		return nil, false
	}
	var out []Value
	for _, t := range tuples {
		args := make([]constant.Value, len(t))
		for i, v := range t {
			s, _ := text(v)
			args[i] = constant.MakeString(s)
		}
		r, ok := fold(args)
		if !ok || r.Kind() != constant.String {
			return nil, false
		}
		out = append(out, Value{{Text: constant.StringVal(r), Use: call}})
	}
	return out, true
}

// callResult resolves result i of a call.
func (cl *CallFlow) callResult(call *ast.CallExpr, i int, sc scope) ([]Value, Reason) {
	if sc.depth > MaxDepth {
		return nil, ReasonDepth
	}
	fun := ast.Unparen(call.Fun)
	if lit, ok := fun.(*ast.FuncLit); ok {
		return cl.bodyResult(lit.Type, lit.Body, cl.f.Info.TypeOf(lit), i, call, 0, sc)
	}
	callee := typeutil.Callee(cl.f.Info, call)
	switch obj := callee.(type) {
	case *types.Func:
		if reason, ok := cl.f.Origins.urlMethod(call, obj); ok {
			return nil, reason
		}
		if reason, ok := cl.f.Origins.partResult(obj, call, i, sc); ok {
			return nil, reason
		}
		if reason, ok := cl.f.Origins.streamText(obj, call, sc); ok {
			return nil, reason
		}
		if vals, why, ok := cl.f.Lookups.lookupCall(call, obj, i, sc); ok {
			return vals, why
		}
		return cl.funcResult(obj, call, i, 0, sc)
	case *types.Var:
		fn, lit, shift := cl.FuncValueShift(obj, 0)
		switch {
		case lit != nil:
			return cl.bodyResult(lit.Type, lit.Body, cl.f.Info.TypeOf(lit), i, call, 0, sc)
		case fn != nil:
			return cl.funcResult(fn, call, i, shift, sc)
		}
	}
	if t := cl.f.Info.TypeOf(call.Fun); t != nil {
		if _, ok := callee.(*types.Func); !ok {
			cl.f.Dynamic.Set(t.Underlying(), true)
		}
	}
	if v, ok := callee.(*types.Var); ok && typesx.IsParam(v) {
		// A function its caller passes (lookupEnv func(string)
		// (string, bool)): the text is the caller's.
		return nil, ReasonParameter
	}
	return nil, ReasonCall
}

// funcResult resolves result i of a call of fn, whose first parameter is
// argument shift of the call (1 for a method expression).
func (cl *CallFlow) funcResult(fn *types.Func, call *ast.CallExpr, i, shift int, sc scope) ([]Value, Reason) {
	fn = fn.Origin()
	if fn.Pkg() == cl.f.Pkg {
		if cl.f.Consulted == nil {
			cl.f.Consulted = make(map[*types.Func]bool)
		}
		cl.f.Consulted[fn] = true
	}
	if fn.Pkg() == nil {
		return nil, ReasonCall
	}
	if why := resultOrigin(fn); why != "" {
		if why == ReasonInput && cl.f.Origins.responseHeader(call) {
			return nil, ReasonDecoded
		}
		if why == ReasonInput && cl.f.Origins.builtValues(call, sc) {
			return nil, ReasonCall
		}
		return nil, why
	}
	if i == 0 && FuncOfObj(fn).URLText {
		// The text of a url.URL: JoinPath, a sink, checks the constants
		// of its base and escapes its elements.
		return nil, ReasonURL
	}
	if displayMethod(fn) {
		return nil, cl.displayOrigin(fn, i)
	}
	if fn.Pkg() != cl.f.Pkg {
		if i == 0 && cl.f.Params.carrierResult(fn, sc) {
			return nil, ReasonFieldWrites
		}
		return cl.importedResult(fn, call, i, shift, sc)
	}
	if cl == nil {
		return nil, ReasonCall
	}
	d := cl.Decl(fn)
	if d == nil || d.Body == nil {
		if impls := cl.implementations(fn); len(impls) > 0 {
			return cl.implResult(fn, impls, call, i, shift, sc)
		}
		return nil, ReasonCall
	}
	return cl.bodyResult(d.Type, d.Body, fn.Type(), i, call, shift, sc)
}

// importedResult resolves result i of fn, of another package, from its
// fact. Its pieces are reported at the call, those of the arguments it
// returns where they are written.
func (cl *CallFlow) importedResult(fn *types.Func, call *ast.CallExpr, i, shift int, sc scope) ([]Value, Reason) {
	if cl == nil || cl.facts == nil {
		return nil, ReasonCall
	}
	var fact facts.ResultsFact
	if !cl.facts.ImportPackageFact(fn.Pkg(), &fact) {
		return nil, ReasonCall
	}
	for _, r := range fact.Lookup(ResultName(fn)) {
		if r.Index != i || r.Lookup != nil {
			continue
		}
		if r.Format > 0 {
			return cl.formattedResult(r, fn, call, shift, sc)
		}
		if r.Why != "" && len(r.Args) == 0 {
			return nil, Reason(r.Why)
		}
		out := make([]Value, 0, len(r.Values))
		for _, tv := range r.Values {
			v := make(Value, 0, len(tv))
			for _, p := range tv {
				if p.Hole {
					v = append(v, Piece{Hole: true, Use: call, Why: Reason(p.Why), Kind: holeKind(p.Kind), Runs: p.Runs})
				} else {
					v = append(v, Piece{Text: p.Text, Use: call, Decl: fn.Pos()})
				}
			}
			out = append(out, v)
		}
		if len(r.Args) > 0 {
			return cl.withArgs(r, out, call, shift, sc)
		}
		return out, ""
	}
	return nil, ReasonCall
}

// displayOrigin is the reason for result i of fn, a String, GoString or
// Error method: text for people, unless the fact of fn's package says
// every value of it comes from a known origin (the String method of a
// type that wraps a url.URL returns the url.URL's text).
func (cl *CallFlow) displayOrigin(fn *types.Func, i int) Reason {
	if fn.Pkg() == cl.f.Pkg || cl == nil || cl.facts == nil {
		return ReasonCall
	}
	var fact facts.ResultsFact
	if !cl.facts.ImportPackageFact(fn.Pkg(), &fact) {
		return ReasonCall
	}
	for _, r := range fact.Lookup(ResultName(fn)) {
		if r.Index == i && r.Why != "" {
			return Reason(r.Why)
		}
	}
	return ReasonCall
}

// Decl returns the declaration of fn, a function of this package.
func (cl *CallFlow) Decl(fn *types.Func) *ast.FuncDecl {
	if cl.decls == nil {
		cl.decls = make(map[*types.Func]*ast.FuncDecl)
		for _, file := range cl.f.Files {
			for _, d := range file.Decls {
				if d, ok := d.(*ast.FuncDecl); ok {
					if obj, ok := cl.f.Info.Defs[d.Name].(*types.Func); ok {
						cl.decls[obj] = d
					}
				}
			}
		}
	}
	return cl.decls[fn]
}

// BodyResult resolves result i of a function of this package from its
// returns. When call is not nil, the parameters that can be bound (see
// bindArgs) stand for its arguments, from argument shift on.
func (cl *CallFlow) BodyResult(ft *ast.FuncType, body *ast.BlockStmt, t types.Type, i int, call *ast.CallExpr, shift int) ([]Value, Reason) {
	return cl.bodyResult(ft, body, t, i, call, shift, scope{})
}

// bodyResult is BodyResult in scope sc.
func (cl *CallFlow) bodyResult(ft *ast.FuncType, body *ast.BlockStmt, t types.Type, i int, call *ast.CallExpr, shift int, sc scope) ([]Value, Reason) {
	if cl == nil || body == nil {
		return nil, ReasonCall
	}
	sig, ok := t.(*types.Signature)
	if !ok || i >= sig.Results().Len() || !typesx.IsString(sig.Results().At(i).Type()) {
		return nil, ReasonCall
	}
	var boundWhy Reason
	if args, returns := cl.bindArgs(ft, body, sig, call, shift, sc); args != nil {
		vals, why := cl.boundResult(body, returns, sig, i, args, sc)
		if vals != nil {
			return vals, ""
		}
		boundWhy = why
	}
	sums := &cl.sums
	if cl.Cheap {
		sums = &cl.cheapSums
	}
	s := (*sums)[body]
	if s == nil {
		if cl.depth >= maxSummaryDepth {
			return nil, ReasonDepth
		}
		if *sums == nil {
			*sums = make(map[*ast.BlockStmt]*results)
		}
		s = &results{busy: true}
		(*sums)[body] = s
		cl.depth++
		s.vals, s.whys = cl.summarize(body, sig, sc.withArgs(nil)) // a summary holds for every call
		cl.depth--
		s.busy = false
	}
	if s.busy {
		return nil, ReasonRecursion
	}
	if s.vals[i] == nil {
		return nil, cl.unknownResult(ft, body, sig, i, call, shift, s.whys[i], boundWhy, sc)
	}
	return cl.boundVerbs(s.vals[i], ft, body, call, shift, sc), ""
}

// boundVerbs returns vals, a summary's values of a function's result,
// with each verb hole of a parameter that stands for call's argument
// (bindParams) marked with that argument (fmtVerb.Bound): whichever
// return the call takes, the text there is the caller's value, though
// which return it is may not be known. vals is left as it is, a summary
// shared by every call.
func (cl *CallFlow) boundVerbs(vals []Value, ft *ast.FuncType, body *ast.BlockStmt, call *ast.CallExpr, shift int, sc scope) []Value {
	if call == nil {
		return vals
	}
	var args bindings
	out := vals
	for i, v := range vals {
		for j, p := range v {
			if p.Verb == nil || p.Verb.Arg == nil {
				continue
			}
			at := p.Verb.Bound
			if at == nil {
				at = p.Verb.Arg
			}
			id, ok := ast.Unparen(at).(*ast.Ident)
			if !ok {
				continue
			}
			pv, ok := cl.f.Info.Uses[id].(*types.Var)
			if !ok || !typesx.IsParam(pv) {
				continue
			}
			if args == nil {
				if args = cl.bindParams(ft, body, call, shift, sc); args == nil {
					return vals
				}
			}
			b, ok := args[pv]
			if !ok || b.variadic || b.arg == nil {
				continue
			}
			if &out[0] == &vals[0] {
				out = slices.Clone(vals)
			}
			if &out[i][0] == &vals[i][0] {
				out[i] = slices.Clone(v)
			}
			fv := *p.Verb
			fv.Bound = cl.f.Formats.callerArg(b.arg, b.env)
			out[i][j].Verb = &fv
		}
	}
	return out
}

// summarize computes the values of each string result of a function from
// its return statements. A return whose value is unknown adds a hole, so
// the constants the other returns give are still checked; a result none of
// whose returns is known stays unknown, and whys says why: the reason its
// returns share (see mergeReason), "call" when one is a hole of no known
// origin or the function has a bare return. A return of holes alone that
// are valid text (what url.Values.Encode escapes) is known when no other
// return is unknown, and gives no reason. Returns of the empty string (a
// "none" answer) and returns of an error path (a non-nil last result of
// type error) are left out.
func (cl *CallFlow) summarize(body *ast.BlockStmt, sig *types.Signature, sc scope) (vals [][]Value, whys []Reason) {
	return cl.summarizeReturns(cl.returnsOf(body), sig, sc)
}

// returnsOf returns the return statements of body, its function
// literals' aside, that can give a function's result: not those under a
// test for a degenerate input (see testsEmpty) with a value, nor those
// in a branch no run takes (see constCond).
func (cl *CallFlow) returnsOf(body *ast.BlockStmt) []*ast.ReturnStmt {
	var returns []*ast.ReturnStmt
	var degenerate map[*ast.ReturnStmt]bool // made for the first: most bodies test no degenerate input
	ast.Inspect(body, func(nd ast.Node) bool {
		switch nd := nd.(type) {
		case ast.Expr:
			// A return in an expression is a function literal's.
			return false
		case *ast.ReturnStmt:
			returns = append(returns, nd)
		case *ast.IfStmt:
			if holds, ok := cl.constCond(nd.Cond); ok {
				// The branch the condition never takes returns nothing.
				var never ast.Node = nd.Body
				if holds {
					never = nd.Else
				}
				if never != nil {
					if degenerate == nil {
						degenerate = make(map[*ast.ReturnStmt]bool)
					}
					ast.Inspect(never, func(n ast.Node) bool {
						if r, ok := n.(*ast.ReturnStmt); ok {
							degenerate[r] = true
						}
						_, lit := n.(*ast.FuncLit)
						return !lit
					})
				}
			}
			if cl.testsEmpty(nd.Cond) {
				for _, s := range nd.Body.List {
					if r, ok := s.(*ast.ReturnStmt); ok {
						if degenerate == nil {
							degenerate = make(map[*ast.ReturnStmt]bool)
						}
						degenerate[r] = true
					}
				}
			}
		}
		return true
	})
	// A bare return stays: named results are not followed.
	return slices.DeleteFunc(returns, func(r *ast.ReturnStmt) bool { return degenerate[r] && len(r.Results) > 0 })
}

// summarizeReturns is summarize on the given returns of a function.
func (cl *CallFlow) summarizeReturns(returns []*ast.ReturnStmt, sig *types.Signature, sc scope) (vals [][]Value, whys []Reason) {
	// Each return is a resolution of its own (from depth 0, with its own
	// maxSteps); the resolution that asked for this summary, computed
	// once per body, resumes with the steps it had taken.
	outer := cl.f.steps
	defer func() { cl.f.steps = outer }()
	n := sig.Results().Len()
	sum := newReturnSummary(n)
	out, known, valid := sum.out, sum.known, sum.valid
	whys = sum.whys
	errPath := n > 1 && typesx.IsError(sig.Results().At(n-1).Type())
	bare := false
	for _, ret := range returns {
		if len(ret.Results) == 0 && n > 0 {
			// A bare return of named results: each result is its
			// variable as it reaches the return.
			if !cl.bareReturn(ret, sig, sc, sum) {
				bare = true // not followed
			}
			continue
		}
		if errPath && len(ret.Results) == n && !typesx.IsNil(ret.Results[n-1]) {
			continue
		}
		for i := 0; i < n; i++ {
			if !typesx.IsString(sig.Results().At(i).Type()) {
				continue
			}
			var vals []Value
			var why Reason
			switch {
			case len(ret.Results) == n && cl.errorText(ret.Results[i]):
				continue // a failure's message, not the result's text
			case len(ret.Results) == n:
				vals, why = cl.f.resolve(ret.Results[i], sc.top())
			case len(ret.Results) == 1:
				if call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr); ok {
					vals, why = cl.callResult(call, i, sc.top())
				} else {
					why = ReasonCall
				}
			default:
				why = ReasonCall
			}
			sum.add(i, vals, why, ret.Results[0])
		}
	}
	for i := range out {
		if valid[i] && whys[i] == "" {
			known[i] = true // valid text alone
		}
		if !known[i] || bare {
			out[i] = nil
		}
		if known[i] || bare || whys[i] == "" {
			whys[i] = ReasonCall
		}
	}
	return out, whys
}

// A returnSummary gathers, for summarizeReturns, the values each result
// of a function can return: out, whether some value holds text (known)
// or is valid holes alone (valid), and why the others are not followed.
type returnSummary struct {
	out   [][]Value
	known []bool
	valid []bool
	whys  []Reason
}

func newReturnSummary(n int) *returnSummary {
	return &returnSummary{out: make([][]Value, n), known: make([]bool, n), valid: make([]bool, n), whys: make([]Reason, n)}
}

// add records what a return gives result i: vals, or a hole at use for
// why.
func (s *returnSummary) add(i int, vals []Value, why Reason, use ast.Expr) {
	if why != "" {
		s.out[i] = append(s.out[i], Value{{Hole: true, Use: use, Why: why}})
		s.whys[i] = MergeReason(s.whys[i], why)
		return
	}
	for _, v := range vals {
		if IsEmpty(v) {
			continue
		}
		switch {
		case hasText(v):
			s.known[i] = true
		case validHoles(v):
			s.valid[i] = true
		default:
			s.whys[i] = MergeReason(s.whys[i], firstWhy(holesReason([]Value{v}), ReasonCall))
		}
		s.out[i] = append(s.out[i], v)
	}
}

// bareReturn adds to sum, for ret, a return with no results of a
// function of named results, the values each string result's variable
// holds where ret reads it. It reports false where a result has no name
// to read.
func (cl *CallFlow) bareReturn(ret *ast.ReturnStmt, sig *types.Signature, sc scope, sum *returnSummary) bool {
	for i := 0; i < sig.Results().Len(); i++ {
		r := sig.Results().At(i)
		if !typesx.IsString(r.Type()) {
			continue
		}
		if r.Name() == "" || r.Name() == "_" {
			return false
		}
		// The read the bare return makes, where it is.
		use := &ast.Ident{Name: r.Name(), NamePos: ret.Pos()}
		vals, why := cl.f.object(use, r, sc.top())
		sum.add(i, vals, why, use)
	}
	return true
}

// displayMethod reports whether fn is a String, GoString or Error method:
// its text is for people ("<nil>" for a nil address), not a URL part.
func displayMethod(fn *types.Func) bool {
	switch fn.Name() {
	case "String", "GoString", "Error":
		sig, ok := fn.Type().(*types.Signature)
		return ok && sig.Recv() != nil
	}
	return false
}

// errorText reports whether e is err.Error(), or text joined to it: the
// message of a failure, returned as text for people (if err != nil {
// return "failed: " + err.Error() }).
func (cl *CallFlow) errorText(e ast.Expr) bool {
	e = ast.Unparen(e)
	if b, ok := e.(*ast.BinaryExpr); ok && b.Op == token.ADD {
		return cl.errorText(b.X) || cl.errorText(b.Y)
	}
	call, ok := e.(*ast.CallExpr)
	if !ok || len(call.Args) != 0 {
		return false
	}
	fn, ok := typeutil.Callee(cl.f.Info, call).(*types.Func)
	return ok && fn.Name() == "Error" && displayMethod(fn)
}

// testsEmpty reports whether cond tests for a degenerate input: x == nil
// or len(x) == 0, alone or in a || chain. A string returned then
// ("<nil>", "?") stands for no value, not a URL.
func (cl *CallFlow) testsEmpty(cond ast.Expr) bool {
	switch c := ast.Unparen(cond).(type) {
	case *ast.BinaryExpr:
		switch c.Op {
		case token.LOR:
			return cl.testsEmpty(c.X) || cl.testsEmpty(c.Y)
		case token.EQL:
			if typesx.IsNil(c.X) || typesx.IsNil(c.Y) {
				return true
			}
			for _, side := range [2][2]ast.Expr{{c.X, c.Y}, {c.Y, c.X}} {
				call, ok := ast.Unparen(side[0]).(*ast.CallExpr)
				if !ok {
					continue
				}
				if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok && id.Name == "len" {
					if tv, ok := cl.f.Info.Types[side[1]]; ok && tv.Value != nil && tv.Value.String() == "0" {
						return true
					}
				}
			}
		}
	}
	return false
}

// IsEmpty reports whether v is the empty string.
func IsEmpty(v Value) bool {
	for _, p := range v {
		if p.Hole || p.Text != "" {
			return false
		}
	}
	return true
}

// validHoles reports whether v is made of holes alone, none of an
// unknown origin: text a helper builds valid by construction (the text
// url.Values.Encode escapes, a number), which a sink takes as resolved.
func validHoles(v Value) bool {
	for _, p := range v {
		if !p.Hole || p.Why != "" {
			return false
		}
	}
	return len(v) > 0
}

// hasText reports whether v has a non-empty constant piece.
func hasText(v Value) bool {
	for _, p := range v {
		if !p.Hole && p.Text != "" {
			return true
		}
	}
	return false
}

// FuncValueShift returns the function a variable of this package holds
// when its every assignment (one) is a function, a method value or a
// function literal: get := client.Get, f := http.Get, mk := func() string
// {...}. shift is 1 for a method expression, whose receiver is the first
// argument.
func (cl *CallFlow) FuncValueShift(v *types.Var, depth int) (fn *types.Func, lit *ast.FuncLit, shift int) {
	if depth > MaxDepth || v.Pkg() != cl.f.Pkg || v.IsField() || typesx.IsParam(v) {
		return nil, nil, 0
	}
	if _, ok := v.Type().Underlying().(*types.Signature); !ok || cl.declaredNoFunc(v) {
		return nil, nil, 0
	}
	vi := cl.f.VarInfo(v)
	if vi == nil || vi.Escapes || len(vi.Rhs) != 1 || len(vi.Results) > 0 {
		return nil, nil, 0
	}
	return cl.funcOfExpr(vi.Rhs[0], depth)
}

// declaredNoFunc reports whether v's declaration alone says that
// FuncValueShift finds no function in v, so that the assignments of its
// top-level declaration need not be indexed: v takes one result of a
// call (ctx, end := startSpan(ctx), var a, b = f()), which its
// assignments count among their results (VarInfo.Results), or is
// declared with a value that names no function (h := newHandler()), one
// of its assignments (funcOfExpr). It reads only the nodes of the
// declaration that hold v's name (Vars.declaration).
func (cl *CallFlow) declaredNoFunc(v *types.Var) bool {
	d, i := cl.f.vars.declaration(v)
	switch d := d.(type) {
	case *ast.AssignStmt:
		if len(d.Lhs) > 1 && len(d.Rhs) == 1 && isCall(d.Rhs[0]) {
			return true
		}
	case *ast.ValueSpec:
		if len(d.Names) > 1 && len(d.Values) == 1 && isCall(d.Values[0]) {
			return true
		}
	}
	value := declValue(d, i)
	if value == nil {
		return false
	}
	switch ast.Unparen(value).(type) {
	case *ast.FuncLit, *ast.Ident, *ast.SelectorExpr:
		return false
	}
	return true
}

// funcOfExpr returns the function e, a variable's one assignment, holds
// (see funcValueShift).
func (cl *CallFlow) funcOfExpr(e ast.Expr, depth int) (fn *types.Func, lit *ast.FuncLit, shift int) {
	switch e := ast.Unparen(e).(type) {
	case *ast.FuncLit:
		return nil, e, 0
	case *ast.Ident:
		switch obj := cl.f.Info.Uses[e].(type) {
		case *types.Func:
			return obj, nil, 0
		case *types.Var:
			return cl.FuncValueShift(obj, depth+1)
		}
	case *ast.SelectorExpr:
		if sel, ok := cl.f.Info.Selections[e]; ok && sel != nil {
			fn, ok := sel.Obj().(*types.Func)
			if !ok {
				return nil, nil, 0
			}
			switch sel.Kind() {
			case types.MethodVal:
				return fn, nil, 0
			case types.MethodExpr:
				return fn, nil, 1
			}
			return nil, nil, 0
		}
		if fn, ok := cl.f.Info.Uses[e.Sel].(*types.Func); ok {
			return fn, nil, 0 // a function of another package
		}
	}
	return nil, nil, 0
}

// assigned resolves rhs, one assignment of a variable: an expression, or
// a call whose result the variable takes in a tuple assignment
// (u, err := endpoint()).
func (cl *CallFlow) assigned(vi *VarInfo, rhs ast.Expr, sc scope) ([]Value, Reason) {
	for _, r := range vi.Results {
		if r.call == rhs {
			return cl.callResult(r.call, r.index, sc)
		}
	}
	return cl.f.resolve(rhs, sc)
}

// constCond returns the value of cond when it is a call of a function of
// the package with no arguments whose every return is the same boolean
// constant (func isDocker() bool { return false }, a stub of the build
// analyzed), or the negation of one: whatever the run, it takes one
// branch of the if.
func (cl *CallFlow) constCond(cond ast.Expr) (holds, ok bool) {
	neg := false
	e := ast.Unparen(cond)
	for {
		u, isNot := e.(*ast.UnaryExpr)
		if !isNot || u.Op != token.NOT {
			break
		}
		neg, e = !neg, ast.Unparen(u.X)
	}
	call, isCall := e.(*ast.CallExpr)
	if !isCall || len(call.Args) != 0 {
		return false, false
	}
	fn, isFn := typeutil.Callee(cl.f.Info, call).(*types.Func)
	if !isFn || fn.Pkg() != cl.f.Pkg {
		return false, false
	}
	d := cl.Decl(fn.Origin())
	if d == nil || d.Body == nil {
		return false, false
	}
	found, same := false, true
	var val bool
	ast.Inspect(d.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			var tv types.TypeAndValue
			if len(n.Results) == 1 {
				tv = cl.f.Info.Types[n.Results[0]]
			}
			if tv.Value == nil || tv.Value.Kind() != constant.Bool || found && constant.BoolVal(tv.Value) != val {
				same = false
				return false
			}
			found, val = true, constant.BoolVal(tv.Value)
		}
		return same
	})
	if !found || !same {
		return false, false
	}
	return val != neg, true
}
