package main

import (
	"encoding/json"
	"fmt"
	"go/format"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// genTree writes a module of pkgs packages of files files each under dir,
// every file with one finding that has a fix, and returns the files'
// names with their contents before and after the fix. Its sink is its
// own (genSinks): it imports nothing from the standard library.
func genTree(t *testing.T, dir string, pkgs, files int) (names []string, before, after map[string]string) {
	t.Helper()
	before, after = make(map[string]string), make(map[string]string)
	write := func(name, data string) {
		name = filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(name, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("go.mod", "module example.com/gen\n\ngo 1.26\n")
	write("own/own.go", "package own\n\nfunc Get(url string) {}\n")
	for p := range pkgs {
		for f := range files {
			name := filepath.Join(dir, fmt.Sprintf("p%d", p), fmt.Sprintf("f%d.go", f))
			// Some bulk, so that a file takes more than one write.
			src := fmt.Sprintf("package p%d\n\nimport \"example.com/gen/own\"\n\n// %s\nfunc F%d() {\n\town.Get(\"http://example.com/a b/%d\")\n}\n",
				p, strings.Repeat("filler ", 1200), f, f)
			write(filepath.ToSlash(mustRel(t, dir, name)), src)
			names = append(names, name)
			before[name] = src
			after[name] = strings.Replace(src, "/a b/", "/a%20b/", 1)
		}
	}
	return names, before, after
}

const genSinks = "-sinks=example.com/gen/own.Get:0"

func mustRel(t *testing.T, base, name string) string {
	rel, err := filepath.Rel(base, name)
	if err != nil {
		t.Fatal(err)
	}
	return rel
}

// TestFixInterrupted kills urlvet -fix (kill -9) at random points of its
// run over trees of 600 files, and finds every file either as it was or
// fixed: never empty, never half written. Four trees take turns at once,
// each with its own urlvet: 52 runs killed in all with URLVET_E2E=1 (as
// CI runs it), 8 in a plain go test, which must stay quick.
func TestFixInterrupted(t *testing.T) {
	if testing.Short() {
		t.Skip("starts urlvet some sixty times")
	}
	t.Parallel()
	const workers = 4
	trials := 2
	if os.Getenv("URLVET_E2E") != "" {
		trials = 13
	}
	var wg sync.WaitGroup
	var mu sync.Mutex
	var partial, files int
	var wholes []time.Duration
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			n, p, whole := fixAndKill(t, w, trials)
			mu.Lock()
			partial += p
			files = n
			wholes = append(wholes, whole)
			mu.Unlock()
		}()
	}
	wg.Wait()
	t.Logf("trees of %d files, whole runs %v; %d of %d runs killed while writing files", files, wholes, partial, workers*trials)
}

// fixAndKill runs urlvet -fix over a tree of its own, once whole and then
// killed trials times, and returns the tree's number of files, how many
// runs were killed while writing them (leaving temporary files or some files fixed) and the time of a whole run.
func fixAndKill(t *testing.T, worker, trials int) (files, writing int, whole time.Duration) {
	dir := t.TempDir()
	names, before, after := genTree(t, dir, 2, 300)
	// temps removes the temporary files a killed run leaves, and
	// returns how many there were; a Go file among them fails the test.
	temps := func() int {
		n := 0
		filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.Contains(d.Name(), ".urlvet-") {
				if strings.HasSuffix(d.Name(), ".go") {
					t.Errorf("temporary file with a .go name: %s", path)
				}
				os.Remove(path)
				n++
			}
			return nil
		})
		return n
	}
	restore := func() {
		for _, name := range names {
			if err := os.WriteFile(name, []byte(before[name]), 0o644); err != nil {
				t.Error(err)
			}
		}
	}
	start := func() *exec.Cmd {
		cmd := exec.Command(urlvetBin, genSinks, "-fix", "./...")
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-buildvcs=false")
		if err := cmd.Start(); err != nil {
			t.Error(err)
			return nil
		}
		return cmd
	}
	// check returns how many files are fixed, and fails the test for a
	// file that is neither as it was nor fixed.
	check := func(trial string) (int, bool) {
		fixed := 0
		for _, name := range names {
			data, err := os.ReadFile(name)
			switch {
			case err != nil:
				t.Errorf("%s: %v", trial, err)
				return 0, false
			case string(data) == after[name]:
				fixed++
			case string(data) != before[name]:
				t.Errorf("%s: %s is neither as it was nor fixed (%d bytes):\n%.200s", trial, name, len(data), data)
				return 0, false
			}
		}
		return fixed, true
	}

	// A whole run first, which also fills the cache: the killed runs
	// then spend their time on go list, hashing and writing the files,
	// as the second whole run does, which sets the range of the delays.
	for i, what := range []string{"first whole run", "second whole run"} {
		if i > 0 {
			restore()
		}
		t0 := time.Now()
		cmd := start()
		if cmd == nil {
			return
		}
		err := cmd.Wait()
		whole = time.Since(t0)
		if n, ok := check(what); err != nil || !ok || n != len(names) {
			t.Errorf("urlvet -fix on the tree (%s): %v; %d of %d files fixed", what, err, n, len(names))
			return
		}
	}
	for i := range trials {
		restore()
		delay := time.Duration(rand.Int64N(int64(whole)))
		cmd := start()
		if cmd == nil {
			return
		}
		time.Sleep(delay)
		cmd.Process.Signal(syscall.SIGKILL)
		cmd.Wait()
		n, ok := check(fmt.Sprintf("tree %d, run %d, killed after %v", worker, i, delay))
		if !ok {
			return
		}
		// Besides the files, a killed run leaves only its temporary
		// files, which no go command reads.
		if left := temps(); left > 0 || 0 < n && n < len(names) {
			writing++
		}
	}
	return len(names), writing, whole
}

// Two files whose fix is one edit: one with CRLF line endings, one that
// gofmt would change (alignment, trailing spaces, a one-line function).
var (
	crlfSrc = strings.ReplaceAll("package lay\n\nimport \"example.com/gen/own\"\n\n// CRLF fetches.\nfunc CRLF() {\n\town.Get(\"http://example.com/a b/crlf\")\n}\n", "\n", "\r\n")
	messSrc = "package lay\n\nimport \"example.com/gen/own\"\n\nvar (\n\tx    = 1 \n\tlonger = 2\n)\n\nfunc Mess() {  own.Get(\"http://example.com/a b/mess\") }   \n\nfunc  Other( )  {\n}\n"
)

// writeLayouts writes a module with crlfSrc and messSrc in package lay.
func writeLayouts(t *testing.T) (dir, crlf, mess string) {
	t.Helper()
	dir = t.TempDir()
	for name, data := range map[string]string{
		"go.mod":      "module example.com/gen\n\ngo 1.26\n",
		"own/own.go":  "package own\n\nfunc Get(url string) {}\n",
		"lay/crlf.go": crlfSrc,
		"lay/mess.go": messSrc,
	} {
		name = filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(name, []byte(data), 0o640); err != nil {
			t.Fatal(err)
		}
	}
	return dir, filepath.Join(dir, "lay", "crlf.go"), filepath.Join(dir, "lay", "mess.go")
}

// TestFixOnlyEdits checks that urlvet -fix changes only the bytes of its
// edits: CRLF line endings, alignment, trailing spaces and the layout
// gofmt would change stay as they were, as does the file's mode.
//
// go fix -fixtool=urlvet does otherwise, as the second half records:
// x/tools' unitchecker, which serves that protocol, formats every file
// it fixes with go/printer (its driverutil.ApplyFixes), so the whole file
// comes back gofmt'ed, CRLF line endings turned into LF on every line;
// the go command then writes the result over the file in place
// (os.WriteFile in cmd/go/internal/vet), not through a rename.
func TestFixOnlyEdits(t *testing.T) {
	t.Parallel()
	dir, crlf, mess := writeLayouts(t)
	res := urlvet(t, dir, genSinks, "-fix", "./lay")
	if res.code != 0 {
		t.Fatalf("urlvet -fix: exit %d\n%s%s", res.code, res.stdout, res.stderr)
	}
	for file, want := range map[string]string{
		crlf: strings.Replace(crlfSrc, "/a b/", "/a%20b/", 1),
		mess: strings.Replace(messSrc, "/a b/", "/a%20b/", 1),
	} {
		data, _ := os.ReadFile(file)
		if string(data) != want {
			t.Errorf("urlvet -fix: %s is\n%q\nwant only the edit's bytes changed:\n%q", file, data, want)
		}
		if fi, err := os.Stat(file); err != nil || fi.Mode().Perm() != 0o640 {
			t.Errorf("urlvet -fix: %s: mode %v (%v), want 0640 kept", file, fi.Mode(), err)
		}
	}

	// The same files through go fix.
	skipIfShort(t)
	dir, crlf, mess = writeLayouts(t)
	res = run(t, dir, "", "go", "fix", "-fixtool="+urlvetBin, genSinks, "./lay")
	wantCode(t, res, 0, "go fix -fixtool")
	for file, src := range map[string]string{crlf: crlfSrc, mess: messSrc} {
		data, _ := os.ReadFile(file)
		gofmted, err := format.Source([]byte(strings.Replace(strings.ReplaceAll(src, "\r\n", "\n"), "/a b/", "/a%20b/", 1)))
		if err != nil {
			t.Fatal(err)
		}
		if string(data) != string(gofmted) {
			t.Errorf("go fix -fixtool: %s is\n%q\nwant the fixed file gofmt'ed (what go fix did when this test was written):\n%q", file, data, gofmted)
		}
	}
}

// leftSrc has a finding with a fix and two without.
const leftSrc = "package q\n\nimport \"example.com/gen/own\"\n\nfunc F() {\n\town.Get(\"http://example.com:99999/a b\")\n\town.Get(\"http://exa mple.com/\")\n}\n"

func writeLeft(t *testing.T) (dir, file string) {
	t.Helper()
	dir = t.TempDir()
	for name, data := range map[string]string{
		"go.mod":     "module example.com/gen\n\ngo 1.26\n",
		"own/own.go": "package own\n\nfunc Get(url string) {}\n",
		"q/q.go":     leftSrc,
	} {
		name = filepath.Join(dir, filepath.FromSlash(name))
		os.MkdirAll(filepath.Dir(name), 0o755)
		if err := os.WriteFile(name, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir, filepath.Join(dir, "q", "q.go")
}

// TestFixLeft checks what -fix says of the findings it leaves, with
// each output, and -diff on its own.
func TestFixLeft(t *testing.T) {
	t.Parallel()
	fixedSrc := strings.Replace(leftSrc, "/a b", "/a%20b", 1)
	left := []string{"q/q.go:6:30: own.Get: port 99999", "q/q.go:7:21: own.Get: space is not allowed in a host"}

	// Text: how many were fixed, the findings left, exit code 3.
	dir, file := writeLeft(t)
	res := urlvet(t, dir, genSinks, "-fix", "./...")
	wantCode(t, res, 3, "urlvet -fix with findings left")
	if !strings.HasPrefix(res.stderr, "urlvet: fixed 1 finding in 1 file; 2 findings left:\n") {
		t.Errorf("urlvet -fix: stderr does not start with the count:\n%s", res.stderr)
	}
	for _, l := range left {
		if !strings.Contains(res.stderr, l) {
			t.Errorf("urlvet -fix: %q not listed:\n%s", l, res.stderr)
		}
	}
	if strings.Contains(res.stderr, "path") {
		t.Errorf("urlvet -fix lists the fixed finding:\n%s", res.stderr)
	}
	if data, _ := os.ReadFile(file); string(data) != fixedSrc {
		t.Errorf("urlvet -fix: %s is\n%s", file, data)
	}
	res = urlvet(t, dir, genSinks, "-fix", "./...")
	wantCode(t, res, 3, "urlvet -fix again")
	if !strings.HasPrefix(res.stderr, "urlvet: no fix to apply; 2 findings left:\n") {
		t.Errorf("urlvet -fix again: stderr:\n%s", res.stderr)
	}

	// A file that cannot be written (hard links are kept): said, its
	// finding left with the reason, exit code 1.
	dir, file = writeLeft(t)
	if err := os.Link(file, file+".link"); err != nil {
		t.Fatal(err)
	}
	res = urlvet(t, dir, genSinks, "-fix", "./...")
	wantCode(t, res, 1, "urlvet -fix on a file with two links")
	if !strings.HasPrefix(res.stderr, "urlvet: cannot fix "+file+": it has 2 hard links, which replacing it would break\nurlvet: fixed 0 findings in 0 files; 3 findings left:\n") ||
		!strings.Contains(res.stderr, "(not fixed: it has 2 hard links") {
		t.Errorf("urlvet -fix on a file with two links:\n%s", res.stderr)
	}
	if data, _ := os.ReadFile(file); string(data) != leftSrc {
		t.Errorf("urlvet -fix changed %s, which has two links", file)
	}

	// -json: the findings left in the output, exit code 0.
	dir, file = writeLeft(t)
	res = urlvet(t, dir, genSinks, "-fix", "-json", "./...")
	wantCode(t, res, 0, "urlvet -fix -json")
	var tree map[string]map[string][]jsonDiagnostic
	if err := json.Unmarshal([]byte(res.stdout), &tree); err != nil {
		t.Fatalf("urlvet -fix -json: %v\n%s", err, res.stdout)
	}
	if diags := tree["example.com/gen/q"]["urlvet"]; len(diags) != 2 || diags[0].Category != "port" || diags[1].Category != "host" {
		t.Errorf("urlvet -fix -json: %+v, want the port and host findings", diags)
	}
	if data, _ := os.ReadFile(file); string(data) != fixedSrc {
		t.Errorf("urlvet -fix -json: %s is\n%s", file, data)
	}

	// -sarif: the same.
	dir, file = writeLeft(t)
	res = urlvet(t, dir, genSinks, "-fix", "-sarif", "./...")
	wantCode(t, res, 0, "urlvet -fix -sarif")
	var log sarifOutput
	if err := json.Unmarshal([]byte(res.stdout), &log); err != nil || len(log.Runs) != 1 || len(log.Runs[0].Results) != 2 {
		t.Errorf("urlvet -fix -sarif: want 2 results (%v):\n%s", err, res.stdout)
	}
	if data, _ := os.ReadFile(file); string(data) != fixedSrc {
		t.Errorf("urlvet -fix -sarif: %s is\n%s", file, data)
	}

	// -diff, with or without -fix: the diff, files unchanged, findings
	// left listed, exit code 3.
	dir, file = writeLeft(t)
	for _, args := range [][]string{{"-diff"}, {"-fix", "-diff"}} {
		res = urlvet(t, dir, append([]string{genSinks}, append(args, "./...")...)...)
		wantCode(t, res, 3, "urlvet "+strings.Join(args, " "))
		if !strings.Contains(res.stdout, "+\town.Get(\"http://example.com:99999/a%20b\")\n") || !strings.Contains(res.stderr, left[0]) {
			t.Errorf("urlvet %s:\n%s%s", args, res.stdout, res.stderr)
		}
		if data, _ := os.ReadFile(file); string(data) != leftSrc {
			t.Errorf("urlvet %s changed %s", args, file)
		}
	}

	// Meaningless combinations: one line, a pointer to -help, exit code 2.
	for _, args := range [][]string{{"-json", "-sarif"}, {"-diff", "-json"}, {"-fix", "-diff", "-sarif"}, {"-c", "1", "-json"}} {
		res = urlvet(t, dir, append([]string{genSinks}, append(args, "./...")...)...)
		wantCode(t, res, 2, "urlvet "+strings.Join(args, " "))
		if lines := strings.Split(strings.TrimSpace(res.stderr), "\n"); len(lines) != 2 || !strings.Contains(lines[1], "-help") {
			t.Errorf("urlvet %s: want the error and a pointer to -help, got:\n%s", args, res.stderr)
		}
	}
}
