package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"
)

// urlvetBin is the urlvet command the end-to-end tests run: a link to
// this test binary, which runs main instead of the tests when
// runAsUrlvet is set in its environment. tmpDir holds it, the tests'
// cache and the shared copy of e2e.
var urlvetBin, tmpDir string

// runAsUrlvet, set in the environment of the commands the tests start
// (urlvet itself, and go vet and go fix, which start it), makes the test
// binary urlvet: the tests run the code under test without building a
// binary of their own (about 1 s of CPU before any test could start).
const runAsUrlvet = "URLVET_TEST_RUN_AS_URLVET"

func TestMain(m *testing.M) {
	if os.Getenv(runAsUrlvet) != "" {
		// testing has registered its -test.* flags on the command line's
		// flag set; urlvet's go vet mode defines its own there.
		flag.CommandLine = flag.NewFlagSet(os.Args[0], flag.ExitOnError)
		main()
		os.Exit(0)
	}
	os.Exit(setUpAndRun(m))
}

func setUpAndRun(m *testing.M) int {
	dir, err := os.MkdirTemp("", "urlvet-e2e")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(dir)
	tmpDir = dir
	// One cache for the tests of this run: the first analysis of a
	// package with a set of flags is a cold one, later ones (the standard
	// library, shared by the tests' modules) come from the cache, as they
	// would for a user. Tests of the cache itself use their own.
	os.Setenv("URLVET_CACHE", filepath.Join(dir, "cache"))
	// The package mode paces its collector at 50 % to keep a large tree's
	// peak memory down (BENCHMARKS.md), for some 40 % more CPU. The tests
	// check what urlvet reports, on small trees, in about a hundred
	// commands (urlvet's, go vet's and the go list they start), each
	// with a small heap: at 400 % their peak RSS stays near 250 MiB at
	// most, and their CPU falls by a fifth against Go's default 100 %.
	if os.Getenv("GOGC") == "" {
		os.Setenv("GOGC", "400")
	}
	os.Setenv(runAsUrlvet, "1")
	self, err := os.Executable()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	// Named urlvet, as its messages and go vet's output show it.
	urlvetBin = filepath.Join(dir, "urlvet")
	if err := os.Link(self, urlvetBin); err != nil {
		if err := copyFile(self, urlvetBin, 0o755); err != nil {
			fmt.Fprintf(os.Stderr, "making the urlvet command: %v\n", err)
			return 1
		}
	}
	return m.Run()
}

// result is what a command printed and how it exited.
type result struct {
	stdout, stderr string
	code           int
}

// run runs name with args in dir, with stdin as its standard input.
func run(t *testing.T, dir, stdin, name string, args ...string) result {
	t.Helper()
	return runEnv(t, dir, stdin, []string{"GOWORK=off", "GOFLAGS=-buildvcs=false"}, name, args...)
}

// runMu makes the commands that analyze the standard library run one at
// a time: the first run of a configuration (urlvet's flags, go vet's
// flags) fills the caches that later runs read, urlvet's and the go
// command's, where runs in parallel would each analyze it cold. Each of
// them keeps both cores busy on its own. The other commands run as their
// tests do, in parallel (see leavesStdAlone).
var runMu sync.Mutex

// leavesStdAlone reports whether the command name args neither analyzes
// the standard library nor reads its results: urlvet's commands that
// load no package, and runs on the packages of own, which import nothing.
func leavesStdAlone(name string, args []string) bool {
	if slices.Contains(args, ownSinks) {
		return true
	}
	if name != urlvetBin || len(args) == 0 {
		return false
	}
	switch args[0] {
	case "check", "help", "version", "-flags", "-V=full":
		return true
	}
	return false
}

// runEnv is run with env added to the environment.
func runEnv(t *testing.T, dir, stdin string, env []string, name string, args ...string) result {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	cmd.Stdin = strings.NewReader(stdin)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if !leavesStdAlone(name, args) {
		runMu.Lock()
		defer runMu.Unlock()
	}
	err := cmd.Run()
	res := result{stdout: stdout.String(), stderr: stderr.String()}
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		res.code = exit.ExitCode()
	case err != nil:
		t.Fatalf("%s %s: %v", name, strings.Join(args, " "), err)
	}
	return res
}

// urlvet runs the urlvet binary in dir.
func urlvet(t *testing.T, dir string, args ...string) result {
	t.Helper()
	return run(t, dir, "", urlvetBin, args...)
}

// wantCode fails the test unless res exited with code.
func wantCode(t *testing.T, res result, code int, what string) {
	t.Helper()
	if res.code != code {
		t.Fatalf("%s: exit code %d, want %d\nstdout:\n%s\nstderr:\n%s", what, res.code, code, res.stdout, res.stderr)
	}
}

// copyModule copies the fixture module testdata/src/<name> at the
// repository root to a new temporary directory, so that
// fixes and build outputs never touch the repository.
func copyModule(t *testing.T, name string) string {
	t.Helper()
	dst := t.TempDir()
	if err := copyTree(filepath.Join("..", "..", "testdata", "src", name), dst); err != nil {
		t.Fatal(err)
	}
	return dst
}

// sharedE2E returns the copy of testdata/src/e2e that the tests which
// change no file share, with workspaceFiles added. It is made at the
// first call, and analyzed then: urlvet ./... with the default flags
// fills the cache with its packages, which later runs read instead of
// type-checking their dependencies for their types once more (a package
// copied to another directory is another package to the cache).
func sharedE2E(t *testing.T) string {
	t.Helper()
	dir, err := shared()
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

var shared = sync.OnceValues(func() (string, error) {
	dir := filepath.Join(tmpDir, "e2e")
	if err := copyTree(filepath.Join("..", "..", "testdata", "src", "e2e"), dir); err != nil {
		return "", err
	}
	for name, data := range workspaceFiles {
		name = filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
			return "", err
		}
		if err := os.WriteFile(name, []byte(data), 0o644); err != nil {
			return "", err
		}
	}
	cmd := exec.Command(urlvetBin, "./...")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-buildvcs=false")
	runMu.Lock()
	out, err := cmd.CombinedOutput()
	runMu.Unlock()
	if cmd.ProcessState == nil || cmd.ProcessState.ExitCode() != 3 {
		return "", fmt.Errorf("urlvet ./... in %s: %v, want exit code 3 (findings)\n%s", dir, err, out)
	}
	return dir, nil
})

// workspaceFiles make the shared copy of e2e the root of a go.work
// workspace with a module nested in it, for TestStandaloneWorkspace. The
// other tests set GOWORK=off, and their ./... stays in module e2e.
var workspaceFiles = map[string]string{
	"other/go.mod":   "module example.com/other\n\ngo 1.26\n",
	"other/other.go": "package other\n\nimport \"net/url\"\n\nfunc F() { url.Parse(\"http://example.com/x y\") }\n",
	"go.work":        "go 1.26\n\nuse (\n\t.\n\t./other\n)\n",
}

// copyTree copies the files under src to dst.
func copyTree(src, dst string) error {
	return filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		return copyFile(path, target, 0o644)
	})
}

// copyFile copies the file src to dst, with permissions perm.
func copyFile(src, dst string, perm os.FileMode) error {
	data, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	return os.WriteFile(dst, data, perm)
}

// A marker locates a finding: the first occurrence of text in file (a
// path relative to the module), and the offset of the reported character
// within text.
type marker struct {
	file   string
	text   string
	offset int
}

// position returns the 1-based line, byte column and code-point column of m.
func (m marker) position(t *testing.T, dir string) (line, byteCol, runeCol int) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, m.file))
	if err != nil {
		t.Fatal(err)
	}
	for i, l := range strings.Split(string(data), "\n") {
		if j := strings.Index(l, m.text); j >= 0 {
			k := j + m.offset
			return i + 1, k + 1, utf8.RuneCountInString(l[:k]) + 1
		}
	}
	t.Fatalf("%s has no %q", m.file, m.text)
	return
}

// The findings in testdata/src/e2e/bad, at the character each one names.
var (
	spaceMarker = marker{"bad/bad.go", `/a b"`, 2}       // the space
	angleMarker = marker{"bad/bad.go", `/<id>"`, 1}      // the '<'
	pipeMarker  = marker{"bad/bad.go", `café|x"`, 5}     // the '|' after a two-byte 'é'
	testMarker  = marker{"bad/bad_test.go", `=${q}"`, 1} // in a test file
)

// ownSinks names the sink of testdata/src/e2e/own, whose packages import
// nothing from the standard library: tests that run with flags of their
// own (and so cache keys of their own) run on them.
const ownSinks = "-sinks=example.com/e2e/own.Get:0"

// The findings of own/bad, at the same characters as those of bad.
var (
	ownSpaceMarker = marker{"own/bad/bad.go", `/a b"`, 2}
	ownAngleMarker = marker{"own/bad/bad.go", `/<id>"`, 1}
)

// textPos is how the text output names m: "bad/bad.go:LINE:COL".
func (m marker) textPos(t *testing.T, dir string) string {
	line, col, _ := m.position(t, dir)
	return fmt.Sprintf("%s:%d:%d", m.file, line, col)
}
