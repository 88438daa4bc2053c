package plugin_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
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
	t.Run("documented run", func(t *testing.T) {
		// The document's run command as written, in a copy of the module
		// with the example configuration copied to .golangci.yml, as the
		// document says.
		dir := t.TempDir()
		for from, to := range map[string]string{
			"testdata/urls/go.mod":     "go.mod",
			"testdata/urls/urls.go":    "urls.go",
			"../.golangci.example.yml": ".golangci.yml",
		} {
			data, err := os.ReadFile(from)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, to), data, 0o666); err != nil {
				t.Fatal(err)
			}
		}
		script := strings.ReplaceAll(documentedRun(t), "/path/to/golangci-lint-urlvet", filepath.Dir(bin))
		cmd := exec.Command("sh", "-c", script)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GOLANGCI_LINT_CACHE="+t.TempDir())
		out, err := cmd.CombinedOutput()
		if ee := (*exec.ExitError)(nil); !errors.As(err, &ee) || ee.ExitCode() != 1 {
			t.Errorf("%s: %v, want exit code 1 (issues found); output:\n%s", script, err, out)
		}
		for _, w := range wants {
			if at := fmt.Sprintf("urls.go:%d:%d: ", w.Line, w.Col); !strings.Contains(string(out), at) {
				t.Errorf("%s: no finding at %s; output:\n%s", script, at, out)
			}
		}
	})
	t.Run("severity", func(t *testing.T) {
		// A warning's text starts with "warning: ", which a severity rule
		// reads: the host-underscore finding is a warning, the others errors.
		got, _, code := golangciLint(t, bin, "severity.yml")
		if code != 1 {
			t.Errorf("exit code %d, want 1 (issues found)", code)
		}
		health := lineOf(t, "testdata/urls/urls.go", "metrics_agent")
		warned := false
		for _, f := range got {
			want := "error"
			if f.Line == health {
				want, warned = "warning", true
			}
			if f.Severity != want {
				t.Errorf("finding %v: severity %q, want %q", f, f.Severity, want)
			}
		}
		if !warned || len(got) != len(wants)+1 {
			t.Errorf("got findings\n\t%v\nwant those of the want comments and a warning on line %d", got, health)
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

// buildGolangciLint builds golangci-lint with the plugin by running the
// manual build of docs/integrations/golangci-lint.md as written, the clone
// it names being this repository, and returns the binary's path.
func buildGolangciLint(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	script := documentedBuild(t, abs(t, ".."))
	start := time.Now()
	cmd := exec.Command("sh", "-e", "-c", script)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("documented build:\n%s\n%v\n%s", script, err, out)
	}
	t.Logf("built golangci-lint %s with the plugin in %v", golangciVersion, time.Since(start).Round(time.Second))
	return filepath.Join(dir, "golangci-lint-urlvet", "golangci-lint-urlvet")
}

// integrationDoc is the document that gives the build.
const integrationDoc = "../docs/integrations/golangci-lint.md"

// documentedBuild returns the shell steps of the documented manual
// golangci-lint build, with the placeholder of the clone's path replaced
// by repo.
func documentedBuild(t *testing.T, repo string) string {
	t.Helper()
	data, err := os.ReadFile(integrationDoc)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	const first = "```sh\nmkdir golangci-lint-urlvet"
	i := strings.Index(doc, first)
	if i < 0 {
		t.Fatalf("%s: no sh block starting %q", integrationDoc, first)
	}
	build, _, ok := strings.Cut(doc[i+len("```sh\n"):], "\n```\n")
	if !ok {
		t.Fatalf("%s: the build block does not end", integrationDoc)
	}
	if !strings.Contains(build, "/path/to/urlvet") {
		t.Fatalf("%s: the build does not name the clone as /path/to/urlvet", integrationDoc)
	}
	if !strings.Contains(build, "golangci-lint/v2@"+golangciVersion) {
		t.Errorf("%s does not build golangci-lint %s", integrationDoc, golangciVersion)
	}
	return strings.ReplaceAll(build, "/path/to/urlvet", repo)
}

// documentedRun returns the document's command that runs the binary.
func documentedRun(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile(integrationDoc)
	if err != nil {
		t.Fatal(err)
	}
	const run = "/path/to/golangci-lint-urlvet/golangci-lint-urlvet run ./..."
	if !strings.Contains(string(data), "```sh\n"+run+"\n```") {
		t.Fatalf("%s: no sh block runs %q", integrationDoc, run)
	}
	return run
}

// TestDocumentedBuild checks, without running it, that the documented
// build is the one buildGolangciLint runs: a shell script that sh parses,
// for the tested golangci-lint release, which builds the binary the
// document then runs.
func TestDocumentedBuild(t *testing.T) {
	script := documentedBuild(t, "/tmp/urlvet")
	if out, err := exec.Command("sh", "-n", "-c", script).CombinedOutput(); err != nil {
		t.Errorf("sh -n: %v\n%s", err, out)
	}
	if run := documentedRun(t); !strings.Contains(script, "go build -o golangci-lint-urlvet .") || !strings.HasSuffix(strings.Fields(run)[0], "/golangci-lint-urlvet/golangci-lint-urlvet") {
		t.Errorf("%s: the build's binary is not the one the document runs", integrationDoc)
	}
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
			Severity   string
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
		urlvet = append(urlvet, finding{File: filepath.Base(is.Pos.Filename), Line: is.Pos.Line, Col: is.Pos.Column, Severity: is.Severity})
	}
	sortFindings(urlvet)
	return urlvet, others, code
}

func abs(t *testing.T, path string) string {
	t.Helper()
	p, err := filepath.Abs(path)
	if err != nil {
		t.Fatal(err)
	}
	return p
}
