package plugin_test

import (
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/golangci/plugin-module-register/register"

	"github.com/urlvet/urlvet/analyzer"
	"github.com/urlvet/urlvet/plugin"
)

func TestRegistered(t *testing.T) {
	newPlugin, err := register.GetPlugin("urlvet")
	if err != nil {
		t.Fatal(err)
	}
	p, err := newPlugin(nil)
	if err != nil {
		t.Fatalf("no settings: %v", err)
	}
	if got := p.GetLoadMode(); got != register.LoadModeTypesInfo {
		t.Errorf("GetLoadMode() = %q, want %q", got, register.LoadModeTypesInfo)
	}
}

func TestBadSettings(t *testing.T) {
	for _, tc := range []struct {
		name     string
		settings map[string]any
		want     string // in the error
	}{
		{"unknown key", map[string]any{"rfc": "3986", "colour": "red"}, `unknown field "colour"`},
		{"unknown sink key", map[string]any{"sinks": []any{map[string]any{"func": "a.F", "param": 1}}}, `unknown field "param"`},
		{"wrong type", map[string]any{"checks": "char"}, "checks"},
		{"rfc", map[string]any{"rfc": "3987"}, `unknown RFC profile "3987"`},
		{"checks", map[string]any{"checks": []any{"char", "spelling"}}, `checks: unknown check "spelling"`},
		{"disable", map[string]any{"disable": []any{"nope"}}, `disable: unknown check "nope"`},
		{"sink func", map[string]any{"sinks": []any{map[string]any{"arg": 0}}}, "sinks[0]: func is required"},
		{"sink func name", map[string]any{"sinks": []any{map[string]any{"func": "example.com/api"}}}, "want (pkgpath).Func, (pkgpath).Type.Method or (pkgpath).Type.Field"},
		{"sink dotted path", map[string]any{"sinks": []any{map[string]any{"func": "github.com/nats-io/nats.go.Connect"}}}, "write (pkgpath).Name, such as (github.com/nats-io/nats.go).Connect"},
		{"sink field arg", map[string]any{"sinks": []any{map[string]any{"func": "(a).T.F", "field": true, "arg": 1}}}, "sinks[0]: a field sink takes no arg"},
		{"sink field name", map[string]any{"sinks": []any{map[string]any{"func": "(a).F", "field": true}}}, "a field sink is named (pkgpath).Type.Field"},
		{"sink arg", map[string]any{"sinks": []any{map[string]any{"func": "a.F", "arg": -1}}}, "sinks[0]: arg must not be negative"},
		{"sink target", map[string]any{"sinks": []any{map[string]any{"func": "a.F", "target": "url"}}}, `unknown target "url"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := plugin.New(tc.settings)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("New(%v) error = %v, want one containing %q", tc.settings, err, tc.want)
			}
		})
	}
}

// TestConfigurationsAreIndependent builds two linters the way golangci-lint
// does, one per configuration, and checks that each analyzer keeps its own
// settings: disabling a check in one leaves the other, and the package-level
// analyzer.Analyzer, untouched.
func TestConfigurationsAreIndependent(t *testing.T) {
	all := build(t, map[string]any{})
	noChar := build(t, map[string]any{"disable": []any{"char"}})
	if all == noChar || all == analyzer.Analyzer || noChar == analyzer.Analyzer {
		t.Fatal("configurations share an analyzer")
	}
	again := build(t, map[string]any{})
	if again == all {
		t.Fatal("BuildAnalyzers returned the same analyzer twice")
	}

	pkgs := load(t)
	wants := parseWants(t, "testdata/urls/urls.go")
	for _, tc := range []struct {
		name string
		a    *analysis.Analyzer
		want []finding
	}{
		{"all", all, wants},
		{"disable char", noChar, without(wants, "char")},
		{"all again", all, wants}, // running noChar did not change all
	} {
		if got := run(t, tc.a, pkgs); !slices.Equal(got, tc.want) {
			t.Errorf("%s: got findings\n\t%v\nwant\n\t%v", tc.name, got, tc.want)
		}
	}
	if len(without(wants, "char")) == len(wants) {
		t.Fatal("testdata has no char finding: the test would prove nothing")
	}
}

// TestRFCSetting checks that "rfc" reaches the analyzer: RFC 1738 has no IP
// literals, so it reports "http://[::1]:8080/", which RFC 3986 accepts.
func TestRFCSetting(t *testing.T) {
	pkgs := load(t)
	line := lineOf(t, "testdata/urls/urls.go", "[::1]")
	count := func(fs []finding) (n int) {
		for _, f := range fs {
			if f.Line == line {
				n++
			}
		}
		return n
	}
	if n := count(run(t, build(t, map[string]any{"rfc": "3986"}), pkgs)); n != 0 {
		t.Errorf("rfc 3986: %d findings on line %d, want none", n, line)
	}
	if n := count(run(t, build(t, map[string]any{"rfc": "1738"}), pkgs)); n == 0 {
		t.Errorf("rfc 1738: no finding on line %d", line)
	}
}

// build returns the analyzer golangci-lint would run for settings.
func build(t *testing.T, settings map[string]any) *analysis.Analyzer {
	t.Helper()
	p, err := plugin.New(settings)
	if err != nil {
		t.Fatalf("New(%v): %v", settings, err)
	}
	as, err := p.BuildAnalyzers()
	if err != nil {
		t.Fatal(err)
	}
	if len(as) != 1 || as[0].Name != "urlvet" {
		t.Fatalf("BuildAnalyzers() = %v, want one urlvet analyzer", as)
	}
	return as[0]
}

// load loads the packages of testdata/urls, once: with their dependencies
// from source (net/url and its dependencies), loading costs seconds.
func load(t *testing.T) []*packages.Package {
	t.Helper()
	pkgs, err := loadURLs()
	if err != nil {
		t.Fatal(err)
	}
	return pkgs
}

var loadURLs = sync.OnceValues(func() ([]*packages.Package, error) {
	cfg := &packages.Config{Mode: packages.LoadAllSyntax, Dir: "testdata/urls"}
	pkgs, err := packages.Load(cfg, "./...")
	if err == nil && packages.PrintErrors(pkgs) > 0 {
		err = errors.New("testdata/urls does not type-check")
	}
	return pkgs, err
})

// run applies a to pkgs and returns its findings in the root packages.
func run(t *testing.T, a *analysis.Analyzer, pkgs []*packages.Package) []finding {
	t.Helper()
	g, err := checker.Analyze([]*analysis.Analyzer{a}, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	var got []finding
	for _, act := range g.Roots {
		if act.Err != nil {
			t.Fatalf("%s: %v", act, act.Err)
		}
		for _, d := range act.Diagnostics {
			p := act.Package.Fset.Position(d.Pos)
			got = append(got, finding{File: filepath.Base(p.Filename), Line: p.Line, Col: p.Column, Check: d.Category})
		}
	}
	sortFindings(got)
	return got
}

// TestOneLine checks that the analyzer golangci-lint runs folds related
// information into the message: golangci-lint makes an issue of each
// related position.
func TestOneLine(t *testing.T) {
	pkgs := load(t)
	g, err := checker.Analyze([]*analysis.Analyzer{build(t, nil)}, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	line := lineOf(t, "testdata/urls/urls.go", "url.Parse(page)")
	noted := 0
	for _, act := range g.Roots {
		for _, d := range act.Diagnostics {
			if len(d.Related) > 0 {
				t.Errorf("%s: %q has related information", act.Package.Fset.Position(d.Pos), d.Message)
			}
			if strings.HasSuffix(d.Message, fmt.Sprintf("; reaches url.Parse at urls.go:%d:2", line)) {
				noted++
			}
		}
	}
	if noted != 1 {
		t.Errorf("%d findings name the call of url.Parse(page) in their message, want 1", noted)
	}
}
