package analyzer_test

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"
)

// TestAllowlistTestedHere checks that a finding of the allowlist check at
// a constant declared apart from its tests names each test: the lines of
// the fixture marked "// tested here" and no other.
func TestAllowlistTestedHere(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(analysistest.TestData(), "src", "allowlist")
	want := make(map[string]bool)
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".go") {
			continue
		}
		src, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(src), "\n") {
			if strings.Contains(line, "// tested here") {
				want[e.Name()+":"+strconv.Itoa(i+1)] = true
			}
		}
	}
	got := make(map[string]bool)
	for _, r := range defaultRun.resultsOf(t, "allowlist") {
		for _, d := range r.Diagnostics {
			if d.Category != "allowlist" {
				continue
			}
			for _, rel := range d.Related {
				if rel.Message != "tested here" {
					continue
				}
				p := r.Pass.Fset.Position(rel.Pos)
				at := filepath.Base(p.Filename) + ":" + strconv.Itoa(p.Line)
				got[at] = true
				if !want[at] {
					t.Errorf("%s: \"tested here\" on a line not marked // tested here (%s)", at, d.Message)
				}
			}
		}
	}
	for at := range want {
		if !got[at] {
			t.Errorf("%s: marked // tested here, not named by a finding", at)
		}
	}
}
