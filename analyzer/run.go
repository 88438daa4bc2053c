package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"iter"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"

	"github.com/urlvet/urlvet/analyzer/internal/facts"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/rfc"
)

// A run is the analysis of one package.
type run struct {
	pass     *analysis.Pass
	cfg      *Config
	flow     *flow.Flow
	sinks    map[string][]sinks.Arg
	wrappers map[types.Object][]facts.WrappedParam // wrappers declared in this package
	lits     []*ast.CompositeLit
	// urlAssigns are the assignments of url.URL string fields.
	urlAssigns []urlAssign
	result     *Result
	reported   map[diagKey]bool
	reached    map[*ast.BasicLit]bool // literals that reach a sink

	// sinkPkgs and wrapperPkgs cache, per package of a callee, whether
	// r.sinks names one of its functions and whether it exports wrappers,
	// so that most calls cost no key building and no fact lookup.
	sinkPaths   map[string]bool
	sinkPkgs    map[*types.Package]bool
	wrapperPkgs map[*types.Package]bool

	// fieldSinks are the fields of this package's types that reach a
	// sink (findFieldSinks); fieldFacts caches the FieldSinkFacts of
	// other packages' fields (nil: none), fieldSinkPkgs whether a package
	// exports any; fieldWrites are the string fields the package writes
	// into those packages' types and its own.
	fieldSinks    map[*types.Var]*facts.FieldSinkFact
	carriers      map[*types.Func]*chain // functions whose result carries a field of the package (findCarriers)
	carrying      map[*types.Var]bool    // local variables whose chain carried is finding, against cycles
	carrierNames  map[string]bool        // the carriers' names, to skip most calls by name
	fieldFacts    map[*types.Var]*facts.FieldSinkFact
	fieldSinkPkgs map[*types.Package]bool
	fieldWrites   []fieldWrite
	fieldVals     [][]flow.Value                      // the values of fieldWrites whose field is checked
	fieldChecked  map[*types.Var]*facts.FieldSinkFact // built on first use by checkedFields
	fieldForeign  map[*types.Var]*facts.FieldSinkFact // built on first use by foreignSinks

	// customSchemes are the schemes the package registers with
	// (*http.Transport).RegisterProtocol, which its HTTP clients then
	// accept; anyScheme is set when one is not a constant.
	customSchemes map[string]bool
	anyScheme     bool
	// importedSchemes are those its imports register (SchemesFact).
	importedSchemes map[string]bool
	files           map[*token.File]*fileInfo
	pkgs            map[string]*types.Package       // this package and its dependencies by path, built on first use by packageOf
	useIdx          *useIndex                       // built on the first fix that edits a declaration
	fields          map[string]map[string]sinks.Arg // URL fields of struct types by "pkgpath.Type": fieldSinks and the user's

	// testNames map the identifiers named in the internal ([0]) and
	// external ([1]) test files of the package's directory that this
	// analysis does not see to where; read on first need.
	testNames [2]map[string]string
}

func (a *config) run(pass *analysis.Pass) (any, error) {
	r := &run{
		pass:     pass,
		cfg:      &a.Config,
		result:   new(Result),
		wrappers: make(map[types.Object][]facts.WrappedParam),
		reported: make(map[diagKey]bool),
		reached:  make(map[*ast.BasicLit]bool),
		files:    make(map[*token.File]*fileInfo),
	}
	if pass.TypesInfo == nil || pass.Pkg == nil {
		return r.result, nil
	}
	r.flow = flow.New(pass.Fset, pass.TypesInfo, pass.Pkg, pass.Files, passFacts{pass})
	r.exportResults()
	r.exportVarFields()
	defer r.exportFieldValues() // after the checks: a field read may have built the data index
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
			r.sinks[s.Func] = append(r.sinks[s.Func], sinks.Arg{Index: s.Arg, Target: s.Target})
		}
	}
	r.fields = sinks.FieldsWith(a.Sinks)
	r.sinkPaths = make(map[string]bool)
	for k := range r.sinks {
		for _, path := range sinks.PkgCandidates(k) {
			r.sinkPaths[path] = true
		}
	}
	r.sinkPkgs = make(map[*types.Package]bool)
	r.wrapperPkgs = make(map[*types.Package]bool)
	r.fieldSinks = make(map[*types.Var]*facts.FieldSinkFact)
	r.fieldFacts = make(map[*types.Var]*facts.FieldSinkFact)
	r.fieldSinkPkgs = make(map[*types.Package]bool)
	r.importSchemes()
	if !r.usesSinkPackages() && !r.hasDirectives() {
		r.exportSchemes()
		return r.result, nil
	}
	r.collect()
	r.exportSchemes()
	r.flow.Params = &flow.ParamFlow{Flow: r.flow, Checks: r}
	r.findWrappers()
	r.exportFacts()
	r.findFieldSinks()
	for _, c := range r.flow.Sites {
		r.checkCall(c)
	}
	for _, lit := range r.lits {
		if isURLLit(pass.TypesInfo, lit) {
			r.checkURLLiteral(lit)
		} else {
			r.checkFieldSinks(lit)
		}
	}
	r.checkURLAssigns()
	r.checkFieldWrites()
	if a.Literals {
		r.checkLiterals()
	}
	r.checkDirectives()
	return r.result, nil
}

// relevant is the fast path: most packages import no sink package and no
// package with wrappers, and cost nothing more than this loop.
func (r *run) relevant() bool {
	if r.cfg.Literals {
		return true
	}
	userPkgs := make(map[string]bool)
	for _, s := range r.cfg.Sinks {
		for _, path := range sinks.PkgCandidates(s.Func) {
			userPkgs[path] = true
		}
	}
	if userPkgs[r.pass.Pkg.Path()] {
		return true
	}
	for _, imp := range r.pass.Pkg.Imports() {
		if sinks.IsSinkPackage(imp.Path()) || userPkgs[imp.Path()] {
			return true
		}
		var f facts.PackageWrappersFact
		var ff facts.PackageFieldSinksFact
		if r.pass.ImportPackageFact(imp, &f) || r.pass.ImportPackageFact(imp, &ff) {
			return true
		}
	}
	return false
}

// usesSinkPackages is the second fast path, for the packages that import
// a sink package (or one exporting wrappers) only for its types,
// constants and other functions: it reports whether the package refers
// to an object of another package that a check starts from (sinkObject).
// Every call, literal and assignment that run checks names one, or a
// function of this package that in turn names one: a sink or wrapper as
// the callee (directly, or as the one function a variable holds), a URL
// field as a key or a selected field, the struct type of an unkeyed
// literal that writes a field with a FieldSinkFact.
func (r *run) usesSinkPackages() bool {
	if r.cfg.Literals {
		return true
	}
	fieldPkgs := make(map[string]bool)
	for key := range r.fields {
		path, _ := sinks.SplitLast(key)
		fieldPkgs[path] = true
	}
	for _, s := range r.cfg.Sinks {
		for _, path := range sinks.PkgCandidates(s.Func) {
			fieldPkgs[path] = true
		}
	}
	if own := r.pass.Pkg; fieldPkgs[own.Path()] || r.hasSinks(own) {
		return true // the package declares sinks of the configuration
	}
	// Most objects are of packages none of whose objects can be one
	// (strings, fmt): those are ruled out by package first.
	pkgs := make(map[*types.Package]bool)
	seen := make(map[types.Object]bool)
	for _, obj := range r.pass.TypesInfo.Uses {
		pkg := obj.Pkg()
		if pkg == nil || pkg == r.pass.Pkg {
			continue
		}
		switch obj.(type) {
		case *types.Func, *types.Var, *types.TypeName:
		default:
			continue
		}
		may, ok := pkgs[pkg]
		if !ok {
			path := pkg.Path()
			may = sinks.IsSinkPackage(path) || fieldPkgs[path] || r.hasSinks(pkg) || r.hasWrapperFacts(pkg) || r.mayHaveFieldSinks(pkg)
			pkgs[pkg] = may
		}
		if !may {
			continue
		}
		has, ok := seen[obj]
		if !ok {
			has = fieldPkgs[pkg.Path()] || r.sinkObject(obj)
			seen[obj] = has
		}
		if has {
			return true
		}
	}
	return false
}

// sinkObject reports whether obj, an object of another package, is one
// that a check can start from: a sink, a wrapper (a function or a
// package-level variable with a WrapperFact), RegisterProtocol, a
// variable of net/url (the url.URL fields) or of a catalogued package
// other than net/http, a field with a FieldSinkFact, or a struct type
// (or a container of one) with such a field. Other functions and
// variables of net/http (http.Header, resp.StatusCode) are not.
func (r *run) sinkObject(obj types.Object) bool {
	pkg := obj.Pkg()
	switch obj := obj.(type) {
	case *types.Func:
		fn := obj.Origin()
		if r.hasSinks(pkg) {
			if _, ok := r.sinks[sinks.FuncKey(fn)]; ok {
				return true
			}
		}
		if r.hasWrapperFacts(pkg) && r.pass.ImportObjectFact(fn, new(facts.WrapperFact)) {
			return true
		}
		return fn.Name() == "RegisterProtocol" && sinks.FuncKey(fn) == "net/http.Transport.RegisterProtocol"
	case *types.Var:
		if path := pkg.Path(); path == "net/url" || path != "net/http" && sinks.IsSinkPackage(path) {
			return true
		}
		if obj.IsField() {
			return r.fieldFact(obj.Origin()) != nil
		}
		return obj.Parent() == pkg.Scope() && r.hasWrapperFacts(pkg) && r.pass.ImportObjectFact(obj, new(facts.WrapperFact))
	case *types.TypeName:
		// lib.Config{"http://..."}: an unkeyed literal names only the
		// type of the fields it writes, []lib.Config{{"http://..."}} the
		// type of its container.
		return r.mayHaveFieldSinks(pkg) && r.writesFieldSinks(obj.Type(), 0)
	}
	return false
}

// writesFieldSinks reports whether an unkeyed literal of type t, or an
// element of one elided in it, can write a field with a FieldSinkFact or
// a catalogued URL field.
func (r *run) writesFieldSinks(t types.Type, depth int) bool {
	if depth > flow.MaxDepth {
		return true
	}
	if r.hasFieldSinks(t) {
		return true
	}
	switch u := types.Unalias(t).Underlying().(type) {
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if r.fieldFact(u.Field(i).Origin()) != nil {
				return true
			}
		}
	case *types.Pointer:
		return r.writesFieldSinks(u.Elem(), depth+1)
	case *types.Slice:
		return r.writesFieldSinks(u.Elem(), depth+1)
	case *types.Array:
		return r.writesFieldSinks(u.Elem(), depth+1)
	case *types.Map:
		return r.writesFieldSinks(u.Key(), depth+1) || r.writesFieldSinks(u.Elem(), depth+1)
	}
	return false
}

// collect gathers the functions, calls and url.URL literals of the
// package, in one walk of its files. The walk does not build the
// package's inspector: that costs more than the walk, and most packages
// past the fast path never need a cursor (run.cursorOf builds it then).
// It keeps the nodes the data index reads, in the order a walk of the
// files visits them, so that a field read does not walk the package
// again (flow.data).
func (r *run) collect() {
	c := collector{r: r, litObj: make(map[*ast.FuncLit]types.Object), keep: r.flow.DataIdx == nil}
	for _, file := range r.pass.Files {
		c.walk(file, nil)
	}
	r.flow.Sites = c.calls.Slice()
	// Each function's calls, in the order of run.calls, in one array
	// rather than as many growing slices.
	all := make([]flow.CallSite, 0, len(r.flow.Sites))
	for _, fn := range r.flow.Funcs {
		if fn.NCalls > 0 {
			fn.Calls = all[len(all) : len(all) : len(all)+fn.NCalls]
			all = all[:len(all)+fn.NCalls]
		}
	}
	for _, site := range r.flow.Sites {
		if site.Fn != nil {
			site.Fn.Calls = append(site.Fn.Calls, site)
		}
	}
	if c.keep && r.flow.DataIdx == nil {
		r.flow.DataNodes, r.flow.DataKept = c.data.Slice(), true
	}
}

// A collector walks the syntax for run.collect.
type collector struct {
	r      *run
	litObj map[*ast.FuncLit]types.Object // the variable a function literal is assigned to
	keep   bool                          // keep the nodes of the data index in data
	data   flow.Chunks[ast.Node]
	calls  flow.Chunks[flow.CallSite] // run.calls
}

// walk visits root, in the body of fn (nil at package level). Function
// signatures are not visited, but for the nodes of the data index: nothing
// in them is a call to check.
func (c *collector) walk(root ast.Node, fn *flow.FuncNode) {
	r, info := c.r, c.r.pass.TypesInfo
	flow.Inspect(root, func(n ast.Node) bool {
		if c.keep && flow.IsDataNode(n) {
			c.data.Add(n)
		}
		switch n := n.(type) {
		case *ast.FuncDecl:
			if n.Recv != nil {
				c.keepData(n.Recv)
			}
			c.keepData(n.Type)
			if n.Body != nil {
				c.walk(n.Body, r.newFunc(info.Defs[n.Name], n.Type, n.Body))
			}
			return false
		case *ast.FuncLit:
			c.keepData(n.Type)
			lit := r.newFunc(c.litObj[n], n.Type, n.Body)
			lit.Lit = true
			c.walk(n.Body, lit)
			return false
		case *ast.AssignStmt:
			r.noteURLAssign(n)
			r.noteFieldAssign(n, fn)
			if len(n.Lhs) == len(n.Rhs) {
				for i, rhs := range n.Rhs {
					if fl, ok := ast.Unparen(rhs).(*ast.FuncLit); ok {
						if id, ok := n.Lhs[i].(*ast.Ident); ok {
							c.litObj[fl] = flow.ObjectOf(info, id)
						}
					}
				}
			}
		case *ast.ValueSpec:
			if len(n.Names) == len(n.Values) {
				for i, rhs := range n.Values {
					if fl, ok := ast.Unparen(rhs).(*ast.FuncLit); ok {
						c.litObj[fl] = flow.ObjectOf(info, n.Names[i])
					}
				}
			}
		case *ast.CallExpr:
			var callee types.Object
			if len(n.Args) > 0 { // every sink and wrapper takes an argument
				callee = typeutil.Callee(info, n)
			}
			if f, ok := callee.(*types.Func); ok && f.Name() == "RegisterProtocol" && sinks.FuncKey(f) == "net/http.Transport.RegisterProtocol" {
				r.registerProtocol(n)
			}
			if fn != nil {
				fn.NCalls++
			}
			c.calls.Add(flow.CallSite{Call: n, Callee: callee, Fn: fn})
		case *ast.CompositeLit:
			// An empty literal writes no field: nothing to check or note
			// (checkURLLiteral, checkFieldSinks, noteFieldLit), and its
			// type is not looked up.
			if len(n.Elts) == 0 {
				break
			}
			if t := info.TypeOf(n); isURLLitType(t) || r.hasFieldSinks(t) {
				r.lits = append(r.lits, n)
			}
			r.noteFieldLit(n, fn)
		}
		return true
	})
}

// keepData keeps the nodes of the data index under root, a function's
// signature, which walk does not visit otherwise.
func (c *collector) keepData(root ast.Node) {
	if !c.keep {
		return
	}
	flow.Inspect(root, func(n ast.Node) bool {
		if flow.IsDataNode(n) {
			c.data.Add(n)
		}
		return true
	})
}

func (r *run) newFunc(obj types.Object, typ *ast.FuncType, body *ast.BlockStmt) *flow.FuncNode {
	fn := &flow.FuncNode{Obj: obj, Body: body}
	if typ.Params != nil && obj != nil {
		// Only a named function can be a wrapper: others need no parameters.
		for _, field := range typ.Params.List {
			if len(field.Names) == 0 {
				fn.Params = append(fn.Params, nil)
				continue
			}
			for _, name := range field.Names {
				v, _ := r.pass.TypesInfo.Defs[name].(*types.Var)
				fn.Params = append(fn.Params, v)
			}
		}
	}
	r.flow.Funcs = append(r.flow.Funcs, fn)
	return fn
}

// sinkOf returns the sink a call reaches, and the offset of its first
// argument in call.Args (1 for a method expression).
func (r *run) sinkOf(c flow.CallSite) (name string, args []sinks.Arg, shift int) {
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
		if w, ok := r.wrappers[obj]; ok {
			return sinks.FuncKey(obj), wrappedArgs(w), r.methodExprShift(call)
		}
		if r.hasWrapperFacts(obj.Pkg()) {
			var f facts.WrapperFact
			if r.pass.ImportObjectFact(obj, &f) {
				return sinks.FuncKey(obj), wrappedArgs(f.Params), r.methodExprShift(call)
			}
		}
	case *types.Var:
		if w, ok := r.wrappers[obj]; ok {
			return varKey(obj), wrappedArgs(w), 0
		}
		if r.hasWrapperFacts(obj.Pkg()) && obj.Parent() == obj.Pkg().Scope() {
			var f facts.WrapperFact
			if r.pass.ImportObjectFact(obj, &f) {
				return varKey(obj), wrappedArgs(f.Params), 0
			}
		}
		if fn, ok := r.flow.GlobalFuncCandidate(obj); ok {
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
		if fn, _, vshift := r.flow.FuncValueShift(obj, 0); fn != nil {
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
func (r *run) methodExprShift(call *ast.CallExpr) int {
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
func (r *run) hasSinks(pkg *types.Package) bool {
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
func (r *run) hasWrapperFacts(pkg *types.Package) bool {
	if pkg == nil || pkg == r.pass.Pkg {
		return false
	}
	return r.exportsFact(r.wrapperPkgs, pkg, func() analysis.Fact { return new(facts.PackageWrappersFact) })
}

// exportsFact reports whether pkg exports a package fact of the type
// newFact makes, remembered in cache: most calls find it there, and
// allocate nothing.
func (r *run) exportsFact(cache map[*types.Package]bool, pkg *types.Package, newFact func() analysis.Fact) bool {
	has, ok := cache[pkg]
	if !ok {
		has = r.pass.ImportPackageFact(pkg, newFact())
		cache[pkg] = has
	}
	return has
}

// argExprs returns the arguments of call that a sinkArg designates.
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

// checkCall checks the URL arguments of a call if it is a sink call.
func (r *run) checkCall(c flow.CallSite) {
	name, args, shift := r.sinkOf(c)
	if args == nil {
		return
	}
	quiet := r.flow.ExpectsError(c)
	for _, a := range args {
		if !r.driverMatches(c.Call, a, shift) {
			continue
		}
		for _, arg := range argExprs(c.Call, a, shift) {
			r.checkArg(arg, c.Call, name, a, quiet)
			if last := &r.result.Calls[len(r.result.Calls)-1]; last.Unresolved == string(flow.ReasonParameter) && r.wrapperParam(c, arg) {
				last.Unresolved = string(flow.ReasonWrapper)
			}
		}
	}
	if name == "net/url.URL.Parse" && len(c.Call.Args) == 1 && !quiet {
		r.checkResolved(c.Call, c.Call.Args[0], name)
	}
}

// checkArg resolves one URL argument, records it in the result and
// reports its violations unless quiet.
func (r *run) checkArg(arg ast.Expr, at ast.Node, sink string, a sinks.Arg, quiet bool) {
	vals, why := r.flow.Params.ResolveSite(arg, a)
	if (why == flow.ReasonField || why == flow.ReasonDecoded) && r.delegated(arg, a) {
		why = flow.ReasonFieldWrites
	}
	sc := SinkCall{Pos: arg.Pos(), Sink: sink, Target: a.Target, Constants: len(vals), Resolved: why == "" && len(vals) > 0, Unresolved: string(why)}
	r.result.Calls = append(r.result.Calls, sc)
	if quiet {
		return
	}
	for _, v := range vals {
		if a.Conditional && flow.IsEmpty(v) {
			continue // the wrapper returns early on "" before its sink
		}
		for _, p := range v {
			if p.Lit != nil {
				r.reached[p.Lit] = true
			}
		}
		if r.flow.InErrorData(v) {
			continue
		}
		if a.Params {
			v = pathParams(v)
		}
		if a.Credentials {
			r.reportCredentials(v, at, sink)
			continue
		}
		target := a.Target
		if target == rfc.HTTP && r.customScheme(v) {
			target = rfc.Absolute
		}
		if lead, _ := leadingText(v); a.OriginForm && len(v) > 0 && !v[0].Hole {
			if strings.HasPrefix(lead, "/") && !strings.HasPrefix(lead, "//") {
				// NewRequest("GET", "/path", nil) builds a request for a
				// handler; a fragment stays in URL.Fragment, never on the
				// request line, so the path is checked as a reference.
				target = rfc.Reference
			} else if ok, empty := placeholder(v); ok && !r.sentAsIs(at) {
				if empty {
					continue
				}
				target = rfc.Reference // NewRequest("GET", "?q=1", nil): only the query is checked
			} else if !httpPrefix(lead) && r.writtenRaw(at) {
				target = rfc.Absolute // req.Write(conn) takes any scheme: ws://host/
			} else if r.servedDirectly(at) && !r.sentAsIs(at) {
				target = rfc.Reference // h.ServeHTTP(w, req): no client reads the URL
			}
		}
		r.checkValue(v, at, sink, target, a)
	}
}

// checkURLLiteral checks the string fields of a url.URL composite literal.
func (r *run) checkURLLiteral(lit *ast.CompositeLit) {
	quiet := r.flow.InErrorRow(lit)
	for key, kv := range keyedFields(lit) {
		target, ok := sinks.URLFields[key.Name]
		if !ok {
			continue
		}
		a := sinks.Arg{Target: target}
		if key.Name == "Host" {
			if scheme := r.urlLiteralScheme(lit); netSchemes[scheme] {
				// The host of an http, https, ws or wss URL follows the
				// host rules of those schemes.
				a.Scheme = scheme
			}
		}
		r.checkArg(kv.Value, kv, "net/url.URL."+key.Name, a, quiet)
	}
}

// keyedFields yields the elements of a struct literal written Key: value.
func keyedFields(lit *ast.CompositeLit) iter.Seq2[*ast.Ident, *ast.KeyValueExpr] {
	return func(yield func(*ast.Ident, *ast.KeyValueExpr) bool) {
		for _, elt := range lit.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				if key, ok := kv.Key.(*ast.Ident); ok && !yield(key, kv) {
					return
				}
			}
		}
	}
}

// netSchemes are the schemes whose host rules apply to url.URL.Host.
var netSchemes = map[string]bool{"http": true, "https": true, "ws": true, "wss": true}

// urlLiteralScheme returns the lower-cased constant Scheme of a url.URL
// literal, or "".
func (r *run) urlLiteralScheme(lit *ast.CompositeLit) string {
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		if key, ok := kv.Key.(*ast.Ident); ok && key.Name == "Scheme" {
			if tv, ok := r.pass.TypesInfo.Types[kv.Value]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
				return strings.ToLower(constant.StringVal(tv.Value))
			}
		}
	}
	return ""
}

// checkValue checks one candidate value against target.
// Violations that start within prefix, a constant text written before the
// value, are not reported.
func (r *run) checkValue(v flow.Value, at ast.Node, sink string, target rfc.Target, a sinks.Arg) {
	prefix := a.Prefix
	var b strings.Builder
	var holes, joins []int
	starts := make([]int, len(v))
	known := false
	skip := 0
	b.WriteString(prefix)
	if prefix == "" && len(v) > 1 && v[0].Hole && !v[1].Hole && strings.HasPrefix(v[1].Text, "://") {
		// scheme + "://" + host: the hole is a scheme, which a hole at
		// the start of a reference cannot stand for.
		b.WriteString("http")
		skip = 1
	}
	placeholder := b.Len()
	for i, p := range v {
		if i < skip {
			continue
		}
		starts[i] = b.Len()
		if p.Hole {
			if len(holes) == 0 || holes[len(holes)-1] != b.Len() {
				holes = append(holes, b.Len())
			}
			continue
		}
		known = true
		if joinBefore(v, i, skip) {
			joins = append(joins, b.Len())
		}
		b.WriteString(p.Text)
	}
	if !known {
		return
	}
	s := b.String()
	opts := rfc.Options{Profile: r.cfg.Profile, Target: target, Holes: holes, Joins: joins, Scheme: a.Scheme}
	for _, viol := range rfc.Check(s, opts) {
		if viol.Start >= placeholder && r.enabledAt(viol.Check, at) && reportedAt(viol, sink) && !decodedHostZone(viol, sink) &&
			(viol.Check != rfc.CheckHostPort || r.hostPortHole(v, starts, viol.Start)) {
			r.report(v, starts, s, viol, at, sink)
		}
	}
}

// enabledAt reports whether check id runs at node at: credentials is off
// in test files, whose fixtures use fake passwords on purpose.
func (r *run) enabledAt(id rfc.CheckID, at ast.Node) bool {
	if id == rfc.CheckCredentials && r.flow.InTestFile(at.Pos()) {
		return false
	}
	return r.enabled(id)
}

// enabled reports whether the configuration runs check id.
func (r *run) enabled(id rfc.CheckID) bool {
	return r.cfg.enabled(id)
}

// enabled reports whether cfg runs check id: a check listed in Checks, or
// with Checks empty every check whose severity is an error, and the
// warnings too with Warnings; never a check listed in Disable.
func (cfg Config) enabled(id rfc.CheckID) bool {
	for _, d := range cfg.Disable {
		if d == id {
			return false
		}
	}
	if len(cfg.Checks) == 0 {
		// nil and empty both mean all (Config.Validate), less the
		// warnings unless asked for: a go vet run fails on any diagnostic.
		if doc, ok := rfc.Doc(id); ok && doc.Severity == rfc.Warning {
			return cfg.Warnings
		}
		return true
	}
	for _, c := range cfg.Checks {
		if c == id {
			return true
		}
	}
	return false
}
