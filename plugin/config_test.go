package plugin

import (
	"reflect"
	"testing"

	"github.com/urlvet/urlvet/analyzer"
	"github.com/urlvet/urlvet/rfc"
)

// TestConfig checks the mapping from settings, as golangci-lint passes them
// after reading YAML, to the analyzer's configuration.
func TestConfig(t *testing.T) {
	p, err := New(map[string]any{
		"rfc":      "RFC1738",
		"checks":   []any{"char", "port"},
		"disable":  []any{"host-underscore"},
		"literals": true,
		"warnings": true,
		"sinks": []any{
			map[string]any{"func": "example.com/api.Fetch", "arg": 1, "target": "http"},
			map[string]any{"func": "example.com/api.Client.Open"},
			map[string]any{"func": "(example.com/client.go).Options.BaseURL", "field": true, "target": "http"},
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	got := p.(*linter).cfg
	want := analyzer.Config{
		Profile:  rfc.RFC1738,
		Checks:   []rfc.CheckID{rfc.CheckChar, rfc.CheckPort},
		Disable:  []rfc.CheckID{rfc.CheckHostUnderscore},
		Literals: true,
		Warnings: true,
		Sinks: []analyzer.Sink{
			{Func: "example.com/api.Fetch", Arg: 1, Target: rfc.HTTP},
			{Func: "example.com/api.Client.Open", Arg: 0, Target: rfc.Reference},
			{Func: "example.com/client.go.Options.BaseURL", Field: true, Target: rfc.HTTP},
		},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("config:\ngot  %+v\nwant %+v", got, want)
	}
}
