package driver_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/internal/driver"
)

// panicOn returns urlvet (testAnalyzer) made to panic, as a nil
// dereference does, on the package path.
func panicOn(path string) *analysis.Analyzer {
	a := *testAnalyzer
	a.Run = func(pass *analysis.Pass) (any, error) {
		if pass.Pkg.Path() == path {
			var m map[string]*int
			return *m[path], nil
		}
		return testAnalyzer.Run(pass)
	}
	return &a
}

// TestPanic checks that a panic of the analyzer on one package names the
// package, writes the stack to a file it names, says where to report it,
// is not cached, and leaves the other packages' findings.
func TestPanic(t *testing.T) {
	dir, env := gopath(t)
	t.Setenv("TMPDIR", t.TempDir())
	opt := driver.Options{
		Analyzer: panicOn("mid"),
		Patterns: []string{"use", "mid"},
		Dir:      filepath.Join(dir, "src"),
		Env:      env,
		Cache:    t.TempDir(),
		Key:      "test",
	}
	var first string // the stack's file of the first run
	for _, run := range []string{"cold", "again"} {
		out, err := driver.Run(opt)
		if err != nil {
			t.Fatal(err)
		}
		if run == "again" && out.Stats.Analyzed == 0 {
			t.Errorf("%s: %+v, want mid analyzed again, its panic not cached", run, out.Stats)
		}
		var mid, use *driver.Root
		for _, r := range out.Roots {
			switch r.ID {
			case "mid":
				mid = r
			case "use":
				use = r
			}
		}
		if mid == nil || use == nil {
			t.Fatalf("%s: roots %v, want mid and use", run, out.Roots)
		}
		if use.Err != "" || len(use.Diagnostics) == 0 {
			t.Errorf("%s: use: error %q and %d findings, want no error and the findings", run, use.Err, len(use.Diagnostics))
		}
		lines := strings.Split(mid.Err, "\n")
		if len(lines) != 3 ||
			lines[0] != "panic analyzing package mid: runtime error: invalid memory address or nil pointer dereference" ||
			!strings.HasPrefix(lines[1], "\tthe stack is in ") ||
			lines[2] != "\tplease report it, with the stack, at "+driver.ReportURL {
			t.Fatalf("%s: mid: error\n%s\nwant the panic with the package, the stack's file, and where to report it", run, mid.Err)
		}
		name := strings.TrimPrefix(lines[1], "\tthe stack is in ")
		if name == first {
			t.Errorf("%s: the stack is in %s, the first run's file", run, name)
		}
		first = name
		stack, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if !regexp.MustCompile(`(?s)^panic analyzing package mid: runtime error: .*\n\ngoroutine .*panicOn\.func1`).Match(stack) {
			t.Errorf("%s: %s holds\n%s\nwant the panic and its stack", run, name, stack)
		}
	}
}
