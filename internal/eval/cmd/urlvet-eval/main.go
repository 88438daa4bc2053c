// Command urlvet-eval measures urlvet on a Go module.
//
//	urlvet-eval [-C dir] [-project name] [-tests] [-analyzer urlvet|nop] [-literals] [-warnings] [-o report.json] [-factdigest facts.txt] patterns...
//	urlvet-eval -table [-findings] report.json...
//	urlvet-eval -compare before.json,... after.json...
//	urlvet-eval -diff before.json after.json
//
// The first form runs one measurement in this process and writes it as
// JSON; run it once per project, test mode and analyzer so that each peak
// RSS is its own; -factdigest also writes a digest of every fact
// exported, for comparing the facts of two builds (a report holds none).
// The second renders saved measurements as Markdown; the third compares two sets of
// saved measurements (before and after a change), pairing reports of the
// same project, test mode and analyzer. The fourth prints every
// difference between two reports of one corpus in what urlvet says
// (findings and their fixes, sites and why they were not followed;
// timings left out) and exits with status 1 if there is one.
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"strings"
	"sync"
	"time"

	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/analyzer"
	"github.com/urlvet/urlvet/internal/eval"
)

var (
	dir        = flag.String("C", "", "load packages from this module directory")
	project    = flag.String("project", "", "project name in the report (default: the directory's base name)")
	tests      = flag.Bool("tests", false, "load test files too")
	which      = flag.String("analyzer", "urlvet", "analyzer to run: urlvet, or nop (loads the same packages, does nothing)")
	literals   = flag.Bool("literals", false, "run urlvet with -literals")
	warnings   = flag.Bool("warnings", false, "run urlvet with -warnings: the checks of severity warning too")
	checkDeps  = flag.Bool("checkdeps", false, "run the checks on the dependencies too, as go vet -vettool does, not only compute their facts as urlvet does")
	out        = flag.String("o", "", "write the JSON report to this file (default: standard output)")
	cpuprofile = flag.String("cpuprofile", "", "write a CPU profile of the analysis (not the loading) to this file")
	memprofile = flag.String("memprofile", "", "write an allocation profile to this file at exit")
	factDigest = flag.String("factdigest", "", "write a digest of every fact the analysis exported, dependencies' included, to this file: one sorted line per fact, \"package [object path] type sha256-of-gob\"; two builds export the same facts if the files are equal")
	table      = flag.Bool("table", false, "render the JSON reports named as arguments as Markdown")
	findings   = flag.Bool("findings", false, "with -table, list every finding")
	compare    = flag.String("compare", "", "comma-separated JSON reports measured before: compare them with the reports named as arguments")
	diff       = flag.Bool("diff", false, "print the differences between two JSON reports of one corpus (before, after) but timings; exit 1 if any")
)

func main() {
	start := time.Now()
	log.SetFlags(0)
	log.SetPrefix("urlvet-eval: ")
	flag.Parse()
	if *table {
		eval.WriteMarkdown(os.Stdout, readReports(flag.Args()), *findings)
		return
	}
	if *diff {
		if flag.NArg() != 2 {
			log.Fatal("-diff takes two reports: before.json after.json")
		}
		r := readReports(flag.Args())
		d := eval.Diff(r[0], r[1])
		for _, line := range d {
			fmt.Println(line)
		}
		if len(d) > 0 {
			os.Exit(1)
		}
		return
	}
	if *compare != "" {
		eval.WriteComparison(os.Stdout, readReports(strings.Split(*compare, ",")), readReports(flag.Args()))
		return
	}
	if flag.NArg() == 0 {
		log.Fatal("no package patterns")
	}

	a := analyzer.New(analyzer.Config{Literals: *literals, Warnings: *warnings})
	name := "urlvet"
	if *literals {
		name += "-literals"
	}
	if *warnings {
		name += "-warnings"
	}
	switch *which {
	case "urlvet":
	case "nop":
		a, name = eval.Nop(a), "nop"
	default:
		log.Fatalf("unknown analyzer %q", *which)
	}
	if *cpuprofile != "" {
		a = profiled(a, *cpuprofile)
	}
	cfg := eval.Config{Project: *project, Dir: *dir, Patterns: flag.Args(), Tests: *tests, Analyzer: a, Name: name, Start: start, CheckDeps: *checkDeps}
	if cfg.Project == "" {
		cfg.Project = baseName(*dir)
	}
	var digest *bufio.Writer
	if *factDigest != "" {
		f, err := os.Create(*factDigest)
		if err != nil {
			log.Fatal(err)
		}
		defer f.Close()
		digest = bufio.NewWriter(f)
		cfg.FactDigest = digest
	}
	r, err := eval.Run(cfg)
	if err != nil {
		log.Fatal(err)
	}
	if digest != nil {
		if err := digest.Flush(); err != nil {
			log.Fatal(err)
		}
	}
	stopProfile()
	if *memprofile != "" {
		writeHeapProfile(*memprofile)
	}

	data, err := json.MarshalIndent(r, "", "\t")
	if err != nil {
		log.Fatal(err)
	}
	data = append(data, '\n')
	if *out == "" {
		os.Stdout.Write(data)
	} else if err := os.WriteFile(*out, data, 0o666); err != nil {
		log.Fatal(err)
	}
	fmt.Fprintf(os.Stderr, "%s: %d packages (%d with errors), %d analyzer errors, %d sites, %d findings, load %v (CPU %v), analysis %v (CPU %v, GC %v), peak %d MiB\n",
		r.Project, r.Packages, r.LoadErrors, len(r.Errors), r.Sites, len(r.Findings), r.Load.Round(time.Millisecond), r.LoadCPU.Round(time.Millisecond),
		r.Analysis.Round(time.Millisecond), r.AnalysisCPU.Round(time.Millisecond), r.AnalysisGC.Round(time.Millisecond), r.PeakRSS>>20)
}

func readReports(files []string) []*eval.Report {
	var reports []*eval.Report
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			log.Fatal(err)
		}
		r := new(eval.Report)
		if err := json.Unmarshal(data, r); err != nil {
			log.Fatalf("%s: %v", f, err)
		}
		reports = append(reports, r)
	}
	return reports
}

// profiled wraps a's Run, in place, so that the CPU profile starts with
// its first run: the profile then shows the analysis, not package
// loading. The analyzer stays the one New made, which
// analyzer.FactsOnly knows.
func profiled(a *analysis.Analyzer, file string) *analysis.Analyzer {
	run := a.Run
	var once sync.Once
	a.Run = func(pass *analysis.Pass) (res any, err error) {
		once.Do(func() { startProfile(file) })
		// Label the samples with the package, for pprof -tags and -tagfocus.
		pprof.Do(context.Background(), pprof.Labels("pkg", pass.Pkg.Path()), func(context.Context) {
			res, err = run(pass)
		})
		return res, err
	}
	return a
}

var profileFile *os.File

func startProfile(file string) {
	f, err := os.Create(file)
	if err != nil {
		log.Fatal(err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		log.Fatal(err)
	}
	profileFile = f
}

func stopProfile() {
	if profileFile != nil {
		pprof.StopCPUProfile()
		profileFile.Close()
	}
}

func writeHeapProfile(file string) {
	f, err := os.Create(file)
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	runtime.GC()
	if err := pprof.Lookup("allocs").WriteTo(f, 0); err != nil {
		log.Fatal(err)
	}
}

func baseName(dir string) string {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return dir
	}
	return filepath.Base(abs)
}
