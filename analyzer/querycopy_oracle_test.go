package analyzer

import (
	"net/url"
	"testing"
)

// TestQueryCopyOracle runs what query-copy claims: an edit of the map
// Query returns leaves the URL as it was, and the same edit written back
// changes it.
func TestQueryCopyOracle(t *testing.T) {
	for _, edit := range []struct {
		name string
		do   func(url.Values)
	}{
		{"Set", func(q url.Values) { q.Set("page", "2") }},
		{"Add", func(q url.Values) { q.Add("callback_url", "https://app.example.com/cb") }},
		{"Del", func(q url.Values) { q.Del("token") }},
	} {
		u, err := url.Parse("https://example.com/logout?token=t&page=1")
		if err != nil {
			t.Fatal(err)
		}
		before := u.String()
		edit.do(u.Query())
		if got := u.String(); got != before {
			t.Errorf("%s on u.Query() changed the URL to %s", edit.name, got)
		}
		q := u.Query()
		edit.do(q)
		u.RawQuery = q.Encode()
		if got := u.String(); got == before {
			t.Errorf("%s written back left the URL as %s", edit.name, got)
		}
	}
}
