package main

import (
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestGoVetBadFlag checks that a bad flag value under go vet is one line,
// printed once, in both forms the go command passes, though go vet
// starts urlvet on each of the some forty packages net/url imports. On
// Linux it is said when the go command asks for the tool's ID, before
// any package is analyzed: the first line, with no package header, and
// then only the go command's own lines on the failed query.
func TestGoVetBadFlag(t *testing.T) {
	t.Parallel()
	skipIfShort(t)
	dir := sharedE2E(t)
	for _, args := range [][]string{{"vet", "-vettool=" + urlvetBin, "-rfc=1234"}, {"vet", "-vettool=" + urlvetBin, "-rfc", "1234"}, {"fix", "-fixtool=" + urlvetBin, "-rfc=1234"}} {
		res := run(t, dir, "", "go", append(args, "./bad")...)
		if res.code == 0 {
			t.Errorf("go %s: exit code 0, want a failure", strings.Join(args, " "))
		}
		const msg = `urlvet: invalid value "1234" for -rfc: unknown RFC profile "1234" (want 3986, 2396 or 1738) (urlvet -help lists the flags)`
		lines := strings.Split(strings.TrimSpace(res.stderr), "\n")
		var other []string
		n := 0
		for i, line := range lines {
			switch {
			case line == msg:
				n++
			case runtime.GOOS == "linux" && i > 0 && strings.HasPrefix(line, "go: "):
				// the go command on the failed -V=full query
			case runtime.GOOS != "linux" && strings.HasPrefix(line, "# "): // go vet's package header
			default:
				other = append(other, line)
			}
		}
		if n != 1 || len(other) > 0 || runtime.GOOS == "linux" && lines[0] != msg {
			t.Errorf("go %s: the message %d times, other lines %q; want it once, first:\n%s", strings.Join(args, " "), n, other, res.stderr)
		}
	}
}

// TestUsageErrors checks that a usage error prints the error first and
// a pointer to -help, in two lines, and -help the flags.
func TestUsageErrors(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{
		{ownSinks, "-rfc=1234", "./..."},
		{"-nosuch", "./..."},
		{"-json"},
		{"check", "-rfc=12", "x"},
		{"check", "-nosuch"},
	} {
		res := urlvet(t, ".", args...)
		lines := strings.Split(strings.TrimSpace(res.stderr), "\n")
		if res.code != 2 || len(lines) != 2 || !strings.HasPrefix(lines[0], "urlvet") || !strings.Contains(lines[1], "-help") {
			t.Errorf("urlvet %s: exit code %d, stderr:\n%s\nwant 2, the error and a pointer to -help", strings.Join(args, " "), res.code, res.stderr)
		}
	}
	for _, args := range [][]string{{"-help"}, {"check", "-help"}} {
		res := urlvet(t, ".", args...)
		if res.code != 0 || !strings.Contains(res.stderr, "-rfc") {
			t.Errorf("urlvet %s: exit code %d, want 0 and the flags:\n%s", strings.Join(args, " "), res.code, res.stderr)
		}
	}
}

// TestFlagAfterPackages checks that a flag after the packages is a usage
// error said before anything is analyzed, and that -help says so.
func TestFlagAfterPackages(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{{"./bad", "-json"}, {"./bad", "-rfc", "2396"}, {"-c=1", "./bad", "./clean", "-fix"}} {
		res := urlvet(t, ".", args...)
		lines := strings.Split(strings.TrimSpace(res.stderr), "\n")
		if res.code != 2 || res.stdout != "" || len(lines) != 2 || !strings.Contains(lines[0], "after the packages") {
			t.Errorf("urlvet %s: exit code %d, stdout %q, stderr:\n%s\nwant 2 and a usage error", strings.Join(args, " "), res.code, res.stdout, res.stderr)
		}
	}
	if res := urlvet(t, ".", "-help"); !strings.Contains(res.stderr, "Flags go before the packages") {
		t.Errorf("urlvet -help does not say where flags go:\n%s", res.stderr)
	}
}

// TestNoPackages checks that patterns that name no package are a usage
// error (exit 2, as README.md's table of exit codes says), in one line.
func TestNoPackages(t *testing.T) {
	t.Parallel()
	skipIfShort(t)
	dir := sharedE2E(t)
	for _, tc := range []struct{ pattern, want string }{
		{"./nosuch/...", "urlvet: ./nosuch/...: no such directory (" + filepath.Join(dir, "nosuch") + ")"},
		{"./nosuch", "urlvet: ./nosuch: no such directory (" + filepath.Join(dir, "nosuch") + ")"},
		{"example.com/e2e/nosuch/...", "urlvet: example.com/e2e/nosuch/... matched no packages"},
	} {
		res := urlvet(t, dir, tc.pattern)
		if res.code != 2 || strings.TrimSpace(res.stderr) != tc.want {
			t.Errorf("urlvet %s: exit code %d, stderr:\n%s\nwant 2 and %q", tc.pattern, res.code, res.stderr, tc.want)
		}
	}
}
