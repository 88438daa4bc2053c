package main

import (
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"testing"
)

// initAllocLimits are the most allocations the init of a package of this
// module may make in the urlvet binary; a package not named may make
// none. go vet starts one process per package, and every process runs
// every init, whether or not its package reaches a sink, so the cost of a
// table belongs where it is first used:
//
//   - a table of constants is a switch, or is built on first use behind a
//     sync.Once in a struct variable (a map literal at package level
//     allocates in init, a sync.OnceValue variable twice);
//   - a fact type in Analyzer.FactTypes is a nil pointer in a static
//     slice: drivers read only its type.
//
// The analyzer's init makes Analyzer (New): its config, the Analyzer and
// its Run method value (3), its entry in configs (2, a sync.Map's first
// store) and its flags (8: the FlagSet's map, 2, and one flag.Flag each
// of six). That is 13; the margin of 3 is three more flags, one
// allocation each. Anything else is a table in the wrong place.
var initAllocLimits = map[string]int{"analyzer": 16}

// TestInitAllocs checks that initializing the packages of this module
// allocates little in the urlvet binary (initAllocLimits).
// GODEBUG=inittrace=1 makes the runtime report each package's init. The
// binary is this test's own (TestMain), so the init of package main,
// cmd/urlvet, holds its test files' variables too and is not checked.
func TestInitAllocs(t *testing.T) {
	cmd := exec.Command(urlvetBin, "version")
	cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("urlvet version: %v\n%s", err, out)
	}
	lines := regexp.MustCompile(`(?m)^init github\.com/urlvet/urlvet/(\S+) @.* (\d+) bytes, (\d+) allocs$`).FindAllSubmatch(out, -1)
	seen := make(map[string]bool)
	for _, m := range lines {
		pkg := string(m[1])
		seen[pkg] = true
		allocs, _ := strconv.Atoi(string(m[3]))
		t.Logf("init %s: %s bytes, %d allocs", pkg, m[2], allocs)
		if pkg == "cmd/urlvet" {
			continue
		}
		if limit := initAllocLimits[pkg]; allocs > limit {
			t.Errorf("initializing package %s allocates %d times, want at most %d: build its tables on first use (see initAllocLimits)", pkg, allocs, limit)
		}
	}
	// The analyzer's init makes Analyzer: without its line, the trace
	// was not read.
	if !seen["analyzer"] {
		t.Fatalf("no inittrace line for package analyzer in:\n%s", out)
	}
}
