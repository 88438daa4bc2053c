package rfc

import (
	"bufio"
	"encoding/json"
	"os"
	"strconv"
	"strings"
	"testing"
)

// readTSV returns the rows of a tab-separated testdata file, without its
// "# " comment lines (source and licence) and, with header, its first row.
func readTSV(t testing.TB, name string, header bool) [][]string {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows [][]string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "# ") {
			continue
		}
		if header {
			header = false
			continue
		}
		rows = append(rows, strings.Split(line, "\t"))
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return rows
}

func unquoteJSON(t testing.TB, q string) string {
	t.Helper()
	var s string
	if err := json.Unmarshal([]byte(q), &s); err != nil {
		t.Fatalf("bad JSON string %s: %v", q, err)
	}
	return s
}

var generic3986 = Options{Profile: RFC3986, Generic: true}

// validityDepartures lists the rows where a peer suite's label departs from
// the RFC 3986 text, with the reason.
var validityDepartures = map[string]string{
	"http://example.com/test123/䡥汬漬⁗潲汤/index.html": "network-uri accepts non-ASCII paths (IRI syntax, RFC 3987); RFC 3986 is ASCII only",
	"http://example.com/test124/Москва/index.html": "network-uri accepts non-ASCII paths (IRI syntax, RFC 3987); RFC 3986 is ASCII only",
}

func TestPeerSuites(t *testing.T) {
	type row struct {
		file, in string
		valid    bool
	}
	var rows []row
	for _, r := range readTSV(t, "testdata/validity/network-uri.tsv", true) {
		rows = append(rows, row{"network-uri", unquoteJSON(t, r[0]), r[2] == "true"})
	}
	for _, r := range readTSV(t, "testdata/validity/foursuite.tsv", true) {
		rows = append(rows, row{"foursuite", unquoteJSON(t, r[0]), r[1] == "true"})
	}
	if len(rows) < 200 {
		t.Fatalf("only %d rows read", len(rows))
	}
	for _, r := range rows {
		vs := Check(r.in, generic3986)
		got := len(vs) == 0
		if reason, ok := validityDepartures[r.in]; ok && reason != "" {
			if got == r.valid {
				t.Errorf("%s %q: listed as a departure (%s) but now agrees", r.file, r.in, reason)
			}
			continue
		}
		if got != r.valid {
			t.Errorf("%s %q: valid=%v, suite says %v; violations %v", r.file, r.in, got, r.valid, vs)
		}
	}
}

// TestFluentURIAbsoluteFailures checks that every string fluent-uri
// rejects as an absolute URI is rejected under the Absolute target, and
// that a violation covers the byte where fluent-uri's parser stopped
// (urlvet reports ranges: a whole port, a whole IP literal).
func TestFluentURIAbsoluteFailures(t *testing.T) {
	for _, r := range readTSV(t, "testdata/validity/fluent-uri-absolute-failures.tsv", true) {
		in := unquoteJSON(t, r[0])
		want, err := strconv.Atoi(r[1])
		if err != nil {
			t.Fatal(err)
		}
		vs := Check(in, Options{Target: Absolute, Generic: true})
		if len(vs) == 0 {
			t.Errorf("%q: no violation; fluent-uri rejects it at %d", in, want)
			continue
		}
		covered := false
		for _, v := range vs {
			covered = covered || v.Start <= want && want <= v.End
		}
		if !covered {
			t.Errorf("%q: no violation covers offset %d where fluent-uri stops: %+v", in, want, vs)
		}
	}
}
