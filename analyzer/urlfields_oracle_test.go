package analyzer

import (
	"bufio"
	"bytes"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"

	"github.com/urlvet/urlvet/rfc"
)

// TestURLFieldWireOracle sets each string field of a url.URL to each
// input and runs what net/url and net/http make of it: String(),
// RequestURI() and the request line (*http.Request).Write puts on the
// wire. A field value is good when all three are valid (String a URI
// reference that parses back to the same field, the request target an
// origin or absolute form, Write no error); urlvet must report exactly the
// bad ones, except where a note says why not.
func TestURLFieldWireOracle(t *testing.T) {
	t.Parallel()
	type fieldCase struct {
		in   string
		note string // "reports: ..." or "quiet: ...": why urlvet differs from the wire
	}
	common := []string{"", "a", "a b", "a|b", "a%20b", "a%zz", "a?b", "a#b", "caf\u00e9", "{id}", "a\x01b"}
	fields := map[string]struct {
		build func(s string) (*url.URL, bool) // false: the program cannot build it (a raw field that decodes to nothing)
		back  func(u *url.URL) string         // the field, read back from String() parsed
		want  func(s string) string           // what back must give; s when nil
		cases []fieldCase
	}{
		"Scheme": {
			build: func(s string) (*url.URL, bool) { return &url.URL{Scheme: s, Host: "example.com", Path: "/p"}, true },
			back:  func(u *url.URL) string { return u.Scheme },
			want:  strings.ToLower, // schemes are case-insensitive (RFC 3986 §3.1)
			cases: []fieldCase{{in: "https"}, {in: "git+ssh"}, {in: "HTTPS"}},
		},
		"Opaque": {
			build: func(s string) (*url.URL, bool) {
				if strings.HasPrefix(s, "//") {
					return &url.URL{Scheme: "https", Host: "example.com", Opaque: s}, true
				}
				return &url.URL{Scheme: "mailto", Opaque: s}, true
			},
			// Read back, "//host/path" is Host and Path: the text after
			// the scheme, up to a fragment, is what must be kept.
			back: func(u *url.URL) string {
				s, _, _ := strings.Cut(u.String(), "#")
				return strings.TrimPrefix(s, u.Scheme+":")
			},
			cases: []fieldCase{{in: "//api.example.com/v2/me?projection=(id)"}, {in: "//api.example.com/v2/a b"}, {in: "//api.example.com/a?b?c"},
				{in: "//api.example.com/a?q=a b"}, {in: "//api.example.com/a#b"}, {in: "user@example.com"}, {in: "//api.example.com/caf\u00e9"},
				{in: "a?subject=a b"}},
		},
		"Host": {
			build: func(s string) (*url.URL, bool) { return &url.URL{Scheme: "http", Host: s, Path: "/p"}, true },
			back:  func(u *url.URL) string { return u.Host },
			cases: []fieldCase{{in: "example.com:8080"}, {in: "[::1]:80"}, {in: "exa mple.com"},
				{in: "", note: "quiet: an empty Host is unset: a client fills it in or a Request's Host names it"},
				{in: "a%20b", note: "quiet: Host is decoded text, String writes its '%' as %25, which no DNS name holds; urlvet judges a '%' in the field only in an IPv6 zone"}},
		},
		"Path": {
			build: func(s string) (*url.URL, bool) { return &url.URL{Scheme: "http", Host: "example.com", Path: s}, true },
			back:  func(u *url.URL) string { return u.Path },
			want:  rooted, // String adds the '/' a rootless Path needs after a host
			cases: []fieldCase{{in: "/a b"}, {in: "/100%"}, {in: "/caf\u00e9"}, {in: "/a?b"},
				{in: "/a%20b", note: "reports: Path is decoded text: the escape written into it goes out as %2520, which its writer did not mean (url-field)"},
				{in: "/a\x01b", note: "reports: String escapes a control byte; in a constant it is a mistake"},
				{in: "/{id}", note: "reports: an unfilled placeholder, whatever String makes of it"},
				{in: "a", note: "quiet: String adds the '/' a rootless Path needs after a host, RequestURI does not, so the request line lacks it; the field alone does not show whether a Host comes with it"}},
		},
		"RawPath": {
			build: func(s string) (*url.URL, bool) {
				d, err := url.PathUnescape(s)
				return &url.URL{Scheme: "http", Host: "example.com", Path: d, RawPath: s}, err == nil
			},
			back: func(u *url.URL) string { return u.EscapedPath() },
			want: rooted,
			cases: []fieldCase{{in: "/a%2Fb"}, {in: "/a b"}, {in: "/caf\u00e9"}, {in: "/{id}"},
				{in: "a", note: "quiet: as for Path"}},
		},
		"RawQuery": {
			build: func(s string) (*url.URL, bool) {
				return &url.URL{Scheme: "http", Host: "example.com", Path: "/p", RawQuery: s}, true
			},
			back:  func(u *url.URL) string { return u.RawQuery },
			cases: []fieldCase{{in: "a=1&b=2"}, {in: "q=a b"}, {in: "q=(id)"}, {in: "q=caf\u00e9"}},
		},
		"Fragment": {
			build: func(s string) (*url.URL, bool) {
				return &url.URL{Scheme: "http", Host: "example.com", Path: "/p", Fragment: s}, true
			},
			back: func(u *url.URL) string { return u.Fragment },
			cases: []fieldCase{{in: "top"}, {in: "100%"},
				{in: "a%20b", note: "reports: as for Path"},
				{in: "a\x01b", note: "reports: as for Path"},
				{in: "{id}", note: "reports: as for Path"}},
		},
		"RawFragment": {
			build: func(s string) (*url.URL, bool) {
				d, err := url.PathUnescape(s)
				return &url.URL{Scheme: "http", Host: "example.com", Path: "/p", Fragment: d, RawFragment: s}, err == nil
			},
			back:  func(u *url.URL) string { return u.EscapedFragment() },
			cases: []fieldCase{{in: "top"}, {in: "a%20b"}},
		},
	}
	for name := range sinks.URLFields() {
		if _, ok := fields[name]; !ok {
			t.Errorf("url.URL field %s has no wire oracle", name)
		}
	}
	for name, f := range fields {
		cases := f.cases
		for _, in := range common {
			if name == "Path" || name == "RawPath" {
				in = "/" + in // rootless paths are cases of their own
			}
			if !slices.ContainsFunc(cases, func(c fieldCase) bool { return c.in == in }) {
				cases = append(cases, fieldCase{in: in})
			}
		}
		a := sinks.Arg{Param: sinks.URLFields()[name]}
		if name == "Host" {
			a.Scheme = "http" // as checkURLLiteral sets it: build's URL is http
		}
		for _, c := range cases {
			u, ok := f.build(c.in)
			if !ok {
				continue // a raw field that decodes to nothing: reported (see TestSinkOracle)
			}
			want := c.in
			if f.want != nil {
				want = f.want(c.in)
			}
			good, why := wireGood(u, f.back, want)
			vs := verdict(c.in, a)
			reports := len(vs) > 0
			switch {
			case reports == !good && c.note != "":
				t.Errorf("url.URL.%s %q: urlvet agrees with the wire now (%s): drop the note %q", name, c.in, why, c.note)
			case reports != !good && c.note == "":
				t.Errorf("url.URL.%s %q: the wire says %s but urlvet reports=%v %v", name, c.in, why, reports, vs)
			case reports != !good && !strings.HasPrefix(c.note, map[bool]string{true: "reports:", false: "quiet:"}[reports]):
				t.Errorf("url.URL.%s %q: urlvet reports=%v; the note says %q", name, c.in, reports, c.note)
			}
		}
	}
}

// rooted is s with the '/' String writes before a rootless path.
func rooted(s string) string {
	if s == "" || strings.HasPrefix(s, "/") {
		return s
	}
	return "/" + s
}

// wireGood reports whether u, with one field set to in, is good on the
// wire, and says what it found.
func wireGood(u *url.URL, back func(*url.URL) string, in string) (bool, string) {
	s := u.String()
	if vs := rfc.Check(s, rfc.Options{Target: rfc.Reference}); len(vs) > 0 {
		return false, "String() = " + s + ": " + vs[0].Message
	}
	p, err := url.Parse(s)
	if err != nil {
		return false, "String() = " + s + " does not parse: " + err.Error()
	}
	if back != nil && back(p) != in {
		return false, "String() = " + s + " reads back as " + back(p)
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return true, "String() = " + s // no HTTP request: mailto:, a bad scheme
	}
	var buf bytes.Buffer
	req := &http.Request{Method: "GET", URL: u, Header: http.Header{}}
	if err := req.Write(&buf); err != nil {
		return false, "Request.Write: " + err.Error()
	}
	line, _ := bufio.NewReader(&buf).ReadString('\n')
	words := strings.Split(strings.TrimRight(line, "\r\n"), " ")
	if len(words) != 3 {
		return false, "request line " + line + " has not three words"
	}
	target := words[1]
	if target != u.RequestURI() {
		return false, "Request.Write sends " + target + ", RequestURI() is " + u.RequestURI()
	}
	if vs := rfc.Check(target, rfc.Options{Target: rfc.Request}); len(vs) > 0 {
		return false, "request target " + target + ": " + vs[0].Message
	}
	return true, "String() = " + s + ", request target " + target
}

// TestPathHostOracle checks what pathHostCheck says of host:port in a
// url.URL's Path with a Scheme and no Host: the URL's own Host,
// Hostname() and Port() are empty, while String happens to write the
// address where a host goes, which is why a package that never reads
// them is only warned.
func TestPathHostOracle(t *testing.T) {
	u := url.URL{Scheme: "tcp", Path: "127.0.0.1:8080"}
	if u.Host != "" || u.Hostname() != "" || u.Port() != "" {
		t.Errorf("url.URL{Path: host:port} has host %q, %q, %q", u.Host, u.Hostname(), u.Port())
	}
	back, err := url.Parse(u.String())
	if err != nil || back.Host != "127.0.0.1:8080" {
		t.Errorf("url.Parse(%q) = %v, %v: String no longer writes the address as the host", u.String(), back, err)
	}
}
