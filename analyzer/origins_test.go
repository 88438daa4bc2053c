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
	got := sitesByFunc(t, defaultRun.check(t, "flow/origins"), func(c analyzer.SinkCall) string {
		return fmt.Sprintf("%s %d %t %s", c.Sink, c.Constants, c.Resolved, c.Unresolved)
	})
	want := map[string]string{ // by file:function, #n for its nth site
		"origins.go:setup":          "net/url.Parse 0 false input", // a Corefile directive's argument
		"origins.go:setup#2":        "net/url.Parse 0 false input",
		"origins.go:setupDefault":   "net/url.Parse 2 false input", // the constant is checked
		"origins.go:command":        "net/url.Parse 0 false input",
		"origins.go:command#2":      "net/url.Parse 0 false input", // parts of input
		"origins.go:command#3":      "net/url.Parse 0 false input",
		"origins.go:page":           "net/http.Get 0 false decoded", // nextPage's argument bound; a response's header is a service's reply
		"origins.go:page#2":         "net/http.Get 0 false decoded",
		"origins.go:parts":          "net/url.Parse 2 true ", // the parts of constants
		"origins.go:parts#2":        "net/url.Parse 0 false parameter",
		"origins.go:link":           "net/url.Parse 0 false decoded",
		"origins.go:link#2":         "net/url.Parse 0 false decoded",
		"origins.go:proxy":          "net/url.Parse 0 false input",                      // strings.Cut
		"streams.go:credentialURL":  "net/url.Parse 0 false input",                      // a part of a line of standard input
		"streams.go:embeddedURLs":   "net/url.Parse 0 false call",                       // a line of the program's own text, not followed
		"streams.go:embeddedURLs#2": "net/url.Parse 0 false input",                      // a line a bufio.Reader reads
		"streams.go:scriptURL":      "net/url.Parse 0 false input",                      // a value of the running script
		"streams.go:report":         "net/http.NewRequestWithContext 2 false parameter", // the default checked, the caller's lookup
		"streams.go:report#2":       "net/http.NewRequestWithContext 1 true ",
		"origins.go:proxy#2":        "net/url.URL.Scheme 1 true ",
		"origins.go:proxy#3":        "net/url.URL.Host 0 false input", // net.SplitHostPort
		"origins.go:proxy#4":        "net/url.URL.Scheme 1 true ",
		"origins.go:proxy#5":        "net/url.URL.Host 0 false parameter",
		"origins.go:proxy#6":        "net/url.URL.Scheme 1 true ",
		"origins.go:proxy#7":        "net/url.URL.Host 0 false call",    // a part of a constant, not followed
		"escaped.go:sign":           "net/url.URL.RawQuery 1 true ",     // text net/url escaped
		"escaped.go:sign#2":         "net/url.URL.RawQuery 0 false url", // the url.URL's own query, or escaped text
		"escaped.go:sign#3":         "net/url.URL.RawQuery 1 true ",
		"escaped.go:sign#4":         "net/url.URL.RawQuery 0 false call",
	}
	for at, w := range want {
		if got[at] != w {
			t.Errorf("%s: got %q, want %q", at, got[at], w)
		}
	}
	if len(got) != len(want) {
		t.Errorf("%d sink sites, want %d: %q", len(got), len(want), got)
	}
}
