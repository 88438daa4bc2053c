package main

import (
	"strings"
	"testing"
)

// TestGoVetBadFlag checks that a bad flag value under go vet is one line,
// printed once, though go vet starts urlvet on each of the some forty
// packages net/url imports, in both forms the go command passes.
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
		var other []string
		n := 0
		for _, line := range strings.Split(strings.TrimSpace(res.stderr), "\n") {
			switch {
			case line == msg:
				n++
			case !strings.HasPrefix(line, "# "): // go vet's package header
				other = append(other, line)
			}
		}
		if n != 1 || len(other) > 0 {
			t.Errorf("go %s: the message %d times, other lines %q; want it once, alone:\n%s", strings.Join(args, " "), n, other, res.stderr)
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
