package rfc

import (
	"fmt"
	"strings"
	"testing"
)

// schemeRFCs are the references the scheme grammars cite: a violation
// citing one of them comes from a scheme grammar.
var schemeRFCs = map[string]bool{
	"RFC 5538": true, "RFC 4248": true, "RFC 4266": true, "RFC 4156": true, "RFC 4157": true,
}

func init() {
	for _, g := range schemeGrammars {
		schemeRFCs[g.rfc1738] = true
	}
}

// schemeFaults returns the violations of s that cite a scheme grammar, as
// "start-end check rule" with "=replacement" when fixable, and the
// distinct RFCs they cite.
func schemeFaults(s string, opts Options) (faults []string, rfcs string) {
	seen := map[string]bool{}
	var cited []string
	for _, v := range Check(s, opts) {
		if !schemeRFCs[v.RFC] {
			continue
		}
		f := fmt.Sprintf("%d-%d %s %s", v.Start, v.End, v.Check, v.Rule)
		if v.Fixable {
			f += "=" + v.Replacement
		}
		faults = append(faults, f)
		if !seen[v.RFC] {
			seen[v.RFC] = true
			cited = append(cited, v.RFC)
		}
	}
	return faults, strings.Join(cited, ", ")
}

var laterProfiles = []Profile{RFC3986, RFC2396}

type schemeCase struct {
	in   string
	want []string // faults under RFC 1738
	// wantLater are the faults under RFC 3986 and RFC 2396, when the
	// scheme keeps its syntax there; "same" means as under RFC 1738.
	wantLater []string
}

var same = []string{"same"}

// schemeCases hold, per scheme, the examples of the RFCs (valid) and
// strings built to break one rule of RFC 1738 §5 each.
var schemeCases = map[string][]schemeCase{
	"ftp": {
		{in: "ftp://ftp.is.co.za/rfc/rfc1808.txt", wantLater: same}, // RFC 3986 §1.1.2, RFC 2396 §1.3
		{in: "ftp://@host.com/", wantLater: same},                   // RFC 1738 §3.2.1
		{in: "ftp://myname@host.dom/%2Fetc/motd", wantLater: same},  // RFC 1738 §3.2.2
		{in: "ftp://myname@host.dom//etc/motd", wantLater: same},    // RFC 1738 §3.2.2
		{in: "ftp://h/a/b;type=i", wantLater: same},
		{in: "ftp://h/a/b;TYPE=D", wantLater: same},
		{in: "ftp://h/a?b:c@d&e=f", wantLater: same},
		{in: "ftp://h/a?b;type=a", wantLater: same}, // '?' is data in an fsegment
		{in: "ftp://h/a;b", want: []string{"9-10 char fsegment=%3B"}, wantLater: same},
		{in: "ftp://h/a;b/c;type=x", want: []string{"9-10 char fsegment=%3B", "19-20 scheme-grammar ftptype"}, wantLater: same},
		{in: "ftp://h/a;type=", want: []string{"9-15 scheme-grammar ftptype"}, wantLater: same},
		{in: "ftp://h/a;type=ii", want: []string{"15-17 scheme-grammar ftptype"}, wantLater: same},
		{in: "ftp://u:p:q@h/", want: []string{"9-10 char password=%3A"}, wantLater: same},
		{in: "ftp:/pub/x", want: []string{"0-4 scheme-grammar ftpurl"}, wantLater: same},
		{in: "ftp:///pub", want: []string{"4-6 scheme-grammar ftpurl"}, wantLater: same},
		// '~' is national in RFC 1738 (the generic grammar reports it
		// there) and unreserved in the later RFCs.
		{in: "ftp://h/~u/x"},
	},
	"file": {
		{in: "file://vms.host.edu/disk$user/my/notes/note12345.txt"}, // RFC 1738 §3.10
		{in: "file:///etc/motd"},
		{in: "file://localhost/etc/motd"},
		{in: "file:/etc/motd", want: []string{"4-5 scheme-grammar fileurl=://"}},
		{in: "file:etc", want: []string{"4-5 scheme-grammar fileurl"}},
		{in: "file://h:21/x", want: []string{"8-11 scheme-grammar fileurl"}},
		{in: "file://u@h/x", want: []string{"7-9 scheme-grammar fileurl"}},
		{in: "file://h", want: []string{"5-8 scheme-grammar fileurl"}},
		{in: "file:///a;b", want: []string{"9-10 char fsegment=%3B"}},
	},
	"http": {
		{in: "http://www.math.uio.no/faq/compression-faq/part1.html"}, // RFC 2396 §1.3
		{in: "http://h/a;b:c@d&e=f?g;h:i@j&k=l"},
		{in: "http://h?x", want: []string{"8-9 scheme-grammar httpurl=/?"}},
		{in: "http://u@h/", want: []string{"7-9 scheme-grammar httpurl"}},
		{in: "http://h/p?a/b", want: []string{"12-13 scheme-grammar search=%2F"}},
	},
	"mailto": {
		{in: "mailto:mduerst@ifi.unizh.ch"},   // RFC 2396 §1.3
		{in: "mailto:John.Doe@example.com"},   // RFC 3986 §1.1.2
		{in: "mailto:a@b?subject=x&body=y/z"}, // xchar includes reserved
		{in: "mailto:", want: []string{"0-7 scheme-grammar encoded822addr"}},
		{in: "mailto:postmaster", want: []string{"7-17 scheme-grammar addr-spec"}},
		{in: "mailto:?subject=hi", want: []string{"7-18 scheme-grammar addr-spec"}}, // valid under RFC 6068
	},
	"news": {
		{in: "news:comp.infosystems.www.servers.unix", wantLater: same}, // RFC 3986 §1.1.2
		{in: "news:*", wantLater: same},
		{in: "news:12345@host.example", wantLater: same},
		{in: "news:a;b/c?d:e&f=g@host.example", wantLater: same},
		{in: "news://news.example/comp.lang.go", want: []string{"5-19 scheme-grammar newsurl"}}, // RFC 5538 adds a server
		{in: "news:1abc", want: []string{"5-6 scheme-grammar group"}},
		{in: "news:comp!x", want: []string{"9-10 scheme-grammar group"}},
		{in: "news:comp.*", want: []string{"10-11 scheme-grammar group"}}, // RFC 5538 allows wildmat patterns
		{in: "news:", want: []string{"0-5 scheme-grammar grouppart"}},
		{in: "news:@host.example", want: []string{"5-6 scheme-grammar article"}, wantLater: same},
		{in: "news:id@", want: []string{"7-8 scheme-grammar article"}, wantLater: same},
		{in: "news:a@b@host.example", want: []string{"6-7 char article=%40"}, wantLater: same},
	},
	"nntp": {
		{in: "nntp://news.gmane.org/gmane.ietf.tools/742", wantLater: same},
		{in: "nntp://news.example:119/comp.lang.go", wantLater: same},
		{in: "nntp://h", want: []string{"5-8 scheme-grammar nntpurl"}, wantLater: same},
		{in: "nntp://h/", want: []string{"5-9 scheme-grammar nntpurl"}, wantLater: same},
		{in: "nntp://h//1", want: []string{"8-10 scheme-grammar group"}, wantLater: same},
		{in: "nntp://h/g/", want: []string{"10-11 scheme-grammar digits"}, wantLater: same},
		{in: "nntp://h/g/x1/z?q", want: []string{"11-13 scheme-grammar digits", "13-15 scheme-grammar nntpurl", "15-17 scheme-grammar nntpurl"}, wantLater: same},
		{in: "nntp://u@h/g", want: []string{"7-9 scheme-grammar hostport"}, wantLater: same},
		{in: "nntp://h/9g", want: []string{"9-10 scheme-grammar group"}},
		{in: "nntp:/g", want: []string{"0-5 scheme-grammar nntpurl"}, wantLater: same},
	},
	"telnet": {
		{in: "telnet://melvyl.ucop.edu/", wantLater: same}, // RFC 2396 §1.3
		{in: "telnet://192.0.2.16:80/", wantLater: same},   // RFC 3986 §1.1.2
		{in: "telnet://user@host", wantLater: same},
		{in: "telnet://u:p:q@h/", want: []string{"12-13 char password=%3A"}, wantLater: same},
		{in: "telnet://h/x", want: []string{"11-12 scheme-grammar telneturl"}, wantLater: same},
		{in: "telnet://h/?x", want: []string{"11-13 scheme-grammar telneturl"}, wantLater: same},
		{in: "telnet:h", want: []string{"0-7 scheme-grammar telneturl"}, wantLater: same},
	},
	"gopher": {
		{in: "gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles", wantLater: same}, // RFC 2396 §1.3
		{in: "gopher://h:70/7/search%09term%09+", wantLater: same},
		{in: "gopher://h", wantLater: same},
		{in: "gopher://u@h/1", want: []string{"9-11 scheme-grammar hostport"}, wantLater: same},
		{in: "gopher:/1", want: []string{"0-7 scheme-grammar gopherurl"}, wantLater: same},
	},
	"wais": {
		{in: "wais://h/db", wantLater: same},
		{in: "wais://h/", wantLater: same},
		{in: "wais://h:210/db?some+words", wantLater: same},
		{in: "wais://h/db/TEXT/doc-1", wantLater: same},
		{in: "wais://h", want: []string{"0-8 scheme-grammar waisdatabase"}, wantLater: same},
		{in: "wais://h/a/b", want: []string{"8-12 scheme-grammar waisurl"}, wantLater: same},
		{in: "wais://h/a/b/c/d", want: []string{"8-16 scheme-grammar waisurl"}, wantLater: same},
		{in: "wais://h/db?a/b", want: []string{"13-14 char search=%2F"}, wantLater: same},
		{in: "wais://h/d:b", want: []string{"10-11 char database=%3A"}, wantLater: same},
		{in: "wais://h/db/t@/p;x", want: []string{"13-14 char wtype=%40", "16-17 char wpath=%3B"}, wantLater: same},
		{in: "wais://h/db/t/p?q", want: []string{"15-17 scheme-grammar waisdoc"}, wantLater: same},
		{in: "wais://u@h/db", want: []string{"7-9 scheme-grammar hostport"}, wantLater: same},
	},
	"prospero": {
		{in: "prospero://h/a/b", wantLater: same},
		{in: "prospero://h:1525/a/b;x=1;y=?:@&", wantLater: same},
		{in: "prospero://h/", wantLater: same},
		{in: "prospero://h", want: []string{"0-12 scheme-grammar prosperourl"}, wantLater: same},
		{in: "prospero://h/p;a=b;c;d=e=f", want: []string{"18-20 scheme-grammar fieldspec", "24-25 char fieldvalue=%3D"}, wantLater: same},
		{in: "prospero://h/p;a/b=c", want: []string{"16-17 char fieldname=%2F"}, wantLater: same},
		{in: "prospero://u@h/p", want: []string{"11-13 scheme-grammar hostport"}, wantLater: same},
	},
}

// laterRFC is what each scheme cites under RFC 3986 and RFC 2396.
var laterRFC = map[string]string{
	"ftp": "RFC 1738 §3.2.2", "news": "RFC 5538", "nntp": "RFC 5538", "telnet": "RFC 4248",
	"gopher": "RFC 4266", "wais": "RFC 4156", "prospero": "RFC 4157",
}

func TestSchemeGrammars(t *testing.T) {
	for _, g := range schemeGrammars {
		cases := schemeCases[g.name]
		if len(cases) == 0 {
			t.Errorf("no cases for %s", g.name)
		}
		for _, tc := range cases {
			check := func(p Profile, want []string, wantRFC string) {
				t.Helper()
				got, rfcs := schemeFaults(tc.in, Options{Profile: p})
				if strings.Join(got, "; ") != strings.Join(want, "; ") {
					t.Errorf("RFC %s: %q: got [%s], want [%s]", p, tc.in, strings.Join(got, "; "), strings.Join(want, "; "))
				}
				if len(got) > 0 && rfcs != wantRFC {
					t.Errorf("RFC %s: %q cites %q, want %q", p, tc.in, rfcs, wantRFC)
				}
			}
			check(RFC1738, tc.want, g.rfc1738)
			later := tc.wantLater
			if len(later) == 1 && later[0] == "same" {
				later = tc.want
			}
			if g.later == "" && later != nil {
				t.Errorf("%q: %s has no grammar of its own under the later profiles", tc.in, g.name)
			}
			for _, p := range laterProfiles {
				check(p, later, laterRFC[g.name])
			}
		}
	}
}

// TestSchemeOnce checks that a byte the generic grammar reports is not
// reported again by a scheme grammar, and that Generic skips the schemes.
func TestSchemeOnce(t *testing.T) {
	for _, tc := range []struct {
		in   string
		p    Profile
		want int
	}{
		{"ftp://h/~u", RFC1738, 1},       // national '~': the generic grammar's
		{"ftp://h/a b;x", RFC3986, 2},    // space (generic), ';' (fsegment)
		{"wais://h/a%zz", RFC3986, 1},    // bad escape: generic only
		{"news:comp{x", RFC1738, 1},      // '{' is national: generic only
		{"nntp://h/g/1?a b", RFC3986, 2}, // the query (nntpurl) and its space (generic)
	} {
		if got := Check(tc.in, Options{Profile: tc.p}); len(got) != tc.want {
			t.Errorf("RFC %s: Check(%q) = %d violations, want %d: %+v", tc.p, tc.in, len(got), tc.want, got)
		}
	}
	if got, _ := schemeFaults("ftp://h/a;type=x", Options{Profile: RFC3986, Generic: true}); got != nil {
		t.Errorf("Generic: scheme faults %v", got)
	}
}

// TestSchemeHost checks that the schemes that keep RFC 1738's hostport
// apply its host rules under the later profiles too.
func TestSchemeHost(t *testing.T) {
	for _, s := range []string{"ftp://-bad-.example/", "telnet://a_b.example/", "gopher://1.2.3.999/"} {
		if got := Check(s, Options{}); len(got) == 0 {
			t.Errorf("Check(%q) found nothing wrong with the host", s)
		}
	}
	if got := Check("urn:x:-bad-", Options{}); len(got) != 0 {
		t.Errorf("unknown scheme: %+v", got)
	}
}

func TestSchemeHoles(t *testing.T) {
	for _, tc := range []struct {
		in    string
		holes []int
	}{
		{"ftp://h/a;type=", []int{15}},
		{"nntp://h/", []int{9}},
		{"nntp://h/g/", []int{11}},
		{"telnet://h/", []int{11}},
		{"wais://h", []int{8}},
		{"prospero://h/p;", []int{15}},
		{"news:", []int{5}},
		{"mailto:", []int{7}},
		{"mailto:x", []int{8}},
		{"file:", []int{5}},
	} {
		if got, _ := schemeFaults(tc.in, Options{Profile: RFC1738, Holes: tc.holes}); got != nil {
			t.Errorf("%q with holes %v: %v", tc.in, tc.holes, got)
		}
	}
}

// TestSchemeValidAllocs checks that the valid examples are valid as a
// whole, and that checking a valid URL of a scheme with its own grammar
// allocates nothing, under every profile.
func TestSchemeValidAllocs(t *testing.T) {
	allocs := func(s string, p Profile) float64 {
		return testing.AllocsPerRun(20, func() { AppendCheck(nil, s, Options{Profile: p}) })
	}
	checked := map[Profile]int{}
	for _, g := range schemeGrammars {
		for _, tc := range schemeCases[g.name] {
			if tc.want != nil {
				continue
			}
			s := tc.in
			// RFC 1738 §3.2.1's own example has an empty user, and some
			// examples have a user: not the scheme grammar's to judge.
			if got := Check(s, Options{Profile: RFC1738}); len(got) != 0 && !strings.Contains(s, "@h") && !strings.Contains(s, "://@") && !strings.Contains(s, "~") {
				t.Errorf("RFC 1738: %q: %+v", s, got)
			}
			for _, p := range []Profile{RFC1738, RFC3986, RFC2396} {
				if len(Check(s, Options{Profile: p})) != 0 {
					continue
				}
				checked[p]++
				if n := allocs(s, p); n != 0 {
					t.Errorf("RFC %s: checking valid %q allocates %v times", p, s, n)
				}
			}
		}
	}
	for _, p := range []Profile{RFC1738, RFC3986, RFC2396} {
		if checked[p] < 10 {
			t.Errorf("RFC %s: only %d valid examples", p, checked[p])
		}
	}
}

// applyFixes puts every replacement in place, left to right, skipping a
// fix that overlaps one already applied.
func applyFixes(s string, vs []Violation) string {
	var sb strings.Builder
	at := 0
	for _, v := range vs {
		if !v.Fixable || v.Start < at {
			continue
		}
		sb.WriteString(s[at:v.Start])
		sb.WriteString(v.Replacement)
		at = v.End
	}
	sb.WriteString(s[at:])
	return sb.String()
}

func FuzzSchemeRules(f *testing.F) {
	for _, cases := range schemeCases {
		for _, tc := range cases {
			f.Add(tc.in, uint8(0), uint16(0))
		}
	}
	f.Fuzz(func(t *testing.T, s string, prof uint8, hole uint16) {
		opts := Options{Profile: Profile(prof % 3)}
		if h := int(hole); h > 0 && h <= len(s) {
			opts.Holes = []int{h}
		}
		vs := Check(s, opts)
		for _, v := range vs {
			if v.Start < 0 || v.End > len(s) || v.Start > v.End {
				t.Fatalf("%q: range %d-%d outside the input", s, v.Start, v.End)
			}
		}
		if opts.Holes != nil {
			return
		}
		// A scheme grammar's fix leaves no fixable fault of a scheme
		// grammar behind.
		fixed := applyFixes(s, vs)
		for _, v := range Check(fixed, opts) {
			if v.Fixable && schemeRFCs[v.RFC] {
				t.Fatalf("RFC %s: %q fixed to %q still has %+v", opts.Profile, s, fixed, v)
			}
		}
	})
}

// TestLookupScheme checks lookupScheme against a plain search with
// ASCII case folding, on every known name, its case variants and
// near misses.
func TestLookupScheme(t *testing.T) {
	netNames := map[string]bool{"http": true, "https": true, "ws": true, "wss": true}
	want := func(name string) knownScheme {
		k := knownScheme{grammar: noGrammar}
		for n := range netNames {
			if asciiFold(name, n) {
				k.net = true
			}
		}
		for i, g := range schemeGrammars {
			if asciiFold(name, g.name) {
				k.grammar = int8(i)
			}
		}
		return k
	}
	var names []string
	for n := range netNames {
		names = append(names, n)
	}
	for _, g := range schemeGrammars {
		names = append(names, g.name)
	}
	var in []string
	for _, n := range names {
		in = append(in, n, strings.ToUpper(n), strings.ToUpper(n[:1])+n[1:], n[:len(n)-1], n+"s", n+"+x",
			n[:len(n)-1]+string(n[len(n)-1]^0x20^0x40), n[:len(n)-1]+"\x00", "x"+n[1:])
	}
	in = append(in, "", "h", "javascript", "data", "HTTPS", "hTtP")
	found := 0
	for _, s := range in {
		packed, _ := schemeWord(s)
		if got, w := lookupScheme(packed, len(s)), want(s); got != w {
			t.Errorf("lookupScheme of %q = %+v, want %+v", s, got, w)
		}
		if k := want(s); k.net || k.grammar != noGrammar {
			found++
		}
	}
	if found < 3*len(names) {
		t.Errorf("only %d known schemes among the inputs", found)
	}
}

// asciiFold is strings.EqualFold for ASCII letters only.
func asciiFold(s, t string) bool {
	if len(s) != len(t) {
		return false
	}
	for i := 0; i < len(s); i++ {
		a, b := s[i], t[i]
		if 'A' <= a && a <= 'Z' {
			a += 'a' - 'A'
		}
		if 'A' <= b && b <= 'Z' {
			b += 'a' - 'A'
		}
		if a != b {
			return false
		}
	}
	return true
}
