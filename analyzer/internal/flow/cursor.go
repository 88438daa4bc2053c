package flow

import (
	"go/ast"
	"go/token"
	"sort"

	"golang.org/x/tools/go/ast/inspector"
)

// Inspector returns the inspector of the package's files, built on first
// use: only what reads every file needs one (the fix's use index, the
// uses of a value the warning tier looks for before it reports).
func (cf *Control) Inspector() *inspector.Inspector {
	if cf.insp == nil {
		cf.insp = inspector.New(cf.files)
	}
	return cf.insp
}

// fileCursors are the inspectors of one file's top-level declarations,
// each built on first use, and of the whole file, for the nodes outside
// every declaration (its package clause, comments between declarations).
type fileCursors struct {
	file  *ast.File
	decls []*inspector.Inspector // by index in file.Decls
	whole *inspector.Inspector
}

// fileCursors returns the inspectors of the file holding pos; nil when
// pos is in none of the package's files. A cursor is found in the
// inspector of its top-level declaration, so that a package pays for the
// declarations it climbs in, not for its files: building an inspector
// costs more than a walk of what it covers, and generated files hold
// thousands of declarations.
func (cf *Control) fileCursors(pos token.Pos) *fileCursors {
	file := cf.fileOf(pos)
	if file == nil {
		return nil
	}
	if fc, ok := cf.fileInsps[file]; ok {
		return fc
	}
	if cf.fileInsps == nil {
		cf.fileInsps = make(map[*ast.File]*fileCursors)
	}
	fc := &fileCursors{file: file, decls: make([]*inspector.Inspector, len(file.Decls))}
	cf.fileInsps[file] = fc
	return fc
}

// declRoot returns the cursor of the root of an inspector of file's
// declaration i alone: a file holding that one declaration. Cursors
// found from it have the enclosing nodes, edges and siblings they have
// in the whole file, up to the declaration; above it is a copy of the
// file holding only that declaration.
func (fc *fileCursors) declRoot(i int) inspector.Cursor {
	if fc.decls[i] == nil {
		file := *fc.file
		file.Decls = fc.file.Decls[i : i+1]
		// inspector.New sizes its events by the extent from the file's
		// package clause to its end: make it the declaration's.
		file.Package = file.Decls[0].Pos()
		fc.decls[i] = inspector.New([]*ast.File{&file})
	}
	return fc.decls[i].Root()
}

// Cursor returns the cursor of n, a node of the package's files, from
// which its enclosing nodes (up to its file) are found without walking
// the file.
func (cf *Control) Cursor(n ast.Node) (inspector.Cursor, bool) {
	// The innermost node spanning n is n or, when n has a child of the
	// same extent, that child.
	c, ok := cf.findByPos(n.Pos(), n.End())
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
func (cf *Control) findByPos(start, end token.Pos) (inspector.Cursor, bool) {
	fc := cf.fileCursors(start)
	if fc == nil {
		return inspector.Cursor{}, false
	}
	// The declaration holding the span is found by binary search.
	decls := fc.file.Decls
	i := sort.Search(len(decls), func(i int) bool { return decls[i].End() > start })
	if i < len(decls) && decls[i].Pos() <= start && end <= decls[i].End() {
		return fc.declRoot(i).FindByPos(start, end)
	}
	if fc.whole == nil {
		fc.whole = inspector.New([]*ast.File{fc.file})
	}
	return fc.whole.Root().FindByPos(start, end)
}

// enclosingDecl returns n and the nodes enclosing it, innermost first,
// up to its top-level declaration, or else (n is outside every
// declaration, or a node on its way does not span it) up to its file;
// nil when n is not in the package's files. The nodes are found by a
// descent from the declaration into the children that span n alone:
// reading whether a sink runs always needs the nodes above one call of
// a function, where an inspector of the declaration would record all
// of its nodes.
func (cf *Control) enclosingDecl(n ast.Node) []ast.Node {
	start, end := n.Pos(), n.End()
	if fc := cf.fileCursors(start); fc != nil {
		decls := fc.file.Decls
		i := sort.Search(len(decls), func(i int) bool { return decls[i].End() > start })
		if i < len(decls) && decls[i].Pos() <= start && end <= decls[i].End() {
			if path := descend(decls[i], n, start, end); path != nil {
				return path
			}
		}
	}
	return cf.enclosing(n)
}

// Parents returns the nodes enclosing n, innermost first, up to its
// top-level declaration (see enclosingDecl).
func (cf *Control) Parents(n ast.Node) []ast.Node {
	if path := cf.enclosingDecl(n); len(path) > 0 {
		return path[1:]
	}
	return nil
}

// descend returns n and the nodes from x down to it, innermost first,
// when x is n or holds it under nodes that each span start to end (those
// of n); nil otherwise.
func descend(x, n ast.Node, start, end token.Pos) []ast.Node {
	if x == n {
		return []ast.Node{x}
	}
	var found []ast.Node
	ast.Inspect(x, func(c ast.Node) bool {
		if c == x {
			return true // x's children
		}
		if found == nil && c != nil && c.Pos() <= start && end <= c.End() {
			found = descend(c, n, start, end)
		}
		return false
	})
	if found == nil {
		return nil
	}
	return append(found, x)
}

// enclosing returns n and the nodes enclosing it, innermost first, up to
// its file; nil when n is not in the package's files.
func (cf *Control) enclosing(n ast.Node) []ast.Node {
	c, ok := cf.Cursor(n)
	if !ok {
		return nil
	}
	var path []ast.Node
	for c := range c.Enclosing() {
		path = append(path, c.Node())
	}
	return path
}

// FuncDeclAt returns the function declaration spanning pos, or nil.
func (cf *Control) FuncDeclAt(pos token.Pos) *ast.FuncDecl {
	for _, file := range cf.files {
		if pos < file.Pos() || pos >= file.End() {
			continue
		}
		for _, d := range file.Decls {
			if fn, ok := d.(*ast.FuncDecl); ok && fn.Pos() <= pos && pos < fn.End() {
				return fn
			}
		}
	}
	return nil
}

// EnclosingBody returns the body of the innermost function, declared or
// literal, that holds n, or nil.
func (cf *Control) EnclosingBody(n ast.Node) *ast.BlockStmt {
	for _, p := range cf.Parents(n) {
		switch p := p.(type) {
		case *ast.FuncDecl:
			return p.Body
		case *ast.FuncLit:
			return p.Body
		}
	}
	return nil
}
