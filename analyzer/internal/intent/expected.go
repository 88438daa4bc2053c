package intent

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"sort"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"
)

// ExpectsError reports whether a sink call in a test file has its error
// result required to be non-nil, as in
//
//	_, err := url.Parse("http://[::1")
//	if err == nil { t.Fatal("want error") }
//
// or require.Error(t, err), or that passes http.StatusBadRequest, the
// status the test expects back (readBody(t, url+"?q=>", 400)): such code
// checks bad URLs on purpose.
func (it *Intent) ExpectsError(c flow.CallSite) bool {
	if !it.InTestFile(c.Call.Pos()) {
		return false
	}
	if it.passesBadRequest(c.Call) {
		return true
	}
	if c.Fn == nil {
		return false
	}
	cur, ok := it.control.Cursor(c.Call)
	if !ok {
		return false
	}
	errVar := errorResult(it.info, c.Call, cur)
	if errVar == nil || !it.ErrorsExpected(c.Fn)[errVar] {
		return false
	}
	v, isVar := errVar.(*types.Var)
	return !isVar || !it.successChecked(cur, v)
}

// successChecked reports whether the statement after the assignment of
// call (at cur) that first reads err fails the test when err is non-nil,
// if err != nil { t.Fatal(err) } or require.NoError(t, err): a test that
// shares err between an expect-error check and a success-expecting parse
// (_, err := url.Parse("http://[::1"); ...; u, err := url.Parse(s))
// expects this call to succeed.
func (it *Intent) successChecked(cur inspector.Cursor, err *types.Var) bool {
	stmt := cur.Parent()
	for stmt.ParentEdgeKind() == edge.ParenExpr_X {
		stmt = stmt.Parent()
	}
	block, ok := stmt.Parent().Node().(*ast.BlockStmt)
	if !ok {
		return false
	}
	after := false
	for _, s := range block.List {
		if s == stmt.Node() {
			after = true
			continue
		}
		if !after || !typesx.UsesVar(it.info, s, err) {
			continue
		}
		switch s := s.(type) {
		case *ast.IfStmt:
			c, ok := ast.Unparen(s.Cond).(*ast.BinaryExpr)
			return ok && s.Init == nil && c.Op == token.NEQ && (typesx.IsIdentOf(it.info, c.X, err) && typesx.IsNil(c.Y) || typesx.IsIdentOf(it.info, c.Y, err) && typesx.IsNil(c.X))
		case *ast.ExprStmt:
			call, ok := ast.Unparen(s.X).(*ast.CallExpr)
			return ok && successAssertion(typesx.CalleeName(call))
		}
		return false
	}
	return false
}

// successAssertion reports whether name is the name of an assertion
// function (testify and look-alikes) that requires no error.
func successAssertion(name string) bool {
	return name == "NoError" || name == "NoErrorf"
}

// passesBadRequest reports whether an argument of call is net/http's
// StatusBadRequest.
func (it *Intent) passesBadRequest(call *ast.CallExpr) bool {
	for _, a := range call.Args {
		id := typesx.NameIdent(a)
		if id == nil {
			continue
		}
		if c, ok := it.info.Uses[id].(*types.Const); ok && c.Name() == "StatusBadRequest" && c.Pkg() != nil && c.Pkg().Path() == "net/http" {
			return true
		}
	}
	return false
}

// errorResult returns the variable the call's error result is assigned
// to: err in _, err := f(), or nil.
func errorResult(info *types.Info, call *ast.CallExpr, cur inspector.Cursor) types.Object {
	parent := cur.Parent()
	for parent.ParentEdgeKind() == edge.ParenExpr_X {
		parent = parent.Parent()
	}
	as, ok := parent.Node().(*ast.AssignStmt)
	if !ok || len(as.Rhs) != 1 || ast.Unparen(as.Rhs[0]) != call || len(as.Lhs) == 0 {
		return nil
	}
	if id, ok := as.Lhs[len(as.Lhs)-1].(*ast.Ident); ok {
		if o := typesx.ObjectOf(info, id); o != nil && o.Type() != nil && typesx.IsError(o.Type()) {
			return o
		}
	}
	return nil
}

// ErrorsExpected returns the variables that fn's body requires to hold a
// non-nil error (err == nil as a failure, err.(*url.Error),
// require.Error(t, err)), computed once per function.
func (it *Intent) ErrorsExpected(fn *flow.FuncNode) map[types.Object]bool {
	if vars, ok := it.expected[fn]; ok {
		return vars
	}
	info := it.info
	vars := make(map[types.Object]bool)
	add := func(e ast.Expr) {
		if id, ok := ast.Unparen(e).(*ast.Ident); ok && info.Uses[id] != nil {
			vars[info.Uses[id]] = true
		}
	}
	ast.Inspect(fn.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BinaryExpr:
			if it.comparesOutcome(n) {
				return false // (err == nil) != (tt.err == nil): each row says
			}
			if n.Op == token.EQL {
				if typesx.IsNil(n.Y) {
					add(n.X)
				}
				if typesx.IsNil(n.X) {
					add(n.Y)
				}
			}
		case *ast.TypeAssertExpr: // err.(*url.Error)
			add(n.X)
		case *ast.CallExpr:
			if it.isErrorAssertion(n) {
				for _, arg := range n.Args {
					add(arg)
				}
			}
		}
		return true
	})
	it.expected[fn] = vars
	return vars
}

// errorAssertion reports whether name is the name of an assertion
// function (testify and look-alikes) that requires an error.
func errorAssertion(name string) bool {
	switch name {
	case "As", // errors.As(err, &target)
		"Error", "Errorf", "ErrorIs", "ErrorIsf", "ErrorAs", "ErrorAsf",
		"ErrorContains", "ErrorContainsf", "EqualError", "EqualErrorf":
		return true
	}
	return false
}

// isErrorAssertion reports whether call asserts that an error is non-nil:
// assert.Error(t, err), not t.Error(err), which reports one; or an
// assertion given a checker that requires one, gocheck's and quicktest's
// c.Assert(err, ErrorMatches, "…"), c.Check(err, NotNil),
// qt.Assert(t, err, qt.IsNotNil).
func (it *Intent) isErrorAssertion(call *ast.CallExpr) bool {
	name := typesx.CalleeName(call)
	if !errorAssertion(name) && !checkerAssertion(name, call) {
		return false
	}
	fn, ok := typeutil.Callee(it.info, call).(*types.Func)
	return !ok || fn.Pkg() == nil || fn.Pkg().Path() != "testing"
}

// checkerAssertion reports whether call, named name, is an assertion
// (Assert, Check) one of whose arguments is a checker that requires an
// error: ErrorMatches, NotNil, IsNotNil, ErrorIs, ErrorAs.
func checkerAssertion(name string, call *ast.CallExpr) bool {
	switch name {
	case "Assert", "Check":
	default:
		return false
	}
	for _, arg := range call.Args[min(1, len(call.Args)):] {
		if id := typesx.NameIdent(arg); id != nil {
			switch id.Name {
			case "ErrorMatches", "NotNil", "IsNotNil", "ErrorIs", "ErrorAs":
				return true
			}
		}
	}
	return false
}

// InTestFile reports whether pos lies in a _test.go file.
func (it *Intent) InTestFile(pos token.Pos) bool {
	return typesx.IsTestFile(it.fset, pos)
}

// InTestCode reports whether pos lies in code written for tests: a
// _test.go file, or a package whose path says it holds test helpers,
// mocks or fakes (".../mock", ".../internal/testutil", net/http/httptest).
// Such code holds fixed credentials and odd URLs on purpose, as tests do.
func (it *Intent) InTestCode(pos token.Pos) bool {
	return typesx.IsTestFile(it.fset, pos) || it.kind == testPkg
}

// InExampleCode reports whether pos lies in an example for readers: an
// Example function's _test.go file, or a package under a directory named
// example or examples, whose placeholders the reader fills in.
func (it *Intent) InExampleCode(pos token.Pos) bool {
	return typesx.IsTestFile(it.fset, pos) || it.kind == examplePkg
}

// Kinds of package, by their import path (kindOf).
const (
	plainPkg uint8 = iota
	testPkg
	examplePkg
)

// kindOf returns what a package's path says it is.
func kindOf(pkg *types.Package) uint8 {
	switch {
	case pkg == nil:
		return plainPkg
	case TestPackagePath(pkg.Path()):
		return testPkg
	case ExamplePackagePath(pkg.Path()):
		return examplePkg
	}
	return plainPkg
}

// TestPackagePath reports whether an element of the import path names
// test code: test, tests, testutil, testing..., mock, mocks, fake,
// fakes..., httptest-like names ending in "test", and as its last
// element e2e (an end-to-end test's setup; not a module named e2e).
func TestPackagePath(path string) bool {
	last := strings.ToLower(path[strings.LastIndex(path, "/")+1:])
	for elem := range strings.SplitSeq(path, "/") {
		elem = strings.ToLower(strings.TrimPrefix(elem, "_"))
		if rest, ok := strings.CutPrefix(elem, "test"); ok && testSuffix(strings.Trim(rest, "-_")) ||
			strings.HasPrefix(elem, "mock") || strings.HasPrefix(elem, "fake") ||
			elem == last && (elem == "e2e" || strings.HasPrefix(elem, "e2e_") || strings.HasPrefix(elem, "e2e-")) ||
			strings.HasSuffix(elem, "test") && elem != "latest" {
			return true
		}
	}
	return false
}

// ExamplePackagePath reports whether an element of the import path is
// example or examples (or _example, _examples).
func ExamplePackagePath(path string) bool {
	for elem := range strings.SplitSeq(path, "/") {
		if elem = strings.ToLower(strings.TrimPrefix(elem, "_")); elem == "example" || elem == "examples" {
			return true
		}
	}
	return false
}

// testSuffix reports whether s completes "test" into the name of a
// package of test code.
func testSuffix(s string) bool {
	switch s {
	case "", "s", "ing", "util", "utils", "helper", "helpers",
		"support", "server", "servers", "env", "fixtures", "data",
		"common", "lib", "kit", "harness":
		return true
	}
	return false
}

// InErrorRow reports whether lit, in a test file, is part of a table row
// (a struct literal) whose error field is set, as in
//
//	{URL: &url.URL{RawQuery: "new\nline"}, WantError: errors.New("...")}
//
// such rows hold bad URLs on purpose.
func (it *Intent) InErrorRow(lit *ast.CompositeLit) bool {
	if !it.InTestFile(lit.Pos()) {
		return false
	}
	cur, ok := it.control.Cursor(lit)
	if !ok {
		return false
	}
	for cur := range cur.Parent().Enclosing() {
		switch n := cur.Node().(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			return false
		case *ast.CompositeLit:
			if it.setsErrorField(n) {
				return true
			}
		}
	}
	return it.inErrorSubtest(lit)
}

// setsErrorField reports whether a struct literal gives a field named
// like an expected error (WantError, wantErr, err, bad, invalid) a value
// other than nil, false or "", or one named like an expected success
// (valid, wantValid, shouldPass, ok), or a bool named as the output the
// code under test must give (expected, want: a validator's verdict), the
// constant false, names its row
// (name, desc) with a name that says the input is bad ({name: "bad
// scheme", ...}), or expects 400 Bad Request back (respStatus:
// http.StatusBadRequest).
func (it *Intent) setsErrorField(lit *ast.CompositeLit) bool {
	st, ok := typesx.TypeOfLit(it.info, lit).(*types.Struct)
	if !ok {
		return false
	}
	if it.commentedBad(lit) {
		return true
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
		if errorFieldName(name) && !zeroValue(it.info, val) || errorFlagName(name) && isTrue(it.info, val) ||
			(validFieldName(name) || expectedValueName(name) && !errorFlagName(name)) && isFalse(it.info, val) ||
			caseNameField(name) && namesBadCase(it.info, val) || statusFieldName(name) && clientError(it.info, val) {
			return true
		}
	}
	return false
}

// commentedBad reports whether the comment on the lines right above lit,
// a table row, says its input is bad ("// #8: Invalid URL", olivere's
// canonicalize tests).
func (it *Intent) commentedBad(lit *ast.CompositeLit) bool {
	file := typesx.FileOf(it.files, lit.Pos())
	if file == nil {
		return false
	}
	line := it.fset.Position(lit.Pos()).Line
	i := sort.Search(len(file.Comments), func(i int) bool { return file.Comments[i].End() >= lit.Pos() })
	if i == 0 {
		return false
	}
	c := file.Comments[i-1]
	return it.fset.Position(c.End()).Line == line-1 && badInputName(c.Text())
}

// statusFieldName reports whether name is that of an expected HTTP
// status: status, code, respStatus, wantCode, expectedStatusCode.
func statusFieldName(name string) bool {
	name = strings.ToLower(name)
	return strings.HasSuffix(name, "status") || strings.HasSuffix(name, "code")
}

// clientError reports whether e is the constant 400
// (http.StatusBadRequest): the row expects the request refused as
// malformed. (A 404 may answer a well-formed URL.)
func clientError(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.Int {
		return false
	}
	n, exact := constant.Int64Val(tv.Value)
	return exact && n == 400
}

// errorFieldName reports whether a field name says the row expects an
// error.
func errorFieldName(name string) bool {
	n := strings.ToLower(name)
	switch n {
	case "err", "error", "bad", "invalid", "fail", "fails", "shouldfail", "expecterr", "expecterror":
		return true
	}
	for _, prefix := range []string{"wanterr", "experr", "haserr", "shoulderr"} {
		if strings.HasPrefix(n, prefix) {
			return true
		}
	}
	return false
}

// errorFlagName reports whether a field name ends in Error or Err, a
// flag set true where the row expects one (discoveryError: true).
func errorFlagName(name string) bool {
	n := strings.ToLower(name)
	return strings.HasSuffix(n, "error") || strings.HasSuffix(n, "err")
}

// isTrue reports whether e is the constant true.
func isTrue(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.Value != nil && tv.Value.Kind() == constant.Bool && constant.BoolVal(tv.Value)
}

// validFieldName reports whether a field name says the row expects its
// input to be accepted: false there expects a rejection.
func validFieldName(name string) bool {
	switch strings.ToLower(name) {
	case "valid", "isvalid", "wantvalid", "expectvalid", "expectedvalid",
		"ok", "wantok", "expectok", "pass", "shouldpass", "wantpass", "expectpass",
		"success", "wantsuccess", "expectsuccess", "shouldsucceed":
		return true
	}
	return false
}

// isFalse reports whether e is the constant false.
func isFalse(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.Value != nil && tv.Value.Kind() == constant.Bool && !constant.BoolVal(tv.Value)
}

// zeroValue reports whether e is nil, false or a constant "".
func zeroValue(info *types.Info, e ast.Expr) bool {
	if typesx.IsNil(e) {
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
