package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/urlvet/urlvet/rfc"
)

func TestHelp(t *testing.T) {
	t.Parallel()
	if len(rfc.Checks) == 0 {
		t.Fatal("rfc.Checks is empty")
	}
	res := urlvet(t, ".", "help")
	wantCode(t, res, 0, "urlvet help")
	for _, d := range rfc.Checks {
		if !strings.Contains(res.stdout, string(d.ID)+" ") || !strings.Contains(res.stdout, d.Title) {
			t.Errorf("urlvet help does not list %s (%s)", d.ID, d.Title)
		}
	}
	for _, d := range rfc.Checks {
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
