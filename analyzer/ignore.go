package analyzer

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/rfc"
)

// fileInfo caches what suppresses diagnostics in a file.
type fileInfo struct {
	generated  bool
	directives []*directive
	byLine     map[int][]*directive // directives by the line of their comment
}

// A directive is a //urlvet:ignore comment.
type directive struct {
	c      *ast.Comment
	line   int
	checks []rfc.CheckID // nil: the plain form, which silences every check
	alone  bool          // nothing but blanks before it on its line: it also covers the next line
	used   bool
}

const ignorePrefix = "//urlvet:ignore"

// silences reports whether d silences check id.
func (d *directive) silences(id rfc.CheckID) bool {
	if d.checks == nil {
		return true
	}
	for _, c := range d.checks {
		if c == id {
			return true
		}
	}
	return false
}

// parseDirective parses the text after //urlvet:ignore. Its first word is
// a list of check IDs when it contains a comma or names a known check;
// otherwise the comment is the plain form and the text its reason. It
// returns the checks and the names in the list that are no check.
func parseDirective(rest string) (checks []rfc.CheckID, unknown []string) {
	fields := strings.Fields(rest)
	if len(fields) == 0 {
		return nil, nil
	}
	word := fields[0]
	if _, ok := rfc.Doc(rfc.CheckID(word)); !ok && !strings.Contains(word, ",") {
		return nil, nil
	}
	for _, name := range strings.Split(word, ",") {
		if name == "" {
			continue
		}
		if _, ok := rfc.Doc(rfc.CheckID(name)); ok {
			checks = append(checks, rfc.CheckID(name))
		} else {
			unknown = append(unknown, name)
		}
	}
	if checks == nil {
		checks = []rfc.CheckID{} // a list of unknown names silences nothing
	}
	return checks, unknown
}

// suppressed reports whether a diagnostic of check id at pos is
// suppressed: it lies in a generated file, or a //urlvet:ignore comment
// that silences id is on its line, or alone on the line above. It marks
// the directives that silence it as used.
func (r *run) suppressed(pos token.Pos, id rfc.CheckID) bool {
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
	for _, l := range [2]int{line, line - 1} {
		for _, d := range fi.byLine[l] {
			if (l == line || d.alone) && d.silences(id) {
				d.used = true
				found = true
			}
		}
	}
	return found
}

func (r *run) fileInfo(tf *token.File) *fileInfo {
	if fi, ok := r.files[tf]; ok {
		return fi
	}
	var fi *fileInfo
	for _, f := range r.pass.Files {
		if r.pass.Fset.File(f.FileStart) != tf {
			continue
		}
		fi = &fileInfo{generated: ast.IsGenerated(f) && !isCgo(f), byLine: make(map[int][]*directive)}
		var src []byte
		for _, cg := range f.Comments {
			for _, c := range cg.List {
				rest, ok := strings.CutPrefix(c.Text, ignorePrefix)
				if !ok || rest != "" && rest[0] != ' ' && rest[0] != '\t' {
					continue // //urlvet:ignorefoo is no directive
				}
				checks, _ := parseDirective(rest)
				d := &directive{c: c, line: tf.Line(c.Pos()), checks: checks, alone: true}
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

// checkDirectives reports the //urlvet:ignore directives of the package's
// files that name no check, and those that silenced nothing in this
// analysis. A directive is reported as unused only when it could have
// been used: every check it names runs in this configuration (for the
// plain form: no check is turned off by -checks or -disable), the
// grammar is RFC 3986 (the default), and its file is not generated.
// Another grammar, or a check turned off, may find what it silences.
func (r *run) checkDirectives() {
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
		unseenTests := len(fi.directives) > 0 && r.hasUnseenTests()
		var litLines map[int]bool
		if !r.cfg.Literals && len(fi.directives) > 0 && !strings.HasSuffix(tf.Name(), "_test.go") {
			litLines = r.literalLines(f, tf)
		}
		for _, d := range fi.directives {
			rest := strings.TrimPrefix(d.c.Text, ignorePrefix)
			if _, unknown := parseDirective(rest); len(unknown) > 0 {
				r.pass.Report(analysis.Diagnostic{
					Pos: d.c.Pos(), End: d.c.End(), Category: directiveCategory,
					Message: fmt.Sprintf("urlvet:ignore names unknown check %s (urlvet help lists the checks)", quoteAll(unknown)),
				})
			}
			if d.used || unseenTests || !r.couldUse(d) || litLines[d.line] || litLines[d.line+1] {
				continue
			}
			diag := analysis.Diagnostic{
				Pos: d.c.Pos(), End: d.c.End(), Category: directiveCategory,
				Message: "this urlvet:ignore directive silences nothing; should it be removed?",
			}
			if edit, ok := r.deleteComment(tf, d.c); ok {
				diag.SuggestedFixes = []analysis.SuggestedFix{{Message: "Remove the directive", TextEdits: []analysis.TextEdit{edit}}}
			}
			r.pass.Report(diag)
		}
	}
}

// literalLines returns the lines of f that hold a string literal that
// reaches no sink and that -literals would check: a directive there may
// silence a finding of runs with -literals.
func (r *run) literalLines(f *ast.File, tf *token.File) map[int]bool {
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
func (r *run) hasUnseenTests() bool {
	r.testMention("", false) // reads them once
	return len(r.testNames[0]) > 0
}

// directiveCategory is the category of reports about directives.
const directiveCategory = "directive"

// couldUse reports whether directive d could have silenced a finding in
// this run (see checkDirectives).
func (r *run) couldUse(d *directive) bool {
	if r.cfg.Profile != rfc.RFC3986 {
		return false
	}
	if d.checks == nil {
		for _, doc := range rfc.Checks {
			if !r.enabled(doc.ID) {
				return false
			}
		}
		return true
	}
	if len(d.checks) == 0 {
		return false // only unknown names: reported as such
	}
	for _, id := range d.checks {
		if !r.enabledAt(id, d.c) {
			return false
		}
	}
	return true
}

// source returns the content of tf, or nil when it cannot be read or is
// not what was parsed.
func (r *run) source(tf *token.File) []byte {
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
func (r *run) deleteComment(tf *token.File, c *ast.Comment) (analysis.TextEdit, bool) {
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

// expectsError reports whether a sink call in a test file has its error
// result required to be non-nil, as in
//
//	_, err := url.Parse("http://[::1")
//	if err == nil { t.Fatal("want error") }
//
// or require.Error(t, err): such code checks bad URLs on purpose.
func (r *run) expectsError(c callSite) bool {
	if c.fn == nil || !strings.HasSuffix(r.pass.Fset.File(c.file.FileStart).Name(), "_test.go") {
		return false
	}
	errVar := r.errorResult(c)
	if errVar == nil {
		return false
	}
	info := r.pass.TypesInfo
	isErr := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && info.Uses[id] == errVar
	}
	found := false
	ast.Inspect(c.fn.body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BinaryExpr:
			if r.comparesOutcome(n) {
				return false // (err == nil) != (tt.err == nil): each row says
			}
			if n.Op == token.EQL && (isErr(n.X) && isNil(n.Y) || isErr(n.Y) && isNil(n.X)) {
				found = true
			}
		case *ast.TypeAssertExpr: // err.(*url.Error)
			if isErr(n.X) {
				found = true
			}
		case *ast.CallExpr:
			if r.isErrorAssertion(n) {
				for _, arg := range n.Args {
					if isErr(arg) {
						found = true
					}
				}
			}
		}
		return !found
	})
	return found
}

// errorResult returns the variable the call's error result is assigned to.
func (r *run) errorResult(c callSite) types.Object {
	var obj types.Object
	ast.Inspect(c.fn.body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || len(as.Rhs) != 1 || ast.Unparen(as.Rhs[0]) != c.call || len(as.Lhs) == 0 {
			return obj == nil
		}
		if id, ok := as.Lhs[len(as.Lhs)-1].(*ast.Ident); ok {
			if o := objectOf(r.pass.TypesInfo, id); o != nil && o.Type() != nil && isError(o.Type()) {
				obj = o
			}
		}
		return false
	})
	return obj
}

func isNil(e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && id.Name == "nil"
}

// errorAssertions are the names of assertion functions (testify and
// look-alikes) that require an error.
var errorAssertions = map[string]bool{
	"As":    true, // errors.As(err, &target)
	"Error": true, "Errorf": true, "ErrorIs": true, "ErrorIsf": true, "ErrorAs": true, "ErrorAsf": true,
	"ErrorContains": true, "ErrorContainsf": true, "EqualError": true, "EqualErrorf": true,
}

// isErrorAssertion reports whether call asserts that an error is non-nil:
// assert.Error(t, err), not t.Error(err), which reports one.
func (r *run) isErrorAssertion(call *ast.CallExpr) bool {
	if !errorAssertions[calleeName(call)] {
		return false
	}
	fn, ok := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
	return !ok || fn.Pkg() == nil || fn.Pkg().Path() != "testing"
}

// calleeName returns the name of the function or method a call names.
func calleeName(call *ast.CallExpr) string {
	switch fun := ast.Unparen(call.Fun).(type) {
	case *ast.Ident:
		return fun.Name
	case *ast.SelectorExpr:
		return fun.Sel.Name
	}
	return ""
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

// inTestFile reports whether pos lies in a _test.go file.
func (r *run) inTestFile(pos token.Pos) bool {
	tf := r.pass.Fset.File(pos)
	return tf != nil && strings.HasSuffix(tf.Name(), "_test.go")
}

// inErrorRow reports whether lit, in a test file, is part of a table row
// (a struct literal) whose error field is set, as in
//
//	{URL: &url.URL{RawQuery: "new\nline"}, WantError: errors.New("...")}
//
// such rows hold bad URLs on purpose.
func (r *run) inErrorRow(lit *ast.CompositeLit) bool {
	if !r.inTestFile(lit.Pos()) {
		return false
	}
	file := r.flow.fileOf(lit.Pos())
	if file == nil {
		return false
	}
	path, _ := astutil.PathEnclosingInterval(file, lit.Pos(), lit.End())
	for _, n := range path[1:] {
		switch n := n.(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			return false
		case *ast.CompositeLit:
			if r.setsErrorField(n) {
				return true
			}
		}
	}
	return false
}

// setsErrorField reports whether a struct literal gives a field named
// like an expected error (WantError, wantErr, err, bad, invalid) a value
// other than nil, false or "".
func (r *run) setsErrorField(lit *ast.CompositeLit) bool {
	st, ok := typeOfLit(r.pass.TypesInfo, lit).(*types.Struct)
	if !ok {
		return false
	}
	for i, elt := range lit.Elts {
		name, val := "", elt
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			id, ok := kv.Key.(*ast.Ident)
			if !ok {
				continue
			}
			name, val = id.Name, kv.Value
		} else if i < st.NumFields() {
			name = st.Field(i).Name()
		}
		if errorFieldName(name) && !zeroValue(r.pass.TypesInfo, val) {
			return true
		}
	}
	return false
}

func typeOfLit(info *types.Info, lit *ast.CompositeLit) types.Type {
	t := info.TypeOf(lit)
	if t == nil {
		return nil
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	return t.Underlying()
}

// errorFieldName reports whether a field name says the row expects an
// error.
func errorFieldName(name string) bool {
	n := strings.ToLower(name)
	switch n {
	case "err", "error", "bad", "invalid", "fail", "fails", "shouldfail", "expecterr", "expecterror":
		return true
	}
	return strings.HasPrefix(n, "wanterr") || strings.HasPrefix(n, "experr")
}

// zeroValue reports whether e is nil, false or a constant "".
func zeroValue(info *types.Info, e ast.Expr) bool {
	if isNil(e) {
		return true
	}
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil {
		return false
	}
	switch tv.Value.Kind() {
	case constant.Bool:
		return !constant.BoolVal(tv.Value)
	case constant.String:
		return constant.StringVal(tv.Value) == ""
	}
	return false
}
