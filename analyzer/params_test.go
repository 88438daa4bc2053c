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
	got := sitesByFunc(t, defaultRun.resultsOf(t, "calls/params"), func(c analyzer.SinkCall) string {
		return fmt.Sprintf("%s %t %s", c.Sink, c.Resolved, c.Unresolved)
	})
	want := map[string]string{ // by file:function, #n for its nth site
		"params.go:fetch":               "net/http.Get true ",                // fetch: a template
		"params.go:viaLocal":            "net/http.Get true ",                // viaLocal
		"params.go:direct":              "net/http.Get false wrapper",        // direct
		"params.go:pollConnz":           "net/http.Get false parameter",      // pollConnz
		"params.go:pollInverted":        "net/http.Get false parameter",      // pollInverted
		"params.go:onlyHTTP":            "net/url.Parse false parameter",     // onlyHTTP
		"params.go:viaBranch":           "net/http.Get false parameter",      // viaBranch
		"params.go:captured":            "net/http.Get false wrapper",        // captured
		"params.go:callback":            "net/http.Get false parameter",      // callback
		"params.go:loader.load":         "net/http.Get false parameter",      // loader.load
		"params.go:whole":               "net/http.Get true ",                // a literal called where it is written
		"params.go:whole#2":             "net/url.Parse false wrapper",       // check
		"params.go:retryGet":            "net/http.Get false wrapper",        // retryGet
		"params.go:breakFirst":          "net/http.Get false parameter",      // breakFirst
		"params.go:returnInSwitch":      "net/http.Get false parameter",      // returnInSwitch
		"params.go:probe":               "net/http.Get false wrapper",        // probe's closure
		"defaults.go:withDefault":       "net/http.Get false wrapper",        // withDefault
		"defaults.go:fromEnv":           "net/url.Parse false wrapper",       // fromEnv
		"defaults.go:defaultTemplate":   "net/http.Get true ",                // defaultTemplate: its arguments and default
		"defaults.go:defaultWhenUnset":  "net/http.Get false wrapper",        // defaultWhenUnset
		"defaults.go:prefixed":          "net/url.Parse false parameter",     // prefixed
		"defaults.go:eitherEmpty":       "net/http.Get false parameter",      // eitherEmpty
		"defaults.go:defaultAfter":      "net/http.Get false parameter",      // defaultAfter
		"defaults.go:defaultInClosure":  "net/http.Get false parameter",      // defaultInClosure
		"defaults.go:defaultThenGet":    "net/http.Get false parameter",      // defaultThenGet
		"failures.go:newReq":            "net/http.NewRequest false wrapper", // newReq
		"failures.go:client.signed":     "net/http.Client.Get false wrapper", // client.signed
		"failures.go:client.dial":       "net/http.Client.Get false wrapper", // client.dial
		"failures.go:account.upload":    "net/http.Post false wrapper",       // account.upload
		"failures.go:localFirst":        "net/http.Get false parameter",      // localFirst
		"failures.go:viaLocalTest":      "net/http.Get false parameter",      // viaLocalTest
		"failures.go:otherwise":         "net/http.Get false parameter",      // otherwise
		"failures.go:succeedsOtherwise": "net/http.Get false parameter",      // succeedsOtherwise
		"guards.go:validateWS":          "net/url.Parse false input",         // validateWS: constants that pass, and the environment
		"guards.go:validateMixed":       "net/url.Parse false parameter",     // validateMixed: text around a hole may fail
		"guards.go:validateOpaque":      "net/url.Parse false parameter",     // validateOpaque
		"guards.go:getNamed":            "net/http.Get true ",                // getNamed: its arguments but "login", and the URL
		"guards.go:getNamedThenChecked": "net/http.Get false parameter",      // getNamedThenChecked
		"guards.go:getServer":           "net/http.Get true ",                // getServer: its default and its non-empty arguments
		"guards.go:getServerInMode":     "net/http.Get false parameter",      // getServerInMode
		"guards.go:getServerNested":     "net/http.Get false parameter",      // getServerNested
		"cmdargs.go:newCmd":             "net/url.Parse false input",         // a cobra command's args[0]
		"cmdargs.go:newCmd#2":           "net/http.Get false input",          // ranged over
		"cmdargs.go:runPush":            "net/http.Get false input",          // runPush
		"cmdargs.go:":                   "net/url.Parse false input",         // a RunE whose command is _
		"cmdargs.go:getAll":             "net/http.Get false parameter",      // getAll, ranged over
		"cmdargs.go:getAll#2":           "net/http.Get false parameter",      // getAll, indexed
	}
	for at, w := range want {
		if got[at] != w {
			t.Errorf("%s: got %q, want %q", at, got[at], w)
		}
	}
}
