package analyzer

import (
	"fmt"
	"go/ast"
	"go/token"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/urlvet/urlvet/rfc"
)

// A directiveSet holds the //urlvet:ignore and //lint: directives of the
// package's files: it says which findings they silence, and reports
// those that silence nothing.
type directiveSet struct {
	*pkgAnalysis
	files map[*token.File]*fileInfo
}

// fileInfo caches what suppresses diagnostics in a file.
type fileInfo struct {
	generated  bool
	directives []*directive
	byLine     map[int][]*directive // directives by the line of their comment
	lint       []*lintDirective     // staticcheck's //lint:ignore and //lint:file-ignore
}

// A directive is a //urlvet:ignore comment.
type directive struct {
	c      *ast.Comment
	line   int
	names  []listedName         // its list of checks; nil for the plain form
	checks []rfc.CheckID        // the checks it silences; nil: the plain form, which silences every check
	alone  bool                 // nothing but blanks before it on its line: it also covers the next line
	used   map[rfc.CheckID]bool // the checks whose findings it silenced
}

// A listedName is a name in a directive's list of checks, at the byte
// offsets [start, end) of the comment's text.
type listedName struct {
	name       string
	start, end int
	known      bool // names a check that a directive can silence
}

const ignorePrefix = "//urlvet:ignore"

// silences reports whether d silences check id.
func (d *directive) silences(id rfc.CheckID) bool {
	return d.checks == nil || slices.Contains(d.checks, id)
}

// silenceable reports whether a directive can name check name: the
// reports about directives are not silenced by directives.
func silenceable(name string) bool {
	_, ok := Doc(rfc.CheckID(name))
	return ok && name != string(rfc.CheckDirective)
}

// parseDirective parses a //urlvet:ignore comment's text. The first word
// after the prefix is a list of check IDs when it contains a comma or
// names a check a directive can silence; otherwise the comment is the
// plain form (nil names) and the text its reason.
func parseDirective(text string) []listedName {
	body := strings.TrimLeft(strings.TrimPrefix(text, ignorePrefix), " \t")
	start := len(text) - len(body)
	word := body
	if i := strings.IndexAny(body, " \t"); i >= 0 {
		word = body[:i]
	}
	if word == "" || !silenceable(word) && !strings.Contains(word, ",") {
		return nil
	}
	names := []listedName{} // not nil: a list of unknown names silences nothing
	for name := range strings.SplitSeq(word, ",") {
		if name != "" {
			names = append(names, listedName{name: name, start: start, end: start + len(name), known: silenceable(name)})
		}
		start += len(name) + 1
	}
	return names
}

// suppressed reports whether a diagnostic of check id at pos is
// suppressed: it lies in a generated file, or a //urlvet:ignore comment
// that silences id is on its line, or alone on the line above. It marks
// the directives that silence it as used.
func (r *directiveSet) suppressed(pos token.Pos, id rfc.CheckID) bool {
	tf := r.pass.Fset.File(pos)
	if tf == nil {
		return false
	}
	fi := r.fileInfo(tf)
	if fi == nil {
		return false
	}
	if fi.generated {
		return true
	}
	line := tf.Line(pos)
	found := false
	for _, d := range fi.lint {
		if (d.file || d.line == line) && d.silences(id) {
			d.used = true
			found = true
		}
	}
	for _, l := range [2]int{line, line - 1} {
		for _, d := range fi.byLine[l] {
			if (l == line || d.alone) && d.silences(id) {
				if d.used == nil {
					d.used = make(map[rfc.CheckID]bool)
				}
				d.used[id] = true
				found = true
			}
		}
	}
	return found
}

func (r *directiveSet) fileInfo(tf *token.File) *fileInfo {
	if fi, ok := r.files[tf]; ok {
		return fi
	}
	var fi *fileInfo
	for _, f := range r.pass.Files {
		if f.FileStart != token.Pos(tf.Base()) { // not f's file (no FileSet search per file)
			continue
		}
		fi = &fileInfo{generated: ast.IsGenerated(f) && !isCgo(f), byLine: make(map[int][]*directive)}
		fi.lint = lintDirectives(r.pass.Fset, f)
		var src []byte
		for _, cg := range f.Comments {
			for _, c := range cg.List {
				rest, ok := strings.CutPrefix(c.Text, ignorePrefix)
				if !ok || rest != "" && rest[0] != ' ' && rest[0] != '\t' {
					continue // //urlvet:ignorefoo is no directive
				}
				d := &directive{c: c, line: tf.Line(c.Pos()), names: parseDirective(c.Text), alone: true}
				for _, n := range d.names {
					if n.known {
						d.checks = append(d.checks, rfc.CheckID(n.name))
					}
				}
				if d.names != nil && d.checks == nil {
					d.checks = []rfc.CheckID{} // only unknown names: silences nothing
				}
				if src == nil {
					src = r.source(tf)
				}
				if _, alone, ok := blanksBefore(tf, src, c); ok {
					d.alone = alone
				}
				fi.directives = append(fi.directives, d)
				fi.byLine[d.line] = append(fi.byLine[d.line], d)
			}
		}
	}
	r.files[tf] = fi
	return fi
}

// directiveCheck reports the directives that name unknown checks or
// silence nothing (checkDirectives): it runs once every other finding is
// out, when it is known which directives silenced one.
type directiveCheck struct{}

func (directiveCheck) IDs() []rfc.CheckID { return []rfc.CheckID{rfc.CheckDirective} }

// directiveDoc documents rfc.CheckDirective.
var directiveDoc = rfc.CheckDoc{
	ID:    rfc.CheckDirective,
	Title: "Unknown or unused //urlvet:ignore directive",
	Explanation: "A //urlvet:ignore directive that names a check that does not exist silences nothing " +
		"for that name, and one that no longer silences a finding hides the next real one on its " +
		"line. urlvet reports the unknown names, and the names of a directive that silenced nothing " +
		"(the whole directive when none of its checks did), with a fix that removes them. Findings " +
		"depend on the configuration, so a name is reported unused only when its check runs, the " +
		"grammar is RFC 3986 and the package's tests are analyzed. A directive cannot silence this " +
		"check; -disable=directive turns it off. staticcheck's //lint:ignore directives that name only " +
		"urlvet checks are judged the same way, and reported when they give no reason.",
	Bad: "url.Parse(\"https://example.com/\") //urlvet:ignore char", Good: "url.Parse(\"https://example.com/\")",
	Source: true, Since: "v0.2.0",
}

func (directiveCheck) checkPackage(r *pkgAnalysis) { r.dirs.checkDirectives() }

// checkDirectives reports the //urlvet:ignore directives of the package's
// files that name unknown checks, and the names (or the plain form) that
// silenced nothing in this analysis. A name is reported unused only when
// it could have been used: its check runs in this configuration (for the
// plain form: every check runs), the grammar is RFC 3986 (the default),
// the package's tests are analyzed, and its file is not generated.
// Another grammar, or a check turned off, may find what it silences.
func (r *directiveSet) checkDirectives() {
	if !r.enabled(rfc.CheckDirective) {
		return
	}
	for _, f := range r.pass.Files {
		tf := r.pass.Fset.File(f.FileStart)
		if tf == nil {
			continue
		}
		fi := r.fileInfo(tf)
		if fi == nil || fi.generated {
			continue
		}
		// Without the package's internal tests, a finding only they
		// reach (a constant a test passes to a sink) is not seen.
		some := len(fi.directives) > 0 || len(fi.lint) > 0
		unseenTests := some && r.hasUnseenTests()
		var litLines map[int]bool
		if !r.cfg.Literals && some && !strings.HasSuffix(tf.Name(), "_test.go") {
			litLines = r.literalLines(f, tf)
		}
		for _, d := range fi.directives {
			r.reportUnknown(d)
			if unseenTests || r.cfg.Profile != rfc.RFC3986 || litLines[d.line] || litLines[d.line+1] {
				continue
			}
			r.reportUnused(tf, d)
		}
		for _, d := range fi.lint {
			r.reportLint(tf, d, unseenTests || r.cfg.Profile != rfc.RFC3986 || litLines[d.line])
		}
	}
}

// reportUnknown reports the names in d's list that name no check a
// directive can silence.
func (r *directiveSet) reportUnknown(d *directive) {
	var unknown []string
	for _, n := range d.names {
		if !n.known {
			unknown = append(unknown, n.name)
		}
	}
	if len(unknown) == 0 {
		return
	}
	msg := fmt.Sprintf("urlvet:ignore names unknown check %s (urlvet help lists the checks)", quoteAll(unknown))
	if slices.Contains(unknown, string(rfc.CheckDirective)) {
		msg = "urlvet:ignore cannot silence the directive check (-disable=directive turns it off)"
	}
	r.out.about(analysis.Diagnostic{Pos: d.c.Pos(), End: d.c.End(), Category: string(rfc.CheckDirective), Message: msg})
}

// reportUnused reports directive d when it silenced nothing, or the
// names in its list that silenced nothing when others did: each name
// whose check ran and found nothing to silence.
func (r *directiveSet) reportUnused(tf *token.File, d *directive) {
	if d.checks == nil {
		if len(d.used) == 0 && r.runsEveryCheck(d.c) {
			r.reportUnusedDirective(tf, d.c, "urlvet:ignore")
		}
		return
	}
	var unused []int // indexes in d.names
	for i, n := range d.names {
		if n.known && !d.used[rfc.CheckID(n.name)] && r.enabledAt(rfc.CheckID(n.name), d.c) {
			unused = append(unused, i)
		}
	}
	switch {
	case len(unused) == 0:
	case len(unused) == len(d.checks):
		r.reportUnusedDirective(tf, d.c, "urlvet:ignore")
	default:
		r.reportUnusedNames(tf, d, unused)
	}
}

// runsEveryCheck reports whether every check a directive can silence
// runs where directive c is (a warning in tests does not by default):
// only then can the plain form be judged.
func (r *directiveSet) runsEveryCheck(c *ast.Comment) bool {
	for _, doc := range checkDocs() {
		if silenceable(string(doc.ID)) && doc.Tests != rfc.OffInTests && !r.enabledAt(doc.ID, c) {
			return false
		}
	}
	return true
}

// reportUnusedDirective reports directive comment c, of the kind name
// ("urlvet:ignore", "lint:ignore"), as silencing nothing, with a fix that
// deletes it.
func (r *directiveSet) reportUnusedDirective(tf *token.File, c *ast.Comment, name string) {
	diag := analysis.Diagnostic{
		Pos: c.Pos(), End: c.End(), Category: string(rfc.CheckDirective),
		Message: "this " + name + " directive silences nothing; should it be removed?",
	}
	if edit, ok := r.deleteComment(tf, c); ok {
		diag.SuggestedFixes = []analysis.SuggestedFix{{Message: "Remove the directive", TextEdits: []analysis.TextEdit{edit}}}
	}
	r.out.about(diag)
}

// reportUnusedNames reports the names d.names[i] for i in unused, with a
// fix that rewrites the list without them.
func (r *directiveSet) reportUnusedNames(tf *token.File, d *directive, unused []int) {
	var gone, kept []string
	for i, n := range d.names {
		if slices.Contains(unused, i) {
			gone = append(gone, n.name)
		} else {
			kept = append(kept, n.name)
		}
	}
	msg := fmt.Sprintf("urlvet:ignore names check %s, which silences nothing here; should it be removed?", quoteAll(gone))
	if len(gone) > 1 {
		msg = fmt.Sprintf("urlvet:ignore names checks %s, which silence nothing here; should they be removed?", quoteAll(gone))
	}
	diag := analysis.Diagnostic{Pos: d.c.Pos(), End: d.c.End(), Category: string(rfc.CheckDirective), Message: msg}
	first, last := d.names[0], d.names[len(d.names)-1]
	if r.commentIsSource(tf, d.c) {
		diag.SuggestedFixes = []analysis.SuggestedFix{{
			Message: "Remove " + strings.Join(gone, ", ") + " from the directive",
			TextEdits: []analysis.TextEdit{{
				Pos: d.c.Pos() + token.Pos(first.start), End: d.c.Pos() + token.Pos(last.end),
				NewText: []byte(strings.Join(kept, ",")),
			}},
		}}
	}
	r.out.about(diag)
}

// commentIsSource reports whether c's text is the file's bytes at its
// position, so that offsets in the text are offsets in the file (the
// scanner drops carriage returns from comments).
func (r *directiveSet) commentIsSource(tf *token.File, c *ast.Comment) bool {
	src := r.source(tf)
	start := tf.Offset(c.Pos())
	return start+len(c.Text) <= len(src) && string(src[start:start+len(c.Text)]) == c.Text
}

// literalLines returns the lines of f that hold a string literal that
// reaches no sink and that -literals would check: a directive there may
// silence a finding of runs with -literals.
func (r *directiveSet) literalLines(f *ast.File, tf *token.File) map[int]bool {
	lines := make(map[int]bool)
	ast.Inspect(f, func(n ast.Node) bool {
		if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING && !r.reached[lit] {
			if s, err := strconv.Unquote(lit.Value); err == nil && looksLikeURL(s) {
				lines[tf.Line(lit.Pos())] = true
			}
		}
		return true
	})
	return lines
}

// hasUnseenTests reports whether the package's directory has internal
// test files that this analysis does not see.
func (r *directiveSet) hasUnseenTests() bool {
	r.guard.testMention("", false) // reads them once
	return len(r.guard.testNames[0]) > 0
}

// source returns the content of tf, or nil when it cannot be read or is
// not what was parsed.
func (r *directiveSet) source(tf *token.File) []byte {
	src, err := r.pass.ReadFile(tf.Name())
	if err != nil || tf.Size() != len(src) {
		return []byte{}
	}
	return src
}

// blanksBefore returns the offset in src where the blanks before comment
// c start, and whether c stands alone on its line (only blanks before it).
func blanksBefore(tf *token.File, src []byte, c *ast.Comment) (before int, alone, ok bool) {
	start, end := tf.Offset(c.Pos()), tf.Offset(c.End())
	if end > len(src) || start > end {
		return 0, false, false
	}
	lineStart := tf.Offset(tf.LineStart(tf.Line(c.Pos())))
	before = start
	for before > lineStart && (src[before-1] == ' ' || src[before-1] == '\t') {
		before--
	}
	return before, before == lineStart, true
}

// deleteComment returns an edit deleting comment c: its whole line when
// nothing else is on it, else the comment and the blanks before it.
func (r *directiveSet) deleteComment(tf *token.File, c *ast.Comment) (analysis.TextEdit, bool) {
	src := r.source(tf)
	before, alone, ok := blanksBefore(tf, src, c)
	if !ok {
		return analysis.TextEdit{}, false
	}
	end := tf.Offset(c.End())
	if alone {
		// A whole-line comment: delete the line and its newline.
		if end < len(src) && src[end] == '\r' {
			end++
		}
		if end < len(src) && src[end] == '\n' {
			end++
		}
		return analysis.TextEdit{Pos: tf.Pos(before), End: tf.Pos(end)}, true
	}
	return analysis.TextEdit{Pos: tf.Pos(before), End: c.End()}, true
}

func quoteAll(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = fmt.Sprintf("%q", n)
	}
	return strings.Join(q, ", ")
}

// isCgo reports whether f is the output of cmd/cgo for a file of the
// package: it says it is generated, but its code is the user's.
func isCgo(f *ast.File) bool {
	for _, cg := range f.Comments {
		if cg.Pos() > f.Package {
			break
		}
		for _, c := range cg.List {
			if strings.HasPrefix(c.Text, "// Code generated by cmd/cgo;") {
				return true
			}
		}
	}
	return false
}

// hasDirectives reports whether a file of the package has a comment that
// can be an //urlvet:ignore or //lint: directive, which checkDirectives
// checks even where nothing else is.
func (r *directiveSet) hasDirectives() bool {
	for _, f := range r.pass.Files {
		for _, cg := range f.Comments {
			for _, c := range cg.List {
				if strings.HasPrefix(c.Text, ignorePrefix) || strings.HasPrefix(c.Text, lintPrefix) {
					return true
				}
			}
		}
	}
	return false
}
