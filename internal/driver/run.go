package driver

import (
	"crypto/sha256"
	"fmt"
	"go/ast"
	"go/parser"
	"go/scanner"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"runtime/debug"
	"slices"
	"sort"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
)

// Options configure Run.
type Options struct {
	Analyzer *analysis.Analyzer // with no Requires; its flags already set
	Patterns []string
	Tests    bool     // also analyze test files
	Dir      string   // working directory of go list; "" for the current one
	Env      []string // environment of go list; nil for os.Environ()
	Tags     string   // -tags for go list

	// Cache is the directory of the analysis cache; "" disables it.
	Cache string
	// Key is mixed into every cache key: it must change whenever the
	// analyzer's code or configuration does (see ToolKey).
	Key string

	// FactsOnly, if set, is given before the analysis starts a test of
	// whether a package is a dependency of the roots alone, analyzed for
	// its facts while Run drops its diagnostics; cmd/urlvet hands it to
	// analyzer.FactsOnly, and the analyzer skips its checks there. The
	// cache records such an analysis as one without diagnostics, which a
	// later run that has the package as a root does not reuse.
	FactsOnly func(dep func(*types.Package) bool)

	// Progress, if set, is called as each package of the import graph is
	// done, with how many are and their number; calls may come from
	// several goroutines at once.
	Progress func(done, total int)
}

// Output is what Run found.
type Output struct {
	// Roots are the packages the patterns named, in go list's order, each
	// with its diagnostics. A file that belongs to several roots (p and
	// its test variant) has its diagnostics in each; Findings lists
	// each finding once.
	Roots []*Root
	// Errors are the load, parse and type errors of every package of the
	// graph, dependencies included, in dependency order.
	Errors []string
	// Problems are the same errors, each with its package.
	Problems []Problem
	Stats    Stats

	// sums are the SHA-256 sums of the roots' Go files as they were
	// analyzed (or as the cache keys had them), for Fixes.
	sums map[string][sha256.Size]byte
}

// A Root is a package the patterns named.
type Root struct {
	ID          string // go list's ID, as "p [p.test]"
	PkgPath     string
	Dir         string // the directory of its first Go file, or ""
	Diagnostics []Diagnostic
	Err         string // the analyzer failed on the package
	Files       int    // Go files analyzed
}

// Stats count what Run did.
type Stats struct {
	Packages int // in the import graph
	Analyzed int // type-checked from source and analyzed
	Typed    int // type-checked for their types only (a cache hit that a miss imports)
	Cached   int // served from the cache without type-checking
}

// A node is a package of the import graph.
type node struct {
	pkg   *packages.Package
	deps  []*node
	root  bool
	key   string   // cache key; "" when the cache is off or the key failed
	entry *entry   // cached result, or nil
	errs  []string // the errors of the cached result when entry is nil (non-nil once read)
	need  bool     // a package that must be analyzed imports it, directly or not

	done  chan struct{}
	types *types.Package

	// importers counts the packages importing this one that are not yet
	// released; a finished package with none left is released: its types
	// and facts are dropped (every package that could refer to them,
	// directly or through another, is done).
	importers int
	finished  bool
	released  bool

	mu     sync.Mutex
	facts  map[factKey]analysis.Fact // one map: a map per object costs more than its facts
	result *entry                    // what this run computed or read
}

// Run loads the packages opt.Patterns name and their dependencies, and
// analyzes each from source in dependency order, a few at a time, keeping
// only the types of a package (and the facts it exports) once its
// analysis is done: syntax trees and type information are released as
// soon as they have served. With a cache, a package whose sources,
// dependencies and configuration are unchanged since an earlier run is not
// type-checked at all, unless a package that changed imports it, and then
// only for its types.
func Run(opt Options) (*Output, error) {
	graph, err := loadGraph(opt)
	if err != nil {
		return nil, err
	}
	out := &Output{}
	var order []*node
	byPkg := make(map[*packages.Package]*node)
	var visit func(p *packages.Package) *node
	visit = func(p *packages.Package) *node {
		if n, ok := byPkg[p]; ok {
			return n
		}
		n := &node{pkg: p, done: make(chan struct{})}
		byPkg[p] = n
		paths := make([]string, 0, len(p.Imports))
		for path := range p.Imports {
			paths = append(paths, path)
		}
		sort.Strings(paths)
		for _, path := range paths {
			d := visit(p.Imports[path])
			d.importers++
			n.deps = append(n.deps, d)
		}
		order = append(order, n)
		return n
	}
	var roots []*node
	for _, p := range graph {
		n := visit(p)
		n.root = true
		roots = append(roots, n)
	}
	out.Stats.Packages = len(order)

	// Keys and cache lookups, dependencies first. An entry is decoded
	// only when it is used: for a root (its diagnostics) or for a package
	// that a package to analyze imports (its facts).
	cached := make(map[*node]bool)
	h := newHasher()
	if opt.Cache != "" && opt.Key != "" {
		h.prefetch(order)
		for _, n := range order {
			n.key = cacheKey(opt, h, n)
			if n.key != "" {
				cached[n] = hasEntry(opt.Cache, n.key)
			}
		}
	}
	// The roots' files as the keys hash them, or as the analysis will
	// read them.
	out.sums = make(map[string][sha256.Size]byte)
	for _, n := range roots {
		for _, name := range n.pkg.CompiledGoFiles {
			if sum, ok := h.sum(name); ok {
				out.sums[name] = sum
			}
		}
	}
	// A package is analyzed when it has no cached result; its
	// dependencies are then needed for their types and facts.
	var mark func(n *node)
	mark = func(n *node) {
		if n.need {
			return
		}
		n.need = true
		for _, d := range n.deps {
			mark(d)
		}
	}
	// Entries are read, and checked, here: one that fails its checks is a
	// miss, and the package is analyzed (which needs its dependencies).
	for changed := true; changed; {
		changed = false
		for _, n := range order {
			if !cached[n] {
				if !n.need {
					mark(n)
					changed = true
				}
				continue
			}
			switch {
			case n.entry != nil:
			case n.root || n.need:
				// A root needs the diagnostics that an analysis for facts
				// alone did not record.
				if n.entry = readEntry(opt.Cache, n.key); n.entry == nil || n.root && n.entry.FactsOnly {
					n.entry = nil
					cached[n] = false // unreadable: analyze it again
					changed = true
				}
			case n.errs == nil:
				errs, ok := readErrors(opt.Cache, n.key)
				if !ok {
					cached[n] = false
					changed = true
					continue
				}
				n.errs = errs
			}
		}
	}

	factTypes := make(map[string]reflect.Type)
	for _, f := range opt.Analyzer.FactTypes {
		t := reflect.TypeOf(f)
		factTypes[t.String()] = t
	}
	r := &runner{opt: opt, fset: token.NewFileSet(), factTypes: factTypes, byTypes: make(map[*types.Package]*node), total: len(order)}
	if opt.FactsOnly != nil {
		opt.FactsOnly(r.dependency)
	}
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	for _, n := range order {
		if !n.need {
			n.result = n.entry
			if n.result == nil {
				n.result = &entry{Errors: n.errs}
			}
			out.Stats.Cached++
			close(n.done)
			r.finish(n)
			continue
		}
		if n.entry == nil {
			out.Stats.Analyzed++
		} else {
			out.Stats.Typed++
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer close(n.done)
			for _, d := range n.deps {
				<-d.done
			}
			sem <- struct{}{}
			defer func() { <-sem }()
			r.do(n)
			r.finish(n)
		}()
	}
	wg.Wait()
	if opt.Cache != "" && opt.Key != "" {
		TrimCache(opt.Cache)
	}

	for _, n := range order {
		for _, e := range n.pkg.Errors {
			out.Errors = append(out.Errors, e.Error())
		}
		if n.result != nil {
			out.Errors = append(out.Errors, n.result.Errors...)
		}
		out.Problems = append(out.Problems, n.problems()...)
	}
	for _, n := range roots {
		root := &Root{ID: n.pkg.ID, PkgPath: n.pkg.PkgPath, Files: len(n.pkg.CompiledGoFiles)}
		if len(n.pkg.GoFiles) > 0 {
			root.Dir = filepath.Dir(n.pkg.GoFiles[0])
		}
		if n.result != nil {
			root.Diagnostics = n.result.Diagnostics
			root.Err = n.result.Err
		}
		out.Roots = append(out.Roots, root)
	}
	return out, nil
}

// loadGraph runs go list for the import graph, without types or syntax.
func loadGraph(opt Options) ([]*packages.Package, error) {
	cfg := &packages.Config{
		Mode: packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles |
			packages.NeedImports | packages.NeedDeps | packages.NeedModule | packages.NeedTypesSizes,
		Tests: opt.Tests,
		Dir:   opt.Dir,
		Env:   opt.Env,
	}
	if opt.Tags != "" {
		cfg.BuildFlags = []string{"-tags=" + opt.Tags}
	}
	pkgs, err := packages.Load(cfg, opt.Patterns...)
	if err != nil {
		return nil, explainLoad(opt, err)
	}
	// In a go.work workspace whose root is no module, "./..." matches
	// nothing: it means the modules the workspace uses under it.
	for _, p := range pkgs {
		if len(p.Errors) > 0 && strings.Contains(p.Errors[0].Msg, "does not contain modules listed in go.work") {
			if patterns := workspacePatterns(opt, opt.Patterns); patterns != nil {
				if pkgs, err = packages.Load(cfg, patterns...); err != nil {
					return nil, explainLoad(opt, err)
				}
			}
			break
		}
	}
	// A pattern outside the main modules, or naming no directory, and a
	// replace directive naming no directory: what is wrong, what to do.
	outside, missing := 0, 0
	var first string
	var missed []string
	for _, p := range pkgs {
		for i, e := range p.Errors {
			if msg := namesNothing(opt, p.ID, e.Msg); msg != "" {
				p.Errors[i].Msg = msg
				if len(p.Errors) == 1 {
					missing++
					missed = append(missed, msg)
				}
			}
			if msg := outsideModule(opt, p.ID, e.Msg); msg != "" {
				p.Errors[i] = packages.Error{Pos: "", Msg: msg, Kind: packages.ListError}
				if outside++; first == "" {
					first = msg
				}
			}
		}
	}
	replaceHint(opt, pkgs)
	if outside > 0 && outside == len(pkgs) {
		return nil, &LoadError{Msg: first}
	}
	if len(pkgs) == 0 {
		return nil, &LoadError{Msg: fmt.Sprintf("%s matched no packages", strings.Join(opt.Patterns, " ")), NoPackages: true}
	}
	if missing == len(pkgs) {
		return nil, &LoadError{Msg: strings.Join(missed, "; "), NoPackages: true}
	}
	return pkgs, nil
}

// namesNothing returns, for the go list error msg of a pattern that names
// no directory or no package, what is wrong in one line; or "".
func namesNothing(opt Options, pattern, msg string) string {
	if strings.HasPrefix(pattern, ".") || filepath.IsAbs(pattern) {
		// "stat DIR: directory not found"; for DIR/..., "pattern
		// DIR/...: lstat DIR/: no such file or directory".
		if _, dir, ok := strings.Cut(msg, "stat "); ok {
			dir, ok1 := strings.CutSuffix(dir, ": directory not found")
			dir, ok2 := strings.CutSuffix(dir, ": no such file or directory")
			if ok1 || ok2 {
				if !filepath.IsAbs(dir) {
					dir = filepath.Join(dirOf(opt), dir)
				}
				return fmt.Sprintf("%s: no such directory (%s)", pattern, filepath.Clean(dir))
			}
		}
	}
	if strings.HasPrefix(msg, "package "+pattern+" is not in std") {
		return fmt.Sprintf("%s: no such package in the standard library (a directory is written ./%s)", pattern, pattern)
	}
	return ""
}

type runner struct {
	opt       Options
	fset      *token.FileSet // of every package: types refer to it
	factTypes map[string]reflect.Type

	mu      sync.Mutex
	byTypes map[*types.Package]*node
	done    int // packages finished
	total   int // in the import graph
}

// do type-checks n and, unless its result is cached, analyzes it.
//
// What importers see of n is a types.Package checked without function
// bodies: a package checked with bodies keeps every local scope and
// variable reachable from its package scope, which for a whole program
// is most of the memory of its types. So after the analysis, n's files
// are checked again for their declarations only, and its facts are
// decoded onto the new package's objects by object path: importers see
// the facts of this run and those of the cache the same way.
func (r *runner) do(n *node) {
	var files []*ast.File
	if n.entry != nil {
		n.result = n.entry
	} else {
		files = r.analyzeFull(n)
	}
	_, _, pkg, _, _ := r.check(n, files, false)
	r.publish(n, pkg)
	r.decodeFacts(n, n.result.Facts)
	n.result.Facts = nil // decoded, and cached if the cache is on
}

// analyzeFull type-checks n with function bodies, analyzes it, records
// its result (and caches it), and returns its syntax.
func (r *runner) analyzeFull(n *node) []*ast.File {
	files, info, pkg, errs, typeErrs := r.check(n, nil, true)
	n.types = pkg
	r.mu.Lock()
	r.byTypes[pkg] = n
	r.mu.Unlock()
	res := &entry{Errors: errs, FactsOnly: r.opt.FactsOnly != nil && !n.root}
	r.analyze(n, files, info, typeErrs, res)
	res.Facts = r.encodeFacts(n)
	n.result = res
	if n.key != "" && !res.panicked {
		writeEntry(r.opt.Cache, n.key, res)
	}
	r.mu.Lock()
	delete(r.byTypes, pkg)
	r.mu.Unlock()
	n.mu.Lock()
	n.facts = nil
	n.mu.Unlock()
	return files
}

// dependency reports whether pkg, a package being analyzed, is no root:
// see Options.FactsOnly.
func (r *runner) dependency(pkg *types.Package) bool {
	r.mu.Lock()
	n := r.byTypes[pkg]
	r.mu.Unlock()
	return n != nil && !n.root
}

// finish records that n is done, and releases what no package can use
// any more.
func (r *runner) finish(n *node) {
	r.mu.Lock()
	n.finished = true
	r.release(n)
	r.done++
	done := r.done
	r.mu.Unlock()
	if r.opt.Progress != nil {
		r.opt.Progress(done, r.total)
	}
}

func (r *runner) release(n *node) {
	if !n.finished || n.importers > 0 || n.released {
		return
	}
	n.released = true
	if n.types != nil {
		delete(r.byTypes, n.types)
		n.types = nil
	}
	n.mu.Lock()
	n.facts = nil
	n.mu.Unlock()
	for _, d := range n.deps {
		d.importers--
		r.release(d)
	}
}

// publish makes pkg the types importers of n see.
func (r *runner) publish(n *node, pkg *types.Package) {
	n.types = pkg
	r.mu.Lock()
	r.byTypes[pkg] = n
	r.mu.Unlock()
}

// check type-checks n from source, parsing its files unless given them.
// With full, it keeps comments and fills a types.Info for the analysis;
// without, it skips function bodies: only the package's types are wanted.
// Neither resolves identifiers to ast.Objects: the analyzer uses go/types.
// Its errors are those of parsing and type checking; typeErrs, with full,
// the type errors again, for the analysis (Pass.TypeErrors).
func (r *runner) check(n *node, files []*ast.File, full bool) (_ []*ast.File, _ *types.Info, _ *types.Package, errs []string, typeErrs []types.Error) {
	p := n.pkg
	mode := parser.SkipObjectResolution
	if full {
		mode |= parser.AllErrors | parser.ParseComments
	}
	parse := files == nil
	for _, name := range p.CompiledGoFiles {
		if !parse {
			break
		}
		src, err := os.ReadFile(name)
		if err != nil {
			errs = append(errs, err.Error())
			continue
		}
		f, err := parser.ParseFile(r.fset, name, src, mode)
		if err != nil {
			if list, ok := err.(scanner.ErrorList); ok {
				for _, e := range list {
					errs = append(errs, e.Error())
				}
			} else {
				errs = append(errs, err.Error())
			}
		}
		if f != nil {
			files = append(files, f)
			compactLines(r.fset.File(f.Pos()))
		}
	}
	var info *types.Info
	if full {
		info = &types.Info{
			Types:        make(map[ast.Expr]types.TypeAndValue),
			Defs:         make(map[*ast.Ident]types.Object),
			Uses:         make(map[*ast.Ident]types.Object),
			Implicits:    make(map[ast.Node]types.Object),
			Instances:    make(map[*ast.Ident]types.Instance),
			Scopes:       make(map[ast.Node]*types.Scope),
			Selections:   make(map[*ast.SelectorExpr]*types.Selection),
			FileVersions: make(map[*ast.File]string),
		}
	}
	cfg := &types.Config{
		IgnoreFuncBodies: !full,
		Sizes:            p.TypesSizes,
		Importer: importerFunc(func(path string) (*types.Package, error) {
			if path == "unsafe" {
				return types.Unsafe, nil
			}
			imp := p.Imports[path]
			if imp == nil {
				return nil, fmt.Errorf("no package for import %q", path)
			}
			for _, d := range n.deps {
				if d.pkg == imp {
					if d.types == nil {
						return nil, fmt.Errorf("package %q did not load", path)
					}
					return d.types, nil
				}
			}
			return nil, fmt.Errorf("no package for import %q", path)
		}),
		Error: func(err error) {
			if full {
				errs = append(errs, err.Error())
				if te, ok := err.(types.Error); ok {
					typeErrs = append(typeErrs, te)
				}
			}
		},
	}
	if p.Module != nil && p.Module.GoVersion != "" {
		cfg.GoVersion = "go" + p.Module.GoVersion
	}
	pkg := types.NewPackage(p.PkgPath, p.Name)
	_ = types.NewChecker(cfg, r.fset, pkg, info).Files(files)
	return files, info, pkg, errs, typeErrs
}

// compactLines trims the line table of tf to its length: the scanner grows
// it by appending, and the tables of every file of the program stay in the
// FileSet until the end of the run (6.2 million lines for tailscale with
// its dependencies).
func compactLines(tf *token.File) {
	if tf != nil {
		tf.SetLines(slices.Clone(tf.Lines()))
	}
}

// A factKey names a fact of an object, or of the package when obj is nil.
type factKey struct {
	obj types.Object
	t   reflect.Type
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

// analyze runs the analyzer on n and records its diagnostics and facts.
func (r *runner) analyze(n *node, files []*ast.File, info *types.Info, typeErrs []types.Error, res *entry) {
	a := r.opt.Analyzer
	p := n.pkg
	var diags []analysis.Diagnostic
	pass := &analysis.Pass{
		Analyzer:     a,
		Fset:         r.fset,
		Files:        files,
		OtherFiles:   p.OtherFiles,
		IgnoredFiles: p.IgnoredFiles,
		Pkg:          n.types,
		TypesInfo:    info,
		TypesSizes:   p.TypesSizes,
		TypeErrors:   typeErrs,
		ResultOf:     map[*analysis.Analyzer]any{},
		Report:       func(d analysis.Diagnostic) { diags = append(diags, d) },
		ReadFile:     os.ReadFile,
		ImportObjectFact: func(obj types.Object, fact analysis.Fact) bool {
			if obj == nil || obj.Pkg() == nil {
				return false
			}
			return r.importFact(r.nodeOf(obj.Pkg(), n), obj, fact)
		},
		ExportObjectFact: func(obj types.Object, fact analysis.Fact) {
			if obj.Pkg() != n.types {
				panic(fmt.Sprintf("%s: fact %T for %s of another package", a.Name, fact, obj))
			}
			n.setFact(obj, fact)
		},
		ImportPackageFact: func(pkg *types.Package, fact analysis.Fact) bool {
			return r.importFact(r.nodeOf(pkg, n), nil, fact)
		},
		ExportPackageFact: func(fact analysis.Fact) { n.setFact(nil, fact) },
		AllObjectFacts:    func() []analysis.ObjectFact { return n.allObjectFacts() },
		AllPackageFacts:   func() []analysis.PackageFact { return n.allPackageFacts() },
	}
	if p.Module != nil {
		pass.Module = &analysis.Module{Path: p.Module.Path, Version: p.Module.Version, GoVersion: p.Module.GoVersion}
	}
	func() {
		defer func() {
			if e := recover(); e != nil {
				res.Err = panicReport(p.ID, e, debug.Stack())
				res.panicked = true
			}
		}()
		if _, err := a.Run(pass); err != nil {
			res.Err = err.Error()
		}
	}()
	res.Diagnostics = make([]Diagnostic, 0, len(diags))
	for _, d := range diags {
		res.Diagnostics = append(res.Diagnostics, r.convert(d))
	}
}

// nodeOf returns the node whose types are pkg, looking first at from.
func (r *runner) nodeOf(pkg *types.Package, from *node) *node {
	if pkg == from.types {
		return from
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.byTypes[pkg]
}

func (r *runner) importFact(n *node, obj types.Object, fact analysis.Fact) bool {
	if n == nil {
		return false
	}
	n.mu.Lock()
	f := n.facts[factKey{obj, reflect.TypeOf(fact)}]
	n.mu.Unlock()
	if f == nil {
		return false
	}
	reflect.ValueOf(fact).Elem().Set(reflect.ValueOf(f).Elem())
	return true
}

// setFact records fact for obj, or for the package when obj is nil.
func (n *node) setFact(obj types.Object, fact analysis.Fact) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.facts == nil {
		n.facts = make(map[factKey]analysis.Fact)
	}
	n.facts[factKey{obj, reflect.TypeOf(fact)}] = fact
}

func (n *node) allObjectFacts() []analysis.ObjectFact {
	n.mu.Lock()
	defer n.mu.Unlock()
	var out []analysis.ObjectFact
	for k, f := range n.facts {
		if k.obj != nil {
			out = append(out, analysis.ObjectFact{Object: k.obj, Fact: f})
		}
	}
	return out
}

func (n *node) allPackageFacts() []analysis.PackageFact {
	n.mu.Lock()
	defer n.mu.Unlock()
	var out []analysis.PackageFact
	for k, f := range n.facts {
		if k.obj == nil {
			out = append(out, analysis.PackageFact{Package: n.types, Fact: f})
		}
	}
	return out
}

// convert resolves the positions of d, so that it outlives the syntax.
func (r *runner) convert(d analysis.Diagnostic) Diagnostic {
	out := Diagnostic{
		Pos:      r.position(d.Pos),
		End:      r.position(d.End),
		Category: d.Category,
		Message:  d.Message,
	}
	if !d.End.IsValid() {
		out.End = out.Pos
	}
	for _, rel := range d.Related {
		rr := Related{Pos: r.position(rel.Pos), End: r.position(rel.End), Message: rel.Message}
		if !rel.End.IsValid() {
			rr.End = rr.Pos
		}
		out.Related = append(out.Related, rr)
	}
	for _, fix := range d.SuggestedFixes {
		f := Fix{Message: fix.Message}
		for _, e := range fix.TextEdits {
			end := e.End
			if !end.IsValid() {
				end = e.Pos
			}
			f.Edits = append(f.Edits, Edit{Pos: r.position(e.Pos), End: r.position(end), New: string(e.NewText)})
		}
		out.Fixes = append(out.Fixes, f)
	}
	return out
}

func (r *runner) position(pos token.Pos) Position {
	if !pos.IsValid() {
		return Position{}
	}
	p := r.fset.Position(pos)
	return Position{Filename: p.Filename, Line: p.Line, Column: p.Column, Offset: p.Offset}
}
