package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urlvet/urlvet/analyzer"
)

func TestSinks(t *testing.T) {
	t.Parallel()
	runShared(t, "sinks")
}

func TestConstants(t *testing.T) {
	t.Parallel()
	runShared(t, "consts/use")
}

func TestFlow(t *testing.T) {
	t.Parallel()
	runShared(t, "flow")
}

func TestTemplates(t *testing.T) {
	t.Parallel()
	runShared(t, "templates")
}

func TestWrappers(t *testing.T) {
	t.Parallel()
	runShared(t, "wrappers/lib", "wrappers/mid", "wrappers/use")
}

func TestNoise(t *testing.T) {
	t.Parallel()
	runShared(t, "noise")
}

func TestProtocols(t *testing.T) {
	t.Parallel()
	runShared(t, "protocols")
}

func TestURLStruct(t *testing.T) {
	t.Parallel()
	runShared(t, "urlstruct")
}

func TestRobust(t *testing.T) {
	t.Parallel()
	runShared(t, "robust")
}

func TestFixes(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.Analyzer, "fixes")
}

func TestLiterals(t *testing.T) {
	t.Parallel()
	a := analyzer.New(analyzer.Config{Literals: true})
	analysistest.Run(t, analysistest.TestData(), a, "literals")
}

func TestCalls(t *testing.T) {
	t.Parallel()
	runShared(t, "calls/local", "calls/lib", "calls/use", "calls/paths", "calls/helpers", "calls/servers")
}

func TestFields(t *testing.T) {
	t.Parallel()
	runShared(t, "fields")
}

func TestTables(t *testing.T) {
	t.Parallel()
	runShared(t, "tables")
}

func TestURLAssign(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), analyzer.Analyzer, "urlassign")
}

func TestPartial(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), analyzer.Analyzer, "partial")
}
