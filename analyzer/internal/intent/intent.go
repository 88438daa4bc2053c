// Package intent reads what the test code of a package means to do with
// the URLs it writes: which calls a test expects to fail, which rows of
// a table hold bad input on purpose, which subtests are named for bad
// input, and which code is test or example code at all. The checks ask
// it before they report a URL that is wrong on purpose.
package intent

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
)

// An Intent answers for the files of one package. It climbs from a node
// to the nodes around it with the cursors of the package's control flow.
type Intent struct {
	fset    *token.FileSet
	info    *types.Info
	files   []*ast.File
	pkg     *types.Package
	control *flow.Control
	calls   *flow.CallFlow
	kind    uint8 // what the package's path says it is (kindOf)

	// expected are the variables a function's body requires to hold a
	// non-nil error, by function (ErrorsExpected), built on first need.
	expected map[*flow.FuncNode]map[types.Object]bool
}

// New returns the intent of the package f resolves the values of.
func New(f *flow.Flow) *Intent {
	return &Intent{
		fset:     f.Fset,
		info:     f.Info,
		files:    f.Files,
		pkg:      f.Pkg,
		control:  f.Control,
		calls:    f.Calls,
		kind:     kindOf(f.Pkg),
		expected: make(map[*flow.FuncNode]map[types.Object]bool),
	}
}
