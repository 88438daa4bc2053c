package intent

import (
	"go/ast"
	"go/constant"
	"go/types"
	"strings"
	"unicode"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"golang.org/x/tools/go/ast/edge"
)

// badInputName reports whether the name of a test case or a subtest says
// that its input is bad: a word such as invalid, bad or malformed that no
// "not", "no" or "without" negates ("invalid url", "bad_scheme",
// "MalformedHost", "not valid"), or a word of error or failure that leads
// the name ("error_parse_url", "err-not-nil", "fails on ...") or follows
// a verb of expectation ("returns error", "should fail"). A name that
// merely mentions errors is not enough: "redirects to error page",
// "returns no error" and "should not fail" are no bad input.
func badInputName(name string) bool {
	words := nameWords(name)
	for i, w := range words {
		prev := ""
		if i > 0 {
			prev = words[i-1]
		}
		negated := negation(prev)
		switch {
		case badWord(w) && !negated:
			return true
		case w == "valid" && negated:
			return true
		case failWord(w) && (i == 0 || expectVerb(prev)):
			return true
		}
	}
	return false
}

// badTestName reports whether the name of a test function says that
// it feeds bad input (badInputName), or ends in "Errors" or "Failures"
// that no "no", "not" or "without" negates: TestLogoutErrors tests the
// errors of what it names. A failure word inside the name (TestErrorPage)
// names a thing the test checks, and a singular one at its end a
// function (TestGetErr) or what the test does (TestReportsError).
func badTestName(name string) bool {
	if badInputName(name) {
		return true
	}
	words := nameWords(name)
	n := len(words)
	return n >= 2 && (words[n-1] == "errors" || words[n-1] == "failures") && !negation(words[n-2])
}

// negation reports whether w negates the word after it.
func negation(w string) bool {
	return w == "not" || w == "no" || w == "non" || w == "without"
}

// badWord reports whether w says the input is bad.
func badWord(w string) bool {
	switch w {
	case "invalid", "bad", "malformed", "broken", "wrong", "illegal", "bogus",
		"corrupt", "corrupted", "unparsable", "unparseable", "cannot", "unable":
		return true
	}
	return false
}

// failWord reports whether w names an error or a failure.
func failWord(w string) bool {
	switch w {
	case "error", "errors", "err", "errs", "fail", "fails", "failure", "failed",
		"reject", "rejects", "rejected", "panic", "panics":
		return true
	}
	return false
}

// expectVerb reports whether w is a verb of expectation.
func expectVerb(w string) bool {
	switch w {
	case "return", "returns", "expect", "expects", "expected", "want", "wants",
		"should", "must", "will", "assert", "asserts", "require", "requires":
		return true
	}
	return false
}

// nameWords returns the words of a name (typesx.NameWords) without their
// digits: a case's number ("invalid2", "1_error") says nothing of what
// it expects.
func nameWords(name string) []string {
	var words []string
	for _, w := range typesx.NameWords(name) {
		if w = strings.Map(dropDigit, w); w != "" {
			words = append(words, w)
		}
	}
	return words
}

// dropDigit maps a digit to nothing and any other rune to itself.
func dropDigit(r rune) rune {
	if unicode.IsDigit(r) {
		return -1
	}
	return r
}

// caseNameField reports whether a field name is the name of a table row:
// name, desc, title...
func caseNameField(name string) bool {
	switch strings.ToLower(name) {
	case "name", "testname", "casename", "desc", "description", "title", "scenario":
		return true
	}
	return false
}

// namesBadCase reports whether e is a constant string that says its
// case's input is bad (badInputName).
func namesBadCase(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.Value != nil && tv.Value.Kind() == constant.String && badInputName(constant.StringVal(tv.Value))
}

// inErrorSubtest reports whether n, in a test file, lies in the function
// of a subtest whose constant name says its input is bad, as in
//
//	t.Run("invalid url", func(t *testing.T) { ... })
//
// at any depth of nested subtests, or in a test function so named
// (TestGetURIPath_invalid_url, TestLogoutErrors: badTestName), or in a function literal
// handed to a helper so named (testBadOptions(t, func() { ... }),
// assert.Panics(t, func() { ... })).
func (it *Intent) inErrorSubtest(n ast.Node) bool {
	if !it.InTestFile(n.Pos()) {
		return false
	}
	cur, ok := it.control.Cursor(n)
	if !ok {
		return false
	}
	for cur := range cur.Enclosing() {
		switch p := cur.Node().(type) {
		case *ast.FuncDecl:
			return p.Recv == nil && strings.HasPrefix(p.Name.Name, "Test") && badTestName(p.Name.Name)
		case *ast.FuncLit:
			call, ok := cur.Parent().Node().(*ast.CallExpr)
			if !ok || cur.ParentEdgeKind() != edge.CallExpr_Args {
				continue
			}
			if typesx.CalleeName(call) == "Run" && len(call.Args) == 2 && call.Args[1] == p &&
				namesBadCase(it.info, call.Args[0]) {
				return true
			}
			// testBadOptions(t, func() { ... }), assert.Panics(t, func() { ... })
			if typesx.CalleeName(call) != "Run" && badInputName(typesx.CalleeName(call)) {
				return true
			}
		}
	}
	return false
}

// expectedValueName reports whether a field of a test table's row names
// the output the code under test must give (want, expected, wantConfig,
// res, result, golden): a value compared, never used.
func expectedValueName(name string) bool {
	words := nameWords(name)
	if len(words) == 0 {
		return false
	}
	switch words[0] {
	case "want", "wanted", "expect", "expected", "exp", "res", "result", "golden":
		return true
	}
	return false
}
