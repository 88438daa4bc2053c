package rfc

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// brief renders violations as "check@start-end" for table comparisons.
func brief(vs []Violation) []string {
	var out []string
	for _, v := range vs {
		out = append(out, fmt.Sprintf("%s@%d-%d", v.Check, v.Start, v.End))
	}
	return out
}

type checkCase struct {
	in   string
	opts Options
	want []string // "check@start-end", in order
}

func runCases(t *testing.T, cases []checkCase) {
	t.Helper()
	for _, tc := range cases {
		vs := Check(tc.in, tc.opts)
		checkInvariants(t, tc.in, tc.opts, vs)
		if got := brief(vs); !slices.Equal(got, tc.want) {
			t.Errorf("Check(%q, %+v) = %v, want %v\n%v", tc.in, tc.opts, got, tc.want, vs)
		}
	}
}

var (
	p2396 = Options{Profile: RFC2396}
	p1738 = Options{Profile: RFC1738}
)

// The RFCs' own examples are valid under their profile and under RFC 3986.
func TestRFCExamples(t *testing.T) {
	rfc3986 := []string{ // RFC 3986 §1.1.2, §3
		"ftp://ftp.is.co.za/rfc/rfc1808.txt",
		"http://www.ietf.org/rfc/rfc2396.txt",
		"ldap://[2001:db8::7]/c=GB?objectClass?one",
		"mailto:John.Doe@example.com",
		"news:comp.infosystems.www.servers.unix",
		"tel:+1-816-555-1212",
		"telnet://192.0.2.16:80/",
		"urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
		"foo://example.com:8042/over/there?name=ferret#nose",
		"urn:example:animal:ferret:nose",
	}
	rfc2396 := []string{ // RFC 2396 §1.3
		"ftp://ftp.is.co.za/rfc/rfc1808.txt",
		"gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles",
		"http://www.math.uio.no/faq/compression-faq/part1.html",
		"mailto:mduerst@ifi.unizh.ch",
		"news:comp.infosystems.www.servers.unix",
		"telnet://melvyl.ucop.edu/",
	}
	rfc1808 := []string{ // RFC 1808 §5.1 base and examples of its relative grammar
		"http://a/b/c/d;p?q#f", "g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "g?y/./x",
		"#s", "g#s", "g#s/./x", "g?y#s", ";x", "g;x", "g;x?y#s", ".", "./", "..", "../", "../g",
		"../..", "../../", "../../g",
	}
	for _, s := range rfc3986 {
		runCases(t, []checkCase{{in: s}, {in: s, opts: Options{Generic: true}}})
	}
	for _, s := range rfc2396 {
		runCases(t, []checkCase{{in: s, opts: p2396}, {in: s}})
	}
	for _, s := range rfc1808 {
		runCases(t, []checkCase{{in: s, opts: p1738}, {in: s}, {in: s, opts: p2396}})
	}
}

func TestCharacters(t *testing.T) {
	runCases(t, []checkCase{
		{in: "http://x/a b?q=c d", want: []string{"char@10-11", "char@16-17"}},
		{in: "https://example.com/?next=/a?b"},
		{in: "http://x/{}|^`\\", want: []string{"char@9-10", "char@10-11", "char@11-12", "char@12-13", "char@13-14", "char@14-15"}},
		{in: "http://x/a\"<>", want: []string{"char@10-11", "char@11-12", "char@12-13"}},
		{in: "http://x/[y]?[z]#[w]", want: []string{"char@9-10", "char@11-12", "query-brackets@13-14", "query-brackets@15-16", "char@17-18", "char@19-20"}},
		{in: "a#b#c", want: []string{"char@3-4"}},
		{in: "http://x/~u!$&'()*+,;=:@"},
		{in: "http://a@b@c/", want: []string{"char@8-9"}},
		{in: "http://x/café/", want: []string{"non-ascii@12-14"}},
		{in: "http://x/Москва", want: []string{"non-ascii@9-21"}},
		{in: "http://x/%zz%4", want: []string{"escape@9-10", "escape@12-13"}},
		{in: "http://x/%41%7e"},
		// RFC 2396 names the excluded characters by class.
		{in: "http://x/~u", opts: p2396},
		{in: "http://x/a b", opts: p2396, want: []string{"char@10-11"}},
		// RFC 1738 makes '~' national.
		{in: "http://x/~u", opts: p1738, want: []string{"char@9-10"}},
		{in: "http://x/a|b", opts: p1738, want: []string{"char@10-11"}},
	})
	rules := []struct {
		in    string
		opts  Options
		rule  string
		rfc   string
		fixed string
	}{
		{"http://x/a b", Options{}, "pchar", "RFC 3986 §3.3", "%20"},
		{"http://x/?a b", Options{}, "query", "RFC 3986 §3.4", "%20"},
		{"http://x/#a b", Options{}, "fragment", "RFC 3986 §3.5", "%20"},
		{"http://a b@x/", Options{}, "userinfo", "RFC 3986 §3.2.1", "%20"},
		{"http://x/a b", p2396, "space", "RFC 2396 §2.4.3", "%20"},
		{"http://x/a{b", p2396, "unwise", "RFC 2396 §2.4.3", "%7B"},
		{"http://x/a<b", p2396, "delims", "RFC 2396 §2.4.3", "%3C"},
		{"http://x/a~b", p1738, "national", "RFC 1738 §2.2", "%7E"},
		{"http://x/a b", p1738, "unsafe", "RFC 1738 §2.2", "%20"},
		{"http://x/a%", Options{}, "pct-encoded", "RFC 3986 §2.1", "%25"},
		{"http://x/a%", p2396, "escaped", "RFC 2396 §2.4.1", "%25"},
		{"http://x/é", Options{}, "pchar", "RFC 3986 §3.3", "%C3%A9"},
		{"https://bücher.example/", Options{}, "reg-name", "RFC 3986 §3.2.2", "xn--bcher-kva.example"},
		{"https://bücher.example/", p2396, "hostname", "RFC 2396 §3.2.2", "xn--bcher-kva.example"},
		{"https://bücher.example/", p1738, "hostname", "RFC 1738 §3.1", "xn--bcher-kva.example"},
		{"ftp://bücher.example/", p1738, "hostname", "RFC 1738 §3.1", "xn--bcher-kva.example"},
		{"http://x/?a/b", p1738, "search", "RFC 1738 §3.3", "%2F"},
		{"http://x/a\nb", Options{}, "pchar", "RFC 3986 §3.3", ""}, // a control byte is deleted
		{"http://x/a ", Options{}, "URI-reference", "RFC 3986 §4.1", ""},
	}
	for _, r := range rules {
		vs := Check(r.in, r.opts)
		if len(vs) != 1 || vs[0].Rule != r.rule || vs[0].RFC != r.rfc || !vs[0].Fixable || vs[0].Replacement != r.fixed {
			t.Errorf("Check(%q, %+v) = %+v; want one fixable %s (%s) → %q", r.in, r.opts, vs, r.rule, r.rfc, r.fixed)
		}
	}
	for _, in := range []string{"a#b#c", "http://x/\xff", "http://x y/"} {
		for _, v := range Check(in, Options{}) {
			if v.Fixable {
				t.Errorf("%q: %+v has a fix, but its intent is unclear", in, v)
			}
		}
	}
	if vs := Check("http://x/a b", Options{}); vs[0].Message != "space is not allowed in a path; write %20" {
		t.Errorf("message %q", vs[0].Message)
	}
}

func TestSchemeAndPath(t *testing.T) {
	runCases(t, []checkCase{
		{in: "exam=ple:foo", want: []string{"scheme@4-5"}},
		{in: "3ttp://a.com", want: []string{"scheme@0-1"}},
		{in: "3ttp://a.com", opts: p1738}, // RFC 1808 lets a scheme start with a digit
		{in: ":hello", want: []string{"path@0-1"}},
		{in: "::", want: []string{"path@0-1"}},
		{in: ":hello", opts: p2396, want: []string{"path@0-1"}},
		{in: ":hello", opts: p1738},
		// RFC 1808 §2.4.2: a scheme is made of scheme characters, so
		// these are relative paths, where ':' and '=' are pchars.
		{in: "exam=ple:foo", opts: p1738},
		{in: "a_b:c", opts: p1738},
		{in: "a b:c", opts: p1738, want: []string{"char@1-2"}},
		{in: "./a:b"},
		{in: "a/b:c"},
		{in: "about:"},
		{in: "about:", opts: p2396, want: []string{"path@5-6"}},
		{in: "about:blank", opts: p2396},
		{in: "dav:", opts: p2396, want: []string{"path@3-4"}},
	})
	if vs := Check(":hello", p2396); vs[0].Rule != "rel_segment" {
		t.Errorf("RFC 2396 rule: %+v", vs[0])
	}
	if vs := Check("about:", p2396); !strings.Contains(vs[0].Message, "RFC 3986 allows it empty") {
		t.Errorf("message %q", vs[0].Message)
	}
}

func TestIPLiterals(t *testing.T) {
	valid := []string{ // the nine IPv6address forms of RFC 3986 §3.2.2
		"1:2:3:4:5:6:7:8", "1:2:3:4:5:6:1.2.3.4",
		"::2:3:4:5:6:7:8", "::2:3:4:5:6:1.2.3.4",
		"1::3:4:5:6:7:8", "::3:4:5:6:7:8",
		"1:2::4:5:6:7:8", "::4:5:6:7:8",
		"1:2:3::5:6:7:8", "::5:6:7:8",
		"1:2:3:4::6:7:8", "::6:7:8",
		"1:2:3:4:5::7:8", "::1.2.3.4", "1::1.2.3.4",
		"1:2:3:4:5:6::8", "::8",
		"1:2:3:4:5:6:7::", "::", "1::",
		"FEDC:BA98:7654:3210:FEDC:BA98:7654:3210", "::FFFF:129.144.52.38",
	}
	invalid := []string{
		"1:2:3:4:5:6:7:8:9", "1::2::3", "12345::", ":1::", "1:2:3:4:5:6:7", "::1.2.3.256",
		"::01.2.3.4", "1:2:3:4:5:6:7:1.2.3.4", "g::1", "1:", ":", "", "1.2.3.4", "::1.2.3",
		"1:2:3:4:5:6:7:8::", "::1:2:3:4:5:6:7:8",
	}
	for _, a := range valid {
		if !validIPv6(a) {
			t.Errorf("validIPv6(%q) = false", a)
		}
		runCases(t, []checkCase{{in: "http://[" + a + "]:80/"}})
	}
	for _, a := range invalid {
		if validIPv6(a) {
			t.Errorf("validIPv6(%q) = true", a)
		}
		runCases(t, []checkCase{{in: "http://[" + a + "]/", want: []string{fmt.Sprintf("ipv6@7-%d", 9+len(a))}}})
	}
	runCases(t, []checkCase{
		{in: "http://[v7.abc:+]/"},
		{in: "http://[v.abc]/", want: []string{"ipv6@7-14"}},
		{in: "http://[vF.]/", want: []string{"ipv6@7-12"}},
		// RFC 6874 zone identifiers, which RFC 2396 and RFC 1738 lack.
		{in: "http://[fe80::1%25eth0]/"},
		{in: "http://[fe80::1%25en%2F0]:80/"},
		{in: "http://[fe80::1%25eth0]/", opts: p2396, want: []string{"ipv6@7-23"}},
		{in: "http://[fe80::1%25eth0]/", opts: p1738, want: []string{"ipv6@7-23"}},
		{in: "http://[fe80::1%eth0]/", want: []string{"ipv6@15-16"}},
		{in: "http://[fe80::1%25]/", want: []string{"ipv6@15-18"}},
		{in: "http://[fe80::1%25e!h]/", want: []string{"ipv6@19-20"}},
		{in: "http://[fe80::1%]/", want: []string{"ipv6@15-16"}},
		{in: "http://[::1/", want: []string{"ipv6@7-11"}},
		{in: "http://[::1]x:80/", want: []string{"ipv6@12-13"}},
		{in: "http://[::1]/", opts: p2396, want: []string{"ipv6@7-12"}},
		{in: "http://[::1]/", opts: p1738, want: []string{"ipv6@7-12"}},
	})
	if vs := Check("http://[::1]/", p2396); !strings.Contains(vs[0].Message, "RFC 2732") {
		t.Errorf("RFC 2396 IPv6 message %q does not name RFC 2732", vs[0].Message)
	}
}

func TestHostRules(t *testing.T) {
	runCases(t, []checkCase{
		{in: "http://300.1.1.1/", want: []string{"ipv4@7-10"}},
		{in: "http://300.1.1.1/", opts: Options{Generic: true}}, // a valid reg-name
		{in: "http://1.2.3/", want: []string{"ipv4@7-12"}},
		{in: "http://010.1.1.1/", want: []string{"ipv4@7-10"}},
		{in: "http://255.255.255.255:65535/"},
		{in: "http://example.com:99999/", want: []string{"port@19-24"}},
		{in: "foo://example.com:99999/"},
		{in: "http://example.com:80ab/", want: []string{"port@19-23"}},
		{in: "http://example.com:/"},
		{in: "http://-bad-.com/", want: []string{"host@7-8", "host@11-12"}},
		{in: "http://a..b/", want: []string{"host@9-10"}},
		{in: "http://example.123./", want: []string{"host@15-18"}},
		{in: "http://46229EFFE16A9BD60B9F1BE88B2DB047ADDED785/", want: []string{"host@7-47"}},
		{in: "http://example.com./"},
		{in: "http://" + strings.Repeat("a", 64) + ".com/", want: []string{"host@7-71"}},
		{in: "http://" + strings.Repeat("a.", 127) + "com/", want: []string{"host@7-264"}},
		{in: "http://my_svc:8080/", want: []string{"host-underscore@9-10"}},
		{in: "http://a!b/", want: []string{"host@8-9"}},
		{in: "https://*/nfc/disk-0.vmdk"},
		{in: "https://*.example.com/", want: []string{"host@8-9"}},
		{in: "https://a*b/", want: []string{"host@9-10"}},
		{in: "http://*:8080/", want: []string{"host@7-8"}},
		{in: "http://%41:8080/", want: []string{"host@7-8"}},
		{in: "http://%41:8080/", opts: Options{Generic: true}},
		{in: "http:///path", want: []string{"host@5-7"}},
		{in: "http:/path", want: []string{"host@0-5"}},
		{in: "ws://x_y/", want: []string{"host-underscore@6-7"}},
		{in: "WSS://-x/", want: []string{"host@6-7"}},
		{in: "https://bücher.example/", want: []string{"idna@8-23"}},
		{in: "http://example.123/", opts: p1738, want: []string{"host@15-18"}},
		{in: "ftp://example.123/", opts: p1738, want: []string{"host@14-17"}},
		{in: "ftp://a_b/", opts: p1738, want: []string{"host-underscore@7-8"}},
	})
	for _, tc := range []struct {
		opts      Options
		rule, rfc string
	}{
		{Options{}, "hostname", "RFC 1123 §2.1"},
		{p1738, "domainlabel", "RFC 1738 §3.1"},
	} {
		if vs := Check("http://-a.com/", tc.opts); len(vs) != 1 || vs[0].Rule != tc.rule || vs[0].RFC != tc.rfc {
			t.Errorf("Check(%q, %+v) = %+v; want one %s (%s)", "http://-a.com/", tc.opts, vs, tc.rule, tc.rfc)
		}
	}
	if vs := Check("http://my_svc/", Options{}); vs[0].Severity != Warning {
		t.Errorf("underscore severity %v", vs[0].Severity)
	}
}

func TestCredentials(t *testing.T) {
	for _, p := range []Profile{RFC3986, RFC2396, RFC1738} {
		for _, gen := range []bool{false, true} {
			opts := Options{Profile: p, Generic: gen}
			vs := Check("foo://user:secret@example.com/", opts)
			if !slices.Contains(brief(vs), "credentials@10-17") {
				t.Errorf("%v generic=%v: %v", p, gen, vs)
			}
			if vs := Check("foo://user@example.com/", opts); len(vs) != 0 {
				t.Errorf("%v generic=%v: user alone: %v", p, gen, vs)
			}
		}
	}
	runCases(t, []checkCase{
		{in: "http://user@x/", opts: p1738, want: []string{"scheme-grammar@7-12"}},
	})
}

func TestTargets(t *testing.T) {
	abs, rel, http, req := Options{Target: Absolute}, Options{Target: Relative}, Options{Target: HTTP}, Options{Target: Request}
	runCases(t, []checkCase{
		{in: "foo", opts: abs, want: []string{"target@0-3"}},
		{in: "a:b", opts: abs},
		{in: "a:b", opts: rel, want: []string{"target@0-2"}},
		{in: "./a:b", opts: rel},
		{in: "https://example.com/x", opts: http},
		{in: "localhost:8080/x", opts: http, want: []string{"target@0-10"}},
		{in: "http//x", opts: http, want: []string{"target@0-4"}},
		{in: "/x", opts: http, want: []string{"target@0-1"}},
		{in: "ftp://x/", opts: http, want: []string{"target@0-3"}},
		{in: "http:///x", opts: Options{Target: HTTP, Generic: true}, want: []string{"host@5-7"}},
		{in: "/a?b", opts: req},
		{in: "*", opts: req},
		{in: "//x/y", opts: req},
		{in: "http://x/y", opts: req},
		{in: "/a#f", opts: req, want: []string{"target@2-4"}},
		{in: "a/b", opts: req, want: []string{"target@0-1"}},
		{in: "*x", opts: req, want: []string{"target@0-2"}},
	})
	if vs := Check("localhost:8080/x", http); !strings.Contains(vs[0].Message, `scheme "localhost"`) ||
		!strings.Contains(vs[0].Message, `"http://localhost:8080/x"`) {
		t.Errorf("message %q", vs[0].Message)
	}
	if vs := Check("http//x", http); !strings.Contains(vs[0].Message, "relative path") ||
		!strings.Contains(vs[0].Message, `"http://x"`) {
		t.Errorf("message %q", vs[0].Message)
	}
}

func TestComponents(t *testing.T) {
	o := func(tg Target) Options { return Options{Target: tg} }
	runCases(t, []checkCase{
		{in: "http", opts: o(SchemePart)},
		{in: "svn+ssh", opts: o(SchemePart)},
		{in: "1ht tp", opts: o(SchemePart), want: []string{"scheme@0-1", "scheme@3-4"}},
		{in: "example.com:80", opts: o(HostPort)},
		{in: "[::1]:8080", opts: o(HostPort)},
		{in: "user@x", opts: o(HostPort), want: []string{"target@0-5"}},
		{in: "x:y", opts: o(HostPort), want: []string{"port@2-3"}},
		{in: "x y", opts: o(HostPort), want: []string{"host@1-2"}},
		{in: "[fe80::1%en0]:8080", opts: o(HostPort)},
		{in: "[fe80::1%25en0]:8080", opts: o(HostPort), want: []string{"ipv6@8-11"}},
		{in: "[fe80::1%2512]:8080", opts: o(HostPort)},
		{in: "[fe80::1%]:8080", opts: o(HostPort), want: []string{"ipv6@8-9"}},
		{in: "user", opts: o(UserinfoPart)},
		{in: "user:pw", opts: o(UserinfoPart), want: []string{"credentials@4-7"}},
		{in: "/a b", opts: o(RawPath), want: []string{"char@2-3"}},
		{in: "/a?b#c", opts: o(RawPath), want: []string{"char@2-3", "char@4-5"}},
		{in: "/a b?#", opts: o(DecodedPath)},
		{in: "/a\x00", opts: o(DecodedPath), want: []string{"char@2-3"}},
		{in: "a=b&c=/?d", opts: o(RawQuery)},
		{in: "a=b#c", opts: o(RawQuery), want: []string{"char@3-4"}},
		{in: "x#y", opts: o(FragmentPart), want: []string{"char@1-2"}},
		{in: "a b#é", opts: o(DecodedFragment)},
		{in: "x:y/z", opts: o(Opaque)},
	})
	if vs := Check("a=b#c", o(RawQuery)); !vs[0].Fixable || vs[0].Replacement != "%23" {
		t.Errorf("'#' in a query field: %+v", vs[0])
	}
}

func TestHoles(t *testing.T) {
	h := func(s string, holes ...int) Options { return Options{Holes: holes} }
	cases := []checkCase{
		{in: "https://example.com/a b/", opts: h("", 24), want: []string{"char@21-22"}},
		{in: "https://example.com/u/", opts: h("", 22)},
		{in: "https://:99999/", opts: h("", 8), want: []string{"hostport@8-9", "port@9-14"}},
		{in: "https://-x:99999/", opts: h("", 8), want: []string{"port@11-16"}},
		{in: "https:///x", opts: h("", 8)},
		{in: "http://x/%", opts: h("", 10)},
		{in: "http://x/%4", opts: h("", 11)},
		{in: "http://x/%G", opts: h("", 11), want: []string{"escape@9-10"}},
		{in: "/path", opts: Options{Target: HTTP, Holes: []int{0}}},
		{in: "http://", opts: h("", 7)},
		{in: "http://x/?q=", opts: h("", 12)},
		{in: "://x", opts: h("", 0)},
		// A hole after a run of scheme characters may complete the scheme.
		{in: "http", opts: Options{Target: HTTP, Holes: []int{4}}},
		{in: "http://x", opts: Options{Target: HTTP, Holes: []int{4}}},
		{in: "HT", opts: Options{Target: HTTP, Holes: []int{2}}},
		{in: "ftp", opts: Options{Target: HTTP, Holes: []int{3}}, want: []string{"target@0-3"}},
		{in: "api.example.com", opts: Options{Target: HTTP, Holes: []int{15}}, want: []string{"target@0-15"}},
		{in: "http/x", opts: Options{Target: HTTP, Holes: []int{6}}, want: []string{"target@0-4"}},
		{in: "git+ssh", opts: Options{Target: Absolute, Holes: []int{7}}},
		{in: "example.com", opts: Options{Target: Absolute, Holes: []int{11}}, want: []string{"target@0-11"}},
		{in: "urn", opts: Options{Target: Request, Holes: []int{3}}},
		{in: "x y", opts: Options{Target: Request, Holes: []int{3}}, want: []string{"target@0-3", "char@1-2"}},
	}
	runCases(t, cases)
}
