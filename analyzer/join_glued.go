package analyzer

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// gluedSegmentCheck reports a base URL written right before a path
// segment with no '/' between, in text that reaches no sink whose checks
// saw it: a link printed or kept in a field ("%vrealms/%v" of the SSO
// server's URL, "%stracks/%s" of the API's). Only a base that ends in '/'
// separates the segment; "https://sso.example.com/auth" makes
// "https://sso.example.com/authrealms/x", "http://exercism.io" makes the
// host "exercism.iotracks". Reported where a constant the base holds is an
// absolute URL that does not end in '/'; in the warning tier where the
// base is named as a URL (serverURL, cfg.Url, GetBaseURL()) and no value
// it holds is known, when nothing in the package trims, tests or adds its
// trailing '/'. Quiet where every known value ends in '/': the package's
// convention. Formats (fmt.Sprintf, Printf, Fprintf) whose verb starts
// the text, or follows a space, a quote or '=', and concatenations that
// start with the base.
type gluedSegmentCheck struct{}

func (gluedSegmentCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckJoin} }

func (gluedSegmentCheck) checkPackage(r *pkgAnalysis) {
	if !r.enabled(rfc.CheckJoin) {
		return
	}
	g := gluedSegments{r}
	for _, c := range r.flow.Sites {
		if i := formatIndex(c.Callee); i >= 0 && i < len(c.Call.Args) && !c.Call.Ellipsis.IsValid() {
			g.checkFormat(c.Call, i)
		}
	}
	for _, f := range r.pass.Files {
		flow.Inspect(f, func(n ast.Node) bool {
			if b, ok := n.(*ast.BinaryExpr); ok && b.Op == token.ADD {
				g.checkConcat(b)
				return false // its operands are one concatenation
			}
			return true
		})
	}
}

// gluedSegments reads one package's glued segments for gluedSegmentCheck.
type gluedSegments struct{ *pkgAnalysis }

// formatIndex returns the index of the format argument of fn when fn
// formats text for a link or a value (fmt.Sprintf, Printf, Fprintf), or
// -1. Errors and logs are messages.
func formatIndex(fn types.Object) int {
	f, ok := fn.(*types.Func)
	if !ok || f.Pkg() == nil || f.Pkg().Path() != "fmt" {
		return -1
	}
	switch f.Name() {
	case "Sprintf", "Printf":
		return 0
	case "Fprintf":
		return 1
	}
	return -1
}

// gluedVerbs returns, for each %s or %v of format that a path segment
// follows with no '/' between ("%vrealms/%v"), the index of the argument
// it takes and the offset of the segment in format. The verb starts the
// format or follows a space, a quote, '=' or '(': a verb after '/' or
// another verb is a path's part, not a base.
func gluedVerbs(format string) (args, offs []int) {
	eachVerb(format, func(pct, verb, n int) bool {
		if verb != pct+1 || format[verb] != 's' && format[verb] != 'v' {
			return true
		}
		if pct > 0 && !strings.ContainsRune(" \t\n\"'=(<", rune(format[pct-1])) {
			return true
		}
		if rest := format[verb+1:]; gluedSegment(rest) {
			args, offs = append(args, n), append(offs, verb+1)
		}
		return true
	})
	return args, offs
}

// gluedFormat reports whether format glues a path segment to a verb.
func gluedFormat(format string) bool {
	args, _ := gluedVerbs(format)
	return len(args) > 0
}

// gluesFormat reports whether the package holds a format literal that
// glues a path segment to a verb: the fast paths keep such a package for
// gluedSegmentCheck, whose text needs no sink in sight. A dependency
// analyzed for its facts alone is not: the check exports none.
func (r *pkgAnalysis) gluesFormat() bool {
	return !r.factsOnly && r.enabled(rfc.CheckJoin) && r.urlLits.any(gluedFormat)
}

// gluedSegment reports whether text written right after a base URL is a
// path segment of its own that more path follows: a letter or digit, then
// letters, digits, '-', '_' or '.', then '/' ("realms/", "api/v1").
func gluedSegment(text string) bool {
	if !segmentStart(text) {
		return false
	}
	for i := 1; i < len(text); i++ {
		switch c := text[i]; {
		case c == '/':
			return true
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '_' || c == '.':
		default:
			return false
		}
	}
	return false
}

// checkFormat checks the glued verbs of call's format, at index fi.
func (g gluedSegments) checkFormat(call *ast.CallExpr, fi int) {
	lit, ok := ast.Unparen(call.Args[fi]).(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING || g.intent.InTestFile(call.Pos()) || g.reached[lit] {
		return
	}
	format, err := strconv.Unquote(lit.Value)
	if err != nil {
		return
	}
	args, offs := gluedVerbs(format)
	for k, n := range args {
		if i := fi + 1 + n; i < len(call.Args) {
			g.judge(call.Args[i], lit, offs[k], format[offs[k]:], call)
		}
	}
}

// checkConcat checks a concatenation that starts with a base and a
// constant glued to it: base + "realms/" + realm.
func (g gluedSegments) checkConcat(b *ast.BinaryExpr) {
	ops := typesx.Operands(b, token.ADD)
	if len(ops) < 2 || g.intent.InTestFile(b.Pos()) {
		return
	}
	if _, isConst := g.flow.ConstString(ops[0]); isConst {
		return
	}
	lit, ok := ast.Unparen(ops[1]).(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING || g.reached[lit] {
		return
	}
	text, err := strconv.Unquote(lit.Value)
	if err != nil || !gluedSegment(text) {
		return
	}
	g.judge(ops[0], lit, 0, text, b)
}

// judge reports base, written before text (at offset off of lit), when
// a value it holds, or its name, says it is a URL that may not end in
// '/'.
func (g gluedSegments) judge(base ast.Expr, lit *ast.BasicLit, off int, text string, at ast.Node) {
	if !g.enabledAt(rfc.CheckJoin, at) || g.freeBases.trimmedOnWay(base, 0) {
		return
	}
	known, slashed := "", 0
	for _, s := range g.baseTexts(base) {
		switch {
		case absoluteURLPrefix(s) >= 0 && !strings.HasSuffix(s, "/"):
			known = s
		case strings.HasSuffix(s, "/"):
			slashed++
		}
	}
	seg, _, _ := strings.Cut(text, "/")
	pos := g.litPos(lit, off)
	if known != "" {
		g.emit(base, pos, fmt.Sprintf("%s holds %q, which does not end in '/', written right before the path segment %q: "+
			"it makes %q; write '/' between them, or join with url.JoinPath", shortExpr(base), known, seg, known+seg), at, false)
		return
	}
	if slashed > 0 || nameKind(joinBaseName(g.pass.TypesInfo, base)) != uriText {
		return // the package's own values end in '/', or the base is not named as a URL
	}
	if !g.warnAt(rfc.CheckJoin, at) {
		return
	}
	g.emit(base, pos, fmt.Sprintf("%s, a URL whose value is not known here, is written right before the path segment %q with no '/' between: "+
		"given without a trailing '/' (\"https://host/base\"), it makes \"https://host/base%s\"; write '/' between them "+
		"(trimming the base's own), or join with url.JoinPath", shortExpr(base), seg, seg), at, true)
}

// baseTexts returns the texts value flow knows whole for base, or, where
// it follows none, the constants written into the field base reads, by
// this package or another (FieldValuesFact): cfg.API, set to a default
// when empty.
func (g gluedSegments) baseTexts(base ast.Expr) []string {
	var out []string
	vals, _ := g.flow.Resolve(base, 0)
	for _, v := range vals {
		if s, ok := wholeText(v); ok {
			out = append(out, s)
		}
	}
	sel, ok := ast.Unparen(base).(*ast.SelectorExpr)
	if !ok || len(vals) > 0 {
		return out
	}
	if fv := g.flow.Fields.Declared(sel); fv != nil {
		for _, v := range fv.Values {
			out = append(out, v.Text)
		}
	} else if s, ok := g.pass.TypesInfo.Selections[sel]; ok && s.Kind() == types.FieldVal && s.Obj().Pkg() == g.pass.Pkg {
		writes, _ := g.flow.Data.FieldWrites(s.Obj().(*types.Var).Origin())
		for _, w := range writes {
			if text, ok := g.flow.ConstString(w.Value); ok {
				out = append(out, text)
			}
		}
	}
	return out
}

// wholeText returns the text of v when it has no hole.
func wholeText(v flow.Value) (string, bool) {
	var b strings.Builder
	for _, p := range v {
		if p.Hole {
			return "", false
		}
		b.WriteString(p.Text)
	}
	return b.String(), len(v) > 0
}

// litPos returns the position of the byte at offset off of lit's value.
func (g gluedSegments) litPos(lit *ast.BasicLit, off int) token.Pos {
	l, err := g.parsed(lit)
	if err != nil {
		return lit.Pos()
	}
	a, _ := l.SourceRange(off, off)
	return lit.Pos() + token.Pos(a)
}

// emit reports a glued segment at pos, the first byte of the segment.
func (g gluedSegments) emit(base ast.Expr, pos token.Pos, msg string, at ast.Node, warn bool) {
	d := analysis.Diagnostic{Pos: pos, End: pos + 1, Category: string(rfc.CheckJoin), Message: msg,
		Related: []analysis.RelatedInformation{{Pos: base.Pos(), End: base.End(), Message: "the base"}}}
	g.out.add(finding{Diagnostic: d, at: at.Pos(), alone: true, warn: warn})
}
