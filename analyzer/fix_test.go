package analyzer_test

import (
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urlvet/urlvet/analyzer"
)

// TestFixesIdempotent checks that the fixed code (the .golden file)
// compiles and that the analyzer suggests no fix for it: applying the
// fixes twice changes nothing.
func TestFixesIdempotent(t *testing.T) {
	t.Parallel()
	golden, err := os.ReadFile(filepath.Join(analysistest.TestData(), "src", "fixes", "fixes.go.golden"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	pkg := filepath.Join(dir, "src", "fixed")
	if err := os.MkdirAll(pkg, 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(pkg, "fixes.go"), golden, 0o666); err != nil {
		t.Fatal(err)
	}
	results := analysistest.Run(discard{}, dir, analyzer.Analyzer, "fixed")
	if len(results) == 0 {
		t.Fatal("no results")
	}
	for _, r := range results {
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
