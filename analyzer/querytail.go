package analyzer

import (
	"go/ast"
	"go/types"
	"slices"
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
//
// So too a second '?' with a parameter after a query value that an
// escaper made or that is a number ("?q=" + url.QueryEscape(s) +
// "?page=2"): the value holds no '?' of its own, nor a URL or a path
// whose own query could follow, so the '?' is data of that value. And a
// '?' written right before text that starts with its own '?' (base + "?"
// + signedQuery(q), whose result is "?" + q.Encode()): the second '?' is
// data, the first parameter's name starts with it.
type queryTailCheck struct{}

func (queryTailCheck) IDs() []rfc.CheckID {
	return []rfc.CheckID{rfc.CheckQueryQuestion, rfc.CheckJoin}
}

func (queryTailCheck) checkText(r *pkgAnalysis, t *valueText) {
	if !rawTarget(t.target) || t.sink == "literal" {
		return
	}
	v := t.v
	hash := strings.IndexByte(t.s, '#')
	for i := 1; i < len(v); i++ {
		p, prev := v[i], v[i-1]
		if prev.Hole || hash >= 0 && hash < t.starts[i] {
			continue // a fragment's text, not the query
		}
		if !p.Hole {
			if strings.HasSuffix(prev.Text, "?") && strings.HasPrefix(p.Text, "?") {
				r.doubledQuestion(t, i)
			}
			continue
		}
		if i+1 == len(v) {
			continue
		}
		switch {
		case p.Kind == flow.QueryText && (strings.HasSuffix(prev.Text, "?") || strings.HasSuffix(prev.Text, "&")):
			r.queryTail(t, i)
		case (p.Kind == flow.EscapedText || p.Kind == flow.NumericText) && strings.HasSuffix(prev.Text, "=") && strings.ContainsRune(t.s[:t.starts[i]], '?'):
			r.valueTail(t, i)
		}
	}
}

// afterHole returns the index of the first piece after hole i that is
// not empty text, and the known text from it up to the next hole; k is
// len(v) or a hole when no text follows.
func afterHole(t *valueText, i int) (k int, known string) {
	v := t.v
	k = i + 1
	for k < len(v) && !v[k].Hole && v[k].Text == "" {
		k++
	}
	if k == len(v) || v[k].Hole {
		return k, ""
	}
	at := t.starts[k]
	known = t.s[at:] // the known text up to the next hole
	for j := k + 1; j < len(v); j++ {
		if v[j].Hole {
			known = t.s[at:t.starts[j]]
			break
		}
	}
	return k, known
}

// queryTail checks the text after hole i, a whole query url.Values.Encode
// made.
func (r *pkgAnalysis) queryTail(t *valueText, i int) {
	v := t.v
	k, known := afterHole(t, i)
	if k == len(v) || v[k].Hole {
		return
	}
	next, at := v[k], t.starts[k]
	query := shortExpr(v[i].Use)
	switch {
	case next.Text[0] == '?' && written(next) && paramFollows(known[1:]) && r.enabledAt(rfc.CheckQueryQuestion, t.at) && !r.chosenSeparator(next, "?", "&"):
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

// valueTail checks the text after hole i, a query parameter's value that
// an escaper made or that is a number: a second '?' and a parameter
// written right after it.
func (r *pkgAnalysis) valueTail(t *valueText, i int) {
	v := t.v
	k, known := afterHole(t, i)
	if k == len(v) || v[k].Hole || v[k].Text[0] != '?' || !written(v[k]) || !paramFollows(known[1:]) || !r.enabledAt(rfc.CheckQueryQuestion, t.at) || r.chosenSeparator(v[k], "?", "&") {
		return
	}
	what := "escaped for it"
	if v[i].Kind == flow.NumericText {
		what = "a number"
	}
	value := v[i].Use
	if verb := v[i].Verb; verb != nil {
		value = verb.Arg
	}
	if value != nil {
		what = shortExpr(value) + ", " + what
	}
	at := t.starts[k]
	r.report(v, t.starts, t.s, rfc.Violation{Start: at, End: at + 1, Check: rfc.CheckQueryQuestion, Rule: "query", RFC: "RFC 3986 §3.4",
		Severity: rfc.Error, Fixable: true, Replacement: "&",
		Message: "a second '?' in the query after a parameter's value (" + what + "): the parameter after it is part of that value; write &"}, t.at, t.sink)
}

// doubledQuestion checks piece i, text that starts with '?' right after a
// piece that ends with one: when a parameter or a whole query follows
// the second '?', it is data, the start of the first parameter's name.
// The '?' reported is the one the code at the join writes: the piece
// that is a literal of the package or a format when the other is not
// (a helper of another package returns the other), else the first.
func (r *pkgAnalysis) doubledQuestion(t *valueText, i int) {
	v := t.v
	p, prev := v[i], v[i-1]
	rest := p.Text[1:]
	if rest == "" {
		if i+1 == len(v) || !v[i+1].Hole || v[i+1].Kind != flow.QueryText {
			return
		}
	} else if !paramFollows(rest) {
		return
	}
	if !written(prev) && !written(p) || !r.enabledAt(rfc.CheckQueryQuestion, t.at) {
		return
	}
	at, what := t.starts[i]-1, "text that starts with its own '?'"
	if call, ok := p.Use.(*ast.CallExpr); ok {
		what = shortExpr(call) + ", whose text starts with its own '?'"
	}
	if !written(prev) {
		at, what = t.starts[i], "text that ends with a '?'"
		if call, ok := prev.Use.(*ast.CallExpr); ok {
			what = shortExpr(call) + ", whose text ends with a '?'"
		}
	}
	r.report(v, t.starts, t.s, rfc.Violation{Start: at, End: at + 1, Check: rfc.CheckQueryQuestion, Rule: "query", RFC: "RFC 3986 §3.4",
		Severity: rfc.Error,
		Message:  "'?' written next to " + what + ": the second '?' is data, the start of the first parameter's name; write one '?'"}, t.at, t.sink)
}

// chosenSeparator reports whether p is the whole text sep of a local
// variable the function also sets to text that starts with other (sep :=
// "?"; if strings.Contains(u, "?") { sep = "&" }): the program picks the
// separator by what the URL before it holds, a test value flow does not
// follow, so a '?' is written only where no query precedes it, and a '&'
// only where one does.
func (r *pkgAnalysis) chosenSeparator(p flow.Piece, sep, other string) bool {
	info := r.pass.TypesInfo
	if p.Lit == nil || constString(info, p.Lit) != sep {
		return false
	}
	parents := r.flow.Control.Parents(p.Lit)
	if len(parents) == 0 {
		return false
	}
	var lhs ast.Expr
	switch n := parents[0].(type) {
	case *ast.AssignStmt:
		if i := slices.Index(n.Rhs, ast.Expr(p.Lit)); i >= 0 && len(n.Lhs) == len(n.Rhs) {
			lhs = n.Lhs[i]
		}
	case *ast.ValueSpec:
		if i := slices.Index(n.Values, ast.Expr(p.Lit)); i >= 0 && len(n.Names) == len(n.Values) {
			lhs = n.Names[i]
		}
	}
	id, ok := lhs.(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := info.ObjectOf(id).(*types.Var)
	if !ok {
		return false
	}
	vi := r.flow.VarInfo(v)
	if vi == nil {
		return false
	}
	for _, x := range vi.Rhs {
		if strings.HasPrefix(constString(info, x), other) {
			return true
		}
	}
	return false
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
