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
