package analyzer_test

import (
	"fmt"
	"testing"

	"github.com/urlvet/urlvet/analyzer"
)

func TestParams(t *testing.T) {
	t.Parallel()
	defaultRun.check(t, "calls/params")
}

// TestParamReason checks the reasons of the sites whose value is a
// parameter: resolved from the calls, "wrapper" for an unexported
// wrapper whose calls are checked, "parameter" when the calls are not
// all seen or the sink does not run on every path.
func TestParamReason(t *testing.T) {
	t.Parallel()
	got := make(map[int]string)
	for _, r := range defaultRun.resultsOf(t, "calls/params") {
		for _, c := range r.Result.(*analyzer.Result).Calls {
			p := r.Pass.Fset.Position(c.Pos)
			got[p.Line] = fmt.Sprintf("%s %t %s", c.Sink, c.Resolved, c.Unresolved)
		}
	}
	want := map[int]string{
		16:  "net/http.Get true ",            // fetch: a template
		22:  "net/http.Get true ",            // viaLocal
		56:  "net/http.Get false wrapper",    // direct
		83:  "net/http.Get false parameter",  // pollConnz
		96:  "net/http.Get false parameter",  // pollInverted
		104: "net/url.Parse false parameter", // onlyHTTP
		113: "net/http.Get false parameter",  // viaBranch
		126: "net/http.Get false wrapper",    // captured
		130: "net/http.Get false parameter",  // callback
		142: "net/http.Get false parameter",  // loader.load
		167: "net/http.Get true ",            // a literal called where it is written
		173: "net/url.Parse false wrapper",   // check
		186: "net/http.Get false wrapper",    // retryGet
		211: "net/http.Get false parameter",  // breakFirst
		222: "net/http.Get false parameter",  // returnInSwitch
		235: "net/http.Get false wrapper",    // probe's closure
	}
	for line, w := range want {
		if got[line] != w {
			t.Errorf("line %d: got %q, want %q", line, got[line], w)
		}
	}
}
