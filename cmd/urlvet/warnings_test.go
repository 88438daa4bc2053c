package main

import (
	"encoding/json"
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
	dir := copyModule(t, "e2e")
	const msg = "'_' is not allowed in a DNS host name"

	res := urlvet(t, dir, "./warn")
	wantCode(t, res, 0, "urlvet ./warn (warnings are off by default)")
	for _, flag := range []string{"-warnings", "-checks=host-underscore"} {
		res = urlvet(t, dir, flag, "./warn")
		wantCode(t, res, 3, "urlvet "+flag+" ./warn")
		if !strings.Contains(res.stderr, "warn.go:8:") || !strings.Contains(res.stderr, msg) {
			t.Errorf("urlvet %s ./warn: no host-underscore finding in:\n%s", flag, res.stderr)
		}
	}
	res = urlvet(t, dir, "-warnings", "-disable=host-underscore", "./warn")
	wantCode(t, res, 0, "urlvet -warnings -disable=host-underscore ./warn")

	tool := "-vettool=" + urlvetBin
	wantCode(t, run(t, dir, "", "go", "vet", tool, "./warn"), 0, "go vet -vettool ./warn")
	wantCode(t, run(t, dir, "", "go", "vet", tool, "-warnings", "./warn"), 1, "go vet -vettool -warnings ./warn")

	res = urlvet(t, dir, "-sarif", "-warnings", "./warn")
	wantCode(t, res, 0, "urlvet -sarif -warnings ./warn")
	var log sarifOutput
	if err := json.Unmarshal([]byte(res.stdout), &log); err != nil {
		t.Fatalf("-sarif output is not JSON: %v\n%s", err, res.stdout)
	}
	results := log.Runs[0].Results
	if len(results) != 1 || results[0].RuleID != "host-underscore" || results[0].Level != "warning" {
		t.Errorf("urlvet -sarif -warnings ./warn: results %+v, want one host-underscore result of level warning", results)
	}

	res = run(t, dir, "http://my_service:8080/health\n", urlvetBin, "check")
	wantCode(t, res, 0, "urlvet check on a URL with a warning only")
	if !strings.Contains(res.stdout+res.stderr, "warning: "+msg) {
		t.Errorf("urlvet check: the warning is not reported:\n%s%s", res.stdout, res.stderr)
	}
	res = run(t, dir, "http://my_service:8080/a b\n", urlvetBin, "check")
	wantCode(t, res, 1, "urlvet check on a URL with a warning and an error")
}
