package analyzer_test

import "testing"

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

// TestHostPort checks the hostport check: a host formatted by hand before
// ":port" in a URL that reaches a sink, with every check (hostport) and
// with -checks=hostport (its copy hostport/selected); and its fix, which
// adds the imports it needs (hostport/imports), under other names where
// net and strconv are taken (hostport/imports/clash).
func TestHostPort(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "hostport", "hostport/selected", "hostport/imports", "hostport/imports/clash")
}

// TestUnescaped checks unescaped-input and unescaped: string holes
// written into a path, query, userinfo or fragment without the escaping
// of their component, and the look-alikes (escaped, numeric, url text,
// constant) that stay quiet.
func TestUnescaped(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "unescaped")
}
