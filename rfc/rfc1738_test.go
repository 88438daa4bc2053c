package rfc

import (
	"slices"
	"testing"
)

// TestRFC1738BNF checks the RFC 1738 profile against rules of the BNF of
// RFC 1738 §5, quoted in each row.
func TestRFC1738BNF(t *testing.T) {
	for _, tc := range []struct {
		bnf  string // the rule, as RFC 1738 §5 writes it
		in   string
		want []string // "check@start-end" under RFC 1738
	}{
		{`hostport = host [ ":" port ]; port = digits; digits = 1*digit`, "http://host:/", []string{"port@11-12"}},
		{`hostport = host [ ":" port ]; port = digits; digits = 1*digit`, "ftp://192.0.2.16:/", []string{"port@16-17"}},
		{`hostport = host [ ":" port ]; port = digits; digits = 1*digit`, "telnet://h:", []string{"port@10-11"}},
		{`hostport = host [ ":" port ]; port = digits; digits = 1*digit`, "http://host:80/", nil},
		{`hostport = host [ ":" port ]; port = digits; digits = 1*digit`, "ftp://192.0.2.16:21/", nil},

		{`group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]`, "news:comp.lang%2Ego", []string{"scheme-grammar@14-17"}},
		{`group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]`, "news:%63omp", []string{"scheme-grammar@5-8"}},
		{`group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]`, "nntp://h/comp%2Elang/7", []string{"scheme-grammar@13-16"}},
		{`group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]`, "nntp://h/comp.lang+go_x-1/7", nil},
		// An escape is fine in an article ID: article = 1*[ uchar | ... ] "@" host.
		{`article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host`, "news:a%20b@host.example", nil},

		{`gopherurl = "gopher://" hostport [ / [ gtype [ selector ... ] ] ]`, "gopher://host?x", []string{"scheme-grammar@13-15"}},
		{`gopherurl = "gopher://" hostport [ / [ gtype [ selector ... ] ] ]`, "gopher://host?", []string{"scheme-grammar@13-14"}},
		{`gopherurl = "gopher://" hostport [ / [ gtype [ selector ... ] ] ]`, "gopher://host/?x", nil}, // gtype '?' is an xchar
		{`gopherurl = "gopher://" hostport [ / [ gtype [ selector ... ] ] ]`, "gopher://host/1x?y", nil},

		{`telneturl = "telnet://" login [ "/" ]; user = *[ uchar | ";" | "?" | "&" | "=" ]`, "telnet://u?x@host/", nil},
		{`telneturl = "telnet://" login [ "/" ]; user = *[ uchar | ";" | "?" | "&" | "=" ]`, "telnet://u?x@host", nil},
		{`telneturl = "telnet://" login [ "/" ]; password = *[ uchar | ";" | "?" | "&" | "=" ]`, "telnet://u:p?w@host/", []string{"credentials@10-14"}},
		{`ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]; user = *[ uchar | ";" | "?" | "&" | "=" ]`, "ftp://u?x@host/pub", nil},
		// Once the '?' is in the user, the host after '@' is checked.
		{`login = [ user [ ":" password ] "@" ] hostport`, "telnet://u?x@-h/", []string{"host@13-14"}},
		// A '?' with no '@' after it cannot be in hostport.
		{`telneturl = "telnet://" login [ "/" ]`, "telnet://h?x", []string{"scheme-grammar@10-12"}},
		{`telneturl = "telnet://" login [ "/" ]`, "telnet://h/?x@y", []string{"scheme-grammar@11-15"}},
	} {
		vs := Check(tc.in, p1738)
		checkInvariants(t, tc.in, p1738, vs)
		if got := brief(vs); !slices.Equal(got, tc.want) {
			t.Errorf("%s\nCheck(%q) = %v, want %v\n%+v", tc.bnf, tc.in, got, tc.want, vs)
		}
	}
}

// TestRFC1738Later checks that what RFC 1738 alone forbids stays allowed
// under RFC 3986 and RFC 2396, and that the userinfo '?' of RFC 1738 is
// read as a query there, as RFC 3986 Appendix B splits it.
func TestRFC1738Later(t *testing.T) {
	for _, in := range []string{"http://host:/", "ftp://192.0.2.16:/", "news:comp.lang%2Ego", "nntp://h/comp%2Elang/7"} {
		for _, p := range laterProfiles {
			if vs := Check(in, Options{Profile: p}); len(vs) != 0 {
				t.Errorf("RFC %s: Check(%q) = %+v, want nothing", p, in, vs)
			}
		}
	}
	for _, p := range laterProfiles {
		got := brief(Check("telnet://u?x@host/", Options{Profile: p}))
		if want := []string{"scheme-grammar@10-18"}; !slices.Equal(got, want) {
			t.Errorf("RFC %s: telnet://u?x@host/ = %v, want %v", p, got, want)
		}
	}
}
