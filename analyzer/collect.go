package analyzer

import (
	"go/ast"
	"go/types"

	"github.com/urlvet/urlvet/analyzer/internal/facts"
	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"golang.org/x/tools/go/types/typeutil"
)

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
