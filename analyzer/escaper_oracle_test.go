package analyzer_test

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"path"
	"strings"
	"testing"
)

// TestEscapersOnTheWire sends what the escaper check reports to a real
// server and reads what its handler decodes: url.QueryEscape in a path
// comes back with '+' for a space, url.PathEscape in a query adds a
// parameter, a query escaped again is one parameter, and an escape
// written into url.URL's decoded Path arrives with its '%', and text
// escaped twice arrives as its first escape; the escaper the fix names
// gives the text back.
func TestEscapersOnTheWire(t *testing.T) {
	type seen struct {
		path  string
		query url.Values
	}
	got := make(chan seen, 1)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got <- seen{r.URL.Path, r.URL.Query()}
	}))
	defer srv.Close()
	get := func(u string) seen {
		t.Helper()
		resp, err := http.Get(u)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return <-got
	}

	const name = "annual report.pdf"
	if s := get(srv.URL + "/files/" + url.QueryEscape(name)); s.path != "/files/annual+report.pdf" {
		t.Errorf("QueryEscape in a path: server decoded %q", s.path)
	}
	if s := get(srv.URL + "/files/" + url.PathEscape(name)); s.path != "/files/"+name {
		t.Errorf("PathEscape in a path: server decoded %q", s.path)
	}

	// path.Join keeps an element's escapes and adds the '/' before it:
	// the element is a path segment, whatever the root joined to it.
	if s := get(srv.URL + path.Join("/", "files", url.QueryEscape(name))); s.path != "/files/annual+report.pdf" {
		t.Errorf("QueryEscape joined by path.Join: server decoded %q", s.path)
	}
	if s := get(srv.URL + path.Join("/", "files", url.PathEscape(name))); s.path != "/files/"+name {
		t.Errorf("PathEscape joined by path.Join: server decoded %q", s.path)
	}

	const term = "a&admin=1+b"
	s := get(srv.URL + "/search?q=" + url.PathEscape(term))
	if s.query.Get("q") == term || s.query.Get("admin") == "" {
		t.Errorf("PathEscape in a query: server decoded %v", s.query)
	}
	if s := get(srv.URL + "/search?q=" + url.QueryEscape(term)); s.query.Get("q") != term || len(s.query) != 1 {
		t.Errorf("QueryEscape in a query: server decoded %v", s.query)
	}

	u, _ := url.Parse(srv.URL)
	u.Path = "/files/" + url.PathEscape(name)
	if s := get(u.String()); s.path != "/files/annual%20report.pdf" {
		t.Errorf("PathEscape into url.URL.Path: server decoded %q", s.path)
	}

	v := url.Values{"a": {"1"}, "b": {"2"}}
	if s := get(srv.URL + "/list?" + url.QueryEscape(v.Encode())); len(s.query) != 1 || s.query.Get("a") != "" {
		t.Errorf("a query escaped twice: server decoded %v", s.query)
	}
	if s := get(srv.URL + "/list?" + v.Encode()); s.query.Get("a") != "1" || s.query.Get("b") != "2" {
		t.Errorf("a query escaped once: server decoded %v", s.query)
	}

	// Text escaped twice: the server decodes once and gets the first
	// escape, not the text; a URL's String() as a value comes back whole.
	withPath, _ := url.Parse("https://example.com/a b/c")
	withRaw, _ := url.Parse("https://example.com/a%2Fb")
	for _, tc := range []struct {
		what, seg, want string
	}{
		{"PathEscape(PathEscape)", url.PathEscape(url.PathEscape(name)), "annual%20report.pdf"},
		{"PathEscape(QueryEscape)", url.PathEscape(url.QueryEscape(name)), "annual+report.pdf"},
		{"PathEscape(EscapedPath())", url.PathEscape(withPath.EscapedPath()), "/a%20b/c"},
		{"PathEscape(RawPath)", url.PathEscape(withRaw.RawPath), "/a%2Fb"},
	} {
		if s := get(srv.URL + "/files/" + tc.seg); s.path != "/files/"+tc.want {
			t.Errorf("%s in a path: server decoded %q, want the escape %q", tc.what, s.path, tc.want)
		}
	}
	// An API that decodes a segment once more (a name with '/' in a
	// registry's repository path) gets the text back from two escapes
	// written together, which the check takes as meant.
	const repo = "library/nginx"
	if s := get(srv.URL + "/repositories/" + url.PathEscape(url.PathEscape(repo))); strings.TrimPrefix(s.path, "/repositories/") != url.PathEscape(repo) {
		t.Errorf("PathEscape(PathEscape) of %q: server decoded %q", repo, s.path)
	} else if again, err := url.PathUnescape(strings.TrimPrefix(s.path, "/repositories/")); err != nil || again != repo {
		t.Errorf("PathEscape(PathEscape) of %q decoded twice: %q, %v", repo, again, err)
	}
	const amp = "a&b c"
	if s := get(srv.URL + "/search?q=" + url.QueryEscape(url.QueryEscape(amp))); s.query.Get("q") != url.QueryEscape(amp) {
		t.Errorf("QueryEscape(QueryEscape) in a query: server decoded %v", s.query)
	}
	cb := srv.URL + "/callback?state=a%20b"
	if s := get(srv.URL + "/authorize?redirect_uri=" + url.QueryEscape(cb)); s.query.Get("redirect_uri") != cb {
		t.Errorf("QueryEscape of a URL's String(): server decoded %v", s.query)
	}
}

// TestHandEscapeEncodedAgain runs url.Values.Encode and a server's
// decoding on text escaped by hand (a space as "%20", as '+') before
// it is set: the server gets the escape, not the space.
func TestHandEscapeEncodedAgain(t *testing.T) {
	got := make(chan string, 1)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got <- r.URL.Query().Get("q")
	}))
	defer srv.Close()
	for _, tc := range []struct{ repl, want string }{{"%20", "a%20b"}, {"+", "a+b"}} {
		q := url.Values{}
		q.Set("q", strings.ReplaceAll("a b", " ", tc.repl))
		resp, err := http.Get(srv.URL + "/search?" + q.Encode())
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if s := <-got; s != tc.want {
			t.Errorf("%q set after a space became %q: server got %q, want %q", tc.repl, tc.repl, s, tc.want)
		}
	}
	// Given as it is, the text arrives whole.
	q := url.Values{}
	q.Set("q", "a b")
	resp, err := http.Get(srv.URL + "/search?" + q.Encode())
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if s := <-got; s != "a b" {
		t.Errorf("text set as it is: server got %q", s)
	}
}
