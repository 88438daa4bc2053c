package analyzer_test

import (
	"strings"
	"testing"

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
	defaultRun.check(t, "usersinks")
}

// TestChecks checks that -disable selects diagnostics by ID.
func TestChecks(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "checks")
}

func TestValidate(t *testing.T) {
	for _, tc := range []struct {
		cfg  analyzer.Config
		want string // a substring of the error, or "" for none
	}{
		{analyzer.Config{}, ""},
		{analyzer.Config{Checks: []rfc.CheckID{}}, ""},
		{analyzer.Config{Profile: rfc.RFC1738, Checks: []rfc.CheckID{rfc.CheckChar}, Disable: []rfc.CheckID{rfc.CheckPort}}, ""},
		{analyzer.Config{Sinks: []analyzer.Sink{{Func: "example.com/p.T.M", Arg: 1, Param: analyzer.SinkParam{Target: rfc.HTTP}}}}, ""},
		{analyzer.Config{Profile: 9}, "rfc: unknown RFC profile"},
		{analyzer.Config{Checks: []rfc.CheckID{"char", "spelling"}}, `checks: unknown check "spelling"`},
		{analyzer.Config{Disable: []rfc.CheckID{"nope"}}, `disable: unknown check "nope"`},
		{analyzer.Config{Sinks: []analyzer.Sink{{Func: "example.com/p"}}}, "sinks[0]: func"},
		{analyzer.Config{Sinks: []analyzer.Sink{{Func: "p.F"}, {Func: "p.F", Arg: -1}}}, "sinks[1]: p.F: argument index -1"},
		{analyzer.Config{Sinks: []analyzer.Sink{{Func: "p.F", Param: analyzer.SinkParam{Target: 99}}}}, "sinks[0]: p.F: unknown target"},
	} {
		err := tc.cfg.Validate()
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%+v: %v", tc.cfg, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%+v: error %v, want one containing %q", tc.cfg, err, tc.want)
		}
	}
}

// TestEmptyChecks checks that an empty check list means all checks, given
// as a Config or as -checks=, and that an invalid Config fails the run.
func TestEmptyChecks(t *testing.T) {
	t.Parallel()
	t.Run("Config", func(t *testing.T) {
		t.Parallel()
		defaultRun.check(t, "checks/config")
	})
	t.Run("flag", func(t *testing.T) {
		t.Parallel()
		defaultRun.check(t, "checks/flag")
	})
	t.Run("invalid", func(t *testing.T) {
		t.Parallel()
		got := defaultRun.complaints(t, "checks/invalid")
		const want = `error analyzing urlvet@checks/invalid: urlvet: disable: unknown check "nope"`
		if len(got) != 1 || !strings.HasPrefix(got[0], want) {
			t.Errorf("run with an invalid Config: complaints %q, want one starting with %q", got, want)
		}
	})
}
