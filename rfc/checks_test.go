package rfc

import (
	"strings"
	"testing"
)

// TestCatalogue checks that every CheckID that Check reports is
// documented once, completely, and that each Bad example yields its check
// while Good yields nothing. (The analyzer's tests check its own.)
func TestCatalogue(t *testing.T) {
	ids := []CheckID{CheckChar, CheckNonASCII, CheckEscape, CheckScheme, CheckHost, CheckIDNA,
		CheckHostUnderscore, CheckIPv4, CheckIPv6, CheckPort, CheckCredentials, CheckPath,
		CheckSchemeGrammar, CheckTarget, CheckPlaceholder, CheckQueryBrackets, CheckSchemeInHost, CheckURLField,
		CheckQueryQuestion, CheckHTMLEntity, CheckJoin, CheckHostPort}
	if len(Checks) != len(ids) {
		t.Errorf("%d checks documented, %d IDs", len(Checks), len(ids))
	}
	doc := func(id CheckID) (CheckDoc, bool) {
		for _, d := range Checks {
			if d.ID == id {
				return d, true
			}
		}
		return CheckDoc{}, false
	}
	for _, id := range ids {
		d, ok := doc(id)
		if !ok {
			t.Errorf("%s: not documented", id)
			continue
		}
		if d.Title == "" || d.Explanation == "" || d.Bad == "" || d.Good == "" || (d.Since != "v0.1.0" && d.Since != "v0.2.0" && d.Since != "v0.3.0" && d.Since != "v0.4.0") {
			t.Errorf("%s: incomplete doc %+v", id, d)
		}
		if d.Source {
			t.Errorf("%s: Go source examples are the analyzer's checks'", id)
			continue
		}
		if !strings.HasPrefix(d.RFC, "RFC ") || !strings.HasPrefix(d.URL, "https://www.rfc-editor.org/rfc/rfc") ||
			!strings.Contains(d.URL, strings.Fields(d.RFC)[1]) {
			t.Errorf("%s: RFC %q and URL %q disagree", id, d.RFC, d.URL)
		}
		opts := Options{Profile: d.Profile, Target: d.Target, Joins: d.Joins, Holes: d.Holes}
		bad := Check(d.Bad, opts)
		found := false
		for _, v := range bad {
			if v.Check == id {
				found = true
				if v.Severity != d.Severity {
					t.Errorf("%s: Bad %q reported with severity %v, documented %v", id, d.Bad, v.Severity, d.Severity)
				}
			}
		}
		if !found {
			t.Errorf("%s: Bad %q does not yield it: %v", id, d.Bad, bad)
		}
		if good := Check(d.Good, opts); len(good) != 0 {
			t.Errorf("%s: Good %q yields %v", id, d.Good, good)
		}
	}
}
