package analyzer_test

import (
	"fmt"
	"testing"
)

// TestLookupSites checks what the sites reading rows through lookup
// methods resolve to: the rows of their key, and the reason of what else
// can write the value field.
func TestLookupSites(t *testing.T) {
	t.Parallel()
	got := sinkSites(defaultRun.resultsOf(t, "lookups", "lookups/use"))
	want := []string{
		"lookups.go:68 net/http.Get 1 true ",                // Get: the endpoint's row
		"lookups.go:73 net/http.Get 1 true ",                // Lookup
		"lookups.go:78 net/url.Parse 1 true ",               // a valid row
		"lookups.go:82 net/url.Parse 0 false field",         // no row has the key
		"lookups.go:86 net/url.Parse 0 false guarded field", // a lookup under another condition
		"lookups.go:90 net/url.Parse 0 false guarded field", // a lookup that modifies
		"lookups.go:95 net/url.Parse 1 true ",               // the test's row is not the program's
		"lookups.go:119 net/url.Parse 2 false decoded",      // a decoded row's value
		"lookups.go:144 net/url.Parse 2 false field",        // rows of keys it cannot tell hold text
		"lookups.go:153 net/url.Parse 1 true ",              // a row in a map of tables
		"use.go:17 net/http.Get 2 false field",              // this package's row, and what conf's Set writes
		"use.go:22 net/url.Parse 3 false field",
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("sites:\n got %q\nwant %q", got, want)
	}
}
