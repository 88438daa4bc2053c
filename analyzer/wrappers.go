package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/intent"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"

	"github.com/urlvet/urlvet/analyzer/internal/facts"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/rfc"

	"golang.org/x/tools/go/types/typeutil"
)

// wrapperSites finds the functions of the package that pass a parameter
// to a sink (wrappers), and reads those its imports export.
type wrapperSites struct {
	*pkgAnalysis
	wrappers map[types.Object][]facts.WrappedParam // wrappers declared in this package
	// hidden are the parameters that functions only this package calls
	// pass to a sink after a prefix (c.base + path): their calls are no
	// sinks, since ParamFlow resolves the whole argument at the sink, but
	// a function that hands them its own parameter is a wrapper of it.
	hidden map[types.Object][]facts.WrappedParam
	// wrapperPkgs caches, per package of a callee, whether it exports
	// wrappers, so that most calls cost no fact lookup.
	wrapperPkgs map[*types.Package]bool
	// grown is where in findWrappers each wrapper last gained a
	// parameter, at the call being looked at; at is that call's place.
	grown map[types.Object]walkPoint
	at    walkPoint
	// bases are the texts that the wrappers declared in this package
	// write right before a parameter they pass to a sink (c.base + path,
	// fmt.Sprintf("%s%s", c.base, path)), by wrapper and parameter index:
	// what a call's text is joined to (basePrefix).
	bases map[types.Object]map[int]ast.Expr
}

// A walkPoint is a place in the walks of findWrappers: the index of a
// call in a walk of the package's calls, in round round (0 the first).
type walkPoint struct{ round, call int }

// before reports whether p comes before q.
func (p walkPoint) before(q walkPoint) bool {
	return p.round < q.round || p.round == q.round && p.call < q.call
}

// wrappedArgs returns a wrapper's parameters as its sink arguments.
func wrappedArgs(w []facts.WrappedParam) []sinks.Arg {
	out := make([]sinks.Arg, len(w))
	for i, p := range w {
		out[i] = sinks.Arg{Param: p.Param, Index: p.Index}
	}
	return out
}

// findWrappers finds, to a fixed point, the functions of the package that
// pass a string parameter unchanged to a sink (or to another wrapper).
// Only calls of functions of this package can change meaning as wrappers
// are found, and of those only the calls of a wrapper that gained a
// parameter since they were last looked at (mayFindMore), so only they
// are looked at again, in rounds until one finds nothing.
func (r *wrapperSites) findWrappers() {
	r.grown = make(map[types.Object]walkPoint)
	for round, more := 0, true; more; round++ {
		// The calls are walked again rather than kept: most packages
		// find no wrapper, and a list of the calls of a generated API's
		// package is a large allocation for nothing.
		i := 0
		for fn, c := range r.wrapperCalls {
			r.at = walkPoint{round, i}
			i++
			if round == 0 {
				r.analyzing(c.Call)
			} else if !r.mayFindMore(c) {
				continue
			}
			r.addWrapper(fn, c)
		}
		more = false
		for _, p := range r.grown {
			more = more || p.round == round
		}
	}
	r.grown = nil
}

// mayFindMore reports whether call c, looked at in an earlier round of
// findWrappers, can find a wrapper parameter it did not. What a call
// finds depends on the wrappers found so far through its callee
// (sinkOf), and otherwise only on those of its own function, which rule
// out what is recorded already: a call of a function of another package,
// or of one that has not grown since the call's place in the round
// before (where it was looked at if the callee had grown before it),
// finds what it found then. A call through a variable of the package is
// looked at again whatever it holds.
func (r *wrapperSites) mayFindMore(c flow.CallSite) bool {
	if c.Callee.Pkg() != r.pass.Pkg {
		return false
	}
	fn, ok := c.Callee.(*types.Func)
	if !ok {
		return true
	}
	grown, ok := r.grown[fn.Origin()]
	return ok && !grown.before(walkPoint{r.at.round - 1, r.at.call})
}

// wrapperCalls yields the calls that can make their function a wrapper:
// those with arguments of the functions with a string parameter, and of
// the function literals that pass a parameter they capture.
func (r *wrapperSites) wrapperCalls(yield func(*flow.FuncNode, flow.CallSite) bool) {
	for _, fn := range r.flow.Funcs {
		if (fn.Obj == nil || !takesString(fn)) && !fn.Lit {
			continue
		}
		for _, c := range fn.Calls {
			// A call without arguments has no callee: it passes nothing.
			if c.Callee == nil || fn.Lit && fn.Obj == nil && !r.passesCaptured(fn, c) {
				continue
			}
			if !yield(fn, c) {
				return
			}
		}
	}
}

// takesString reports whether fn has a string parameter: a declared
// function or method passes only such a parameter of its own to a sink
// (ParamOf, FormatParam, FormatArgs, prefixedParam; it captures none),
// and most functions of a generated API's package take none (a
// serializer's input and encoder, a middleware's handler).
func takesString(fn *flow.FuncNode) bool {
	return slices.ContainsFunc(fn.Params, func(p *types.Var) bool {
		return p != nil && typesx.IsString(p.Type())
	})
}

// addWrapper records the parameters of fn that call c passes to a sink,
// and notes their functions as grown.
func (r *wrapperSites) addWrapper(fn *flow.FuncNode, c flow.CallSite) {
	name, args, shift := r.index.sinkOf(c)
	hiddenCallee := false
	if len(args) == 0 {
		name, args, shift, hiddenCallee = r.hiddenSink(c)
	}
	for _, a := range args {
		if a.Variadic || a.Drivers != nil {
			continue
		}
		exprs := argExprs(c.Call, a, shift)
		if len(exprs) != 1 {
			continue
		}
		owner := fn
		p, ok := r.flow.ParamOf(fn, exprs[0])
		prefixed, format := a.Prefixed, a.Format
		hide, stricter, fileToo := false, false, a.FileToo
		switch {
		case hiddenCallee && !ok:
			continue // its other arguments are resolved at the sink
		case hiddenCallee:
			if fn.Obj == nil {
				continue
			}
			hide = !r.exportsWrapper(fn.Obj)
		case a.Format:
			// A format passed on with the arguments after it, or none.
			if j := a.Index + shift; j+2 != len(c.Call.Args) || !c.Call.Ellipsis.IsValid() {
				continue
			}
			p, ok = r.flow.Calls.FormatArgs(fn, exprs[0], c.Call.Args[len(c.Call.Args)-1])
			if !ok {
				continue
			}
		case !ok:
			if q, reparsed := r.reparsedParam(fn, exprs[0]); reparsed {
				p, ok = q, true
				stricter = a.Target != rfc.Reference
				break
			}
			if q, updated := r.startEditedParam(fn, exprs[0]); updated {
				p, ok, prefixed = q, true, true
				break
			}
			var after bool
			p, ok, after = r.formatParam(fn, exprs[0])
			prefixed, format = prefixed || after, ok
			if _, isFunc := fn.Obj.(*types.Func); !ok && fn.Obj != nil && (isFunc || r.exportsWrapper(fn.Obj)) {
				p, ok = r.prefixedParam(fn, exprs[0])
				prefixed = ok
				hide = ok && !r.exportsWrapper(fn.Obj)
				if ok {
					r.noteBase(fn, p, exprs[0])
				}
			}
		}
		found := r.wrappers
		if hide {
			found = r.hidden
		}
		var always, conditional bool
		if ok {
			if flow.HasParam(found[fn.Obj], p) && !(stricter && parsedOnly(found[fn.Obj], p)) || r.flow.Control.GuardedBy(c, p) || r.flow.Control.ReturnsOnFailure(c.Call, fn.Params[p]) || r.parsesTemplate(fn, p) {
				continue
			}
			always, conditional = r.flow.Control.ReachesAlways(c, p)
			if !always {
				always, conditional = r.flow.Control.ReachesEither(c, p, func(other *ast.CallExpr) bool {
					return other != c.Call && r.sameSinkArg(c, other, a, shift, exprs[0])
				})
			}
			if !always && stricter && r.schemeDispatched(fn, c.Call, exprs[0]) {
				always, conditional, fileToo = true, true, true
			}
			conditional = conditional || r.defaulted(fn, p)
		} else if !format {
			owner, p, conditional, always = r.capturedParam(c, exprs[0])
			if always && flow.HasParam(r.wrappers[owner.Obj], p) {
				continue
			}
		}
		if !always || !r.holdsOnly(owner) {
			continue
		}
		sink, refused := r.refusal(c.Call, c.Callee, name, a.Index)
		// The fact carries the sink's requirement; what the sink refuses
		// travels as Refused, and its other properties (Params, Schemes,
		// Keywords) are not passed on.
		r.grown[owner.Obj] = r.at
		if hide {
			if r.hidden == nil {
				r.hidden = make(map[types.Object][]facts.WrappedParam)
			}
			found = r.hidden
		}
		if stricter {
			// The text reaches a client after a parser: the client's
			// need replaces the parser's.
			found[owner.Obj] = slices.DeleteFunc(found[owner.Obj], func(w facts.WrappedParam) bool { return w.Index == p && w.Target == rfc.Reference })
		}
		target := a.Target
		if target == rfc.HTTP && r.requests.transportSetsURL(c.Call) {
			// Sent through a transport of the package that resolves the
			// request against its base: the wrapper takes a reference.
			target = rfc.Reference
		}
		found[owner.Obj] = append(found[owner.Obj], facts.WrappedParam{
			Index: p, Sink: sink, Refused: refused,
			Param: sinks.Param{
				Target: target, Credentials: a.Credentials, OriginForm: a.OriginForm,
				Conditional: conditional || a.Conditional, Prefixed: prefixed, Format: format, FileToo: fileToo,
				// A parser that misreads host:port passes that on, when the
				// parameter is the whole text and the wrapper does not
				// handle host:port itself.
				HostPortMisread: a.HostPortMisread && !prefixed && !format && !r.hostPorts.hostPortHandled(c.Call, exprs[0], true) && !r.hostPorts.hostPortHandled(c.Call, exprs[0], false),
			},
		})
	}
}

// startEditedParam returns the index of the string parameter of fn that e
// is, when each assignment of the parameter edits only the start of its
// own text: trims it (p = strings.TrimPrefix(p, "/"), TrimLeft) or writes
// constant text before it (p = "a/" + p, under a condition or not). The
// sink gets the text after a start the caller does not see, as after a
// wrapper's prefix.
func (r *wrapperSites) startEditedParam(fn *flow.FuncNode, e ast.Expr) (int, bool) {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return 0, false
	}
	v, ok := r.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || !typesx.IsString(v.Type()) {
		return 0, false
	}
	i, ok := fn.Param(v)
	if !ok {
		return 0, false
	}
	vi := r.flow.VarInfo(v)
	if vi == nil || vi.Opaque() || len(vi.Adds) > 0 || len(vi.Rhs) == 0 {
		return 0, false
	}
	for _, rhs := range vi.Rhs {
		switch x := ast.Unparen(rhs).(type) {
		case *ast.CallExpr:
			callee, ok := typeutil.Callee(r.pass.TypesInfo, x).(*types.Func)
			if !ok || len(x.Args) != 2 || flow.FuncOfObj(callee).Trims != sinks.TrimsStart || !typesx.IsIdentOf(r.pass.TypesInfo, x.Args[0], v) {
				return 0, false
			}
			if _, ok := r.flow.ConstString(x.Args[1]); !ok {
				return 0, false
			}
		case *ast.BinaryExpr:
			if x.Op != token.ADD || !typesx.IsIdentOf(r.pass.TypesInfo, x.Y, v) {
				return 0, false
			}
			if _, ok := r.flow.ConstString(x.X); !ok {
				return 0, false
			}
		default:
			return 0, false
		}
	}
	return i, true
}

// hiddenSink returns the hidden prefixed parameters of the callee of c,
// a function of this package, as its sink arguments.
func (r *wrapperSites) hiddenSink(c flow.CallSite) (name string, args []sinks.Arg, shift int, ok bool) {
	fn, isFunc := c.Callee.(*types.Func)
	if !isFunc || r.hidden == nil {
		return "", nil, 0, false
	}
	w, ok := r.hidden[fn.Origin()]
	if !ok {
		return "", nil, 0, false
	}
	return sinks.FuncKey(fn.Origin()), wrappedArgs(w), r.index.methodExprShift(c.Call), true
}

// formatParam reports whether e, the argument of a sink call in fn, is
// the text fn formats from a format parameter and the arguments after it
// (flow.FormatParam), and returns the format's index and whether the
// text follows a prefix. As with prefixedParam, only an exported
// function gets a prefix its callers do not see: the calls of one whose
// calls are all in the package resolve the whole argument.
func (r *wrapperSites) formatParam(fn *flow.FuncNode, e ast.Expr) (index int, ok, prefixed bool) {
	index, prefix, ok := r.flow.Calls.FormatParam(fn, e)
	if !ok || prefix != nil && !r.exportsWrapper(fn.Obj) {
		return 0, false, false
	}
	return index, true, prefix != nil
}

// prefixedParam reports whether e, the argument of a sink call in fn, is
// a value the callers cannot see followed by a string parameter of fn,
// written at the sink or in a local variable assigned that value alone
// (u := c.baseURL + path): a sum, c.baseURL + path, or the result of a
// function of another package whose every value ends with the text of
// the argument fn passes its parameter as (tcurls.API(c.root, svc,
// path): resultTail). It returns the parameter's index. Such a parameter
// of a function only this package calls is hidden (see addWrapper).
func (r *wrapperSites) prefixedParam(fn *flow.FuncNode, e ast.Expr) (int, bool) {
	x := ast.Unparen(e)
	if v := r.assignedValue(fn, x); v != nil {
		x = v
	}
	if call, ok := x.(*ast.CallExpr); ok {
		if flow.IsSprintf(r.pass.TypesInfo, call) {
			return r.formattedTail(fn, call)
		}
		return r.resultTail(fn, call)
	}
	b, ok := x.(*ast.BinaryExpr)
	if !ok || b.Op != token.ADD {
		return 0, false
	}
	p, ok := r.flow.ParamOf(fn, b.Y)
	if !ok {
		return 0, false
	}
	if tv, ok := r.pass.TypesInfo.Types[b.X]; !ok || tv.Value != nil {
		return 0, false // a constant prefix: the wrapper builds its own URL
	}
	return p, !r.readsParam(fn, b.X, false)
}

// noteBase records the text the sink argument e of wrapper fn writes
// right before its parameter p: X of X + p, the first argument of
// fmt.Sprintf("%s%s", X, p). Nothing for another form.
func (r *wrapperSites) noteBase(fn *flow.FuncNode, p int, e ast.Expr) {
	x := ast.Unparen(e)
	if v := r.assignedValue(fn, x); v != nil {
		x = ast.Unparen(v)
	}
	var base, tail ast.Expr
	switch x := x.(type) {
	case *ast.BinaryExpr:
		base, tail = x.X, x.Y
	case *ast.CallExpr:
		if !flow.IsSprintf(r.pass.TypesInfo, x) || len(x.Args) != 3 {
			return
		}
		if format, ok := r.flow.ConstString(x.Args[0]); !ok || format != "%s%s" && format != "%v%v" {
			return
		}
		base, tail = x.Args[1], x.Args[2]
	default:
		return
	}
	if q, ok := r.flow.ParamOf(fn, tail); !ok || q != p {
		return
	}
	switch ast.Unparen(base).(type) {
	case *ast.SelectorExpr, *ast.Ident:
	default:
		return // a concatenation or a call: text of its own before the parameter
	}
	if r.bases == nil {
		r.bases = make(map[types.Object]map[int]ast.Expr)
	}
	if r.bases[fn.Obj] == nil {
		r.bases[fn.Obj] = make(map[int]ast.Expr)
	}
	r.bases[fn.Obj][p] = base
}

// basePrefix returns the text a wrapper of this package that call
// calls writes right before its parameter p (noteBase), or nil.
func (r *wrapperSites) basePrefix(call ast.Node, p int) ast.Expr {
	c, ok := call.(*ast.CallExpr)
	if !ok || r.bases == nil {
		return nil
	}
	fn, ok := typeutilCallee(r.pass.TypesInfo, c).(*types.Func)
	if !ok {
		return nil
	}
	return r.bases[fn.Origin()][p]
}

// formattedTail reports whether call, fmt.Sprintf of a constant format,
// writes a string parameter of fn as it is ("%s", "%v") at the end of
// its text, after a first verb of a value the callers of fn cannot see:
// fmt.Sprintf("%v%v", c.BaseURL, route), "%s/api/%s", as c.BaseURL +
// route. Its other arguments read no parameter of fn. It returns the
// parameter's index.
func (r *wrapperSites) formattedTail(fn *flow.FuncNode, call *ast.CallExpr) (int, bool) {
	n := len(call.Args)
	if n < 3 || call.Ellipsis.IsValid() {
		return 0, false
	}
	format, ok := r.flow.ConstString(call.Args[0])
	if !ok || flow.NumbersArgs(format) {
		return 0, false
	}
	v := flow.SplitFormat(flow.Piece{Text: format})
	holes := 0
	for _, p := range v {
		if p.Hole {
			holes++
		}
	}
	textVerb := func(p flow.Piece) bool { return p.Hole && (p.Verb.Verb == "s" || p.Verb.Verb == "v") }
	if holes != n-1 || !textVerb(v[0]) || !textVerb(v[len(v)-1]) {
		return 0, false
	}
	p, ok := r.flow.ParamOf(fn, call.Args[n-1])
	if !ok {
		return 0, false
	}
	if tv, ok := r.pass.TypesInfo.Types[call.Args[1]]; !ok || tv.Value != nil {
		return 0, false // a constant prefix: the wrapper builds its own URL
	}
	for _, a := range call.Args[1 : n-1] {
		if r.readsParam(fn, a, false) {
			return 0, false
		}
	}
	return p, true
}

// readsParam reports whether e reads a parameter of fn (a string
// parameter, with strings): text a caller of fn gives.
func (r *wrapperSites) readsParam(fn *flow.FuncNode, e ast.Expr, strings bool) bool {
	params := false
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if v, ok := r.pass.TypesInfo.Uses[id].(*types.Var); ok && slices.Contains(fn.Params, v) && (!strings || typesx.IsString(v.Type())) {
				params = true
			}
		}
		return !params
	})
	return params
}

// resultTail reports whether call, of a function of another package,
// returns text that ends with the text of an argument that is a string
// parameter of fn, after text the callers of fn cannot see: its
// ResultsFact says each value of its result ends with that argument's
// hole after other pieces, and its other arguments read no string
// parameter of fn (a parameter of another type, the client whose root
// URL it reads, is no text a caller passes). It returns the parameter's
// index.
func (r *wrapperSites) resultTail(fn *flow.FuncNode, call *ast.CallExpr) (int, bool) {
	callee, ok := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
	if !ok || callee.Pkg() == nil || callee.Pkg() == r.pass.Pkg || r.index.methodExprShift(call) != 0 {
		return 0, false
	}
	var fact facts.ResultsFact
	if !r.pass.ImportPackageFact(callee.Pkg(), &fact) {
		return 0, false
	}
	arg := 0
	for _, rv := range fact.Lookup(flow.ResultName(callee.Origin())) {
		if rv.Index != 0 {
			continue
		}
		if rv.Format > 0 || rv.Lookup != nil || len(rv.Args) > 0 || len(rv.Values) == 0 {
			return 0, false
		}
		for _, v := range rv.Values {
			n := len(v)
			if n < 2 || !v[n-1].Hole || v[n-1].Escaper != "" || v[n-1].Arg == 0 || arg != 0 && v[n-1].Arg != arg {
				return 0, false
			}
			arg = v[n-1].Arg
		}
	}
	if arg == 0 || arg > len(call.Args) {
		return 0, false
	}
	p, ok := r.flow.ParamOf(fn, call.Args[arg-1])
	if !ok {
		return 0, false
	}
	for i, a := range call.Args {
		if i == arg-1 {
			continue
		}
		if r.readsParam(fn, a, true) {
			return 0, false
		}
	}
	return p, true
}

// sameSinkArg reports whether other calls the callee of c and passes it,
// as its argument a, the expression arg passes as c's.
func (r *wrapperSites) sameSinkArg(c flow.CallSite, other *ast.CallExpr, a sinks.Arg, shift int, arg ast.Expr) bool {
	if typeutil.Callee(r.pass.TypesInfo, other) != c.Callee || len(other.Args) != len(c.Call.Args) {
		return false
	}
	exprs := argExprs(other, a, shift)
	return len(exprs) == 1 && types.ExprString(exprs[0]) == types.ExprString(arg)
}

// assignedValue returns the one value of e, a local variable of fn that
// is assigned nothing else, when that value reads no other local
// variable (one the function sets itself, scheme + "://" + host, makes
// its own URL around the parameter); nil otherwise.
func (r *wrapperSites) assignedValue(fn *flow.FuncNode, e ast.Expr) ast.Expr {
	id, ok := e.(*ast.Ident)
	if !ok || fn.Body == nil {
		return nil
	}
	v, ok := r.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.Pkg() != r.pass.Pkg || v.Parent() == r.pass.Pkg.Scope() || typesx.IsParam(v) || v.Pos() < fn.Body.Pos() || v.Pos() >= fn.Body.End() {
		return nil
	}
	vi := r.flow.VarInfo(v)
	if vi == nil || vi.Opaque() || len(vi.Rhs) != 1 || len(vi.Adds) > 0 {
		return nil
	}
	x := ast.Unparen(vi.Rhs[0])
	local := false
	ast.Inspect(x, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if v, ok := r.pass.TypesInfo.Uses[id].(*types.Var); ok && !typesx.IsParam(v) && v.Pos() >= fn.Body.Pos() && v.Pos() < fn.Body.End() {
				local = true
			}
		}
		return !local
	})
	if local {
		return nil
	}
	return x
}

// holdsOnly reports whether fn, when a function literal assigned to a
// variable, is the only function the variable holds: one also assigned
// another (a test's stub, latestVersion = fakeVersion) may call that one,
// so the variable is no wrapper.
func (r *wrapperSites) holdsOnly(fn *flow.FuncNode) bool {
	v, isVar := fn.Obj.(*types.Var)
	if !isVar {
		return true
	}
	_, lit, _ := r.flow.Calls.FuncValueShift(v, 0)
	return lit != nil && lit.Body == fn.Body
}

// refusal returns the underlying sink of call, a call of sink name (a
// standard sink or a wrapper, callee) whose parameter index is the URL,
// and what the code making the call sees when that sink refuses the URL.
func (r *wrapperSites) refusal(call *ast.CallExpr, callee types.Object, name string, index int) (string, facts.Refusal) {
	name, refused := r.underlyingRefusal(callee, name, index)
	if refused != facts.RefusalReturned {
		return name, refused
	}
	switch r.intent.ErrorUseOf(call) {
	case intent.ErrorRead:
		return name, facts.RefusalFails
	case intent.ErrorReturned:
		return name, facts.RefusalReturned
	}
	return name, facts.RefusalSilent
}

// underlyingRefusal returns the underlying sink of a call of sink name
// (callee, URL parameter index) and what that call gives its caller when
// the sink refuses the URL, before the caller's use of the error: a
// failure, the error, or nothing.
func (r *wrapperSites) underlyingRefusal(callee types.Object, name string, index int) (string, facts.Refusal) {
	if rej, ok := sinks.Rejections(name); ok {
		if rej.Panics() {
			return name, facts.RefusalFails
		}
		return name, facts.RefusalReturned
	}
	if _, builtin := r.index.args[name]; !builtin {
		if w, ok := r.wrappedParam(callee, index); ok {
			return w.Sink, w.Refused
		}
	}
	return name, facts.RefusalSilent
}

// wrappedSink returns the underlying sink of a call of a wrapper, so that
// facts of a chain name the real sink.
func (r *wrapperSites) wrappedSink(obj types.Object, index int) (string, bool) {
	w, ok := r.wrappedParam(obj, index)
	return w.Sink, ok
}

// wrappedParam returns what the wrapper obj does with its parameter index.
func (r *wrapperSites) wrappedParam(obj types.Object, index int) (facts.WrappedParam, bool) {
	if fn, ok := obj.(*types.Func); ok {
		obj = fn.Origin()
	}
	w, ok := r.wrappers[obj]
	if !ok {
		w, ok = r.hidden[obj]
	}
	if !ok && obj != nil && obj.Pkg() != nil && obj.Pkg() != r.pass.Pkg {
		var f facts.WrapperFact
		if r.pass.ImportObjectFact(obj, &f) {
			w, ok = f.Params, true
		}
	}
	for _, p := range w {
		if p.Index == index {
			return p, true
		}
	}
	return facts.WrappedParam{}, false
}

// defaulted reports whether parameter p of fn has defaults
// (paramDefaults): an empty argument never reaches its sinks.
func (r *wrapperSites) defaulted(fn *flow.FuncNode, p int) bool {
	if p >= len(fn.Params) || fn.Params[p] == nil {
		return false
	}
	vi := r.flow.VarInfo(fn.Params[p])
	return vi != nil && len(vi.Rhs) > 0
}

// exportFacts exports a WrapperFact for each package-level wrapper.
func (r *wrapperSites) exportFacts() {
	n := 0
	for obj, w := range r.wrappers {
		if !r.exportsWrapper(obj) {
			continue
		}
		r.pass.ExportObjectFact(obj, &facts.WrapperFact{Params: w})
		n++
	}
	if n > 0 {
		r.pass.ExportPackageFact(&facts.PackageWrappersFact{Count: n})
	}
}

// exportsWrapper reports whether the wrapper obj gets a WrapperFact:
// other packages can call it.
func (r *wrapperSites) exportsWrapper(obj types.Object) bool {
	if obj.Pkg() != r.pass.Pkg || !obj.Exported() {
		return false
	}
	_, isFunc := obj.(*types.Func)
	if !isFunc {
		return obj.Parent() == r.pass.Pkg.Scope() // not a local variable
	}
	return obj.Parent() == r.pass.Pkg.Scope() || typesx.IsMethod(obj)
}

// wrapperParam reports whether arg, an argument of a sink call in fn, is
// a parameter that makes fn a wrapper whose every call is checked: one
// with a WrapperFact, whose callers are checked in any package, or one
// whose calls are all in this package (ParamFlow.visible). A site whose
// value is such a parameter, or the text such a format parameter
// formats, is unresolved with the reason "wrapper", not "parameter" or
// "format".
func (r *wrapperSites) wrapperParam(c flow.CallSite, arg ast.Expr) bool {
	fn := c.Fn
	if fn == nil {
		return false
	}
	p, ok := 0, false
	if fn.Obj != nil {
		p, ok = r.flow.ParamOf(fn, arg)
		if !ok {
			p, _, ok = r.flow.Calls.FormatParam(fn, arg)
		}
	}
	if !ok && fn.Lit {
		fn, p, _, ok = r.capturedParam(c, arg)
	}
	return ok && flow.HasParam(r.wrappers[fn.Obj], p) && (r.exportsWrapper(fn.Obj) || r.flow.Params.Visible(fn.Obj))
}

// capturedParam reports whether e, the argument of sink call c in a
// function literal, is a string parameter, never assigned, of the named
// function around the literal that passes it to the sink on every path
// (owner): func probe(url string) func() error { return func() error {
// return get(url) } }. It returns that function and the parameter's
// index.
func (r *wrapperSites) capturedParam(c flow.CallSite, e ast.Expr) (owner *flow.FuncNode, index int, conditional, ok bool) {
	id, isIdent := ast.Unparen(e).(*ast.Ident)
	if !isIdent {
		return nil, 0, false, false
	}
	v, isVar := r.pass.TypesInfo.Uses[id].(*types.Var)
	if !isVar || !typesx.IsParam(v) || !typesx.IsString(v.Type()) {
		return nil, 0, false, false
	}
	if vi := r.flow.VarInfo(v); vi != nil && (len(vi.Rhs) > 0 || vi.Opaque()) {
		return nil, 0, false, false
	}
	fn, in, conditional, ok := r.flow.Params.Owner(r.flow, v, c.Call)
	if !ok || fn == in {
		return nil, 0, false, false
	}
	owner = r.flow.Params.FuncNode(fn)
	if owner == nil || owner.Obj == nil {
		return nil, 0, false, false
	}
	index, ok = owner.Param(v)
	return owner, index, conditional, ok
}

// passesCaptured reports whether call c in fn, a function literal, has
// an argument that is a string parameter of another function: the only
// arguments that can make the function around fn a wrapper.
func (r *wrapperSites) passesCaptured(fn *flow.FuncNode, c flow.CallSite) bool {
	for _, a := range c.Call.Args {
		if id, ok := ast.Unparen(a).(*ast.Ident); ok {
			if v, ok := r.pass.TypesInfo.Uses[id].(*types.Var); ok && typesx.IsParam(v) && !slices.Contains(fn.Params, v) && typesx.IsString(v.Type()) {
				return true
			}
		}
	}
	return false
}

// parsesTemplate reports whether fn also hands parameter p, as it is, to
// a template parser (text/template's Parse, fasttemplate.New): the text
// is a template on purpose, whose actions are filled in before the URL
// it makes is used, and the sink sees it only for what the actions
// leave (its scheme). Such a function is no wrapper of the sink for that
// parameter.
func (r *wrapperSites) parsesTemplate(fn *flow.FuncNode, p int) bool {
	if p >= len(fn.Params) || fn.Params[p] == nil {
		return false
	}
	for _, c := range fn.Calls {
		callee, ok := c.Callee.(*types.Func)
		if !ok || !flow.FuncOfObj(callee).Template || len(c.Call.Args) == 0 {
			continue
		}
		if typesx.IsIdentOf(r.pass.TypesInfo, c.Call.Args[0], fn.Params[p]) {
			return true
		}
	}
	return false
}
