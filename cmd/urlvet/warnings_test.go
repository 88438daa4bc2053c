package main

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"
)

// TestWarnings checks how each driver treats a warning (host-underscore):
// not reported by default, so that it fails no run; with -warnings or
// named in -checks, reported, with level "warning" in SARIF; urlvet check
// reports it and exits 0.
func TestWarnings(t *testing.T) {
	t.Parallel()
	skipIfShort(t)
	dir := sharedE2E(t)
	const msg = "'_' is not allowed in a DNS host name"

	// own/warn calls the sink of own, which ownSinks names.
	res := urlvet(t, dir, ownSinks, "./own/warn")
	wantCode(t, res, 0, "urlvet ./own/warn (warnings are off by default)")
	for _, flag := range []string{"-warnings", "-checks=host-underscore"} {
		res = urlvet(t, dir, ownSinks, flag, "./own/warn")
		wantCode(t, res, 3, "urlvet "+flag+" ./own/warn")
		if !strings.Contains(res.stderr, "warn.go:8:") || !strings.Contains(res.stderr, msg) {
			t.Errorf("urlvet %s ./own/warn: no host-underscore finding in:\n%s", flag, res.stderr)
		}
	}
	res = urlvet(t, dir, ownSinks, "-warnings", "-disable=host-underscore", "./own/warn")
	wantCode(t, res, 0, "urlvet -warnings -disable=host-underscore ./own/warn")

	tool := "-vettool=" + urlvetBin
	wantCode(t, run(t, dir, "", "go", "vet", tool, ownSinks, "./own/warn"), 0, "go vet -vettool ./own/warn")
	wantCode(t, run(t, dir, "", "go", "vet", tool, ownSinks, "-warnings", "./own/warn"), 1, "go vet -vettool -warnings ./own/warn")

	res = urlvet(t, dir, ownSinks, "-sarif", "-warnings", "./own/warn")
	wantCode(t, res, 0, "urlvet -sarif -warnings ./own/warn")
	var log sarifOutput
	if err := json.Unmarshal([]byte(res.stdout), &log); err != nil {
		t.Fatalf("-sarif output is not JSON: %v\n%s", err, res.stdout)
	}
	results := log.Runs[0].Results
	if len(results) != 1 || results[0].RuleID != "host-underscore" || results[0].Level != "warning" {
		t.Errorf("urlvet -sarif -warnings ./own/warn: results %+v, want one host-underscore result of level warning", results)
	}

	res = run(t, dir, "http://my_service:8080/health\n", urlvetBin, "check")
	wantCode(t, res, 0, "urlvet check on a URL with a warning only")
	if !strings.Contains(res.stdout+res.stderr, "warning: "+msg) {
		t.Errorf("urlvet check: the warning is not reported:\n%s%s", res.stdout, res.stderr)
	}
	res = run(t, dir, "http://my_service:8080/a b\n", urlvetBin, "check")
	wantCode(t, res, 1, "urlvet check on a URL with a warning and an error")
}

// TestWarningTiers checks that each finding carries its own tier, not its
// check's: in package tier, a join that doubles '/' (an error) and a URL
// written with a url.URL's escaped path right after its Host (the warning
// tier of join), and in its test file a host:port joined by hand (hostport, a
// warning in test files). SARIF gives them levels error, warning and
// warning; the text and -json output start the warnings' messages with
// "warning: "; the default run reports the error only.
func TestWarningTiers(t *testing.T) {
	t.Parallel()
	skipIfShort(t)
	dir := sharedE2E(t)
	type want struct {
		file    string
		line    int
		check   string
		warning bool
	}
	wants := []want{
		{"tier.go", 11, "join", false},
		{"tier.go", 18, "join", true},
		{"tier_test.go", 13, "hostport", true},
	}

	res := urlvet(t, dir, "-sarif", "-warnings", "./tier")
	wantCode(t, res, 0, "urlvet -sarif -warnings ./tier")
	var log sarifOutput
	if err := json.Unmarshal([]byte(res.stdout), &log); err != nil {
		t.Fatalf("-sarif output is not JSON: %v\n%s", err, res.stdout)
	}
	results := log.Runs[0].Results
	if len(results) != len(wants) {
		t.Errorf("urlvet -sarif -warnings ./tier: %d results, want %d:\n%s", len(results), len(wants), res.stdout)
	}
	for _, w := range wants {
		level := map[bool]string{false: "error", true: "warning"}[w.warning]
		found := false
		for _, r := range results {
			loc := r.Locations[0].PhysicalLocation
			if !strings.HasSuffix(loc.ArtifactLocation.URI, "tier/"+w.file) || loc.Region.StartLine != w.line {
				continue
			}
			found = true
			if r.RuleID != w.check || r.Level != level {
				t.Errorf("SARIF result at %s:%d: rule %s, level %s; want rule %s, level %s", w.file, w.line, r.RuleID, r.Level, w.check, level)
			}
			if strings.HasPrefix(r.Message.Text, "warning: ") {
				t.Errorf("SARIF result at %s:%d: the level is in the message too: %q", w.file, w.line, r.Message.Text)
			}
		}
		if !found {
			t.Errorf("no SARIF result at %s:%d in:\n%s", w.file, w.line, res.stdout)
		}
	}

	res = urlvet(t, dir, "-json", "-warnings", "./tier")
	wantCode(t, res, 0, "urlvet -json -warnings ./tier")
	var tree map[string]map[string][]jsonDiagnostic
	if err := json.Unmarshal([]byte(res.stdout), &tree); err != nil {
		t.Fatalf("-json output is not JSON: %v\n%s", err, res.stdout)
	}
	var diags []jsonDiagnostic
	for _, byAnalyzer := range tree {
		diags = append(diags, byAnalyzer["urlvet"]...)
	}
	for _, w := range wants {
		found := false
		for _, d := range diags {
			if !strings.Contains(d.Posn, "tier/"+w.file+":"+strconv.Itoa(w.line)+":") {
				continue
			}
			found = true
			if d.Category != w.check || strings.HasPrefix(d.Message, "warning: ") != w.warning {
				t.Errorf("-json finding at %s:%d: category %s, message %q; want category %s, a \"warning: \" prefix %v", w.file, w.line, d.Category, d.Message, w.check, w.warning)
			}
		}
		if !found {
			t.Errorf("no -json finding at %s:%d in:\n%s", w.file, w.line, res.stdout)
		}
	}

	res = urlvet(t, dir, "-warnings", "./tier")
	wantCode(t, res, 3, "urlvet -warnings ./tier")
	for _, w := range wants {
		prefix := fmt.Sprintf("%s:%d:", w.file, w.line)
		line := ""
		for l := range strings.Lines(res.stderr) {
			if strings.Contains(l, prefix) {
				line = l
			}
		}
		if _, msg, _ := strings.Cut(line, ": "); line == "" || strings.HasPrefix(msg, "warning: ") != w.warning {
			t.Errorf("urlvet -warnings ./tier: finding at %s: %q; want a \"warning: \" prefix %v", prefix, line, w.warning)
		}
	}

	res = urlvet(t, dir, "./tier")
	wantCode(t, res, 3, "urlvet ./tier")
	if n := strings.Count(res.stderr, "\n"); n != 1 || !strings.Contains(res.stderr, "tier.go:11:") {
		t.Errorf("urlvet ./tier: want the join error only (warnings are off by default), got:\n%s", res.stderr)
	}
}
