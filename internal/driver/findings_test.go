package driver_test

import (
	"slices"
	"testing"

	"github.com/urlvet/urlvet/internal/driver"
)

// diag is a diagnostic of check category at line of p.go.
func diag(line int, category, msg string) driver.Diagnostic {
	at := driver.Position{Filename: "p.go", Line: line, Column: 5}
	return driver.Diagnostic{Pos: at, End: at, Category: category, Message: msg}
}

func TestFindings(t *testing.T) {
	pkg := &driver.Root{ID: "p", Files: 1, Diagnostics: []driver.Diagnostic{
		diag(1, "char", "url.Parse: space; no fix: c is also named in p_test.go:3, a test file not analyzed with this package"),
		diag(2, "char", "url.Parse: space"),
		diag(3, "char", "url.Parse: space; no fix: d is also compared at p.go:9"),
		diag(4, "char", "url.Parse: space"),
		diag(4, "escape", "url.Parse: space"), // another check
	}}
	test := &driver.Root{ID: "p [p.test]", Files: 2, Diagnostics: []driver.Diagnostic{
		diag(1, "char", "url.Parse: space; no fix: c is also compared at p_test.go:3"),
		diag(2, "char", "url.Parse: space"),
		diag(3, "char", "url.Parse: space; no fix: d is also compared at p.go:9"),
		diag(4, "char", "http.Get: space"),  // another finding at the same place
		diag(5, "char", "url.Parse: space"), // in a test file
	}}
	p, tv := pkg.Diagnostics, test.Diagnostics
	for _, tc := range []struct {
		roots []*driver.Root
		want  []driver.Diagnostic
		// The diagnostics RootFindings gives each root.
		byRoot [2][]driver.Diagnostic
	}{
		// The variant with more files decides the first finding's
		// message; each finding stays where the first root reports it.
		// RootFindings lists a finding both report under the variant
		// with more files.
		{
			[]*driver.Root{pkg, test}, []driver.Diagnostic{tv[0], p[1], p[2], p[3], p[4], tv[3], tv[4]},
			[2][]driver.Diagnostic{{p[3], p[4]}, {tv[0], tv[1], tv[2], tv[3], tv[4]}},
		},
		{
			[]*driver.Root{test, pkg}, []driver.Diagnostic{tv[0], tv[1], tv[2], tv[3], tv[4], p[3], p[4]},
			[2][]driver.Diagnostic{{tv[0], tv[1], tv[2], tv[3], tv[4]}, {p[3], p[4]}},
		},
	} {
		out := &driver.Output{Roots: tc.roots}
		same := func(a, b driver.Diagnostic) bool {
			return a.Pos == b.Pos && a.Category == b.Category && a.Message == b.Message
		}
		if got := out.Findings(); !slices.EqualFunc(got, tc.want, same) {
			t.Errorf("Findings of %s, %s:\n%v\nwant\n%v", tc.roots[0].ID, tc.roots[1].ID, got, tc.want)
		}
		roots := out.RootFindings()
		for i, r := range roots {
			if r.ID != tc.roots[i].ID || r.Files != tc.roots[i].Files {
				t.Errorf("RootFindings of %s, %s: root %d is %s with %d files, want %s with %d", tc.roots[0].ID, tc.roots[1].ID, i, r.ID, r.Files, tc.roots[i].ID, tc.roots[i].Files)
			}
			if !slices.EqualFunc(r.Diagnostics, tc.byRoot[i], same) {
				t.Errorf("RootFindings of %s, %s: %s has\n%v\nwant\n%v", tc.roots[0].ID, tc.roots[1].ID, r.ID, r.Diagnostics, tc.byRoot[i])
			}
		}
	}
	if len(pkg.Diagnostics) != 5 || len(test.Diagnostics) != 5 {
		t.Errorf("RootFindings changed the roots it was given: %d and %d diagnostics, want 5 and 5", len(pkg.Diagnostics), len(test.Diagnostics))
	}
}

// A warning of a check at the characters where the same check reports an
// error (a package judges a join by default, its test variant in the
// warning tier) is dropped; a warning of another check, or at other
// characters, stays.
func TestFindingsSupersededWarnings(t *testing.T) {
	pkg := &driver.Root{ID: "p", Files: 1, Diagnostics: []driver.Diagnostic{
		diag(1, "join", "http.NewRequest: c.base holds free configuration (a parameter kept in a field)"),
		diag(2, "join", "warning: http.NewRequest: c.other holds free configuration"),
	}}
	test := &driver.Root{ID: "p [p.test]", Files: 2, Diagnostics: []driver.Diagnostic{
		diag(1, "join", "warning: http.NewRequest: c.base holds free configuration (a field written elsewhere)"),
		diag(1, "unescaped", "warning: http.NewRequest: id, a string"),
		diag(2, "join", "warning: http.NewRequest: c.other holds free configuration"),
	}}
	out := &driver.Output{Roots: []*driver.Root{pkg, test}}
	var got []string
	for _, d := range out.Findings() {
		got = append(got, d.Category+" "+d.Message)
	}
	want := []string{
		"join http.NewRequest: c.base holds free configuration (a parameter kept in a field)",
		"join warning: http.NewRequest: c.other holds free configuration",
		"unescaped warning: http.NewRequest: id, a string",
	}
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("Findings:\n%q\nwant\n%q", got, want)
	}
}
