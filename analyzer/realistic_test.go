package analyzer_test

import (
	"bufio"
	"flag"
	"fmt"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
)

var updateRealistic = flag.Bool("update-realistic", false, "rewrite testdata/realistic/baseline.txt and results.md from this run")

// realisticDir is a GOPATH-style tree: the application code of the suite
// is under src/app. The shared run analyzes it with the packages of
// testdata/src, whose stubs of third-party clients (the same import paths
// and signatures as the real libraries) it uses.
var realisticDir = filepath.Join("testdata", "realistic")

// realisticPackages returns the import paths of the packages of the
// realistic suite.
func realisticPackages() []string {
	var pkgs []string
	src := filepath.Join(realisticDir, "src")
	filepath.WalkDir(filepath.Join(src, "app"), func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".go") {
			dir, _ := filepath.Rel(src, filepath.Dir(path))
			if pkg := filepath.ToSlash(dir); !slices.Contains(pkgs, pkg) {
				pkgs = append(pkgs, pkg)
			}
		}
		return nil
	})
	return pkgs
}

// A realCase is one case of the realistic suite: a region of source that
// starts with a "// case: CATEGORY bug|valid NAME" comment and ends at the
// next such comment, a "// endcase" comment or the end of the file. A case
// may have regions in several files (the same NAME), e.g. a declaration in
// one package and its use in another. The lines of a bug case where a
// diagnostic is expected carry a "// want" comment, as analysistest expects.
type realCase struct {
	Category string
	Name     string
	Bug      bool
	Wants    map[string][]*regexp.Regexp // "file:line" -> patterns
	Where    string                      // first region, for messages

	found     bool     // bug: some diagnostic in the case
	onWant    bool     // bug: some diagnostic on a want line
	mismatch  []string // bug: diagnostics on a want line that match no pattern
	alarms    []string // valid: every diagnostic; bug: those off the want lines
	inTestPkg bool     // some region is in a _test.go file
}

type realRegion struct {
	file       string
	start, end int // lines, end exclusive
	c          *realCase
}

// state is what the baseline records of a case.
func (c *realCase) state() string {
	switch {
	case c.Bug && c.found && len(c.alarms) > 0:
		return "found+extra"
	case c.Bug && c.found:
		return "found"
	case c.Bug && len(c.alarms) > 0:
		return "missed+extra"
	case c.Bug:
		return "missed"
	case len(c.alarms) > 0:
		return "alarm"
	}
	return "quiet"
}

var caseRx = regexp.MustCompile(`^//\s*case:\s*(\S+)\s+(bug|valid)\s+(\S+)\s*$`)

// readRealisticCases parses the suite's sources for case markers and want
// comments.
func readRealisticCases(t *testing.T, root string) (map[string]*realCase, []realRegion) {
	cases := map[string]*realCase{}
	var regions []realRegion
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		abs, err := filepath.Abs(path)
		if err != nil {
			return err
		}
		f, err := parser.ParseFile(fset, abs, nil, parser.ParseComments)
		if err != nil {
			return err
		}
		nlines := fset.File(f.Pos()).LineCount() + 1
		var open *realRegion
		closeAt := func(line int) {
			if open != nil {
				open.end = line
				regions = append(regions, *open)
				open = nil
			}
		}
		for _, cg := range f.Comments {
			for _, cm := range cg.List {
				line := fset.Position(cm.Pos()).Line
				text := strings.TrimSpace(cm.Text)
				if text == "// endcase" {
					closeAt(line)
					continue
				}
				if m := caseRx.FindStringSubmatch(text); m != nil {
					closeAt(line)
					c := cases[m[3]]
					if c == nil {
						c = &realCase{Category: m[1], Name: m[3], Bug: m[2] == "bug", Wants: map[string][]*regexp.Regexp{},
							Where: fmt.Sprintf("%s:%d", filepath.Base(abs), line)}
						cases[m[3]] = c
					} else if c.Category != m[1] || c.Bug != (m[2] == "bug") {
						// Names are global: a case in two files (declaration
						// and use) says the same category and kind in both.
						t.Errorf("%s:%d: case %s redeclared differently", abs, line, m[3])
					}
					if strings.HasSuffix(abs, "_test.go") {
						c.inTestPkg = true
					}
					open = &realRegion{file: abs, start: line, c: c}
					continue
				}
				if rest, ok := strings.CutPrefix(text, "// want "); ok {
					if open == nil {
						t.Errorf("%s:%d: want comment outside any case", abs, line)
						continue
					}
					rxs, err := parseWants(rest)
					if err != nil {
						t.Errorf("%s:%d: %v", abs, line, err)
					}
					key := fmt.Sprintf("%s:%d", abs, line)
					open.c.Wants[key] = append(open.c.Wants[key], rxs...)
				}
			}
		}
		closeAt(nlines)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		if c.Bug != (len(c.Wants) > 0) {
			t.Errorf("case %s (%s): a bug case needs a want comment, a valid case none", c.Name, c.Where)
		}
	}
	return cases, regions
}

// parseWants reads the Go string literals of a want comment.
func parseWants(s string) ([]*regexp.Regexp, error) {
	var out []*regexp.Regexp
	s = strings.TrimSpace(s)
	for s != "" {
		q, err := strconv.QuotedPrefix(s)
		if err != nil {
			return nil, fmt.Errorf("want comment: %v", err)
		}
		pat, _ := strconv.Unquote(q)
		rx, err := regexp.Compile(pat)
		if err != nil {
			return nil, err
		}
		out = append(out, rx)
		s = strings.TrimSpace(s[len(q):])
	}
	return out, nil
}

// TestRealistic runs urlvet over a suite of application-shaped code (config
// structs, tables, client wrappers, third-party clients) and counts, per
// category, the bugs found and the valid look-alikes reported. It fails
// when a case does worse than testdata/realistic/baseline.txt records: a
// bug found there and missed now, or a case quiet there and reported now.
// Run with -update-realistic to record a better state and rewrite
// results.md.
func TestRealistic(t *testing.T) {
	t.Parallel()
	results := defaultRun.resultsOf(t, defaultRun.realistic...)
	if len(results) == 0 {
		t.Fatal("no packages analyzed")
	}
	// The run analyzes a copy of the suite: read the cases there, so that
	// the file names of both agree.
	cases, regions := readRealisticCases(t, filepath.Join(defaultRun.dir, "src", "app"))
	if len(cases) < 150 {
		t.Errorf("the suite has %d cases, want at least 150", len(cases))
	}

	seen := map[string]bool{}
	var outside []string
	for _, res := range results {
		if res.Err != nil {
			t.Errorf("%v: %v", res.Action, res.Err)
		}
		fset := res.Action.Package.Fset
		for _, d := range res.Diagnostics {
			pos := fset.Position(d.Pos)
			desc := fmt.Sprintf("%s:%d:%d: %s", filepath.Base(pos.Filename), pos.Line, pos.Column, d.Message)
			if seen[desc] {
				continue // test variants repeat the package's files
			}
			seen[desc] = true
			r := regionAt(regions, pos.Filename, pos.Line)
			if r == nil {
				outside = append(outside, desc)
				continue
			}
			c := r.c
			key := fmt.Sprintf("%s:%d", pos.Filename, pos.Line)
			rxs, onWant := c.Wants[key]
			switch {
			case !c.Bug:
				c.alarms = append(c.alarms, desc)
			case onWant:
				c.found, c.onWant = true, true
				if !matchesAny(rxs, d.Message) {
					c.mismatch = append(c.mismatch, desc)
				}
			default:
				// A bug reported elsewhere in its case (at the declaration
				// rather than the use, say) is found, but the extra
				// diagnostic is noted.
				c.found = true
				c.alarms = append(c.alarms, desc)
			}
		}
	}
	for _, c := range cases {
		if c.found && !c.onWant && len(c.alarms) > 0 {
			// Found only off the want lines: that is the finding, not an extra.
			c.alarms = c.alarms[1:]
		}
	}

	names := make([]string, 0, len(cases))
	for n := range cases {
		names = append(names, n)
	}
	sort.Slice(names, func(i, j int) bool {
		a, b := cases[names[i]], cases[names[j]]
		if a.Category != b.Category {
			return a.Category < b.Category
		}
		return a.Name < b.Name
	})
	for _, n := range names {
		c := cases[n]
		for _, m := range c.mismatch {
			t.Logf("case %s: reported with another message: %s", n, m)
		}
		for _, a := range c.alarms {
			t.Logf("case %s (%s): unexpected: %s", n, c.state(), a)
		}
	}
	for _, o := range outside {
		t.Errorf("diagnostic outside every case: %s", o)
	}

	table := realisticTable(cases, names)
	t.Logf("\n%s", table)

	basePath := filepath.Join(realisticDir, "baseline.txt")
	if *updateRealistic {
		var b strings.Builder
		b.WriteString("# Realistic suite baseline: one case a line, \"NAME STATE\"; STATE is found,\n# missed, found+extra, missed+extra (bug cases) or quiet, alarm (valid cases).\n# Regenerate with: go test ./analyzer -run TestRealistic -update-realistic\n")
		for _, n := range names {
			fmt.Fprintf(&b, "%s %s\n", n, cases[n].state())
		}
		if err := os.WriteFile(basePath, []byte(b.String()), 0o666); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(realisticDir, "results.md"), []byte(table), 0o666); err != nil {
			t.Fatal(err)
		}
		return
	}
	baseline, err := readBaseline(basePath)
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range names {
		c := cases[n]
		was, ok := baseline[n]
		if !ok {
			t.Logf("case %s is not in %s (state %s): run with -update-realistic", n, basePath, c.state())
			continue
		}
		now := c.state()
		if strings.HasPrefix(was, "found") && !c.found {
			t.Errorf("case %s (%s, %s): the bug was found and is missed now", n, c.Category, c.Where)
		}
		if !strings.HasSuffix(was, "extra") && was != "alarm" && len(c.alarms) > 0 {
			t.Errorf("case %s (%s, %s): %s now, %s in the baseline: %s", n, c.Category, c.Where, now, was, strings.Join(c.alarms, "; "))
		}
	}
}

func regionAt(regions []realRegion, file string, line int) *realRegion {
	for i := range regions {
		r := &regions[i]
		if r.file == file && r.start <= line && line < r.end {
			return r
		}
	}
	return nil
}

func matchesAny(rxs []*regexp.Regexp, s string) bool {
	for _, rx := range rxs {
		if rx.MatchString(s) {
			return true
		}
	}
	return false
}

// realisticTable renders recall and false alarms per category as Markdown.
func realisticTable(cases map[string]*realCase, names []string) string {
	type row struct{ bugs, found, valid, alarms, extra, testAlarms int }
	rows := map[string]*row{}
	var cats []string
	total := &row{}
	for _, n := range names {
		c := cases[n]
		r := rows[c.Category]
		if r == nil {
			r = &row{}
			rows[c.Category] = r
			cats = append(cats, c.Category)
		}
		for _, x := range []*row{r, total} {
			if c.Bug {
				x.bugs++
				if c.found {
					x.found++
				}
				if len(c.alarms) > 0 {
					x.extra++
				}
			} else {
				x.valid++
				if len(c.alarms) > 0 {
					x.alarms++
					if c.inTestPkg {
						x.testAlarms++
					}
				}
			}
		}
	}
	pct := func(a, b int) string {
		if b == 0 {
			return "-"
		}
		return fmt.Sprintf("%d%%", (100*a+b/2)/b)
	}
	var b strings.Builder
	b.WriteString("| category | bugs | found | recall | valid look-alikes | false alarms (in tests) | bug cases with extra diagnostics |\n")
	b.WriteString("| --- | ---: | ---: | ---: | ---: | ---: | ---: |\n")
	for _, cat := range append(cats, "total") {
		r := rows[cat]
		if cat == "total" {
			r = total
			cat = "**total**"
		}
		fmt.Fprintf(&b, "| %s | %d | %d | %s | %d | %d (%d) | %d |\n", cat, r.bugs, r.found, pct(r.found, r.bugs), r.valid, r.alarms, r.testAlarms, r.extra)
	}
	b.WriteString("\nCases by state:\n\n")
	for _, n := range names {
		c := cases[n]
		kind := "valid"
		if c.Bug {
			kind = "bug"
		}
		fmt.Fprintf(&b, "- %s %s `%s`: %s\n", c.Category, kind, n, c.state())
	}
	return b.String()
}

// readBaseline reads "NAME STATE" lines; # starts a comment.
func readBaseline(path string) (map[string]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	m := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		if len(fields) != 2 {
			return nil, fmt.Errorf("%s: bad line %q", path, line)
		}
		m[fields[0]] = fields[1]
	}
	return m, sc.Err()
}
