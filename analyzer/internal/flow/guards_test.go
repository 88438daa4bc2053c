package flow

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"
)

func TestGuardHolds(t *testing.T) {
	const src = `package p

import "strings"

func other(string) bool { return false }

func f(v string, n int) {
	_ = strings.TrimSpace(v) == ""
	_ = !strings.HasPrefix(v, "ws://") && !strings.HasPrefix(v, "wss://")
	_ = !strings.ContainsRune(v, '@') || len(v) > 8
	_ = v == "login"
	_ = strings.ToLower(v) != "a"
	_ = other(v)
	_ = v == "" && n == 0
	_ = v != "" || n == 0
}
`
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}, Uses: map[*ast.Ident]types.Object{}, Defs: map[*ast.Ident]types.Object{}}
	if _, err := (&types.Config{Importer: importer.Default()}).Check("p", fset, []*ast.File{file}, info); err != nil {
		t.Fatal(err)
	}
	fn := file.Decls[len(file.Decls)-1].(*ast.FuncDecl)
	v := info.Defs[fn.Type.Params.List[0].Names[0]].(*types.Var)
	var conds []ast.Expr
	for _, s := range fn.Body.List {
		conds = append(conds, s.(*ast.AssignStmt).Rhs[0])
	}
	for _, tt := range []struct {
		cond      int
		s         string
		holds, ok bool
	}{
		{0, " \t", true, true},
		{0, "ws://x", false, true},
		{1, "http://x", true, true},
		{1, "wss://x", false, true},
		{2, "a@b", false, true},
		{2, "ab", true, true},
		{2, "a@bcdefghi", true, true},
		{3, "login", true, true},
		{3, "https://x", false, true},
		{4, "A", false, true},
		{5, "x", false, false}, // a function whose meaning is not known
		{6, "", false, false},  // reads n
		{6, "x", false, true},  // false whatever n is
		{7, "x", true, true},   // true whatever n is
		{7, "", false, false},  // reads n
	} {
		holds, ok := guard{conds[tt.cond], v}.holds(info, tt.s)
		if holds != tt.holds || ok != tt.ok {
			t.Errorf("condition %d on %q: got %v, %v; want %v, %v", tt.cond, tt.s, holds, ok, tt.holds, tt.ok)
		}
	}
}
