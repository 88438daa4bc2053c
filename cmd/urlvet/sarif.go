package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/urlvet/urlvet/internal/driver"
)

// driverValueFlags are the flags of singlechecker that take a value, so
// that sarifRequested knows which arguments are flag values.
var driverValueFlags = map[string]bool{
	"c": true, "debug": true, "cpuprofile": true, "memprofile": true, "trace": true, "tags": true,
}

// sarifRequested reports whether the command line asks for -sarif. It
// reads the flags the way package flag does (they end at the first
// non-flag argument or "--"), because singlechecker.Main parses the command
// line itself and offers no hook for another output format.
func sarifRequested(args []string, analyzerFlags *flag.FlagSet) bool {
	on := false
	for i := 0; i < len(args); i++ {
		arg := args[i]
		if arg == "--" || len(arg) < 2 || arg[0] != '-' {
			break
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(arg, "-"), "=")
		if name == "sarif" {
			on = true
			if hasValue {
				b, err := strconv.ParseBool(value)
				on = b || err != nil // a bad value is reported by the parser that runs next
			}
			continue
		}
		if hasValue {
			continue
		}
		if f := analyzerFlags.Lookup(name); f != nil {
			if b, ok := f.Value.(interface{ IsBoolFlag() bool }); !ok || !b.IsBoolFlag() {
				i++
			}
		} else if driverValueFlags[name] {
			i++
		}
	}
	return on
}

// runSARIF is the standalone driver with SARIF output: it loads the
// packages like singlechecker does, runs the analysis with
// golang.org/x/tools/go/analysis/checker, and writes one SARIF 2.1.0 log.
func runSARIF(args []string, a *analysis.Analyzer, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("urlvet", flag.ContinueOnError)
	fs.SetOutput(stderr)
	a.Flags.VisitAll(func(f *flag.Flag) { fs.Var(f.Value, f.Name, f.Usage) })
	fs.Bool("sarif", true, "emit SARIF 2.1.0 on standard output")
	tests := fs.Bool("test", true, "also analyze test files")
	// Other output modes of singlechecker, accepted only to say why not.
	excluded := []string{"json", "fix", "diff"}
	set := map[string]*bool{}
	for _, name := range excluded {
		set[name] = fs.Bool(name, false, "not with -sarif")
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	patterns := fs.Args()
	if len(patterns) == 1 && strings.HasSuffix(patterns[0], ".cfg") {
		fmt.Fprintln(stderr, "urlvet: -sarif is for the standalone mode, not go vet; run: urlvet -sarif ./...")
		return 1
	}
	for _, name := range excluded {
		if *set[name] {
			fmt.Fprintf(stderr, "urlvet: -sarif cannot be combined with -%s\n", name)
			return 2
		}
	}
	if len(patterns) == 0 {
		fmt.Fprintln(stderr, "urlvet: -sarif needs package patterns, as in: urlvet -sarif ./...")
		return 2
	}

	exit := 0
	// Facts flow from dependencies, so with facts every package is
	// analyzed from source, as singlechecker does.
	mode := driver.LoadMode(a)
	pkgs, err := packages.Load(&packages.Config{Mode: mode, Tests: *tests}, patterns...)
	if err == nil && len(pkgs) == 0 {
		err = fmt.Errorf("%s matched no packages", strings.Join(patterns, " "))
	}
	if err != nil {
		fmt.Fprintf(stderr, "urlvet: %v\n", err)
		return 1
	}
	var notes []string
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			notes = append(notes, e.Error())
		}
	})
	graph, err := checker.Analyze([]*analysis.Analyzer{a}, pkgs, nil)
	if err != nil {
		fmt.Fprintf(stderr, "urlvet: %v\n", err)
		return 1
	}
	for act := range graph.All() {
		if act.Err != nil {
			notes = append(notes, fmt.Sprintf("%s: %v", act, act.Err))
		}
	}
	for _, n := range notes {
		fmt.Fprintf(stderr, "urlvet: %s\n", n)
		exit = 1
	}

	wd, _ := os.Getwd()
	out := newSARIFLog(wd, notes)
	for _, act := range graph.Roots {
		if act.Err == nil {
			out.addDiagnostics(act.Package.Fset, act.Diagnostics)
		}
	}
	if err := out.write(stdout); err != nil {
		fmt.Fprintf(stderr, "urlvet: %v\n", err)
		return 1
	}
	fmt.Fprintln(stdout)
	return exit
}

// fileURI returns a file: URI for an absolute path.
func fileURI(path string) string {
	p := filepath.ToSlash(path)
	if !strings.HasPrefix(p, "/") {
		p = "/" + p // a Windows drive letter
	}
	return "file://" + escapePath(p)
}

// escapePath percent-encodes the bytes of p that may not appear in a URI path.
func escapePath(p string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(p); i++ {
		c := p[i]
		if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte("-._~/!$&'()*+,;=:@", c) >= 0 {
			b.WriteByte(c)
		} else {
			b.WriteByte('%')
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&15])
		}
	}
	return b.String()
}
