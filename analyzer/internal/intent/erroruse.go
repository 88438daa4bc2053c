package intent

import (
	"go/ast"

	"golang.org/x/tools/go/ast/edge"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// An ErrorUse says what the code that makes a call does with its error
// result.
type ErrorUse uint8

const (
	ErrorDropped  ErrorUse = iota // u, _ := url.Parse(s); url.Parse(s); an error variable only assigned
	ErrorRead                     // if err != nil { t.Fatal(err) }; require.NoError(t, err); must(url.Parse(s)); _, err := url.Parse(s); return err.Error()
	ErrorReturned                 // return url.Parse(s); if err != nil { return nil, err }
)

// ErrorUseOf returns what the function making call does with the call's
// error result. An error both returned and handed to a call (t.Fatal,
// panic, a logger) is read; one only compared and returned is returned.
// One whose method is called (err.Error()) and that is never compared is
// read too: the call panics where the error is nil, so the code means
// the failure (a test row's expected error text).
func (it *Intent) ErrorUseOf(call *ast.CallExpr) ErrorUse {
	cur, ok := it.control.Cursor(call)
	if !ok {
		return ErrorDropped
	}
	parent := cur.Parent()
	for parent.ParentEdgeKind() == edge.ParenExpr_X {
		parent = parent.Parent()
	}
	switch parent.Node().(type) {
	case *ast.CallExpr:
		return ErrorRead // must(url.Parse(s)) hands every result on
	case *ast.ReturnStmt:
		return ErrorReturned
	}
	errVar := errorResult(it.info, call, cur)
	if errVar == nil {
		return ErrorDropped
	}
	fn, ok := typesx.EnclosingFunc(cur)
	if !ok {
		return ErrorDropped
	}
	body := fn.Node()
	var compared, returned, handed, methodCalled bool
	var visit func(n ast.Node, in ast.Node) bool
	visit = func(n ast.Node, in ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			// An identifier assigned to is not read; its right-hand
			// side and any index or selector on the left are.
			for _, l := range n.Lhs {
				if _, ok := l.(*ast.Ident); !ok {
					ast.Inspect(l, func(m ast.Node) bool { return visit(m, in) })
				}
			}
			for _, r := range n.Rhs {
				ast.Inspect(r, func(m ast.Node) bool { return visit(m, in) })
			}
			return false
		case *ast.ReturnStmt:
			for _, r := range n.Results {
				ast.Inspect(r, func(m ast.Node) bool { return visit(m, n) })
			}
			return false
		case *ast.CallExpr:
			if sel, ok := n.Fun.(*ast.SelectorExpr); ok {
				if id, ok := sel.X.(*ast.Ident); ok && it.info.Uses[id] == errVar {
					methodCalled = true
				}
			}
			if in == nil {
				for _, a := range n.Args {
					ast.Inspect(a, func(m ast.Node) bool { return visit(m, n) })
				}
				ast.Inspect(n.Fun, func(m ast.Node) bool { return visit(m, in) })
				return false
			}
		case *ast.Ident:
			if it.info.Uses[n] != errVar {
				return true
			}
			switch in.(type) {
			case nil:
				compared = true
			case *ast.ReturnStmt:
				returned = true
			default:
				handed = true
			}
		}
		return true
	}
	ast.Inspect(body, func(n ast.Node) bool { return visit(n, nil) })
	switch {
	case handed, methodCalled && !compared:
		return ErrorRead
	case returned:
		return ErrorReturned
	case compared:
		return ErrorRead
	}
	return ErrorDropped
}
