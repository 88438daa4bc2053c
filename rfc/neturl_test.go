package rfc

import (
	"bufio"
	"flag"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// differentialInputs are every string of the validity suites, of net/url's
// own test tables and of the benchmark sample.
func differentialInputs(t *testing.T) []string {
	var in []string
	for _, f := range []string{"network-uri.tsv", "foursuite.tsv", "fluent-uri-absolute-failures.tsv"} {
		for _, r := range readTSV(t, "testdata/validity/"+f, true) {
			in = append(in, unquoteJSON(t, r[0]))
		}
	}
	for _, r := range readTSV(t, "testdata/validity/go-net-url-tables.tsv", false) {
		for _, col := range r[1:] {
			if strings.HasPrefix(col, `"`) {
				in = append(in, unquoteJSON(t, col))
			}
		}
	}
	in = append(in, benchInputs(t)...)
	slices.Sort(in)
	return slices.Compact(in)
}

// A disagreement class explains why net/url and RFC 3986 differ on a
// string. Each is decided from the string and urlvet's violations.
type disagreement struct {
	name, reason string
	match        func(s string, vs []Violation) bool
}

func onlyChecks(ids ...CheckID) func(string, []Violation) bool {
	return func(_ string, vs []Violation) bool {
		for _, v := range vs {
			if !slices.Contains(ids, v.Check) {
				return false
			}
		}
		return len(vs) > 0
	}
}

// mistakeChecks report mistakes that the grammar allows.
var mistakeChecks = []CheckID{CheckPlaceholder, CheckSchemeInHost, CheckURLField, CheckQueryQuestion, CheckHTMLEntity, CheckJoin}

// Strings url.Parse accepts that RFC 3986 rejects, most specific first.
var goLaxer = []disagreement{
	{"mistake", "urlvet reports mistakes the grammar allows: an unfilled placeholder (\"/:id\"), \"&amp;\", a second '?'",
		func(s string, vs []Violation) bool { return onlyChecks(mistakeChecks...)(s, vs) }},
	{"host-list", "net/url splits the port at the last ':' and accepts any host text before it (host lists such as \"h1:1,h2:2\")",
		func(s string, vs []Violation) bool {
			p := splitOf(s, splitRFC3986)
			return strings.ContainsAny(s[p.port.start:p.port.end], ",:") && onlyChecks(CheckPort)(s, vs)
		}},
	{"host-chars", "net/url allows in a host some characters that reg-name excludes ('\"', '<', '>', ']')",
		func(s string, vs []Violation) bool {
			return slices.ContainsFunc(vs, func(v Violation) bool { return v.Check == CheckHost }) &&
				onlyChecks(CheckHost, CheckChar, CheckEscape)(s, vs)
		}},
	{"chars", "net/url leaves bytes it does not split on as they are: spaces, quotes, {}|\\^`<>, brackets outside the host, a second '#', control bytes in the query and fragment",
		onlyChecks(CheckChar)},
	{"non-ascii", "net/url accepts non-ASCII text (IRIs) and escapes it on output",
		onlyChecks(CheckNonASCII, CheckChar, CheckIDNA)},
	{"escape", "net/url checks escapes only where it unescapes (path, host, userinfo), not in the query or fragment",
		onlyChecks(CheckEscape, CheckChar, CheckNonASCII)},
}

// Strings RFC 3986 accepts that url.Parse rejects.
var goStricter = []disagreement{
	{"host-escape", "net/url rejects percent-encoding in a reg-name (\"%41\"), which RFC 3986 §3.2.2 allows",
		func(s string, _ []Violation) bool {
			p := splitOf(s, splitRFC3986)
			return strings.IndexByte(s[p.host.start:p.host.end], '%') >= 0
		}},
	{"ipvfuture", "net/url has no IPvFuture literals (\"[v9.x]\")",
		func(s string, _ []Violation) bool {
			p := splitOf(s, splitRFC3986)
			return strings.HasPrefix(s[p.host.start:p.host.end], "[v")
		}},
}

// grammarViolations drops embedded credentials, which RFC 3986 deprecates
// but its grammar allows.
func grammarViolations(vs []Violation) []Violation {
	return slices.DeleteFunc(vs, func(v Violation) bool { return v.Check == CheckCredentials })
}

func classify(classes []disagreement, s string, vs []Violation) string {
	for _, d := range classes {
		if d.match(s, vs) {
			return d.name
		}
	}
	return ""
}

// TestDifferentialNetURL compares RFC 3986 (generic syntax) with
// url.Parse over the corpora: each disagreement must fall in a documented
// class.
func TestDifferentialNetURL(t *testing.T) {
	counts := map[string]int{}
	for _, s := range differentialInputs(t) {
		vs := grammarViolations(Check(s, generic3986))
		_, err := url.Parse(s)
		switch {
		case err == nil && len(vs) > 0:
			c := classify(goLaxer, s, vs)
			if c == "" {
				// A grammar fault and a mistake: the fault decides.
				c = classify(goLaxer, s, slices.DeleteFunc(slices.Clone(vs), func(v Violation) bool {
					return slices.Contains(mistakeChecks, v.Check)
				}))
			}
			if c == "" {
				t.Errorf("url.Parse accepts %q; RFC 3986 rejects it, in no documented class: %v", s, vs)
			}
			counts["laxer/"+c]++
		case err != nil && len(vs) == 0:
			c := classify(goStricter, s, vs)
			if c == "" {
				t.Errorf("url.Parse rejects %q (%v); RFC 3986 accepts it, in no documented class", s, err)
			}
			counts["stricter/"+c]++
		default:
			counts["agree"]++
		}
	}
	t.Logf("%v", counts)
	if counts["agree"] < 1000 {
		t.Errorf("only %d agreements: inputs not read?", counts["agree"])
	}
}

// TestDisagreementClasses pins one example of each documented class.
func TestDisagreementClasses(t *testing.T) {
	for _, tc := range []struct {
		in, laxer, stricter string
	}{
		{in: "http://x/a b?q=c d", laxer: "chars"},
		{in: "a#b#c", laxer: "chars"},
		{in: "cache_object/:foo/bar", laxer: "mistake"},
		{in: "https://abcnews.go.com/International/story?id=81417&amp;page=1", laxer: "mistake"},
		{in: "http://x/Москва", laxer: "non-ascii"},
		{in: "http://x/?q=%G1", laxer: "escape"},
		{in: "postgres://h1:1,h2:2/db", laxer: "host-list"},
		{in: "https://\"example.com/", laxer: "host-chars"},
		{in: "http://%41:8080/", stricter: "host-escape"},
		{in: "http://[v9.abc]/", stricter: "ipvfuture"},
	} {
		vs := grammarViolations(Check(tc.in, generic3986))
		_, err := url.Parse(tc.in)
		if tc.laxer != "" {
			if err != nil || classify(goLaxer, tc.in, vs) != tc.laxer {
				t.Errorf("%q: url.Parse error %v, class %q; want accepted by url.Parse, class %q", tc.in, err, classify(goLaxer, tc.in, vs), tc.laxer)
			}
		} else if err == nil || len(vs) > 0 || classify(goStricter, tc.in, vs) != tc.stricter {
			t.Errorf("%q: url.Parse error %v, violations %v; want rejected by url.Parse only, class %q", tc.in, err, vs, tc.stricter)
		}
	}
}

// benchCorpus points the benchmarks at another directory of URL lists,
// such as a corpus too large to keep in the repository:
// go test -run XXX -bench . -corpus /path/to/dir
var benchCorpus = flag.String("corpus", "", "benchmark the URL lists (one URL a line) of this directory instead of testdata/bench")

// benchInputs returns the URLs of the benchmark sample, or of -corpus.
func benchInputs(t testing.TB) []string {
	dir, names := "testdata/bench", []string{"kasztp.txt", "userbait.txt", "node_files.txt"}
	if *benchCorpus != "" {
		entries, err := os.ReadDir(*benchCorpus)
		if err != nil {
			t.Fatal(err)
		}
		dir, names = *benchCorpus, nil
		for _, e := range entries {
			if e.Type().IsRegular() {
				names = append(names, e.Name())
			}
		}
	}
	var in []string
	for _, name := range names {
		f, err := os.Open(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			in = append(in, sc.Text())
		}
		f.Close()
		if err := sc.Err(); err != nil {
			t.Fatal(err)
		}
	}
	if len(in) == 0 {
		t.Fatalf("no URLs in %s", dir)
	}
	return in
}
