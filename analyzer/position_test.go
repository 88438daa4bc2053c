package analyzer_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"
)

// TestPositions checks that each diagnostic covers exactly the source
// bytes named by the "// at:" comment on its line.
func TestPositions(t *testing.T) {
	t.Parallel()
	const declaredUse = 17 // url.Parse(declared)
	dir := analysistest.TestData()
	results := defaultRun.resultsOf(t, "positions")
	src, err := os.ReadFile(filepath.Join(dir, "src", "positions", "positions.go"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(src), "\n")
	seen := make(map[int]bool)
	for _, r := range results {
		for _, d := range r.Diagnostics {
			start, end := r.Pass.Fset.Position(d.Pos), r.Pass.Fset.Position(d.End)
			line := lines[start.Line-1]
			i := strings.Index(line, "// at:")
			if i < 0 {
				t.Errorf("%v: unexpected diagnostic %q", start, d.Message)
				continue
			}
			want := line[i+len("// at:"):]
			if got := string(src[start.Offset:end.Offset]); got != want {
				t.Errorf("%v: diagnostic covers %q, want %q (%s)", start, got, want, d.Message)
			}
			seen[start.Line] = true
			if strings.HasPrefix(line, "const declared") {
				if len(d.Related) != 1 || r.Pass.Fset.Position(d.Related[0].Pos).Line != declaredUse {
					t.Errorf("%v: related information %v, want the call on line %d", start, d.Related, declaredUse)
				}
			}
		}
	}
	for n, line := range lines {
		if strings.Contains(line, "// at:") && !seen[n+1] {
			t.Errorf("positions.go:%d: no diagnostic", n+1)
		}
	}
}
