package main

import (
	"cmp"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"go/types"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/analyzer"
	"github.com/urlvet/urlvet/internal/driver"
	"github.com/urlvet/urlvet/internal/notes"
)

// standalone is the parsed command line of the package mode.
type standalone struct {
	json, sarif, fix, diff, tests bool
	context                       int
	tags, sarifRoot               string
	cpuprofile, memprofile        string
	patterns                      []string
}

// parseStandalone parses the flags of the package mode: the analyzer's own
// (unprefixed) and those of x/tools' singlechecker, which the package mode
// keeps. It returns nil and the exit code when the command line is wrong.
func parseStandalone(args []string, a *analysis.Analyzer, stderr io.Writer) (*standalone, int) {
	var s standalone
	fs := flag.NewFlagSet("urlvet", flag.ContinueOnError)
	a.Flags.VisitAll(func(f *flag.Flag) { fs.Var(f.Value, f.Name, f.Usage) })
	fs.BoolVar(&s.json, "json", false, "emit JSON output")
	fs.BoolVar(&s.sarif, "sarif", false, "emit SARIF 2.1.0 on standard output")
	fs.StringVar(&s.sarifRoot, "sarif-root", "", "with -sarif: the directory file URIs are relative to (%SRCROOT%); default: the root of the git repository holding the current directory, else the current directory")
	fs.BoolVar(&s.fix, "fix", false, "apply the fix of each finding that has one; the output lists the findings left")
	fs.BoolVar(&s.diff, "diff", false, "print the fixes as a unified diff instead of applying them (with or without -fix)")
	fs.BoolVar(&s.tests, "test", true, "indicates whether test files should be analyzed, too")
	fs.IntVar(&s.context, "c", -1, "display offending line with this many lines of context")
	fs.StringVar(&s.tags, "tags", "", "build tags")
	fs.StringVar(&s.cpuprofile, "cpuprofile", "", "write CPU profile to this file")
	fs.StringVar(&s.memprofile, "memprofile", "", "write memory profile to this file")
	// A usage error prints the error and a pointer to -help; -help
	// prints the usage and the flags.
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			fmt.Fprintf(stderr, "%s\nFlags of the package mode:\n", strings.TrimSpace(usage))
			fs.SetOutput(stderr)
			fs.PrintDefaults()
			return nil, 0
		}
		standaloneUsageError(stderr, err)
		return nil, 2
	}
	s.patterns = fs.Args()
	// Flags end at the first package, as for the go command: a flag
	// after one would be read as a package, and the run would go on
	// without it. After "--", every argument is a package.
	for _, p := range s.patterns {
		if strings.HasPrefix(p, "-") && p != "-" && !slices.Contains(args[:len(args)-len(s.patterns)], "--") {
			standaloneUsageError(stderr, fmt.Errorf("flag %s after the packages: flags go before them (urlvet [flags] packages)", p))
			return nil, 2
		}
	}
	if len(s.patterns) == 1 && strings.HasSuffix(s.patterns[0], ".cfg") && s.sarif {
		fmt.Fprintln(stderr, "urlvet: -sarif is for the standalone mode, not go vet; run: urlvet -sarif ./...")
		return nil, 1
	}
	if err := s.checkCombination(fs); err != "" {
		standaloneUsage(stderr, err)
		return nil, 2
	}
	if len(s.patterns) == 0 {
		standaloneUsage(stderr, "no packages named; to analyze the module in the current directory: urlvet ./...")
		return nil, 2
	}
	return &s, 0
}

// checkCombination returns why the flags set on fs cannot go together, or
// "". The rule: one output at a time, the text report (the default),
// -json, -sarif or -diff (the fixes as a diff on standard output); -fix
// applies the fixes and goes with any of them, which then report the
// findings left; -c (lines of context) is for the text report only.
func (s *standalone) checkCombination(fs *flag.FlagSet) string {
	var outputs []string
	for _, f := range []struct {
		name string
		on   bool
	}{{"json", s.json}, {"sarif", s.sarif}, {"diff", s.diff}} {
		if f.on {
			outputs = append(outputs, "-"+f.name)
		}
	}
	if len(outputs) > 1 {
		return fmt.Sprintf("%s cannot be combined: each is an output of its own", strings.Join(outputs, " and "))
	}
	cSet, rootSet := false, false
	fs.Visit(func(f *flag.Flag) {
		cSet = cSet || f.Name == "c"
		rootSet = rootSet || f.Name == "sarif-root"
	})
	if rootSet && !s.sarif {
		return "-sarif-root is for -sarif"
	}
	if cSet && len(outputs) == 1 {
		return fmt.Sprintf("-c (lines of context) is for the text output, not %s", outputs[0])
	}
	return ""
}

// driverOptions returns the options of internal/driver for the command
// line, with the default cache keyed by the executable, the analyzer's
// flags and -tags. -test is not in the key: it decides which packages are
// loaded (test variants are packages of their own, with keys of their
// own), not how a package is analyzed, so that a run with -test=false
// reads what a run with tests wrote.
func (s *standalone) driverOptions(a *analysis.Analyzer) driver.Options {
	opt := driver.Options{Analyzer: a, Patterns: s.patterns, Tests: s.tests, Tags: s.tags, Cache: driver.DefaultCache()}
	// Dependencies are analyzed for their facts alone.
	opt.FactsOnly = func(dep func(*types.Package) bool) { analyzer.FactsOnly(a, dep) }
	if opt.Cache != "" {
		opt.Key = driver.ToolKey(a, "tags="+s.tags)
	}
	return opt
}

// runStandalone analyzes the packages with internal/driver (dependency
// order, syntax released after use, results cached) and prints what it
// found as singlechecker would, or as SARIF.
func runStandalone(s *standalone, a *analysis.Analyzer, stdout, stderr io.Writer) int {
	if s.cpuprofile != "" {
		f, err := os.Create(s.cpuprofile)
		if err != nil {
			fmt.Fprintf(stderr, "urlvet: %v\n", err)
			return 1
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			fmt.Fprintf(stderr, "urlvet: %v\n", err)
			return 1
		}
		defer pprof.StopCPUProfile()
	}
	if s.memprofile != "" {
		defer func() {
			f, err := os.Create(s.memprofile)
			if err != nil {
				return
			}
			defer f.Close()
			runtime.GC()
			_ = pprof.WriteHeapProfile(f)
		}()
	}

	if os.Getenv("GOGC") == "" {
		// The live heap is the program's types, which grow through the
		// run: collecting at 1.5x rather than 2x of it lowers the peak RSS
		// by a third (std with tests: 758 to 502 MiB) for 40% more CPU.
		debug.SetGCPercent(50)
	}
	opt := s.driverOptions(a)
	var p *progress
	if !s.json && !s.sarif {
		p = newProgress(stderr) // packages done of their number, on a terminal only
	}
	if p != nil {
		opt.Progress = p.update
	}
	out, err := driver.Run(opt)
	if p != nil {
		p.done()
	}
	return report(s, a, out, err, stdout, stderr)
}

// report prints what driver.Run returned, with -fix or -diff after
// applying or showing the fixes, and returns the exit code.
func report(s *standalone, a *analysis.Analyzer, out *driver.Output, err error, stdout, stderr io.Writer) int {
	if err != nil {
		if s.sarif {
			l := newSARIFLog("", []string{err.Error()})
			_ = l.write(stdout)
			fmt.Fprintln(stdout)
		}
		fmt.Fprintf(stderr, "urlvet: %v\n", err)
		if le := (*driver.LoadError)(nil); errors.As(err, &le) && le.NoPackages {
			return 2 // the command line names no package
		}
		return 1
	}
	if os.Getenv("URLVET_STATS") != "" {
		fmt.Fprintf(stderr, "urlvet: %d packages: %d analyzed, %d type-checked for types, %d from the cache\n",
			out.Stats.Packages, out.Stats.Analyzed, out.Stats.Typed, out.Stats.Cached)
	}

	exit := 0
	problems := problemLines(out)
	notes := append([]string(nil), problems...)
	for _, r := range out.Roots {
		if r.Err != "" {
			notes = append(notes, fmt.Sprintf("%s@%s: %s", a.Name, r.ID, r.Err))
		}
	}
	// The findings to report: with -fix or -diff, those the fixes leave.
	diags, roots := out.Findings(), out.RootFindings()
	var fixErrs []string // files -fix could not write, said by applyFixes
	if s.fix || s.diff {
		diags, roots, fixErrs = applyFixes(s, out, diags, roots, stdout, stderr)
		if len(fixErrs) > 0 {
			exit = 1
		}
	}
	switch {
	case s.sarif:
		for _, n := range notes {
			if !strings.HasPrefix(n, "urlvet") {
				n = "urlvet: " + n
			}
			fmt.Fprintln(stderr, n)
			exit = 1
		}
		l := newSARIFLog(sarifRoot(s.sarifRoot), append(notes, fixErrs...))
		l.addDiagnostics(diags)
		if err := l.write(stdout); err != nil {
			fmt.Fprintf(stderr, "urlvet: %v\n", err)
			return 1
		}
		fmt.Fprintln(stdout)
		return exit

	case s.json:
		for _, e := range problems {
			fmt.Fprintln(stderr, e)
			exit = 1
		}
		// Each finding once, under the package whose analysis the text
		// output prints it from.
		tree := make(map[string]map[string]any)
		for _, r := range roots {
			var v any
			if r.Err != "" {
				v = struct {
					Err string `json:"error"`
				}{r.Err}
				exit = 1 // the analysis failed (a panic, say)
			} else if len(r.Diagnostics) > 0 {
				v = jsonDiagnostics(r.Diagnostics)
			} else {
				continue
			}
			tree[r.ID] = map[string]any{a.Name: v}
		}
		data, err := json.MarshalIndent(tree, "", "\t")
		if err != nil {
			fmt.Fprintf(stderr, "urlvet: %v\n", err)
			return 1
		}
		fmt.Fprintf(stdout, "%s\n", data)
		return exit

	default:
		for _, e := range problems {
			fmt.Fprintln(stderr, e)
			exit = 1
		}
		for _, r := range out.Roots {
			if r.Err != "" {
				fmt.Fprintf(stderr, "%s: %s\n", a.Name, r.Err)
				exit = 1
			}
		}
		printText(stderr, s.context, diags)
		if exit == 0 && len(diags) > 0 {
			exit = 3
		}
		return exit
	}
}

// printText prints each finding on one line, "file:line:col: message",
// in position order per file, with its related information folded into
// the message (package notes), and with context >= 0 the lines around it.
// Paths are relative to the current directory where that is shorter, as
// the go command shows them under go vet.
func printText(w io.Writer, context int, diags []driver.Diagnostic) {
	diags = slices.Clone(diags)
	slices.SortStableFunc(diags, func(a, b driver.Diagnostic) int {
		return cmp.Or(strings.Compare(a.Pos.Filename, b.Pos.Filename), cmp.Compare(a.Pos.Line, b.Pos.Line), cmp.Compare(a.Pos.Column, b.Pos.Column))
	})
	short := notes.ShortPath()
	var lines map[string][]string
	for _, d := range diags {
		var ns []notes.Note
		for _, r := range d.Related {
			ns = append(ns, notes.Note{File: r.Pos.Filename, Line: r.Pos.Line, Col: r.Pos.Column, Message: r.Message})
		}
		msg := notes.Fold(d.Message, d.Pos.Filename, ns, short)
		printPlain(w, &lines, context, short, d.Pos, d.End, msg)
	}
}

// printPlain prints one position and message, and with context >= 0 the
// lines around it, as x/tools' drivers do.
func printPlain(w io.Writer, lines *map[string][]string, context int, short func(string) string, pos, end driver.Position, msg string) {
	shown := pos
	shown.Filename = short(pos.Filename)
	fmt.Fprintf(w, "%s: %s\n", shown, msg)
	if context < 0 {
		return
	}
	if *lines == nil {
		*lines = make(map[string][]string)
	}
	src, ok := (*lines)[pos.Filename]
	if !ok {
		data, _ := os.ReadFile(pos.Filename)
		src = strings.Split(string(data), "\n")
		(*lines)[pos.Filename] = src
	}
	if !end.IsValid() {
		end = pos
	}
	for i := pos.Line - context; i <= end.Line+context; i++ {
		if 1 <= i && i <= len(src) {
			fmt.Fprintf(w, "%d\t%s\n", i, src[i-1])
		}
	}
}

// The -json output of x/tools' drivers.
type (
	jsonOutDiagnostic struct {
		Category       string        `json:"category,omitempty"`
		Posn           string        `json:"posn"`
		End            string        `json:"end"`
		Message        string        `json:"message"`
		SuggestedFixes []jsonFix     `json:"suggested_fixes,omitempty"`
		Related        []jsonRelated `json:"related,omitempty"`
	}
	jsonFix struct {
		Message string     `json:"message"`
		Edits   []jsonEdit `json:"edits"`
	}
	jsonEdit struct {
		Filename string `json:"filename"`
		Start    int    `json:"start"`
		End      int    `json:"end"`
		New      string `json:"new"`
	}
	jsonRelated struct {
		Posn    string `json:"posn"`
		End     string `json:"end"`
		Message string `json:"message"`
	}
)

func jsonDiagnostics(diags []driver.Diagnostic) []jsonOutDiagnostic {
	out := make([]jsonOutDiagnostic, 0, len(diags))
	for _, d := range diags {
		jd := jsonOutDiagnostic{Category: d.Category, Posn: d.Pos.String(), End: d.End.String(), Message: d.Message}
		for _, f := range d.Fixes {
			jf := jsonFix{Message: f.Message}
			for _, e := range f.Edits {
				jf.Edits = append(jf.Edits, jsonEdit{Filename: e.Pos.Filename, Start: e.Pos.Offset, End: e.End.Offset, New: e.New})
			}
			jd.SuggestedFixes = append(jd.SuggestedFixes, jf)
		}
		for _, r := range d.Related {
			jd.Related = append(jd.Related, jsonRelated{Posn: r.Pos.String(), End: r.End.String(), Message: r.Message})
		}
		out = append(out, jd)
	}
	return out
}
