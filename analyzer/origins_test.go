package analyzer_test

import (
	"fmt"
	"testing"

	"github.com/urlvet/urlvet/analyzer"
)

// TestOriginReason checks that text a function returns by its meaning
// (a Corefile's arguments, the command line, an HTML attribute) and parts
// of such text say where they come from, and that parts of constants or
// of a parameter do not.
func TestOriginReason(t *testing.T) {
	t.Parallel()
	var got []string
	for _, r := range defaultRun.check(t, "flow/origins") {
		for _, c := range r.Result.(*analyzer.Result).Calls {
			p := r.Pass.Fset.Position(c.Pos)
			got = append(got, fmt.Sprintf("%d %s %d %t %s", p.Line, c.Sink, c.Constants, c.Resolved, c.Unresolved))
		}
	}
	want := []string{
		"32 net/url.Parse 0 false input", // a Corefile directive's argument
		"34 net/url.Parse 0 false input",
		"46 net/url.Parse 2 false input", // the constant is checked
		"51 net/url.Parse 0 false input",
		"54 net/url.Parse 0 false input", // parts of input
		"56 net/url.Parse 0 false input",
		"72 net/http.Get 0 false input", // nextPage's argument bound
		"74 net/http.Get 0 false input",
		"81 net/url.Parse 0 false call", // parts of constants, not followed
		"84 net/url.Parse 0 false parameter",
		"91 net/url.Parse 0 false decoded",
		"93 net/url.Parse 0 false decoded",
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("sink calls:\n got %q\nwant %q", got, want)
	}
}
