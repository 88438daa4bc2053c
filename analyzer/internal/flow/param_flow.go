package flow

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"

	"github.com/urlvet/urlvet/analyzer/internal/facts"

	"github.com/urlvet/urlvet/rfc"
)

// maxParamCalls bounds the calls whose arguments a parameter is resolved
// from: past it the parameter stays unknown.
const maxParamCalls = 32

// ParamFlow resolves, at a sink, a parameter of a function every call of
// which is in the package: an unexported function or method, or a
// function literal called directly or through a variable that holds only
// it, none of them used as a value. The parameter then takes the union
// of the arguments of those calls (context-insensitive), each resolved
// where it is written, when the sink runs on every path of the function
// with the parameter unchanged (reachesAlways): a function that uses the
// parameter only on some paths (nats-server's pollConnz(t, s, mode, url)
// ignores url when mode == 1) passes no argument of its calls to the
// sink.
type ParamFlow struct {
	Flow   *Flow
	Checks Checks
	// Intent says which calls test code makes expecting them to fail:
	// their arguments are bad on purpose, and no parameter takes them.
	// Nil expects none.
	Intent Intent

	idx  *paramIndex                  // made on first use
	busy map[*types.Var]bool          // parameters being resolved
	args map[*types.Var]paramArgs     // the arguments of a parameter's calls, once resolved
	fns  map[*ast.BlockStmt]*FuncNode // Funcs by body, built on first use

	// formatted are the texts the calls' formats make, for a format
	// parameter (resolveFormat), once resolved.
	formatted map[*types.Var]paramArgs
}

// Visible reports whether obj, a function or a variable holding a
// literal, is called only by calls of the package that name it: it is
// unexported (or a local variable), no interface of the package has a
// method of its name, and nothing uses it as a value.
func (p *ParamFlow) Visible(obj types.Object) bool {
	switch obj := obj.(type) {
	case *types.Func:
		if obj.Exported() || typesx.IsMethod(obj) && p.index().ifaceMethod(obj.Name()) {
			return false
		}
	case *types.Var:
		if obj.Exported() && obj.Parent() == p.Flow.Pkg.Scope() {
			return false
		}
	default:
		return false
	}
	return p.index().onlyCalled(obj)
}

// visibleCalls returns the calls of the function fn (a declaration or a
// literal), when every call of it is in the package (visible); ok is
// false otherwise.
func (p *ParamFlow) visibleCalls(f *Flow, fn ast.Node) ([]*ast.CallExpr, bool) {
	info := p.Flow.Info
	switch fn := fn.(type) {
	case *ast.FuncDecl:
		obj, ok := info.Defs[fn.Name].(*types.Func)
		if !ok || fn.Name.Name == "_" || !p.Visible(obj) {
			return nil, false
		}
		return p.index().callsOf(obj), true
	case *ast.FuncLit:
		node := p.FuncNode(fn)
		if node == nil || node.Obj == nil {
			return p.index().litCallsOf(fn), true
		}
		v, ok := node.Obj.(*types.Var)
		if !ok || !p.Visible(v) {
			return nil, false
		}
		if vi := f.VarInfo(v); vi == nil || len(vi.Rhs) != 1 || vi.Opaque() || ast.Unparen(vi.Rhs[0]) != fn {
			return nil, false // assigned again: its calls can run another function
		}
		return p.index().callsOf(v), true
	}
	return nil, false
}

// Callers returns the calls of the function holding n, and whether they
// are all its calls (visibleCalls): not for one that other code may call,
// an exported function, a method of an interface's name, one used as a
// value, or a literal handed on, which its taker calls.
func (p *ParamFlow) Callers(n ast.Node) ([]*ast.CallExpr, bool) {
	fn, body := p.Flow.Control.funcOf(n)
	if body == nil {
		return nil, false
	}
	calls, ok := p.visibleCalls(p.Flow, fn)
	if _, lit := fn.(*ast.FuncLit); lit && len(calls) == 0 {
		return nil, false
	}
	return calls, ok
}

// callsBeyond reports whether the calls visibleCalls or packageCalls
// would give of fn, a function declaration or literal, are surely none
// or more than max: then the uses of its function need not be counted.
func (p *ParamFlow) callsBeyond(fn ast.Node, max int) bool {
	var obj types.Object
	switch fn := fn.(type) {
	case *ast.FuncDecl:
		if f, ok := p.Flow.Info.Defs[fn.Name].(*types.Func); ok {
			obj = f
		}
	case *ast.FuncLit:
		if node := p.FuncNode(fn); node != nil {
			if v, ok := node.Obj.(*types.Var); ok {
				obj = v
			}
		}
	}
	if obj == nil {
		return false
	}
	none, over := p.index().callsBeyond(obj, max)
	return none || over
}

// packageCalls returns the calls in the package of fn, a function
// declaration that other packages may call too (an exported function, a
// method of an interface's name), when nothing in the package uses it as
// a value.
func (p *ParamFlow) packageCalls(fn ast.Node) ([]*ast.CallExpr, bool) {
	decl, ok := fn.(*ast.FuncDecl)
	if !ok {
		return nil, false
	}
	obj, ok := p.Flow.Info.Defs[decl.Name].(*types.Func)
	if !ok || decl.Name.Name == "_" {
		return nil, false
	}
	x := p.index()
	return x.callsOf(obj), x.onlyCalled(obj)
}

// ResolveWrite resolves x, a value written into a field at a site being
// checked: a parameter of the function that writes it (a constructor,
// an option function's closure) takes the arguments of the package's
// calls of that function, as it would at a sink there.
func (p *ParamFlow) ResolveWrite(f *Flow, x ast.Expr, sc scope) ([]Value, Reason) {
	if p == nil || sc.site == nil {
		return f.resolve(x, sc)
	}
	if in, _ := f.Control.funcOf(x); in != nil {
		if site, _ := f.Control.funcOf(sc.site); site == in {
			return f.resolve(x, sc) // the write is where the site is
		}
	}
	return p.written(f, x, sc)
}

// ResolveWritten resolves x, a value written into a field whose reads
// reach a sink (a field sink's write, checked where it is written), as
// ResolveWrite does.
func (p *ParamFlow) ResolveWritten(x ast.Expr) ([]Value, Reason) {
	if p == nil {
		return nil, ReasonParameter
	}
	return p.written(p.Flow, x, scope{need: &facts.FieldSinkFact{}}) // a write needs nothing of its own
}

// written resolves x with x the site, a value written into a field.
func (p *ParamFlow) written(f *Flow, x ast.Expr, sc scope) ([]Value, Reason) {
	return f.resolve(x, sc.withWrite(x))
}

// resolve resolves the use id of parameter v at the site being checked:
// the union of the arguments of the calls of its function and of its
// defaults (if u == "" { u = def }, paramDefaults), or why not.
func (p *ParamFlow) resolve(f *Flow, v *types.Var, id *ast.Ident, sc scope) ([]Value, Reason) {
	if sc.site == nil || p.busy[v] || !typesx.IsString(v.Type()) {
		return nil, ReasonParameter
	}
	defs, replaced, ok := f.Updates.paramReplacements(v, id)
	if !ok || len(replaced) > 0 && len(defs) > 1 {
		return nil, ReasonParameter // assigned otherwise, or a default may be replaced again
	}
	vals, why := p.arguments(f, v, id, defs != nil, replaced, false, sc)
	if defs == nil {
		return vals, why
	}
	return f.Updates.withDefaults(defs, vals, why, id, sc)
}

// resolveFormat resolves the use id of parameter v, a format that the
// function formats with its variadic parameter, the arguments after it
// (fmt.Sprintf(tmpl, args...), see Formats.format): the union over the
// calls of its function of the text each call's format makes of that
// call's arguments, as fmt.Sprintf written at the call would, so that a
// verb's hole knows its argument. ok is false when v has defaults.
func (p *ParamFlow) resolveFormat(f *Flow, v *types.Var, id *ast.Ident, sc scope) (vals []Value, why Reason, ok bool) {
	if sc.site == nil || p.busy[v] {
		return nil, ReasonParameter, true
	}
	defs, replaced, ok := f.Updates.paramReplacements(v, id)
	if !ok || defs != nil || len(replaced) > 0 {
		return nil, "", false
	}
	vals, why = p.arguments(f, v, id, false, nil, true, sc)
	if why == reasonGuardedFormat {
		return nil, "", false
	}
	return vals, why, true
}

// reasonGuardedFormat says that a format parameter is tested by a guard
// (resolveFormat): it never leaves ParamFlow.
const reasonGuardedFormat Reason = "guarded-format"

// arguments resolves the use id of parameter v from the arguments of the
// calls of its function; defaulted says that v has defaults, so that an
// empty argument never reaches id, and replaced are the conditions of
// other defaults (paramReplacements); formatted, that v is a format
// whose text each call makes of its arguments after it (resolveFormat).
// The cheap tests come first: most parameters are of exported functions.
func (p *ParamFlow) arguments(f *Flow, v *types.Var, id *ast.Ident, defaulted bool, replaced []guard, formatted bool, sc scope) ([]Value, Reason) {
	site := sc.site
	if inner, body := f.Control.funcOf(site); body == nil || f.Info.Scopes[funcType(inner)] != v.Parent() && !isLiteral(inner) {
		return nil, ReasonParameter // the sink is in another function
	}
	fn, in, conditional, guards, ok := p.guardedOwner(f, v, site)
	if !ok || defaulted && len(guards) > 0 {
		return nil, ReasonParameter // a default may fail a later guard
	}
	guards = append(guards, replaced...)
	index, ok := paramIndexOf(f.Info, fn, v)
	if !ok || p.returnsOnFailure(f, v, site) {
		return nil, ReasonParameter
	}
	if !p.unchangedTo(f, in, id, site) {
		g, ok := p.guardedCopy(f, in, id, site)
		if !ok || defaulted {
			return nil, ReasonParameter
		}
		guards = append(guards, g)
	}
	node := p.FuncNode(fn)
	if node != nil && node.Obj != nil && p.Checks.Wrapped(node.Obj, index) {
		if i, ok := p.Flow.ParamOf(node, site); ok && i == index || typesx.IsIdentOf(f.Info, site, v) {
			return nil, ReasonParameter // a wrapper: its calls are checked as sinks
		}
		if i, _, ok := p.Flow.Calls.FormatParam(node, site); ok && i == index {
			return nil, ReasonParameter // a wrapper of its format: so are they
		}
	}
	if formatted && len(guards) > 0 {
		// A guard tests the format, not the text it makes: its calls'
		// formats are taken as they are (resolve).
		return nil, reasonGuardedFormat
	}
	if p.callsBeyond(fn, maxParamCalls) {
		return nil, ReasonParameter
	}
	calls, ok := p.visibleCalls(f, fn)
	outside := false
	if !ok && sc.inWrite {
		calls, ok = p.packageCalls(fn)
		outside = true
	}
	if !ok || len(calls) == 0 || len(calls) > maxParamCalls {
		return nil, ReasonParameter
	}
	args, unknown := p.callArgs(f, v, index, calls, formatted, sc)
	if outside {
		unknown = firstWhy(unknown, ReasonParameter) // the calls of other packages
	}
	var out []Value
	for _, val := range args {
		if (conditional || defaulted) && IsEmpty(val) {
			continue // an earlier return tests the parameter: "" never reaches the sink
		}
		if len(guards) > 0 {
			passes, known := passesGuardsValue(f.Info, guards, val)
			if !known {
				unknown = firstWhy(unknown, ReasonParameter)
			}
			if !passes {
				continue
			}
		}
		out = append(out, val)
	}
	if len(out) == 0 {
		return nil, firstWhy(unknown, ReasonParameter)
	}
	if unknown != "" {
		out = append(out, Value{{Hole: true, Use: id}})
	}
	return out, unknown
}

// callArgs returns the values of the arguments of calls for parameter v
// (at index), each resolved where it is written, and the first reason one
// is not known; computed once for each parameter, as they hold at every
// site. With formatted, each is the text the call's format makes of its
// arguments after it (resolveFormat).
func (p *ParamFlow) callArgs(f *Flow, v *types.Var, index int, calls []*ast.CallExpr, formatted bool, sc scope) ([]Value, Reason) {
	cache := &p.args
	if formatted {
		cache = &p.formatted
	}
	if a, ok := (*cache)[v]; ok {
		return a.vals, a.why
	}
	sc, leave := p.enter(v, sc)
	var out []Value
	var unknown Reason
	for _, call := range calls {
		if index >= len(call.Args) || spread(call, index) || p.expectsError(call) {
			continue
		}
		arg := call.Args[index]
		var vals []Value
		var why Reason
		if formatted {
			vals, why = f.Formats.format(call, index, sc.withSite(arg).deeper())
		} else {
			vals, why = f.resolve(arg, sc.withSite(arg).deeper())
		}
		if testCaller(f, v, call) {
			vals, why = fixtureInput(vals, why)
		}
		if why != "" && unknown == "" {
			unknown = why
		}
		out = append(out, vals...)
	}
	leave()
	if *cache == nil {
		*cache = make(map[*types.Var]paramArgs)
	}
	(*cache)[v] = paramArgs{out, unknown}
	return out, unknown
}

// testCaller reports whether call, a call in a test file, passes an
// argument for v, a parameter of a function of a file that is no test's.
func testCaller(f *Flow, v *types.Var, call *ast.CallExpr) bool {
	return typesx.IsTestFile(f.Fset, call.Pos()) && !typesx.IsTestFile(f.Fset, v.Pos())
}

// fixtureInput returns vals and why with the run-time input a test
// passes (os.Getenv("API_KEY")) as a parameter of unknown value: the
// test's fixture, which says nothing of what the program is given.
func fixtureInput(vals []Value, why Reason) ([]Value, Reason) {
	if why == ReasonInput {
		why = ReasonParameter
	}
	out := make([]Value, len(vals))
	for i, val := range vals {
		out[i] = val
		for j, p := range val {
			if p.Hole && p.Why == ReasonInput {
				if &out[i][0] == &val[0] {
					out[i] = slices.Clone(val)
				}
				out[i][j].Why = ReasonParameter
			}
		}
	}
	return out, why
}

// enter marks v's arguments as being resolved, until leave, and returns
// sc without the bindings in force, since the arguments of the calls
// hold for every call.
func (p *ParamFlow) enter(v *types.Var, sc scope) (scope, func()) {
	if p.busy == nil {
		p.busy = make(map[*types.Var]bool)
		p.args = make(map[*types.Var]paramArgs)
	}
	p.busy[v] = true
	return sc.withArgs(nil), func() { delete(p.busy, v) }
}

// paramArgs are the values of a parameter's arguments (ParamFlow.callArgs).
type paramArgs struct {
	vals []Value
	why  Reason
}

// funcType returns the type of fn, a function declaration or literal.
func funcType(fn ast.Node) *ast.FuncType {
	switch fn := fn.(type) {
	case *ast.FuncDecl:
		return fn.Type
	case *ast.FuncLit:
		return fn.Type
	}
	return nil
}

// paramIndexOf returns the index of parameter v of fn, receiver
// excluded; ok is false for a variadic parameter.
func paramIndexOf(info *types.Info, fn ast.Node, v *types.Var) (int, bool) {
	ft := funcType(fn)
	if ft == nil || ft.Params == nil {
		return 0, false
	}
	i := 0
	for _, field := range ft.Params.List {
		_, variadic := field.Type.(*ast.Ellipsis)
		for _, name := range field.Names {
			if info.Defs[name] == v {
				return i, !variadic
			}
			i++
		}
		if len(field.Names) == 0 {
			i++
		}
	}
	return 0, false
}

// unchangedTo reports whether the use id of a parameter reaches site, in
// fn, unchanged on every path: id is in site, or in the declared
// value of a local variable of fn never assigned again whose use does (u
// := base + "/x"; http.Get(u)). A variable with other assignments can
// hold the parameter's value on some paths only; an id in a function
// literal inside fn is not followed.
func (p *ParamFlow) unchangedTo(f *Flow, fn ast.Node, id *ast.Ident, site ast.Expr) bool {
	if inner, _ := f.Control.funcOf(id); inner != fn {
		return false
	}
	exprs := []ast.Expr{site}
	seen := make(map[*types.Var]bool)
	for i := 0; i < len(exprs) && i <= MaxDepth; i++ {
		e := exprs[i]
		if e.Pos() <= id.Pos() && id.End() <= e.End() {
			return true
		}
		ast.Inspect(e, func(n ast.Node) bool {
			use, ok := n.(*ast.Ident)
			if !ok {
				return true
			}
			w, ok := f.Info.Uses[use].(*types.Var)
			if !ok || seen[w] || w.Pkg() != f.Pkg || w.IsField() || typesx.IsParam(w) || w.Parent() == f.Pkg.Scope() {
				return true
			}
			seen[w] = true
			if def := p.declaredValue(f, w); def != nil {
				exprs = append(exprs, def)
			}
			return true
		})
	}
	return false
}

// declaredValue returns the value local variable w is declared with,
// when no other assignment changes it; nil otherwise.
func (p *ParamFlow) declaredValue(f *Flow, w *types.Var) ast.Expr {
	vi := f.VarInfo(w)
	if vi == nil || len(vi.Rhs) != 1 || vi.Opaque() || !declares(f, w, vi.Rhs[0]) {
		return nil
	}
	return vi.Rhs[0]
}

// declares reports whether def is the value w is declared with (w := def,
// var w = def, w, ok := def). The declaration is found by a descent to
// w's name (Vars.declaration), not by an inspector of its function.
func declares(f *Flow, w *types.Var, def ast.Expr) bool {
	switch d, i := f.vars.declaration(w); d := d.(type) {
	case *ast.AssignStmt:
		return i < len(d.Rhs) && d.Rhs[i] == def
	case *ast.ValueSpec:
		return i < len(d.Values) && d.Values[i] == def
	}
	return false
}

// returnsOnFailure reports whether site is an argument of a sink call
// whose function returns v when the call fails (run.returnsOnFailure).
func (p *ParamFlow) returnsOnFailure(f *Flow, v *types.Var, site ast.Expr) bool {
	path := f.Control.enclosingDecl(site)
	if len(path) < 2 {
		return false
	}
	call, isCall := path[1].(*ast.CallExpr)
	return isCall && slices.Contains(call.Args, site) && p.Flow.Control.ReturnsOnFailure(call, v)
}

// reachesAlways reports whether site runs on every path of fn, as
// run.reachesAlways does for a call; conditional is set when an earlier
// return tests v for emptiness, and guards are the conditions of earlier
// returns that test v otherwise, reading only v and constants.
func (p *ParamFlow) reachesAlways(v *types.Var, site ast.Node) (conditional bool, guards []guard, ok bool) {
	info := p.Flow.Info
	other := false
	always, conditional := p.Flow.Control.runsAlwaysOrFails(site, anyFailure, func(cond ast.Expr) bool {
		if !typesx.UsesVar(info, cond, v) {
			return false
		}
		switch {
		case testsEmptyVar(info, cond, v):
		case isGuard(info, cond, v):
			guards = append(guards, guard{cond, v})
		default:
			other = true
		}
		return true
	})
	return conditional, guards, always && !other
}

// testsEmptyVar reports whether cond is v == "" or len(v) == 0, alone or
// in a || chain.
func testsEmptyVar(info *types.Info, cond ast.Expr, v *types.Var) bool {
	c, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok {
		return false
	}
	switch c.Op {
	case token.LOR:
		return (!typesx.UsesVar(info, c.X, v) || testsEmptyVar(info, c.X, v)) && (!typesx.UsesVar(info, c.Y, v) || testsEmptyVar(info, c.Y, v))
	case token.EQL:
		for _, side := range [2][2]ast.Expr{{c.X, c.Y}, {c.Y, c.X}} {
			tv, ok := info.Types[side[1]]
			if !ok || tv.Value == nil {
				continue
			}
			x := ast.Unparen(side[0])
			if call, ok := x.(*ast.CallExpr); ok && len(call.Args) == 1 {
				if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok && id.Name == "len" && tv.Value.String() == "0" {
					x = ast.Unparen(call.Args[0])
				}
			} else if tv.Value.ExactString() != `""` {
				continue
			}
			if id, ok := x.(*ast.Ident); ok && info.Uses[id] == v {
				return true
			}
		}
	}
	return false
}

// FuncNode returns the function of Funcs with the body of fn.
func (p *ParamFlow) FuncNode(fn ast.Node) *FuncNode {
	if p.fns == nil {
		p.fns = make(map[*ast.BlockStmt]*FuncNode, len(p.Flow.Funcs))
		for _, n := range p.Flow.Funcs {
			p.fns[n.Body] = n
		}
	}
	switch fn := fn.(type) {
	case *ast.FuncDecl:
		return p.fns[fn.Body]
	case *ast.FuncLit:
		return p.fns[fn.Body]
	}
	return nil
}

// FuncAt returns the function of Funcs that holds n, nil at package
// level.
func (p *ParamFlow) FuncAt(n ast.Node) *FuncNode {
	if fn, body := p.Flow.Control.funcOf(n); body != nil {
		return p.FuncNode(fn)
	}
	return nil
}

// callSite returns the call site of call, with its enclosing function.
// expectsError reports whether Intent says call, in a test file, expects
// an error: only there is its site worked out.
func (p *ParamFlow) expectsError(call *ast.CallExpr) bool {
	return p.Intent != nil && typesx.IsTestFile(p.Flow.Fset, call.Pos()) && p.Intent.ExpectsError(p.callSite(call))
}

func (p *ParamFlow) callSite(call *ast.CallExpr) CallSite {
	c := CallSite{Call: call}
	if fn, body := p.Flow.Control.funcOf(call); body != nil {
		c.Fn = p.FuncNode(fn)
	}
	return c
}

// ResolveSite resolves arg, an expression a sink needing a checks.
func (p *ParamFlow) ResolveSite(arg ast.Expr, a sinks.Arg) ([]Value, Reason) {
	return p.atSite(arg, a, func(sc scope) ([]Value, Reason) { return p.Flow.resolve(arg, sc) })
}

// atSite runs resolve, which resolves arg, with arg the site being
// checked for a sink needing a.
func (p *ParamFlow) atSite(arg ast.Expr, a sinks.Arg, resolve func(sc scope) ([]Value, Reason)) ([]Value, Reason) {
	vals, why := resolve(scope{
		site: arg,
		need: &facts.FieldSinkFact{Param: a.Need()},
		addr: a.Target == rfc.HostPort || a.Target == rfc.Endpoint || a.HostPortMisread,
		host: a.Target == rfc.HostPort || a.Target == rfc.Endpoint || strings.HasSuffix(a.Prefix, "://"),
	})
	if why == "" {
		why = boundReason(vals)
	}
	return vals, why
}

// boundReason returns the reason of a hole in vals that stands for text a
// bound of value flow left out (ReasonTooMany, ReasonDepth): the values
// found are checked, and the site is unresolved for what was not.
func boundReason(vals []Value) Reason {
	for _, v := range vals {
		for _, p := range v {
			if p.Hole && (p.Why == ReasonTooMany || p.Why == ReasonDepth) {
				return p.Why
			}
		}
	}
	return ""
}

func isLiteral(fn ast.Node) bool {
	_, ok := fn.(*ast.FuncLit)
	return ok
}

// structArgs returns the arguments of the calls of the function of v, a
// struct (or pointer to struct) parameter whose field is read at id, under
// the rules resolve follows for a string parameter: the read reaches the
// site on every path, and the function never assigns v, writes through
// it whole or takes its address; ok is false otherwise.
func (p *ParamFlow) structArgs(f *Flow, v *types.Var, id *ast.Ident, sc scope) ([]ast.Expr, bool) {
	site := sc.site
	if site == nil || p.busy[v] {
		return nil, false
	}
	t := v.Type()
	if ptr, ok := typesx.Under(t).(*types.Pointer); ok {
		t = ptr.Elem()
	}
	if _, ok := typesx.Under(t).(*types.Struct); !ok {
		return nil, false
	}
	if vi := f.VarInfo(v); vi != nil && (len(vi.Rhs) > 0 || vi.Opaque()) {
		return nil, false
	}
	if x := f.Data.localData(v); x.addr[v] > 0 || x.other[v] || x.derefs[v] {
		return nil, false
	}
	if inner, body := f.Control.funcOf(site); body == nil || f.Info.Scopes[funcType(inner)] != v.Parent() && !isLiteral(inner) {
		return nil, false
	}
	fn, in, _, ok := p.Owner(f, v, site)
	if !ok {
		return nil, false
	}
	index, ok := paramIndexOf(f.Info, fn, v)
	if !ok || !p.unchangedTo(f, in, id, site) {
		return nil, false
	}
	if p.callsBeyond(fn, maxParamCalls) {
		return nil, false
	}
	calls, ok := p.visibleCalls(f, fn)
	if !ok || len(calls) == 0 || len(calls) > maxParamCalls {
		return nil, false
	}
	var args []ast.Expr
	for _, call := range calls {
		if index >= len(call.Args) || spread(call, index) || p.expectsError(call) {
			continue
		}
		args = append(args, call.Args[index])
	}
	return args, len(args) > 0
}

// structLits returns the struct literals the arguments of the calls of
// the function of v, a struct parameter read at id, can be
// (structArgs), each followed where it is written; a parameter with an
// argument that cannot be followed stays unknown.
func (p *ParamFlow) structLits(f *Flow, v *types.Var, id *ast.Ident, roots map[*types.Var]bool, sc scope) ([]*ast.CompositeLit, Reason) {
	args, ok := p.structArgs(f, v, id, sc)
	if !ok {
		return nil, ReasonParameter
	}
	sc, leave := p.enter(v, sc)
	defer leave()
	var out []*ast.CompositeLit
	for _, arg := range args {
		lits, why := f.Fields.structLits(arg, roots, sc.withSite(arg).deeper())
		if why != "" {
			return nil, ReasonParameter
		}
		out = append(out, lits...)
	}
	roots[v] = true
	return out, ""
}

// FuncCalls returns the calls of fn, a function of the package, when
// they are all its uses (Visible): none for one the package never uses,
// which only code outside its files (its tests) may call.
func (p *ParamFlow) FuncCalls(fn *types.Func) ([]*ast.CallExpr, bool) {
	if !p.Visible(fn) {
		return nil, false
	}
	return p.index().callsOf(fn), true
}
