package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urlvet/urlvet/analyzer"
	"github.com/urlvet/urlvet/rfc"
)

func TestIgnoreDirectives(t *testing.T) {
	t.Parallel()
	// The plain form is reported unused only when every check runs,
	// warnings included.
	all := analyzer.New(analyzer.Config{Warnings: true})
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), all, "ignores", "ignores/withtests")
	// A directive naming a check the run turns off, or the plain form in
	// such a run, is not reported unused.
	a := analyzer.New(analyzer.Config{Warnings: true, Disable: []rfc.CheckID{rfc.CheckPort}})
	analysistest.Run(t, analysistest.TestData(), a, "ignores/disabled")
	// Nor is the plain form in a default run, where warnings are off;
	// nor any directive under another grammar.
	analysistest.Run(t, analysistest.TestData(), analyzer.Analyzer, "ignores/plain")
	analysistest.Run(t, analysistest.TestData(), analyzer.New(analyzer.Config{Profile: rfc.RFC2396}), "ignores/disabled/profile")
}
