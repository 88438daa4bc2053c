package driver

import (
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
)

type fact struct{}

func (*fact) AFact() {}

func TestLoadMode(t *testing.T) {
	plain := &analysis.Analyzer{Name: "plain", Doc: "plain"}
	withFacts := &analysis.Analyzer{Name: "facts", Doc: "facts", FactTypes: []analysis.Fact{new(fact)}}
	requiresFacts := &analysis.Analyzer{Name: "req", Doc: "req", Requires: []*analysis.Analyzer{withFacts}}
	for _, tc := range []struct {
		a    *analysis.Analyzer
		deps bool
	}{{plain, false}, {withFacts, true}, {requiresFacts, true}} {
		got := LoadMode(tc.a)&packages.NeedDeps != 0
		if got != tc.deps {
			t.Errorf("LoadMode(%s) loads dependencies: %v, want %v", tc.a.Name, got, tc.deps)
		}
	}
}
