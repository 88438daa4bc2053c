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
	type key struct {
		pos, end          Position
		category, finding string
	}
	type kept struct {
		index int // in diags
		files int // of its root
	}
	var diags []Diagnostic
	seen := make(map[key]kept)
	for _, r := range out.Roots {
		for _, d := range r.Diagnostics {
			finding, _, _ := strings.Cut(d.Message, noFixReason)
			k := key{d.Pos, d.End, d.Category, finding}
			prev, ok := seen[k]
			switch {
			case !ok:
				seen[k] = kept{len(diags), r.Files}
				diags = append(diags, d)
			case r.Files > prev.files:
				diags[prev.index] = d
				seen[k] = kept{prev.index, r.Files}
			}
		}
	}
	return diags
}
