package intent

import (
	"go/ast"
	"testing"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/srctest"
)

// TestErrorUseOf checks what ErrorUseOf says of the error of each call of
// refuse in the functions below.
func TestErrorUseOf(t *testing.T) {
	const src = `package p

import (
	"fmt"
	"testing"
)

func refuse(string) (int, error) { return 0, nil }
func must(int, error) int       { return 0 }

func dropped() {
	refuse("a")
	_, _ = refuse("b")
	n, _ := refuse("c")
	_ = n
	_, errD = refuse("d")
	errD = nil
}

var errD error

func read(t *testing.T) {
	_, err := refuse("e")
	if err != nil {
		t.Fatal(err)
	}
	_, err2 := refuse("f")
	if err2 != nil {
		t.FailNow()
	}
	_ = must(refuse("g"))
	_, err3 := refuse("h")
	if err3 != nil {
		panic(fmt.Sprint("h: ", err3))
	}
}

func returned() (int, error) {
	n, err := refuse("i")
	if err != nil {
		return 0, fmt.Errorf("i: %w", err)
	}
	_ = n
	return refuse("j")
}

func errorText() string {
	_, err := refuse("l")
	return err.Error()
}

func textReturned() (string, error) {
	_, err := refuse("m")
	if err != nil {
		return "", fmt.Errorf("m: %s", err.Error())
	}
	return "", nil
}

func readAndReturned(t *testing.T) error {
	_, err := refuse("k")
	if err != nil {
		t.Log(err)
		return err
	}
	return nil
}
`
	want := map[string]ErrorUse{
		"a": ErrorDropped, "b": ErrorDropped, "c": ErrorDropped, "d": ErrorDropped,
		"e": ErrorRead, "f": ErrorRead, "g": ErrorRead, "h": ErrorRead,
		"i": ErrorReturned, "j": ErrorReturned,
		"k": ErrorRead, "l": ErrorRead, "m": ErrorReturned,
	}
	fset, file, info, pkg := srctest.Check(t, src)
	f := New(flow.New(fset, info, pkg, []*ast.File{file}, nil))
	seen := 0
	ast.Inspect(file, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		if id, ok := call.Fun.(*ast.Ident); !ok || id.Name != "refuse" {
			return true
		}
		arg := call.Args[0].(*ast.BasicLit).Value
		arg = arg[1 : len(arg)-1]
		if got := f.ErrorUseOf(call); got != want[arg] {
			t.Errorf("refuse(%q): ErrorUseOf = %d, want %d", arg, got, want[arg])
		}
		seen++
		return true
	})
	if seen != len(want) {
		t.Errorf("saw %d calls, want %d", seen, len(want))
	}
}
