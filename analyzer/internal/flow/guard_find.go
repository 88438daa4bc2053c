package flow

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// GuardedBy reports whether the call of c runs only under an if or switch
// whose condition tests parameter p of the enclosing function, as in
//
//	if strings.HasPrefix(ref, "file://") { url.ParseRequestURI(ref) }
//
// Such a function takes more than URLs in that parameter, so it is not a
// wrapper.
func (cf *Control) GuardedBy(c CallSite, p int) bool {
	path := cf.enclosingDecl(c.Call)
	if path == nil {
		return true // not found: no wrapper rather than a guess
	}
	for j, cur := range path[1:] {
		child := path[j]
		switch n := cur.(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			return false
		case *ast.IfStmt:
			if child == ast.Node(n.Body) || n.Else != nil && child == ast.Node(n.Else) {
				if cf.mentionsParam(c.Fn, n.Cond, p) {
					return true
				}
			}
		case *ast.CaseClause:
			for _, e := range n.List {
				if cf.mentionsParam(c.Fn, e, p) {
					return true
				}
			}
		case *ast.SwitchStmt:
			if child == ast.Node(n.Body) && n.Tag != nil && cf.mentionsParam(c.Fn, n.Tag, p) {
				return true
			}
		}
	}
	return false
}

// mentionsParam reports whether e uses parameter p of fn.
func (cf *Control) mentionsParam(fn *FuncNode, e ast.Expr, p int) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if v, ok := cf.info.Uses[id].(*types.Var); ok {
				if i, ok := fn.Param(v); ok && i == p {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// ReturnsOnFailure reports whether the function of call, a sink call,
// returns v, a parameter of it, itself when the sink fails, or goes on
// to other code, as in
//
//	u, err := url.Parse(repo)
//	if err != nil || u.User == nil { return repo }
//
//	if u, err := url.ParseRequestURI(ref); err == nil && u.Scheme != "" { return ref }
//	// a relative reference: resolved below
//
// Such a function passes what does not parse (an scp-style git remote)
// through on purpose, or uses the sink as a test: it takes more than
// URLs, so it is no wrapper and the arguments of its calls are not checked
// at the sink.
func (cf *Control) ReturnsOnFailure(call *ast.CallExpr, v *types.Var) bool {
	if v == nil {
		return false
	}
	path := cf.enclosingDecl(call)
	if len(path) < 3 {
		return false // an assignment is a statement, under another node
	}
	as, ok := path[1].(*ast.AssignStmt)
	if !ok || !slices.Contains(as.Rhs, ast.Expr(call)) {
		return false
	}
	errVar := cf.errorVar(as.Lhs[len(as.Lhs)-1])
	if errVar == nil {
		return false
	}
	var ifs *ast.IfStmt
	switch n := path[2].(type) {
	case *ast.IfStmt:
		ifs = n
		if n.Init == as && n.Else == nil && cf.testsSuccess(n.Cond, errVar) {
			// if u, err := url.ParseRequestURI(ref); err == nil && ... {
			// return ref }: a test of the text, whose failure goes on to
			// other code (go-readability's toAbsoluteURI).
			return true
		}
	case *ast.BlockStmt:
		for i, s := range n.List[:len(n.List)-1] {
			if s == as {
				ifs, _ = n.List[i+1].(*ast.IfStmt)
			}
		}
		if ifs != nil && ifs.Init == nil && ifs.Else == nil && cf.testsSuccess(ifs.Cond, errVar) {
			return true // as above, the test on the next line
		}
	}
	if ifs == nil || !cf.testsFailure(ifs.Cond, errVar) {
		return false
	}
	for _, s := range ifs.Body.List {
		if ret, isRet := s.(*ast.ReturnStmt); isRet {
			for _, res := range ret.Results {
				if id, isID := ast.Unparen(res).(*ast.Ident); isID && cf.info.Uses[id] == v {
					return true
				}
			}
		}
	}
	return false
}

// testsSuccess reports whether cond holds only when errVar is nil: it is
// err == nil, or a conjunction with it.
func (cf *Control) testsSuccess(cond ast.Expr, errVar *types.Var) bool {
	switch c := ast.Unparen(cond).(type) {
	case *ast.BinaryExpr:
		switch c.Op {
		case token.LAND:
			return cf.testsSuccess(c.X, errVar) || cf.testsSuccess(c.Y, errVar)
		case token.EQL:
			x, y := ast.Unparen(c.X), ast.Unparen(c.Y)
			if id, ok := y.(*ast.Ident); ok && id.Name == "nil" {
				x, y = y, x
			}
			nilID, ok1 := x.(*ast.Ident)
			errID, ok2 := y.(*ast.Ident)
			return ok1 && ok2 && nilID.Name == "nil" && cf.info.Uses[errID] == errVar
		}
	}
	return false
}

// errorVar returns the variable of type error that e, the left side of
// an assignment, names, or nil.
func (cf *Control) errorVar(e ast.Expr) *types.Var {
	id, ok := e.(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := typesx.ObjectOf(cf.info, id).(*types.Var)
	if !ok || !typesx.IsError(v.Type()) {
		return nil
	}
	return v
}

// testsFailure reports whether cond is err != nil, alone or as an operand
// of ||.
func (cf *Control) testsFailure(cond ast.Expr, err *types.Var) bool {
	b, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok {
		return false
	}
	switch b.Op {
	case token.LOR:
		return cf.testsFailure(b.X, err) || cf.testsFailure(b.Y, err)
	case token.NEQ:
		id, isID := ast.Unparen(b.X).(*ast.Ident)
		return isID && cf.info.Uses[id] == err && typesx.IsNil(b.Y)
	}
	return false
}
