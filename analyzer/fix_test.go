package analyzer_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"
)

// TestFixesIdempotent checks that the fixed code (the .golden file)
// compiles and that the analyzer suggests no fix for it: applying the
// fixes twice changes nothing.
func TestFixesIdempotent(t *testing.T) {
	t.Parallel()
	for _, r := range defaultRun.resultsOf(t, "fixed") {
		for _, err := range r.Pass.TypeErrors {
			t.Errorf("fixed code does not compile: %v", err)
		}
		for _, d := range r.Diagnostics {
			if len(d.SuggestedFixes) > 0 {
				t.Errorf("%v: fix suggested again: %s", r.Pass.Fset.Position(d.Pos), d.Message)
			}
		}
	}
}

// fixedPackage is the generated package of TestFixesIdempotent: the
// fixed code of package fixes.
func fixedPackage() (map[string]string, error) {
	golden, err := os.ReadFile(filepath.Join(analysistest.TestData(), "src", "fixes", "fixes.go.golden"))
	if err != nil {
		return nil, err
	}
	return map[string]string{"fixes.go": string(golden)}, nil
}

func TestFixUses(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "fixuses", "fixmain", "fixtests")
}

// TestFixVariants checks package-level constants of a package with a
// test file. Analyzed without it, a constant the test file names gets no
// fix (its uses there are not seen), one it does not name gets one;
// analyzed with it, both get one (the test's use is a URL sink too).
func TestFixVariants(t *testing.T) {
	t.Parallel()
	results := defaultRun.resultsOf(t, "fixvariants")
	type key struct {
		tests bool
		line  int
	}
	got := make(map[key]string)
	for _, r := range results {
		tests := false
		for _, f := range r.Pass.Files {
			if strings.HasSuffix(r.Pass.Fset.File(f.FileStart).Name(), "_test.go") {
				tests = true
			}
		}
		for _, d := range r.Diagnostics {
			p := r.Pass.Fset.Position(d.Pos)
			if strings.HasSuffix(p.Filename, "_test.go") {
				continue
			}
			msg := d.Message
			if len(d.SuggestedFixes) == 1 {
				msg = "fix"
			}
			got[key{tests, p.Line}] = msg
		}
	}
	const noFix = "url.Parse: space is not allowed in a path; write %20 (RFC 3986 §3.3 pchar); no fix: named is also named in fixvariants_test.go:10, a test file not analyzed with this package"
	want := map[key]string{
		{false, 6}: "fix", {false, 8}: noFix,
		{true, 6}: "fix", {true, 8}: "fix",
	}
	for k, w := range want {
		if got[k] != w {
			t.Errorf("line %d, analyzed with test files %v: got %q, want %q", k.line, k.tests, got[k], w)
		}
	}
}
