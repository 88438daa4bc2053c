package main

import (
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/urlvet/urlvet/analyzer"
	"github.com/urlvet/urlvet/rfc"
)

func TestHelp(t *testing.T) {
	t.Parallel()
	if len(analyzer.Checks()) == 0 {
		t.Fatal("analyzer.Checks is empty")
	}
	res := urlvet(t, ".", "help")
	wantCode(t, res, 0, "urlvet help")
	for _, d := range analyzer.Checks() {
		if !strings.Contains(res.stdout, string(d.ID)+" ") || !strings.Contains(res.stdout, d.Title) {
			t.Errorf("urlvet help does not list %s (%s)", d.ID, d.Title)
		}
	}
	for _, d := range analyzer.Checks() {
		res := urlvet(t, ".", "help", string(d.ID))
		wantCode(t, res, 0, "urlvet help "+string(d.ID))
		for _, want := range []string{d.Title, d.RFC, d.URL, shown(d.Bad, d), shown(d.Good, d)} {
			if !strings.Contains(res.stdout, want) {
				t.Errorf("urlvet help %s lacks %q:\n%s", d.ID, want, res.stdout)
			}
		}
	}
	wantCode(t, urlvet(t, ".", "help", "no-such-check"), 2, "urlvet help no-such-check")
}

// TestREADMEDemo checks that the output README.md shows for its first
// command is what urlvet prints on examples/demo today.
func TestREADMEDemo(t *testing.T) {
	skipIfShort(t)
	t.Parallel()
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	const cmd = "$ go run ./cmd/urlvet ./examples/demo\n"
	_, shown, ok := strings.Cut(string(readme), cmd)
	shown, _, ok2 := strings.Cut(shown, "exit status 3\n```")
	if !ok || !ok2 {
		t.Fatalf("README.md does not show the output of %q", cmd)
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	res := urlvet(t, root, "./examples/demo")
	wantCode(t, res, 3, "urlvet ./examples/demo")
	got := strings.ReplaceAll(res.stderr, root+string(filepath.Separator), "")
	if got != shown {
		t.Errorf("README.md shows for %q:\n%s\nurlvet prints:\n%s", cmd, shown, got)
	}
}

func TestWrap(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", ""},
		{"one two three", "one two\nthree"},
		{"a  b\n c", "a b c"},
		{"a b\n\nc", "a b\n\nc"},
		{"abcdefghij x", "abcdefghij\nx"}, // a long word stays whole
	} {
		if got := wrap(tc.in, 7); got != tc.want {
			t.Errorf("wrap(%q, 7) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestHelpFlags checks that -help lists only flags that do something, and
// names every warning check under -warnings; and that urlvet help marks
// the warning checks.
func TestHelpFlags(t *testing.T) {
	t.Parallel()
	res := urlvet(t, ".", "-help")
	wantCode(t, res, 0, "urlvet -help")
	for _, name := range []string{"all", "source", "v", "debug", "trace"} {
		if strings.Contains(res.stderr, "\n  -"+name+"\n") || strings.Contains(res.stderr, "\n  -"+name+" ") || strings.Contains(res.stderr, "\n  -"+name+"\t") {
			t.Errorf("urlvet -help lists -%s, which does nothing", name)
		}
		if res := urlvet(t, ".", "-"+name, "./..."); res.code != 2 {
			t.Errorf("urlvet -%s ./...: exit code %d, want 2 (no such flag)", name, res.code)
		}
	}
	_, warnings, _ := strings.Cut(res.stderr, "\n  -warnings\n")
	warnings, _, _ = strings.Cut(warnings, "\n  -")
	list := urlvet(t, ".", "help")
	for _, d := range analyzer.Checks() {
		isWarning := d.Severity == rfc.Warning
		if isWarning && !strings.Contains(warnings, string(d.ID)) {
			t.Errorf("urlvet -help: -warnings does not name %s:%s", d.ID, warnings)
		}
		for _, line := range strings.Split(list.stdout, "\n") {
			if strings.HasPrefix(line, "\t"+string(d.ID)+" ") && strings.HasSuffix(line, "(warning)") != isWarning {
				t.Errorf("urlvet help: %q, want (warning) at the end only for a warning", line)
			}
			inTests := !isWarning && d.SeverityIn(true) == rfc.Warning
			if strings.HasPrefix(line, "\t"+string(d.ID)+" ") && strings.HasSuffix(line, "(warning in test files)") != inTests {
				t.Errorf("urlvet help: %q, want (warning in test files) at the end only for a warning in test files", line)
			}
			tier := !isWarning && !inTests && d.Warns != ""
			if strings.HasPrefix(line, "\t"+string(d.ID)+" ") && strings.HasSuffix(line, "(some findings warnings)") != tier {
				t.Errorf("urlvet help: %q, want (some findings warnings) at the end only for an error check with warning findings", line)
			}
		}
		if d.Warns != "" && !strings.Contains(warnings, string(d.ID)) {
			t.Errorf("urlvet -help: -warnings does not name %s, which has warning findings:%s", d.ID, warnings)
		}
	}
}

func TestVersionString(t *testing.T) {
	vcs := func(kv ...string) []debug.BuildSetting {
		var s []debug.BuildSetting
		for i := 0; i < len(kv); i += 2 {
			s = append(s, debug.BuildSetting{Key: kv[i], Value: kv[i+1]})
		}
		return s
	}
	for _, tc := range []struct {
		bi   *debug.BuildInfo
		want string
	}{
		{&debug.BuildInfo{Main: debug.Module{Version: "v0.3.0"}}, "v0.3.0"},
		{&debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: vcs("vcs", "git", "vcs.revision", "c6c58015c0ffee00c6c58015c0ffee00c6c58015", "vcs.time", "2026-11-29T04:00:00Z", "vcs.modified", "false")},
			"devel c6c58015c0ff 2026-11-29T04:00:00Z"},
		{&debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: vcs("vcs.revision", "c6c58015c0ffee00", "vcs.time", "2026-11-29T04:00:00Z", "vcs.modified", "true")},
			"devel c6c58015c0ff+dirty 2026-11-29T04:00:00Z"},
		{&debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, "devel (built without version control information: -buildvcs=false, or not from a clone)"},
	} {
		if got := version(tc.bi); got != tc.want {
			t.Errorf("version(%v) = %q, want %q", tc.bi.Main.Version, got, tc.want)
		}
	}
}
