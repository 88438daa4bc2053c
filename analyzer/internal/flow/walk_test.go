package flow

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestInspectOrder checks that inspect visits the nodes ast.Inspect does,
// in the same order, but for the bare ones, and skips children the same
// way.
func TestInspectOrder(t *testing.T) {
	// The go command's GOROOT, that of the toolchain the build uses
	// (runtime.GOROOT is only where this binary was built).
	out, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatalf("go env GOROOT: %v", err)
	}
	goroot := strings.TrimSpace(string(out))
	var files []string
	for _, dir := range []string{"go/ast", "go/types", "net/http", "internal/runtime/maps"} {
		matches, err := filepath.Glob(filepath.Join(goroot, "src", dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		if len(matches) == 0 {
			t.Fatalf("no Go files in %s", filepath.Join(goroot, "src", dir))
		}
		files = append(files, matches...)
	}
	mine, _ := filepath.Glob("*.go")
	files = append(files, mine...)
	fset := token.NewFileSet()
	for _, name := range files {
		file, err := parser.ParseFile(fset, name, nil, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, skipCalls := range []bool{false, true} {
			var want, got []ast.Node
			ast.Inspect(file, func(n ast.Node) bool {
				if n == nil || Bare(n) {
					return false
				}
				want = append(want, n)
				_, call := n.(*ast.CallExpr)
				return !(skipCalls && call)
			})
			inspect(file, func(n ast.Node) bool {
				got = append(got, n)
				_, call := n.(*ast.CallExpr)
				return !(skipCalls && call)
			})
			if len(got) != len(want) {
				t.Fatalf("%s: inspect visits %d nodes, ast.Inspect %d", name, len(got), len(want))
			}
			for i := range want {
				if got[i] != want[i] {
					t.Fatalf("%s: node %d is %T at %v, want %T at %v", name, i, got[i], fset.Position(got[i].Pos()), want[i], fset.Position(want[i].Pos()))
				}
			}
		}
	}
}
