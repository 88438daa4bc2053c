package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urlvet/urlvet/analyzer"
)

func TestSinks(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), analyzer.Analyzer, "sinks")
}

func TestConstants(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), analyzer.Analyzer, "consts/use")
}

func TestFlow(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), analyzer.Analyzer, "flow")
}

func TestTemplates(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), analyzer.Analyzer, "templates")
}

func TestWrappers(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), analyzer.Analyzer, "wrappers/lib", "wrappers/mid", "wrappers/use")
}

func TestNoise(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), analyzer.Analyzer, "noise")
}

func TestProtocols(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), analyzer.Analyzer, "protocols")
}

func TestURLStruct(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), analyzer.Analyzer, "urlstruct")
}

func TestRobust(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), analyzer.Analyzer, "robust")
}

func TestFixes(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.Analyzer, "fixes")
}

func TestLiterals(t *testing.T) {
	a := analyzer.New(analyzer.Config{Literals: true})
	analysistest.Run(t, analysistest.TestData(), a, "literals")
}

func TestCalls(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), analyzer.Analyzer, "calls/local", "calls/lib", "calls/use")
}
