package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/intent"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/strlit"

	"github.com/urlvet/urlvet/analyzer/internal/facts"

	"golang.org/x/tools/go/analysis"
)

// A pkgAnalysis is the analysis of one package: its stages (sites,
// checks, report) and the parts that own state.
type pkgAnalysis struct {
	pass       *analysis.Pass
	cfg        *Config
	flow       *flow.Flow
	intent     *intent.Intent // what the package's test code means (over flow)
	sinks      map[string][]sinks.Arg
	lits       []*ast.CompositeLit
	result     *Result
	factsOnly  bool                          // the package is analyzed for its facts alone (FactsOnly)
	out        *reporter                     // the one way out of every diagnostic
	reached    map[*ast.BasicLit]bool        // literals that reach a sink
	parsedLits map[*ast.BasicLit]*strlit.Lit // literals parsed by report, by parsed

	// sinkPaths and sinkPkgs cache, per package of a callee, whether
	// r.sinks names one of its functions, so that most calls cost no key
	// building.
	sinkPaths map[string]bool
	sinkPkgs  map[*types.Package]bool

	// The parts of the analysis that own state of their own.
	wraps   *wrapperSites   // the wrappers of sinks the package declares and imports
	fieldSt *fieldSites     // the fields that reach sinks, and their writes
	dirs    *directiveSet   // the directives of the package's files
	guard   *fixGuard       // what keeps a fix from a literal: its other uses
	schemes *schemeSet      // the schemes beyond http and https the package's clients accept
	assigns *urlAssignSites // the assignments of url.URL string fields
	loose   *literalSites   // under -literals, the literals that reach no sink
	imports *fileImports    // how each file imports packages: the names of sinks in diagnostics, the imports fixes add

	// The parts of the analysis without state of their own.
	resolve  *baseResolution
	results  *resultFacts
	requests *requestUse
	tests    *testIntent
	escapes  *escaping

	pos token.Pos // the position being analyzed, which a panic names (locate)
	// urlFormats is 1 when the package holds a literal that may be a URL
	// format, -1 when it holds none, 0 before hasURLFormat looked.
	urlFormats int8
}

func (a *config) run(pass *analysis.Pass) (any, error) {
	r := &pkgAnalysis{
		pass:    pass,
		cfg:     &a.Config,
		result:  new(Result),
		reached: make(map[*ast.BasicLit]bool),
	}
	r.wraps = &wrapperSites{pkgAnalysis: r, wrappers: make(map[types.Object][]facts.WrappedParam)}
	r.fieldSt = &fieldSites{pkgAnalysis: r}
	r.dirs = &directiveSet{pkgAnalysis: r, files: make(map[*token.File]*fileInfo)}
	r.guard = &fixGuard{pkgAnalysis: r}
	r.schemes = &schemeSet{pkgAnalysis: r}
	r.assigns = &urlAssignSites{pkgAnalysis: r}
	r.loose = &literalSites{pkgAnalysis: r}
	r.imports = &fileImports{pkgAnalysis: r}
	r.resolve = &baseResolution{r}
	r.results = &resultFacts{r}
	r.requests = &requestUse{r}
	r.tests = &testIntent{r}
	r.escapes = &escaping{r}
	if pass.TypesInfo == nil || pass.Pkg == nil {
		return r.result, nil
	}
	defer r.locate()
	r.out = newReporter(pass, r.dirs.suppressed)
	r.flow = flow.New(pass.Fset, pass.TypesInfo, pass.Pkg, pass.Files, passFacts{pass})
	r.intent = intent.New(r.flow)
	r.factsOnly = a.factsOnly != nil && a.factsOnly(pass.Pkg)
	r.results.exportResults()
	r.fieldSt.exportVarFields()
	defer r.fieldSt.exportFieldValues() // after the checks: a field read may have built the data index
	if !r.relevant() {
		return r.result, nil
	}
	std := sinks.Builtin().Funcs
	r.sinks = make(map[string][]sinks.Arg, len(std)+len(a.Sinks))
	for k, v := range std {
		r.sinks[k] = v
	}
	for _, s := range a.Sinks {
		if !s.Field {
			r.sinks[s.Func] = append(r.sinks[s.Func], sinks.Arg{Param: s.Param, Index: s.Arg})
		}
	}
	r.fieldSt.fields = sinks.FieldsWith(a.Sinks)
	r.sinkPaths = make(map[string]bool)
	for k := range r.sinks {
		for _, path := range sinks.PkgCandidates(k) {
			r.sinkPaths[path] = true
		}
	}
	r.sinkPkgs = make(map[*types.Package]bool)
	r.wraps.wrapperPkgs = make(map[*types.Package]bool)
	r.fieldSt.fieldSinks = make(map[*types.Var]*facts.FieldSinkFact)
	r.fieldSt.fieldFacts = make(map[*types.Var]*facts.FieldSinkFact)
	r.fieldSt.fieldSinkPkgs = make(map[*types.Package]bool)
	r.schemes.importSchemes()
	if !r.usesSinkPackages() && !r.dirs.hasDirectives() {
		r.schemes.exportSchemes()
		return r.result, nil
	}
	r.collect()
	r.schemes.exportSchemes()
	r.flow.Params = &flow.ParamFlow{Flow: r.flow, Checks: flowChecks{r.wraps, r.fieldSt}, Intent: r.intent}
	r.wraps.findWrappers()
	r.wraps.exportFacts()
	r.fieldSt.findFieldSinks()
	if r.factsOnly {
		// Every fact is exported (exportFieldValues is deferred): what
		// follows only reports.
		return r.result, nil
	}
	r.checkSites()
	r.out.flush()
	for _, k := range packageChecks {
		k.checkPackage(r)
	}
	return r.result, nil
}

// sinkOf returns the sink a call reaches, and the offset of its first
// argument in call.Args (1 for a method expression).
func (r *pkgAnalysis) sinkOf(c flow.CallSite) (name string, args []sinks.Arg, shift int) {
	call, callee := c.Call, c.Callee
	if callee == nil {
		return "", nil, 0
	}
	// Most calls reach no sink: the shift and the names are worked out
	// only for those that do.
	switch obj := callee.(type) {
	case *types.Func:
		obj = obj.Origin()
		if r.hasSinks(obj.Pkg()) {
			key := sinks.FuncKey(obj)
			if args, ok := r.sinks[key]; ok {
				return key, args, r.methodExprShift(call)
			}
		}
		if w, ok := r.wraps.wrappers[obj]; ok {
			return sinks.FuncKey(obj), wrappedArgs(w), r.methodExprShift(call)
		}
		if r.hasWrapperFacts(obj.Pkg()) {
			var f facts.WrapperFact
			if r.pass.ImportObjectFact(obj, &f) {
				return sinks.FuncKey(obj), wrappedArgs(f.Params), r.methodExprShift(call)
			}
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
			if name, _, _ := r.sinkOf(cand); name == "" {
				return "", nil, 0
			}
		}
		if fn, _, vshift := r.flow.Calls.FuncValueShift(obj, 0); fn != nil {
			// get := client.Get; get(u)
			c.Callee = fn
			name, args, _ := r.sinkOf(c)
			return name, args, vshift
		}
	}
	return "", nil, 0
}

// methodExprShift returns the offset of the first argument of call in
// call.Args: 1 for a method expression (T.M(recv, ...)), else 0.
func (r *pkgAnalysis) methodExprShift(call *ast.CallExpr) int {
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

// hasSinks reports whether r.sinks names a function of pkg.
func (r *pkgAnalysis) hasSinks(pkg *types.Package) bool {
	if pkg == nil {
		return false
	}
	has, ok := r.sinkPkgs[pkg]
	if !ok {
		has = r.sinkPaths[pkg.Path()]
		r.sinkPkgs[pkg] = has
	}
	return has
}

// hasWrapperFacts reports whether pkg, another package, exports wrappers.
func (r *pkgAnalysis) hasWrapperFacts(pkg *types.Package) bool {
	if pkg == nil || pkg == r.pass.Pkg {
		return false
	}
	return r.exportsFact(r.wraps.wrapperPkgs, pkg, func() analysis.Fact { return new(facts.PackageWrappersFact) })
}

// exportsFact reports whether pkg exports a package fact of the type
// newFact makes, remembered in cache: most calls find it there, and
// allocate nothing.
func (r *pkgAnalysis) exportsFact(cache map[*types.Package]bool, pkg *types.Package, newFact func() analysis.Fact) bool {
	has, ok := cache[pkg]
	if !ok {
		has = r.pass.ImportPackageFact(pkg, newFact())
		cache[pkg] = has
	}
	return has
}

// argExprs returns the arguments of call that a sinks.Arg designates.
func argExprs(call *ast.CallExpr, a sinks.Arg, shift int) []ast.Expr {
	i := a.Index + shift
	if i >= len(call.Args) {
		return nil
	}
	if a.Variadic {
		if call.Ellipsis.IsValid() {
			return nil // a slice: its elements are not visible here
		}
		return call.Args[i:]
	}
	return call.Args[i : i+1]
}

// flowChecks answers flow's questions about the package's sinks
// (flow.Checks): its wrappers and its field sinks.
type flowChecks struct {
	*wrapperSites
	*fieldSites
}
