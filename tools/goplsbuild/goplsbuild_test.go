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

// TestGopls builds gopls with urlvet and checks that "gopls check" reports
// urlvet's diagnostic at the space in testdata/src/home/urls.go (at the
// repository root), and that the
// quick fix percent-encodes it. It downloads gopls and its dependencies, so
// it runs only when URLVET_E2E is set.
func TestGopls(t *testing.T) {
	if os.Getenv("URLVET_E2E") == "" || testing.Short() {
		t.Skip("set URLVET_E2E=1 to build gopls with urlvet")
	}
	start := time.Now()
	bin, err := build(options{out: t.TempDir(), gopls: defaultGopls, urlvet: "../.."})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("built gopls %s with urlvet in %v", defaultGopls, time.Since(start).Round(time.Second))

	file, err := filepath.Abs(filepath.Join(home, "urls.go"))
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	line, col := position(t, string(src), `"http://example.com/a b"`, " ")

	out := gopls(t, bin, "check", file)
	// gopls prints FILE:LINE:COL-ENDCOL: MESSAGE.
	rx := regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(file) + `:(\d+):(\d+)(?:-[\d:]+)?: (.+)$`)
	found := false
	for _, m := range rx.FindAllStringSubmatch(out, -1) {
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
