package analyzer_test

import (
	"strings"
	"testing"
)

// TestWarnings checks that the warning checks (host-underscore) are off by
// default, so that a vet run does not fail on them, and that -warnings, the
// Warnings setting, or the check named in -checks turns them on; -disable
// still wins. The configurations are in shared_test.go.
func TestWarnings(t *testing.T) {
	t.Parallel()
	for name, pkg := range map[string]string{
		"default":   "warnings/off",
		"Warnings":  "warnings/on",
		"-warnings": "warnings/on/flag",
		"Checks":    "warnings/on/checks",
		"-checks":   "warnings/on/checksflag",
		"Disable":   "warnings/off/disabled",
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			defaultRun.check(t, pkg)
		})
	}
}

// TestWarningsInTests checks the checks that are warnings in test files
// (rfc.WarningInTests): hostport and unescaped-input are quiet in a
// _test.go file by default, reported there with -warnings
// (testwarnings/on), marked as warnings in a package of test code by its
// path too (testwarnings/on/mocks), and errors outside tests; a join a test would not
// notice stays an error; a test helper whose host parameter takes only
// constants is quiet in any case.
func TestWarningsInTests(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "testwarnings", "testwarnings/on", "testwarnings/on/mocks")
}

// TestHostPort checks the hostport check: a host formatted by hand before
// ":port" in a URL that reaches a sink, with every check (hostport) and
// with -checks=hostport (its copy hostport/selected); and its fix, which
// adds the imports it needs (hostport/imports), under other names where
// net and strconv are taken (hostport/imports/clash).
func TestHostPort(t *testing.T) {
	t.Parallel()
	results := defaultRun.check(t, "hostport", "hostport/selected", "hostport/imports", "hostport/imports/clash")
	// A golden file is compared only when a fix edits its file: every
	// finding of hostport/imports has a fix, or says why not.
	fixed := 0
	for _, res := range results {
		if !strings.HasPrefix(res.Pass.Pkg.Path(), "hostport/imports") {
			continue
		}
		for _, d := range res.Diagnostics {
			if len(d.SuggestedFixes) > 0 {
				fixed++
			} else if !strings.Contains(d.Message, "; no fix: ") {
				t.Errorf("%s: %s: no fix, and the message does not say why", res.Pass.Fset.Position(d.Pos), d.Message)
			}
		}
	}
	if fixed != 5 {
		t.Errorf("%d findings of hostport/imports have a fix, want 5", fixed)
	}
}

// TestUnescaped checks unescaped-input and unescaped: string holes
// written into a path, query, userinfo or fragment without the escaping
// of their component, and the look-alikes (escaped, numeric, url text,
// constant) that stay quiet.
func TestUnescaped(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "unescaped")
}
