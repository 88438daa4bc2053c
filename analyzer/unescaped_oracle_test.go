package analyzer

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"
)

// TestZonedTimeOracle sends, to a net/http server, the times the
// unescaped fixture's zoned-time findings write raw into a query: the
// server reads the offset's '+' as a space, and reads the text whole
// once url.QueryEscape has escaped it; in a path the '+' stays. A time in
// UTC keeps its "Z" with RFC 3339 but writes "+0000" with "-0700".
func TestZonedTimeOracle(t *testing.T) {
	got := make(chan string, 1)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got <- r.URL.Query().Get("since") + "|" + r.URL.Path
	}))
	defer srv.Close()
	east := time.Date(2024, 12, 25, 15, 30, 45, 0, time.FixedZone("", 3600))
	for _, c := range []struct {
		at     time.Time
		layout string
		broken bool
	}{
		{east, time.RFC3339, true},
		{east, time.RFC3339Nano, true},
		{east, "2006-01-02T15:04:05-0700", true},
		{east.UTC(), "2006-01-02T15:04:05-0700", true},
		{east.UTC(), time.RFC3339, false},
	} {
		s := c.at.Format(c.layout)
		for _, escape := range []bool{false, true} {
			q := s
			if escape {
				q = url.QueryEscape(s)
			}
			resp, err := http.Get(srv.URL + "/days/" + s + "?since=" + q)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			want := s + "|/days/" + s
			if read := <-got; (read != want) != (c.broken && !escape) {
				t.Errorf("%q (escaped %v): the server read %q, want %q (broken: %v)", s, escape, read, want, c.broken && !escape)
			}
		}
	}
}

// TestHandEscapedSlashOracle sends a project's namespaced path the way
// the slashescaped fixture writes it, owner + "%2F" + repo, to a
// net/http server that takes the project as one segment: an owner with
// a '/' of its own (a subgroup) splits it, and url.PathEscape of each part
// keeps it whole.
func TestHandEscapedSlashOracle(t *testing.T) {
	got := make(chan string, 1)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		segs := strings.Split(strings.TrimPrefix(r.URL.EscapedPath(), "/projects/"), "/")
		got <- segs[0]
	}))
	defer srv.Close()
	for _, c := range []struct {
		owner, repo string
		raw         bool
	}{
		{"group", "repo", true},
		{"group/subgroup", "repo", false},
		{"group/subgroup", "repo", true},
	} {
		owner, repo := c.owner, c.repo
		if !c.raw {
			owner, repo = url.PathEscape(owner), url.PathEscape(repo)
		}
		resp, err := http.Get(srv.URL + "/projects/" + owner + "%2F" + repo + "/repository/branches")
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		want := strings.ReplaceAll(c.owner+"/"+c.repo, "/", "%2F")
		whole := <-got == want
		if split := c.raw && strings.Contains(c.owner, "/"); whole == split {
			t.Errorf("owner %q (raw %v): project read whole %v, want %v", c.owner, c.raw, whole, !split)
		}
	}
}
