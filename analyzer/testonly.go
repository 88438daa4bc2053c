package analyzer

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// testOnlyFuncs finds the functions of a package that only its tests
// call, in the analysis of the package without them: unexported, never
// used in the package's files, and called by name in its _test.go files
// of the same package (the test variant's), or called only by such
// functions (a helper's own helper).
//
// That analysis sees no call of them, so no value of their parameters,
// and would judge them as free input (a helper that creates a user with
// the test's constant name and password). Their judgement belongs to the
// test variant, which analyzes the same files with the tests' calls and
// their arguments: the package's own analysis reports nothing in them.
// A function that no test calls either is judged by both analyses alike.
type testOnlyFuncs struct {
	*pkgAnalysis
	spans [][2]token.Pos // the functions, in order; built on first use
	built bool
}

// holds reports whether pos lies in a function that only the package's
// tests call, in an analysis of the package without them.
func (t *testOnlyFuncs) holds(pos token.Pos) bool {
	if !t.built {
		t.built = true
		t.spans = t.find()
	}
	_, found := slices.BinarySearchFunc(t.spans, pos, func(s [2]token.Pos, p token.Pos) int {
		switch {
		case s[1] < p:
			return -1
		case s[0] > p:
			return 1
		}
		return 0
	})
	return found
}

func (t *testOnlyFuncs) find() [][2]token.Pos {
	pass := t.pass
	if t.flow == nil || t.flow.Params == nil || len(pass.Files) == 0 {
		return nil
	}
	for _, f := range pass.Files {
		if typesx.IsTestFile(pass.Fset, f.Pos()) {
			return nil // the test variant, which sees the calls
		}
	}
	called := testCalls(pass.Fset.File(pass.Files[0].Pos()).Name(), pass.Pkg.Name())
	if len(called) == 0 {
		return nil
	}
	var cands []candidate
	for _, f := range pass.Files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				if calls, ok := t.calls(fd); ok && (len(calls) > 0 || called[fd.Name.Name]) {
					cands = append(cands, candidate{span: [2]token.Pos{fd.Pos(), fd.End()}, calls: calls})
				}
			}
		}
	}
	// An uncalled function the tests call is one, and so is a function
	// whose calls are all in functions found so far: to a fixed point.
	var spans [][2]token.Pos
	in := func(pos token.Pos) bool {
		return slices.ContainsFunc(spans, func(s [2]token.Pos) bool { return s[0] <= pos && pos < s[1] })
	}
	for grew := true; grew; {
		grew = false
		for i := range cands {
			c := &cands[i]
			if c.done {
				continue
			}
			if !slices.ContainsFunc(c.calls, func(call *ast.CallExpr) bool { return !in(call.Pos()) }) {
				c.done, grew = true, true
				spans = append(spans, c.span)
			}
		}
	}
	slices.SortFunc(spans, func(a, b [2]token.Pos) int { return int(a[0] - b[0]) })
	return spans
}

// A candidate is a function that only calls may use, and those calls.
type candidate struct {
	span  [2]token.Pos
	calls []*ast.CallExpr
	done  bool
}

// calls returns the calls of fd, a function of a non-test file, when
// they are all its uses: not main or init, not exported or linked by a
// directive, never used as a value.
func (t *testOnlyFuncs) calls(fd *ast.FuncDecl) ([]*ast.CallExpr, bool) {
	name := fd.Name.Name
	if fd.Recv == nil && (name == "init" || name == "main" || name == "_") || ast.IsExported(name) {
		return nil, false
	}
	if fd.Doc != nil {
		for _, c := range fd.Doc.List {
			if strings.HasPrefix(c.Text, "//go:linkname") || strings.HasPrefix(c.Text, "//export ") {
				return nil, false
			}
		}
	}
	obj, ok := t.pass.TypesInfo.Defs[fd.Name].(*types.Func)
	if !ok {
		return nil, false
	}
	return t.flow.Params.FuncCalls(obj)
}

// testCalls returns the names of the functions and methods that the
// _test.go files of package pkg (not pkg_test, which sees only the
// exported names) in the directory of file call, read from their syntax:
// the analysis without them has no other way to know a function of its
// own is called at all.
func testCalls(file, pkg string) map[string]bool {
	dir := filepath.Dir(file)
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	fset := token.NewFileSet()
	var names map[string]bool
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		path := filepath.Join(dir, e.Name())
		if f, err := parser.ParseFile(fset, path, nil, parser.PackageClauseOnly); err != nil || f.Name.Name != pkg {
			continue
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			continue
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok {
				var id *ast.Ident
				switch fun := ast.Unparen(call.Fun).(type) {
				case *ast.Ident:
					id = fun
				case *ast.SelectorExpr:
					id = fun.Sel
				}
				if id != nil && !ast.IsExported(id.Name) {
					if names == nil {
						names = make(map[string]bool)
					}
					names[id.Name] = true
				}
			}
			return true
		})
	}
	return names
}
