package analyzer

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/analyzer/internal/facts"
	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
)

// A sinkIndex finds the sink a call reaches: a function of the
// configuration's sinks (the standard library's, the catalog's and
// -sinks), or a wrapper of one this package declares or another exports.
type sinkIndex struct {
	*pkgAnalysis
	// args are the sink parameters of the configuration, by FuncKey.
	args map[string][]sinks.Arg
	// paths and pkgs cache, per package of a callee, whether args names
	// one of its functions, and names holds the names of args'
	// functions, so that most calls cost no key building.
	paths map[string]bool
	pkgs  map[*types.Package]bool
	names map[string]bool
	// litVars are the variables of the package assigned a function
	// literal (flow.FuncNode.Obj of a literal), made from the Funcs of
	// Collect on first need (litFuncs, their number then).
	litVars  map[types.Object]bool
	litFuncs int
	// foreign caches funcSink of the functions of other packages, which
	// no wrapper found here changes: most calls are of those, and each
	// would build a key or import a fact again.
	foreign map[*types.Func]foreignSink
}

// A foreignSink is funcSink of a function of another package.
type foreignSink struct {
	name string
	args []sinks.Arg
}

// sinkOf returns the sink a call reaches, and the offset of its first
// argument in call.Args (1 for a method expression). A request whose URL
// is replaced before it is sent takes a reference (requestUse.rebased);
// one whose path a helper rewrites, path parameters (pathsFilled).
func (r *sinkIndex) sinkOf(c flow.CallSite) (name string, args []sinks.Arg, shift int) {
	name, args, shift = r.calleeSink(c)
	if len(args) > 0 {
		args = r.requests.rebased(c.Call, args)
		args = r.requests.pathsFilled(c.Call, args)
	}
	return name, args, shift
}

// calleeSink is sinkOf by the callee alone.
func (r *sinkIndex) calleeSink(c flow.CallSite) (name string, args []sinks.Arg, shift int) {
	call, callee := c.Call, c.Callee
	if callee == nil {
		return "", nil, 0
	}
	// Most calls reach no sink: the shift and the names are worked out
	// only for those that do.
	switch obj := callee.(type) {
	case *types.Func:
		obj = obj.Origin()
		if obj.Pkg() != r.pass.Pkg {
			s, ok := r.foreign[obj]
			if !ok {
				s.name, s.args = r.funcSink(obj)
				if r.foreign == nil {
					r.foreign = make(map[*types.Func]foreignSink)
				}
				r.foreign[obj] = s
			}
			if s.name == "" {
				return "", nil, 0
			}
			return s.name, s.args, r.methodExprShift(call)
		}
		if name, args := r.funcSink(obj); name != "" {
			return name, args, r.methodExprShift(call)
		}
	case *types.Var:
		if w, ok := r.wraps.wrappers[obj]; ok {
			return varKey(obj), wrappedArgs(w), 0
		}
		if r.hasWrapperFacts(obj.Pkg()) && obj.Parent() == obj.Pkg().Scope() {
			var f facts.WrapperFact
			if r.pass.ImportObjectFact(obj, &f) {
				return varKey(obj), wrappedArgs(f.Params), 0
			}
		}
		if fn, ok := r.flow.Calls.GlobalFuncCandidate(obj); ok {
			// Its initializer names the one function it can hold: if
			// that is no sink, neither is the variable.
			if fn == nil {
				return "", nil, 0
			}
			cand := c
			cand.Callee = fn
			if name, _, _ := r.calleeSink(cand); name == "" {
				return "", nil, 0
			}
		}
		if r.assignedLiteral(obj) {
			// The variable holds a function literal, or it is
			// assigned more than once: FuncValueShift finds no
			// function, and its assignments need not be indexed.
			return "", nil, 0
		}
		if fn, _, vshift := r.flow.Calls.FuncValueShift(obj, 0); fn != nil {
			// get := client.Get; get(u)
			c.Callee = fn
			name, args, _ := r.calleeSink(c)
			return name, args, vshift
		}
	}
	return "", nil, 0
}

// funcSink returns the sink fn is, the origin of a function: a sink of
// the index, a wrapper found in this package or one another exports.
func (r *sinkIndex) funcSink(fn *types.Func) (name string, args []sinks.Arg) {
	if r.names[fn.Name()] && r.hasSinks(fn.Pkg()) {
		key := sinks.FuncKey(fn)
		if args, ok := r.args[key]; ok {
			return key, args
		}
	}
	if w, ok := r.wraps.wrappers[fn]; ok {
		return sinks.FuncKey(fn), wrappedArgs(w)
	}
	if r.hasWrapperFacts(fn.Pkg()) {
		var f facts.WrapperFact
		if r.pass.ImportObjectFact(fn, &f) {
			return sinks.FuncKey(fn), wrappedArgs(f.Params)
		}
	}
	return "", nil
}

// assignedLiteral reports whether v is assigned a function literal
// (x := func(...) {...}, var x = func...): then FuncValueShift, which
// takes a variable's one assignment, finds no function in it.
func (r *sinkIndex) assignedLiteral(v *types.Var) bool {
	if r.litVars == nil || r.litFuncs != len(r.flow.Funcs) {
		r.litVars = make(map[types.Object]bool)
		r.litFuncs = len(r.flow.Funcs)
		for _, fn := range r.flow.Funcs {
			if fn.Lit && fn.Obj != nil {
				r.litVars[fn.Obj] = true
			}
		}
	}
	return r.litVars[v]
}

// methodExprShift returns the offset of the first argument of call in
// call.Args: 1 for a method expression (T.M(recv, ...)), else 0.
func (r *sinkIndex) methodExprShift(call *ast.CallExpr) int {
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		if s, ok := r.pass.TypesInfo.Selections[sel]; ok && s != nil && s.Kind() == types.MethodExpr {
			return 1
		}
	}
	return 0
}

// varKey names a variable holding a wrapper: "pkgpath.name".
func varKey(v *types.Var) string {
	if v.Pkg() == nil {
		return v.Name()
	}
	return v.Pkg().Path() + "." + v.Name()
}

// isSinkFunc reports whether the index names fn, whose key it makes only
// when a sink has fn's name.
func (r *sinkIndex) isSinkFunc(fn *types.Func) bool {
	if !r.names[fn.Name()] {
		return false
	}
	_, ok := r.args[sinks.FuncKey(fn)]
	return ok
}

// hasSinks reports whether the index names a function of pkg.
func (r *sinkIndex) hasSinks(pkg *types.Package) bool {
	if pkg == nil {
		return false
	}
	has, ok := r.pkgs[pkg]
	if !ok {
		has = r.paths[pkg.Path()]
		r.pkgs[pkg] = has
	}
	return has
}

// hasWrapperFacts reports whether pkg, another package, exports wrappers.
func (r *sinkIndex) hasWrapperFacts(pkg *types.Package) bool {
	if pkg == nil || pkg == r.pass.Pkg {
		return false
	}
	return exportsFact(r.pass, r.wraps.wrapperPkgs, pkg, func() analysis.Fact { return new(facts.PackageWrappersFact) })
}

// exportsFact reports whether pkg exports a package fact of the type
// newFact makes, remembered in cache: most calls find it there, and
// allocate nothing.
func exportsFact(pass *analysis.Pass, cache map[*types.Package]bool, pkg *types.Package, newFact func() analysis.Fact) bool {
	has, ok := cache[pkg]
	if !ok {
		has = pass.ImportPackageFact(pkg, newFact())
		cache[pkg] = has
	}
	return has
}
