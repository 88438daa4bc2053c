package driver

import "strings"

// noFixReason starts the part of a message that says why a finding has no
// fix; the rest of the message names the finding.
const noFixReason = "; no fix: "

// Findings returns the diagnostics of out's roots, each finding once. A
// file of a package belongs to the package and to its test variant, and
// both analyses report its findings at the same position. Their messages
// may differ in why a fix is not offered, which depends on the uses each
// analysis saw: of two diagnostics with the same positions, category and
// message up to that reason, the one from the root that analyzed more
// files (the test variant, which also sees the uses in test files, as go
// vet and go fix do) is kept, at the place of the first.
func (out *Output) Findings() []Diagnostic {
	found := out.findings()
	diags := make([]Diagnostic, len(found))
	for i, f := range found {
		diags[i] = f.Diagnostic
	}
	return diags
}

// RootFindings returns out's roots, each with the findings that Findings
// keeps from it, in the order of Findings: every finding appears once,
// under the root whose diagnostic was kept. Roots keep their other fields.
func (out *Output) RootFindings() []*Root {
	roots := make([]*Root, len(out.Roots))
	for i, r := range out.Roots {
		copied := *r
		copied.Diagnostics = nil
		roots[i] = &copied
	}
	for _, f := range out.findings() {
		roots[f.root].Diagnostics = append(roots[f.root].Diagnostics, f.Diagnostic)
	}
	return roots
}

// A finding is a diagnostic and the index of the root it is kept from.
type finding struct {
	Diagnostic
	root int
}

func (out *Output) findings() []finding {
	type key struct {
		pos, end          Position
		category, finding string
	}
	var found []finding
	seen := make(map[key]int) // index in found
	for i, r := range out.Roots {
		for _, d := range r.Diagnostics {
			text, _, _ := strings.Cut(d.Message, noFixReason)
			k := key{d.Pos, d.End, d.Category, text}
			prev, ok := seen[k]
			switch {
			case !ok:
				seen[k] = len(found)
				found = append(found, finding{d, i})
			case r.Files > out.Roots[found[prev].root].Files:
				found[prev] = finding{d, i}
			}
		}
	}
	return dropSupersededWarnings(found)
}

// warningPrefix starts the message of a warning-tier finding (the
// analyzer's WarningPrefix).
const warningPrefix = "warning: "

// dropSupersededWarnings removes a warning of a check at the characters
// where the same check reports an error: a package and its test variant
// may judge one join in both tiers (a test that writes the base makes it
// another kind of configuration there), and the error says it all.
func dropSupersededWarnings(found []finding) []finding {
	return DropSupersededWarnings(found, func(f finding) (Position, Position, string, string) {
		return f.Pos, f.End, f.Category, f.Message
	})
}

// DropSupersededWarnings returns items without each warning (a message
// that starts with "warning: ") whose check reports an error at the same
// characters; where says where an item is, of which check, and its
// message. The order of the others is kept.
func DropSupersededWarnings[T any, P comparable](items []T, where func(T) (pos, end P, check, message string)) []T {
	type place struct {
		pos, end P
		check    string
	}
	errs := make(map[place]bool)
	for _, it := range items {
		pos, end, check, msg := where(it)
		if !strings.HasPrefix(msg, warningPrefix) {
			errs[place{pos, end, check}] = true
		}
	}
	out := items[:0]
	for _, it := range items {
		pos, end, check, msg := where(it)
		if strings.HasPrefix(msg, warningPrefix) && errs[place{pos, end, check}] {
			continue
		}
		out = append(out, it)
	}
	return out
}
