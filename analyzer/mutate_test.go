package analyzer_test

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"reflect"
	"runtime/debug"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"

	"github.com/urlvet/urlvet/analyzer"
)

// TestMutated analyzes the testdata packages of the shared run made
// ill-typed in the ways code being edited is: an import, a type, a
// function, a variable or constant removed, a field or method renamed, a
// field's type changed, a string constant made a number, a call's last
// argument dropped, a callee undefined, a file cut short. Each mutated
// package is parsed and type-checked with its errors allowed, against the
// types of its dependencies and with their facts, as drivers do, and
// analyzed; so is each package that imports a mutated testdata package,
// against its types and facts. The analysis must not panic, and its
// fixes must edit the package's own files.
//
// Each kind of mutation is applied at one of its first, middle and last
// places in the package, a different one for each kind, or with
// URLVET_MUTATE=all at all three: the list of places is the fixed seed
// list.
func TestMutated(t *testing.T) {
	t.Parallel()
	all := os.Getenv("URLVET_MUTATE") == "all"
	var pkgs []*checker.Action
	byPath := make(map[string]int)
	for _, res := range defaultRun.resultsOf(t, defaultRun.packages()...) {
		act := res.Action
		if act == nil || !act.IsRoot || act.Package.Types == nil {
			continue
		}
		// A package and its test variant: the variant, which has more files.
		if i, ok := byPath[act.Package.PkgPath]; ok {
			if len(act.Package.GoFiles) > len(pkgs[i].Package.GoFiles) {
				pkgs[i] = act
			}
			continue
		}
		byPath[act.Package.PkgPath] = len(pkgs)
		pkgs = append(pkgs, act)
	}
	slices.SortFunc(pkgs, func(a, b *checker.Action) int { return strings.Compare(a.Package.ID, b.Package.ID) })
	// importers are the packages that import each package of the run.
	importers := make(map[string][]*checker.Action)
	for _, act := range pkgs {
		for _, imp := range act.Package.Types.Imports() {
			if _, ok := byPath[imp.Path()]; ok {
				importers[imp.Path()] = append(importers[imp.Path()], act)
			}
		}
	}

	var runs, importerRuns, illTyped, parseErrs int
	for _, act := range pkgs {
		srcs := readFiles(t, act.Package.GoFiles)
		for i, m := range mutations {
			for j, mut := range m.apply(act.Package.GoFiles, srcs) {
				if !all && j != i%3 {
					continue
				}
				runs++
				dep := analyzeMutated(act, mut, nil)
				if dep.typeErrs > 0 {
					illTyped++
				}
				if dep.parseErrs > 0 {
					parseErrs++
				}
				if dep.failure != "" {
					t.Errorf("%s, %s %s: %s", act.Package.ID, m.name, mut.what, dep.failure)
				}
				for _, imp := range importers[act.Package.PkgPath] {
					importerRuns++
					orig := mutant{names: imp.Package.GoFiles, srcs: readFiles(t, imp.Package.GoFiles)}
					if r := analyzeMutated(imp, orig, dep); r.failure != "" {
						t.Errorf("%s, importing %s with its %s %s: %s", imp.Package.ID, act.Package.ID, m.name, mut.what, r.failure)
					}
				}
			}
		}
	}
	t.Logf("%d packages, %d mutated packages analyzed (%d ill-typed, %d with syntax errors), and %d of their importers", len(pkgs), runs, illTyped, parseErrs, importerRuns)
	if len(pkgs) < 100 || illTyped < runs/2 || importerRuns == 0 {
		t.Errorf("%d packages, %d ill-typed of %d mutated, %d importers: the mutations do not make the packages ill-typed", len(pkgs), illTyped, runs, importerRuns)
	}
}

// readFiles returns the contents of the files names.
func readFiles(t *testing.T, names []string) [][]byte {
	srcs := make([][]byte, len(names))
	for i, name := range names {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		srcs[i] = data
	}
	return srcs
}

// A mutation makes a package ill-typed in one way.
type mutation struct {
	name string
	// places returns the places of the mutation in the files: the byte
	// ranges of each place's text, and what each becomes.
	places func(f *ast.File, tf *token.File, src []byte) []edit
}

// An edit replaces the bytes [start, end) of a file with text.
type edit struct {
	start, end int
	text       string
}

// A mutant is a package's files, one of them edited.
type mutant struct {
	what  string // the file and the place edited
	names []string
	srcs  [][]byte
}

// apply returns the mutants of the package with files names (parsed
// anew), at the first, middle and last of the mutation's places (each
// once when there are fewer than three).
func (m mutation) apply(names []string, srcs [][]byte) []mutant {
	type place struct {
		file int
		e    edit
	}
	var all []place
	for i, src := range srcs {
		fs := token.NewFileSet()
		f, err := parser.ParseFile(fs, names[i], src, parser.SkipObjectResolution)
		if err != nil {
			continue // a file with errors of its own: mutate the others
		}
		for _, e := range m.places(f, fs.File(f.FileStart), src) {
			all = append(all, place{i, e})
		}
	}
	var out []mutant
	if len(all) == 0 {
		return nil
	}
	for _, k := range slices.Compact([]int{0, len(all) / 2, len(all) - 1}) {
		p := all[k]
		src := srcs[p.file]
		edited := slices.Concat(src[:p.e.start], []byte(p.e.text), src[p.e.end:])
		mut := mutant{
			what:  fmt.Sprintf("at %s:#%d", shortName(names[p.file]), p.e.start),
			names: names,
			srcs:  slices.Clone(srcs),
		}
		mut.srcs[p.file] = edited
		out = append(out, mut)
	}
	return out
}

func shortName(name string) string {
	if i := strings.Index(name, "/src/"); i >= 0 {
		return name[i+len("/src/"):]
	}
	return name
}

// off returns the offset of pos in tf.
func off(tf *token.File, pos token.Pos) int { return tf.Offset(pos) }

// removal returns the edit that removes node n, or its whole declaration
// when it is the only spec of a declaration without parentheses.
func removal(tf *token.File, d *ast.GenDecl, n ast.Node) edit {
	if !d.Lparen.IsValid() {
		n = d
	}
	return edit{off(tf, n.Pos()), off(tf, n.End()), ""}
}

// specs returns the removal of each spec of tok in f.
func specs(tok token.Token) func(*ast.File, *token.File, []byte) []edit {
	return func(f *ast.File, tf *token.File, _ []byte) []edit {
		var out []edit
		for _, d := range f.Decls {
			if d, ok := d.(*ast.GenDecl); ok && d.Tok == tok {
				for _, s := range d.Specs {
					out = append(out, removal(tf, d, s))
				}
			}
		}
		return out
	}
}

// inspect returns the edits that fn gives for the nodes of f's
// declarations other than imports.
func inspect(fn func(tf *token.File, n ast.Node) []edit) func(*ast.File, *token.File, []byte) []edit {
	return func(f *ast.File, tf *token.File, _ []byte) []edit {
		var out []edit
		for _, d := range f.Decls {
			if d, ok := d.(*ast.GenDecl); ok && d.Tok == token.IMPORT {
				continue
			}
			ast.Inspect(d, func(n ast.Node) bool {
				if n != nil {
					out = append(out, fn(tf, n)...)
				}
				return true
			})
		}
		return out
	}
}

var mutations = []mutation{
	{"import removed", specs(token.IMPORT)},
	{"type removed", specs(token.TYPE)},
	{"variable removed", specs(token.VAR)},
	{"constant removed", specs(token.CONST)},
	{"function removed", func(f *ast.File, tf *token.File, _ []byte) []edit {
		var out []edit
		for _, d := range f.Decls {
			if d, ok := d.(*ast.FuncDecl); ok {
				out = append(out, edit{off(tf, d.Pos()), off(tf, d.End()), ""})
			}
		}
		return out
	}},
	{"method renamed", func(f *ast.File, tf *token.File, _ []byte) []edit {
		var out []edit
		for _, d := range f.Decls {
			if d, ok := d.(*ast.FuncDecl); ok && d.Recv != nil {
				out = append(out, edit{off(tf, d.Name.End()), off(tf, d.Name.End()), "X"})
			}
		}
		return out
	}},
	{"field renamed", inspect(func(tf *token.File, n ast.Node) []edit {
		var out []edit
		if st, ok := n.(*ast.StructType); ok {
			for _, fld := range st.Fields.List {
				for _, name := range fld.Names {
					out = append(out, edit{off(tf, name.End()), off(tf, name.End()), "X"})
				}
			}
		}
		return out
	})},
	{"field type changed", inspect(func(tf *token.File, n ast.Node) []edit {
		var out []edit
		if st, ok := n.(*ast.StructType); ok {
			for _, fld := range st.Fields.List {
				out = append(out, edit{off(tf, fld.Type.Pos()), off(tf, fld.Type.End()), "int"})
			}
		}
		return out
	})},
	{"string made a number", inspect(func(tf *token.File, n ast.Node) []edit {
		if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
			return []edit{{off(tf, lit.Pos()), off(tf, lit.End()), "42"}}
		}
		return nil
	})},
	{"last argument dropped", inspect(func(tf *token.File, n ast.Node) []edit {
		if c, ok := n.(*ast.CallExpr); ok && len(c.Args) > 0 {
			last := c.Args[len(c.Args)-1]
			start := off(tf, last.Pos())
			if len(c.Args) > 1 {
				start = off(tf, c.Args[len(c.Args)-2].End())
			}
			return []edit{{start, off(tf, last.End()), ""}}
		}
		return nil
	})},
	{"callee undefined", inspect(func(tf *token.File, n ast.Node) []edit {
		if c, ok := n.(*ast.CallExpr); ok {
			return []edit{{off(tf, c.Fun.Pos()), off(tf, c.Fun.End()), "undefinedFunc"}}
		}
		return nil
	})},
	{"file cut short", func(f *ast.File, tf *token.File, src []byte) []edit {
		// Cut in the middle of each function body: a syntax error, and
		// the partial syntax the parser recovers.
		var out []edit
		for _, d := range f.Decls {
			if d, ok := d.(*ast.FuncDecl); ok && d.Body != nil {
				mid := (off(tf, d.Body.Lbrace) + off(tf, d.Body.Rbrace)) / 2
				out = append(out, edit{mid, len(src), ""})
			}
		}
		return out
	}},
}

// A mutatedRun is what analyzing a mutant found.
type mutatedRun struct {
	parseErrs, typeErrs int
	failure             string // a panic, or a fix outside the package's files
	pkg                 *types.Package
	facts               map[factKey]analysis.Fact
}

type factKey struct {
	obj types.Object // nil for a package fact
	t   reflect.Type
}

// importFact sets fact to that of obj (or of the package, when obj is
// nil) in facts, and reports whether there is one.
func importFact(facts map[factKey]analysis.Fact, obj types.Object, fact analysis.Fact) bool {
	f, ok := facts[factKey{obj, reflect.TypeOf(fact)}]
	if ok {
		reflect.ValueOf(fact).Elem().Set(reflect.ValueOf(f).Elem())
	}
	return ok
}

// analyzeMutated parses and type-checks muts, the files of the package of
// act, errors allowed, against act's dependencies, and analyzes them with
// their facts; a mutated dependency dep (or nil) stands for the package of
// its path.
func analyzeMutated(act *checker.Action, muts mutant, dep *mutatedRun) (r *mutatedRun) {
	r = &mutatedRun{facts: make(map[factKey]analysis.Fact)}
	p := act.Package
	fset := p.Fset
	var files []*ast.File
	for i, name := range muts.names {
		f, err := parser.ParseFile(fset, name, muts.srcs[i], parser.ParseComments|parser.AllErrors|parser.SkipObjectResolution)
		if err != nil {
			r.parseErrs++
		}
		if f != nil {
			files = append(files, f)
		}
	}
	deps := make(map[string]*types.Package)
	for _, imp := range p.Types.Imports() {
		deps[imp.Path()] = imp
	}
	if dep != nil {
		deps[dep.pkg.Path()] = dep.pkg
	}
	info := &types.Info{
		Types:        make(map[ast.Expr]types.TypeAndValue),
		Defs:         make(map[*ast.Ident]types.Object),
		Uses:         make(map[*ast.Ident]types.Object),
		Implicits:    make(map[ast.Node]types.Object),
		Instances:    make(map[*ast.Ident]types.Instance),
		Scopes:       make(map[ast.Node]*types.Scope),
		Selections:   make(map[*ast.SelectorExpr]*types.Selection),
		FileVersions: make(map[*ast.File]string),
	}
	cfg := &types.Config{
		Importer: importerFunc(func(path string) (*types.Package, error) {
			if path == "unsafe" {
				return types.Unsafe, nil
			}
			if d := deps[path]; d != nil {
				return d, nil
			}
			return nil, fmt.Errorf("no package %q", path)
		}),
		Error:       func(error) { r.typeErrs++ },
		Sizes:       p.TypesSizes,
		FakeImportC: true,
	}
	pkg, _ := cfg.Check(p.PkgPath, fset, files, info)
	r.pkg = pkg
	pass := &analysis.Pass{
		Analyzer:   analyzer.Analyzer,
		Fset:       fset,
		Files:      files,
		OtherFiles: p.OtherFiles,
		Pkg:        pkg,
		TypesInfo:  info,
		TypesSizes: p.TypesSizes,
		ResultOf:   map[*analysis.Analyzer]any{},
		ReadFile:   os.ReadFile,
		ImportObjectFact: func(obj types.Object, fact analysis.Fact) bool {
			switch {
			case obj.Pkg() == pkg:
				return importFact(r.facts, obj, fact)
			case dep != nil && obj.Pkg() == dep.pkg:
				return importFact(dep.facts, obj, fact)
			}
			return act.ObjectFact(obj, fact)
		},
		ExportObjectFact: func(obj types.Object, fact analysis.Fact) {
			if obj.Pkg() != pkg {
				panic(fmt.Sprintf("fact %T for %s of another package", fact, obj))
			}
			r.facts[factKey{obj, reflect.TypeOf(fact)}] = fact
		},
		ImportPackageFact: func(q *types.Package, fact analysis.Fact) bool {
			switch {
			case q == pkg:
				return importFact(r.facts, nil, fact)
			case dep != nil && q == dep.pkg:
				return importFact(dep.facts, nil, fact)
			}
			return act.PackageFact(q, fact)
		},
		ExportPackageFact: func(fact analysis.Fact) { r.facts[factKey{nil, reflect.TypeOf(fact)}] = fact },
		AllObjectFacts:    func() []analysis.ObjectFact { return nil },
		AllPackageFacts:   func() []analysis.PackageFact { return nil },
	}
	ours := make(map[*token.File]bool)
	for _, f := range files {
		ours[fset.File(f.FileStart)] = true
	}
	pass.Report = func(d analysis.Diagnostic) {
		for _, fix := range d.SuggestedFixes {
			for _, e := range fix.TextEdits {
				tf := fset.File(e.Pos)
				end := e.End
				if !end.IsValid() {
					end = e.Pos
				}
				if tf == nil || !ours[tf] || end < e.Pos || int(end) > tf.Base()+tf.Size() {
					r.failure = fmt.Sprintf("fix %q of %q edits %v-%v, outside the package's files", fix.Message, d.Message, fset.Position(e.Pos), fset.Position(end))
				}
			}
		}
	}
	defer func() {
		if e := recover(); e != nil {
			r.failure = fmt.Sprintf("panic: %v\n%s", e, debug.Stack())
		}
	}()
	if _, err := analyzer.Analyzer.Run(pass); err != nil {
		r.failure = "error: " + err.Error()
	}
	return r
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }
