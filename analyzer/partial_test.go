package analyzer_test

import "testing"

// TestFlagReason checks the sites whose value is a flag's: resolved when
// its default is a constant, which is checked, "input" when the default
// is empty, so that only the command line reaches the sink.
func TestFlagReason(t *testing.T) {
	t.Parallel()
	got := sitesByFileLine(t, "partial")
	want := map[string]string{
		"partial.go:70":  "net/http.Get true  2",         // *server: its default, and the command line
		"partial.go:72":  "net/url.Parse false input 1",  // *proxy: no default
		"partial.go:74":  "net/http.Get true  2",         // mirror, a flag.StringVar
		"partial.go:77":  "net/http.Get true  2",         // target + "x y"
		"partial.go:95":  "net/http.Get false pointer 0", // *written, written through
		"partial.go:117": "net/http.Get true  2",         // ep: a default given in code
		"partial.go:118": "net/http.Get false input 1",   // up: no default
	}
	for at, w := range want {
		if got[at] != w {
			t.Errorf("%s: got %q, want %q", at, got[at], w)
		}
	}
}
