package analyzer_test

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urlvet/urlvet/analyzer"
)

// A sharedRun is one analysistest run of an analyzer over many testdata
// packages. Each analysistest run loads its packages and all their
// dependencies (net/http among them) from source, which takes seconds;
// one run over the packages of many tests loads the dependencies once,
// and each test then takes the complaints and results that belong to its
// own packages. A test of a new testdata package adds the package to the
// run of its analyzer configuration; a configuration used by several
// tests gets a run of its own here.
type sharedRun struct {
	name     string
	analyzer *analysis.Analyzer
	fixes    bool // compare the suggested fixes with .golden files, as analysistest.RunWithSuggestedFixes
	pkgs     []string

	once    sync.Once
	dir     string
	msgs    []string // analysistest's complaints, in order
	results []*analysistest.Result
}

var (
	// defaultRun runs the default analyzer.
	defaultRun = &sharedRun{name: "default", analyzer: analyzer.Analyzer, pkgs: []string{
		"calls/local", "calls/lib", "calls/use", "calls/paths", "calls/helpers", "calls/servers",
		"catalog", "catalog/db",
		"cgo",
		"consts/use",
		"fixvariants",
		"flow", "flow/branches", "flow/input", "flow/steps",
		"ignores/plain", "ignores/lint",
		"noise",
		"partial",
		"positions",
		"fields", "fields/conf", "fields/reader",
		"protocols",
		"protocols/anyscheme",
		"robust",
		"sinks",
		"tables",
		"templates",
		"urlassign",
		"urlstruct",
		"warnings/off",
		"wrappers/lib", "wrappers/mid", "wrappers/use",
	}}

	// fixesRun runs the default analyzer and checks its fixes.
	fixesRun = &sharedRun{name: "fixes", analyzer: analyzer.Analyzer, fixes: true, pkgs: []string{
		"fixes",
		"fixuses", "fixmain", "fixtests",
		"mistakes",
	}}

	// warningsRun runs every check, warnings included, and checks the fixes.
	warningsRun = &sharedRun{name: "warnings", analyzer: analyzer.New(analyzer.Config{Warnings: true}), fixes: true, pkgs: []string{
		"hostport",
		"ignores", "ignores/withtests",
		"warnings/on",
	}}
)

// recorder is an analysistest.Testing that keeps every complaint.
type recorder struct{ msgs *[]string }

func (r recorder) Errorf(format string, args ...any) {
	*r.msgs = append(*r.msgs, fmt.Sprintf(format, args...))
}

// check checks the // want comments (and, for a run with fixes, the
// .golden files) of the testdata packages pkgs, as analysistest.Run(t,
// testdata, r.analyzer, pkgs...) does, and returns their results. A
// complaint that names no package of the run (a load error, say) fails
// every test of the run.
func (r *sharedRun) check(t *testing.T, pkgs ...string) []*analysistest.Result {
	t.Helper()
	results := r.resultsOf(t, pkgs...)
	for _, msg := range r.msgs {
		owner := r.ownerOf(msg)
		if owner == "" || slices.Contains(pkgs, owner) {
			t.Errorf("%s", msg)
		}
	}
	return results
}

// resultsOf returns the results of the run for the testdata packages
// pkgs, without checking their // want comments.
func (r *sharedRun) resultsOf(t *testing.T, pkgs ...string) []*analysistest.Result {
	t.Helper()
	for _, p := range pkgs {
		if !slices.Contains(r.pkgs, p) {
			t.Fatalf("package %s is not in the packages of the %s run", p, r.name)
		}
	}
	r.once.Do(func() {
		r.dir = analysistest.TestData()
		if r.fixes {
			r.results = analysistest.RunWithSuggestedFixes(recorder{&r.msgs}, r.dir, r.analyzer, r.pkgs...)
		} else {
			r.results = analysistest.Run(recorder{&r.msgs}, r.dir, r.analyzer, r.pkgs...)
		}
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
	if len(results) == 0 {
		t.Errorf("no results for %s", pkgs)
		for _, msg := range r.msgs {
			if r.ownerOf(msg) == "" {
				t.Errorf("%s", msg)
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
	for _, p := range r.pkgs {
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
