package analyzer

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// escaperCheck reports text escaped for another component than the one it
// is written into: url.QueryEscape in a path, whose '+' for a space a path
// keeps; url.PathEscape in a query, which leaves '&', '=' and '+'; and a
// whole query escaped again (url.QueryEscape(v.Encode())).
type escaperCheck struct{}

func (escaperCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckEscaper} }

// escaperDoc documents rfc.CheckEscaper.
var escaperDoc = rfc.CheckDoc{
	ID:    rfc.CheckEscaper,
	Title: "Escaper of another component",
	Explanation: "Each escaper of net/url is right for one component. url.QueryEscape writes a space as '+', " +
		"which a query reads as a space but a path and a fragment keep as a '+': \"/files/\" + " +
		"url.QueryEscape(\"a b\") asks for \"a+b\" (go-tuf, beego, rabbit-hole and cirrus-ci-agent fixed this). " +
		"A url.URL holding a Path alone whose String() is taken as an escaper ((&url.URL{Path: s}).String(), for %20 rather than '+') " +
		"writes a relative reference, and puts \"./\" before a first segment that holds a ':' (\"00:00:5E:00:53:00\" becomes " +
		"\"./00:00:5E:00:53:00\"); url.PathEscape adds nothing (not a Path of several segments on purpose, a relative reference such as a source map's \"../src/a.js\", " +
		"strings.ReplaceAll(rel, \"\\\\\", \"/\"), which String writes right). " +
		"A string escaped by hand for its spaces alone (strings.ReplaceAll(msg, \" \", \"%20\"), or \"+\") and written as it is into a query or a path keeps " +
		"its other delimiters: a question with '&' starts another parameter, '#' cuts the rest into a fragment (not where more replacements escape more, nor an identifier by its name). " +
		"url.PathEscape leaves '&', '=' and '+' as they are, which a query reads as delimiters and a space: " +
		"\"?q=\" + url.PathEscape(\"a&admin=1\") sends two parameters; so does a query made by hand from key=value pairs " +
		"whose values url.PathEscape escapes, appended to a slice that is joined with '&' after a '?', with no sink in sight. A function of another package that returns one " +
		"escaper's text of its parameter (func EncodeDocID(id string) string { return url.QueryEscape(id) }, also after " +
		"constant text of no '?' or '#') is that escaper where its result is written. And url.QueryEscape of a query " +
		"url.Values.Encode made (directly, or the text of a variable or a helper, of the package or another, that " +
		"returns q.Encode()) escapes its '=' and '&' again, so the server reads one parameter named the " +
		"whole query. An escape written into url.URL's decoded Path or Fragment is escaped again by String(): " +
		"url.PathEscape(\"a b\") there is sent as a%2520b. " +
		"The other way, a url.URL's Path is its decoded form, whose escapes are gone: written into URL text as a path (u.Host + u.Path, " +
		"fmt.Sprintf(\"%s://%s%s\", u.Scheme, u.Host, u.Path), r.URL.Path + \"/\" in a redirect), \"/a%2Fb\" is sent as /a/b and \"/a%3Fb\" starts a query; " +
		"the fix writes u.EscapedPath(). Text escaped twice (url.PathEscape or url.QueryEscape of " +
		"a variable that holds what url.PathEscape or url.QueryEscape returned, or a url.URL's EscapedPath(), " +
		"EscapedFragment() or RawPath) reaches the server, which decodes once, as its first escape: \"a b\" " +
		"arrives as \"a%20b\" or \"a+b\"; so does text escaped before it is given to a url.Values that is then encoded " +
		"(q.Set(\"arn\", url.QueryEscape(arn)) or a url.Values literal, then q.Encode() or http.PostForm, in the function or one of the package it " +
		"hands q to; also an escape written by hand, strings.ReplaceAll(q, \" \", \"%20\") or a space replaced by '+', in the function or " +
		"through the parameters of the package's calls, which has no fix), or to url.User or url.UserPassword (url.UserPassword(user, url.QueryEscape(password)), also through a variable assigned the escape once), " +
		"whose Userinfo holds decoded text that the URL escapes when it is written: the server gets \"a%3Bb\" for the password \"a;b\"; " +
		"the fix removes the escaper. Escaped text written into a printf format (fmt.Sprintf(path+\"?\"+q.Encode(), " +
		"base, id)) has its escapes read as verbs: \"%2F\" is written \"%!F(MISSING)\" (a format with no argument after it is " +
		"go vet's printf finding). Two escapes written in one expression " +
		"(url.PathEscape(url.PathEscape(name))) are taken as meant, for an API that decodes twice (a registry's " +
		"repository names with '/', AWS's canonical request path); a URL's String() is text of its own, whose " +
		"escapes a redirect_uri means to keep; neither is reported. Nor is the Path of a url.URL record, one an unexported function of the package " +
		"makes and each caller reads field by field, never writing it whole (fmt.Sprintf(\"%s://%s%s\", u.Scheme, u.Host, u.Path)): an escape written there " +
		"is meant, and reading the Path back into URL text is right where every value written there is escaped or constant text. urlvet reports the escaper call where the text around it shows the component, in a URL " +
		"that reaches a sink that sends it as written; a '&' the program chooses instead of '?' by what the URL holds " +
		"(sep := \"?\"; if strings.Contains(u, \"?\") { sep = \"&\" }) starts the query as that '?' would. The fix names the component's escaper where the " +
		"escaped text is the whole path segment, query key or query value (there a correct program means the " +
		"text to come back as it was, which only that escaper does); otherwise there is none, nor for text " +
		"escaped twice, which a server that decodes twice may want. And url.QueryUnescape or url.PathUnescape of text net/http and " +
		"net/url decoded already (r.URL.Query().Get(k), r.FormValue(k), r.PathValue(k), a url.Values' Get, a URL's Path, itself or " +
		"through a local variable): the second decoding turns its '+' into a space and its \"%XX\" into other bytes (\"x + 1\" " +
		"arrives \"x   1\").",
	Bad:    `http.Get("https://api.example.com/files/" + url.QueryEscape(name))`,
	Good:   `http.Get("https://api.example.com/files/" + url.PathEscape(name))`,
	Source: true, Since: "v0.4.0",
}

func (escaperCheck) checkText(r *pkgAnalysis, t *valueText) {
	v, starts, s := t.v, t.starts, t.s
	decoded := t.target == rfc.DecodedPath || t.target == rfc.DecodedFragment
	if !rawTarget(t.target) && !decoded || t.sink == "literal" || !r.enabledAt(rfc.CheckEscaper, t.at) {
		return
	}
	if !decoded {
		// A url.URL's Path written into URL text as its path: the
		// decoded form, whose escapes are gone, where the escaped one
		// is read.
		read, shift := r.escapes.baseRead(v, s)
		for i := range v {
			if sel := r.escapes.decodedPath(t, i, shift, read); sel != nil {
				r.escapes.reportDecodedPath(sel, t)
			}
		}
	}
	for i, p := range v {
		if !p.Hole || p.Kind != flow.EscapedText || !decoded && (i == 0 || v[i-1].Hole) {
			continue // a hole after a hole: the text around it is not known
		}
		e := r.escapes.escaperCall(p)
		call, esc := e.call, e.esc
		if call == nil || p.Verb == nil && partOfTemplate(v, i) {
			continue
		}
		if decoded {
			// url.URL escapes Path and Fragment itself: an escape written
			// there is sent with its '%' escaped again.
			if spaceless, plain := r.escapes.charset(e.arg, 0); !plain || !spaceless {
				r.escapes.reportEscaper(t, e, "", false, fmt.Sprintf(
					"%s of text written into url.URL's decoded %s, which String() escapes again (%%20 is sent as %%2520); write the text as it is, or set RawPath too", e.label(), map[bool]string{true: "Path", false: "Fragment"}[t.target == rfc.DecodedPath]))
			}
			continue
		}
		end := len(s)
		if i+1 < len(v) {
			end = starts[i+1]
		}
		before, after := s[:starts[i]], s[end:]
		if before == "" {
			continue
		}
		if what := r.escapes.escapedAlready(e.arg, 0); what != "" {
			// Text escaped twice: the server decodes once, and gets the
			// escape, not the text.
			r.escapes.reportEscaper(t, e, "", false, fmt.Sprintf(
				"%s of %s, which %s escaped already: its '%%' is escaped again (\"a b\" is sent as a%%2520b or a%%252B... and arrives as its escape, not as the text); escape the text once", e.label(), types.ExprString(e.arg), what))
			continue
		}
		comp := rfc.ComponentAt(chosenQuery(r, t, i), starts[i])
		if r.escapes.pathJoined(v, i) {
			// path.Join's separator before it: a path segment, whatever
			// the text before the join is.
			comp = rfc.InPath
		}
		spaceless, plain := r.escapes.charset(e.arg, 0)
		switch {
		case esc == sinks.EscapesQueryPart && (comp == rfc.InPath || comp == rfc.InFragment) && !spaceless:
			whole := strings.HasSuffix(before, "/") && (after == "" || strings.ContainsRune("/?#", rune(after[0])))
			if comp == rfc.InFragment {
				whole = strings.HasSuffix(before, "#") && after == ""
			}
			r.escapes.reportEscaper(t, e, "PathEscape", whole, fmt.Sprintf(
				"%s in a %s: it writes a space as '+', which a %s keeps as a '+'; escape a %s with url.PathEscape", e.label(), comp, comp, segmentOf(comp)))
		case esc == sinks.EscapesSegment && (comp == rfc.InQueryKey || comp == rfc.InQueryValue) && !plain:
			whole := strings.ContainsRune("?&=", rune(before[len(before)-1])) && (after == "" || strings.ContainsRune("&#=", rune(after[0])))
			r.escapes.reportEscaper(t, e, "QueryEscape", whole, fmt.Sprintf(
				"%s in a %s: it leaves '&', '=' and '+' as they are, so the text can add parameters or turn into a space; escape it with url.QueryEscape", e.label(), comp))
		case esc == sinks.EscapesQueryPart && e.via == "" && strings.HasSuffix(before, "?") && (after == "" || after[0] == '#') && r.escapes.encodesQuery(call):
			r.escapes.reportEscaper(t, e, "", false,
				"url.QueryEscape of a query that url.Values.Encode escaped already: its '=' and '&' become %3D and %26, and the server reads one parameter; send the encoded query as it is")
		}
	}
}

// chosenQuery returns t's text with a '&' before piece i read as the '?'
// it stands for where the program chose it by what the URL holds (sep :=
// "?"; if strings.Contains(u, "?") { sep = "&" }): value flow does not
// follow the test, so a value with the '&' and no '?' before it is one
// the program never builds.
func chosenQuery(r *pkgAnalysis, t *valueText, i int) string {
	s := t.s
	for j, p := range t.v[:i] {
		if !p.Hole && p.Text == "&" && !strings.ContainsAny(s[:t.starts[j]], "?#") && r.chosenSeparator(p, "&", "?") {
			return s[:t.starts[j]] + "?" + s[t.starts[j]+1:]
		}
	}
	return s
}

// charset tells what an escaper's argument can hold, where its maker
// shows it: spaceless text, whose QueryEscape a path reads back as it was
// (base64 of any alphabet, hex, numbers, url text: OCSP's base64 GET
// requests are sent so), and plain text of unreserved characters alone,
// whose PathEscape a query reads back (hex, numbers, unpadded base64 of
// the URL alphabet). It follows a local variable assigned once.
func (r *escaping) charset(e ast.Expr, depth int) (spaceless, plain bool) {
	info := r.pass.TypesInfo
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		v, ok := info.Uses[e].(*types.Var)
		if !ok || depth > 2 || v.Pkg() != r.pass.Pkg || v.Parent() == r.pass.Pkg.Scope() || typesx.IsParam(v) {
			return false, false
		}
		if vi := r.flow.VarInfo(v); vi != nil && !vi.Escapes && len(vi.Rhs) == 1 {
			return r.charset(vi.Rhs[0], depth+1)
		}
	case *ast.CallExpr:
		switch f := callRow(info, e); f.Alphabet {
		case sinks.AlphabetUnreserved:
			return true, true
		case sinks.AlphabetBase64:
			sel, _ := ast.Unparen(e.Fun).(*ast.SelectorExpr)
			enc, _ := ast.Unparen(sel.X).(*ast.SelectorExpr)
			return true, enc != nil && slices.Contains(f.UnreservedWith, enc.Sel.Name)
		}
		return r.urlText(e, depth), false
	}
	return false, false
}

// escapedAlready says what escaped an escaper's argument already, when
// the argument is a local variable, assigned once, of text escaped
// already: the result of url.PathEscape or url.QueryEscape, or a
// url.URL's EscapedPath(), EscapedFragment() or RawPath. Two escapes
// written in one expression, url.PathEscape(url.PathEscape(name)), are
// taken as meant: APIs that decode twice ask for them (a name with '/'
// in Harbor's repository paths, the segments of AWS's canonical request
// path), and the code says so where it writes them. A URL's String() and
// a joined path are text of their own, whose escapes a server means to
// get back (a redirect_uri); a query that url.Values.Encode made is the
// check's other case. "" otherwise.
func (r *escaping) escapedAlready(e ast.Expr, depth int) string {
	info := r.pass.TypesInfo
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		v, ok := info.Uses[e].(*types.Var)
		if !ok || depth > 2 || v.Pkg() != r.pass.Pkg || v.Parent() == r.pass.Pkg.Scope() || typesx.IsParam(v) {
			return ""
		}
		if vi := r.flow.VarInfo(v); vi != nil && !vi.Escapes && len(vi.Rhs) == 1 {
			return r.escapedAlready(vi.Rhs[0], depth+1)
		}
	case *ast.SelectorExpr:
		if depth > 0 && e.Sel.Name == "RawPath" && isURL(info.TypeOf(e.X)) {
			return "RawPath"
		}
	case *ast.CallExpr:
		if depth == 0 {
			return ""
		}
		fn, _ := typeutilCallee(info, e).(*types.Func)
		if fn == nil {
			return ""
		}
		switch flow.FuncOf(funcKeyOf(fn)).Escapes {
		case sinks.EscapesQuery:
			return "" // a whole query: the check's other case
		case sinks.EscapesNothing:
			if name, _ := r.flow.ImportedEscaper(fn, e, 0); name != "" {
				return calleeLabel(info, e) + " (url." + name + " of its argument)"
			}
			return ""
		}
		if fn.Signature().Recv() != nil {
			return fn.Name() + "()" // u.EscapedPath()
		}
		return fn.Pkg().Name() + "." + fn.Name()
	}
	return ""
}

// pathJoined reports whether piece i of v is an element of a path.Join
// that follows the separator the join wrote, with no '?' or '#' known
// before it: path.Join cleans its elements as a path's segments, so the
// element is one even where the text before it is not known (a base
// read from a field), which leaves no scheme or host to read the
// component from.
func (r *escaping) pathJoined(v flow.Value, i int) bool {
	sep := v[i-1]
	call, ok := sep.Use.(*ast.CallExpr)
	if sep.Hole || sep.Text != "/" || !ok || !callRow(r.pass.TypesInfo, call).JoinsPath {
		return false
	}
	for _, p := range v[:i] {
		if !p.Hole && strings.ContainsAny(p.Text, "?#") {
			return false
		}
	}
	return true
}

// segmentOf names what an escaper escapes in comp.
func segmentOf(comp rfc.Component) string {
	if comp == rfc.InFragment {
		return "fragment"
	}
	return "path segment"
}

// An escapeCall is the call whose result a hole's text is: that of an
// escaper of a query's key or value or of a path segment
// (url.QueryEscape, url.PathEscape), or of a function of another package
// whose results fact says it returns that escape of an argument
// (func EncodeDocID(id string) string { return url.QueryEscape(id) }).
type escapeCall struct {
	call *ast.CallExpr
	arg  ast.Expr // the text escaped
	esc  sinks.Escaping
	name string // the escaper's: "QueryEscape"
	via  string // the function of another package that returns its escape, "" for the escaper's own call
	fn   *types.Func
}

// label names what escaped the text: "url.QueryEscape", or
// "chttp.EncodeDocID (url.QueryEscape of its argument)".
func (e escapeCall) label() string {
	if e.via == "" {
		return "url." + e.name
	}
	return e.via + " (url." + e.name + " of its argument)"
}

// escaperCall returns the escapeCall a hole stands for, with a nil call
// when it is none.
func (r *escaping) escaperCall(p flow.Piece) escapeCall {
	call, ok := ast.Unparen(holeExpr(p)).(*ast.CallExpr)
	if !ok {
		return escapeCall{}
	}
	fn, _ := typeutilCallee(r.pass.TypesInfo, call).(*types.Func)
	if fn == nil {
		return escapeCall{}
	}
	switch esc := flow.FuncOf(funcKeyOf(fn)).Escapes; esc {
	case sinks.EscapesQueryPart, sinks.EscapesSegment:
		if len(call.Args) == 1 {
			return escapeCall{call: call, arg: call.Args[0], esc: esc, name: fn.Name()}
		}
		return escapeCall{}
	}
	name, arg := r.flow.ImportedEscaper(fn, call, 0)
	for _, esc := range []sinks.Escaping{sinks.EscapesQueryPart, sinks.EscapesSegment} {
		if name != "" && flow.FuncOf("net/url."+name).Escapes == esc {
			return escapeCall{call: call, arg: arg, esc: esc, name: name, via: calleeLabel(r.pass.TypesInfo, call), fn: fn}
		}
	}
	return escapeCall{}
}

// encodesQuery reports whether an escaper's argument is a query that
// url.Values.Encode made: the call itself, or text whose every value is
// such a query alone (a variable, a helper of the package or, through
// its results fact, of another that returns q.Encode()).
func (r *escaping) encodesQuery(call *ast.CallExpr) bool {
	arg, ok := ast.Unparen(call.Args[0]).(*ast.CallExpr)
	if ok && callRow(r.pass.TypesInfo, arg).Escapes == sinks.EscapesQuery {
		return true
	}
	vals, why := r.flow.Resolve(call.Args[0], 0)
	for _, v := range vals {
		if len(v) != 1 || !v[0].Hole || v[0].Kind != flow.QueryText {
			return false
		}
	}
	return why == "" && len(vals) > 0
}

// reportEscaper reports an escaper call. The fix names the right escaper
// where the hole is the whole segment, key or value: there a correct
// program means the text to come back as it was, which only that escaper
// does.
func (r *escaping) reportEscaper(t *valueText, e escapeCall, right string, whole bool, msg string) {
	call := e.call
	if e.via != "" {
		right = "" // the helper's own escaper is to change
	}
	name := r.imports.sinkName(t.sink, t.at)
	d := analysis.Diagnostic{Pos: call.Pos(), End: call.End(), Category: string(rfc.CheckEscaper), Message: name + ": " + msg}
	if call.Pos() < t.at.Pos() || call.Pos() >= t.at.End() {
		d.Related = append(d.Related, analysis.RelatedInformation{Pos: t.at.Pos(), End: t.at.End(), Message: "reaches " + name + " here"})
	}
	if e.fn != nil && e.fn.Pos().IsValid() {
		d.Related = append(d.Related, analysis.RelatedInformation{Pos: e.fn.Pos(), Message: e.fn.Name() + " returns url." + e.name + " of its argument"})
	}
	sel, isSel := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	switch {
	case right == "":
	case !whole:
		d.Message += "; no fix: the escaped text is part of a segment, key or value"
	case isSel:
		d.SuggestedFixes = []analysis.SuggestedFix{{
			Message:   "Use url." + right,
			TextEdits: []analysis.TextEdit{{Pos: sel.Sel.Pos(), End: sel.Sel.End(), NewText: []byte(right)}},
		}}
	}
	r.out.add(finding{Diagnostic: d, at: t.at.Pos(), alone: true})
}

// joinedSegmentsCheck reports url.QueryEscape applied to each element of
// a slice that the function then joins with '/' into a URL's path
// (segs[i] = url.QueryEscape(seg), or the escaped segments appended,
// then base + strings.Join(segs, "/")): each element is a path segment,
// which keeps the '+' QueryEscape writes for a space.
type joinedSegmentsCheck struct{}

func (joinedSegmentsCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckEscaper} }

func (joinedSegmentsCheck) checkCall(r *pkgAnalysis, c *sinkCall) {
	info := r.pass.TypesInfo
	if len(c.Call.Args) != 1 || callRow(info, c.Call).Escapes != sinks.EscapesQueryPart || c.Fn == nil || c.Fn.Body == nil ||
		!r.enabledAt(rfc.CheckEscaper, c.Call) {
		return
	}
	parents := r.flow.Control.Parents(c.Call)
	slice := appendedTo(info, c.Call, parents) // segs = append(segs, url.QueryEscape(seg))
	if slice == nil && len(parents) > 0 {
		// segs[i] = url.QueryEscape(seg)
		if as, ok := parents[0].(*ast.AssignStmt); ok && len(as.Lhs) == 1 && len(as.Rhs) == 1 {
			if ix, ok := ast.Unparen(as.Lhs[0]).(*ast.IndexExpr); ok {
				if id, ok := ast.Unparen(ix.X).(*ast.Ident); ok {
					slice, _ = info.Uses[id].(*types.Var)
				}
			}
		}
	}
	if slice == nil || slice.Pkg() != r.pass.Pkg || slice.Parent() == r.pass.Pkg.Scope() {
		return
	}
	if spaceless, _ := r.escapes.charset(c.Call.Args[0], 0); spaceless {
		return
	}
	join := r.escapes.joinedInto(c.Fn.Body, slice, c.Call, "/", func(prev ast.Expr) bool {
		// After a base URL (a string named for one, a url.URL's text)
		// or constant text ending in '/'.
		return strings.HasSuffix(constString(r.pass.TypesInfo, prev), "/") || r.escapes.baseHole(flow.Piece{Hole: true, Use: prev})
	})
	if join == nil {
		return
	}
	r.escapes.reportJoinedEscape(c.Call, join, "PathEscape", "url.QueryEscape of each segment of a path joined with '/': it writes a space as '+', which a path "+
		"keeps as a '+'; escape a path segment with url.PathEscape", "joined into the path here")
}

// joinedInto returns the strings.Join(slice, sep) in body, after the
// escape at call, written right after an operand that before accepts,
// or nil.
func (r *escaping) joinedInto(body *ast.BlockStmt, slice *types.Var, call *ast.CallExpr, sep string, before func(ast.Expr) bool) ast.Node {
	info := r.pass.TypesInfo
	var found ast.Node
	ast.Inspect(body, func(n ast.Node) bool {
		b, ok := n.(*ast.BinaryExpr)
		if found != nil || !ok || b.Op != token.ADD || b.Pos() < call.End() {
			return found == nil
		}
		ops := typesx.Operands(b, token.ADD)
		for i := 1; i < len(ops); i++ {
			j, ok := ast.Unparen(ops[i]).(*ast.CallExpr)
			if !ok || len(j.Args) != 2 || !callRow(info, j).Joins || constString(info, j.Args[1]) != sep ||
				!typesx.IsIdentOf(info, j.Args[0], slice) {
				continue
			}
			if before(ops[i-1]) {
				found = j
			}
		}
		return found == nil
	})
	return found
}

// reportJoinedEscape reports call, an escape of each element of a slice
// joined at join, with msg, and the fix that calls url.right instead.
func (r *escaping) reportJoinedEscape(call *ast.CallExpr, join ast.Node, right, msg, joined string) {
	d := analysis.Diagnostic{Pos: call.Pos(), End: call.End(), Category: string(rfc.CheckEscaper), Message: msg,
		Related: []analysis.RelatedInformation{{Pos: join.Pos(), End: join.End(), Message: joined}}}
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		d.SuggestedFixes = []analysis.SuggestedFix{{
			Message:   "Use url." + right,
			TextEdits: []analysis.TextEdit{{Pos: sel.Sel.Pos(), End: sel.Sel.End(), NewText: []byte(right)}},
		}}
	}
	r.out.add(finding{Diagnostic: d, at: call.Pos(), alone: true})
}
