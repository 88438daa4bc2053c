package analyzer

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/facts"
	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// hostNames knows the expressions of the package that hold the name of
// the machine the program runs on, which is never an IPv6 address: a
// call of a function whose row says it returns one (os.Hostname, the GCE
// metadata server's "instance/hostname": sinks.Func.HostName,
// HostNameKey), of a function of another package whose
// facts.HostNameFact says so, or of a function of this package whose
// every return gives one, and a variable of this package whose every
// assignment is one. It exports a HostNameFact for the exported
// functions and methods that return one.
type hostNames struct {
	*pkgAnalysis
	// own holds what is known of the results of the package's
	// functions; busy the functions and variables being read. cut is set
	// when an answer depended on one of them, or on a chain too long:
	// such an answer is not kept, so own holds only what does not
	// depend on the order of the questions.
	own  map[hostNameResult]bool
	vars map[*types.Var]bool
	busy map[types.Object]bool
	cut  bool
}

// A hostNameResult is result index of a function of the package.
type hostNameResult struct {
	fn    *types.Func
	index int
}

// maxHostNameDepth bounds the chain of calls and variables followed.
const maxHostNameDepth = 8

// export exports a HostNameFact for the exported functions and methods
// of the package whose string results are host names, and a
// PackageHostNamesFact if it has one. It reads only a package that may
// have one (imports, callsHostNameFuncs), and there only the functions
// with a return that is not a constant (mayHostName).
func (h *hostNames) export() {
	exported, rows := h.imports()
	if !exported && !rows {
		return
	}
	var cands []*types.Func
	for _, file := range h.pass.Files {
		for _, d := range file.Decls {
			d, ok := d.(*ast.FuncDecl)
			if !ok || d.Body == nil || d.Type.Results == nil || !d.Name.IsExported() {
				continue
			}
			fn, ok := h.pass.TypesInfo.Defs[d.Name].(*types.Func)
			if ok && exportsListenFact(h.pass.Pkg, fn) && h.mayHostName(fn, d) {
				cands = append(cands, fn)
			}
		}
	}
	if len(cands) == 0 || !exported && !h.callsHostNameFuncs() {
		return
	}
	n := 0
	for _, fn := range cands {
		var f facts.HostNameFact
		res := fn.Signature().Results()
		for i := 0; i < res.Len(); i++ {
			if typesx.IsString(res.At(i).Type()) && h.result(fn, i, 0) {
				f.Results = append(f.Results, i)
			}
		}
		if len(f.Results) > 0 {
			h.pass.ExportObjectFact(fn, &f)
			n++
		}
	}
	if n > 0 {
		h.pass.ExportPackageFact(&facts.PackageHostNamesFact{Count: n})
	}
}

// mayHostName reports whether a string result of fn, declared by d, can
// be a host name by the rules of result: some return gives it a call or
// a variable, or the results of another call. The exported functions of
// a generated package mostly return constants or fields (ID() string {
// return "OperationSerializer" }, *e.Message), and a package whose every
// one does is spared the scan of its uses (callsHostNameFuncs).
func (h *hostNames) mayHostName(fn *types.Func, d *ast.FuncDecl) bool {
	if !hasStringResult(fn) {
		return false
	}
	res := fn.Signature().Results()
	for ret := range returnStmts(d.Body) {
		switch {
		case len(ret.Results) == res.Len():
			for i, e := range ret.Results {
				if typesx.IsString(res.At(i).Type()) && h.mayExpr(e) {
					return true
				}
			}
		case len(ret.Results) == 1:
			return true // return f(): the results of another call
		}
	}
	return false
}

// mayExpr reports whether e, not a constant, can be a host name by the
// rules of expr: a call, or a variable.
func (h *hostNames) mayExpr(e ast.Expr) bool {
	switch e := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		return true
	case *ast.Ident:
		_, isVar := h.pass.TypesInfo.Uses[e].(*types.Var)
		return isVar
	}
	return false
}

// imports reports whether the package imports a package that exports
// functions of a host name (exported), or one with rows of such
// functions (rows).
func (h *hostNames) imports() (exported, rows bool) {
	for _, imp := range h.pass.Pkg.Imports() {
		exported = exported || h.pass.ImportPackageFact(imp, new(facts.PackageHostNamesFact))
		rows = rows || sinks.HostNamePackage(imp.Path())
	}
	return exported, rows
}

// callsHostNameFuncs reports whether the package refers to a function
// whose row says it returns a host name.
func (h *hostNames) callsHostNameFuncs() bool {
	for _, u := range h.flow.FuncUses() {
		fn := u.Fn
		if !sinks.HostNameNamed(fn.Name()) || fn.Pkg() == nil || !sinks.HostNamePackage(fn.Pkg().Path()) {
			continue
		}
		if row := sinks.FuncOfObj(fn.Origin()); row.HostName || row.HostNameKey != "" {
			return true
		}
	}
	return false
}

// expr reports whether e is a host name: a call that returns one, or a
// variable that holds nothing else.
func (h *hostNames) expr(e ast.Expr, depth int) bool {
	switch e := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		return h.call(e, 0, depth)
	case *ast.Ident:
		v, ok := h.pass.TypesInfo.Uses[e].(*types.Var)
		return ok && h.variable(v, depth)
	}
	return false
}

// call reports whether result i of call is a host name.
func (h *hostNames) call(call *ast.CallExpr, i, depth int) bool {
	fn, ok := typeutil.Callee(h.pass.TypesInfo, call).(*types.Func)
	if !ok || fn.Pkg() == nil {
		return false
	}
	fn = fn.Origin()
	args := call.Args
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		if s := h.pass.TypesInfo.Selections[sel]; s != nil && s.Kind() == types.MethodExpr && len(args) > 0 {
			args = args[1:] // T.M(recv, ...)
		}
	}
	if row := sinks.FuncOfObj(fn); row.HostName || row.HostNameKey != "" {
		if i != 0 || row.HostName {
			return i == 0
		}
		key, ok := "", row.KeyArg < len(args)
		if ok {
			key, ok = h.flow.ConstString(args[row.KeyArg])
		}
		return ok && key == row.HostNameKey
	}
	if flow.FuncOfObj(fn).Trims == sinks.TrimsEnd {
		// A name trimmed of its final '.' (strings.TrimSuffix(name, ".")).
		return i == 0 && len(args) == 2 && h.expr(args[0], depth+1)
	}
	if fn.Pkg() != h.pass.Pkg {
		var f facts.HostNameFact
		return h.pass.ImportObjectFact(fn, &f) && f.Has(i)
	}
	return h.result(fn, i, depth+1)
}

// result reports whether result i of fn, a function of the package, is
// a host name: every return of its body gives one there, or a constant
// with no ':' (hostNameCount).
func (h *hostNames) result(fn *types.Func, i, depth int) bool {
	key := hostNameResult{fn, i}
	if known, ok := h.own[key]; ok {
		return known
	}
	if depth > maxHostNameDepth || h.busy[fn] {
		h.cut = true
		return false
	}
	d := h.flow.Calls.Decl(fn)
	if d == nil || d.Body == nil {
		return false
	}
	h.enter(fn)
	outer := h.cut
	h.cut = false
	var all hostNameCount
	ast.Inspect(d.Body, func(node ast.Node) bool {
		switch node := node.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			switch {
			case len(node.Results) == fn.Signature().Results().Len():
				all.add(h, node.Results[i], depth)
			case len(node.Results) == 1:
				// return f(): the results of another call.
				c, isCall := ast.Unparen(node.Results[0]).(*ast.CallExpr)
				all.names++
				all.other = all.other || !isCall || !h.call(c, i, depth)
			default:
				all.other = true // a bare return of named results
			}
		}
		return !all.other
	})
	ok := all.ok()
	delete(h.busy, fn)
	if !h.cut {
		if h.own == nil {
			h.own = make(map[hostNameResult]bool)
		}
		h.own[key] = ok
	}
	h.cut = h.cut || outer
	return ok
}

// variable reports whether v, a variable of the package that is neither
// a parameter nor a field, nor one its importers can assign, is assigned
// only host names, once at least, and constants with no ':'
// (hostNameCount).
func (h *hostNames) variable(v *types.Var, depth int) bool {
	if v.Pkg() != h.pass.Pkg || v.IsField() || typesx.IsParam(v) || v.Parent() == h.pass.Pkg.Scope() && v.Exported() {
		return false
	}
	if known, ok := h.vars[v]; ok {
		return known
	}
	if depth > maxHostNameDepth || h.busy[v] {
		h.cut = true
		return false
	}
	vi := h.flow.VarInfo(v)
	if vi == nil || vi.Escapes {
		return false
	}
	h.enter(v)
	outer := h.cut
	h.cut = false
	var all hostNameCount
	for _, rhs := range vi.Rhs {
		all.add(h, rhs, depth+1)
	}
	for call, i := range vi.Tuple() {
		all.names++
		all.other = all.other || !h.call(call, i, depth+1)
	}
	ok := all.ok()
	delete(h.busy, v)
	if !h.cut {
		if h.vars == nil {
			h.vars = make(map[*types.Var]bool)
		}
		h.vars[v] = ok
	}
	h.cut = h.cut || outer
	return ok
}

// A hostNameCount counts the values a result or a variable can take:
// host names, and constants with no ':' (a fallback "localhost", ""
// where the name is unknown); other says one is neither.
type hostNameCount struct {
	names int
	other bool
}

// add counts e, a value.
func (c *hostNameCount) add(h *hostNames, e ast.Expr, depth int) {
	if c.other {
		return
	}
	if s, ok := h.flow.ConstString(e); ok {
		c.other = strings.Contains(s, ":")
		return
	}
	c.names++
	c.other = !h.expr(e, depth)
}

// ok reports whether every value counted is a host name or such a
// constant, and one at least a host name.
func (c *hostNameCount) ok() bool { return !c.other && c.names > 0 }

// enter marks obj as being read.
func (h *hostNames) enter(obj types.Object) {
	if h.busy == nil {
		h.busy = make(map[types.Object]bool)
	}
	h.busy[obj] = true
}
