package analyzer

import "github.com/urlvet/urlvet/rfc"

// reportedAt reports whether a violation is worth reporting where the
// value goes. A string that reaches no sink (-literals) and holds a
// placeholder is a template that is filled in before it is sent.
func reportedAt(v rfc.Violation, sink string) bool {
	return !(sink == "literal" && v.Check == rfc.CheckPlaceholder)
}
