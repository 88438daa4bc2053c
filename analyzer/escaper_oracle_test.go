package analyzer_test

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

// TestEscapersOnTheWire sends what the escaper check reports to a real
// server and reads what its handler decodes: url.QueryEscape in a path
// comes back with '+' for a space, url.PathEscape in a query adds a
// parameter, a query escaped again is one parameter, and an escape
// written into url.URL's decoded Path arrives with its '%'; the escaper
// the fix names gives the text back.
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
}
