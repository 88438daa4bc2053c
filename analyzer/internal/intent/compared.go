package intent

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// maxComparedDepth bounds the variables and parameters Compared follows a
// text through.
const maxComparedDepth = 8

// Compared reports whether a test compares the text of lit, a string
// literal of a test file, with a result: lit, or text made of it (joined,
// trimmed, replaced in), or a local variable or a parameter of a function
// of the test file it is assigned or passed to, is an operand of == or !=
// or an argument of a test of text (strings.Contains, testify's Equal or
// Contains), compared with text that is not a constant. Such text is what the test expects, or looks for, in the
// output of the code under test.
func (it *Intent) Compared(lit *ast.BasicLit) bool {
	if !it.InTestFile(lit.Pos()) {
		return false
	}
	return it.compared(lit, 0, make(map[*types.Var]bool))
}

// compared is Compared for the expression e, depth variables and
// parameters in; seen are the variables followed.
func (it *Intent) compared(e ast.Expr, depth int, seen map[*types.Var]bool) bool {
	cur, ok := it.control.Cursor(e)
	if !ok || depth > maxComparedDepth {
		return false
	}
	child := cur
	parent := cur.Parent()
	for {
		if _, ok := parent.Node().(*ast.ParenExpr); !ok {
			break
		}
		child, parent = parent, parent.Parent()
	}
	switch p := parent.Node().(type) {
	case *ast.BinaryExpr:
		switch p.Op {
		case token.EQL, token.NEQ:
			other := p.X
			if other == child.Node() {
				other = p.Y
			}
			return it.info.Types[other].Value == nil // a result, not a constant ("")
		case token.ADD:
			return it.compared(p, depth, seen)
		}
	case *ast.CallExpr:
		if child.Node() == p.Fun {
			return false
		}
		if it.TextComparison(p) {
			return slices.ContainsFunc(p.Args, func(a ast.Expr) bool {
				return a != child.Node() && it.info.Types[a].Value == nil
			})
		}
		fn := typeutil.Callee(it.info, p)
		if f, ok := fn.(*types.Func); ok && f.Pkg() != nil && f.Pkg() != it.pkg && child.Node() == p.Args[0] {
			if row := flow.FuncOfObj(f); row.Edits || row.Trims != 0 || row.Replaces || row.Cases != 0 {
				return it.compared(p, depth, seen) // the same text, edited
			}
			return false
		}
		for i, a := range p.Args {
			if a == child.Node() {
				if v := it.paramOf(fn, i); v != nil {
					return it.varCompared(v, depth+1, seen)
				}
			}
		}
	case *ast.AssignStmt:
		for i, r := range p.Rhs {
			if r == child.Node() && len(p.Lhs) == len(p.Rhs) {
				if id, ok := p.Lhs[i].(*ast.Ident); ok {
					if v, ok := typesx.ObjectOf(it.info, id).(*types.Var); ok && !v.IsField() {
						return it.varCompared(v, depth+1, seen)
					}
				}
			}
		}
	case *ast.ValueSpec:
		for i, r := range p.Values {
			if r == child.Node() && len(p.Names) == len(p.Values) {
				if v, ok := it.info.Defs[p.Names[i]].(*types.Var); ok {
					return it.varCompared(v, depth+1, seen)
				}
			}
		}
	}
	return false
}

// varCompared reports whether a use of v, a variable of a test file, is
// compared (compared).
func (it *Intent) varCompared(v *types.Var, depth int, seen map[*types.Var]bool) bool {
	if seen[v] || !it.InTestFile(v.Pos()) || v.Parent() == nil || v.Parent() == v.Pkg().Scope() {
		return false
	}
	seen[v] = true
	var scope ast.Node
	for _, f := range it.files {
		if f.FileStart <= v.Pos() && v.Pos() <= f.FileEnd {
			scope = f
		}
	}
	if scope == nil {
		return false
	}
	found := false
	ast.Inspect(scope, func(n ast.Node) bool {
		if found || n != nil && (n.End() < v.Pos() || n.Pos() > v.Parent().End()) {
			return false
		}
		if id, ok := n.(*ast.Ident); ok && it.info.Uses[id] == v && !it.assignedTo(id) {
			found = it.compared(id, depth, seen)
		}
		return !found
	})
	return found
}

// assignedTo reports whether id is the left-hand side of an assignment.
func (it *Intent) assignedTo(id *ast.Ident) bool {
	cur, ok := it.control.Cursor(id)
	if !ok {
		return false
	}
	as, ok := cur.Parent().Node().(*ast.AssignStmt)
	if !ok {
		return false
	}
	for _, l := range as.Lhs {
		if l == ast.Expr(id) {
			return true
		}
	}
	return false
}

// paramOf returns parameter i of fn, when fn is a function of a test file
// of the package or a variable holding a function literal of one.
func (it *Intent) paramOf(fn types.Object, i int) *types.Var {
	var ft *ast.FuncType
	switch fn := fn.(type) {
	case *types.Func:
		if d := it.calls.Decl(fn); d != nil && it.InTestFile(d.Pos()) {
			ft = d.Type
		}
	case *types.Var:
		if _, lit, shift := it.calls.FuncValueShift(fn, 0); lit != nil && shift == 0 && it.InTestFile(lit.Pos()) {
			ft = lit.Type
		}
	}
	if ft == nil || ft.Params == nil {
		return nil
	}
	k := 0
	for _, field := range ft.Params.List {
		for _, name := range field.Names {
			if k == i {
				v, _ := it.info.Defs[name].(*types.Var)
				if v != nil && typesx.IsString(v.Type()) {
					return v
				}
				return nil
			}
			k++
		}
		if len(field.Names) == 0 {
			k++
		}
	}
	return nil
}

// TextComparison reports whether call compares texts: a test of one
// against another (a row of flow.FuncOf with Tests: strings.Contains,
// HasPrefix), or an assertion of equality or containment (testify's
// Equal, EqualValues, Contains and NotContains, and look-alikes).
func (it *Intent) TextComparison(call *ast.CallExpr) bool {
	fn, ok := typeutil.Callee(it.info, call).(*types.Func)
	if !ok || fn.Pkg() == nil {
		return false
	}
	switch fn.Name() {
	case "Equal", "Equalf", "EqualValues", "EqualValuesf", "Contains", "Containsf", "NotContains", "NotContainsf":
		return true
	}
	return flow.FuncOfObj(fn).Tests != 0
}
