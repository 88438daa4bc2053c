package analyzer_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/urlvet/urlvet/analyzer"
)

// TestResultElemsReason checks what the sites ranging over a list a
// function of the package returns say: resolved when every element is
// known, the reason of the first element that is not otherwise.
func TestResultElemsReason(t *testing.T) {
	t.Parallel()
	var got []string
	seen := make(map[string]bool) // the package and its test variant
	for _, r := range defaultRun.check(t, "tables") {
		for _, c := range r.Result.(*analyzer.Result).Calls {
			p := r.Pass.Fset.Position(c.Pos)
			if !strings.HasSuffix(p.Filename, "results.go") {
				continue
			}
			site := fmt.Sprintf("%d %s %d %t %s", p.Line, c.Sink, c.Constants, c.Resolved, c.Unresolved)
			if !seen[site] {
				seen[site] = true
				got = append(got, site)
			}
		}
	}
	want := []string{
		"28 net/url.Parse 3 false input", // the template and the literals checked; apiHost is the environment
		"49 net/url.Parse 3 true ",       // every return's literal
		"60 net/url.Parse 2 false parameter",
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("sink calls:\n got %q\nwant %q", got, want)
	}
}
