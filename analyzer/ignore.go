package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"
)

// fileInfo caches what suppresses diagnostics in a file.
type fileInfo struct {
	generated bool
	ignored   map[int]bool // lines with a //urlvet:ignore comment
}

// suppressed reports whether a diagnostic at pos is suppressed: it lies in
// a generated file, or a //urlvet:ignore comment is on its line or the
// line above.
func (r *run) suppressed(pos token.Pos) bool {
	tf := r.pass.Fset.File(pos)
	if tf == nil {
		return false
	}
	fi := r.fileInfo(tf)
	if fi == nil {
		return false
	}
	line := tf.Line(pos)
	return fi.generated || fi.ignored[line] || fi.ignored[line-1]
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
		fi = &fileInfo{generated: ast.IsGenerated(f), ignored: make(map[int]bool)}
		for _, cg := range f.Comments {
			for _, c := range cg.List {
				if strings.HasPrefix(c.Text, "//urlvet:ignore") {
					fi.ignored[tf.Line(c.Pos())] = true
				}
			}
		}
	}
	r.files[tf] = fi
	return fi
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
			if n.Op == token.EQL && (isErr(n.X) && isNil(n.Y) || isErr(n.Y) && isNil(n.X)) {
				found = true
			}
		case *ast.CallExpr:
			if name := calleeName(n); strings.HasPrefix(name, "Error") || name == "EqualError" || name == "NotNil" {
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
			if o := objectOf(r.pass.TypesInfo, id); o != nil && o.Type() != nil && o.Type().String() == "error" {
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
