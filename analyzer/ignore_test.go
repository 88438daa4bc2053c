package analyzer_test

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urlvet/urlvet/analyzer"
	"github.com/urlvet/urlvet/rfc"
)

func TestIgnoreDirectives(t *testing.T) {
	t.Parallel()
	// The plain form is reported unused only when every check runs,
	// warnings included.
	warningsRun.check(t, "ignores", "ignores/withtests")
	// A directive naming a check the run turns off, or the plain form in
	// such a run, is not reported unused.
	a := analyzer.New(analyzer.Config{Warnings: true, Disable: []rfc.CheckID{rfc.CheckPort}})
	analysistest.Run(t, analysistest.TestData(), a, "ignores/disabled")
	// Nor is the plain form in a default run, where warnings are off;
	// nor any directive under another grammar.
	defaultRun.check(t, "ignores/plain")
	analysistest.Run(t, analysistest.TestData(), analyzer.New(analyzer.Config{Profile: rfc.RFC2396}), "ignores/disabled/profile")
}

// TestLintDirectives checks staticcheck's //lint:ignore and
// //lint:file-ignore: what they silence, and which of them urlvet judges.
func TestLintDirectives(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "ignores/lint")
}

// TestDirectiveCheckSelection checks that the directive check obeys
// -disable and -checks like every other check.
func TestDirectiveCheckSelection(t *testing.T) {
	t.Parallel()
	for _, cfg := range []analyzer.Config{
		{Warnings: true, Disable: []rfc.CheckID{rfc.CheckDirective}},
		{Checks: []rfc.CheckID{rfc.CheckChar}},
	} {
		analysistest.Run(t, analysistest.TestData(), analyzer.New(cfg), "ignores/off")
	}
	selected := analyzer.New(analyzer.Config{Checks: []rfc.CheckID{rfc.CheckChar, rfc.CheckDirective}})
	analysistest.Run(t, analysistest.TestData(), selected, "ignores/selected")
}

// TestDirectiveDoc checks the directive check's documented example: Bad
// is reported and Good is not.
func TestDirectiveDoc(t *testing.T) {
	t.Parallel()
	d, ok := rfc.Doc(rfc.CheckDirective)
	if !ok || !d.Source {
		t.Fatalf("directive: documented %v, with Go source examples %v", ok, d.Source)
	}
	dir := t.TempDir()
	src := fmt.Sprintf("package example\n\nimport \"net/url\"\n\nfunc bad() {\n\t%s // want `silences nothing`\n}\n\nfunc good() {\n\t%s\n}\n", d.Bad, d.Good)
	if err := os.MkdirAll(filepath.Join(dir, "src", "example"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "src", "example", "example.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, dir, analyzer.Analyzer, "example")
}
