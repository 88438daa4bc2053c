package flow

import (
	"go/ast"
	"go/types"
	"testing"

	"github.com/urlvet/urlvet/analyzer/internal/srctest"
)

// collectSrc holds calls, literals and stores in the corners of a walk:
// in array lengths of signatures, struct fields, type parameters and
// composite literals' types, and in a function literal between its
// function's calls, beside the ordinary ones.
const collectSrc = `package p

import "unsafe"

type S struct {
	F int
	G [unsafe.Sizeof(&w.F)]byte
	H map[string][len([2]T{{1}, {2}})]int
	I func(x [unsafe.Sizeof(w)]int) [len("ab")]int
	J interface{ M([unsafe.Sizeof(w.F)]int) }
}

type T struct{ A int }

type W struct{ F int }

type N interface{ ~int | ~string }

type G[P interface{ ~[unsafe.Sizeof(t)]int }] struct{ p P }

var s S
var w W
var t = T{A: 1}

type R [unsafe.Sizeof(&w.F)]int

func (r *R) m() {}

func f(a [unsafe.Sizeof(T{A: 2})]int, b ...[unsafe.Sizeof(w)]int) (c [len([1]T{{3}})]int) {
	var buf [unsafe.Sizeof(&t.A)]byte
	s.F = len(buf)
	g := func(x [unsafe.Sizeof(T{4})]int) [2]T {
		t.A++
		return [2]T{{5}, {A: len(x)}}
	}
	_ = map[string][]T{"a": {{6}}}
	_ = []struct{ X [unsafe.Sizeof(T{7})]int }{{}}
	for s.F = range make([][unsafe.Sizeof(&t.A)]int, 2) {
		g(a)
	}
	return c
}
`

// TestCollectOrder checks what Collect records against a walk of every
// node (ast.Inspect): the calls but those in signatures, with their
// functions, and the nodes that can store into a field, signatures'
// included, each in the order of the walk.
func TestCollectOrder(t *testing.T) {
	fset, file, info, pkg := srctest.Check(t, collectSrc)
	type event struct {
		n    ast.Node
		body *ast.BlockStmt
	}
	var wantCalls, wantVisits []event
	var wantKept []ast.Node
	var bodies []*ast.BlockStmt // the bodies around a node
	sig := 0                    // the signatures around a node
	var walk func(n ast.Node) bool
	walk = func(n ast.Node) bool {
		var body *ast.BlockStmt
		if len(bodies) > 0 {
			body = bodies[len(bodies)-1]
		}
		named := false
		storeNames(n, func(string) { named = true })
		if named {
			wantKept = append(wantKept, n)
		}
		var typ *ast.FuncType
		var recv *ast.FieldList
		switch n := n.(type) {
		case *ast.FuncDecl:
			typ, recv, body = n.Type, n.Recv, n.Body
		case *ast.FuncLit:
			typ, body = n.Type, n.Body
		case *ast.CallExpr:
			if sig == 0 {
				wantCalls = append(wantCalls, event{n, body})
			}
		case *ast.AssignStmt:
			wantVisits = append(wantVisits, event{n, body})
		case *ast.CompositeLit:
			if sig == 0 && len(n.Elts) > 0 {
				wantVisits = append(wantVisits, event{n, body})
			}
		}
		if typ == nil {
			return true
		}
		sig++
		if recv != nil {
			ast.Inspect(recv, walk)
		}
		ast.Inspect(typ, walk)
		sig--
		if body != nil {
			bodies = append(bodies, body)
			ast.Inspect(body, walk)
			bodies = bodies[:len(bodies)-1]
		}
		return false
	}
	ast.Inspect(file, walk)

	f := New(fset, info, pkg, []*ast.File{file}, nil)
	var visits []event
	f.Collect(func(n ast.Node, fn *FuncNode, _ types.Object) {
		if _, ok := n.(*ast.CallExpr); ok {
			return
		}
		var body *ast.BlockStmt
		if fn != nil {
			body = fn.Body
		}
		visits = append(visits, event{n, body})
	})
	var calls []event
	for _, site := range f.Sites {
		var body *ast.BlockStmt
		if site.Fn != nil {
			body = site.Fn.Body
		}
		calls = append(calls, event{site.Call, body})
	}
	var kept []ast.Node
	for _, n := range f.Data.nodes.all() {
		kept = append(kept, n)
	}
	same := func(what string, got, want []event) {
		t.Helper()
		if len(got) != len(want) {
			t.Fatalf("%s: %d, want %d", what, len(got), len(want))
		}
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("%s %d: %T at %v, want %T at %v", what, i, got[i].n, fset.Position(got[i].n.Pos()), want[i].n, fset.Position(want[i].n.Pos()))
			}
		}
	}
	same("calls", calls, wantCalls)
	same("visits", visits, wantVisits)
	if len(wantKept) < 8 || len(wantCalls) < 10 {
		t.Fatalf("the source holds %d calls and %d stores: fewer than written", len(wantCalls), len(wantKept))
	}
	var keptEvents, wantKeptEvents []event
	for _, n := range kept {
		keptEvents = append(keptEvents, event{n: n})
	}
	for _, n := range wantKept {
		wantKeptEvents = append(wantKeptEvents, event{n: n})
	}
	same("kept", keptEvents, wantKeptEvents)
	// Each function's calls are those of Sites in its body, in order.
	for _, fn := range f.Funcs {
		var want []CallSite
		for _, site := range f.Sites {
			if site.Fn == fn {
				want = append(want, site)
			}
		}
		if len(fn.Calls) != len(want) {
			t.Fatalf("%v: %d calls, want %d", fset.Position(fn.Body.Pos()), len(fn.Calls), len(want))
		}
		for i := range want {
			if fn.Calls[i] != want[i] {
				t.Errorf("%v: call %d at %v, want %v", fset.Position(fn.Body.Pos()), i, fset.Position(fn.Calls[i].Call.Pos()), fset.Position(want[i].Call.Pos()))
			}
		}
	}
}

// TestMayStoreNamed checks that only the nodes Collect kept rule a
// field's name out: not before Collect, nor once the whole data index
// dropped them.
func TestMayStoreNamed(t *testing.T) {
	fset, file, info, pkg := srctest.Check(t, collectSrc)
	f := New(fset, info, pkg, []*ast.File{file}, nil)
	if !f.Data.MayStoreNamed("URL") {
		t.Error("before Collect: URL ruled out")
	}
	f.Collect(nil)
	for name, want := range map[string]bool{"F": true, "A": true, "URL": false, "p": false} {
		if got := f.Data.MayStoreNamed(name); got != want {
			t.Errorf("MayStoreNamed(%q) = %v, want %v", name, got, want)
		}
	}
	f.Data.data()
	if !f.Data.MayStoreNamed("URL") {
		t.Error("with the whole index: URL ruled out")
	}
}
