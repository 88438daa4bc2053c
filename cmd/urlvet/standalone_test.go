package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestStandaloneText(t *testing.T) {
	t.Parallel()
	dir := sharedE2E(t)

	res := urlvet(t, dir, "./bad")
	wantCode(t, res, 3, "urlvet ./bad with findings")
	for _, m := range []marker{spaceMarker, angleMarker, pipeMarker, testMarker} {
		if pos := m.textPos(t, dir); !strings.Contains(res.stderr, pos+": ") {
			t.Errorf("no finding at %s in:\n%s", pos, res.stderr)
		}
	}
	res = urlvet(t, dir, "-test=false", "./bad")
	wantCode(t, res, 3, "urlvet -test=false ./bad")
	if strings.Contains(res.stderr, "bad_test.go") {
		t.Errorf("urlvet -test=false reports in a test file:\n%s", res.stderr)
	}

	wantCode(t, urlvet(t, dir, "./clean"), 0, "urlvet ./clean")
	wantCode(t, urlvet(t, dir, "./nosuchdir"), 2, "urlvet on a missing directory (no packages)")
	wantCode(t, urlvet(t, dir, "-rfc=9999", "./..."), 2, "urlvet -rfc=9999")
	res = urlvet(t, dir, "-sinks=github.com/nats-io/nats.go.Connect:0", "./...")
	wantCode(t, res, 2, "urlvet -sinks with an ambiguous name")
	if !strings.Contains(res.stderr, "(github.com/nats-io/nats.go).Connect") {
		t.Errorf("urlvet -sinks with an ambiguous name: stderr does not show the unambiguous form:\n%s", res.stderr)
	}
	if res := urlvet(t, dir); res.code != 2 || !strings.Contains(res.stderr, "urlvet check") {
		t.Errorf("urlvet without arguments: exit %d, stderr:\n%s\nwant 2 and the usage of every mode", res.code, res.stderr)
	}
}

// TestStandaloneFlags checks that the analyzer's flags keep their
// unprefixed names in the standalone mode.
func TestStandaloneFlags(t *testing.T) {
	t.Parallel()
	dir := sharedE2E(t)
	wantCode(t, urlvet(t, dir, ownSinks, "./own/bad"), 3, "urlvet ./own/bad")
	res := urlvet(t, dir, ownSinks, "-disable=char,non-ascii", "./own/bad")
	wantCode(t, res, 0, "urlvet -disable=char,non-ascii ./own/bad (its only checks)")
	res = urlvet(t, dir, ownSinks, "-checks=char", "-rfc=2396", "./own/bad")
	wantCode(t, res, 3, "urlvet -checks=char -rfc=2396 ./own/bad")
	wantCode(t, urlvet(t, dir, ownSinks, "./own/ipv6"), 0, "urlvet ./own/ipv6 (valid by RFC 3986)")
	wantCode(t, urlvet(t, dir, ownSinks, "-rfc=2396", "./own/ipv6"), 3, "urlvet -rfc=2396 ./own/ipv6")
}

// jsonDiagnostic is a diagnostic in the -json output of go/analysis drivers.
type jsonDiagnostic struct {
	Posn     string `json:"posn"`
	Message  string `json:"message"`
	Category string `json:"category"`
}

func TestStandaloneJSON(t *testing.T) {
	t.Parallel()
	dir := sharedE2E(t)
	res := urlvet(t, dir, "-json", "./bad")
	wantCode(t, res, 0, "urlvet -json (findings are in the output)")

	var tree map[string]map[string]json.RawMessage
	if err := json.Unmarshal([]byte(res.stdout), &tree); err != nil {
		t.Fatalf("-json output is not JSON: %v\n%s", err, res.stdout)
	}
	var diags []jsonDiagnostic
	for pkg, byAnalyzer := range tree {
		var list []jsonDiagnostic
		if err := json.Unmarshal(byAnalyzer["urlvet"], &list); err != nil {
			t.Fatalf("package %s: %s", pkg, byAnalyzer["urlvet"])
		}
		diags = append(diags, list...)
	}
	pos := spaceMarker.textPos(t, dir)
	for _, d := range diags {
		if strings.HasSuffix(d.Posn, pos) {
			if d.Category != "char" || d.Message == "" {
				t.Errorf("finding at %s: category %q, message %q; want category char and a message", pos, d.Category, d.Message)
			}
			return
		}
	}
	t.Errorf("no finding at %s in %+v", pos, diags)
}

func TestStandaloneFix(t *testing.T) {
	t.Parallel()
	dir := copyModule(t, "e2e")
	file := filepath.Join(dir, "own", "bad", "bad.go")
	before, _ := os.ReadFile(file)

	res := urlvet(t, dir, ownSinks, "-fix", "-diff", "./own/bad")
	if res.code != 0 && res.code != 3 {
		wantCode(t, res, 0, "urlvet -fix -diff")
	}
	if !strings.Contains(res.stdout, `+	own.Get("http://example.com/a%20b")`) {
		t.Errorf("-fix -diff: no fixed line in the diff:\n%s%s", res.stdout, res.stderr)
	}
	if after, _ := os.ReadFile(file); string(after) != string(before) {
		t.Errorf("-fix -diff changed %s", file)
	}

	res = urlvet(t, dir, ownSinks, "-fix", "./own/bad")
	wantCode(t, res, 0, "urlvet -fix")
	// "<id>" is one finding: its '<' and '>' are one check in one literal.
	if want := "urlvet: fixed 4 findings in 1 file\n"; res.stderr != want {
		t.Errorf("urlvet -fix: stderr %q, want %q", res.stderr, want)
	}
	after, _ := os.ReadFile(file)
	for _, want := range []string{`"http://example.com/a%20b"`, `"http://example.com/%3Cid%3E"`} {
		if !strings.Contains(string(after), want) {
			t.Errorf("after -fix, %s lacks %s:\n%s", file, want, after)
		}
	}
	// The fixes are safe ones: the package still loads, and the fixed
	// constants are clean.
	res = urlvet(t, dir, ownSinks, "-json", "./own/bad")
	wantCode(t, res, 0, "urlvet -json after -fix")
	if strings.TrimSpace(res.stdout) != "{}" {
		t.Errorf("urlvet -json after -fix: findings left, want none (each has a safe fix):\n%s", res.stdout)
	}
}

func TestVersion(t *testing.T) {
	t.Parallel()
	res := urlvet(t, ".", "version")
	wantCode(t, res, 0, "urlvet version")
	if !strings.HasPrefix(res.stdout, "urlvet ") || !strings.Contains(res.stdout, "go1.") {
		t.Errorf("urlvet version printed %q", res.stdout)
	}
	// go vet runs -V=full to key its cache on the tool's build ID.
	res = urlvet(t, ".", "-V=full")
	wantCode(t, res, 0, "urlvet -V=full")
	if !strings.Contains(res.stdout, " version devel ") || !strings.Contains(res.stdout, "buildID=") {
		t.Errorf("urlvet -V=full printed %q", res.stdout)
	}
}

// TestFlagsList checks that "urlvet -flags" (which go vet reads to learn
// the tool's flags) lists the analyzer's flags under their plain names.
func TestFlagsList(t *testing.T) {
	t.Parallel()
	res := urlvet(t, ".", "-flags")
	wantCode(t, res, 0, "urlvet -flags")
	var flags []struct{ Name string }
	if err := json.Unmarshal([]byte(res.stdout), &flags); err != nil {
		t.Fatalf("-flags: %v\n%s", err, res.stdout)
	}
	names := map[string]bool{}
	for _, f := range flags {
		names[f.Name] = true
	}
	for _, want := range []string{"rfc", "checks", "disable", "sinks", "literals", "json", "c"} {
		if !names[want] {
			t.Errorf("urlvet -flags lacks -%s: %s", want, res.stdout)
		}
	}
}

// TestStandaloneCache checks that a second run on unchanged packages
// reads the cache and prints the same findings, and that a change to a
// file is seen: the changed package is analyzed again, the package it
// imports type-checked for its types only.
func TestStandaloneCache(t *testing.T) {
	t.Parallel()
	dir := copyModule(t, "e2e")
	env := []string{"GOWORK=off", "URLVET_CACHE=" + t.TempDir(), "URLVET_STATS=1"}
	run := func(what string, flags ...string) (result, string) {
		t.Helper()
		args := append(append([]string{ownSinks}, flags...), "./own/bad")
		res := runEnv(t, dir, "", env, urlvetBin, args...)
		// The statistics line comes first; the findings follow.
		stats, findings, _ := strings.Cut(res.stderr, "\n")
		res.stderr = findings
		wantCode(t, res, 3, what)
		return res, stats
	}
	cold, stats := run("cold run")
	if !strings.Contains(stats, " 0 from the cache") {
		t.Errorf("cold run: %s", stats)
	}
	warm, stats := run("warm run")
	if !strings.Contains(stats, " 0 analyzed, 0 type-checked") {
		t.Errorf("warm run: %s", stats)
	}
	if warm.stderr != cold.stderr {
		t.Errorf("warm run printed\n%s\ncold run printed\n%s", warm.stderr, cold.stderr)
	}
	// -test decides which packages are loaded, not how one is analyzed:
	// own/bad has no test files, so a run with -test=false is served by
	// the cache too.
	noTests, stats := run("warm run with -test=false", "-test=false")
	if !strings.Contains(stats, " 0 analyzed, 0 type-checked") {
		t.Errorf("warm run with -test=false: %s", stats)
	}
	if noTests.stderr != cold.stderr {
		t.Errorf("warm run with -test=false printed\n%s\ncold run printed\n%s", noTests.stderr, cold.stderr)
	}

	fixed := ownSpaceMarker.textPos(t, dir)
	file := filepath.Join(dir, "own", "bad", "bad.go")
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, []byte(strings.Replace(string(src), "/a b\"", "/a%20b\"", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	changed, stats := run("run after a change")
	if !strings.Contains(stats, " 1 analyzed, 1 type-checked for types") {
		t.Errorf("run after a change: %s, want own/bad analyzed and own type-checked for its types", stats)
	}
	if strings.Contains(changed.stderr, fixed+": ") {
		t.Errorf("finding at %s reported after it was fixed:\n%s", fixed, changed.stderr)
	}
	if !strings.Contains(changed.stderr, ownAngleMarker.textPos(t, dir)) {
		t.Errorf("finding at %s lost after a change elsewhere:\n%s", ownAngleMarker.textPos(t, dir), changed.stderr)
	}
}

// TestStandaloneWorkspace checks that urlvet ./... at the root of a go.work
// workspace covers what go vet ./... covers there. (Both take the
// pattern from go list: the packages of the workspace modules under the
// directory, which in Go 1.26 leaves out a module nested in the root one;
// "urlvet ./... ./other/..." names it.)
func TestStandaloneWorkspace(t *testing.T) {
	t.Parallel()
	skipIfShort(t)
	// The shared copy of e2e is the root of a workspace that adds the
	// module other, nested in it (see workspaceFiles).
	root := sharedE2E(t)
	// positions returns the "file:line:col" positions of findings in the
	// output of urlvet or go vet, relative to root.
	positions := func(out string) []string {
		var list []string
		for _, line := range strings.Split(out, "\n") {
			pos, _, ok := strings.Cut(line, ": ")
			if !ok || strings.HasPrefix(line, "#") || strings.HasPrefix(line, "\t") {
				continue
			}
			if filepath.IsAbs(pos) {
				if rel, err := filepath.Rel(root, pos); err == nil {
					pos = rel
				}
			}
			pos = strings.TrimPrefix(filepath.ToSlash(pos), "./")
			list = append(list, pos)
		}
		slices.Sort(list)
		return slices.Compact(list)
	}
	runIn := func(name string, args ...string) result {
		return runEnv(t, root, "", []string{"GOWORK=", "GOFLAGS=-buildvcs=false"}, name, args...)
	}
	res := runIn(urlvetBin, "./...")
	wantCode(t, res, 3, "urlvet ./... in a workspace")
	vet := runIn("go", "vet", "-vettool="+urlvetBin, "./...")
	wantCode(t, vet, 1, "go vet ./... in a workspace")
	got, want := positions(res.stderr), positions(vet.stderr)
	if !slices.Contains(got, spaceMarker.textPos(t, root)) {
		t.Errorf("urlvet ./... in a workspace misses %s:\n%s", spaceMarker.textPos(t, root), res.stderr)
	}
	if !slices.Equal(got, want) {
		t.Errorf("urlvet ./... reports at\n%q\ngo vet ./... at\n%q", got, want)
	}
	res = runIn(urlvetBin, "./...", "./other/...")
	if !strings.Contains(res.stderr, filepath.Join("other", "other.go")+":5:43: ") {
		t.Errorf("urlvet ./... ./other/...: no finding in the nested module:\n%s", res.stderr)
	}
}

// TestStandaloneOnce checks that a finding in a file that the package and
// its test variant both analyze is printed once, with the reason the test
// variant gives for offering no fix: it saw the test file's use, as go vet
// and go fix do. So it is in the text output, SARIF and -json.
func TestStandaloneOnce(t *testing.T) {
	t.Parallel()
	dir := sharedE2E(t)
	pos := marker{"twice/twice.go", `/a b"`, 2}.textPos(t, dir)
	const reason = "no fix: base is also compared at twice_test.go:6"

	res := urlvet(t, dir, "./twice")
	wantCode(t, res, 3, "urlvet ./twice")
	if n := strings.Count(res.stderr, pos+": "); n != 1 || !strings.Contains(res.stderr, reason) {
		t.Errorf("urlvet ./twice: %d findings at %s, want one saying %q:\n%s", n, pos, reason, res.stderr)
	}

	res = urlvet(t, dir, "-sarif", "./twice")
	wantCode(t, res, 0, "urlvet -sarif ./twice")
	var log sarifOutput
	if err := json.Unmarshal([]byte(res.stdout), &log); err != nil || len(log.Runs) != 1 {
		t.Fatalf("-sarif output: %v\n%s", err, res.stdout)
	}
	if n := len(log.Runs[0].Results); n != 1 || !strings.Contains(log.Runs[0].Results[0].Message.Text, reason) {
		t.Errorf("urlvet -sarif ./twice: %d results, want one saying %q:\n%s", n, reason, res.stdout)
	}

	res = urlvet(t, dir, "-json", "./twice")
	wantCode(t, res, 0, "urlvet -json ./twice")
	var tree map[string]map[string][]jsonDiagnostic
	if err := json.Unmarshal([]byte(res.stdout), &tree); err != nil {
		t.Fatalf("-json output: %v\n%s", err, res.stdout)
	}
	var at []jsonDiagnostic
	for _, byAnalyzer := range tree {
		for _, d := range byAnalyzer["urlvet"] {
			if strings.HasSuffix(d.Posn, pos) {
				at = append(at, d)
			}
		}
	}
	if len(at) != 1 || !strings.Contains(at[0].Message, reason) {
		t.Errorf("urlvet -json ./twice: %d findings at %s, want one saying %q:\n%s", len(at), pos, reason, res.stdout)
	}
}
