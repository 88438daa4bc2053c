package plugin

import (
	"os"
	"reflect"
	"strings"
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
			{Func: "example.com/api.Fetch", Arg: 1, Param: analyzer.SinkParam{Target: rfc.HTTP}},
			{Func: "example.com/api.Client.Open", Arg: 0, Param: analyzer.SinkParam{Target: rfc.Reference}},
			{Func: "example.com/client.go.Options.BaseURL", Field: true, Param: analyzer.SinkParam{Target: rfc.HTTP}},
		},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("config:\ngot  %+v\nwant %+v", got, want)
	}
}

// TestExampleComments checks that .golangci.example.yml's comments name
// every sink target and every warning check, as they are today.
func TestExampleComments(t *testing.T) {
	data, err := os.ReadFile("../.golangci.example.yml")
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	for tgt := rfc.Target(0); ; tgt++ {
		name := tgt.String()
		if strings.HasPrefix(name, "Target(") {
			break
		}
		if !strings.Contains(text, " "+name+",") && !strings.Contains(text, " "+name+" (") && !strings.Contains(text, " "+name+".") {
			t.Errorf(".golangci.example.yml does not name target %q", name)
		}
	}
	for _, d := range analyzer.Checks() {
		if d.Severity == rfc.Warning && !strings.Contains(text, string(d.ID)) {
			t.Errorf(".golangci.example.yml does not name warning check %s", d.ID)
		}
	}
}
