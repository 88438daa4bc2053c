package typesx_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"slices"
	"strings"
	"testing"

	"github.com/urlvet/urlvet/analyzer/internal/srctest"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

func TestTypes(t *testing.T) {
	_, _, _, pkg := srctest.Check(t, `package p

import "net/url"

type S string
type U url.URL
type V struct{ Scheme string }
type List []S

func Str[T S | []byte](x T) {}
func Mixed[T string | int](x T) {}
func Any[T any](x T) {}
func Tilde[T ~string](x T) {}
`)
	typ := func(name string) types.Type { return pkg.Scope().Lookup(name).Type() }
	param := func(fn string) types.Type {
		return typ(fn).(*types.Signature).Params().At(0).Type()
	}
	for _, tt := range []struct {
		name string
		got  bool
		want bool
	}{
		{"IsString(S)", typesx.IsString(typ("S")), true},
		{"IsString(T S | []byte)", typesx.IsString(param("Str")), false},
		{"IsString(T ~string)", typesx.IsString(param("Tilde")), true},
		{"IsString(T string | int)", typesx.IsString(param("Mixed")), false},
		{"IsString(T any)", typesx.IsString(param("Any")), false},
		{"StringOrList(List)", typesx.StringOrList(typ("List")), true},
		{"IsURLType(U)", typesx.IsURLType(typ("U")), true},
		{"IsURLType(V)", typesx.IsURLType(typ("V")), false},
		{"IsURLType(*U)", typesx.IsURLType(types.NewPointer(typ("U"))), false},
		{"IsNamed(*U)", typesx.IsNamed(types.NewPointer(typ("U")), "p", "U", true), true},
		{"IsNamed(U, ptr)", typesx.IsNamed(typ("U"), "p", "U", true), false},
		{"StructOf(*V)", typesx.StructOf(types.NewPointer(typ("V"))) != nil, true},
	} {
		if tt.got != tt.want {
			t.Errorf("%s = %v, want %v", tt.name, tt.got, tt.want)
		}
	}
}

func TestOperands(t *testing.T) {
	for _, tc := range []struct {
		src  string
		op   token.Token
		want []string
	}{
		{`"http://" + host + ":" + port`, token.ADD, []string{`"http://"`, "host", `":"`, "port"}},
		{`a + (b + c)`, token.ADD, []string{"a", "b", "c"}},
		{`a + b*c`, token.ADD, []string{"a", "b * c"}},
		{`x && (y || z)`, token.LAND, []string{"x", "(y || z)"}},
		{`f(a + b)`, token.ADD, []string{"f(a + b)"}},
	} {
		e, err := parser.ParseExpr(tc.src)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, o := range typesx.Operands(e, tc.op) {
			got = append(got, types.ExprString(o))
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("Operands(%s, %s) = %q, want %q", tc.src, tc.op, got, tc.want)
		}
	}
}

func TestNameWords(t *testing.T) {
	for name, want := range map[string]string{
		"branchName":            "branch name",
		"CALLBACK_RELATIVE_URI": "callback relative uri",
		"userID":                "user id",
		"HTTPServer":            "http server",
		"sha256Sum":             "sha256 sum",
		"ID2Invalid":            "id2 invalid",
		"*filepath":             "filepath",
		"errParse_URL two":      "err parse url two",
		"":                      "",
	} {
		if got := strings.Join(typesx.NameWords(name), " "); got != want {
			t.Errorf("NameWords(%q) = %q, want %q", name, got, want)
		}
	}
}

func TestLocalVar(t *testing.T) {
	_, file, info, pkg := srctest.Check(t, `package p

import "os"

var global string

type T struct{ field string }

func f(param string, t T) {
	local := param
	_ = []any{local, param, global, t.field, os.Args, f}
}
`)
	want := map[string]bool{"local": true, "param": true, "global": false, "field": false, "Args": false, "f": false}
	seen := map[string]bool{}
	ast.Inspect(file, func(n ast.Node) bool {
		lit, ok := n.(*ast.CompositeLit)
		if !ok {
			return true
		}
		for _, e := range lit.Elts {
			id, ok := e.(*ast.Ident)
			if sel, isSel := e.(*ast.SelectorExpr); isSel {
				id, ok = sel.Sel, true
			}
			if !ok {
				t.Fatalf("unexpected element %T", e)
			}
			seen[id.Name] = true
			if got := typesx.LocalVar(info, pkg, id) != nil; got != want[id.Name] {
				t.Errorf("LocalVar(%s) found = %v, want %v", id.Name, got, want[id.Name])
			}
		}
		return false
	})
	if len(seen) != len(want) {
		t.Errorf("checked %d names, want %d", len(seen), len(want))
	}
}

func TestEveryReturn(t *testing.T) {
	single := func(ret *ast.ReturnStmt) bool { return len(ret.Results) == 1 }
	for _, tc := range []struct {
		body string
		want bool
	}{
		{`{ return 1 }`, true},
		{`{ if x { return 1 }; return 2 }`, true},
		{`{ if x { return 1, 2 }; return 2 }`, false},
		{`{ f := func() (int, int) { return 1, 2 }; _ = f; return 3 }`, true},
		{`{ for {} }`, false},
	} {
		f, err := parser.ParseFile(token.NewFileSet(), "p.go", "package p\nfunc g() "+tc.body, 0)
		if err != nil {
			t.Fatal(err)
		}
		body := f.Decls[0].(*ast.FuncDecl).Body
		if got := typesx.EveryReturn(body, single); got != tc.want {
			t.Errorf("EveryReturn(%s) = %v, want %v", tc.body, got, tc.want)
		}
	}
}
