package analyzer

import (
	"net/url"
	"strconv"
	"testing"
)

// TestQueryTailOracle: what net/url reads of the queries query-question
// reports after a value an escaper made or a number, and after a '?'
// written next to a helper's query that starts with its own: the
// parameter after the second '?' never arrives, whatever the value; with
// the '&' of the fix, or one '?', it does.
func TestQueryTailOracle(t *testing.T) {
	query := func(s string) url.Values {
		t.Helper()
		u, err := url.Parse(s)
		if err != nil {
			t.Fatalf("url.Parse(%q): %v", s, err)
		}
		return u.Query()
	}
	for _, value := range []string{"go", "a b", "x&y=1", "https://example.com/?a=b", "", strconv.Itoa(42)} {
		for _, escaped := range []string{url.QueryEscape(value), url.PathEscape(value)} {
			bad := query("https://api.example.com/items?q=" + escaped + "?page=2")
			if bad.Has("page") || bad.Get("q") != value+"?page=2" && escaped == url.QueryEscape(value) {
				t.Errorf("value %q: ?q=%s?page=2 reads %v, want q holding the rest and no page", value, escaped, bad)
			}
			if good := query("https://api.example.com/items?q=" + escaped + "&page=2"); good.Get("page") != "2" {
				t.Errorf("value %q: ?q=%s&page=2 reads %v, want page=2", value, escaped, good)
			}
		}
	}
	// A helper's query that starts with its own '?'.
	helper := func(v url.Values) string { return "?" + v.Encode() }
	for _, v := range []url.Values{{"page": {"2"}}, {"a": {"1"}, "page": {"2"}}} {
		bad := query("https://api.example.com/items?" + helper(v))
		if bad.Get("page") == "2" && v.Get("a") == "" {
			t.Errorf("%v: a doubled '?' reads %v, want no page", v, bad)
		}
		if first := bad.Get("?" + firstKey(v)); first == "" {
			t.Errorf("%v: a doubled '?' reads %v, want the first key starting with '?'", v, bad)
		}
		if good := query("https://api.example.com/items" + helper(v)); good.Get("page") != "2" {
			t.Errorf("%v: one '?' reads %v, want page=2", v, good)
		}
	}
}

// firstKey returns the key url.Values.Encode writes first: the least.
func firstKey(v url.Values) string {
	first := ""
	for k := range v {
		if first == "" || k < first {
			first = k
		}
	}
	return first
}
