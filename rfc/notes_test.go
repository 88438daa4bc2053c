package rfc

import (
	"slices"
	"testing"
)

// checkReadingAll is AppendCheck for a whole URL or a RawQuery with the
// notes of the scans set from the start, so that the placeholder and query
// checks read every string instead of skipping those where the scans noted
// nothing. ok is false for the inputs AppendCheck trims first.
func checkReadingAll(s string, opts Options) (vs []Violation, ok bool) {
	if n := len(s); n > 0 && (s[0] <= ' ' || s[n-1] <= ' ' || s[0] == 0x7f || s[n-1] == 0x7f) {
		return nil, false
	}
	c := checker{s: s, opts: opts, phCand: true, queryCand: true}
	switch {
	case opts.Target <= Request:
		c.url()
	case opts.Target == RawQuery:
		c.scan(0, len(s), compQuery)
		c.queryMistakes(0, len(s))
	default:
		return nil, false
	}
	c.placeholders()
	slices.SortStableFunc(c.out, compareViolations)
	settle(c.out, s, opts)
	return c.out, true
}

// sameAsReadingAll fails t when Check finds other violations in s than
// checkReadingAll: a note the scans failed to take would hide a finding.
func sameAsReadingAll(t testing.TB, s string, opts Options) {
	want, ok := checkReadingAll(s, opts)
	if !ok {
		return
	}
	if got := Check(s, opts); !slices.Equal(got, want) {
		t.Fatalf("%q %+v: Check = %v; reading every string gives %v", s, opts, got, want)
	}
}

// TestNotesHideNothing checks that the notes the scans take (notes for
// the placeholder and query checks) never hide a finding, on the benchmark
// sample and on strings where each note matters.
func TestNotesHideNothing(t *testing.T) {
	in := append(benchInputs(t),
		"http://x/users/:id", "/:id/x", "http://x/a:b", "http://x:8080/:id",
		"http://{host}/x", "http://h:{port}/", "http://%s/x", "http://u:%s@h/", "//h?{x}@u/p",
		"http://x/?a=1&amp;b=2", "http://x/?a=1&AMP;b=2", "http://x/?a=1&#38;b=2", "a=1&#x26;b=2",
		"http://x/?a=b?c=d", "http://x/?next=/a?b=c", "?a=1?b=2", "http://x/?a=1&",
	)
	for _, s := range in {
		for _, p := range []Profile{RFC3986, RFC2396, RFC1738} {
			for _, target := range []Target{Reference, Absolute, HTTP, Request, RawQuery} {
				sameAsReadingAll(t, s, Options{Profile: p, Target: target})
			}
		}
	}
}
