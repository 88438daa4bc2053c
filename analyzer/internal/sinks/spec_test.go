package sinks

import (
	"reflect"
	"testing"
)

// TestMakeParses checks that a structured setting makes the sink its
// -sinks text parses to.
func TestMakeParses(t *testing.T) {
	for _, tc := range []struct {
		name   string
		arg    int
		field  bool
		target string
		text   string
	}{
		{"example.com/api.Fetch", 1, false, "", "example.com/api.Fetch:1"},
		{"net/http.Client.Get", 0, false, "http", "net/http.Client.Get:0:http"},
		{"(github.com/nats-io/nats.go).Connect", 0, false, "urllist", "(github.com/nats-io/nats.go).Connect:0:urllist"},
		{"(example.com/lib).Config.Endpoint", 0, true, "http", "(example.com/lib).Config.Endpoint:field:http"},
	} {
		made, err := Make(tc.name, tc.arg, tc.field, tc.target)
		if err != nil {
			t.Errorf("Make(%q): %v", tc.name, err)
			continue
		}
		parsed, err := Parse(tc.text)
		if err != nil || len(parsed) != 1 || !reflect.DeepEqual(parsed[0], made) {
			t.Errorf("Make(%q, %d, %t, %q) = %+v, Parse(%q) = %+v, %v", tc.name, tc.arg, tc.field, tc.target, made, tc.text, parsed, err)
		}
	}
	for _, bad := range []struct {
		name   string
		arg    int
		field  bool
		target string
	}{
		{"example.com/api", 0, false, ""},
		{"(a).F", 0, true, ""},
		{"a.F", -1, false, ""},
		{"a.F", 0, false, "url"},
	} {
		if s, err := Make(bad.name, bad.arg, bad.field, bad.target); err == nil {
			t.Errorf("Make(%+v) = %+v, want an error", bad, s)
		}
	}
}
