package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urlvet/urlvet/analyzer"
	"github.com/urlvet/urlvet/rfc"
)

func TestIgnoreDirectives(t *testing.T) {
	t.Parallel()
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), analyzer.Analyzer, "ignores")
	// A directive naming a check the run turns off, or the plain form in
	// such a run, is not reported unused.
	a := analyzer.New(analyzer.Config{Disable: []rfc.CheckID{rfc.CheckPort}})
	analysistest.Run(t, analysistest.TestData(), a, "ignores/disabled")
	// Nor is any directive under another grammar.
	analysistest.Run(t, analysistest.TestData(), analyzer.New(analyzer.Config{Profile: rfc.RFC2396}), "ignores/disabled/profile")
}
