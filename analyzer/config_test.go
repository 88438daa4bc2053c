package analyzer_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urlvet/urlvet/analyzer"
	"github.com/urlvet/urlvet/rfc"
)

// TestFlagsAreIndependent checks that two analyzers do not share
// configuration through their flags.
func TestFlagsAreIndependent(t *testing.T) {
	a, b := analyzer.New(analyzer.Config{}), analyzer.New(analyzer.Config{})
	if err := a.Flags.Set("rfc", "2396"); err != nil {
		t.Fatal(err)
	}
	if err := a.Flags.Set("disable", "char,escape"); err != nil {
		t.Fatal(err)
	}
	if got := a.Flags.Lookup("rfc").Value.String(); got != "2396" {
		t.Errorf("a: -rfc=%s, want 2396", got)
	}
	if got := b.Flags.Lookup("rfc").Value.String(); got != "3986" {
		t.Errorf("b: -rfc=%s, want 3986", got)
	}
	if got := b.Flags.Lookup("disable").Value.String(); got != "" {
		t.Errorf("b: -disable=%s, want empty", got)
	}
	if got := analyzer.Analyzer.Flags.Lookup("rfc").Value.String(); got != "3986" {
		t.Errorf("Analyzer: -rfc=%s, want 3986", got)
	}
}

func TestBadFlags(t *testing.T) {
	a := analyzer.New(analyzer.Config{})
	for _, f := range [][2]string{
		{"rfc", "1234"},
		{"sinks", "noDot:0"},
		{"sinks", "example.com/p.F:x"},
		{"sinks", "example.com/p.F:0:nonsense"},
		{"checks", "no-such-check"},
	} {
		if err := a.Flags.Set(f[0], f[1]); err == nil {
			t.Errorf("-%s=%s: no error", f[0], f[1])
		}
	}
}

// TestUserSinks checks -sinks, for a function and a method.
func TestUserSinks(t *testing.T) {
	t.Parallel()
	a := analyzer.New(analyzer.Config{})
	if err := a.Flags.Set("sinks", "usersinks.Open:1,usersinks.Store.Put:0:hostport"); err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, analysistest.TestData(), a, "usersinks")
}

// TestChecks checks that -checks and -disable select diagnostics by ID.
func TestChecks(t *testing.T) {
	t.Parallel()
	a := analyzer.New(analyzer.Config{Disable: []rfc.CheckID{rfc.CheckChar}})
	analysistest.Run(t, analysistest.TestData(), a, "checks")
}
