package analyzer_test

import (
	"os"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/analysis/passes/buildssa"
	"golang.org/x/tools/go/packages"

	"github.com/urlvet/urlvet/analyzer"
)

// benchPackages are the packages the benchmarks analyze; set
// URLVET_BENCH_PKGS (space-separated patterns, e.g. "std") to change them.
func benchPackages(b *testing.B) []*packages.Package {
	patterns := strings.Fields(os.Getenv("URLVET_BENCH_PKGS"))
	if len(patterns) == 0 {
		patterns = []string{"net/http", "net/url", "encoding/json", "go/types"}
	}
	pkgs, err := packages.Load(&packages.Config{Mode: packages.LoadAllSyntax}, patterns...)
	if err != nil {
		b.Fatal(err)
	}
	return pkgs
}

// noopFact makes the noop analyzer visit dependencies as urlvet does.
type noopFact struct{ N int }

func (*noopFact) AFact() {}

// noop does nothing: with the same driver, its cost is the driver's.
var noop = &analysis.Analyzer{
	Name:      "noop",
	Doc:       "does nothing",
	Run:       func(*analysis.Pass) (any, error) { return nil, nil },
	FactTypes: []analysis.Fact{new(noopFact)},
}

// ssaEverywhere builds SSA for every package, as Requires: buildssa would.
var ssaEverywhere = &analysis.Analyzer{
	Name:      "ssaeverywhere",
	Doc:       "builds SSA for every package",
	Requires:  []*analysis.Analyzer{buildssa.Analyzer},
	Run:       func(*analysis.Pass) (any, error) { return nil, nil },
	FactTypes: []analysis.Fact{new(noopFact)},
}

func benchAnalyze(b *testing.B, a *analysis.Analyzer) {
	pkgs := benchPackages(b)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if _, err := checker.Analyze([]*analysis.Analyzer{a}, pkgs, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkAnalyzer measures urlvet on already loaded, type-checked
// packages and their dependencies.
func BenchmarkAnalyzer(b *testing.B) { benchAnalyze(b, analyzer.New(analyzer.Config{})) }

// BenchmarkNoop is the driver's own cost, for comparison.
func BenchmarkNoop(b *testing.B) { benchAnalyze(b, noop) }

// BenchmarkSSA is the cost of building SSA for every package.
func BenchmarkSSA(b *testing.B) { benchAnalyze(b, ssaEverywhere) }

// BenchmarkLoad is loading and type checking, which every driver pays.
func BenchmarkLoad(b *testing.B) {
	for b.Loop() {
		benchPackages(b)
	}
}
