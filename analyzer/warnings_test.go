package analyzer_test

import "testing"

// TestWarnings checks that the warning checks (host-underscore) are off by
// default, so that a vet run does not fail on them, and that -warnings, the
// Warnings setting, or the check named in -checks turns them on; -disable
// still wins. The configurations are in shared_test.go.
func TestWarnings(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		run  *sharedRun
		pkg  string
	}{
		{"default", defaultRun, "warnings/off"},
		{"Warnings", fixesRun, "warnings/on"},
		{"-warnings", defaultRun, "warnings/on"},
		{"Checks", defaultRun, "warnings/on/checks"},
		{"-checks", defaultRun, "warnings/on/checksflag"},
		{"Disable", fixesRun, "warnings/off"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			tc.run.check(t, tc.pkg)
		})
	}
}

// TestHostPort checks the hostport check: a host formatted by hand before
// ":port" in a URL that reaches a sink, with every check (the run with
// fixes) and with -checks=hostport (the default run).
func TestHostPort(t *testing.T) {
	t.Parallel()
	fixesRun.check(t, "hostport")
	defaultRun.check(t, "hostport")
}
