package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urlvet/urlvet/analyzer"
)

func TestCatalog(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), analyzer.Analyzer, "catalog", "catalog/db")
}

// TestRegisteredSchemes checks that a client registering a protocol
// accepts its scheme: every scheme when it is not a constant.
func TestRegisteredSchemes(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), analyzer.Analyzer, "protocols/anyscheme")
}
