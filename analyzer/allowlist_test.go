package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urlvet/urlvet/analyzer"
)

func TestAllowlist(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), analyzer.Analyzer, "allowlist")
}

func TestHostName(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), analyzer.Analyzer, "hostname")
}
