package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// These tests run the go command with urlvet as its vet and fix tool.

func skipIfShort(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the go command; skipped with -short")
	}
}

func TestGoVet(t *testing.T) {
	t.Parallel()
	skipIfShort(t)
	dir := sharedE2E(t)
	tool := "-vettool=" + urlvetBin

	res := run(t, dir, "", "go", "vet", tool, "./...")
	wantCode(t, res, 1, "go vet -vettool with findings")
	web := marker{"web/web.go", `go vet"`, 2} // the space, through link.Page's fact
	for _, m := range []marker{spaceMarker, angleMarker, pipeMarker, web} {
		if pos := m.textPos(t, dir); !strings.Contains(res.stderr, pos+": ") {
			t.Errorf("go vet: no finding at %s in:\n%s", pos, res.stderr)
		}
	}

	// The analyzer's flags pass through under the same names. Each set
	// of flags is a go vet configuration of its own, run on own/...,
	// whose packages import nothing from the standard library.
	wantCode(t, run(t, dir, "", "go", "vet", tool, ownSinks, "./own/bad"), 1, "go vet -vettool -sinks ./own/bad")
	wantCode(t, run(t, dir, "", "go", "vet", tool, ownSinks, "-disable=char,non-ascii", "./own/bad"), 0, "go vet -vettool -disable=char,non-ascii")
	wantCode(t, run(t, dir, "", "go", "vet", tool, ownSinks, "./own/ipv6"), 0, "go vet -vettool ./own/ipv6 (valid by RFC 3986)")
	res = run(t, dir, "", "go", "vet", tool, ownSinks, "-rfc=2396", "./own/ipv6")
	wantCode(t, res, 1, "go vet -vettool -rfc=2396 ./own/ipv6")
	if !strings.Contains(res.stderr, "RFC 2396") {
		t.Errorf("go vet -rfc=2396: the finding does not name RFC 2396:\n%s", res.stderr)
	}
	// go vet -json reports findings in the output and exits 0.
	res = run(t, dir, "", "go", "vet", "-json", tool, ownSinks, "./own/bad")
	wantCode(t, res, 0, "go vet -json -vettool")
	if !strings.Contains(res.stderr+res.stdout, `"urlvet"`) {
		t.Errorf("go vet -json: no urlvet diagnostics in:\n%s%s", res.stdout, res.stderr)
	}
	res = run(t, dir, "", "go", "vet", tool, ownSinks, "-rfc=9999", "./own/bad")
	if res.code == 0 || !strings.Contains(res.stderr, "9999") {
		t.Errorf("go vet -rfc=9999: exit %d, stderr:\n%s\nwant a failure naming the bad value", res.code, res.stderr)
	}
	wantCode(t, run(t, dir, "", "go", "vet", tool, "./clean"), 0, "go vet -vettool on a clean package")
	res = run(t, dir, "", "go", "vet", tool, ownSinks, "-sarif", "./own/bad")
	if res.code == 0 || !strings.Contains(res.stderr, "urlvet -sarif ./...") {
		t.Errorf("go vet -vettool -sarif: exit %d, stderr:\n%s\nwant an error that points to the standalone mode", res.code, res.stderr)
	}
}

// TestGoVetCache checks that go vet caches urlvet's result on a clean
// package: the second run does not start urlvet on it again.
func TestGoVetCache(t *testing.T) {
	t.Parallel()
	skipIfShort(t)
	dir := copyModule(t, "e2e")
	// A constant unique to this run, so that the first run cannot be
	// served from an earlier test's cache.
	stamp := fmt.Sprintf("package clean\n\nconst stamp = %q\n", time.Now().String())
	if err := os.WriteFile(filepath.Join(dir, "clean", "stamp.go"), []byte(stamp), 0o644); err != nil {
		t.Fatal(err)
	}
	vet := func() (result, time.Duration) {
		start := time.Now()
		res := run(t, dir, "", "go", "vet", "-x", "-vettool="+urlvetBin, "./clean")
		wantCode(t, res, 0, "go vet -x -vettool ./clean")
		return res, time.Since(start)
	}
	// go vet -x prints the tool's command line with the unit's vet.cfg.
	ranTool := func(res result) bool {
		for _, line := range strings.Split(res.stderr, "\n") {
			if strings.Contains(line, urlvetBin) && strings.Contains(line, "vet.cfg") {
				return true
			}
		}
		return false
	}
	first, d1 := vet()
	if !ranTool(first) {
		t.Fatalf("first go vet -x did not run urlvet:\n%s", first.stderr)
	}
	second, d2 := vet()
	if ranTool(second) {
		t.Errorf("second go vet -x ran urlvet again instead of using the cache:\n%s", second.stderr)
	}
	t.Logf("go vet ./clean: %v first, %v cached", d1, d2)
}

func TestGoFix(t *testing.T) {
	t.Parallel()
	skipIfShort(t)
	dir := copyModule(t, "e2e")
	file := filepath.Join(dir, "own", "bad", "bad.go")
	before, _ := os.ReadFile(file)
	tool := "-fixtool=" + urlvetBin

	res := run(t, dir, "", "go", "fix", "-diff", tool, ownSinks, "./own/bad")
	if !strings.Contains(res.stdout, `+	own.Get("http://example.com/a%20b")`) {
		t.Errorf("go fix -diff: exit %d, no fixed line in the diff:\n%s%s", res.code, res.stdout, res.stderr)
	}
	if after, _ := os.ReadFile(file); string(after) != string(before) {
		t.Errorf("go fix -diff changed %s", file)
	}

	// Flags pass through: with char disabled, only the non-ASCII fix applies.
	res = run(t, dir, "", "go", "fix", tool, ownSinks, "-disable=char", "./own/bad")
	wantCode(t, res, 0, "go fix -fixtool -disable=char")
	if after, _ := os.ReadFile(file); !strings.Contains(string(after), `"http://example.com/caf%C3%A9|x"`) || !strings.Contains(string(after), `a b"`) {
		t.Errorf("go fix -disable=char: want only the non-ASCII fix, got:\n%s", after)
	}

	res = run(t, dir, "", "go", "fix", tool, ownSinks, "./own/bad")
	wantCode(t, res, 0, "go fix -fixtool")
	after, _ := os.ReadFile(file)
	for _, want := range []string{`"http://example.com/a%20b"`, `"http://example.com/%3Cid%3E"`} {
		if !strings.Contains(string(after), want) {
			t.Errorf("after go fix, %s lacks %s:\n%s", file, want, after)
		}
	}
}
