package analyzer_test

import (
	"fmt"
	"testing"

	"github.com/urlvet/urlvet/analyzer"
)

// TestKnownOriginReason checks that text a function returns by its meaning
// (a Corefile's arguments, the command line, an HTML attribute) and parts
// of such text say where they come from, and that parts of constants or
// of a parameter do not.
func TestKnownOriginReason(t *testing.T) {
	t.Parallel()
	var got []string
	for _, r := range defaultRun.check(t, "flow/origins") {
		for _, c := range r.Result.(*analyzer.Result).Calls {
			p := r.Pass.Fset.Position(c.Pos)
			got = append(got, fmt.Sprintf("%d %s %d %t %s", p.Line, c.Sink, c.Constants, c.Resolved, c.Unresolved))
		}
	}
	want := []string{
		"33 net/url.Parse 0 false input", // a Corefile directive's argument
		"35 net/url.Parse 0 false input",
		"47 net/url.Parse 2 false input", // the constant is checked
		"52 net/url.Parse 0 false input",
		"55 net/url.Parse 0 false input", // parts of input
		"57 net/url.Parse 0 false input",
		"73 net/http.Get 0 false input", // nextPage's argument bound
		"75 net/http.Get 0 false input",
		"82 net/url.Parse 0 false call", // parts of constants, not followed
		"85 net/url.Parse 0 false parameter",
		"92 net/url.Parse 0 false decoded",
		"94 net/url.Parse 0 false decoded",
		"116 net/url.Parse 0 false input",                     // strings.Cut
		"21 net/url.Parse 0 false input",                      // streams.go: a part of a line of standard input
		"31 net/url.Parse 0 false call",                       // a line of the program's own text, not followed
		"35 net/url.Parse 0 false input",                      // a line a bufio.Reader reads
		"40 net/url.Parse 0 false input",                      // a value of the running script
		"50 net/http.NewRequestWithContext 2 false parameter", // the default checked, the caller's lookup
		"51 net/http.NewRequestWithContext 1 true ",
		"109 net/url.URL.Scheme 1 true ",
		"109 net/url.URL.Host 0 false input", // net.SplitHostPort
		"112 net/url.URL.Scheme 1 true ",
		"112 net/url.URL.Host 0 false parameter",
		"114 net/url.URL.Scheme 1 true ",
		"114 net/url.URL.Host 0 false call",   // a part of a constant, not followed
		"29 net/url.URL.RawQuery 1 true ",     // escaped.go: text net/url escaped
		"30 net/url.URL.RawQuery 0 false url", // the url.URL's own query, or escaped text
		"31 net/url.URL.RawQuery 0 false call",
		"32 net/url.URL.RawQuery 0 false call",
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("sink calls:\n got %q\nwant %q", got, want)
	}
}
