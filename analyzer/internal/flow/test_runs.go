package flow

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"golang.org/x/tools/go/types/typeutil"
)

// Which code a test runs, for the writes of a field in test files. A
// test's write is a value of a read of the field only where a test that
// runs the write can run the read too: a want table that a test of the
// config loader only compares is not a value of the field that the
// package's client sends.
//
//	func TestStaticConfig(t *testing.T) {
//		want := []*ScrapeWork{{ScrapeURL: "foo.bar:1234", ...}}
//		got := loadStatic(data) // never reaches newClient(sw), which sends sw.ScrapeURL
//		compare(got, want)
//	}
//
// A test runs the top-level declarations it names, and so on at any
// depth: a function or method of the package (through an interface's
// method, every method of the package of that name), a package-level
// variable's declaration, and every method of a type of the package it
// names, which code out of sight may call through an interface (sort,
// fmt, an http.Handler).

// maxTestRuns bounds the declarations that can run one declaration, as
// far as they are followed: past it, any test is taken to run it.
const maxTestRuns = 4096

// testRuns holds which declarations of the package name which, built on
// first use in one walk of the package.
type testRuns struct {
	namers  map[ast.Decl][]ast.Decl        // the declarations that name each
	tests   map[ast.Decl]bool              // the functions the testing package runs
	runners map[ast.Decl]map[ast.Decl]bool // the declarations that run each, itself included; nil: too many
}

// testWriteReaches reports whether w, a write of a field (the value of a
// composite literal's element, or the right-hand side of an assignment
// through base), can reach the read e of the field: it is not in a test
// file, it is in e's declaration, it writes storage the tests share (an
// assignment through a variable that is not its function's own), no test
// runs it (a helper out of sight), or a test that runs it runs e's
// declaration too.
func (fr *Fields) testWriteReaches(e, w, base ast.Expr) bool {
	f := fr.f
	if !typesx.IsTestFile(f.Fset, w.Pos()) {
		return true
	}
	wd, rd := f.Control.vars.DeclAt(w.Pos()), f.Control.vars.DeclAt(e.Pos())
	if wd == nil || rd == nil || wd == rd {
		return true
	}
	if base != nil {
		fd, ok := wd.(*ast.FuncDecl)
		if root := rootVar(f.Info, base); !ok || root == nil || !declaredIn(root, fd) {
			return true
		}
	}
	tr := fr.runs()
	ww, rr := tr.runnersOf(wd), tr.runnersOf(rd)
	if ww == nil || rr == nil {
		return true
	}
	run := false
	for d := range ww {
		if tr.tests[d] {
			if rr[d] {
				return true
			}
			run = true
		}
	}
	return !run
}

// newTestRuns indexes the declarations of the package that each
// declaration names: a function or method of the package (an
// interface's method: every method of the package of its name), a
// package-level variable, and every method of a type of the package.
func newTestRuns(f *Flow) *testRuns {
	tr := &testRuns{
		namers:  make(map[ast.Decl][]ast.Decl),
		tests:   make(map[ast.Decl]bool),
		runners: make(map[ast.Decl]map[ast.Decl]bool),
	}
	methods := make(map[string][]ast.Decl)
	for _, file := range f.Files {
		test := typesx.IsTestFile(f.Fset, file.Pos())
		for _, d := range file.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok {
				continue
			}
			if fd.Recv != nil {
				methods[fd.Name.Name] = append(methods[fd.Name.Name], fd)
			} else if test && (testFunc(f.Info, fd) || strings.HasPrefix(fd.Name.Name, "Example") || fd.Name.Name == "TestMain") {
				tr.tests[fd] = true
			}
		}
	}
	for _, file := range f.Files {
		for _, d := range file.Decls {
			seen := make(map[ast.Decl]bool)
			add := func(n ast.Decl) {
				if n != nil && n != d && !seen[n] {
					seen[n] = true
					tr.namers[n] = append(tr.namers[n], d)
				}
			}
			ast.Inspect(d, func(n ast.Node) bool {
				id, ok := n.(*ast.Ident)
				if !ok {
					return true
				}
				switch obj := f.Info.Uses[id].(type) {
				case *types.Func:
					if recv := obj.Signature().Recv(); recv != nil && types.IsInterface(recv.Type()) {
						for _, m := range methods[obj.Name()] {
							add(m)
						}
					} else if obj.Pkg() == f.Pkg {
						add(f.Control.vars.DeclAt(obj.Origin().Pos()))
					}
				case *types.Var:
					if obj.Pkg() == f.Pkg && obj.Parent() == f.Pkg.Scope() {
						add(f.Control.vars.DeclAt(obj.Pos()))
					}
				case *types.TypeName:
					if named, ok := obj.Type().(*types.Named); ok && obj.Pkg() == f.Pkg {
						for m := range named.Origin().Methods() {
							add(f.Control.vars.DeclAt(m.Pos()))
						}
					}
				}
				return true
			})
		}
	}
	return tr
}

// runnersOf returns the declarations that run d, d included: those that
// name it, at any depth; nil past maxTestRuns.
func (tr *testRuns) runnersOf(d ast.Decl) map[ast.Decl]bool {
	if r, ok := tr.runners[d]; ok {
		return r
	}
	r := map[ast.Decl]bool{d: true}
	work := []ast.Decl{d}
	for len(work) > 0 && r != nil {
		n := work[len(work)-1]
		work = work[:len(work)-1]
		for _, m := range tr.namers[n] {
			if r[m] {
				continue
			}
			if r[m] = true; len(r) > maxTestRuns {
				r = nil
				break
			}
			work = append(work, m)
		}
	}
	tr.runners[d] = r
	return r
}

// runs returns what the package's tests run, built on first use.
func (fr *Fields) runs() *testRuns {
	if fr.testRuns == nil {
		fr.testRuns = newTestRuns(fr.f)
	}
	return fr.testRuns
}

// notFailedOnPurpose drops, from the assignments rhs of a package-level
// variable read at e, each that a function of a test file writes so
// that the code under test fails: every later call of that function
// that runs e's declaration has its error required (ParamFlow's
// expectsError), as an argument of such a call is bad on purpose.
//
//	relPath = "://example.com" // make NewRequest fail
//	_, err := c.Token()        // reads relPath
//	if err == nil { t.Fatal("want an error") }
func (fr *Fields) notFailedOnPurpose(e ast.Expr, rhs []ast.Expr) []ast.Expr {
	var out []ast.Expr
	for i, w := range rhs {
		if !fr.failedOnPurpose(e, w) {
			if out != nil {
				out = append(out, w)
			}
			continue
		}
		if out == nil {
			out = append(make([]ast.Expr, 0, len(rhs)-1), rhs[:i]...)
		}
	}
	if out == nil {
		return rhs
	}
	return out
}

// failedOnPurpose reports whether w, written to a package-level variable
// read at e, is written by a function of a test file whose later calls
// that run e's declaration, one at least, all have their error required.
func (fr *Fields) failedOnPurpose(e, w ast.Expr) bool {
	f := fr.f
	if f.Params == nil || f.Params.Intent == nil || !typesx.IsTestFile(f.Fset, w.Pos()) {
		return false
	}
	wd, ok := f.Control.vars.DeclAt(w.Pos()).(*ast.FuncDecl)
	rd := f.Control.vars.DeclAt(e.Pos())
	if !ok || wd.Body == nil || rd == nil || rd == wd {
		return false
	}
	rr := fr.runs().runnersOf(rd)
	if rr == nil {
		return false
	}
	runs, expected := 0, true
	ast.Inspect(wd.Body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !expected || !ok || call.Pos() < w.End() || !fr.runsAny(call, rr) {
			return expected
		}
		runs++
		expected = f.Params.expectsError(call)
		return expected
	})
	return expected && runs > 0
}

// runsAny reports whether call calls one of decls: a function of the
// package, or through an interface's method any method of the package of
// its name.
func (fr *Fields) runsAny(call *ast.CallExpr, decls map[ast.Decl]bool) bool {
	f := fr.f
	fn, ok := typeutil.Callee(f.Info, call).(*types.Func)
	if !ok {
		return false
	}
	if recv := fn.Signature().Recv(); recv != nil && types.IsInterface(recv.Type()) {
		for d := range decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv != nil && fd.Name.Name == fn.Name() {
				return true
			}
		}
		return false
	}
	return fn.Pkg() == f.Pkg && decls[f.Control.vars.DeclAt(fn.Origin().Pos())]
}
