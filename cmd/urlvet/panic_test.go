package main

import (
	"bytes"
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/analyzer"
)

// TestStandalonePanic checks the text output of a run whose analyzer
// panics on one package: the panic names the package and the file its
// stack is in, and says where to report it; the other package's findings
// still print; the exit code is 1, with -json too. It changes the working directory, so
// it does not run in parallel.
func TestStandalonePanic(t *testing.T) {
	t.Chdir(copyModule(t, "e2e"))
	t.Setenv("URLVET_CACHE", "off")
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	a := *analyzer.Analyzer
	a.Run = func(pass *analysis.Pass) (any, error) {
		if pass.Pkg.Path() == "example.com/e2e/clean" {
			var m map[string]*int
			return *m[pass.Pkg.Path()], nil
		}
		return analyzer.Analyzer.Run(pass)
	}
	s, code := parseStandalone([]string{"./bad", "./clean"}, &a, os.Stderr)
	if s == nil {
		t.Fatalf("parseStandalone: exit %d", code)
	}
	var stdout, stderr bytes.Buffer
	code = runStandalone(s, &a, &stdout, &stderr)
	out := stderr.String()
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	m := regexp.MustCompile(`(?m)^urlvet: panic analyzing package example\.com/e2e/clean(?: \[.*\])?: runtime error: invalid memory address or nil pointer dereference\n\tthe stack is in (.*)\n\tplease report it, with the stack, at https://\S+$`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no panic naming the package, the stack's file and where to report it in:\n%s", out)
	}
	if !strings.HasPrefix(m[1], tmp) {
		t.Errorf("the stack is in %s, want a file of the temporary directory %s", m[1], tmp)
	} else if data, err := os.ReadFile(m[1]); err != nil || !strings.Contains(string(data), "TestStandalonePanic") {
		t.Errorf("%s: %v; holds:\n%s\nwant the stack", m[1], err, data)
	}
	if !regexp.MustCompile(`(?m)^\S*bad\.go:\d+:\d+: `).MatchString(out) {
		t.Errorf("no finding of ./bad in:\n%s", out)
	}

	// With -json, the error is the package's, and the exit code 1.
	s, _ = parseStandalone([]string{"-json", "./bad", "./clean"}, &a, os.Stderr)
	stdout.Reset()
	stderr.Reset()
	code = runStandalone(s, &a, &stdout, &stderr)
	var tree map[string]map[string]json.RawMessage
	if err := json.Unmarshal(stdout.Bytes(), &tree); err != nil {
		t.Fatalf("-json: %v\n%s", err, stdout.String())
	}
	var res struct{ Error string }
	_ = json.Unmarshal(tree["example.com/e2e/clean"]["urlvet"], &res)
	bad := false
	for id := range tree {
		bad = bad || strings.HasPrefix(id, "example.com/e2e/bad")
	}
	if code != 1 || !strings.HasPrefix(res.Error, "panic analyzing package example.com/e2e/clean: ") || !bad {
		t.Errorf("-json: exit %d, output\n%s\nwant 1, the panic under example.com/e2e/clean and the findings of example.com/e2e/bad", code, stdout.String())
	}
}
