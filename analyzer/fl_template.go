package analyzer

import "go/ast"

// A fmtVerb is the printf verb a hole stands for, and the argument it
// formats when that is not known.
type fmtVerb struct {
	verb string   // flags included: "s", "-5d"
	arg  ast.Expr // nil when the argument is not matched
}
