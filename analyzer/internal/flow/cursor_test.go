package flow

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"
)

// TestCursorMatchesWholeFile checks that the cursor flow.cursor finds in
// the inspector of a node's top-level declaration has the enclosing
// nodes, edges and siblings that the inspector of the whole file gives
// it, for every node of a file of several declarations, and that the
// same nodes are found (outside declarations too).
func TestCursorMatchesWholeFile(t *testing.T) {
	const src = `// Package p is a test.
package p

// Base is the base.
const Base = "http://example.com/"

var table = []struct{ url string }{{"a"}, {url: Base + "b"}}

type T struct{ s string }

// M joins.
func (t *T) M(x string) string {
	if x != "" {
		for _, r := range table {
			x += r.url
		}
	}
	return trim(t.s + x)
}

func trim(s string) string { return s }

func F() func() string { return func() string { return Base } }
`
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "p.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Uses: map[*ast.Ident]types.Object{}, Defs: map[*ast.Ident]types.Object{}}
	pkg, err := new(types.Config).Check("p", fset, []*ast.File{file}, info)
	if err != nil {
		t.Fatal(err)
	}
	f := New(nil, info, pkg, []*ast.File{file}, nil)
	whole := inspector.New([]*ast.File{file})
	nodes := 0
	for want := range whole.Root().Preorder() {
		n := want.Node()
		if _, isFile := n.(*ast.File); isFile {
			continue
		}
		got, ok := f.Control.Cursor(n)
		if ok != foundInFile(whole, n) {
			t.Errorf("%s: %T found %v, in the whole file %v", fset.Position(n.Pos()), n, ok, !ok)
		}
		if !ok {
			continue // FindByPos misses some (a FuncDecl's FuncType, comments)
		}
		nodes++
		g, w := got, want
		for {
			if g.Node() != w.Node() && !isFileNode(g.Node(), w.Node()) {
				t.Errorf("%s: %T enclosed by %T, want %T", fset.Position(n.Pos()), n, g.Node(), w.Node())
				break
			}
			if _, isFile := w.Node().(*ast.File); isFile {
				break
			}
			gk, gi := g.ParentEdge()
			wk, wi := w.ParentEdge()
			if gk != wk || gi != wi && wk != edge.File_Decls {
				t.Errorf("%s: %T under edge %v[%d], want %v[%d]", fset.Position(n.Pos()), g.Node(), gk, gi, wk, wi)
			}
			gs, gok := g.NextSibling()
			ws, wok := w.NextSibling()
			if wk != edge.File_Decls && (gok != wok || gok && gs.Node() != ws.Node()) {
				t.Errorf("%s: %T has another next sibling", fset.Position(n.Pos()), g.Node())
			}
			g, w = g.Parent(), w.Parent()
		}
	}
	if nodes < 100 {
		t.Errorf("only %d nodes compared", nodes)
	}
}

// foundInFile reports whether n is found by its extent from the root of
// the whole file's inspector, as flow.cursor finds it in its
// declaration's.
func foundInFile(in *inspector.Inspector, n ast.Node) bool {
	c, ok := in.Root().FindByPos(n.Pos(), n.End())
	if !ok {
		return false
	}
	for c := range c.Enclosing() {
		if c.Node() == n {
			return true
		}
	}
	return false
}

// isFileNode reports whether a and b are both files: the one above a
// declaration's cursor is a copy of the file.
func isFileNode(a, b ast.Node) bool {
	_, aFile := a.(*ast.File)
	_, bFile := b.(*ast.File)
	return aFile && bFile
}
