package main

import (
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"testing"
)

// TestInitAllocs checks that initializing packages rfc and analyzer
// allocates little in the urlvet binary: go vet starts one process per
// package. Tables that only a package reaching a sink needs are built on
// first use. GODEBUG=inittrace=1 makes the runtime report each package's
// init.
func TestInitAllocs(t *testing.T) {
	cmd := exec.Command(urlvetBin, "version")
	cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("urlvet version: %v\n%s", err, out)
	}
	for _, pkg := range []string{"rfc", "analyzer"} {
		m := regexp.MustCompile(`(?m)^init github\.com/urlvet/urlvet/` + pkg + ` @.* (\d+) bytes, (\d+) allocs$`).FindSubmatch(out)
		if m == nil {
			t.Fatalf("no inittrace line for package %s in:\n%s", pkg, out)
		}
		allocs, _ := strconv.Atoi(string(m[2]))
		t.Logf("init %s: %s bytes, %d allocs", pkg, m[1], allocs)
		// analyzer: Analyzer and its flags, about 25.
		if limit := map[string]int{"rfc": 10, "analyzer": 40}[pkg]; allocs > limit {
			t.Errorf("initializing package %s allocates %d times, want at most %d", pkg, allocs, limit)
		}
	}
}
