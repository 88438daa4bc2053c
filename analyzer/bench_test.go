package analyzer_test

import (
	"context"
	"go/types"
	"os"
	"runtime/pprof"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/analysis/passes/buildssa"
	"golang.org/x/tools/go/packages"

	"github.com/urlvet/urlvet/analyzer"
)

// benchPackages are the packages the benchmarks analyze; set
// URLVET_BENCH_PKGS (space-separated patterns, e.g. "std") to change them
// and URLVET_BENCH_DIR to load them from another module's directory.
func benchPackages(b *testing.B) []*packages.Package {
	patterns := strings.Fields(os.Getenv("URLVET_BENCH_PKGS"))
	if len(patterns) == 0 {
		patterns = []string{"net/http", "net/url", "encoding/json", "go/types"}
	}
	cfg := &packages.Config{Mode: packages.LoadAllSyntax, Dir: os.Getenv("URLVET_BENCH_DIR")}
	pkgs, err := packages.Load(cfg, patterns...)
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

// BenchmarkAnalyzerAsDriver measures urlvet as its own driver runs it:
// the packages asked for are checked, their dependencies analyzed for
// their facts alone (analyzer.FactsOnly). Besides the wall time, it
// reports the CPU time of the process (every thread, getrusage) per
// analysis, cpu-ms/op, which a loaded machine disturbs less (with
// GOGC=off, no collection runs). Each package's analysis runs
// under the pprof label pkg, so a profile of the packages loaded once
// and analyzed many times splits by package:
//
//	URLVET_BENCH_DIR=/path/to/module URLVET_BENCH_PKGS=./... \
//	  go test -run '^$' -bench AnalyzerAsDriver -benchtime 5x -cpuprofile cpu.out ./analyzer
//	go tool pprof -top -tagfocus pkg=some/package analyzer.test cpu.out
func BenchmarkAnalyzerAsDriver(b *testing.B) {
	pkgs := benchPackages(b)
	asked := make(map[*types.Package]bool)
	for _, p := range pkgs {
		asked[p.Types] = true
	}
	a := analyzer.New(analyzer.Config{})
	if !analyzer.FactsOnly(a, func(p *types.Package) bool { return !asked[p] }) {
		b.Fatal("FactsOnly: not a urlvet analyzer")
	}
	run := a.Run
	a.Run = func(pass *analysis.Pass) (res any, err error) {
		pprof.Do(context.Background(), pprof.Labels("pkg", pass.Pkg.Path()), func(context.Context) {
			res, err = run(pass)
		})
		return res, err
	}
	b.ReportAllocs()
	b.ResetTimer()
	cpu := processCPU()
	for b.Loop() {
		if _, err := checker.Analyze([]*analysis.Analyzer{a}, pkgs, nil); err != nil {
			b.Fatal(err)
		}
	}
	if cpu := processCPU() - cpu; cpu > 0 {
		b.ReportMetric(float64(cpu.Microseconds())/1e3/float64(b.N), "cpu-ms/op")
	}
}

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
