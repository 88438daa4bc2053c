package analyzer

import (
	"go/ast"

	"golang.org/x/tools/go/ast/inspector"
)

// inspector returns the inspector of the package's files, built on first
// use. Building one costs about a quarter of parsing the files, so it is
// built only for the packages the fast path (run.relevant) lets through,
// not taken from inspect.Analyzer, which a driver would run on every
// dependency that urlvet visits for facts.
func (f *flow) inspector() *inspector.Inspector {
	if f.insp == nil {
		f.insp = inspector.New(f.files)
	}
	return f.insp
}

// cursor returns the cursor of n, a node of the package's files, from
// which its enclosing nodes are found without walking the file.
func (f *flow) cursor(n ast.Node) (inspector.Cursor, bool) {
	// FindByPos finds the innermost node spanning n, which is n or, when
	// n has a child of the same extent, that child.
	c, ok := f.inspector().Root().FindByPos(n.Pos(), n.End())
	if !ok {
		return inspector.Cursor{}, false
	}
	for c := range c.Enclosing() {
		if c.Node() == n {
			return c, true
		}
	}
	return inspector.Cursor{}, false
}

// enclosing returns n and the nodes enclosing it, innermost first, up to
// its file; nil when n is not in the package's files.
func (f *flow) enclosing(n ast.Node) []ast.Node {
	c, ok := f.cursor(n)
	if !ok {
		return nil
	}
	var path []ast.Node
	for c := range c.Enclosing() {
		path = append(path, c.Node())
	}
	return path
}
