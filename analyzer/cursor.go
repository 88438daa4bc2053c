package analyzer

import (
	"go/ast"
	"go/token"
	"sort"

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

// fileCursors are the inspector of one file and the cursors of its
// top-level declarations, in the order of file.Decls.
type fileCursors struct {
	file  *ast.File
	in    *inspector.Inspector
	decls []inspector.Cursor
}

// fileCursors returns the inspector and declaration cursors of the file
// holding pos, built on first use; nil when pos is in none of the
// package's files. A cursor is found in its file's inspector, so that a
// package pays for the files it climbs in, not for all of them: building
// an inspector costs more than a walk of the file.
func (f *flow) fileCursors(pos token.Pos) *fileCursors {
	file := f.fileOf(pos)
	if file == nil {
		return nil
	}
	if fc, ok := f.fileInsps[file]; ok {
		return fc
	}
	if f.fileInsps == nil {
		f.fileInsps = make(map[*ast.File]*fileCursors)
	}
	fc := &fileCursors{file: file, in: inspector.New([]*ast.File{file})}
	for root := range fc.in.Root().Children() {
		for c := range root.Children() {
			if _, ok := c.Node().(ast.Decl); ok {
				fc.decls = append(fc.decls, c)
			}
		}
	}
	f.fileInsps[file] = fc
	return fc
}

// cursor returns the cursor of n, a node of the package's files, from
// which its enclosing nodes (up to its file) are found without walking
// the file.
func (f *flow) cursor(n ast.Node) (inspector.Cursor, bool) {
	// The innermost node spanning n is n or, when n has a child of the
	// same extent, that child.
	c, ok := f.findByPos(n.Pos(), n.End())
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

// findByPos returns the cursor of the innermost node of the package's
// files spanning start to end (see inspector.Cursor.FindByPos).
func (f *flow) findByPos(start, end token.Pos) (inspector.Cursor, bool) {
	fc := f.fileCursors(start)
	if fc == nil {
		return inspector.Cursor{}, false
	}
	// The search starts at the declaration holding the span, found by
	// binary search: from the file's root, FindByPos steps over every
	// declaration before it, and generated files have thousands.
	from := fc.in.Root()
	decls := fc.file.Decls
	i := sort.Search(len(decls), func(i int) bool { return decls[i].End() > start })
	if len(fc.decls) == len(decls) && i < len(decls) && decls[i].Pos() <= start && end <= decls[i].End() {
		from = fc.decls[i]
	}
	return from.FindByPos(start, end)
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
