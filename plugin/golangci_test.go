package plugin_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// golangciVersion is the golangci-lint release the plugin is tested with.
const golangciVersion = "v2.15.0"

// e2e skips the calling test unless URLVET_E2E is set: end-to-end tests
// download and build other programs, which "go test ./..." should not do.
func e2e(t *testing.T) {
	t.Helper()
	if os.Getenv("URLVET_E2E") == "" || testing.Short() {
		t.Skip("set URLVET_E2E=1 to run end-to-end tests")
	}
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
}

// TestGolangciLint builds golangci-lint with the plugin from the module
// proxy alone (the documented manual build: "golangci-lint custom" clones
// golangci-lint with git), runs it on testdata/urls with several
// configurations, and compares its findings with the want comments.
func TestGolangciLint(t *testing.T) {
	e2e(t)
	bin := buildGolangciLint(t)

	wants := positions(parseWants(t, "testdata/urls/urls.go"))
	ipv6 := lineOf(t, "testdata/urls/urls.go", "[::1]")

	t.Run("default", func(t *testing.T) {
		got, others, code := golangciLint(t, bin, "default.yml")
		if others != 0 {
			t.Errorf("%d findings of other linters, want none", others)
		}
		if code != 1 {
			t.Errorf("exit code %d, want 1 (issues found)", code)
		}
		if !slices.Equal(got, wants) {
			t.Errorf("got findings\n\t%v\nwant\n\t%v", got, wants)
		}
	})
	t.Run("disable", func(t *testing.T) {
		got, _, _ := golangciLint(t, bin, "disable-char.yml")
		want := positions(without(parseWants(t, "testdata/urls/urls.go"), "char"))
		if !slices.Equal(got, want) {
			t.Errorf("got findings\n\t%v\nwant\n\t%v", got, want)
		}
	})
	t.Run("rfc", func(t *testing.T) {
		got, _, _ := golangciLint(t, bin, "rfc1738.yml")
		if !slices.ContainsFunc(got, func(f finding) bool { return f.Line == ipv6 }) {
			t.Errorf("rfc 1738: no finding on line %d (an IP literal); got\n\t%v", ipv6, got)
		}
	})
	t.Run("example config", func(t *testing.T) {
		// The example enables the standard linters too; they have their
		// own findings in testdata (unchecked errors).
		got, _, _ := golangciLint(t, bin, "../../../.golangci.example.yml")
		if !slices.Equal(got, wants) {
			t.Errorf("got findings\n\t%v\nwant\n\t%v", got, wants)
		}
	})
	t.Run("misspelt setting", func(t *testing.T) {
		cmd := exec.Command(bin, "run", "--config", abs(t, "testdata/golangci-lint/misspelt.yml"), "./...")
		cmd.Dir = "testdata/urls"
		cmd.Env = append(os.Environ(), "GOLANGCI_LINT_CACHE="+t.TempDir())
		out, err := cmd.CombinedOutput()
		if err == nil || !strings.Contains(string(out), `unknown field "disabel"`) {
			t.Errorf("misspelt setting: err = %v, output:\n%s", err, out)
		}
	})
}

// buildGolangciLint builds golangci-lint with the plugin by running
// README.md's manual build as written, with the replacement of its go get
// line that the README gives for an unpublished urlvet (the clone being
// this repository), and returns the binary's path.
func buildGolangciLint(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	script := readmeBuild(t, abs(t, ".."))
	start := time.Now()
	cmd := exec.Command("sh", "-e", "-c", script)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("README's build:\n%s\n%v\n%s", script, err, out)
	}
	t.Logf("built golangci-lint %s with the plugin in %v", golangciVersion, time.Since(start).Round(time.Second))
	return filepath.Join(dir, "golangci-lint-urlvet", "golangci-lint-urlvet")
}

// readmeBuild returns the shell steps of README.md's manual golangci-lint
// build, with the go get line replaced by the README's steps for a clone
// at repo.
func readmeBuild(t *testing.T, repo string) string {
	t.Helper()
	data, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	block := func(first string) string {
		i := strings.Index(doc, "```sh\n"+first)
		if i < 0 {
			t.Fatalf("README.md: no sh block starting %q", first)
		}
		body, _, ok := strings.Cut(doc[i+len("```sh\n"):], "\n```\n")
		if !ok {
			t.Fatalf("README.md: the block starting %q does not end", first)
		}
		return body
	}
	build := block("mkdir golangci-lint-urlvet")
	clone := strings.ReplaceAll(block("go mod edit -require=github.com/golangci"), "/path/to/urlvet", repo)
	var lines []string
	replaced := false
	for _, line := range strings.Split(build, "\n") {
		if strings.HasPrefix(line, "go get ") {
			line, replaced = clone, true
		}
		lines = append(lines, line)
	}
	if !replaced {
		t.Fatal("README.md: the build has no go get line")
	}
	if !strings.Contains(build, "golangci-lint/v2@"+golangciVersion) {
		t.Errorf("README.md does not build golangci-lint %s", golangciVersion)
	}
	return strings.Join(lines, "\n")
}

// golangciLint runs golangci-lint on testdata/urls with a configuration
// from testdata/golangci-lint, with a cache of its own, and returns
// urlvet's findings, the number of other linters' findings and the exit
// code.
func golangciLint(t *testing.T, bin, config string) (urlvet []finding, others, code int) {
	t.Helper()
	cmd := exec.Command(bin, "run",
		"--config", abs(t, filepath.Join("testdata/golangci-lint", config)),
		"--output.json.path", "stdout", "--show-stats=false", "./...")
	cmd.Dir = "testdata/urls"
	cmd.Env = append(os.Environ(), "GOLANGCI_LINT_CACHE="+t.TempDir())
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if ee := (*exec.ExitError)(nil); errors.As(err, &ee) {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	var report struct {
		Issues []struct {
			FromLinter string
			Text       string
			Pos        struct {
				Filename     string
				Line, Column int
			}
		}
	}
	if err := json.Unmarshal(out, &report); err != nil {
		t.Fatalf("%s: exit code %d, %v; output:\n%s\n%s", config, code, err, out, stderr.Bytes())
	}
	for _, is := range report.Issues {
		if is.FromLinter != "urlvet" {
			others++
			continue
		}
		if is.Text == "" {
			t.Errorf("%s: issue %+v has no message", config, is)
		}
		urlvet = append(urlvet, finding{File: filepath.Base(is.Pos.Filename), Line: is.Pos.Line, Col: is.Pos.Column})
	}
	sortFindings(urlvet)
	return urlvet, others, code
}

func goCmd(t *testing.T, dir string, args ...string) {
	t.Helper()
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
	}
}

func abs(t *testing.T, path string) string {
	t.Helper()
	p, err := filepath.Abs(path)
	if err != nil {
		t.Fatal(err)
	}
	return p
}
