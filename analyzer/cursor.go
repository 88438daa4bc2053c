package analyzer

import (
	"go/ast"
	"go/token"

	"golang.org/x/tools/go/ast/inspector"
)

// inspector returns the inspector of the package's files, built on first
// use: only the fix's use index, which reads every file, needs one.
func (f *flow) inspector() *inspector.Inspector {
	if f.insp == nil {
		f.insp = inspector.New(f.files)
	}
	return f.insp
}

// fileInspector returns the inspector of the file holding pos, built on
// first use; nil when pos is in none of the package's files. A cursor is
// found in its file's inspector, so that a package pays for the files it
// climbs in, not for all of them: building an inspector costs more than a
// walk of the file.
func (f *flow) fileInspector(pos token.Pos) *inspector.Inspector {
	file := f.fileOf(pos)
	if file == nil {
		return nil
	}
	if in, ok := f.fileInsps[file]; ok {
		return in
	}
	if f.fileInsps == nil {
		f.fileInsps = make(map[*ast.File]*inspector.Inspector)
	}
	in := inspector.New([]*ast.File{file})
	f.fileInsps[file] = in
	return in
}

// cursor returns the cursor of n, a node of the package's files, from
// which its enclosing nodes (up to its file) are found without walking
// the file.
func (f *flow) cursor(n ast.Node) (inspector.Cursor, bool) {
	in := f.fileInspector(n.Pos())
	if in == nil {
		return inspector.Cursor{}, false
	}
	// FindByPos finds the innermost node spanning n, which is n or, when
	// n has a child of the same extent, that child.
	c, ok := in.Root().FindByPos(n.Pos(), n.End())
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
