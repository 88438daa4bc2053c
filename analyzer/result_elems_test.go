package analyzer_test

import (
	"fmt"
	"strings"
	"testing"
)

// TestResultElemsReason checks what the sites ranging over a list a
// function of the package returns say: resolved when every element is
// known, the reason of the first element that is not otherwise.
func TestResultElemsReason(t *testing.T) {
	t.Parallel()
	var got []string
	for _, site := range sinkSites(defaultRun.check(t, "tables")) {
		if strings.HasPrefix(site, "results.go:") {
			got = append(got, site)
		}
	}
	want := []string{
		"results.go:28 net/url.Parse 3 false input", // the template and the literals checked; apiHost is the environment
		"results.go:49 net/url.Parse 3 true ",       // every return's literal
		"results.go:60 net/url.Parse 2 false parameter",
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("sink calls:\n got %q\nwant %q", got, want)
	}
}
