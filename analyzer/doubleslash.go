package analyzer

import (
	"strings"

	"github.com/urlvet/urlvet/rfc"
)

// doubleSlashCheck reports "//" written inside one constant of a path
// that reaches a sink which sends it as written: "revisions/%s//comments"
// requests an empty segment, which servers read differently (a 404, a
// redirect). A "//" after ':' is a URL written into the path on purpose
// ("/web/https://example.com/"); one right after the host of the same
// constant ("https://api.example.com//") is reported too; one after a hole that may end a scheme
// (fmt.Sprintf("%s//%s", scheme, host)) is not known to be in the path; a
// redirect's relative target is cleaned (http.Redirect); test files write
// such paths to test servers.
type doubleSlashCheck struct{}

func (doubleSlashCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckPath} }

func (doubleSlashCheck) checkText(r *pkgAnalysis, t *valueText) {
	if t.sink == "literal" || t.a.Location || !rawTarget(t.target) && t.target != rfc.DecodedPath && t.target != rfc.RawPath ||
		!r.enabledAt(rfc.CheckPath, t.at) || r.intent.InTestFile(t.at.Pos()) {
		return
	}
	// The text with each hole as one letter, so that the components
	// around a hole are where its text puts them.
	var b strings.Builder
	starts := make([]int, len(t.v))
	for i, p := range t.v {
		starts[i] = b.Len()
		if p.Hole {
			b.WriteByte('x')
		} else {
			b.WriteString(p.Text)
		}
	}
	s := b.String()
	for i, p := range t.v {
		if p.Hole || p.Lit == nil || r.intent.InTestFile(p.Lit.Pos()) {
			continue
		}
		for off := 0; ; {
			k := strings.Index(p.Text[off:], "//")
			if k < 0 {
				break
			}
			k += off
			n := k + 2
			for n < len(p.Text) && p.Text[n] == '/' {
				n++
			}
			off = n
			at := starts[i] + k
			// A "//" right after the host its own literal writes
			// ("https://api.example.com//") starts the path with an
			// empty segment as surely as one inside it.
			afterHost := strings.Contains(p.Text[:k], "://") && rfc.ComponentAt(s, at+1) == rfc.InPath
			if at > 0 && s[at-1] == ':' || t.target != rfc.DecodedPath && t.target != rfc.RawPath && rfc.ComponentAt(s, at) != rfc.InPath && !afterHost {
				continue
			}
			viol := rfc.Violation{Start: t.starts[i] + k, End: t.starts[i] + n, Check: rfc.CheckPath, Rule: "path-abempty", RFC: "RFC 3986 §3.3", Severity: rfc.Error,
				Message: "\"" + p.Text[k:n] + "\" in the path makes an empty segment, which servers read differently (a 404, a redirect); write one '/'"}
			r.report(t.v, t.starts, t.s, viol, t.at, t.sink)
			return
		}
	}
}
