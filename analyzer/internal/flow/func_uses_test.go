package flow

import (
	"go/ast"
	"go/types"
	"testing"

	"github.com/urlvet/urlvet/analyzer/internal/srctest"
)

// TestFuncUses checks that FuncUses holds every use of a function the
// type checker recorded, and nothing else: a method's, a generic
// function's instance, a function of another package, but no variable
// of function type nor a type.
func TestFuncUses(t *testing.T) {
	fset, file, info, pkg := srctest.Check(t, `package p

import "strings"

type T struct{}

func (T) M() {}

func g[E any](e E) E { return e }

var h = strings.ToLower

func f() string {
	T{}.M()
	_ = g(1)
	_ = g("a")
	return h(strings.TrimSpace(" x "))
}
`)
	f := New(fset, info, pkg, []*ast.File{file}, nil)
	want := make(map[*ast.Ident]*types.Func)
	for id, obj := range info.Uses {
		if fn, ok := obj.(*types.Func); ok {
			want[id] = fn
		}
	}
	got := f.FuncUses()
	if len(got) != len(want) || len(want) != 5 {
		t.Fatalf("FuncUses: %d uses, want %d (5)", len(got), len(want))
	}
	for _, u := range got {
		if want[u.ID] != u.Fn {
			t.Errorf("FuncUses: %s at %v is %v, want %v", u.ID.Name, fset.Position(u.ID.Pos()), u.Fn, want[u.ID])
		}
	}
	if &f.FuncUses()[0] != &got[0] {
		t.Error("FuncUses: copied out of the map again")
	}
}
