package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"sort"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"

	"github.com/urlvet/urlvet/analyzer/internal/facts"

	"golang.org/x/tools/go/types/typeutil"
)

// resultFacts exports the URL text the package's functions return
// (facts.ResultsFact), for the packages that call them.
type resultFacts struct{ *pkgAnalysis }

// exportResults exports a ResultsFact for the exported functions and
// methods of the package with a string result whose returns are known. It
// runs for every package, since the packages that call such a function
// need not be the ones that import a sink.
func (r *resultFacts) exportResults() {
	r.flow.Calls.Cheap = true
	defer func() { r.flow.Calls.Cheap = false }()
	var fact facts.ResultsFact
	scope := r.pass.Pkg.Scope()
	shadow := shadowingScope(scope)
	for _, file := range r.pass.Files {
		for _, d := range file.Decls {
			// The tests that read the declaration's own nodes first,
			// its name's text last.
			d, ok := d.(*ast.FuncDecl)
			if !ok || d.Body == nil || d.Type.Results == nil || !d.Name.IsExported() || !namesType(d.Type.Results, !generic(d) && scope != nil, shadow) {
				continue
			}
			fn, ok := r.pass.TypesInfo.Defs[d.Name].(*types.Func)
			if !ok || !hasStringResult(fn) {
				continue
			}
			results := r.lookupResults(fn)
			if format, _ := r.flow.Calls.FormatResult(d, fn.Signature(), 0); format > 0 || r.returnsConstants(d.Body, nil) {
				for _, rv := range r.displayResults(fn, d) {
					if !slices.ContainsFunc(results, func(l facts.ResultValues) bool { return l.Index == rv.Index }) {
						results = append(results, rv)
					}
				}
			}
			if results != nil {
				sort.Slice(results, func(i, j int) bool { return results[i].Index < results[j].Index })
				fact.Funcs = append(fact.Funcs, facts.ResultFunc{Name: flow.ResultName(fn), Results: results})
			}
		}
	}
	if len(fact.Funcs) > 0 {
		sort.Slice(fact.Funcs, func(i, j int) bool { return fact.Funcs[i].Name < fact.Funcs[j].Name })
		r.pass.ExportPackageFact(&fact)
	}
}

// displayResults returns resultValues(fn, d), but for a display method
// (String, GoString, Error) only the results that have an origin, the
// one thing its importers read of it (flow.DisplayMethod): none when
// flow.NoOrigin says so of a method without parameters. That test decides
// the fact in every package alike; the results are resolved anyway where
// the checks can run (mayCheck), which read what the resolution consulted
// (Flow.Consulted and Flow.Dynamic, for returnedTo). Most packages run no
// check: there a display method that NoOrigin rules out costs nothing.
func (r *resultFacts) displayResults(fn *types.Func, d *ast.FuncDecl) []facts.ResultValues {
	if !flow.DisplayMethod(fn) {
		return r.resultValues(fn, d)
	}
	none := fn.Signature().Params().Len() == 0 && r.flow.Origins.NoOrigin(d.Body, fn.Signature())
	if none && !r.mayCheck {
		return nil
	}
	var out []facts.ResultValues
	for _, rv := range r.resultValues(fn, d) {
		if rv.Why != "" && !none {
			out = append(out, facts.ResultValues{Index: rv.Index, Why: rv.Why})
		}
	}
	return out
}

// lookupResults returns the results of fn that are lookups (see
// LookupMethod), or nil.
func (r *resultFacts) lookupResults(fn *types.Func) []facts.ResultValues {
	if fn.Signature().Recv() == nil {
		return nil
	}
	var out []facts.ResultValues
	for i := 0; i < fn.Signature().Results().Len(); i++ {
		if lm, ok := r.flow.Lookups.Of(fn, i); ok {
			out = append(out, facts.ResultValues{Index: i, Lookup: &facts.ResultLookup{Arg: lm.Arg, Key: lm.Key, Value: lm.Value}})
		}
	}
	return out
}

// namesType reports whether some result of results is written as a type
// name (string, Kind, pkg.Name, T[K], a type parameter): a string result
// can only be one of those. Functions that return pointers, slices or
// maps alone are ruled out before their object is looked up; with
// universe, so are those whose other results are predeclared types that
// are not strings (error, bool, int) and that the package does not
// declare again: shadow, when not nil, is the package's scope, which
// declares some such name (shadowingScope). universe says no type
// parameter of the function can take such a name.
func namesType(results *ast.FieldList, universe bool, shadow *types.Scope) bool {
	for _, f := range results.List {
		switch t := ast.Unparen(f.Type).(type) {
		case *ast.Ident:
			if !universe || !predeclaredNonString(t.Name) || shadow != nil && shadow.Lookup(t.Name) != nil {
				return true
			}
		case *ast.SelectorExpr, *ast.IndexExpr, *ast.IndexListExpr:
			return true
		}
	}
	return false
}

// predeclaredNonStrings are the predeclared types that are not strings.
var predeclaredNonStrings = [...]string{
	"error", "bool", "any", "byte", "rune", "uintptr",
	"int", "int8", "int16", "int32", "int64",
	"uint", "uint8", "uint16", "uint32", "uint64",
	"float32", "float64", "complex64", "complex128",
}

// predeclaredNonString reports whether name is that of a predeclared
// type that is not a string (predeclaredNonStrings).
func predeclaredNonString(name string) bool {
	switch name {
	case "error", "bool", "any", "byte", "rune", "uintptr",
		"int", "int8", "int16", "int32", "int64",
		"uint", "uint8", "uint16", "uint32", "uint64",
		"float32", "float64", "complex64", "complex128":
		return true
	}
	return false
}

// shadowingScope returns scope, a package's, if it declares one of
// predeclaredNonStrings again, else nil: most packages declare none, and
// their functions' results are then not looked up one by one.
func shadowingScope(scope *types.Scope) *types.Scope {
	if scope == nil {
		return nil
	}
	for _, name := range predeclaredNonStrings {
		if scope.Lookup(name) != nil {
			return scope
		}
	}
	return nil
}

// generic reports whether d declares type parameters: its own, or its
// receiver's (func (l *List[T]) M()).
func generic(d *ast.FuncDecl) bool {
	if d.Type.TypeParams != nil {
		return true
	}
	if d.Recv == nil || len(d.Recv.List) == 0 {
		return false
	}
	t := ast.Unparen(d.Recv.List[0].Type)
	if s, ok := t.(*ast.StarExpr); ok {
		t = ast.Unparen(s.X)
	}
	_, ok := t.(*ast.Ident)
	return !ok
}

func hasStringResult(fn *types.Func) bool {
	sig, ok := fn.Type().(*types.Signature)
	if !ok {
		return false
	}
	for i := 0; i < sig.Results().Len(); i++ {
		if typesx.IsString(sig.Results().At(i).Type()) {
			return true
		}
	}
	return false
}

// resultValues computes the known results of fn, or nil when none is.
func (r *resultFacts) resultValues(fn *types.Func, d *ast.FuncDecl) []facts.ResultValues {
	sig := fn.Type().(*types.Signature)
	var results []facts.ResultValues
	for i := 0; i < sig.Results().Len(); i++ {
		if format, prefix := r.flow.Calls.FormatResult(d, sig, i); format > 0 {
			if rv, ok := r.formatValues(prefix, i, format); ok {
				results = append(results, rv)
			}
			continue
		}
		if args, rest := r.flow.Calls.ReturnedParams(d, sig, i); args != nil {
			if rv, ok := r.flow.Calls.ArgResult(rest, sig, i, args); ok {
				results = append(results, rv)
			}
			continue
		}
		vals, why := r.flow.Calls.BodyResult(d.Type, d.Body, sig, i, nil, 0)
		if why != "" {
			if why = flow.OriginReason(why); why != "" {
				results = append(results, facts.ResultValues{Index: i, Why: string(why)})
			}
			continue
		}
		if len(vals) == 0 || len(vals) > flow.MaxFactValues {
			continue
		}
		rv := facts.ResultValues{Index: i}
		size := 0
		for _, v := range vals {
			rv.Values = append(rv.Values, r.flow.FactPieces(v, sig, &size))
		}
		if size <= flow.MaxFactText {
			results = append(results, rv)
		}
	}
	return results
}

// formatValues returns result i of a function that formats its
// parameter format-1 after the text of prefix (flow.FormatResult): the
// values of prefix's expressions one after the other, or one empty
// value, each expression value flow cannot follow a hole of its origin.
func (r *resultFacts) formatValues(prefix []ast.Expr, i, format int) (facts.ResultValues, bool) {
	rv := facts.ResultValues{Index: i, Format: format}
	all := []flow.Value{{}}
	for _, e := range prefix {
		vals, why := r.flow.Resolve(e, 0)
		if why != "" || len(vals) == 0 {
			vals = append(vals, flow.Value{{Hole: true, Why: flow.OriginReason(why)}})
		}
		all = flow.Concat(all, vals)
	}
	if len(all) > flow.MaxFactValues {
		return rv, false
	}
	size := 0
	for _, v := range all {
		rv.Values = append(rv.Values, r.flow.FactPieces(v, nil, &size))
	}
	return rv, size <= flow.MaxFactText
}

// returnsConstants is the cheap test that keeps exportResults from
// resolving the returns of most functions: some return of body holds a
// string literal, a string constant, a call that returns text of a known
// origin (u.String() of a url.URL, os.Getenv) or escaped text
// (url.PathEscape, url.Values.Encode: escapedResult), or a call of a function
// of this package for which this holds; or a parameter, which its callers
// give (see ResultArg).
func (r *resultFacts) returnsConstants(body *ast.BlockStmt, seen map[*types.Func]bool) bool {
	info := r.pass.TypesInfo
	found := false
	for ret := range returnStmts(body) {
		for _, e := range ret.Results {
			if r.flow.Calls.ReturnsParam(e) {
				found = true
				break
			}
			ast.Inspect(e, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.FuncLit:
					return false
				case *ast.BasicLit:
					found = found || n.Kind == token.STRING
				case *ast.Ident:
					if c, ok := info.Uses[n].(*types.Const); ok && c.Val().Kind() == constant.String {
						found = true
					}
				case *ast.CallExpr:
					fn, ok := typeutil.Callee(info, n).(*types.Func)
					if ok && (flow.InputCall(fn) || flow.URLTextMethod(fn) || escapedResult(fn)) {
						found = true
					}
					if !ok || fn.Pkg() != r.pass.Pkg || seen[fn] {
						break
					}
					if d := r.flow.Calls.Decl(fn.Origin()); d != nil && d.Body != nil {
						if seen == nil {
							seen = make(map[*types.Func]bool)
						}
						seen[fn] = true
						found = found || r.returnsConstants(d.Body, seen)
					}
				}
				return !found
			})
		}
		if found {
			break
		}
	}
	return found
}

// escapedResult reports whether fn is an escaper whose result is text of
// a known kind for its callers: escaped for a path segment or a query's
// key or value, or a whole query (url.Values.Encode), which text written
// after it in the caller's URL must keep a query.
func escapedResult(fn *types.Func) bool {
	switch flow.FuncOf(funcKeyOf(fn)).Escapes {
	case sinks.EscapesQueryPart, sinks.EscapesSegment, sinks.EscapesQuery:
		return true
	}
	return false
}
