package main

import (
	"flag"
	"fmt"
	"go/token"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/owenrumney/go-sarif/v3/pkg/report/v210/sarif"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/urlvet/urlvet/internal/driver"
	"github.com/urlvet/urlvet/rfc"
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
	if err := out.report.PrettyWrite(stdout); err != nil {
		fmt.Fprintf(stderr, "urlvet: %v\n", err)
		return 1
	}
	fmt.Fprintln(stdout)
	return exit
}

// A sarifLog builds the SARIF log of one run.
type sarifLog struct {
	report *sarif.Report
	run    *sarif.Run
	root   string              // directory that artifact URIs are relative to
	seen   map[string]bool     // results already added (a file of p and p.test)
	lines  map[string][]string // file contents split in lines, for columns
}

const srcRoot = "%SRCROOT%"

func newSARIFLog(root string, notes []string) *sarifLog {
	run := sarif.NewRunWithInformationURI("urlvet", "https://github.com/urlvet/urlvet")
	run.Tool.Driver.WithVersion(moduleVersion())
	// Columns count Unicode code points: URLs are where non-ASCII text
	// shows up, and byte columns would point into the middle of a character.
	run.WithColumnKind("unicodeCodePoints")
	if root != "" {
		run.WithOriginalUriBaseIds(map[string]sarif.ArtifactLocation{
			srcRoot: *sarif.NewArtifactLocation().WithURI(fileURI(root) + "/"),
		})
	}
	for _, d := range rfc.Checks {
		addRule(run, d)
	}
	inv := sarif.NewInvocation().WithExecutionSuccessful(len(notes) == 0)
	for _, n := range notes {
		inv.AddToolExecutionNotification(sarif.NewNotification().WithLevel("error").WithMessage(sarif.NewTextMessage(n)))
	}
	run.AddInvocation(inv)
	run.WithResults([]*sarif.Result{}) // an empty list, not null: code scanning requires it
	report := sarif.NewReport()
	report.AddRun(run)
	return &sarifLog{report: report, run: run, root: root, seen: map[string]bool{}, lines: map[string][]string{}}
}

func addRule(run *sarif.Run, d rfc.CheckDoc) {
	help := d.Explanation
	if d.Bad != "" {
		help += fmt.Sprintf("\n\nBad:  %s\nGood: %s", d.Bad, d.Good)
	}
	if d.RFC != "" {
		help += "\n\nReference: " + d.RFC
		if d.URL != "" {
			help += " <" + d.URL + ">"
		}
	}
	rule := run.AddRule(string(d.ID)).
		WithDescription(d.Title).
		WithFullDescription(sarif.NewMultiformatMessageString().WithText(d.Explanation)).
		WithHelp(sarif.NewMultiformatMessageString().WithText(help)).
		WithDefaultConfiguration(sarif.NewReportingConfiguration().WithLevel(sarifLevel(d.Severity)))
	if d.URL != "" {
		rule.WithHelpURI(d.URL)
	}
}

func sarifLevel(s rfc.Severity) string {
	if s == rfc.Warning {
		return "warning"
	}
	return "error"
}

// addDiagnostics adds a result for each diagnostic not added before.
func (l *sarifLog) addDiagnostics(fset *token.FileSet, diags []analysis.Diagnostic) {
	for _, d := range diags {
		loc := l.location(fset, d.Pos, d.End)
		key := fmt.Sprintf("%s\x00%s\x00%s", fset.Position(d.Pos), fset.Position(d.End), d.Message)
		if l.seen[key] {
			continue
		}
		l.seen[key] = true

		id := d.Category
		if id == "" {
			id = "urlvet"
		}
		doc, known := rfc.Doc(rfc.CheckID(id))
		if !known {
			l.run.AddRule(id).WithDescription(id)
		}
		res := l.run.CreateResultForRule(id).
			WithLevel(sarifLevel(doc.Severity)).
			WithMessage(sarif.NewTextMessage(d.Message)).
			AddLocation(loc)
		for i, rel := range d.Related {
			res.AddRelatedLocation(l.location(fset, rel.Pos, rel.End).
				WithID(i).WithMessage(sarif.NewTextMessage(rel.Message)))
		}
		for _, fix := range d.SuggestedFixes {
			res.AddFixe(l.fix(fset, fix))
		}
	}
}

func (l *sarifLog) location(fset *token.FileSet, pos, end token.Pos) *sarif.Location {
	uri, base, region := l.region(fset, pos, end)
	art := sarif.NewArtifactLocation().WithURI(uri)
	if base != "" {
		art.WithURIBaseID(base)
	}
	return sarif.NewLocationWithPhysicalLocation(
		sarif.NewPhysicalLocation().WithArtifactLocation(art).WithRegion(region))
}

func (l *sarifLog) fix(fset *token.FileSet, fix analysis.SuggestedFix) *sarif.Fix {
	out := sarif.NewFix().WithDescription(sarif.NewTextMessage(fix.Message))
	changes := map[string]*sarif.ArtifactChange{}
	for _, e := range fix.TextEdits {
		uri, base, region := l.region(fset, e.Pos, e.End)
		ch := changes[uri]
		if ch == nil {
			art := sarif.NewArtifactLocation().WithURI(uri)
			if base != "" {
				art.WithURIBaseID(base)
			}
			ch = sarif.NewArtifactChange().WithArtifactLocation(art)
			changes[uri] = ch
			out.AddArtifactChange(ch)
		}
		ch.AddReplacement(sarif.NewReplacement().
			WithDeletedRegion(region).
			WithInsertedContent(sarif.NewArtifactContent().WithText(string(e.NewText))))
	}
	return out
}

// region returns the artifact URI (relative to the base when one applies)
// and the region of [pos, end), with 1-based lines and code-point columns;
// the end column is that of the first character after the range.
func (l *sarifLog) region(fset *token.FileSet, pos, end token.Pos) (uri, base string, r *sarif.Region) {
	start := fset.Position(pos)
	stop := start
	if end.IsValid() {
		stop = fset.Position(end)
	}
	uri = fileURI(start.Filename)
	if rel, err := filepath.Rel(l.root, start.Filename); l.root != "" && err == nil && filepath.IsLocal(rel) {
		uri, base = escapePath(filepath.ToSlash(rel)), srcRoot
	}
	r = sarif.NewRegion().
		WithStartLine(start.Line).WithStartColumn(l.column(start)).
		WithEndLine(stop.Line).WithEndColumn(l.column(stop))
	return uri, base, r
}

// column converts the byte column of p to a code-point column.
func (l *sarifLog) column(p token.Position) int {
	lines, ok := l.lines[p.Filename]
	if !ok {
		data, err := os.ReadFile(p.Filename)
		if err == nil {
			lines = strings.Split(string(data), "\n")
		}
		l.lines[p.Filename] = lines
	}
	if p.Line < 1 || p.Line > len(lines) || p.Column < 1 {
		return max(p.Column, 1)
	}
	line := lines[p.Line-1]
	n := min(p.Column-1, len(line))
	return utf8.RuneCountInString(line[:n]) + 1 + (p.Column - 1 - n)
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
