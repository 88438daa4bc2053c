package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/intent"
	"github.com/urlvet/urlvet/rfc"

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
	lits       []*ast.CompositeLit
	result     *Result
	factsOnly  bool                          // the package is analyzed for its facts alone (FactsOnly)
	mayCheck   bool                          // the checks can run: not facts alone, and relevant
	out        *reporter                     // the one way out of every diagnostic
	reached    map[*ast.BasicLit]bool        // literals that reach a sink
	parsedLits map[*ast.BasicLit]*strlit.Lit // literals parsed by report, by parsed
	// schemeGuards are the findings of schemeGuardCheck, made once the
	// grammar has judged the literals they are in.
	schemeGuards []finding

	// The parts of the analysis that own state of their own.
	index      *sinkIndex      // the sinks of the configuration, by function, and the packages that have them
	wraps      *wrapperSites   // the wrappers of sinks the package declares and imports
	fieldSt    *fieldSites     // the fields that reach sinks, and their writes
	dirs       *directiveSet   // the directives of the package's files
	guard      *fixGuard       // what keeps a fix from a literal: its other uses
	schemes    *schemeSet      // the schemes beyond http and https the package's clients accept
	assigns    *urlAssignSites // the assignments of url.URL string fields
	loose      *literalSites   // under -literals, the literals that reach no sink
	imports    *fileImports    // how each file imports packages: the names of sinks in diagnostics, the imports fixes add
	templates  *urlTemplates   // the URL templates whose values reached no sink
	freeBases  *freeBases      // the bases of free configuration a call trims or tests
	urlHosts   *urlHostWrites  // what the package writes into url.URL's Host
	addrFields *addrFieldSites // the writes of the fields a server listens on (http.Server's Addr)
	escaped    *escapedSites   // the values the package escapes for a URL somewhere
	urlLits    *urlTextLits    // the texts of the literals that hold "://", for the fast paths

	// The parts of the analysis without state of their own.
	resolve    *baseResolution
	results    *resultFacts
	requests   *requestUse
	tests      *testIntent
	escapes    *escaping
	hostPorts  *hostPorts
	guarantees *guarantees
	validators *validators
	hostNames  *hostNames

	at ast.Node // the node being analyzed, whose position a panic names (locate)
}

func (a *config) run(pass *analysis.Pass) (any, error) {
	r := &pkgAnalysis{
		pass:    pass,
		cfg:     &a.Config,
		result:  new(Result),
		reached: make(map[*ast.BasicLit]bool),
	}
	r.index = &sinkIndex{pkgAnalysis: r}
	r.templates = &urlTemplates{pkgAnalysis: r}
	r.urlLits = &urlTextLits{pass: pass}
	r.freeBases = &freeBases{pkgAnalysis: r}
	r.urlHosts = &urlHostWrites{pkgAnalysis: r}
	r.addrFields = &addrFieldSites{pkgAnalysis: r}
	r.escaped = &escapedSites{pkgAnalysis: r}
	r.hostPorts = &hostPorts{r}
	r.guarantees = &guarantees{pkgAnalysis: r}
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
	r.requests = &requestUse{pkgAnalysis: r}
	r.tests = &testIntent{r}
	r.escapes = &escaping{r}
	r.validators = &validators{pkgAnalysis: r}
	r.hostNames = &hostNames{pkgAnalysis: r}
	if pass.TypesInfo == nil || pass.Pkg == nil {
		return r.result, nil
	}
	defer r.locate()
	r.flow = flow.New(pass.Fset, pass.TypesInfo, pass.Pkg, pass.Files, passFacts{pass})
	r.intent = intent.New(r.flow)
	r.out = newReporter(pass, r.dirs.suppressed, r.intent.InTestCode)
	r.out.testOnly = (&testOnlyFuncs{pkgAnalysis: r}).holds
	r.factsOnly = a.factsOnly != nil && a.factsOnly(pass.Pkg)
	relevant := r.relevant() // before the exports, which ask mayCheck
	r.mayCheck = relevant && !r.factsOnly
	r.results.exportResults()
	r.fieldSt.exportVarFields()
	r.validators.exportValidators()
	r.hostNames.export()
	defer r.fieldSt.exportFieldValues() // after the checks: a field read may have built the data index
	if !relevant {
		r.portSplitsOnly()
		r.listenFactsOnly()
		r.addrChecksOnly()
		return r.result, nil
	}
	r.index.args, r.index.paths, r.index.names = a.sinkIndex()
	r.fieldSt.fields = sinks.FieldsWith(a.Sinks)
	r.index.pkgs = make(map[*types.Package]bool)
	r.wraps.wrapperPkgs = make(map[*types.Package]bool)
	r.fieldSt.fieldSinks = make(map[*types.Var]*facts.FieldSinkFact)
	r.fieldSt.fieldFacts = make(map[*types.Var]*facts.FieldSinkFact)
	r.fieldSt.fieldSinkPkgs = make(map[*types.Package]bool)
	r.schemes.importSchemes()
	if !r.usesSinkPackages() && !r.dirs.hasDirectives() {
		r.portSplitsOnly()
		r.originChecksOnly()
		r.schemes.exportSchemes()
		r.listenFactsOnly()
		r.addrChecksOnly()
		return r.result, nil
	}
	r.collect()
	r.requests.findListenFacts()
	r.schemes.exportSchemes()
	r.flow.Params = &flow.ParamFlow{Flow: r.flow, Checks: flowChecks{r.wraps, r.fieldSt}, Intent: r.intent}
	r.wraps.findWrappers()
	r.wraps.exportFacts()
	r.fieldSt.findFieldSinks()
	r.fieldSt.exportKeepers()
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

// sinkIndex returns the sink parameters of the configuration, by
// FuncKey, the package paths their keys can start with and the names of
// their functions: the built-in table's, shared by every package, unless
// the configuration adds sinks of its own (never changed: the index only
// looks them up).
func (a *config) sinkIndex() (args map[string][]sinks.Arg, paths, names map[string]bool) {
	std := sinks.Builtin()
	if !slices.ContainsFunc(a.Sinks, func(s Sink) bool { return !s.Field }) {
		return std.Funcs, std.Paths, std.Names
	}
	args = make(map[string][]sinks.Arg, len(std.Funcs)+len(a.Sinks))
	for k, v := range std.Funcs {
		args[k] = v
	}
	for _, s := range a.Sinks {
		if !s.Field {
			args[s.Func] = append(args[s.Func], sinks.Arg{Param: s.Param, Index: s.Arg})
		}
	}
	paths, names = make(map[string]bool), make(map[string]bool)
	for k := range args {
		for _, path := range sinks.PkgCandidates(k) {
			paths[path] = true
		}
		_, name := sinks.SplitLast(k)
		names[name] = true
	}
	return args, paths, names
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

// portSplitsOnly runs the hostname check on a package the fast paths
// leave, whose hostname findings otherwise need: a split of host:port it
// reads the port of (strconv.Atoi(parts[1]) into a port), or writes
// another port after the host of, needs no URL in sight.
func (r *pkgAnalysis) portSplitsOnly() {
	if !r.factsOnly && r.enabled(rfc.CheckHostName) {
		checkHostNames(r.pass, nil, r.flow.FuncUses, r.imports, r.emitter(rfc.CheckHostName), nil, true)
	}
}

// originChecksOnly runs the allowlist check on a package the fast paths
// leave that reads a request's header: a test of the Origin header is
// an origin check without a sink (a CSRF middleware that refuses or
// serves the request).
func (r *pkgAnalysis) originChecksOnly() {
	if r.factsOnly || !r.enabled(rfc.CheckAllowlist) {
		return
	}
	for _, u := range r.flow.FuncUses() {
		if fn := u.Fn; fn.Pkg() != nil && sinks.FuncOfObj(fn.Origin()).ReadsHeader {
			checkAllowlists(r.pass, r.emitter(rfc.CheckAllowlist))
			return
		}
	}
}

// flowChecks answers flow's questions about the package's sinks
// (flow.Checks): its wrappers and its field sinks.
type flowChecks struct {
	*wrapperSites
	*fieldSites
}
