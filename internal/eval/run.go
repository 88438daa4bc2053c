package eval

import (
	"bytes"
	"fmt"
	"go/token"
	"go/types"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/metrics"
	"sort"
	"strings"
	"time"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/urlvet/urlvet/analyzer"
	"github.com/urlvet/urlvet/internal/driver"
)

// Config says what to measure.
type Config struct {
	Project  string
	Dir      string   // module directory; the current one if empty
	Patterns []string // package patterns, relative to Dir
	Tests    bool     // load test files too
	Analyzer *analysis.Analyzer
	Name     string // the analyzer's name in the report; Analyzer.Name if empty
	// CheckDeps runs the checks on the dependencies of the packages asked
	// for too, as go vet -vettool does, rather than only computing their
	// facts, as urlvet's own driver does (analyzer.FactsOnly).
	CheckDeps bool
	Start     time.Time // process start, for Report.Wall; now if zero
	// FactDigest, if set, receives a digest of every fact the analysis
	// exported, dependencies' included, one line each (writeFactDigest):
	// for comparing two builds' facts, which no report holds.
	FactDigest io.Writer
}

// Run loads the packages and runs the analyzer over them the way
// singlechecker does: whole-program syntax only when some analyzer
// needs facts.
func Run(cfg Config) (*Report, error) {
	if cfg.Start.IsZero() {
		cfg.Start = time.Now()
	}
	dir, err := filepath.Abs(cfg.Dir)
	if err != nil {
		return nil, err
	}
	cfg.Dir = dir
	r := &Report{
		Project:      cfg.Project,
		Dir:          cfg.Dir,
		Patterns:     cfg.Patterns,
		Tests:        cfg.Tests,
		Analyzer:     orDefault(cfg.Name, cfg.Analyzer.Name),
		Unresolved:   map[string]int{},
		ByCheck:      map[string]int{},
		ByCheckTests: map[string]int{},
		BySink:       map[string]*SinkCount{},
	}

	mode := driver.LoadMode(cfg.Analyzer)
	t0, cpu0 := time.Now(), cpuTime()
	var pkgs []*packages.Package
	pkgs, err = packages.Load(&packages.Config{Mode: mode, Dir: cfg.Dir, Tests: cfg.Tests}, cfg.Patterns...)
	if err != nil {
		return nil, err
	}
	if len(pkgs) == 0 {
		return nil, fmt.Errorf("%s matched no packages", strings.Join(cfg.Patterns, " "))
	}
	r.Load, r.LoadCPU = time.Since(t0), cpuTime()-cpu0
	r.Packages = len(pkgs)
	for _, p := range pkgs {
		if len(p.Errors) > 0 || len(p.TypeErrors) > 0 {
			r.LoadErrors++
		}
	}

	// Like urlvet's own driver, analyze the dependencies of the packages
	// asked for for their facts alone.
	if !cfg.CheckDeps {
		roots := make(map[*types.Package]bool, len(pkgs))
		for _, p := range pkgs {
			roots[p.Types] = true
		}
		analyzer.FactsOnly(cfg.Analyzer, func(p *types.Package) bool { return !roots[p] })
		defer analyzer.FactsOnly(cfg.Analyzer, nil)
	}

	// Collect the garbage of loading first: a collection cycle over the
	// loaded syntax and types that loading began would otherwise be
	// charged to the analysis, or not, depending on when it started.
	runtime.GC()
	t0, cpu0, gc0 := time.Now(), cpuTime(), gcCPU()
	graph, err := checker.Analyze([]*analysis.Analyzer{cfg.Analyzer}, pkgs, nil)
	if err != nil {
		return nil, err
	}
	r.Analysis, r.AnalysisCPU, r.AnalysisGC = time.Since(t0), cpuTime()-cpu0, gcCPU()-gc0
	if cfg.FactDigest != nil {
		if err := writeFactDigest(cfg.FactDigest, graph, cfg.Analyzer); err != nil {
			return nil, err
		}
	}

	lines := newLineReader()
	seenSite := map[string]bool{}
	seenFinding := map[string]bool{}
	for act := range graph.All() {
		if act.Analyzer != cfg.Analyzer {
			continue
		}
		r.Self += act.Duration
		if act.Err != nil {
			r.Errors = append(r.Errors, act.Err.Error())
		}
		// Dependencies are analyzed for facts only: like singlechecker,
		// report what urlvet says about the packages asked for.
		if !act.IsRoot {
			continue
		}
		fset := act.Package.Fset
		if res, ok := act.Result.(*analyzer.Result); ok && res != nil {
			for _, c := range res.Calls {
				// Test variants repeat the package's own files: count each site once.
				key := fset.Position(c.Pos).String() + " " + c.Sink
				if seenSite[key] {
					continue
				}
				seenSite[key] = true
				r.addSite(c)
				pos := fset.Position(c.Pos)
				site := Site{Pos: relPos(cfg.Dir, pos), Sink: c.Sink, Line: lines.line(pos.Filename, pos.Line)}
				if !c.Resolved {
					site.Reason = orDefault(c.Unresolved, "unknown")
					r.Missed = append(r.Missed, site)
				}
				site.Constants = c.Constants
				r.Calls = append(r.Calls, site)
			}
		}
		for _, d := range act.Diagnostics {
			pos := fset.Position(d.Pos)
			key := pos.String() + " " + d.Category + " " + d.Message
			if seenFinding[key] {
				continue
			}
			seenFinding[key] = true
			f := Finding{
				Pos:     relPos(cfg.Dir, pos),
				Check:   d.Category,
				Message: d.Message,
				Test:    strings.HasSuffix(pos.Filename, "_test.go"),
				Line:    lines.line(pos.Filename, pos.Line),
				Fixes:   len(d.SuggestedFixes),
			}
			if d.End.IsValid() {
				f.End = relPos(cfg.Dir, fset.Position(d.End))
			}
			for _, ri := range d.Related {
				rel := Related{Pos: relPos(cfg.Dir, fset.Position(ri.Pos)), Message: ri.Message}
				if ri.End.IsValid() {
					rel.End = relPos(cfg.Dir, fset.Position(ri.End))
				}
				f.Related = append(f.Related, rel)
			}
			for _, sf := range d.SuggestedFixes {
				fix := Fix{Message: sf.Message}
				for _, e := range sf.TextEdits {
					end := e.End
					if !end.IsValid() {
						end = e.Pos
					}
					fix.Edits = append(fix.Edits, Edit{relPos(cfg.Dir, fset.Position(e.Pos)), relPos(cfg.Dir, fset.Position(end)), string(e.NewText)})
				}
				f.SuggestedFixes = append(f.SuggestedFixes, fix)
			}
			r.Findings = append(r.Findings, f)
		}
	}
	rootPaths := map[string]bool{}
	for _, p := range pkgs {
		rootPaths[strings.TrimSuffix(p.PkgPath, "_test")] = true
	}
	for name, n := range r.BySink {
		n.Own = ownSink(name, rootPaths)
	}
	r.dropSupersededWarnings()
	sort.Slice(r.Findings, func(i, j int) bool { return r.Findings[i].Pos < r.Findings[j].Pos })
	sort.Slice(r.Missed, func(i, j int) bool { return r.Missed[i].Pos < r.Missed[j].Pos })
	sort.Slice(r.Calls, func(i, j int) bool { return r.Calls[i].Pos < r.Calls[j].Pos })
	r.Wall = time.Since(cfg.Start)
	r.PeakRSS = peakRSS()
	return r, nil
}

// dropSupersededWarnings removes a warning of a check at the characters
// where the same check reports an error, as urlvet's driver does, and
// counts the findings left by check.
func (r *Report) dropSupersededWarnings() {
	r.Findings = driver.DropSupersededWarnings(r.Findings, func(f Finding) (string, string, string, string) {
		return f.Pos, f.End, f.Check, f.Message
	})
	r.ByCheck, r.ByCheckTests = map[string]int{}, map[string]int{}
	for _, f := range r.Findings {
		r.ByCheck[f.Check]++
		if f.Test {
			r.ByCheckTests[f.Check]++
		}
	}
}

func (r *Report) addSite(c analyzer.SinkCall) {
	r.Sites++
	r.Constants += c.Constants
	n := r.BySink[c.Sink]
	if n == nil {
		n = new(SinkCount)
		r.BySink[c.Sink] = n
	}
	n.Sites++
	n.Constants += c.Constants
	if c.Resolved {
		n.Resolved++
	}
	if c.Resolved {
		r.Resolved++
	} else {
		r.Unresolved[orDefault(c.Unresolved, "unknown")]++
	}
}

// Nop returns an analyzer that does nothing but declares the same fact
// types as a, so that the driver loads and type-checks exactly what it
// loads for a: the baseline the cost of a is measured against.
func Nop(a *analysis.Analyzer) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:      "nop",
		Doc:       "does nothing; the baseline for " + a.Name,
		FactTypes: a.FactTypes,
		Run:       func(*analysis.Pass) (any, error) { return nil, nil },
	}
}

// ownSink reports whether a sink name ("(*example.com/p.T).M",
// "example.com/p.F") names a function of one of the root packages.
func ownSink(name string, roots map[string]bool) bool {
	s := strings.TrimLeft(name, "(*")
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == '.' && roots[s[:i]] {
			return true
		}
	}
	return false
}

func relPos(dir string, pos token.Position) string {
	if dir != "" {
		if rel, err := filepath.Rel(dir, pos.Filename); err == nil && !strings.HasPrefix(rel, "..") {
			pos.Filename = rel
		}
	}
	return pos.String()
}

func orDefault(s, fallback string) string {
	if s == "" {
		return fallback
	}
	return s
}

// gcCPU returns the CPU time the garbage collector has used so far, as
// the runtime estimates it.
func gcCPU() time.Duration {
	s := []metrics.Sample{{Name: "/cpu/classes/gc/total:cpu-seconds"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindFloat64 {
		return 0
	}
	return time.Duration(s[0].Value.Float64() * float64(time.Second))
}

// A lineReader returns source lines, reading each file once.
type lineReader map[string][][]byte

func newLineReader() lineReader { return lineReader{} }

func (lr lineReader) line(file string, n int) string {
	lines, ok := lr[file]
	if !ok {
		data, _ := os.ReadFile(file)
		lines = bytes.Split(data, []byte("\n"))
		lr[file] = lines
	}
	if n < 1 || n > len(lines) {
		return ""
	}
	return strings.TrimSpace(string(lines[n-1]))
}
