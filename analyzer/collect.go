package analyzer

import (
	"go/ast"
	"go/types"

	"github.com/urlvet/urlvet/analyzer/internal/facts"
	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
)

// relevant is the fast path: most packages import no sink package and no
// package with wrappers, and cost nothing more than this loop.
func (r *pkgAnalysis) relevant() bool {
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
	return r.templates.hasURLFormat() || r.derefsFlag() || r.joinsNamedURL() || r.joinsURLText() || r.pathEscapesPairs() || r.formatsAddr() || r.gluesFormat()
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
func (r *pkgAnalysis) usesSinkPackages() bool {
	if r.cfg.Literals {
		return true
	}
	fieldPkgs := make(map[string]bool)
	for key := range r.fieldSt.fields {
		path, _ := sinks.SplitLast(key)
		fieldPkgs[path] = true
	}
	for _, s := range r.cfg.Sinks {
		for _, path := range sinks.PkgCandidates(s.Func) {
			fieldPkgs[path] = true
		}
	}
	if own := r.pass.Pkg; fieldPkgs[own.Path()] || r.index.hasSinks(own) {
		return true // the package declares sinks of the configuration
	}
	// Most objects are of packages none of whose objects can be one
	// (strings, fmt): those are ruled out by package first.
	pkgs := make(map[*types.Package]bool)
	seen := make(map[types.Object]bool)
	for _, obj := range r.pass.TypesInfo.Uses {
		// The kind first: it is read from the map's entry, the package
		// from the object.
		switch obj.(type) {
		case *types.Func, *types.Var, *types.TypeName:
		default:
			continue
		}
		pkg := obj.Pkg()
		if pkg == nil || pkg == r.pass.Pkg {
			continue
		}
		may, ok := pkgs[pkg]
		if !ok {
			path := pkg.Path()
			may = sinks.IsSinkPackage(path) || fieldPkgs[path] || r.index.hasSinks(pkg) || r.index.hasWrapperFacts(pkg) || r.fieldSt.mayHaveFieldSinks(pkg)
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
	return r.templates.hasURLFormat() || r.derefsFlag() || r.joinsNamedURL() || r.joinsURLText() || r.pathEscapesPairs() || r.formatsAddr() || r.gluesFormat()
}

// sinkObject reports whether obj, an object of another package, is one
// that a check can start from: a sink, a wrapper (a function or a
// package-level variable with a WrapperFact), RegisterProtocol, a
// variable of net/url (the url.URL fields) or of a catalogued package
// other than net/http, a field with a FieldSinkFact, or a struct type
// (or a container of one) with such a field. Other functions and
// variables of net/http (http.Header, resp.StatusCode) are not.
func (r *pkgAnalysis) sinkObject(obj types.Object) bool {
	pkg := obj.Pkg()
	switch obj := obj.(type) {
	case *types.Func:
		fn := obj.Origin()
		if r.index.hasSinks(pkg) && r.index.isSinkFunc(fn) {
			return true
		}
		if r.index.hasWrapperFacts(pkg) && r.pass.ImportObjectFact(fn, new(facts.WrapperFact)) {
			return true
		}
		return sinks.RegistersScheme(fn)
	case *types.Var:
		if sinks.VarsReachSinks(pkg.Path()) {
			return true
		}
		if obj.IsField() {
			return r.fieldSt.fieldFact(obj.Origin()) != nil
		}
		return obj.Parent() == pkg.Scope() && r.index.hasWrapperFacts(pkg) && r.pass.ImportObjectFact(obj, new(facts.WrapperFact))
	case *types.TypeName:
		// lib.Config{"http://..."}: an unkeyed literal names only the
		// type of the fields it writes, []lib.Config{{"http://..."}} the
		// type of its container.
		return r.fieldSt.mayHaveFieldSinks(pkg) && r.writesFieldSinks(obj.Type(), 0)
	}
	return false
}

// writesFieldSinks reports whether an unkeyed literal of type t, or an
// element of one elided in it, can write a field with a FieldSinkFact or
// a catalogued URL field.
func (r *pkgAnalysis) writesFieldSinks(t types.Type, depth int) bool {
	if depth > flow.MaxDepth {
		return true
	}
	if r.fieldSt.hasFieldSinks(t) {
		return true
	}
	switch u := types.Unalias(t).Underlying().(type) {
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if r.fieldSt.fieldFact(u.Field(i).Origin()) != nil {
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

// collect walks the package once (flow.Collect), noting on the way the
// url.URL literals and field assignments, the struct literals and field
// writes the checks read, and the protocols the package registers. A
// package analyzed for its facts alone needs the field writes and the
// protocols only.
func (r *pkgAnalysis) collect() {
	r.flow.Collect(func(n ast.Node, fn *flow.FuncNode, callee types.Object) {
		switch n := n.(type) {
		case *ast.AssignStmt:
			if !r.factsOnly {
				r.assigns.noteURLAssign(n)
			}
			r.fieldSt.noteFieldAssign(n, fn)
		case *ast.CallExpr:
			if f, ok := callee.(*types.Func); ok && sinks.RegistersScheme(f) {
				r.schemes.registerProtocol(n)
			}
		case *ast.CompositeLit:
			switch n.Type.(type) {
			case *ast.ArrayType, *ast.MapType:
				// []T{...}, map[K]V{...}: a slice, array or map type
				// of its own, neither a url.URL, a named type with
				// field sinks nor a struct. Its elements are literals
				// of their own.
				return
			}
			if !r.fieldSt.recordsLit(n) {
				return // factsOnly: neither checked nor a copy of a field
			}
			t := r.pass.TypesInfo.TypeOf(n)
			if !r.factsOnly && (isURLLitType(t) || r.fieldSt.hasFieldSinks(t)) {
				r.lits = append(r.lits, n)
			}
			r.fieldSt.noteFieldLit(n, t, fn)
		}
	})
}
