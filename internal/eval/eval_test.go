package eval

import (
	"bytes"
	"go/ast"
	"go/constant"
	"go/types"
	"reflect"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer"
	"github.com/urlvet/urlvet/internal/driver"
)

// fake reports every string constant containing "bad" passed to url.Parse
// (of testdata/mod/url, a stand-in for net/url), and lists each url.Parse
// call as a sink site, the way urlvet does.
var fake = &analysis.Analyzer{
	Name:       "fake",
	Doc:        "test double for urlvet",
	ResultType: typeOfResult,
	FactTypes:  []analysis.Fact{new(testFact)}, // so that dependencies are analyzed too
	Run: func(pass *analysis.Pass) (any, error) {
		res := new(analyzer.Result)
		for _, file := range pass.Files {
			ast.Inspect(file, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				fn, _ := typeutil.Callee(pass.TypesInfo, call).(*types.Func)
				if fn == nil || fn.FullName() != "example.com/mod/url.Parse" {
					return true
				}
				site := analyzer.SinkCall{Pos: call.Pos(), Sink: fn.FullName()}
				tv := pass.TypesInfo.Types[call.Args[0]]
				if tv.Value == nil {
					site.Unresolved = "parameter"
				} else {
					site.Resolved, site.Constants = true, 1
					if strings.Contains(constant.StringVal(tv.Value), "bad") {
						arg := call.Args[0]
						fix := analysis.SuggestedFix{Message: "escape", TextEdits: []analysis.TextEdit{{Pos: arg.Pos(), End: arg.End(), NewText: []byte(`"%20"`)}}}
						pass.Report(analysis.Diagnostic{Pos: arg.Pos(), End: arg.End(), Category: "char", Message: "space", SuggestedFixes: []analysis.SuggestedFix{fix},
							Related: []analysis.RelatedInformation{{Pos: call.Pos(), Message: "reaches url.Parse here"}}})
					}
				}
				res.Calls = append(res.Calls, site)
				return true
			})
		}
		return res, nil
	},
}

var typeOfResult = reflect.TypeFor[*analyzer.Result]()

func TestRun(t *testing.T) {
	for _, tests := range []bool{false, true} {
		r, err := Run(Config{Project: "mod", Dir: "testdata/mod", Patterns: []string{"./a"}, Tests: tests, Analyzer: fake})
		if err != nil {
			t.Fatal(err)
		}
		// With tests, go/packages returns a, a [a.test] and a.test.
		wantPkgs, wantSites, wantFindings, wantInTests := 1, 2, 1, 0
		if tests {
			wantPkgs, wantSites, wantFindings, wantInTests = 3, 3, 2, 1
		}
		if r.Packages != wantPkgs || r.Sites != wantSites || len(r.Findings) != wantFindings || r.ByCheckTests["char"] != wantInTests {
			t.Errorf("tests=%v: packages %d, sites %d, findings %d (%d in tests); want %d, %d, %d (%d)",
				tests, r.Packages, r.Sites, len(r.Findings), r.ByCheckTests["char"], wantPkgs, wantSites, wantFindings, wantInTests)
		}
		if len(r.Missed) != 1 || r.Missed[0].Pos != "a/a.go:13:47" || r.Missed[0].Reason != "parameter" {
			t.Errorf("tests=%v: missed %+v", tests, r.Missed)
		}
		if r.Resolved != wantSites-1 || r.Unresolved["parameter"] != 1 || r.Constants != wantSites-1 {
			t.Errorf("tests=%v: resolved %d, constants %d, unresolved %v", tests, r.Resolved, r.Constants, r.Unresolved)
		}
		if f := r.Findings[0]; f.Pos != "a/a.go:11:50" || f.Line != "func Home() (*url.URL, error) { return url.Parse(home) }" || f.Test {
			t.Errorf("first finding = %+v", f)
		}
		wantFix := []Fix{{Message: "escape", Edits: []Edit{{Pos: "a/a.go:11:50", End: "a/a.go:11:54", New: `"%20"`}}}}
		if f := r.Findings[0]; f.Fixes != 1 || !reflect.DeepEqual(f.SuggestedFixes, wantFix) {
			t.Errorf("first finding's fixes = %d %+v, want %+v", f.Fixes, f.SuggestedFixes, wantFix)
		}
		wantRel := []Related{{Pos: "a/a.go:11:40", Message: "reaches url.Parse here"}}
		if f := r.Findings[0]; f.End != "a/a.go:11:54" || !reflect.DeepEqual(f.Related, wantRel) {
			t.Errorf("first finding ends at %s, related %+v; want a/a.go:11:54, %+v", f.End, f.Related, wantRel)
		}
		if len(r.Calls) != wantSites || r.Calls[0].Pos != "a/a.go:11:40" || r.Calls[0].Constants != 1 || r.Calls[0].Reason != "" {
			t.Errorf("tests=%v: calls %+v", tests, r.Calls)
		}
		if len(r.Errors) > 0 {
			t.Errorf("tests=%v: analyzer errors %v", tests, r.Errors)
		}
		if r.Load <= 0 || r.Analysis <= 0 || r.PeakRSS <= 0 {
			t.Errorf("missing measurements: load %v, analysis %v, peak %d", r.Load, r.Analysis, r.PeakRSS)
		}
	}
}

func TestNopLoadsTheSame(t *testing.T) {
	if driver.LoadMode(Nop(fake))&packages.NeedDeps == 0 {
		t.Error("Nop dropped the fact types: the baseline would load less")
	}
	if driver.LoadMode(Nop(&analysis.Analyzer{Name: "nofacts"}))&packages.NeedDeps != 0 {
		t.Error("Nop of an analyzer without facts needs facts")
	}
}

type testFact struct{ N int }

func (*testFact) AFact() {}

// factful exports a package fact of every package and an object fact of
// each function it declares, both holding factN.
func factful(factN int) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:      "factful",
		Doc:       "exports facts",
		FactTypes: []analysis.Fact{new(testFact)},
		Run: func(pass *analysis.Pass) (any, error) {
			pass.ExportPackageFact(&testFact{factN})
			for _, name := range pass.Pkg.Scope().Names() {
				if fn, ok := pass.Pkg.Scope().Lookup(name).(*types.Func); ok {
					pass.ExportObjectFact(fn, &testFact{factN})
				}
			}
			return nil, nil
		},
	}
}

func TestFactDigest(t *testing.T) {
	digest := func(a *analysis.Analyzer) string {
		var buf bytes.Buffer
		if _, err := Run(Config{Dir: "testdata/mod", Patterns: []string{"./a"}, Analyzer: a, FactDigest: &buf}); err != nil {
			t.Fatal(err)
		}
		return buf.String()
	}
	one := digest(factful(1))
	lines := strings.Split(strings.TrimSuffix(one, "\n"), "\n")
	if !slices.IsSorted(lines) {
		t.Errorf("lines not sorted:\n%s", one)
	}
	// a and its two imports, b and url: a package fact each, an object
	// fact of each function (a's Home and Any, url's Parse; b declares
	// none).
	for _, prefix := range []string{
		"example.com/mod/a *eval.testFact ",
		"example.com/mod/a Any *eval.testFact ",
		"example.com/mod/a Home *eval.testFact ",
		"example.com/mod/b *eval.testFact ",
		"example.com/mod/url *eval.testFact ",
		"example.com/mod/url Parse *eval.testFact ",
	} {
		if !slices.ContainsFunc(lines, func(l string) bool { return strings.HasPrefix(l, prefix) }) {
			t.Errorf("no line %q...:\n%s", prefix, one)
		}
	}
	if len(lines) != 6 {
		t.Errorf("%d lines, want 6 (3 package facts, 3 object facts):\n%s", len(lines), one)
	}
	if again := digest(factful(1)); again != one {
		t.Errorf("two runs of the same analysis differ:\n%s\n%s", one, again)
	}
	two := digest(factful(2))
	for i, l := range strings.Split(strings.TrimSuffix(two, "\n"), "\n") {
		if i < len(lines) && l == lines[i] {
			t.Errorf("a changed fact keeps its digest: %s", l)
		}
	}
}

func TestWriteMarkdown(t *testing.T) {
	r := &Report{Project: "p", Analyzer: "urlvet", Packages: 2, Sites: 5, Constants: 4, Resolved: 3,
		Unresolved: map[string]int{"parameter": 1, "url": 1},
		BySink:     map[string]*SinkCount{"net/url.Parse": {Sites: 3}, "google.golang.org/grpc.NewClient": {Sites: 2, Constants: 1}},
		ByCheck:    map[string]int{"char": 2}, ByCheckTests: map[string]int{"char": 1},
		Findings: []Finding{{Pos: "a.go:1:2", Check: "char", Message: "space", Line: "x := `y`"}, {Pos: "a_test.go:3:4", Check: "char", Test: true}}}
	var buf bytes.Buffer
	WriteMarkdown(&buf, []*Report{r}, true)
	for _, want := range []string{
		"| p | false | urlvet | 2 | 5 | 4 | 3 | 1 | 1 | 2 (1) |",
		"| findings by check (in tests) | p |",
		"| char | 2 (1) |",
		"| parameter | 1 |",
		"| url * | 1 |",
		"| google.golang.org/grpc.NewClient | 2 / 1 |",
		"- `a.go:1:2` [char] space\n  `x := 'y'`",
	} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, buf.String())
		}
	}
}

func TestOwnSink(t *testing.T) {
	roots := map[string]bool{"example.com/m/api": true, "example.com/m": true}
	for name, want := range map[string]bool{
		"example.com/m/api.Get":              true,
		"(*example.com/m/api.Client).Do":     true,
		"example.com/m.Fetch":                true,
		"example.com/m/other.Get":            false,
		"github.com/nats-io/nats.go.Connect": false,
		"example.com/mx.Get":                 false,
	} {
		if got := ownSink(name, roots); got != want {
			t.Errorf("ownSink(%q) = %v, want %v", name, got, want)
		}
	}
}

func TestThirdParty(t *testing.T) {
	for sink, want := range map[string]bool{
		"net/url.Parse":                         false,
		"(*net/http.Client).Get":                false,
		"net/url.URL.Host":                      false,
		"literal":                               false,
		"github.com/redis/go-redis/v9.ParseURL": true,
		"(*github.com/go-resty/resty/v2.Client).SetBaseURL": true,
		"google.golang.org/grpc.NewClient":                  true,
		"redis.ParseURL":                                    true,
	} {
		if got := thirdParty(sink); got != want {
			t.Errorf("thirdParty(%q) = %v, want %v", sink, got, want)
		}
	}
}

func TestWriteComparison(t *testing.T) {
	before := []*Report{
		{Project: "p", Analyzer: "urlvet", Sites: 10, Constants: 4, Unresolved: map[string]int{"field": 4, "call": 2}},
		{Project: "gone", Analyzer: "urlvet", Sites: 1},
	}
	after := []*Report{
		{Project: "p", Analyzer: "urlvet", Sites: 12, Constants: 9, Unresolved: map[string]int{"field": 1, "parameter": 2, "url": 3, "input": 1},
			Findings: []Finding{{Test: true}}},
		{Project: "new", Analyzer: "urlvet", Sites: 1},
	}
	var buf bytes.Buffer
	WriteComparison(&buf, before, after)
	for _, want := range []string{
		"| project | tests | sink sites | URL constants | call | field | input * | parameter | url * | not followed | checked elsewhere | unresolved | findings (in tests) |",
		"| p | false | 10 → 12 | 4 → 9 | 2 → 0 | 4 → 1 | 0 → 1 | 0 → 2 | 0 → 3 | 6 → 7 | 0 → 4 | 6 → 3 | 0 (0) → 1 (1) |",
		"| **total** | false | 10 → 12 (+20%) | 4 → 9 (+125%) | 2 → 0 (-100%) | 4 → 1 (-75%) | 0 → 1 | 0 → 2 | 0 → 3 | 6 → 7 (+17%) | 0 → 4 | 6 → 3 (-50%) | 0 (0) → 1 (1) |",
	} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, buf.String())
		}
	}
	if strings.Contains(buf.String(), "gone") || strings.Contains(buf.String(), "new") {
		t.Errorf("unpaired reports in the comparison:\n%s", buf.String())
	}
}

func TestDiff(t *testing.T) {
	r := func() *Report {
		return &Report{Project: "p", Sites: 2, Constants: 1, Resolved: 1,
			Unresolved: map[string]int{"parameter": 1},
			BySink:     map[string]*SinkCount{"net/url.Parse": {Sites: 2, Constants: 1, Resolved: 1}},
			Findings: []Finding{{Pos: "a.go:1:2", Check: "char", Message: "space", Fixes: 1,
				SuggestedFixes: []Fix{{Message: "escape", Edits: []Edit{{Pos: "a.go:1:2", End: "a.go:1:5", New: "%20"}}}}}},
			Missed: []Site{{Pos: "a.go:3:4", Sink: "net/url.Parse", Reason: "parameter"}},
			Calls:  []Site{{Pos: "a.go:1:1", Sink: "net/url.Parse", Constants: 1}, {Pos: "a.go:3:4", Sink: "net/url.Parse", Reason: "parameter"}},
			Load:   1, Wall: 2, PeakRSS: 3, Dir: "/x"}
	}
	a, b := r(), r()
	b.Load, b.Wall, b.PeakRSS, b.Dir = 9, 9, 9, "/y"
	if d := Diff(a, b); len(d) != 0 {
		t.Errorf("timings and directory differ only: %q", d)
	}
	b.Findings[0].SuggestedFixes[0].Edits[0].New = "+"
	b.Findings[0].Related = []Related{{Pos: "a.go:1:1", Message: "reaches here"}}
	b.Missed[0].Reason = "field"
	b.Unresolved = map[string]int{"field": 1}
	b.Calls[1].Reason = "field"
	got := strings.Join(Diff(a, b), "\n")
	for _, want := range []string{
		`unresolved count - parameter: 1`, `unresolved count + field: 1`,
		`finding - a.go:1:2 [char] "space" fixes 1 {"escape": a.go:1:2-a.go:1:5 "%20"}`,
		`finding + a.go:1:2 [char] "space" related a.go:1:1 "reaches here" fixes 1 {"escape": a.go:1:2-a.go:1:5 "+"}`,
		`unresolved site - a.go:3:4 net/url.Parse (parameter)`, `unresolved site + a.go:3:4 net/url.Parse (field)`,
		`site + a.go:3:4 net/url.Parse (field) constants 0`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("diff lacks %q:\n%s", want, got)
		}
	}
}

// A warning of a check at the characters where the same check reports an
// error is dropped, with its count; others stay.
func TestDropSupersededWarnings(t *testing.T) {
	r := &Report{
		Findings: []Finding{
			{Pos: "a.go:1:1", End: "a.go:1:5", Check: "join", Message: "http.Get: base joined"},
			{Pos: "a.go:1:1", End: "a.go:1:5", Check: "join", Message: "warning: http.Get: base joined"},
			{Pos: "a.go:1:1", End: "a.go:1:5", Check: "unescaped", Message: "warning: http.Get: id"},
			{Pos: "a.go:2:1", End: "a.go:2:5", Check: "join", Message: "warning: http.Get: other"},
		},
		ByCheck:      map[string]int{"join": 3, "unescaped": 1},
		ByCheckTests: map[string]int{},
	}
	r.dropSupersededWarnings()
	if len(r.Findings) != 3 || r.ByCheck["join"] != 2 || r.ByCheck["unescaped"] != 1 {
		t.Errorf("after dropping: %d findings, ByCheck %v; want 3 and join 2, unescaped 1", len(r.Findings), r.ByCheck)
	}
	for _, f := range r.Findings {
		if f.Pos == "a.go:1:1" && f.Check == "join" && f.Message != "http.Get: base joined" {
			t.Errorf("kept %q at a.go:1:1, want the error", f.Message)
		}
	}
}
