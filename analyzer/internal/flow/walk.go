package flow

import "go/ast"

// Inspect calls f for the nodes under root in the order ast.Inspect
// does, but for the bare ones (see bare), which it neither enters nor
// passes to f, and without a call at the end of each node. If f returns
// false, inspect skips the node's children. The walks of whole packages
// (Collect, the data index) go through a large generated package's
// millions of nodes, and ast.Inspect would spend three calls on each
// identifier and one more at the end of every other node.
func inspect(root ast.Node, f func(ast.Node) bool) {
	if root == nil || Bare(root) || !f(root) {
		return
	}
	switch n := root.(type) {
	case *ast.Field:
		inspectExpr(n.Type, f)
	case *ast.FieldList:
		for _, fld := range n.List {
			inspect(fld, f)
		}
	case *ast.Ellipsis:
		inspectExpr(n.Elt, f)
	case *ast.FuncLit:
		inspect(n.Type, f)
		inspect(n.Body, f)
	case *ast.CompositeLit:
		inspectExpr(n.Type, f)
		exprs(n.Elts, f)
	case *ast.ParenExpr:
		inspectExpr(n.X, f)
	case *ast.SelectorExpr:
		inspectExpr(n.X, f)
	case *ast.IndexExpr:
		inspectExpr(n.X, f)
		inspectExpr(n.Index, f)
	case *ast.IndexListExpr:
		inspectExpr(n.X, f)
		exprs(n.Indices, f)
	case *ast.SliceExpr:
		inspectExpr(n.X, f)
		inspectExpr(n.Low, f)
		inspectExpr(n.High, f)
		inspectExpr(n.Max, f)
	case *ast.TypeAssertExpr:
		inspectExpr(n.X, f)
		inspectExpr(n.Type, f)
	case *ast.CallExpr:
		inspectExpr(n.Fun, f)
		exprs(n.Args, f)
	case *ast.StarExpr:
		inspectExpr(n.X, f)
	case *ast.UnaryExpr:
		inspectExpr(n.X, f)
	case *ast.BinaryExpr:
		inspectExpr(n.X, f)
		inspectExpr(n.Y, f)
	case *ast.KeyValueExpr:
		inspectExpr(n.Key, f)
		inspectExpr(n.Value, f)
	case *ast.ArrayType:
		inspectExpr(n.Len, f)
		inspectExpr(n.Elt, f)
	case *ast.StructType:
		inspect(n.Fields, f)
	case *ast.FuncType:
		if n.TypeParams != nil {
			inspect(n.TypeParams, f)
		}
		if n.Params != nil {
			inspect(n.Params, f)
		}
		if n.Results != nil {
			inspect(n.Results, f)
		}
	case *ast.InterfaceType:
		inspect(n.Methods, f)
	case *ast.MapType:
		inspectExpr(n.Key, f)
		inspectExpr(n.Value, f)
	case *ast.ChanType:
		inspectExpr(n.Value, f)
	case *ast.DeclStmt:
		inspect(n.Decl, f)
	case *ast.LabeledStmt:
		inspect(n.Stmt, f)
	case *ast.ExprStmt:
		inspectExpr(n.X, f)
	case *ast.SendStmt:
		inspectExpr(n.Chan, f)
		inspectExpr(n.Value, f)
	case *ast.IncDecStmt:
		inspectExpr(n.X, f)
	case *ast.AssignStmt:
		exprs(n.Lhs, f)
		exprs(n.Rhs, f)
	case *ast.GoStmt:
		inspect(n.Call, f)
	case *ast.DeferStmt:
		inspect(n.Call, f)
	case *ast.ReturnStmt:
		exprs(n.Results, f)
	case *ast.BlockStmt:
		stmts(n.List, f)
	case *ast.IfStmt:
		inspectStmt(n.Init, f)
		inspectExpr(n.Cond, f)
		inspect(n.Body, f)
		inspectStmt(n.Else, f)
	case *ast.CaseClause:
		exprs(n.List, f)
		stmts(n.Body, f)
	case *ast.SwitchStmt:
		inspectStmt(n.Init, f)
		inspectExpr(n.Tag, f)
		inspect(n.Body, f)
	case *ast.TypeSwitchStmt:
		inspectStmt(n.Init, f)
		inspectStmt(n.Assign, f)
		inspect(n.Body, f)
	case *ast.CommClause:
		inspectStmt(n.Comm, f)
		stmts(n.Body, f)
	case *ast.SelectStmt:
		inspect(n.Body, f)
	case *ast.ForStmt:
		inspectStmt(n.Init, f)
		inspectExpr(n.Cond, f)
		inspectStmt(n.Post, f)
		inspect(n.Body, f)
	case *ast.RangeStmt:
		inspectExpr(n.Key, f)
		inspectExpr(n.Value, f)
		inspectExpr(n.X, f)
		inspect(n.Body, f)
	case *ast.ValueSpec:
		inspectExpr(n.Type, f)
		exprs(n.Values, f)
	case *ast.TypeSpec:
		if n.TypeParams != nil {
			inspect(n.TypeParams, f)
		}
		inspectExpr(n.Type, f)
	case *ast.GenDecl:
		for _, s := range n.Specs {
			inspect(s, f)
		}
	case *ast.FuncDecl:
		if n.Recv != nil {
			inspect(n.Recv, f)
		}
		inspect(n.Type, f)
		if n.Body != nil {
			inspect(n.Body, f)
		}
	case *ast.File:
		for _, d := range n.Decls {
			inspect(d, f)
		}
	}
	// The other kinds hold no node but bare ones (ImportSpec,
	// BranchStmt, LabeledStmt's label) or none at all.
}

// inspectExpr and inspectStmt inspect an optional child: a nil interface
// is no node. An expression that is an identifier, half the nodes of a
// file, is left out before the call.
func inspectExpr(e ast.Expr, f func(ast.Node) bool) {
	if e != nil && !bareExpr(e) {
		inspect(e, f)
	}
}

// bareExpr is Bare for an expression, cheap enough to be inlined where
// inspect is called.
func bareExpr(e ast.Expr) bool {
	switch e.(type) {
	case *ast.Ident, *ast.BasicLit:
		return true
	}
	return false
}

func inspectStmt(s ast.Stmt, f func(ast.Node) bool) {
	if s != nil {
		inspect(s, f)
	}
}

func exprs(list []ast.Expr, f func(ast.Node) bool) {
	for _, e := range list {
		if !bareExpr(e) {
			inspect(e, f)
		}
	}
}

func stmts(list []ast.Stmt, f func(ast.Node) bool) {
	for _, s := range list {
		inspect(s, f)
	}
}

// Inspect is inspect for the checks: a walk of the nodes under root that
// neither enters nor passes to f the bare ones (identifiers, literals,
// comments), for a visit that reads none of them as a node of its own.
func Inspect(root ast.Node, f func(ast.Node) bool) { inspect(root, f) }
