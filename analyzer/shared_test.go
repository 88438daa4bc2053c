package analyzer_test

import (
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urlvet/urlvet/analyzer"
	"github.com/urlvet/urlvet/rfc"
)

// A sharedRun is one analysistest run of urlvet over many testdata
// packages. Each analysistest run loads its packages and all their
// dependencies (net/http among them) from source, which takes seconds;
// one run over the packages of many tests loads the dependencies once,
// and each test then takes the complaints and results that belong to its
// own packages. The packages are found in testdata/src (fixturePackages):
// a new testdata package needs a row in configured only when it needs a
// configuration of its own.
type sharedRun struct {
	name string
	pkgs []string // packages analyzed with the default configuration
	// configured are the packages analyzed with a configuration of their
	// own, by import path. A configuration changes the facts urlvet
	// computes on a package only through Sinks (the wrappers of a sink the
	// user names): a package such a sink is declared in is listed too.
	// A package analyzed under two configurations has a sibling package
	// with the same code.
	configured map[string]setup
	// golden are the packages whose suggested fixes are compared with
	// their .golden files, as analysistest.RunWithSuggestedFixes does: those
	// that have .golden files (goldenPackages). The fixes of the others are
	// not checked.
	golden []string
	// realistic are the packages of the realistic suite, TestRealistic's,
	// analyzed with the default configuration.
	realistic []string

	once    sync.Once
	dir     string
	msgs    []string // analysistest's complaints, in order
	results []*analysistest.Result
}

// generated are the testdata packages that tests write at run time, by
// import path: each function returns the package's files by name.
var generated = map[string]func() (map[string]string, error){
	"directivedoc": directiveDocPackage,
	"fixed":        fixedPackage,
	"hostile":      hostilePackage,
	"huge":         hugeConstantPackage,
}

// testdata is the GOPATH-style tree of the shared runs: a copy of
// testdata/src and of the realistic suite (testdata/realistic/src), with
// the generated packages added, in a temporary directory that TestMain
// removes.
var testdata struct {
	once sync.Once
	dir  string
	err  error
}

// testdataDir returns testdata.dir, made on the first call.
func testdataDir() (string, error) {
	testdata.once.Do(func() {
		testdata.dir, testdata.err = os.MkdirTemp("", "urlvet-testdata")
		if testdata.err != nil {
			return
		}
		src := filepath.Join(testdata.dir, "src")
		for _, tree := range []string{filepath.Join(analysistest.TestData(), "src"), filepath.Join(realisticDir, "src")} {
			if testdata.err = os.CopyFS(src, os.DirFS(tree)); testdata.err != nil {
				return
			}
		}
		for path, files := range generated {
			testdata.err = writePackage(filepath.Join(src, filepath.FromSlash(path)), files)
			if testdata.err != nil {
				testdata.err = fmt.Errorf("generating package %s: %v", path, testdata.err)
				return
			}
		}
	})
	return testdata.dir, testdata.err
}

// writePackage writes the files that files returns into the directory dir.
func writePackage(dir string, files func() (map[string]string, error)) error {
	contents, err := files()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o777); err != nil {
		return err
	}
	for name, content := range contents {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o666); err != nil {
			return err
		}
	}
	return nil
}

func TestMain(m *testing.M) {
	// The shared run keeps the syntax and types of every package it
	// loads, net/http's dependencies among them: some 400 MiB live at
	// its peak, which the collector would mark again after every 400 MiB
	// of allocation at Go's default pacing. Five times the live heap,
	// within 1 GiB, marks it less often for about the same peak memory
	// (BENCHMARKS.md). GOGC or GOMEMLIMIT in the environment decide.
	if os.Getenv("GOGC") == "" && os.Getenv("GOMEMLIMIT") == "" {
		debug.SetGCPercent(400)
		debug.SetMemoryLimit(1 << 30)
	}
	code := m.Run()
	if testdata.dir != "" {
		os.RemoveAll(testdata.dir)
	}
	os.Exit(code)
}

// A setup is the configuration of an analyzer: a Config, then flags
// ("name=value") set as on the command line.
type setup struct {
	cfg   analyzer.Config
	flags []string
	// invalid configurations fail the analysis of the package, which a
	// test of the configuration reads rather than its // want comments.
	invalid bool
}

var (
	// defaultRun is the shared run.
	defaultRun = &sharedRun{name: "default", pkgs: fixturePackages(configured), configured: configured, golden: goldenPackages(), realistic: realisticPackages()}

	// configured are the fixture packages analyzed with a configuration
	// of their own (sharedRun.configured).
	configured = map[string]setup{
		"checks":                            {cfg: analyzer.Config{Disable: []rfc.CheckID{rfc.CheckChar}}},
		"checks/config":                     {cfg: analyzer.Config{Checks: []rfc.CheckID{}, Disable: []rfc.CheckID{rfc.CheckChar}}},
		"checks/flag":                       {cfg: analyzer.Config{Disable: []rfc.CheckID{rfc.CheckChar}}, flags: []string{"checks="}},
		"checks/invalid":                    {cfg: analyzer.Config{Disable: []rfc.CheckID{"nope"}}, invalid: true},
		"example.com/client.go":             userFieldSinks,
		"hostport":                          warnings,
		"hostname/ownscheme":                warnings,
		"hostname/ownscheme/plain":          warnings,
		"basevalues/free":                   warnings,
		"basevalues/free/internal/signal":   warnings,
		"basevalues/free/internal/requests": warnings,
		"guarantees/named":                  warnings,
		"gluedsegments":                     warnings,
		"testwarnings/on":                   warnings,
		"testwarnings/on/mocks":             warnings,
		"hostport/selected":                 {cfg: analyzer.Config{Checks: []rfc.CheckID{rfc.CheckHostPort}}},
		"joins/pathjoinoff":                 {cfg: analyzer.Config{Disable: []rfc.CheckID{rfc.CheckPathJoin}}},
		"ignores":                           warnings,
		"ignores/disabled":                  {cfg: analyzer.Config{Warnings: true, Disable: []rfc.CheckID{rfc.CheckPort}}},
		"ignores/disabled/profile":          {cfg: analyzer.Config{Profile: rfc.RFC2396}},
		"ignores/off":                       {cfg: analyzer.Config{Warnings: true, Disable: []rfc.CheckID{rfc.CheckDirective}}},
		"ignores/off/char":                  {cfg: analyzer.Config{Checks: []rfc.CheckID{rfc.CheckChar}}},
		"ignores/selected":                  {cfg: analyzer.Config{Checks: []rfc.CheckID{rfc.CheckChar, rfc.CheckDirective}}},
		"ignores/withtests":                 warnings,
		"literals":                          {cfg: analyzer.Config{Literals: true}},
		"unescaped":                         warnings,
		"app/apiclient":                     warnings, // the realistic suite's warning tier
		"usersinks":                         {flags: []string{"sinks=usersinks.Open:1,usersinks.Store.Put:0:hostport"}},
		"usersinks/fields":                  userFieldSinks,
		"warnings/off/disabled":             {cfg: analyzer.Config{Warnings: true, Disable: []rfc.CheckID{rfc.CheckHostUnderscore, rfc.CheckHostPort, rfc.CheckUnescaped}}},
		"warnings/on":                       warnings,
		"warnings/on/checks":                {cfg: analyzer.Config{Checks: []rfc.CheckID{rfc.CheckHostUnderscore}}},
		"warnings/on/checksflag":            {flags: []string{"checks=host-underscore"}},
		"warnings/on/flag":                  {flags: []string{"warnings=true"}},
	}

	// warnings runs every check, warnings included.
	warnings = setup{cfg: analyzer.Config{Warnings: true}}

	// FieldsWith names a function and struct fields of
	// example.com/client.go, a path whose last element has a dot.
	userFieldSinks = setup{flags: []string{"sinks=(example.com/client.go).Open:0:http," +
		"(example.com/client.go).Options.BaseURL:field:http,(example.com/client.go).Options.Mirrors:field:absolute"}}
)

// analyzer returns an analyzer that analyzes each configured package with
// its configuration and every other package (dependencies included) with
// the default one.
func (r *sharedRun) analyzer() (*analysis.Analyzer, error) {
	byPath := make(map[string]*analysis.Analyzer)
	for path, s := range r.configured {
		a := analyzer.New(s.cfg)
		for _, f := range s.flags {
			name, value, _ := strings.Cut(f, "=")
			if err := a.Flags.Set(name, value); err != nil {
				return nil, fmt.Errorf("%s: -%s: %v", path, f, err)
			}
		}
		byPath[path] = a
	}
	def := analyzer.Analyzer
	return &analysis.Analyzer{
		Name:             def.Name,
		Doc:              def.Doc,
		URL:              def.URL,
		RunDespiteErrors: def.RunDespiteErrors,
		ResultType:       def.ResultType,
		FactTypes:        def.FactTypes,
		Run: func(pass *analysis.Pass) (any, error) {
			if a, ok := byPath[pass.Pkg.Path()]; ok {
				return a.Run(pass)
			}
			return def.Run(pass)
		},
	}, nil
}

// packages returns the packages of the run.
func (r *sharedRun) packages() []string {
	pkgs := append(slices.Clone(r.pkgs), slices.Sorted(maps.Keys(r.configured))...)
	return append(pkgs, r.realistic...)
}

// recorder is an analysistest.Testing that keeps the complaints of a
// run, but for the .golden file missing for a file with fixes in a
// package whose fixes the run does not check.
type recorder struct{ r *sharedRun }

func (rec recorder) Errorf(format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	if format == "error reading %s.golden: %v" && !slices.Contains(rec.r.golden, rec.r.ownerOf(msg)) {
		return
	}
	rec.r.msgs = append(rec.r.msgs, msg)
}

// check checks the // want comments (and, for the packages of r.golden, the
// .golden files) of the testdata packages pkgs, as analysistest does,
// and returns their results. A complaint that names no package of the run
// (a load error, say) fails every test of the run.
func (r *sharedRun) check(t *testing.T, pkgs ...string) []*analysistest.Result {
	t.Helper()
	results := r.resultsOf(t, pkgs...)
	for _, msg := range r.msgs {
		owner := r.ownerOf(msg)
		if owner == "" || slices.Contains(pkgs, owner) {
			t.Errorf("%s", r.shown(msg, owner))
		}
	}
	return results
}

// shown returns msg, a complaint about the package owner, with the
// testdata files named where they are in the source tree, by absolute
// path or, as analysistest names them in .golden mismatches, relative to
// the package's directory.
func (r *sharedRun) shown(msg, owner string) string {
	if _, ok := generated[owner]; ok || r.dir == "" {
		return msg
	}
	src := filepath.Join(analysistest.TestData(), "src")
	if slices.Contains(r.realistic, owner) {
		src, _ = filepath.Abs(filepath.Join(realisticDir, "src"))
	}
	copied := filepath.Join(r.dir, "src")
	if cwd, err := os.Getwd(); err == nil {
		relCopied, err1 := filepath.Rel(cwd, copied)
		relSrc, err2 := filepath.Rel(cwd, src)
		if err1 == nil && err2 == nil {
			msg = strings.ReplaceAll(msg, relCopied, relSrc)
		}
	}
	return strings.ReplaceAll(msg, copied, src)
}

// complaints returns analysistest's complaints about the testdata
// package pkg, without failing the test.
func (r *sharedRun) complaints(t *testing.T, pkg string) []string {
	t.Helper()
	r.resultsOf(t, pkg)
	var msgs []string
	for _, msg := range r.msgs {
		if r.ownerOf(msg) == pkg {
			msgs = append(msgs, msg)
		}
	}
	return msgs
}

// sinkSites describes the sink calls of results as "file:line sink
// constants resolved reason", once each (a package and its test variant
// share files), in the order the results list them.
func sinkSites(results []*analysistest.Result) []string {
	var sites []string
	seen := make(map[string]bool)
	for _, r := range results {
		for _, c := range r.Result.(*analyzer.Result).Calls {
			p := r.Pass.Fset.Position(c.Pos)
			site := fmt.Sprintf("%s:%d %s %d %t %s", filepath.Base(p.Filename), p.Line, c.Sink, c.Constants, c.Resolved, c.Unresolved)
			if !seen[site] {
				seen[site] = true
				sites = append(sites, site)
			}
		}
	}
	return sites
}

// resultsOf returns the results of the run for the testdata packages
// pkgs, without checking their // want comments.
func (r *sharedRun) resultsOf(t *testing.T, pkgs ...string) []*analysistest.Result {
	t.Helper()
	for _, p := range pkgs {
		if !slices.Contains(r.packages(), p) {
			t.Fatalf("package %s is not in the packages of the %s run", p, r.name)
		}
	}
	r.once.Do(func() {
		dir, err := testdataDir()
		if err != nil {
			r.msgs = append(r.msgs, fmt.Sprintf("the %s run: %v", r.name, err))
			return
		}
		r.dir = dir
		a, err := r.analyzer()
		if err != nil {
			r.msgs = append(r.msgs, fmt.Sprintf("the %s run: %v", r.name, err))
			return
		}
		r.results = analysistest.RunWithSuggestedFixes(recorder{r}, r.dir, a, r.packages()...)
	})
	var results []*analysistest.Result
	for _, res := range r.results {
		if res.Pass == nil {
			continue
		}
		// Test variants ("noise [noise.test]") have the path of their package.
		if slices.Contains(pkgs, res.Pass.Pkg.Path()) {
			results = append(results, res)
		}
	}
	// In the order of pkgs, whatever the order of the run's packages.
	slices.SortStableFunc(results, func(a, b *analysistest.Result) int {
		return slices.Index(pkgs, a.Pass.Pkg.Path()) - slices.Index(pkgs, b.Pass.Pkg.Path())
	})
	if len(results) == 0 {
		t.Errorf("no results for %s", pkgs)
		for _, msg := range r.msgs {
			if r.ownerOf(msg) == "" {
				t.Errorf("%s", r.shown(msg, ""))
			}
		}
	}
	return results
}

// ownerOf returns the package of the run whose file msg names, at its
// start ("/abs/testdata/src/flow/flow.go:3: ..." or "flow/flow.go:3: ...")
// or after "src/" ("unexpected testdata/src/fixes/fixes.go content"), or
// that it names as an action ("error analyzing urlvet@flow: ..."), or "".
func (r *sharedRun) ownerOf(msg string) string {
	msg = filepath.ToSlash(msg)
	names := []string{strings.TrimPrefix(msg, filepath.ToSlash(filepath.Join(r.dir, "src"))+"/")}
	for rest := msg; ; {
		_, after, ok := strings.Cut(rest, "src/")
		if !ok {
			break
		}
		names = append(names, after)
		rest = after
	}
	for _, p := range r.packages() {
		if strings.Contains(msg, "@"+p+":") || strings.Contains(msg, "@"+p+" ") {
			return p
		}
		for _, name := range names {
			file, ok := strings.CutPrefix(name, p+"/")
			if ok && !strings.Contains(file[:strings.IndexAny(file+":", ": \n")], "/") {
				return p
			}
		}
	}
	return ""
}

// sitesByFileLine returns the sink sites of the shared run's package pkg,
// keyed by file:line, each as "sink resolved reason constants".
func sitesByFileLine(t *testing.T, pkg string) map[string]string {
	got := make(map[string]string)
	for _, r := range defaultRun.resultsOf(t, pkg) {
		for _, c := range r.Result.(*analyzer.Result).Calls {
			p := r.Pass.Fset.Position(c.Pos)
			got[fmt.Sprintf("%s:%d", filepath.Base(p.Filename), p.Line)] = fmt.Sprintf("%s %t %s %d", c.Sink, c.Resolved, c.Unresolved, c.Constants)
		}
	}
	return got
}

// fixturePackages returns the testdata packages of testdata/src, by
// import path, that the shared run analyzes with the default
// configuration: each directory holding Go files but those of the
// packages in configured, whose paths do not start with a domain name
// (example.com, github.com/...: stand-ins for the libraries whose sinks
// urlvet knows, analyzed as dependencies), and the generated packages.
func fixturePackages(configured map[string]setup) []string {
	pkgs := slices.Sorted(maps.Keys(generated))
	src := filepath.Join(analysistest.TestData(), "src")
	filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() || path == src {
			return nil
		}
		rel, _ := filepath.Rel(src, path)
		pkg := filepath.ToSlash(rel)
		if first, _, _ := strings.Cut(pkg, "/"); strings.Contains(first, ".") {
			return fs.SkipDir
		}
		if _, ok := configured[pkg]; ok || !hasFiles(path, ".go") {
			return nil
		}
		pkgs = append(pkgs, pkg)
		return nil
	})
	return pkgs
}

// goldenPackages returns the testdata packages of testdata/src that have
// .golden files, by import path.
func goldenPackages() []string {
	var pkgs []string
	src := filepath.Join(analysistest.TestData(), "src")
	filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() && hasFiles(path, ".golden") {
			rel, _ := filepath.Rel(src, path)
			pkgs = append(pkgs, filepath.ToSlash(rel))
		}
		return nil
	})
	return pkgs
}

// hasFiles reports whether directory dir holds a file named with suffix.
func hasFiles(dir, suffix string) bool {
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if !e.IsDir() && strings.HasSuffix(e.Name(), suffix) {
			return true
		}
	}
	return false
}
