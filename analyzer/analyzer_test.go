package analyzer_test

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"
)

func TestSinks(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "sinks")
}

func TestConstants(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "consts/use")
}

func TestFlow(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "flow", "flow/branches", "flow/steps", "flow/extend", "flow/input/route")
}

func TestTemplates(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "templates")
}

func TestWrappers(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "wrappers/lib", "wrappers/mid", "wrappers/routes", "wrappers/gen", "wrappers/use", "wrappers/edited", "wrappers/edituse")
}

func TestFieldFacts(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "fieldfacts/lib", "fieldfacts/relay", "fieldfacts/relay/printed", "fieldfacts/use", "fieldfacts/files", "fieldfacts/table", "fieldfacts/fixed", "fieldfacts/unkeyed", "fieldfacts/carrier", "fieldfacts/carrier/use")
}

func TestFieldValues(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "fieldvalues/lib", "fieldvalues/use", "fieldvalues/testuse", "fieldvalues/origin", "fieldvalues/originuse")
}

func TestNoise(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "noise")
}

func TestTestNotices(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "testnotices", "testnotices/pkgvars")
}

func TestProtocols(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "protocols", "protocols/transport", "protocols/imported")
}

func TestURLStruct(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "urlstruct")
}

func TestRobust(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "robust")
}

func TestFixes(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "fixes")
}

// TestLiterals checks the Literals setting.
func TestLiterals(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "literals")
}

func TestCalls(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "calls/local", "calls/lib", "calls/use", "calls/paths", "calls/helpers", "calls/servers", "calls/origins", "calls/originuse", "calls/argresults", "calls/argresultuse", "calls/formatlib", "calls/formatuse", "calls/formatwrap", "calls/formatwrapuse", "calls/rebased", "calls/rebaseduse", "calls/suffixlib", "calls/suffixuse")
}

func TestFields(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "fields", "fields/conf", "fields/reader", "fields/nullable", "fields/addr", "fields/expected")
}

func TestTables(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "tables")
}

func TestJoins(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "joins", "joins/pathjoinoff")
}

func TestSchemes(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "schemes", "decodedfix")
}

func TestURLAssign(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "urlassign")
}

func TestPartial(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "partial")
}

func TestLookups(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "lookups", "lookups/conf", "lookups/use")
}

func TestTestCode(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "testcode/mock", "testcode/internal/testutil", "testcode/examples/hook", "testcode/app")
}

// TestFixtures checks the // want comments and .golden files of every
// testdata package the shared run finds that has // want comments, so
// that a new fixture directory is checked without a test naming it. The
// packages without are read by the tests of their results, as are the
// generated packages, the realistic suite and the invalid configurations.
func TestFixtures(t *testing.T) {
	t.Parallel()
	var pkgs []string
	for _, pkg := range defaultRun.packages() {
		_, gen := generated[pkg]
		if s, ok := configured[pkg]; gen || ok && s.invalid || slices.Contains(defaultRun.realistic, pkg) || !hasWants(pkg) {
			continue
		}
		pkgs = append(pkgs, pkg)
	}
	defaultRun.check(t, pkgs...)
}

// hasWants reports whether a file of testdata package pkg holds a // want
// comment.
func hasWants(pkg string) bool {
	dir := filepath.Join(analysistest.TestData(), "src", filepath.FromSlash(pkg))
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".go") {
			if src, err := os.ReadFile(filepath.Join(dir, e.Name())); err == nil && bytes.Contains(src, []byte("// want ")) {
				return true
			}
		}
	}
	return false
}
