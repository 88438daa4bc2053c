package analyzer_test

import (
	"fmt"
	"testing"

	"github.com/urlvet/urlvet/analyzer"
)

// TestResult checks the sink calls Run returns for package flow.
func TestResult(t *testing.T) {
	t.Parallel()
	results := sharedResults(t, "flow")
	var got []string
	for _, r := range results {
		res, ok := r.Result.(*analyzer.Result)
		if !ok {
			t.Fatalf("Result is %T, want *analyzer.Result", r.Result)
		}
		for _, c := range res.Calls {
			p := r.Pass.Fset.Position(c.Pos)
			got = append(got, fmt.Sprintf("%d %s %s %d %t %s", p.Line, c.Sink, c.Target, c.Constants, c.Resolved, c.Unresolved))
		}
	}
	want := []string{
		"28 net/http.Get http 2 true ",
		"29 net/url.Parse reference 1 true ",
		"30 net/url.Parse reference 2 false call", // the constant, or what init stores
		"31 net/url.Parse reference 0 false call", // init always replaces the constant
		"38 net/url.Parse reference 0 false variable",
		"43 net/url.Parse reference 0 false parameter",
		"52 net/url.Parse reference 2 true ", // the first assignment is overwritten
		"55 net/url.Parse reference 1 true ",
		"63 net/url.Parse reference 1 true ",
		"15 net/url.Parse reference 0 false variable", // methods.go: u.Set takes &u
		"22 net/url.Parse reference 0 false variable", // methods.go: u.Set binds &u
		"28 net/url.Parse reference 1 true ",          // methods.go: value receiver
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("sink calls:\n got %q\nwant %q", got, want)
	}
}
