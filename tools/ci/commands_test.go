// Package ci tests the documents and the CI recipes: that every
// documented command runs as written, that links resolve, and that the
// problem matcher in .github reads what urlvet and go vet really print.
package ci

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// root is the repository's root.
var root = filepath.Join("..", "..")

// A test says how a documented command is run as written: here (run),
// by a test elsewhere (by), or by a line of .ci/run (ci).
type test struct {
	// run: where TestDocumentedCommands runs it ("repo": the repository's
	// root; "module": a copy of the fixture module testdata/src/home, the
	// placeholder /path/to/your/module being that copy), the exit code it
	// must give, and what its output or the module must hold after it.
	run   string
	code  int
	check func(t *testing.T, out, dir string)

	by    string // the test that runs it, and where
	block bool   // by runs the whole block that starts with the command
	ci    string // the line of .ci/run that runs it, with CI's flags
}

// finding is what urlvet reports on the fixture module, in any mode.
const finding = "urls.go:8:40: url.Parse: space is not allowed in a path; write %20"

func outHas(s string) func(*testing.T, string, string) {
	return func(t *testing.T, out, _ string) {
		t.Helper()
		if !strings.Contains(out, s) {
			t.Errorf("output lacks %q:\n%s", s, out)
		}
	}
}

func fixed(want bool) func(*testing.T, string, string) {
	return func(t *testing.T, out, dir string) {
		t.Helper()
		src := read(t, filepath.Join(dir, "urls.go"))
		if got := strings.Contains(src, `"http://example.com/a%20b"`); got != want {
			t.Errorf("urls.go fixed = %v, want %v; output:\n%s\nurls.go:\n%s", got, want, out, src)
		}
	}
}

// documented lists every command of the user's documents with the test
// that runs it as written. A command that is not here makes
// TestDocumentedCommands fail: give it a test, or mark its block as the
// published form.
var documented = map[string]test{
	// README.md: the install step gives the urlvet that the other
	// commands run here.
	"go install ./cmd/urlvet":                 {run: "repo"},
	"cd /path/to/your/module && urlvet ./...": {run: "module", code: 3, check: outHas(finding)},
	"go test ./...":                           {ci: "go test -count=1 ./..."},
	"urlvet ./... -json":                      {run: "module", code: 2},
	"go run ./cmd/urlvet ./examples/demo":     {by: "TestREADMEDemo (cmd/urlvet) and .ci/run, which compare the exit code and the output"},

	// docs/usage.md
	"urlvet check 'http://example.com/a b?q=c d'": {run: "repo", code: 1},
	"echo http://300.1.1.1/ | urlvet check -json": {run: "repo", code: 1},

	// docs/client-libraries.md
	"urlvet -sinks='(example.com/client.go).Options.BaseURL:field:http,example.com/api.Fetch:1:http' ./...": {run: "module", code: 3, check: outHas(finding)},

	// docs/testing.md
	"URLVET_E2E=1 go test -p 1 -timeout 60m ./plugin/":         {ci: "URLVET_E2E=1 go test -count=1 -p 1 -timeout 60m -v -run 'TestGolangciLint|TestDocumented' ./plugin"},
	"cd tools && URLVET_E2E=1 go test -p 1 -timeout 60m ./...": {ci: "(cd tools && URLVET_E2E=1 go test -count=1 -p 1 -timeout 60m -v -run 'TestGopls|TestMatcher|TestDocumented' ./...)"},
	"URLVET_E2E=1 go test -run TestCatalogModule ./analyzer/":  {ci: "URLVET_E2E=1 go test -count=1 -run '^TestCatalogModule$' ./analyzer"},

	// docs/integrations/go-vet.md
	"go vet -vettool=$(which urlvet) ./...":                                   {run: "module", code: 1, check: outHas(finding)},
	"go vet -vettool=$(which urlvet) -rfc=1738 -disable=query-brackets ./...": {run: "module", code: 1, check: outHas("urls.go:8:40: url.Parse: space is not allowed in a path; write %20 (RFC 1738")},
	"go fix -fixtool=$(which urlvet) ./...":                                   {run: "module", code: 0, check: fixed(true)},
	"go fix -fixtool=$(which urlvet) -diff ./...": {run: "module", code: 1, check: func(t *testing.T, out, dir string) {
		outHas(`+	return url.Parse("http://example.com/a%20b")`)(t, out, dir)
		fixed(false)(t, out, dir)
	}},
	`tool=$(command -v urlvet) && go vet -vettool="$tool" ./...`: {run: "module", code: 1, check: outHas(finding)},

	// docs/integrations/golangci-lint.md
	"mkdir golangci-lint-urlvet && cd golangci-lint-urlvet":        {by: "TestGolangciLint (plugin, URLVET_E2E=1)", block: true},
	"/path/to/golangci-lint-urlvet/golangci-lint-urlvet run ./...": {by: "TestGolangciLint (plugin, URLVET_E2E=1), as written, in a module with .golangci.example.yml as .golangci.yml"},

	// docs/integrations/gopls.md
	"go -C tools run ./goplsbuild -o ~/bin": {by: "TestGopls (tools/goplsbuild, URLVET_E2E=1)", block: true},
}

// TestDocumentedCommands checks that every command of the user's
// documents is run by a test as written, or marked as the published form,
// and runs the commands that are run here: the README's install first,
// into a directory of its own, then the others with that urlvet on PATH.
func TestDocumentedCommands(t *testing.T) {
	cmds, marked := documentedCommands(t)
	if marked == 0 {
		t.Error("no block is marked as the published form: the README's go install ...@latest is")
	}
	ciRun := read(t, filepath.Join(root, ".ci", "run"))
	// The commands of a block that a test runs whole.
	inBlock := map[command]bool{}
	for _, c := range cmds {
		if tt := documented[c.text]; tt.block && c.first {
			for _, d := range cmds {
				if d.doc == c.doc && d.line > c.line && d.line < c.line+strings.Count(c.block, "\n") {
					inBlock[d] = true
				}
			}
		}
	}
	seen := map[string]bool{}
	var here []command
	for _, c := range cmds {
		if inBlock[c] {
			continue
		}
		tt, ok := documented[c.text]
		if !ok {
			t.Errorf("%s:%d: no test runs %q: add it to documented, with a test, or mark its block %q", c.doc, c.line, c.text, published)
			continue
		}
		seen[c.text] = true
		switch {
		case tt.block && !c.first:
			t.Errorf("%s:%d: %q is not the first command of its block", c.doc, c.line, c.text)
		case tt.ci != "":
			if !strings.Contains(ciRun, tt.ci) {
				t.Errorf("%s:%d: .ci/run does not run %q", c.doc, c.line, tt.ci)
			}
		case tt.run != "":
			here = append(here, c)
		}
	}
	for text := range documented {
		if !seen[text] {
			t.Errorf("documented lists %q, which no document has", text)
		}
	}
	if testing.Short() {
		t.Skip("-short: the commands are not run")
	}

	bin := t.TempDir()
	env := append(os.Environ(), "GOBIN="+bin, "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"), "GOFLAGS=", "URLVET_CACHE=off")
	install := "go install ./cmd/urlvet"
	var ordered []command
	for _, c := range here {
		if c.text == install {
			ordered = append([]command{c}, ordered...)
		} else {
			ordered = append(ordered, c)
		}
	}
	if len(ordered) == 0 || ordered[0].text != install {
		t.Fatalf("no document gives %q", install)
	}
	for _, c := range ordered {
		tt := documented[c.text]
		t.Run(c.doc+":"+strconv.Itoa(c.line), func(t *testing.T) {
			dir, script := root, c.text
			if tt.run == "module" {
				dir = copyModule(t)
				script = strings.ReplaceAll(script, "/path/to/your/module", dir)
			}
			cmd := exec.Command("sh", "-c", script)
			cmd.Dir, cmd.Env = dir, env
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			code := 0
			if err := cmd.Run(); errors.As(err, new(*exec.ExitError)) {
				code = cmd.ProcessState.ExitCode()
			} else if err != nil {
				t.Fatal(err)
			}
			out := stdout.String() + stderr.String()
			if code != tt.code {
				t.Errorf("%s: exit code %d, want %d; output:\n%s", c.text, code, tt.code, out)
			}
			// A transcript shows standard output, then standard error.
			if c.shown != "" && out != c.shown {
				t.Errorf("%s:%d shows for %q:\n%s\nit prints:\n%s", c.doc, c.line, c.text, c.shown, out)
			}
			if tt.check != nil {
				tt.check(t, out, dir)
			}
		})
		if c.text == install {
			if _, err := os.Stat(filepath.Join(bin, "urlvet")); err != nil {
				t.Fatalf("%s did not install urlvet: %v", install, err)
			}
		}
	}
}

// copyModule copies the fixture module testdata/src/home into a
// temporary directory, and returns it.
func copyModule(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(home)); err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestDocumentedWorkflow runs the steps of docs/github-actions.example.yml
// in a copy of the fixture module, as written, with the urlvet that the
// README's go install gives: all but the install step, which is the
// published form. The SARIF step must write a log with the finding and
// exit 0; the vet gate must fail.
func TestDocumentedWorkflow(t *testing.T) {
	const file = "docs/github-actions.example.yml"
	steps := workflowSteps(t, read(t, filepath.Join(root, file)))
	var install, matcherStep, sarifStep, gate *step
	for i, s := range steps {
		switch {
		case strings.Contains(s.run, "go install"):
			install = &steps[i]
		case strings.Contains(s.run, "::add-matcher::"):
			matcherStep = &steps[i]
		case strings.Contains(s.run, "-sarif"):
			sarifStep = &steps[i]
		case strings.Contains(s.run, "-vettool"):
			gate = &steps[i]
		default:
			t.Errorf("%s: step %q is not tested", file, s.name)
		}
	}
	if install == nil || matcherStep == nil || sarifStep == nil || gate == nil {
		t.Fatalf("%s: want the install, problem matcher, SARIF and go vet steps; got %+v", file, steps)
	}
	if !strings.Contains(install.comment, "Published form, for later") {
		t.Errorf("%s: the install step (%s) is not marked as the published form", file, install.run)
	}
	for _, s := range steps {
		if s != *install && strings.Contains(s.comment, "Published form") {
			t.Errorf("%s: step %q is marked as the published form", file, s.name)
		}
	}
	if !strings.Contains(read(t, filepath.Join(root, file)), "sarif_file: urlvet.sarif") {
		t.Errorf("%s: the upload step does not read urlvet.sarif", file)
	}
	if testing.Short() {
		t.Skip("-short: the steps are not run")
	}

	bin := t.TempDir()
	build := exec.Command("go", "install", "./cmd/urlvet")
	build.Dir, build.Env = root, append(os.Environ(), "GOBIN="+bin, "GOFLAGS=")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go install ./cmd/urlvet: %v\n%s", err, out)
	}
	dir := copyModule(t)
	env := append(os.Environ(), "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"), "GOFLAGS=", "URLVET_CACHE=off")
	runStep := func(s *step) (string, int) {
		// GitHub runs a run step as "bash -e {0}".
		cmd := exec.Command("bash", "-e", "-c", s.run)
		cmd.Dir, cmd.Env = dir, env
		out, err := cmd.CombinedOutput()
		if errors.As(err, new(*exec.ExitError)) {
			return string(out), cmd.ProcessState.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		return string(out), 0
	}
	if out, code := runStep(matcherStep); code != 0 || !strings.Contains(out, "::add-matcher::.github/urlvet-problem-matcher.json") {
		t.Errorf("problem matcher step: exit code %d, output:\n%s", code, out)
	}
	if out, code := runStep(sarifStep); code != 0 {
		t.Errorf("SARIF step: exit code %d, want 0; output:\n%s", code, out)
	}
	var log struct {
		Version string
		Runs    []struct{ Results []json.RawMessage }
	}
	if err := json.Unmarshal([]byte(read(t, filepath.Join(dir, "urlvet.sarif"))), &log); err != nil {
		t.Fatalf("urlvet.sarif: %v", err)
	}
	if log.Version != "2.1.0" || len(log.Runs) != 1 || len(log.Runs[0].Results) != 1 {
		t.Errorf("urlvet.sarif: version %q, %d runs, want 2.1.0 with one run and one result", log.Version, len(log.Runs))
	}
	if out, code := runStep(gate); code == 0 || !strings.Contains(out, finding) {
		t.Errorf("go vet gate: exit code %d, want a failure with the finding; output:\n%s", code, out)
	}
}

// A step is a workflow step with a run command.
type step struct {
	name    string
	run     string
	comment string // the comment lines just before the step
}

// workflowSteps reads the run steps of a GitHub Actions workflow: the
// "- name:" lines followed by "run: ..." or "run: |" and its lines.
func workflowSteps(t *testing.T, src string) []step {
	t.Helper()
	var steps []step
	var comment []string
	lines := strings.Split(src, "\n")
	for i := 0; i < len(lines); i++ {
		line := strings.TrimSpace(lines[i])
		switch {
		case strings.HasPrefix(line, "#"):
			comment = append(comment, strings.TrimSpace(strings.TrimPrefix(line, "#")))
			continue
		case strings.HasPrefix(line, "- name:") || strings.HasPrefix(line, "- uses:"):
			steps = append(steps, step{name: strings.TrimSpace(line[strings.Index(line, ":")+1:]), comment: strings.Join(comment, " ")})
		case strings.HasPrefix(line, "run:") && len(steps) > 0:
			s := &steps[len(steps)-1]
			s.run = strings.TrimSpace(strings.TrimPrefix(line, "run:"))
			if s.run == "|" {
				indent := len(lines[i+1]) - len(strings.TrimLeft(lines[i+1], " "))
				var body []string
				for i+1 < len(lines) && strings.HasPrefix(lines[i+1], strings.Repeat(" ", indent)) {
					i++
					body = append(body, lines[i][indent:])
				}
				s.run = strings.Join(body, "\n")
			}
		}
		comment = nil
	}
	var runs []step
	for _, s := range steps {
		if s.run != "" {
			runs = append(runs, s)
		}
	}
	return runs
}

// TestDocumentedGolangciLintBuild checks that .custom-gcl.example.yml
// names the golangci-lint release of the documented manual build (which
// the plugin's end-to-end test runs as written) and the plugin package.
func TestDocumentedGolangciLintBuild(t *testing.T) {
	doc := read(t, filepath.Join(root, "docs", "integrations", "golangci-lint.md"))
	version := regexp.MustCompile(`golangci-lint/v2@(v[0-9.]+)`).FindStringSubmatch(doc)
	if version == nil {
		t.Fatal("docs/integrations/golangci-lint.md: no golangci-lint version")
	}
	gcl := read(t, filepath.Join(root, ".custom-gcl.example.yml"))
	for _, want := range []string{"\nversion: " + version[1] + "\n", "import: github.com/urlvet/urlvet/plugin\n"} {
		if !strings.Contains(gcl, want) {
			t.Errorf(".custom-gcl.example.yml lacks %q", strings.TrimSpace(want))
		}
	}
	e2e := read(t, filepath.Join(root, "plugin", "golangci_test.go"))
	if !strings.Contains(e2e, `golangciVersion = "`+version[1]+`"`) {
		t.Errorf("plugin/golangci_test.go does not test golangci-lint %s", version[1])
	}
}

func read(t *testing.T, file string) string {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
