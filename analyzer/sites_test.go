package analyzer_test

import (
	"fmt"
	"go/ast"
	"go/token"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/urlvet/urlvet/analyzer"
)

// sitesByFunc describes the sink sites of results as "file.go:Func" (the
// function declaring the site; "file.go:T.Method" for a method), with
// "#2", "#3"... for the second and later site of a function, in the order
// the analyzer records them, so that a table of sites does not break when a fixture's lines
// move. It maps each key to describe's text of the site.
func sitesByFunc(t *testing.T, results []*analysistest.Result, describe func(analyzer.SinkCall) string) map[string]string {
	t.Helper()
	got := make(map[string]string)
	seen := make(map[token.Position]bool) // a package's sites are in its test variant's results too
	for _, r := range results {
		for _, c := range r.Result.(*analyzer.Result).Calls {
			if at := r.Pass.Fset.Position(c.Pos); seen[at] {
				continue
			} else {
				seen[at] = true
			}
			key := fmt.Sprintf("%s:%s", filepath.Base(r.Pass.Fset.Position(c.Pos).Filename), enclosingFunc(r.Pass.Files, c.Pos))
			for n := 2; got[key] != ""; n++ {
				key = fmt.Sprintf("%s#%d", trimCount(key), n)
			}
			got[key] = describe(c)
		}
	}
	return got
}

// trimCount drops the "#n" of a key.
func trimCount(key string) string {
	for i := len(key) - 1; i >= 0; i-- {
		if key[i] == '#' {
			return key[:i]
		}
		if key[i] < '0' || key[i] > '9' {
			break
		}
	}
	return key
}

// enclosingFunc names the function declaration holding pos, "" at
// package level.
func enclosingFunc(files []*ast.File, pos token.Pos) string {
	for _, f := range files {
		if pos < f.Pos() || pos >= f.End() {
			continue
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || pos < fd.Pos() || pos >= fd.End() {
				continue
			}
			if fd.Recv != nil && len(fd.Recv.List) > 0 {
				return recvName(fd.Recv.List[0].Type) + "." + fd.Name.Name
			}
			return fd.Name.Name
		}
	}
	return ""
}

// recvName is the type name of a receiver.
func recvName(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.StarExpr:
		return recvName(e.X)
	case *ast.IndexExpr:
		return recvName(e.X)
	case *ast.IndexListExpr:
		return recvName(e.X)
	case *ast.Ident:
		return e.Name
	}
	return "?"
}

// TestInfeasibleReason: a value made of branches no run takes together is
// not checked, and its site counts as unresolved for that reason.
func TestInfeasibleReason(t *testing.T) {
	t.Parallel()
	got := sitesByFunc(t, defaultRun.check(t, "hostport"), func(c analyzer.SinkCall) string {
		return fmt.Sprintf("%t %s", c.Resolved, c.Unresolved)
	})
	for key, want := range map[string]string{
		"injected.go:makeTargetURL":   "false infeasible", // bucket + "." + "[" + h + "]"
		"injected.go:nameAndBrackets": "false infeasible",
		"injected.go:literalHost":     "true ", // "[" + h + "]" at the start of the host: checked
	} {
		if got[key] != want {
			t.Errorf("%s: got %q, want %q", key, got[key], want)
		}
	}
}
