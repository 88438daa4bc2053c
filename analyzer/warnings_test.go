package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urlvet/urlvet/analyzer"
	"github.com/urlvet/urlvet/rfc"
)

// TestWarnings checks that the warning checks (host-underscore) are off by
// default, so that a vet run does not fail on them, and that -warnings, the
// Warnings setting, or the check named in -checks turns them on; -disable
// still wins.
func TestWarnings(t *testing.T) {
	t.Parallel()
	flagged := analyzer.New(analyzer.Config{})
	if err := flagged.Flags.Set("warnings", "true"); err != nil {
		t.Fatal(err)
	}
	named := analyzer.New(analyzer.Config{})
	if err := named.Flags.Set("checks", "host-underscore"); err != nil {
		t.Fatal(err)
	}
	t.Run("default", func(t *testing.T) {
		t.Parallel()
		defaultRun.check(t, "warnings/off")
	})
	t.Run("Warnings", func(t *testing.T) {
		t.Parallel()
		warningsRun.check(t, "warnings/on")
	})
	for _, tc := range []struct {
		name string
		a    *analysis.Analyzer
		pkg  string
	}{
		{"-warnings", flagged, "warnings/on"},
		{"Checks", analyzer.New(analyzer.Config{Checks: []rfc.CheckID{rfc.CheckHostUnderscore}}), "warnings/on"},
		{"-checks", named, "warnings/on"},
		{"Disable", analyzer.New(analyzer.Config{Warnings: true, Disable: []rfc.CheckID{rfc.CheckHostUnderscore, rfc.CheckHostPort}}), "warnings/off"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			analysistest.Run(t, analysistest.TestData(), tc.a, tc.pkg)
		})
	}
}

// TestHostPort checks the hostport check: a host formatted by hand before
// ":port" in a URL that reaches a sink.
func TestHostPort(t *testing.T) {
	t.Parallel()
	warningsRun.check(t, "hostport")
	analysistest.Run(t, analysistest.TestData(), analyzer.New(analyzer.Config{Checks: []rfc.CheckID{rfc.CheckHostPort}}), "hostport")
}
