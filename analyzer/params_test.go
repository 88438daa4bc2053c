package analyzer_test

import (
	"fmt"
	"path/filepath"
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
	got := make(map[string]string) // by file:line
	for _, r := range defaultRun.resultsOf(t, "calls/params") {
		for _, c := range r.Result.(*analyzer.Result).Calls {
			p := r.Pass.Fset.Position(c.Pos)
			got[fmt.Sprintf("%s:%d", filepath.Base(p.Filename), p.Line)] = fmt.Sprintf("%s %t %s", c.Sink, c.Resolved, c.Unresolved)
		}
	}
	want := map[string]string{
		"params.go:16":    "net/http.Get true ",                // fetch: a template
		"params.go:22":    "net/http.Get true ",                // viaLocal
		"params.go:56":    "net/http.Get false wrapper",        // direct
		"params.go:83":    "net/http.Get false parameter",      // pollConnz
		"params.go:96":    "net/http.Get false parameter",      // pollInverted
		"params.go:104":   "net/url.Parse false parameter",     // onlyHTTP
		"params.go:113":   "net/http.Get false parameter",      // viaBranch
		"params.go:126":   "net/http.Get false wrapper",        // captured
		"params.go:130":   "net/http.Get false parameter",      // callback
		"params.go:142":   "net/http.Get false parameter",      // loader.load
		"params.go:167":   "net/http.Get true ",                // a literal called where it is written
		"params.go:173":   "net/url.Parse false wrapper",       // check
		"params.go:186":   "net/http.Get false wrapper",        // retryGet
		"params.go:211":   "net/http.Get false parameter",      // breakFirst
		"params.go:222":   "net/http.Get false parameter",      // returnInSwitch
		"params.go:235":   "net/http.Get false wrapper",        // probe's closure
		"defaults.go:16":  "net/http.Get false wrapper",        // withDefault
		"defaults.go:29":  "net/url.Parse false wrapper",       // fromEnv
		"defaults.go:39":  "net/http.Get true ",                // defaultTemplate: its arguments and default
		"defaults.go:48":  "net/http.Get false wrapper",        // defaultWhenUnset
		"defaults.go:72":  "net/url.Parse false parameter",     // prefixed
		"defaults.go:80":  "net/http.Get false parameter",      // eitherEmpty
		"defaults.go:86":  "net/http.Get false parameter",      // defaultAfter
		"defaults.go:102": "net/http.Get false parameter",      // defaultInClosure
		"defaults.go:110": "net/http.Get false parameter",      // defaultThenGet
		"failures.go:21":  "net/http.NewRequest false wrapper", // newReq
		"failures.go:34":  "net/http.Client.Get false wrapper", // client.signed
		"failures.go:54":  "net/http.Client.Get false wrapper", // client.dial
		"failures.go:68":  "net/http.Post false wrapper",       // account.upload
		"failures.go:89":  "net/http.Get false parameter",      // localFirst
		"failures.go:101": "net/http.Get false parameter",      // viaLocalTest
		"failures.go:110": "net/http.Get false parameter",      // otherwise
		"failures.go:119": "net/http.Get false parameter",      // succeedsOtherwise
		"guards.go:20":    "net/url.Parse false input",         // validateWS: constants that pass, and the environment
		"guards.go:37":    "net/url.Parse false parameter",     // validateMixed: text around a hole may fail
		"guards.go:52":    "net/url.Parse false parameter",     // validateOpaque
		"guards.go:68":    "net/http.Get true ",                // getNamed: its arguments but "login", and the URL
		"guards.go:85":    "net/http.Get false parameter",      // getNamedThenChecked
		"guards.go:100":   "net/http.Get true ",                // getServer: its default and its non-empty arguments
		"guards.go:115":   "net/http.Get false parameter",      // getServerInMode
		"guards.go:130":   "net/http.Get false parameter",      // getServerNested
		"cmdargs.go:16":   "net/url.Parse false input",         // a cobra command's args[0]
		"cmdargs.go:21":   "net/http.Get false input",          // ranged over
		"cmdargs.go:30":   "net/http.Get false input",          // runPush
		"cmdargs.go:37":   "net/url.Parse false input",         // a RunE whose command is _
		"cmdargs.go:45":   "net/http.Get false parameter",      // getAll, ranged over
		"cmdargs.go:47":   "net/http.Get false parameter",      // getAll, indexed
	}
	for at, w := range want {
		if got[at] != w {
			t.Errorf("%s: got %q, want %q", at, got[at], w)
		}
	}
}
