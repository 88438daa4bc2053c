package analyzer

import (
	"cmp"
	"fmt"
	"go/token"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/rfc"
)

// A reporter is the one way out of an analysis: every diagnostic of every
// check reaches the pass through it. It drops the findings a directive
// silences and those made twice, groups the findings of one check in one
// literal into one diagnostic, merges their fixes, and withholds a fix
// that one of the group, or another sink of the same bytes, cannot take.
type reporter struct {
	pass *analysis.Pass
	// silenced reports whether a directive silences a finding of check id
	// at pos (marking it used), or the finding lies in a generated file.
	silenced func(pos token.Pos, id rfc.CheckID) bool
	// inTest reports whether pos lies in test code, where the checks run
	// under their test policy (pkgAnalysis.enabledAt): a test file, or a
	// package of test code by its path (testutil, mocks).
	inTest func(pos token.Pos) bool
	// testOnly reports whether pos lies in a function only the package's
	// tests call (testOnlyFuncs): its findings are the test variant's.
	testOnly func(pos token.Pos) bool
	seen     map[diagKey]bool
	groups   map[groupKey]*findingGroup // findings waiting for flush
	order    []groupKey
	cleaned  map[diagKey]token.Pos // finding.cleaned of the findings held
	joined   map[token.Pos]bool    // the calls and literals of path-join findings
}

// A finding is a diagnostic on its way out.
type finding struct {
	analysis.Diagnostic
	// at is where the value reaches its sink: a directive there silences
	// the finding too.
	at token.Pos
	// lit is the position of the literal that holds the finding's bytes:
	// the findings of a check in one literal make one diagnostic. With
	// NoPos, those at one place do (the same bytes, reaching several sinks).
	lit token.Pos
	// alone findings are reported at once, each on its own: findings
	// about an expression, which are not bytes of a literal and whose
	// fixes do not depend on one another.
	alone bool
	// cleaned is set for a finding in the "scheme:/" that a path join
	// made of "scheme://": the position of the join's call, or of the URL
	// literal it cleaned. The path-join finding of that join says what is
	// wrong, and this one, at the same call, is dropped when it is made.
	cleaned token.Pos
	// warn marks a finding of the warning tier inside a check of error
	// severity (rfc.CheckDoc.Warns): add gives its message WarningPrefix.
	warn bool
}

// WarningPrefix starts the message of every diagnostic of the warning
// tier: a check of rfc.Warning severity, the findings an error check
// names as warnings (rfc.CheckDoc.Warns), and an rfc.WarningInTests
// check's findings in test files. An analysis.Diagnostic has no severity,
// and its Category is the check ID, which -checks, -disable, directives
// and SARIF rule IDs name; the message is what every driver passes on
// (go vet's text and -json, golangci-lint, gopls), so the tier goes
// there. Warning splits it off again.
const WarningPrefix = "warning: "

// Warning reports whether message is that of a warning-tier diagnostic,
// and returns it without WarningPrefix.
func Warning(message string) (text string, warning bool) {
	text, warning = strings.CutPrefix(message, WarningPrefix)
	return text, warning
}

type diagKey struct {
	pos, end token.Pos
	category string
	message  string
}

// A groupKey names the findings reported as one diagnostic: those of one
// check in one literal (lit is its position), or, for a finding outside
// any literal, those at one place.
type groupKey struct {
	lit, pos token.Pos
	check    string
}

// A findingGroup holds the diagnostics of one groupKey, in the order they
// were found; fixable is cleared when one of them had no fix.
type findingGroup struct {
	diags   []analysis.Diagnostic
	fixable bool
	why     string // the first "; no fix: ..." of a finding, the reason fixable is clear
}

const noFixMark = "; no fix: "

func newReporter(pass *analysis.Pass, silenced func(token.Pos, rfc.CheckID) bool, inTest func(token.Pos) bool) *reporter {
	return &reporter{pass: pass, silenced: silenced, inTest: inTest, seen: make(map[diagKey]bool), groups: make(map[groupKey]*findingGroup),
		cleaned: make(map[diagKey]token.Pos), joined: make(map[token.Pos]bool)}
}

// add takes finding f: it drops it when a directive silences it (at its
// place or where it reaches its sink) or it was made already, reports it
// at once when alone, and otherwise holds it for flush.
func (rep *reporter) add(f finding) {
	id := rfc.CheckID(f.Category)
	if f.warn || rep.severity(f.Pos, id) == rfc.Warning {
		f.Message = WarningPrefix + f.Message
	}
	// Both places are looked up, so that every directive that silences
	// the finding counts as used.
	atPos, atSink := rep.silenced(f.Pos, id), f.at.IsValid() && rep.silenced(f.at, id)
	if atPos || atSink || rep.testOnly != nil && rep.testOnly(f.Pos) {
		return
	}
	key := diagKey{f.Pos, f.End, f.Category, f.Message}
	if rep.seen[key] {
		return
	}
	rep.seen[key] = true
	if f.Category == string(rfc.CheckPathJoin) {
		rep.joined[f.at] = true
		if f.lit.IsValid() {
			rep.joined[f.lit] = true
		}
	}
	if f.cleaned.IsValid() {
		rep.cleaned[key] = f.cleaned
	}
	if f.alone {
		rep.pass.Report(f.Diagnostic)
		return
	}
	gk := groupKey{lit: f.lit, check: f.Category}
	if !f.lit.IsValid() {
		gk.pos = f.Pos
	}
	g := rep.groups[gk]
	if g == nil {
		g = &findingGroup{fixable: true}
		rep.groups[gk] = g
		rep.order = append(rep.order, gk)
	}
	if len(f.SuggestedFixes) != 1 {
		g.fixable = false
		if i := strings.Index(f.Message, noFixMark); i >= 0 && g.why == "" {
			g.why = f.Message[i:]
		}
	}
	for _, e := range g.diags {
		if e.Pos == f.Pos && e.End == f.End {
			return // the same bytes, reaching another sink: one fix for both or none
		}
	}
	g.diags = append(g.diags, f.Diagnostic)
}

// severity returns the severity of check id in the file holding pos.
func (rep *reporter) severity(pos token.Pos, id rfc.CheckID) rfc.Severity {
	doc, ok := Doc(id)
	if !ok {
		return rfc.Error
	}
	return doc.SeverityIn(rep.inTest(pos))
}

// about reports d, a diagnostic about a directive, at once: directives do
// not silence the reports about directives, nor are these grouped.
func (rep *reporter) about(d analysis.Diagnostic) {
	rep.pass.Report(d)
}

// flush reports each group of findings as one diagnostic: the first in
// the literal, saying how many more there are and, when each of them has
// a fix, with one fix that makes all their edits.
func (rep *reporter) flush() {
	for _, gk := range rep.order {
		g := rep.groups[gk]
		// A finding in a scheme a path join cleaned repeats the join's
		// path-join finding.
		ds := slices.DeleteFunc(g.diags, func(d analysis.Diagnostic) bool {
			at, ok := rep.cleaned[diagKey{d.Pos, d.End, d.Category, d.Message}]
			return ok && rep.joined[at]
		})
		if len(ds) == 0 {
			continue
		}
		slices.SortStableFunc(ds, func(a, b analysis.Diagnostic) int { return cmp.Compare(a.Pos, b.Pos) })
		d := ds[0]
		if !g.fixable && len(d.SuggestedFixes) > 0 {
			// Another sink of the same bytes, or another finding of the
			// group, cannot take the fix.
			d.SuggestedFixes = nil
			if g.why != "" && !strings.Contains(d.Message, noFixMark) {
				d.Message += g.why
			}
		}
		if more := len(ds) - 1; more > 0 {
			// The others are in the same literal: the count says enough,
			// where a line for each would bring back the noise.
			count := fmt.Sprintf(" (and %d more in this literal)", more)
			if i := strings.Index(d.Message, noFixMark); i >= 0 {
				d.Message = d.Message[:i] + count + d.Message[i:]
			} else {
				d.Message += count
			}
			d.SuggestedFixes = nil
			if g.fixable {
				if fix, ok := mergeFixes(ds); ok {
					d.SuggestedFixes = []analysis.SuggestedFix{fix}
				}
			}
		}
		rep.pass.Report(d)
	}
	rep.groups, rep.order = nil, nil
}

// mergeFixes returns one fix making the edits of the fixes of ds, which
// must not overlap.
func mergeFixes(ds []analysis.Diagnostic) (analysis.SuggestedFix, bool) {
	var edits []analysis.TextEdit
	for _, d := range ds {
		edits = append(edits, d.SuggestedFixes[0].TextEdits...)
	}
	slices.SortStableFunc(edits, func(a, b analysis.TextEdit) int { return cmp.Compare(a.Pos, b.Pos) })
	for i := 1; i < len(edits); i++ {
		if edits[i].Pos < edits[i-1].End {
			return analysis.SuggestedFix{}, false
		}
	}
	msg := ds[0].SuggestedFixes[0].Message
	if len(ds) > 1 {
		msg += fmt.Sprintf(" and %d more", len(ds)-1)
	}
	return analysis.SuggestedFix{Message: msg, TextEdits: edits}, true
}
