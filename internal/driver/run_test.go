package driver_test

import (
	"fmt"
	"go/types"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/urlvet/urlvet/analyzer"
	"github.com/urlvet/urlvet/internal/driver"
)

// patterns are testdata packages whose findings need facts from their
// dependencies (wrappers, function results, constants, variables' fields):
// use imports mid, which imports lib.
var patterns = []string{"use", "mid"}

// testAnalyzer is urlvet with the sink of testdata/src/api, so that the
// test packages reach a sink without importing net/url and its
// dependencies.
var testAnalyzer = analyzer.New(analyzer.Config{Sinks: []analyzer.Sink{{Func: "api.Get"}}})

// gopath copies testdata to a GOPATH of the test's own.
func gopath(t *testing.T) (dir string, env []string) {
	t.Helper()
	src := "testdata"
	dir = t.TempDir()
	err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dir, rel), 0o755)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, rel), data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dir, append(os.Environ(), "GOPATH="+dir, "GO111MODULE=off", "GOWORK=off")
}

// TestSameAsChecker checks that the driver reports what x/tools' checker,
// which loads every package from source at once, reports: cold, then with
// the dependencies' facts from the cache after a change in the roots only.
func TestSameAsChecker(t *testing.T) {
	dir, env := gopath(t)
	srcDir := filepath.Join(dir, "src")

	pkgs, err := packages.Load(&packages.Config{Mode: packages.LoadAllSyntax | packages.NeedModule, Dir: srcDir, Env: env, Tests: true}, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	graph, err := checker.Analyze([]*analysis.Analyzer{testAnalyzer}, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, act := range graph.Roots {
		for _, d := range act.Diagnostics {
			want = append(want, fmt.Sprintf("%s %s: %s", act.Package.ID, act.Package.Fset.Position(d.Pos), d.Message))
		}
	}
	// A finding on each line of use.go marked "finding", through each fact
	// of lib and mid, and none elsewhere.
	src, err := os.ReadFile(filepath.Join(srcDir, "use", "use.go"))
	if err != nil {
		t.Fatal(err)
	}
	var marked, found []int
	for i, line := range strings.Split(string(src), "\n") {
		if strings.Contains(line, "// finding") {
			marked = append(marked, i+1)
		}
	}
	for _, w := range want {
		if _, rest, ok := strings.Cut(w, "use.go:"); ok {
			line, _, _ := strings.Cut(rest, ":")
			n, _ := strconv.Atoi(line)
			found = append(found, n)
		}
	}
	slices.Sort(found)
	if len(marked) == 0 || !slices.Equal(found, marked) {
		t.Errorf("checker reports findings on lines %v of use.go, want %v:\n%s", found, marked, strings.Join(want, "\n"))
	}
	slices.Sort(want)

	opt := driver.Options{
		Analyzer: testAnalyzer,
		Patterns: patterns,
		Tests:    true,
		Dir:      srcDir,
		Env:      env,
		Cache:    t.TempDir(),
		Key:      "test",
	}
	run := func(what string) *driver.Output {
		t.Helper()
		out, err := driver.Run(opt)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, r := range out.Roots {
			if r.Err != "" {
				t.Errorf("%s: %s: %s", what, r.ID, r.Err)
			}
			for _, d := range r.Diagnostics {
				got = append(got, fmt.Sprintf("%s %s: %s", r.ID, d.Pos, d.Message))
			}
		}
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("%s: driver reports\n%q\nchecker reports\n%q", what, got, want)
		}
		return out
	}

	cold := run("cold")
	if s := cold.Stats; s.Analyzed != s.Packages || s.Cached != 0 {
		t.Errorf("cold run: %+v", s)
	}
	warm := run("warm")
	if s := warm.Stats; s.Cached != s.Packages {
		t.Errorf("warm run: %+v", s)
	}

	// A new file in each root package: the roots are analyzed again, with
	// the facts of their dependencies read from the cache.
	for _, p := range patterns {
		if err := os.WriteFile(filepath.Join(srcDir, p, "zz_extra.go"), []byte("package "+filepath.Base(p)+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	partial := run("roots changed")
	if s := partial.Stats; s.Analyzed != len(patterns) || s.Typed == 0 {
		t.Errorf("after a change in the roots: %+v, want the %d roots analyzed and some of their dependencies type-checked", s, len(patterns))
	}
}

// TestFactsOnlyDependencies checks that a dependency analyzed for its
// facts alone (Options.FactsOnly) still gives its importers its facts,
// and that its cache entry, which has no diagnostics, is not reused when
// a later run has it as a root.
func TestFactsOnlyDependencies(t *testing.T) {
	dir, env := gopath(t)
	a := analyzer.New(analyzer.Config{Sinks: []analyzer.Sink{{Func: "api.Get"}}})
	opt := driver.Options{
		Analyzer:  a,
		Dir:       filepath.Join(dir, "src"),
		Env:       env,
		Cache:     t.TempDir(),
		Key:       "test",
		FactsOnly: func(dep func(*types.Package) bool) { analyzer.FactsOnly(a, dep) },
	}
	run := func(pattern string) (lines []string, s driver.Stats) {
		t.Helper()
		opt.Patterns = []string{pattern}
		out, err := driver.Run(opt)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range out.Roots {
			if r.Err != "" {
				t.Errorf("%s: %s", r.ID, r.Err)
			}
			for _, d := range r.Diagnostics {
				lines = append(lines, filepath.Base(d.Pos.Filename))
			}
		}
		return lines, out.Stats
	}
	if got, _ := run("useown"); !slices.Equal(got, []string{"useown.go"}) {
		t.Errorf("useown: findings in %q, want one in useown.go, through own's wrapper fact", got)
	}
	got, s := run("own")
	if !slices.Equal(got, []string{"own.go"}) {
		t.Errorf("own after useown: findings in %q, want one in own.go", got)
	}
	if s.Analyzed != 1 {
		t.Errorf("own after useown: %+v, want own analyzed again, for its diagnostics", s)
	}
	if got, s := run("own"); !slices.Equal(got, []string{"own.go"}) || s.Cached != s.Packages {
		t.Errorf("own again: findings in %q, %+v, want the one in own.go, from the cache", got, s)
	}
}
