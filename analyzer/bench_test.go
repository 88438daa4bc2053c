package analyzer_test

import (
	"context"
	"fmt"
	"go/types"
	"os"
	"path/filepath"
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

// BenchmarkGeneratedClient measures urlvet on a generated API client: a
// package of thousands of methods that each build one request and send
// it, and a helper that fills a request's path parameters, so that
// every request's call is asked whether it is handed to it
// (pathsFilled, which looks for the variable the request is assigned
// to). Its dependencies are analyzed for their facts alone, as the
// driver does.
func BenchmarkGeneratedClient(b *testing.B) {
	dir := b.TempDir()
	var src strings.Builder
	src.WriteString(`package client

import (
	"context"
	"net/http"
	"strings"
)

type Client struct {
	hc   *http.Client
	base string
}

func setID(req *http.Request, id string) {
	req.URL.Path = strings.Replace(req.URL.Path, "{id}", id, 1)
}
`)
	for i := range 2000 {
		fmt.Fprintf(&src, `
func (c *Client) Get%d(ctx context.Context, id string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, "GET", c.base+"/v1/items%d/{id}", nil)
	if err != nil {
		return nil, err
	}
	setID(req, id)
	return c.hc.Do(req)
}
`, i, i)
	}
	for name, text := range map[string]string{"go.mod": "module example.com/client\n\ngo 1.22\n", "client.go": src.String()} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o666); err != nil {
			b.Fatal(err)
		}
	}
	pkgs, err := packages.Load(&packages.Config{Mode: packages.LoadAllSyntax, Dir: dir}, ".")
	if err != nil || len(pkgs) != 1 || len(pkgs[0].Errors) > 0 {
		b.Fatal(err, pkgs)
	}
	a := analyzer.New(analyzer.Config{})
	if !analyzer.FactsOnly(a, func(p *types.Package) bool { return p != pkgs[0].Types }) {
		b.Fatal("FactsOnly: not a urlvet analyzer")
	}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if _, err := checker.Analyze([]*analysis.Analyzer{a}, pkgs, nil); err != nil {
			b.Fatal(err)
		}
	}
}
