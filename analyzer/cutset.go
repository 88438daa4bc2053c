package analyzer

import (
	"fmt"
	"go/ast"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/rfc"
)

// cutsetCheck reports strings.TrimRight, TrimLeft or Trim of URL text
// whose cutset is a piece of a URL ("/graphql", "https://"): the cutset
// is a set of characters, trimmed one by one for as long as they repeat,
// so the host or path before the suffix loses its last letters when they
// are in the set. TrimSuffix or TrimPrefix was meant.
type cutsetCheck struct{}

func (cutsetCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckCutset} }

// cutsetDoc documents rfc.CheckCutset.
var cutsetDoc = rfc.CheckDoc{
	ID:    rfc.CheckCutset,
	Title: "Cutset trim meant as a suffix or prefix",
	Explanation: "strings.TrimRight, strings.TrimLeft and strings.Trim take a cutset: they remove every character " +
		"of the set at the end (or start) of the text, one by one, for as long as they find one, not the " +
		"set's text as a whole. strings.TrimRight(u, \"/graphql\") turns \"http://api.example.org/graphql\" into " +
		"\"http://api.example.o\", and strings.TrimLeft(u, \"https://\") turns \"https://test.example.com\" into " +
		"\"est.example.com\". urlvet reports such a call when the cutset holds a '/' and a word (a piece of a URL, " +
		"a suffix or a prefix by how it reads) and the text trimmed is a URL: its name says so (url, endpoint, " +
		"baseURL), one of its values starts with a scheme and \"://\", or the cutset holds \"://\". A cutset of " +
		"separators, spaces or digits (\"/\", \"/ \\t\", \"/0123456789\") is what those functions are for and is not reported. " +
		"strings.TrimSuffix or strings.TrimPrefix removes the text once, as a whole; staticcheck's SA1024 reports " +
		"only a cutset with a repeated character.",
	Bad:    `strings.TrimRight(endpoint, "/graphql")`,
	Good:   `strings.TrimSuffix(endpoint, "/graphql")`,
	Source: true, Since: "v0.4.0",
}

func (cutsetCheck) checkCall(r *pkgAnalysis, c *sinkCall) {
	if len(c.Call.Args) != 2 || !r.enabledAt(rfc.CheckCutset, c.Call) {
		return
	}
	row := callRow(r.pass.TypesInfo, c.Call)
	if row.Trims < sinks.TrimsStart || row.Affix {
		return
	}
	cutset := constString(r.pass.TypesInfo, c.Call.Args[1])
	if !urlPieceCutset(cutset) || !r.urlText(c.Call.Args[0], cutset) {
		return
	}
	fn, ok := c.Callee.(*types.Func)
	if !ok {
		return
	}
	name := r.imports.sinkName(sinks.FuncKey(fn), c.Call)
	meant := map[sinks.Trimming]string{sinks.TrimsStart: "strings.TrimPrefix", sinks.TrimsEnd: "strings.TrimSuffix", sinks.TrimsBoth: "strings.TrimPrefix and strings.TrimSuffix"}[row.Trims]
	msg := fmt.Sprintf("%s removes any of the characters of %s, one by one, not that text", name, strconv.Quote(cutset))
	if ex, got, ok := cutsetExample(cutset, row.Trims); ok {
		msg += fmt.Sprintf(" (%s becomes %s)", strconv.Quote(ex), strconv.Quote(got))
	}
	msg += "; " + meant + " removes it whole"
	d := analysis.Diagnostic{Pos: c.Call.Args[1].Pos(), End: c.Call.Args[1].End(), Category: string(rfc.CheckCutset), Message: msg}
	r.out.add(finding{Diagnostic: d, at: c.Call.Pos(), alone: true})
}

// urlPieceCutset reports whether cutset reads as a piece of a URL, a
// suffix or a prefix rather than a set: a '/' and a word of two letters
// or digits or more, one a letter ("/graphql", "/v1", "https://").
func urlPieceCutset(cutset string) bool {
	letters, digits := 0, 0
	for i := 0; i < len(cutset); i++ {
		switch c := cutset[i]; {
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
			letters++
		case '0' <= c && c <= '9':
			digits++
		}
	}
	return strings.Contains(cutset, "/") && letters >= 1 && letters+digits >= 2
}

// urlText reports whether e, trimmed by cutset, is URL text: its name
// says so, one of its values starts with an absolute URL, or the cutset
// itself holds a scheme's "://".
func (r *pkgAnalysis) urlText(e ast.Expr, cutset string) bool {
	if strings.Contains(cutset, "://") || nameKind(refName(e)) == uriText {
		return true
	}
	vals, _ := r.flow.Params.ResolveSite(e, sinks.Arg{Param: sinks.Param{Target: rfc.Reference}})
	for _, v := range vals {
		if lead, _ := flow.LeadingText(v); absoluteURLPrefix(lead) >= 0 {
			return true
		}
	}
	return false
}

// cutsetExample returns a URL that trimming by cutset (at the end, the
// start or both) cuts into, and what it becomes, when one of a few
// common hosts shows it.
func cutsetExample(cutset string, t sinks.Trimming) (string, string, bool) {
	for _, host := range []string{"api.example.org", "api.example.com", "test.example.com", "www.example.net", "status.example.io"} {
		var ex, want, got string
		switch t {
		case sinks.TrimsEnd:
			ex, want = "https://"+host+cutset, "https://"+host
			got = strings.TrimRight(ex, cutset)
		case sinks.TrimsStart:
			ex, want = cutset+host, host
			got = strings.TrimLeft(ex, cutset)
		default:
			ex, want = cutset+host+cutset, host
			got = strings.Trim(ex, cutset)
		}
		if got != want {
			return ex, got, true
		}
	}
	return "", "", false
}
