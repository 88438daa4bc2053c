package analyzer

import (
	"go/ast"
	"strconv"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/rfc"
)

// queryTailCheck reports text written right after a whole query that
// url.Values.Encode made (the hole of a flow.QueryText after '?' or
// '&'), where the text cannot go on with the query: a second '?' with a
// parameter after it (listURL(q) + "?page=2": the parameter is part of
// the query's last value, or a key "?page" when the query is empty;
// write '&'), and a path ("/next", or path.Join's element: it is part
// of the last value, not the path). Encode's text holds no '?', '/' or
// '#' of its own, and may be empty, so either is wrong whatever the
// query holds; "&page=2" and "#top" are right. The query is known where
// it is made: in the function that calls Encode, or through the results
// fact of a helper of another package that returns path + "?" +
// q.Encode().
type queryTailCheck struct{}

func (queryTailCheck) IDs() []rfc.CheckID {
	return []rfc.CheckID{rfc.CheckQueryQuestion, rfc.CheckJoin}
}

func (queryTailCheck) checkText(r *pkgAnalysis, t *valueText) {
	if !rawTargets[t.target] || t.sink == "literal" {
		return
	}
	v := t.v
	for i := 1; i+1 < len(v); i++ {
		p, prev := v[i], v[i-1]
		if !p.Hole || p.Kind != flow.QueryText || prev.Hole || !strings.HasSuffix(prev.Text, "?") && !strings.HasSuffix(prev.Text, "&") {
			continue
		}
		if before := t.s[:t.starts[i]]; strings.ContainsRune(before, '#') {
			continue // a fragment's text, not the query
		}
		k := i + 1
		for k < len(v) && !v[k].Hole && v[k].Text == "" {
			k++
		}
		if k == len(v) || v[k].Hole {
			continue
		}
		next, at := v[k], t.starts[k]
		known := t.s[at:] // the known text up to the next hole
		for j := k + 1; j < len(v); j++ {
			if v[j].Hole {
				known = t.s[at:t.starts[j]]
				break
			}
		}
		query := shortExpr(p.Use)
		switch {
		case next.Text[0] == '?' && written(next) && paramFollows(known[1:]) && r.enabledAt(rfc.CheckQueryQuestion, t.at):
			r.report(v, t.starts, t.s, rfc.Violation{Start: at, End: at + 1, Check: rfc.CheckQueryQuestion, Rule: "query", RFC: "RFC 3986 §3.4",
				Severity: rfc.Error, Fixable: true, Replacement: "&",
				Message: "a second '?' after a query url.Values.Encode made (" + query + "): the parameter after it is part of that query's last value (or a key starting with '?' when it is empty); write &"}, t.at, t.sink)
		case next.Text[0] == '/' && (written(next) || r.pathSeparator(next)) && r.enabledAt(rfc.CheckJoin, t.at):
			seg := known
			if j := strings.IndexAny(seg[1:], "?#"); j >= 0 {
				seg = seg[:1+j]
			}
			end := at + len(next.Text)
			if !r.pathSeparator(next) {
				end = min(end, at+len(seg))
			}
			r.report(v, t.starts, t.s, rfc.Violation{Start: at, End: end, Check: rfc.CheckJoin, Rule: "query", RFC: "RFC 3986 §3.4",
				Severity: rfc.Error,
				Message:  strconv.Quote(seg) + " is joined after a query url.Values.Encode made (" + query + "): it becomes part of that query's last value, not of the path; join the path before the '?'"}, t.at, t.sink)
		}
	}
}

// pathSeparator reports whether p is the '/' a path join writes between
// its elements (path.Join).
func (r *pkgAnalysis) pathSeparator(p flow.Piece) bool {
	call, ok := p.Use.(*ast.CallExpr)
	return ok && p.Lit == nil && p.Text == "/" && callRow(r.pass.TypesInfo, call).JoinsPath
}

// paramFollows reports whether s starts with a query parameter's name
// and '='.
func paramFollows(s string) bool {
	j := 0
	for j < len(s) && (s[j] >= 'a' && s[j] <= 'z' || s[j] >= 'A' && s[j] <= 'Z' || s[j] >= '0' && s[j] <= '9' || s[j] == '_' || s[j] == '-' || s[j] == '.') {
		j++
	}
	return j > 0 && j < len(s) && s[j] == '='
}
