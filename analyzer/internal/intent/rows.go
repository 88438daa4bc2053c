package intent

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
)

// InErrorData reports whether a value read from a table, in a test file,
// comes from a row or a table that expects an error: a row whose error
// field is set ({url: "http://[::1", wantErr: true}), or a table, or a
// field holding one, named like badURLs or invalid, or a map entry or a
// subtest whose name says its input is bad (badInputName). Such tables
// hold bad URLs on purpose. So is a literal a row's field names as the
// output the code under test must give (want, res: see
// expectedValueName): it is compared with that output, not used.
func (it *Intent) InErrorData(v flow.Value) bool {
	for _, p := range v {
		var n ast.Node
		switch {
		case p.Hole:
			continue
		case p.Lit != nil:
			n = p.Lit
		case p.Use != nil:
			n = p.Use
		default:
			continue
		}
		if it.InTestFile(n.Pos()) && (it.InErrorTable(n) || it.inErrorSubtest(n)) {
			return true
		}
	}
	return false
}

func (it *Intent) InErrorTable(n ast.Node) bool {
	cur, ok := it.control.Cursor(n)
	if !ok {
		return false
	}
	inLit := false
	child := n
	for cur := range cur.Parent().Enclosing() {
		prev := child
		child = cur.Node()
		switch p := cur.Node().(type) {
		case *ast.FuncLit, *ast.FuncDecl, *ast.BlockStmt:
			return false
		case *ast.CompositeLit:
			inLit = true
			if it.setsErrorField(p) {
				return true
			}
		case *ast.KeyValueExpr:
			// A table named as bad input, or a row's expected output
			// ({line: "loki=host:1233", res: lokiHook{addr: "host:1233"}}:
			// compared, not used).
			if id, ok := p.Key.(*ast.Ident); ok && inLit && (errorTableName(id.Name) || expectedValueName(id.Name) && isFieldKey(it.info, id)) {
				return true
			}
			if prev == p.Value && namesBadCase(it.info, p.Key) {
				return true // map[string]T{"invalid host": ...}
			}
		case *ast.ValueSpec:
			// A table named as bad input, or a variable so named that
			// holds the literal itself (invalidHTTP := ":foo").
			for _, name := range p.Names {
				if (inLit || prev == n) && errorTableName(name.Name) {
					return true
				}
			}
		case *ast.AssignStmt:
			for _, lhs := range p.Lhs {
				if id, ok := lhs.(*ast.Ident); ok && (inLit || prev == n) && errorTableName(id.Name) {
					return true
				}
			}
		}
	}
	return false
}

// errorTableName reports whether the name of a table says its rows are
// wrong on purpose.
func errorTableName(name string) bool {
	n := strings.ToLower(name)
	for _, w := range []string{"bad", "invalid", "malformed", "broken", "wrong", "fail", "error", "reject"} {
		if strings.Contains(n, w) {
			return true
		}
	}
	return errorFieldName(name)
}

// comparesOutcome reports whether a condition compares whether an error
// occurred with what a table row expects, as in
//
//	if (err == nil) != (tt.err == nil) { t.Fatal(err) }
//	if err == nil && tt.wantErr { t.Fatal("want error") }
//
// Such a test requires the error only of some rows, which say so
// themselves (inErrorData).
func (it *Intent) comparesOutcome(b *ast.BinaryExpr) bool {
	isCmp := func(e ast.Expr) bool {
		x, ok := ast.Unparen(e).(*ast.BinaryExpr)
		return ok && (x.Op == token.EQL || x.Op == token.NEQ)
	}
	readsRow := func(e ast.Expr) bool {
		found := false
		ast.Inspect(e, func(n ast.Node) bool {
			if sel, ok := n.(*ast.SelectorExpr); ok {
				if s, ok := it.info.Selections[sel]; ok && s.Kind() == types.FieldVal {
					found = true
				}
			}
			return !found
		})
		return found
	}
	switch b.Op {
	case token.EQL, token.NEQ:
		return isCmp(b.X) || isCmp(b.Y)
	case token.LAND, token.LOR:
		return readsRow(b.X) || readsRow(b.Y)
	}
	return false
}

// isFieldKey reports whether id, the key of a composite literal's
// element, names a struct field.
func isFieldKey(info *types.Info, id *ast.Ident) bool {
	v, ok := info.Uses[id].(*types.Var)
	return ok && v.IsField()
}
