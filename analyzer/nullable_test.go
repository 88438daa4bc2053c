package analyzer_test

import (
	"fmt"
	"slices"
	"testing"
)

// TestNullStringReasons checks the sites of fields/nullable, reads of
// nullable strings: a field's constants checked through its
// constructors and literals, a field only decoded (or copied from
// itself) "decoded", a field holding text left unresolved.
func TestNullStringReasons(t *testing.T) {
	t.Parallel()
	var got []string
	for at, site := range sitesByFileLine(t, "fields/nullable") {
		got = append(got, at+" "+site)
	}
	slices.Sort(got)
	want := []string{
		"nullable.go:48 net/url.Parse true  1", // the NewString default
		"nullable.go:54 net/url.Parse false decoded 0",
		"nullable.go:59 net/http.Get true  1", // the StringFrom default
		"nullable.go:64 net/url.Parse false field 0",
		"nullable.go:69 net/url.Parse true  1",
		"nullable.go:74 net/http.Get true  1",
		"nullable.go:79 net/url.Parse true  1",
		"nullable.go:86 net/url.Parse true  1", // ns.String = ...
		"nullable.go:92 net/url.Parse false input 0",
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("sink calls:\n got %q\nwant %q", got, want)
	}
}

// TestAddressFieldReasons checks the sites of fields/addr: a field read
// whole whose constants are IP addresses is resolved at a sink taking
// an address only.
func TestAddressFieldReasons(t *testing.T) {
	t.Parallel()
	var got []string
	for at, site := range sitesByFileLine(t, "fields/addr") {
		got = append(got, at+" "+site)
	}
	slices.Sort(got)
	want := []string{
		"addr.go:24 net/url.URL.Host true  1", // 127.0.0.1: and the port
		"addr.go:34 net/url.URL.Host true  1",
		"addr.go:46 net/http.Get false field 0", // a URL sink
		"addr.go:52 net/url.URL.Host true  1",   // a template: the field is a hole
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("sink calls:\n got %q\nwant %q", got, want)
	}
}
