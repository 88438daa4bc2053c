package analyzer

// The fix oracle: for every built-in sink, the real function runs on
// real and generated strings before and after urlvet's fixes (the
// Fixable violations of rfc.Check, all applied). A fixed string must be
// accepted when every violation had a fix, its wire form must hold the
// fixed bytes (no escape encoded twice, none lost), and what the string
// means (its decoded components, the request a handler sees) must not
// change, except where a check's fix repairs a mistake on purpose.

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"

	"golang.org/x/net/idna"

	"github.com/urlvet/urlvet/rfc"
)

// encodes reports whether a fix only writes the bytes it replaces in
// another way: their percent-encoding (%25 for '%'), or the IDNA A-label
// of a host name. Such a fix must keep what the string means. Other fixes
// (a space deleted, http//x made http://x) repair a mistake and change
// the meaning on purpose; the oracle counts them by check.
func encodes(old, repl string) bool {
	if d, err := url.PathUnescape(repl); err == nil && d == old && strings.Contains(repl, "%") {
		return true
	}
	a, err := idna.Lookup.ToASCII(old)
	return err == nil && a == repl && a != old
}

// applyFixes applies the fixes of every Fixable violation of vs to s.
func applyFixes(s string, vs []rfc.Violation) string {
	var fixes []rfc.Violation
	for _, v := range vs {
		if v.Fixable {
			fixes = append(fixes, v)
		}
	}
	sort.SliceStable(fixes, func(i, j int) bool { return fixes[i].Start < fixes[j].Start })
	var b strings.Builder
	at := 0
	for _, v := range fixes {
		if v.Start < at {
			continue // overlaps the previous fix: a driver applies one of them
		}
		b.WriteString(s[at:v.Start])
		b.WriteString(v.Replacement)
		at = v.End
	}
	b.WriteString(s[at:])
	return b.String()
}

// meaning is what a URL says, decoded: two strings with the same meaning
// name the same resource the same way. Undecodable is set when a
// component holds a '%' that starts no escape: it means nothing yet.
type meaning struct {
	Scheme, User, Host, Path, Query, Fragment, Opaque string
	Undecodable                                       bool
}

func meaningOf(u *url.URL) meaning {
	m := meaning{Scheme: strings.ToLower(u.Scheme), Path: u.Path, Fragment: u.Fragment}
	// url.Parse keeps an opaque part as written.
	if o, err := url.PathUnescape(u.Opaque); err == nil {
		m.Opaque = o
	} else {
		m.Opaque, m.Undecodable = u.Opaque, true
	}
	if u.User != nil {
		m.User = u.User.String()
	}
	m.Host = strings.TrimSuffix(strings.ToLower(u.Host), ":") // an empty port is the default one
	if a, err := idna.Lookup.ToASCII(u.Hostname()); err == nil && a != u.Hostname() {
		m.Host = strings.ToLower(strings.Replace(u.Host, u.Hostname(), a, 1))
	}
	// The query's pairs, each decoded as url.ParseQuery does; ';' is
	// kept as data (ParseQuery rejects it).
	var pairs []string
	for _, kv := range strings.Split(u.RawQuery, "&") {
		d, err := url.QueryUnescape(kv)
		if err != nil {
			m.Undecodable = true
			d = kv
		}
		pairs = append(pairs, d)
	}
	m.Query = strings.Join(pairs, "\x00")
	return m
}

// A sinkOracle runs one sink.
type sinkOracle struct {
	target  rfc.Target
	profile rfc.Profile
	input   string // the component of each input URL the sink takes ("RawPath"), or "" for the whole URL
	// run runs the sink on s and returns its wire form (the URL string
	// built, the request target sent, the Location header) and what it
	// means.
	run func(s string) (wire string, m meaning, err error)
	// exact returns the wire form expected of a valid string, when it is
	// predictable.
	exact func(s string) (string, bool)
}

// requestTarget returns the origin-form request target of an absolute
// http URL s, as written.
func requestTarget(s string) string {
	i := strings.Index(s, "://")
	rest := s[i+3:]
	if j := strings.IndexAny(rest, "/?#"); j >= 0 {
		rest = rest[j:]
	} else {
		rest = ""
	}
	if j := strings.IndexByte(rest, '#'); j >= 0 {
		rest = rest[:j]
	}
	if rest == "" || rest[0] == '?' {
		rest = "/" + rest
	}
	return rest
}

// targetMeaning is what a request target means to a handler.
func targetMeaning(target string) (meaning, error) {
	u, err := url.ParseRequestURI(target)
	if err != nil {
		return meaning{}, err
	}
	return meaningOf(u), nil
}

// parsed returns a run function for a parser.
func parsed(parse func(string) (*url.URL, error)) func(string) (string, meaning, error) {
	return func(s string) (string, meaning, error) {
		u, err := parse(s)
		if err != nil {
			return "", meaning{}, err
		}
		return u.String(), meaningOf(u), nil
	}
}

func same(s string) (string, bool) { return s, true }

// cleanPath reports whether path.Join leaves s as it is (but for a
// leading '/'), so that url.JoinPath's result is predictable.
func cleanPath(s string) bool {
	p := "/" + strings.TrimPrefix(s, "/")
	c := path.Clean(p)
	return c == p || c+"/" == p
}

func absolute(s string) (string, bool) {
	u, err := url.Parse(s)
	return s, err == nil && u.Scheme != ""
}

// wireRecorder is an HTTP server that records the request line of each
// request and answers 204. Its client connects to it through an in-memory
// pipe: the request goes over a connection as it would over TCP, without
// a socket per request, and the connection is kept for the next request
// to the same host, as a client's are.
type wireRecorder struct {
	lines chan string
}

func newWireRecorder() *wireRecorder {
	return &wireRecorder{lines: make(chan string, 1)}
}

// serve answers the requests of one connection until the client closes it.
func (w *wireRecorder) serve(c net.Conn) {
	defer c.Close()
	br := bufio.NewReader(c)
	for {
		line, err := br.ReadString('\n')
		if err != nil {
			return
		}
		// The headers, and the length of the body they announce.
		body, known := int64(0), true
		for {
			h, err := br.ReadString('\n')
			if err != nil || h == "\r\n" {
				break
			}
			name, value, _ := strings.Cut(h, ":")
			switch value = strings.TrimSpace(value); {
			case strings.EqualFold(name, "Content-Length"):
				body, err = strconv.ParseInt(value, 10, 64)
				known = known && err == nil
			case strings.EqualFold(name, "Transfer-Encoding"):
				known = false
			}
		}
		w.lines <- strings.TrimRight(line, "\r\n")
		if !known {
			// A body of unknown length ends with the connection. A pipe,
			// unlike a socket, buffers nothing: read what the client may
			// still be writing until it closes the connection.
			io.WriteString(c, "HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n")
			io.Copy(io.Discard, br)
			return
		}
		if _, err := io.CopyN(io.Discard, br, body); err != nil {
			return
		}
		io.WriteString(c, "HTTP/1.1 204 No Content\r\n\r\n")
	}
}

// client returns an HTTP client that sends every request, http or https,
// in clear text to the recorder.
func (w *wireRecorder) client() *http.Client {
	dial := func(context.Context, string, string) (net.Conn, error) {
		client, server := net.Pipe()
		go w.serve(server)
		return client, nil
	}
	return &http.Client{
		Transport: &http.Transport{DialContext: dial, DialTLSContext: dial, Proxy: nil},
		CheckRedirect: func(*http.Request, []*http.Request) error {
			return http.ErrUseLastResponse
		},
	}
}

// roundTrip runs a client call and returns the request target it sent.
func (w *wireRecorder) roundTrip(call func() (*http.Response, error)) (string, meaning, error) {
	resp, err := call()
	if err != nil {
		return "", meaning{}, err
	}
	resp.Body.Close()
	return requestLineTarget(<-w.lines)
}

// requestLineTarget returns the target of a request line and what it
// means, splitting the line at its first and last space as net/http's
// server does.
func requestLineTarget(line string) (string, meaning, error) {
	i, j := strings.IndexByte(line, ' '), strings.LastIndexByte(line, ' ')
	if i < 0 || j <= i {
		return line, meaning{}, fmt.Errorf("request line %q", line)
	}
	target := line[i+1 : j]
	m, err := targetMeaning(target)
	return target, m, err
}

// writeTarget builds a request with newReq and returns the request
// target Request.Write puts on the wire.
func writeTarget(req *http.Request, err error) (string, meaning, error) {
	if err != nil {
		return "", meaning{}, err
	}
	var b strings.Builder
	if err := req.Write(&b); err != nil {
		return "", meaning{}, err
	}
	line, _, _ := strings.Cut(b.String(), "\r\n")
	return requestLineTarget(line)
}

// sinkOracles returns an oracle for each built-in sink argument, keyed by
// sink and argument index, and one for each url.URL field, keyed by
// "net/url.URL{Field}".
func sinkOracles(t *testing.T) map[string]sinkOracle {
	rec := newWireRecorder()
	client := rec.client()
	saved := http.DefaultClient
	http.DefaultClient = client
	t.Cleanup(func() {
		http.DefaultClient = saved
		client.CloseIdleConnections()
	})
	base, _ := url.Parse("http://example.com/dir/page")
	form := url.Values{"a": {"b"}}
	clientRun := func(call func(string) (*http.Response, error)) func(string) (string, meaning, error) {
		return func(s string) (string, meaning, error) {
			return rec.roundTrip(func() (*http.Response, error) { return call(s) })
		}
	}
	target := func(s string) (string, bool) { return requestTarget(s), true }
	o := map[string]sinkOracle{
		"net/url.Parse:0":           {run: parsed(url.Parse), exact: same},
		"net/url.ParseRequestURI:0": {run: parsed(url.ParseRequestURI), exact: same},
		"net/url.URL.Parse:0":       {run: parsed(base.Parse), exact: absolute},
		"net/url.JoinPath:0": {run: func(s string) (string, meaning, error) {
			return parsed(url.Parse)(s) // the base is parsed first; a bad one is an error
		}, exact: same},
		"net/url.JoinPath:1": {run: func(s string) (string, meaning, error) {
			j, err := url.JoinPath("http://example.com/", s)
			if err != nil {
				return "", meaning{}, err
			}
			return parsed(url.Parse)(j)
		}, exact: func(s string) (string, bool) {
			return "http://example.com/" + strings.TrimPrefix(s, "/"), cleanPath(s)
		}, input: "RawPath"},
		"net/url.URL.JoinPath:0": {run: func(s string) (string, meaning, error) {
			if _, err := url.PathUnescape(s); err != nil {
				return "", meaning{}, err // JoinPath drops the element and returns no error
			}
			u := base.JoinPath(s)
			return u.String(), meaningOf(u), nil
		}, exact: func(s string) (string, bool) {
			return "http://example.com/dir/page/" + strings.TrimPrefix(s, "/"), cleanPath(s)
		}, input: "RawPath"},
		"net/http.Get:0":  {run: clientRun(http.Get), exact: target},
		"net/http.Head:0": {run: clientRun(http.Head), exact: target},
		"net/http.Post:0": {run: clientRun(func(s string) (*http.Response, error) {
			return http.Post(s, "text/plain", strings.NewReader("x"))
		}), exact: target},
		"net/http.PostForm:0":    {run: clientRun(func(s string) (*http.Response, error) { return http.PostForm(s, form) }), exact: target},
		"net/http.Client.Get:0":  {run: clientRun(client.Get), exact: target},
		"net/http.Client.Head:0": {run: clientRun(client.Head), exact: target},
		"net/http.Client.Post:0": {run: clientRun(func(s string) (*http.Response, error) {
			return client.Post(s, "text/plain", strings.NewReader("x"))
		}), exact: target},
		"net/http.Client.PostForm:0": {run: clientRun(func(s string) (*http.Response, error) { return client.PostForm(s, form) }), exact: target},
		"net/http.NewRequest:1": {run: func(s string) (string, meaning, error) {
			return writeTarget(http.NewRequest("GET", s, nil))
		}, exact: target},
		"net/http.NewRequestWithContext:2": {run: func(s string) (string, meaning, error) {
			return writeTarget(http.NewRequestWithContext(context.Background(), "GET", s, nil))
		}, exact: target},
		"net/http.Redirect:2": {run: func(s string) (string, meaning, error) {
			if _, err := url.Parse(s); err != nil {
				return "", meaning{}, err // Redirect writes it as is: nothing to compare
			}
			w := httptest.NewRecorder()
			http.Redirect(w, httptest.NewRequest("GET", "http://example.com/dir/page", nil), s, http.StatusFound)
			loc := w.Header().Get("Location")
			u, err := base.Parse(loc)
			if err != nil {
				return loc, meaning{}, err
			}
			return loc, meaningOf(u), nil
		}, exact: func(s string) (string, bool) {
			u, err := url.Parse(s)
			if err != nil {
				return "", false
			}
			if u.Scheme != "" || u.Host != "" {
				return s, true
			}
			p, q, _ := strings.Cut(s, "?")
			return s, strings.HasPrefix(s, "/") && (path.Clean(p) == p || path.Clean(p)+"/" == p) && !strings.Contains(q, "#")
		}},
		"net/http.Header.Set:1":          {run: locationRun, exact: same},
		"net/http.Header.Add:1":          {run: locationRun, exact: same},
		"net/http/httptest.NewRequest:1": {run: httptestTarget(httptest.NewRequest), exact: same},
		"net/http/httptest.NewRequestWithContext:2": {run: httptestTarget(func(m, s string, b io.Reader) *http.Request {
			return httptest.NewRequestWithContext(context.Background(), m, s, b)
		}), exact: same},
	}
	field := func(f func(string) *url.URL) func(string) (*url.URL, error) {
		return func(s string) (*url.URL, error) { return f(s), nil }
	}
	// A raw field whose text does not decode says nothing: a program sets
	// the decoded field from it, and that fails.
	raw := func(f func(raw, decoded string) *url.URL) func(string) (*url.URL, error) {
		return func(s string) (*url.URL, error) {
			d, err := url.PathUnescape(s)
			if err != nil {
				return nil, err
			}
			return f(s, d), nil
		}
	}
	fields := map[string]func(string) (*url.URL, error){
		"Scheme":   field(func(s string) *url.URL { return &url.URL{Scheme: s, Host: "h"} }),
		"Opaque":   field(func(s string) *url.URL { return &url.URL{Scheme: "x", Opaque: s} }),
		"Host":     field(func(s string) *url.URL { return &url.URL{Scheme: "http", Host: s} }),
		"Path":     field(func(s string) *url.URL { return &url.URL{Scheme: "http", Host: "h", Path: s} }),
		"RawPath":  raw(func(s, d string) *url.URL { return &url.URL{Scheme: "http", Host: "h", Path: d, RawPath: s} }),
		"RawQuery": field(func(s string) *url.URL { return &url.URL{Scheme: "http", Host: "h", Path: "/", RawQuery: s} }),
		"Fragment": field(func(s string) *url.URL { return &url.URL{Scheme: "http", Host: "h", Path: "/", Fragment: s} }),
		"RawFragment": raw(func(s, d string) *url.URL {
			return &url.URL{Scheme: "http", Host: "h", Path: "/", Fragment: d, RawFragment: s}
		}),
	}
	prefix := map[string]string{"Scheme": "", "Opaque": "x:", "Host": "http://", "Path": "http://h", "RawPath": "http://h", "RawQuery": "http://h/?", "Fragment": "http://h/#", "RawFragment": "http://h/#"}
	for name, build := range fields {
		name, build := name, build
		o["net/url.URL{"+name+"}"] = sinkOracle{target: sinks.URLFields()[name].Target, input: name, run: func(s string) (string, meaning, error) {
			built, err := build(s)
			if err != nil {
				return "", meaning{}, err
			}
			w := built.String()
			u, err := url.Parse(w)
			if err != nil {
				return w, meaning{}, err
			}
			return w, meaningOf(u), nil
		}, exact: func(s string) (string, bool) {
			switch name {
			case "Scheme", "Path", "Fragment":
				return "", false // decoded: String escapes them
			}
			return prefix[name] + s, true
		}}
	}
	return o
}

// httptestTarget runs httptest.NewRequest, which panics on a bad target,
// and returns the target a handler sees.
// locationRun writes s as a Location header by hand and reads the
// reference the client resolves against the request's URL: the header is
// s as it is.
func locationRun(s string) (string, meaning, error) {
	if _, err := url.Parse(s); err != nil {
		return "", meaning{}, err // Header.Set writes it as is: nothing to compare
	}
	w := httptest.NewRecorder()
	w.Header().Set("Location", s)
	loc := w.Header().Get("Location")
	u, err := url.Parse("http://example.com/dir/page")
	if err != nil {
		return "", meaning{}, err
	}
	if u, err = u.Parse(loc); err != nil {
		return loc, meaning{}, err
	}
	return loc, meaningOf(u), nil
}

func httptestTarget(newReq func(method, target string, body io.Reader) *http.Request) func(string) (string, meaning, error) {
	return func(s string) (wire string, m meaning, err error) {
		defer func() {
			if e := recover(); e != nil {
				err = fmt.Errorf("%v", e)
			}
		}()
		req := newReq("GET", s, nil)
		return req.RequestURI, meaningOf(req.URL), nil
	}
}

// oracleInputs returns the corpus sample and strings generated from it by
// writing characters that must be encoded (or are mistakes) into each
// component of valid URLs.
func oracleInputs(t *testing.T) (corpus, generated []string) {
	data, err := os.ReadFile(filepath.Join("testdata", "oracle", "urls.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		if line != "" && !strings.HasPrefix(line, "#") {
			corpus = append(corpus, line)
		}
	}
	inject := []string{" ", "|", "{", "}", "{id}", `"`, "<", ">", "^", "`", `\`, "%", "%zz", "%4", "é", "日本", "\t", "\x7f", "#", "[", "]", "?", "&amp;", "%%s", "%25", "%20", "~", "!$&'()*+,;=:@"}
	bases := 0
	for _, s := range corpus {
		if bases == 40 {
			break
		}
		u, err := url.Parse(s)
		if err != nil || u.Scheme != "http" && u.Scheme != "https" || len(rfc.Check(s, rfc.Options{})) > 0 {
			continue
		}
		bases++
		host := u.Scheme + "://" + u.Host
		for _, c := range inject {
			generated = append(generated,
				host+"/a"+c+"b",
				host+"/p/"+c,
				host+"/p?q=1"+c+"2&r=3",
				host+"/p#f"+c,
				host+c,
				s+c,
			)
		}
		generated = append(generated, u.Scheme+"://bücher."+u.Host+"/p", u.Scheme+"://"+u.Host+":/p", u.Scheme+"//"+u.Host+"/p")
	}
	return corpus, generated
}

// components returns the raw component of s a url.URL field holds, as
// written, or false.
func component(s, field string) (string, bool) {
	scheme, rest, ok := strings.Cut(s, "://")
	if !ok {
		return "", false
	}
	rest, frag, hasFrag := strings.Cut(rest, "#")
	rest, query, hasQuery := strings.Cut(rest, "?")
	host, p := rest, ""
	if i := strings.IndexByte(rest, '/'); i >= 0 {
		host, p = rest[:i], rest[i:]
	}
	switch field {
	case "Scheme":
		return scheme, true
	case "Opaque":
		return rest, true
	case "Host":
		return host, true
	case "Path", "RawPath":
		return p, p != ""
	case "RawQuery":
		return query, hasQuery
	case "Fragment", "RawFragment":
		return frag, hasFrag
	}
	return "", false
}

// oracleCount counts the cases of one sink.
type oracleCount struct {
	inputs, valid, noFix, fixed, accepted, exact, meaningKept, meaningChanged, beforeRejected, olderGrammar int
	changed                                                                                                 map[rfc.CheckID]int
}

func TestFixOracle(t *testing.T) {
	t.Parallel() // the only test that sends requests with http.DefaultClient
	if testing.Short() {
		t.Skip("runs every sink on a thousand strings")
	}
	corpus, generated := oracleInputs(t)
	oracles := sinkOracles(t)
	total := oracleCount{changed: make(map[rfc.CheckID]int)}
	keys := make([]string, 0, len(sinks.Builtin().Funcs)+len(sinks.URLFields()))
	for key, args := range sinks.Builtin().Funcs {
		if _, std := sinks.Std()[key]; !std {
			continue // third-party sinks: their packages are not dependencies of this module
		}
		for _, a := range args {
			if a.Credentials {
				continue // a constant password is reported, never fixed
			}
			k := fmt.Sprintf("%s:%d", key, a.Index)
			keys = append(keys, k)
			o, ok := oracles[k]
			if !ok {
				t.Errorf("no oracle for sink %s", k)
				continue
			}
			o.target = a.Target
			oracles[k] = o
		}
	}
	for field := range sinks.URLFields() {
		keys = append(keys, "net/url.URL{"+field+"}")
	}
	sort.Strings(keys)
	// The grammars of RFC 2396 and RFC 1738 have fixes of their own.
	for _, k := range []string{"net/url.Parse:0", "net/http.NewRequest:1", "net/url.URL{RawPath}", "net/url.URL{RawQuery}"} {
		for _, p := range []rfc.Profile{rfc.RFC2396, rfc.RFC1738} {
			o := oracles[k]
			o.profile = p
			pk := fmt.Sprintf("%s (RFC %s)", k, p)
			oracles[pk] = o
			keys = append(keys, pk)
		}
	}
	for _, k := range keys {
		o, ok := oracles[k]
		if !ok {
			t.Errorf("no oracle for %s", k)
			continue
		}
		c := oracleCount{changed: make(map[rfc.CheckID]int)}
		for _, in := range append(append([]string(nil), corpus...), generated...) {
			if o.input != "" {
				var ok bool
				if in, ok = component(in, o.input); !ok {
					continue
				}
			}
			checkOracle(t, k, o, in, &c)
		}
		t.Logf("%-45s %5d inputs %5d valid %5d with fixes: %5d accepted, %5d exact wire form, meaning kept %5d, changed on purpose %d %v, unfixed rejected %d, valid only under the older grammar %d",
			k, c.inputs, c.valid, c.fixed, c.accepted, c.exact, c.meaningKept, c.meaningChanged, c.changed, c.beforeRejected, c.olderGrammar)
		total.inputs += c.inputs
		total.valid += c.valid
		total.fixed += c.fixed
		total.accepted += c.accepted
		total.exact += c.exact
		total.meaningKept += c.meaningKept
		total.meaningChanged += c.meaningChanged
		total.beforeRejected += c.beforeRejected
		total.olderGrammar += c.olderGrammar
		for id, n := range c.changed {
			total.changed[id] += n
		}
	}
	t.Logf("all %d sinks and profiles: %d cases, %d valid (unchanged), %d fixed: %d accepted, %d exact wire form, meaning kept %d, changed on purpose %d %v, unfixed rejected %d, valid only under the older grammar %d",
		len(keys), total.inputs, total.valid, total.fixed, total.accepted, total.exact, total.meaningKept, total.meaningChanged, total.changed, total.beforeRejected, total.olderGrammar)
	if total.fixed < 1000 {
		t.Errorf("only %d fixed cases: the inputs do not exercise the fixes", total.fixed)
	}
}

// checkOracle runs one input through one sink before and after its fixes.
func checkOracle(t *testing.T, k string, o sinkOracle, in string, c *oracleCount) {
	t.Helper()
	c.inputs++
	opts := rfc.Options{Target: o.target, Profile: o.profile}
	vs := rfc.Check(in, opts)
	if len(vs) == 0 {
		c.valid++
		return
	}
	fixed := applyFixes(in, vs)
	if fixed == in {
		c.noFix++
		return
	}
	c.fixed++
	all := true
	var repairs []rfc.CheckID // fixes that change the meaning on purpose
	for _, v := range vs {
		switch {
		case !v.Fixable:
			all = false
		case !encodes(in[v.Start:v.End], v.Replacement):
			repairs = append(repairs, v.Check)
		}
	}
	after := rfc.Check(fixed, opts)
	for _, v := range after {
		if v.Fixable {
			t.Errorf("%s: %q fixed to %q still has a fix: %s", k, in, fixed, v.Message)
		}
	}
	if all && len(after) > 0 {
		t.Errorf("%s: %q fixed to %q still breaks the grammar: %s", k, in, fixed, after[0].Message)
	}
	wire, m, err := o.run(fixed)
	if err != nil {
		switch {
		case !all:
		case o.profile != rfc.RFC3986 && len(rfc.Check(fixed, rfc.Options{Target: o.target})) > 0:
			// Valid under the older grammar, not under RFC 3986, which
			// net/url follows: "%22http://x" is a relative reference
			// whose first segment holds a ':' (RFC 1808 allows it).
			c.olderGrammar++
			t.Logf("%s: %q fixed to %q is valid under RFC %s but rejected: %v", k, in, fixed, o.profile, err)
		default:
			t.Errorf("%s: %q fixed to %q is rejected: %v", k, in, fixed, err)
		}
		return
	}
	c.accepted++
	want, known := o.exact(fixed)
	ref := fixed
	if known {
		ref = want
	}
	if n, f := strings.Count(strings.ToUpper(wire), "%25"), strings.Count(strings.ToUpper(ref), "%25"); n > f {
		t.Errorf("%s: %q fixed to %q is encoded twice on the wire: %q", k, in, fixed, wire)
	}
	if known && strings.Count(wire, "%") < strings.Count(want, "%") {
		t.Errorf("%s: %q fixed to %q loses an escape on the wire: %q, want %q", k, in, fixed, wire, want)
	}
	if known && all {
		if wire == want {
			c.exact++
		} else {
			t.Logf("%s: %q: wire form %q, not %q", k, fixed, wire, want)
		}
	}
	_, before, err := o.run(in)
	if err != nil || before.Undecodable {
		c.beforeRejected++
		return
	}
	if reflect.DeepEqual(before, m) {
		c.meaningKept++
		return
	}
	if len(repairs) > 0 {
		for _, id := range repairs {
			c.changed[id]++
		}
		c.meaningChanged++
		return
	}
	t.Errorf("%s: the fix of %q to %q changes its meaning:\n before %+v\n after  %+v", k, in, fixed, before, m)
}

// TestRouteOracle builds a ServeMux with each path as a pattern, as
// written and as urlvet's fixes would make it, and serves a request for
// it (with its wildcards filled in) with both. With net/http's ServeMux,
// which unescapes pattern segments, a percent-encoding fix keeps the
// match; an encoded wildcard does not, and other routers compare bytes:
// a constant that is also a route pattern gets no fix (see the fixuses
// test package).
func TestRouteOracle(t *testing.T) {
	t.Parallel()
	corpus, generated := oracleInputs(t)
	routes := []string{"/v1/users/{id}", "/files/{path...}", "/a b/{id}", "/caf\u00e9/{id}", "/100%/x"}
	for _, in := range append(corpus, generated...) {
		if p, ok := component(in, "RawPath"); ok {
			routes = append(routes, p)
		}
	}
	var n, fixed, notPattern, same, changed, braceless int
	for _, route := range routes {
		// Repairs (deleting whitespace at the ends, '&' for "&amp;")
		// change the meaning on purpose; encodings must not.
		vs := slices.DeleteFunc(rfc.Check(route, rfc.Options{}), func(v rfc.Violation) bool {
			return v.Fixable && !encodes(route[v.Start:v.End], v.Replacement)
		})
		fix := applyFixes(route, vs)
		if fix == route {
			continue
		}
		n++
		before, err1 := serveMux(route)
		after, err2 := serveMux(fix)
		if err1 != nil || err2 != nil {
			notPattern++
			continue
		}
		fixed++
		probe := wildcardFilled(route)
		if before(probe) == after(probe) {
			same++
			continue
		}
		changed++
		if !strings.Contains(route, "{") {
			braceless++
			t.Logf("route %q fixed to %q: GET %s gives %d, then %d", route, fix, probe, before(probe), after(probe))
		} else if changed <= 5 {
			t.Logf("route %q fixed to %q: GET %s gives %d, then %d", route, fix, probe, before(probe), after(probe))
		}
	}
	t.Logf("%d routes with fixes: %d not valid patterns, %d compared: the fix keeps the match for %d, changes it for %d (%d without a wildcard)", n, notPattern, fixed, same, changed, braceless)
	if braceless > 0 {
		t.Errorf("%d fixes of routes without a wildcard change which requests a ServeMux serves", braceless)
	}
	// The case that motivated the rules: percent-encoding {id} made it
	// %7Bid%7D, a literal segment, and GET /v1/users/42 went from 200 to
	// 404. A placeholder now gets no fix, and a constant that is also a
	// route pattern gets none either.
	route := "/v1/users/{id}"
	for _, v := range rfc.Check(route, rfc.Options{}) {
		if v.Fixable {
			t.Errorf("%q: a placeholder gets a fix: %s", route, v.Message)
		}
	}
	before, _ := serveMux(route)
	after, err := serveMux("/v1/users/%7Bid%7D")
	if err != nil || before("/v1/users/42") != http.StatusOK || after("/v1/users/42") != http.StatusNotFound {
		t.Errorf("GET /v1/users/42 with the route %q as written and encoded: %d, %d (%v); want 200, 404", route, before("/v1/users/42"), after("/v1/users/42"), err)
	}
}

// serveMux returns a function serving a GET request for a path (as sent
// on the wire) with a ServeMux whose only pattern is "GET "+pattern.
func serveMux(pattern string) (serve func(target string) int, err error) {
	defer func() {
		if e := recover(); e != nil {
			err = fmt.Errorf("%v", e) // ServeMux panics on a bad pattern
		}
	}()
	mux := http.NewServeMux()
	mux.HandleFunc("GET "+pattern, func(http.ResponseWriter, *http.Request) {})
	return func(target string) int {
		req, err := http.ReadRequest(bufio.NewReader(strings.NewReader("GET " + target + " HTTP/1.1\r\nHost: h\r\n\r\n")))
		if err != nil {
			return http.StatusBadRequest
		}
		w := httptest.NewRecorder()
		mux.ServeHTTP(w, req)
		return w.Code
	}, nil
}

// wildcardFilled returns the request target a client sends for route,
// with each {wildcard} segment replaced by a value.
func wildcardFilled(route string) string {
	var b strings.Builder
	for i := 0; i < len(route); i++ {
		if route[i] == '{' {
			if j := strings.IndexByte(route[i:], '}'); j > 0 {
				b.WriteString("42")
				i += j
				continue
			}
		}
		b.WriteByte(route[i])
	}
	req, err := http.NewRequest("GET", "http://h"+b.String(), nil)
	if err != nil {
		return b.String()
	}
	return req.URL.RequestURI()
}
