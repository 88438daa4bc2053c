package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"
	"unicode"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// maxNameHops bounds the variables, parameters and subtests testNamed
// follows back from a hole.
const maxNameHops = 8

// testNamed reports whether e, a hole in test code, is text made of the
// name of the running test alone, joined to constants, where no
// character of that text needs escaping in component comp: t.Name() of
// a test function or of a subtest whose names the analyzer reads (a
// constant t.Run("get missing", ...), or a table's row names), through
// strings.ToLower or ToUpper, local variables assigned once, the elements
// of a local array or slice literal, and a parameter of a function of the
// package that every call passes such text. The testing package writes
// a subtest's name with '_' for each space and '/' between the levels,
// and adds "#01" to a name run twice under one parent: a subtest is
// never plain in a path, and a name run in a loop or written twice is
// not known. It runs only for a report, never for every hole.
func (r *ownWalk) testNamed(e ast.Expr, comp rfc.Component, depth int) bool {
	if depth > maxNameHops || e == nil || !r.step() {
		return false
	}
	if c, ok := r.flow.ConstString(e); ok {
		return plainIn(c, comp)
	}
	info := r.pass.TypesInfo
	switch e := ast.Unparen(e).(type) {
	case *ast.BinaryExpr:
		return e.Op == token.ADD && r.testNamed(e.X, comp, depth) && r.testNamed(e.Y, comp, depth)
	case *ast.Ident:
		if x := r.escapes.kept(e); x != nil {
			return r.testNamed(x, comp, depth+1)
		}
		sites, idx := r.resolve.passedSites(e)
		if len(sites) == 0 {
			return false
		}
		for _, site := range sites {
			if !r.testNamed(site.Call.Args[idx], comp, depth+1) {
				return false
			}
		}
		return true
	case *ast.IndexExpr:
		elems := r.literalElems(e.X)
		if elems == nil {
			return false
		}
		for _, x := range elems {
			if !r.testNamed(x, comp, depth+1) {
				return false
			}
		}
		return true
	case *ast.CallExpr:
		fn, ok := typeutil.Callee(info, e).(*types.Func)
		if !ok {
			return false
		}
		if testingMethod(fn, "Name") && len(e.Args) == 0 {
			sel, ok := ast.Unparen(e.Fun).(*ast.SelectorExpr)
			return ok && r.runNamePlain(sel.X, comp, depth+1)
		}
		if flow.FuncOfObj(fn).Cases != 0 && len(e.Args) == 1 {
			return r.testNamed(e.Args[0], comp, depth+1)
		}
	}
	return false
}

// testingMethod reports whether fn is the method name of package
// testing's T, B, F or TB.
func testingMethod(fn *types.Func, name string) bool {
	return fn.Name() == name && fn.Pkg() != nil && fn.Pkg().Path() == "testing" && fn.Signature().Recv() != nil
}

// literalElems returns the elements of the array or slice literal that
// local variable x is assigned once, when its function assigns none of
// its elements, takes no pointer to it and hands it to no call; nil
// otherwise.
func (r *ownWalk) literalElems(x ast.Expr) []ast.Expr {
	id, ok := ast.Unparen(x).(*ast.Ident)
	if !ok {
		return nil
	}
	v := typesx.LocalVar(r.pass.TypesInfo, r.pass.Pkg, id)
	if v == nil || typesx.IsParam(v) {
		return nil
	}
	lit, ok := r.escapes.kept(id).(*ast.CompositeLit)
	if !ok || len(lit.Elts) == 0 {
		return nil
	}
	switch typesx.Under(r.pass.TypesInfo.TypeOf(lit)).(type) {
	case *types.Array, *types.Slice:
	default:
		return nil
	}
	if r.elementsWritten(v) {
		return nil
	}
	elems := make([]ast.Expr, 0, len(lit.Elts))
	for _, el := range lit.Elts {
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			el = kv.Value
		}
		elems = append(elems, el)
	}
	return elems
}

// elementsWritten reports whether the function declaring local variable
// v assigns an element of it, takes its address, slices it or hands it
// whole to a call.
func (r *ownWalk) elementsWritten(v *types.Var) bool {
	d := r.flow.Control.FuncDeclAt(v.Pos())
	if d == nil || d.Body == nil {
		return true
	}
	info := r.pass.TypesInfo
	found := false
	ast.Inspect(d.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				if ix, ok := ast.Unparen(l).(*ast.IndexExpr); ok && typesx.IsIdentOf(info, ix.X, v) {
					found = true
				}
			}
		case *ast.UnaryExpr:
			found = found || n.Op == token.AND && typesx.IsIdentOf(info, n.X, v)
		case *ast.SliceExpr:
			found = found || typesx.IsIdentOf(info, n.X, v)
		case *ast.CallExpr:
			found = found || slices.ContainsFunc(n.Args, func(a ast.Expr) bool { return typesx.IsIdentOf(info, a, v) })
		}
		return !found
	})
	return found
}

// runNamePlain reports whether x, a *testing.T or *testing.B, is the
// parameter of a test function of a test file, or of a function literal
// that a t.Run or b.Run call runs under such a parameter, and whether the
// name that gives the test (t.Name()) needs no escaping in comp: the
// function's name, then each subtest's name with '_' for spaces, joined
// with '/'.
func (r *ownWalk) runNamePlain(x ast.Expr, comp rfc.Component, depth int) bool {
	if depth > maxNameHops {
		return false
	}
	id, ok := ast.Unparen(x).(*ast.Ident)
	if !ok {
		return false
	}
	v := typesx.LocalVar(r.pass.TypesInfo, r.pass.Pkg, id)
	if v == nil || !typesx.IsParam(v) || !r.intent.InTestFile(v.Pos()) {
		return false
	}
	if vi := r.flow.VarInfo(v); vi != nil && (len(vi.Rhs) > 0 || vi.Opaque()) {
		return false
	}
	d := r.flow.Control.FuncDeclAt(v.Pos())
	if d == nil || d.Body == nil {
		return false
	}
	if v.Pos() < d.Body.Pos() {
		// The parameter of a test function: its name is the test's.
		name := d.Name.Name
		return d.Recv == nil && (strings.HasPrefix(name, "Test") || strings.HasPrefix(name, "Benchmark")) && plainIn(name, comp)
	}
	lit := funcLitOf(d, v)
	if lit == nil || comp == rfc.InPath {
		return false // a subtest's name holds '/'
	}
	parents := r.flow.Control.Parents(lit)
	if len(parents) == 0 {
		return false
	}
	run, ok := parents[0].(*ast.CallExpr)
	if !ok || len(run.Args) != 2 || ast.Unparen(run.Args[1]) != lit {
		return false
	}
	fn, ok := typeutil.Callee(r.pass.TypesInfo, run).(*types.Func)
	sel, isSel := ast.Unparen(run.Fun).(*ast.SelectorExpr)
	if !ok || !isSel || !testingMethod(fn, "Run") {
		return false
	}
	names, ok := r.subtestNames(run, sel.X, parents[1:])
	if !ok {
		return false
	}
	for _, n := range names {
		if !plainIn(subtestName(n), comp) {
			return false
		}
	}
	return r.runNamePlain(sel.X, comp, depth+1)
}

// funcLitOf returns the function literal in d that has parameter v.
func funcLitOf(d *ast.FuncDecl, v *types.Var) *ast.FuncLit {
	var lit *ast.FuncLit
	ast.Inspect(d.Body, func(n ast.Node) bool {
		if lit != nil {
			return false
		}
		if fl, ok := n.(*ast.FuncLit); ok && fl.Type.Params != nil && fl.Type.Params.Pos() <= v.Pos() && v.Pos() < fl.Type.Params.End() {
			lit = fl
		}
		return true
	})
	return lit
}

// subtestName is the name the testing package gives a subtest run with
// name s: '_' for each space; "#00" for an empty name.
func subtestName(s string) string {
	if s == "" {
		return "#00"
	}
	return strings.Map(func(c rune) rune {
		if unicode.IsSpace(c) {
			return '_'
		}
		return c
	}, s)
}

// subtestNames returns the names that run, a call t.Run(name, f) whose
// enclosing nodes are parents, gives its subtests, when each is known
// and none is given twice under parent, the test whose Run it is (which
// then adds "#01"): a constant, run once (outside a loop of parent's
// function, and no other Run of parent has it), or the names of a
// table's rows, run in one loop: a field every row writes with a
// constant, a key of a map literal, an element of a slice literal, all
// different.
func (r *ownWalk) subtestNames(run *ast.CallExpr, parent ast.Expr, parents []ast.Node) ([]string, bool) {
	id, ok := ast.Unparen(parent).(*ast.Ident)
	if !ok {
		return nil, false
	}
	pv, ok := r.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok {
		return nil, false
	}
	// The loops around run in the function whose parameter parent is.
	var fn ast.Node
	loops := 0
	for _, p := range parents {
		switch p := p.(type) {
		case *ast.ForStmt, *ast.RangeStmt:
			loops++
		case *ast.FuncLit:
			if p.Type.Params.Pos() <= pv.Pos() && pv.Pos() < p.Type.Params.End() {
				fn = p
			}
		case *ast.FuncDecl:
			fn = p
		}
		if fn != nil {
			break
		}
	}
	if fn == nil {
		return nil, false
	}
	arg := run.Args[0]
	if c, ok := r.flow.ConstString(arg); ok {
		return []string{c}, loops == 0 && !r.runTwice(fn, pv, c)
	}
	if loops != 1 {
		return nil, false
	}
	var names []string
	if cs, other, ok := r.flow.Fields.FieldConstants(arg); ok && !other {
		names = cs
	} else if cs, ok := r.flow.ConstStrings(arg); ok {
		names = cs
	}
	if len(names) == 0 {
		return nil, false
	}
	seen := make(map[string]bool, len(names))
	for _, n := range names {
		if seen[n] {
			return nil, false
		}
		seen[n] = true
	}
	return names, true
}

// runTwice reports whether fn, a function, calls the Run method of
// parent, its parameter, with constant name more than once.
func (r *ownWalk) runTwice(fn ast.Node, parent *types.Var, name string) bool {
	n := 0
	ast.Inspect(fn, func(node ast.Node) bool {
		call, ok := node.(*ast.CallExpr)
		if !ok || len(call.Args) != 2 {
			return true
		}
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok || sel.Sel.Name != "Run" || !typesx.IsIdentOf(r.pass.TypesInfo, sel.X, parent) {
			return true
		}
		if c, ok := r.flow.ConstString(call.Args[0]); ok && c == name {
			n++
		}
		return true
	})
	return n > 1
}
