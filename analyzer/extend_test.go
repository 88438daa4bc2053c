package analyzer_test

import "testing"

// TestExtendReason checks the sites whose value is a variable extended
// in place: resolved when each path's values are known, "variable" when
// the variable is also written in a way steps do not describe.
func TestExtendReason(t *testing.T) {
	t.Parallel()
	got := sitesByFileLine(t, "flow/extend")
	want := map[string]string{
		"extend.go:31":  "net/http.Get true  2",           // badPath
		"extend.go:26":  "net/http.Get true  2",           // buildURL: with and without the query
		"extend.go:65":  "net/http.Get true  8",           // flags: 2 × 2 × 2 paths
		"extend.go:77":  "net/http.Get true  2",           // eitherScheme: one value per branch
		"extend.go:90":  "net/http.Get true  4",           // loop
		"extend.go:110": "net/http.Get true  2",           // onceInLoop
		"extend.go:127": "net/http.Get true  1",           // fromEnv: as os.Getenv("API") + "/v1 items" is
		"extend.go:136": "net/http.Get false variable 0",  // doubled
		"extend.go:144": "net/http.Get false variable 0",  // closure
		"extend.go:167": "net/http.Get false input 2",     // optionalOnInput
		"extend.go:157": "net/http.Get false parameter 0", // joined: holes only
	}
	for at, w := range want {
		if got[at] != w {
			t.Errorf("%s: got %q, want %q", at, got[at], w)
		}
	}
}
