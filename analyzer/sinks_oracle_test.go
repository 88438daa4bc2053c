package analyzer

import (
	"bufio"
	"context"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"

	"github.com/urlvet/urlvet/rfc"
)

// The sink oracle runs each built-in sink on strings and compares what the
// standard library does with urlvet's verdict for the sink's target.
//
// What a sink does with a string is one of three outcomes, computed by
// running it: it rejects the string (an error, a panic, an element
// dropped), sends or stores it as written, or repairs it (escapes what the
// string got wrong). urlvet must report every string a sink rejects and no
// string it repairs into what the string meant; a string a sink passes on
// as written is judged by the RFC. Every case where urlvet's verdict is not
// "reports exactly what the sink rejects" carries a note saying why,
// starting with the outcome it was written for, so a change in either the
// standard library or urlvet makes the test fail.

type outcome int

const (
	rejects outcome = iota
	asIs
	repairs
)

func (o outcome) String() string {
	return [...]string{"rejects", "as is", "repairs"}[o]
}

// An oracleCase is one input and, when urlvet's verdict differs from the
// sink's rejection, why.
type oracleCase struct {
	in   string
	note string // "as is: ..." or "repairs: ..." or "rejects: ..."
}

// A family is a set of sinks that treat their URL argument alike.
type family struct {
	name  string
	sinks []string // sinks.FuncKey names, or "net/url.URL.Field" for a url.URL field
	run   func(s string) (outcome, string)
	cases []oracleCase
}

// verdict is urlvet's verdict on s as argument of a sink with a, as
// checkArg decides it for a constant.
func verdict(s string, a sinks.Arg) []rfc.Violation {
	target := a.Target
	if a.OriginForm && strings.HasPrefix(s, "/") && !strings.HasPrefix(s, "//") {
		target = rfc.Reference
	}
	return rfc.Check(a.Prefix+s, rfc.Options{Target: target})
}

// parseOutcome is the outcome of a parser: its error, or whether the
// parsed URL prints as written.
func parseOutcome(u *url.URL, err error, s string) (outcome, string) {
	if err != nil {
		return rejects, err.Error()
	}
	if u.String() != s {
		return repairs, u.String()
	}
	return asIs, s
}

// clientOutcome sends s with an http.Client over an in-memory connection
// and returns the request line written on it.
func clientOutcome(s string) (outcome, string) {
	lines := make(chan string, 4)
	dial := func(ctx context.Context, network, addr string) (net.Conn, error) {
		_, port, err := net.SplitHostPort(addr)
		if err != nil {
			return nil, err
		}
		if _, err := net.LookupPort(network, port); err != nil {
			return nil, err // what net.Dial says of port 99999
		}
		c1, c2 := net.Pipe()
		go func() {
			l, _ := bufio.NewReader(c2).ReadString('\n')
			lines <- l
			c2.Close()
		}()
		return c1, nil
	}
	tr := &http.Transport{DialContext: dial, DialTLSContext: dial}
	defer tr.CloseIdleConnections()
	c := &http.Client{Transport: tr, Timeout: 5 * time.Second}
	resp, err := c.Get(s)
	if resp != nil {
		resp.Body.Close()
	}
	select {
	case l := <-lines:
		return wireOutcome(s, strings.TrimRight(l, "\r\n"))
	default:
		return rejects, fmt.Sprint(err)
	}
}

// wireOutcome compares a request line with the request target s spells.
func wireOutcome(s, line string) (outcome, string) {
	target := s
	if i := strings.Index(target, "://"); i >= 0 {
		target = target[i+3:]
		if j := strings.IndexAny(target, "/?"); j >= 0 {
			target = target[j:]
		} else {
			target = "/"
		}
	}
	if i := strings.IndexByte(target, '#'); i >= 0 {
		target = target[:i]
	}
	if line == "GET "+target+" HTTP/1.1" {
		return asIs, line
	}
	return repairs, line
}

func newRequestOutcome(s string) (outcome, string) {
	req, err := http.NewRequest("GET", s, nil)
	if err != nil {
		return rejects, err.Error()
	}
	var b strings.Builder
	if err := req.Write(&b); err != nil {
		return rejects, err.Error()
	}
	line, _, _ := strings.Cut(b.String(), "\r\n")
	return wireOutcome(s, line)
}

func redirectOutcome(s string) (outcome, string) {
	w := httptest.NewRecorder()
	r := httptest.NewRequest("GET", "http://example.com/dir/page", nil)
	http.Redirect(w, r, s, http.StatusFound)
	loc := w.Header().Get("Location")
	if loc == s {
		return asIs, loc
	}
	return repairs, loc
}

// locationOutcome writes s as a response's Location header by hand, as
// w.Header().Set("Location", s) does: what the client reads.
func locationOutcome(s string) (outcome, string) {
	w := httptest.NewRecorder()
	w.Header().Set("Location", s)
	w.WriteHeader(http.StatusFound)
	loc := w.Result().Header.Get("Location")
	if loc == s {
		return asIs, loc
	}
	return repairs, loc
}

func testRequestOutcome(s string) (o outcome, wire string) {
	defer func() {
		if p := recover(); p != nil {
			o, wire = rejects, fmt.Sprint(p)
		}
	}()
	req := httptest.NewRequest("GET", s, nil)
	if req.RequestURI == s {
		return asIs, s
	}
	return repairs, req.RequestURI
}

// joinOutcome joins s as an element: JoinPath fails on it, or escapes it.
func joinOutcome(s string) (outcome, string) {
	res, err := url.JoinPath("http://example.com/", s)
	if err != nil {
		return rejects, err.Error()
	}
	base, _ := url.Parse("http://example.com/")
	if m := base.JoinPath(s).String(); m != res {
		return rejects, "(*URL).JoinPath gives " + m // it drops an element it cannot join
	}
	if res == "http://example.com/"+s {
		return asIs, res
	}
	return repairs, res
}

// fieldOutcome sets one url.URL field and prints the URL.
func fieldOutcome(set func(u *url.URL, s string), get func(u *url.URL) string) func(string) (outcome, string) {
	return func(s string) (outcome, string) {
		u := &url.URL{Scheme: "http", Host: "example.com", Path: "/p"}
		set(u, s)
		out := u.String()
		if strings.Contains(out, s) && get(u) == s {
			return asIs, out
		}
		return repairs, out
	}
}

var httpCases = []oracleCase{
	{in: "http://example.com/a"},
	{in: "https://example.com/a?q=1#top"},
	{in: "http://[::1]:8080/x"},
	{in: "http://exa mple.com/"},
	{in: "http://[::1/"},
	{in: "http://example.com/a%zz"},
	{in: "http://example.com/a\x7fb"},
	{in: "ftp://example.com/"},
	{in: "localhost:8080/x"},
	{in: "http://example.com:99999/"},
	{in: "http://example.com/a b", note: "repairs: net/http escapes a path it can re-encode, but the constant is no URI (RFC 3986 §3.3); printed, logged or passed to http.Redirect it goes out as written"},
	{in: "http://example.com/{id}", note: "repairs: as for the space: the braces of a path template left unfilled"},
	{in: "http://example.com/a|b", note: "repairs: '|' is not a pchar (RFC 3986 §3.3); net/http escapes it in the path only"},
	{in: "http://example.com/?q=a b", note: "as is: the space goes on the request line, which then has four words (RFC 9112 §3)"},
	{in: "http://example.com/?q=a|b", note: "as is: '|' is not a query character (RFC 3986 §3.4); servers differ on it"},
	{in: "http://300.1.1.1/", note: "as is: the request is written once connected (the test's dialer resolves nothing); a real dialer looks 300.1.1.1 up as a DNS name and fails: it is no IPv4address (RFC 3986 §3.2.2)"},
}

func oracleFamilies() []family {
	parse := func(f func(string) (*url.URL, error)) func(string) (outcome, string) {
		return func(s string) (outcome, string) {
			u, err := f(s)
			return parseOutcome(u, err, s)
		}
	}
	base, _ := url.Parse("http://example.com/dir/")
	return []family{
		{
			name:  "url.Parse",
			sinks: []string{"net/url.Parse", "net/url.JoinPath"},
			run:   parse(url.Parse),
			cases: []oracleCase{
				{in: "http://example.com/a"},
				{in: "/a/b?c=d#e"},
				{in: "http://exa mple.com/"},
				{in: "http://[::1/"},
				{in: "http://example.com/a%zz"},
				{in: "http://example.com:8x/"},
				{in: ":foo"},
				{in: "http://example.com/a\x00b"},
				{in: "http://example.com/a b", note: "repairs: url.Parse keeps the space in Path and String escapes it; the constant is no URI (RFC 3986 §3.3)"},
				{in: "http://example.com/?q=a b", note: "as is: url.Parse keeps a space in RawQuery and sends it (RFC 3986 §3.4)"},
				{in: "http://example.com:99999/", note: "as is: url.Parse checks that a port is digits, not its range (RFC 6335 §6)"},
				{in: "http://300.1.1.1/", note: "as is: url.Parse takes any reg-name; 300.1.1.1 is no IPv4address and no DNS name (RFC 3986 §3.2.2)"},
			},
		},
		{
			name:  "(*url.URL).Parse",
			sinks: []string{"net/url.URL.Parse"},
			run:   parse(base.Parse),
			cases: []oracleCase{
				{in: "sub/page"},
				{in: "../up?x=1"},
				{in: "a%zz"},
				{in: "http://[::1/"},
				{in: "a b", note: "repairs: resolved and escaped by String; the reference is no URI reference (RFC 3986 §3.3)"},
			},
		},
		{
			name:  "url.ParseRequestURI",
			sinks: []string{"net/url.ParseRequestURI"},
			run:   parse(url.ParseRequestURI),
			cases: []oracleCase{
				{in: "/a/b?c=d"},
				{in: "http://example.com/x"},
				{in: "relative/path"},
				{in: "/a%zz"},
				{in: "/a#frag", note: "repairs: ParseRequestURI keeps '#' in the path (escaped by String); a request target has no fragment (RFC 9112 §3.2)"},
				{in: "/search?q=a b", note: "as is: the space stays in RawQuery (RFC 3986 §3.4)"},
			},
		},
		{
			name:  "url.JoinPath element",
			sinks: []string{"net/url.JoinPath", "net/url.URL.JoinPath"},
			run:   joinOutcome,
			cases: []oracleCase{
				{in: "a"},
				{in: "a b"},
				{in: "a|b"},
				{in: "{id}", note: "repairs: JoinPath escapes the braces, but an unfilled placeholder is sent as the literal text {id} (RFC 6570 §1.1)"},
				{in: "{"},
				{in: "a%20b"},
				{in: "a?b#c"},
				{in: "100%"},
				{in: "a%zz"},
				{in: "a%2"},
				{in: "a\x01b", note: "repairs: JoinPath escapes a control byte; a control byte in a constant is a mistake urlvet reports in every path"},
			},
		},
		{
			name: "HTTP clients",
			sinks: []string{"net/http.Get", "net/http.Head", "net/http.Post", "net/http.PostForm",
				"net/http.Client.Get", "net/http.Client.Head", "net/http.Client.Post", "net/http.Client.PostForm"},
			run:   clientOutcome,
			cases: httpCases,
		},
		{
			name:  "http.NewRequest",
			sinks: []string{"net/http.NewRequest", "net/http.NewRequestWithContext"},
			run:   newRequestOutcome,
			cases: append([]oracleCase{
				{in: "/handler/path"},
				{in: "/a%zz"},
				{in: "/a b", note: "repairs: escaped by Request.Write, as for an absolute URL"},
			}, withNotes(httpCases, map[string]string{
				"ftp://example.com/":        "as is: NewRequest and Request.Write take any scheme; a client refuses it (urlvet allows other schemes when the request is written with Request.Write)",
				"http://example.com:99999/": "as is: NewRequest does not dial; a client fails on the port (RFC 6335 §6)",
				"http://300.1.1.1/":         "as is: NewRequest does not dial; a client fails on the host (RFC 3986 §3.2.2)",
				"localhost:8080/x":          "repairs: NewRequest takes the scheme \"localhost\" and writes the opaque \"8080/x\" as target; a client refuses it",
			})...),
		},
		{
			name:  "http.Redirect",
			sinks: []string{"net/http.Redirect"},
			run:   redirectOutcome,
			cases: []oracleCase{
				{in: "/a/b?c=d"},
				{in: "http://example.com/x"},
				{in: "/a b", note: "as is: the Location header carries the space (RFC 9110 §10.2.2 wants a URI reference)"},
				{in: "/a%zz", note: "as is: Redirect does not check escapes; the Location is no URI reference (RFC 3986 §2.1)"},
				{in: "http://exa mple.com/", note: "as is: Redirect does not parse the URL"},
			},
		},
		{
			name:  "Location header",
			sinks: []string{"net/http.Header.Set", "net/http.Header.Add"},
			run:   locationOutcome,
			cases: []oracleCase{
				{in: "/a/b?c=d"},
				{in: "http://example.com/x"},
				{in: "/a b", note: "as is: the Location header carries the space (RFC 9110 §10.2.2 wants a URI reference)"},
				{in: "/a%zz", note: "as is: Header.Set does not check escapes; the Location is no URI reference (RFC 3986 §2.1)"},
				{in: "http://exa mple.com/", note: "as is: Header.Set does not parse the URL"},
			},
		},
		{
			name:  "httptest.NewRequest",
			sinks: []string{"net/http/httptest.NewRequest", "net/http/httptest.NewRequestWithContext"},
			run:   testRequestOutcome,
			cases: []oracleCase{
				{in: "/a/b?c=d"},
				{in: "http://example.com/x"},
				{in: "/a b"},
				{in: "/a%zz"},
				{in: "http://exa mple.com/"},
				{in: "/a#frag", note: "as is: httptest.NewRequest keeps '#' in RequestURI; a request target has no fragment (RFC 9112 §3.2)"},
				{in: "/a|b", note: "as is: ReadRequest takes '|' in a target; it is not a pchar (RFC 3986 §3.3)"},
			},
		},
		{
			name:  "url.URL.RawQuery",
			sinks: []string{"net/url.URL.RawQuery"},
			run:   fieldOutcome(func(u *url.URL, s string) { u.RawQuery = s }, func(u *url.URL) string { return u.RawQuery }),
			cases: []oracleCase{
				{in: "a=1&b=2"},
				{in: "q=a b", note: "as is: String writes RawQuery as it is (RFC 3986 §3.4)"},
				{in: "a%zz", note: "as is: String writes RawQuery as it is (RFC 3986 §2.1)"},
			},
		},
		{
			name:  "url.URL.Path",
			sinks: []string{"net/url.URL.Path"},
			run:   fieldOutcome(func(u *url.URL, s string) { u.Path = s }, func(u *url.URL) string { return u.Path }),
			cases: []oracleCase{
				{in: "/a b"},
				{in: "/100%"},
				{in: "/a|b"},
				{in: "/a\x01b", note: "repairs: String escapes a control byte; in a constant it is a mistake"},
			},
		},
		{
			name:  "url.URL.RawPath",
			sinks: []string{"net/url.URL.RawPath"},
			run:   fieldOutcome(func(u *url.URL, s string) { u.Path, u.RawPath = s, s }, func(u *url.URL) string { return u.EscapedPath() }),
			cases: []oracleCase{
				{in: "/a%2Fb"},
				{in: "/a b", note: "repairs: EscapedPath ignores a RawPath that is no valid encoding of Path, silently (RFC 3986 §3.3)"},
			},
		},
		{
			name:  "url.URL.Fragment",
			sinks: []string{"net/url.URL.Fragment"},
			run:   fieldOutcome(func(u *url.URL, s string) { u.Fragment = s }, func(u *url.URL) string { return u.Fragment }),
			cases: []oracleCase{
				{in: "top"},
				{in: "a b"},
				{in: "100%"},
			},
		},
		{
			name:  "url.URL.RawFragment",
			sinks: []string{"net/url.URL.RawFragment"},
			run: fieldOutcome(func(u *url.URL, s string) {
				u.RawFragment = s
				if f, err := url.PathUnescape(s); err == nil {
					u.Fragment = f
				}
			}, func(u *url.URL) string { return u.EscapedFragment() }),
			cases: []oracleCase{
				{in: "top"},
				{in: "a%20b"},
				{in: "a b", note: "repairs: EscapedFragment silently ignores a RawFragment that is no valid encoding of Fragment, so the field is useless (RFC 3986 §3.5)"},
				{in: "a%zz", note: "repairs: no Fragment decodes from it, so String drops it (RFC 3986 §2.1)"},
			},
		},
		{
			name:  "url.URL.Scheme",
			sinks: []string{"net/url.URL.Scheme"},
			run:   fieldOutcome(func(u *url.URL, s string) { u.Scheme = s }, func(u *url.URL) string { return u.Scheme }),
			cases: []oracleCase{
				{in: "https"},
				{in: "ht tp", note: "as is: String writes any scheme (RFC 3986 §3.1)"},
			},
		},
		{
			name:  "url.URL.Host",
			sinks: []string{"net/url.URL.Host"},
			run:   fieldOutcome(func(u *url.URL, s string) { u.Host = s }, func(u *url.URL) string { return u.Host }),
			cases: []oracleCase{
				{in: "example.com:8080"},
				{in: "[::1]:80"},
				{in: "exa mple.com", note: "repairs: String escapes the space as %20, which no host name takes (RFC 3986 §3.2.2)"},
				{in: "example.com:99999"}, // the port range is checked when the scheme is http or https
			},
		},
		{
			name:  "url.URL.Opaque",
			sinks: []string{"net/url.URL.Opaque"},
			run:   fieldOutcome(func(u *url.URL, s string) { u.Opaque = s }, func(u *url.URL) string { return u.Opaque }),
			cases: []oracleCase{
				{in: "//example.com/a"},
				{in: "//example.com/a b", note: "as is: String writes Opaque as it is (RFC 3986 §3.3)"},
			},
		},
	}
}

// withNotes returns cases with the notes of some inputs replaced.
func withNotes(cases []oracleCase, notes map[string]string) []oracleCase {
	out := make([]oracleCase, len(cases))
	for i, c := range cases {
		if n, ok := notes[c.in]; ok {
			c.note = n
		}
		out[i] = c
	}
	return out
}

// unaudited are sinks whose argument is not checked against a grammar.
var unaudited = map[string]string{
	"net/url.UserPassword": "a constant password is reported whatever its text",
}

func TestSinkOracle(t *testing.T) {
	families := oracleFamilies()
	covered := make(map[string]bool)
	for _, f := range families {
		for _, s := range f.sinks {
			covered[s] = true
		}
	}
	for k := range sinks.Builtin().Funcs {
		if strings.HasPrefix(k, "net/") && !covered[k] && unaudited[k] == "" {
			t.Errorf("sink %s has no oracle", k)
		}
	}
	for field := range sinks.URLFields() {
		if !covered["net/url.URL."+field] {
			t.Errorf("url.URL field %s has no oracle", field)
		}
	}
	for _, f := range families {
		for _, sink := range f.sinks {
			args := sinkArgsOf(sink)
			for _, a := range args {
				if sink == "net/url.JoinPath" && (a.Index == 0) != (f.name == "url.Parse") {
					continue // the base is parsed, the elements joined
				}
				for _, c := range f.cases {
					got, wire := f.run(c.in)
					viol := verdict(c.in, a)
					reports := len(viol) > 0
					agree := reports == (got == rejects)
					switch {
					case agree && c.note != "":
						t.Errorf("%s (%s) %q: urlvet now agrees with the sink (%s, reports=%v): drop the note %q", sink, f.name, c.in, got, reports, c.note)
					case !agree && c.note == "":
						t.Errorf("%s (%s) %q: sink %s (%s) but urlvet reports=%v %v: fix urlvet or document why", sink, f.name, c.in, got, wire, reports, viol)
					case !agree && !strings.HasPrefix(c.note, got.String()+":"):
						t.Errorf("%s (%s) %q: the sink now %s (%s); the note says %q", sink, f.name, c.in, got, wire, c.note)
					}
				}
			}
		}
	}
}

// sinkArgsOf returns the sink arguments of a built-in sink or url.URL
// field.
func sinkArgsOf(name string) []sinks.Arg {
	if args, ok := sinks.Builtin().Funcs[name]; ok {
		return args
	}
	if p, ok := sinks.URLFields()[strings.TrimPrefix(name, "net/url.URL.")]; ok {
		return []sinks.Arg{{Param: p}}
	}
	return nil
}

// TestServedRequestOracle runs what a request built by http.NewRequest
// with a relative reference gives a handler that serves it directly:
// urlvet checks such a request as a reference (servedDirectly), and the
// handler must see the reference as written, with no error on the way.
func TestServedRequestOracle(t *testing.T) {
	t.Parallel()
	for _, target := range []string{"foo", "bar?q=1", "a/b"} {
		if vs := rfc.Check(target, rfc.Options{Target: rfc.Reference}); len(vs) > 0 {
			t.Errorf("%q: urlvet reports it as a reference: %s", target, vs[0].Message)
		}
		req, err := http.NewRequest("POST", target, nil)
		if err != nil {
			t.Fatalf("http.NewRequest(%q): %v", target, err)
		}
		var got string
		h := http.HandlerFunc(func(_ http.ResponseWriter, r *http.Request) { got = r.URL.String() })
		h.ServeHTTP(httptest.NewRecorder(), req)
		if got != target {
			t.Errorf("http.NewRequest(%q) served: the handler reads %q", target, got)
		}
	}
}

// TestEscapesNonASCIIOracle runs each standard sink that takes a URL
// written whole on URLs with text outside ASCII in the path, the query
// and the fragment: a sink whose output (the request line, the Location
// header, the parsed URL printed) then holds none of it escapes such text
// itself in every component, and only such a sink's row may say
// EscapesNonASCII. A client escapes the path but sends the query as
// written; a parser keeps the query too.
func TestEscapesNonASCIIOracle(t *testing.T) {
	inputs := []string{
		"http://example.com/caf\u00e9/\u0434\u043e\u043c?q=caf\u00e9&\u00e9=1#caf\u00e9",
		"/caf\u00e9/\u0434\u043e\u043c?q=caf\u00e9#caf\u00e9",
	}
	nonASCII := func(s string) bool {
		return strings.ContainsFunc(s, func(c rune) bool { return c >= 0x80 })
	}
	escapers := 0
	for _, f := range oracleFamilies() {
		escapes, tried := true, 0
		var kept string
		for _, in := range inputs {
			o, out := f.run(in)
			if o == rejects {
				continue
			}
			tried++
			if nonASCII(out) {
				escapes, kept = false, out
			}
		}
		for _, sink := range f.sinks {
			for _, a := range sinks.Builtin().Funcs[sink] {
				if !rawTarget(a.Target) || sink == "net/url.JoinPath" && (a.Index == 0) != (f.name == "url.Parse") {
					continue // a component alone, not a URL written whole; the base of JoinPath is parsed
				}
				if tried == 0 {
					t.Errorf("%s (%s): every input rejected", sink, f.name)
					continue
				}
				switch {
				case a.EscapesNonASCII && !escapes:
					t.Errorf("%s (%s) says EscapesNonASCII, but writes %q", sink, f.name, kept)
				case !a.EscapesNonASCII && escapes:
					t.Errorf("%s (%s) escapes text outside ASCII in every component: its row should say EscapesNonASCII", sink, f.name)
				case escapes:
					escapers++
				}
			}
		}
	}
	if escapers == 0 {
		t.Error("no sink escapes text outside ASCII: http.Redirect does")
	}
}
