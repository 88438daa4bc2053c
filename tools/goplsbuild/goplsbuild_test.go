package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// home is the fixture module that the problem matcher and gopls tests
// share: one URL constant with one finding.
var home = filepath.Join("..", "..", "testdata", "src", "home")

// goplsDoc is the document whose commands TestGopls runs.
const goplsDoc = "../../docs/integrations/gopls.md"

// TestGopls runs the commands of docs/integrations/gopls.md as written at
// the repository's root, with ~/bin replaced by a temporary directory: they
// build gopls with urlvet and run "gopls check" on testdata/src/home/urls.go,
// which must report urlvet's diagnostic at the space. Then it checks that the
// quick fix percent-encodes it. It downloads gopls and its dependencies, so
// it runs only when URLVET_E2E is set.
func TestGopls(t *testing.T) {
	script := documentedCommands(t)
	if os.Getenv("URLVET_E2E") == "" || testing.Short() {
		t.Skip("set URLVET_E2E=1 to build gopls with urlvet")
	}
	dir := t.TempDir()
	start := time.Now()
	cmd := exec.Command("sh", "-e", "-c", strings.ReplaceAll(script, "~/bin", dir))
	cmd.Dir = filepath.Join("..", "..")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s:\n%s\n%v\n%s", goplsDoc, script, err, out)
	}
	t.Logf("built gopls %s with urlvet in %v", defaultGopls, time.Since(start).Round(time.Second))
	bin := filepath.Join(dir, "gopls")
	if !strings.Contains(string(out), bin) {
		t.Errorf("goplsbuild did not print %s; output:\n%s", bin, out)
	}
	if want := "golang.org/x/tools/gopls " + defaultGopls + "+urlvet"; !strings.Contains(string(out), want) {
		t.Errorf("gopls version does not say %q; output:\n%s", want, out)
	}

	file, err := filepath.Abs(filepath.Join(home, "urls.go"))
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	line, col := position(t, string(src), `"http://example.com/a b"`, " ")

	// gopls prints FILE:LINE:COL-ENDCOL: MESSAGE, FILE as given or absolute.
	rx := regexp.MustCompile(`(?m)^\S*testdata/src/home/urls\.go:(\d+):(\d+)(?:-[\d:]+)?: (.+)$`)
	found := false
	for _, m := range rx.FindAllStringSubmatch(string(out), -1) {
		if m[1] == itoa(line) && m[2] == itoa(col) {
			found = true
		}
	}
	if !found {
		t.Fatalf("gopls check: no diagnostic at %d:%d; output:\n%s", line, col, out)
	}

	diff := gopls(t, bin, "codeaction", "-kind=quickfix", "-exec", "-diff", file+":"+itoa(line)+":"+itoa(col))
	if !strings.Contains(diff, `+	return url.Parse("http://example.com/a%20b")`) {
		t.Errorf("gopls codeaction: want the space percent-encoded; diff:\n%s", diff)
	}
}

// documentedCommands returns the first sh block of the gopls document,
// after checking that it builds into ~/bin and checks the fixture file.
func documentedCommands(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile(goplsDoc)
	if err != nil {
		t.Fatal(err)
	}
	_, block, ok := strings.Cut(string(data), "```sh\n")
	block, _, ok2 := strings.Cut(block, "\n```\n")
	if !ok || !ok2 {
		t.Fatalf("%s has no sh block", goplsDoc)
	}
	for _, want := range []string{"go -C tools run ./goplsbuild -o ~/bin", "~/bin/gopls check testdata/src/home/urls.go"} {
		if !strings.Contains(block, want) {
			t.Errorf("%s: the commands lack %q", goplsDoc, want)
		}
	}
	return block
}

// position returns the 1-based line and byte column of the first needle
// inside the first occurrence of lit in src.
func position(t *testing.T, src, lit, needle string) (line, col int) {
	t.Helper()
	i := strings.Index(src, lit)
	j := strings.Index(lit, needle)
	if i < 0 || j < 0 {
		t.Fatalf("%q not in testdata", lit)
	}
	off := i + j
	line = 1 + strings.Count(src[:off], "\n")
	col = off - strings.LastIndexByte(src[:off], '\n')
	return line, col
}

func gopls(t *testing.T, bin string, args ...string) string {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Dir = home
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("gopls %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

func itoa(i int) string { return strconv.Itoa(i) }
