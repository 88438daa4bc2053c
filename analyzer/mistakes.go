package analyzer

import (
	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/rfc"
)

// reportedAt reports whether a violation is worth reporting where the
// value goes. A string that reaches no sink (-literals) and holds a
// placeholder is a template that is filled in before it is sent.
func reportedAt(v rfc.Violation, sink string) bool {
	return !(sink == "literal" && v.Check == rfc.CheckPlaceholder)
}

// joinBefore reports whether piece i of v is joined to known text before
// it by a concatenation (rfc.Options.Joins): the piece before it is
// known, or stands for a known base (skip), and comes from another
// literal. The runs of one printf format are not joins.
func joinBefore(v flow.Value, i, skip int) bool {
	if i == 0 || v[i].Hole || v[i].Tail && !v[i].Join {
		return false
	}
	prev := v[i-1]
	if prev.Hole && i-1 >= skip {
		return false
	}
	return prev.Lit == nil || prev.Lit != v[i].Lit
}
