package analyzer

import (
	"net/http/httptest"
	"net/url"
	"testing"
)

// TestDecodedTwiceOracle runs what the escaper check claims of a query
// value decoded again: net/http decodes it once, and the second decoding
// changes it.
func TestDecodedTwiceOracle(t *testing.T) {
	want := "rate(x[5m]) + 1"
	r := httptest.NewRequest("GET", "/v1/vector?query="+url.QueryEscape(want), nil)
	got := r.URL.Query().Get("query")
	if got != want {
		t.Fatalf("Query().Get gave %q, want %q", got, want)
	}
	again, err := url.QueryUnescape(got)
	if err != nil {
		t.Fatal(err)
	}
	if again == want {
		t.Errorf("QueryUnescape of the decoded value left %q as it was", want)
	}
}
