package flow

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/types/typeutil"

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
//	u, err := url.Parse(s)
//	if err != nil { u, err = url.Parse(strings.ReplaceAll(s, ",", "/")) ... }
//
//	u, _ := url.Parse(remote)
//	if u == nil || u.Scheme == "" { if strings.Contains(remote, ":") { return nil } ... }
//
// Such a function passes what does not parse (an scp-style git remote)
// through on purpose, uses the sink as a test, parses a rewrite of what
// failed (a list of hosts), or tests the text again where it failed
// (the error dropped, the failure told by a nil result): it takes more
// than URLs, so it is no wrapper and the arguments of its calls are not
// checked at the sink.
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
	if errVar != nil && errVar.Name() == "_" {
		errVar = nil // dropped: u, _ := url.Parse(s)
	}
	var result *types.Var // the result whose nil tells a failure, the error dropped
	if errVar == nil {
		if result = cf.droppedError(as); result == nil {
			return false
		}
	}
	var ifs *ast.IfStmt
	switch n := path[2].(type) {
	case *ast.IfStmt:
		ifs = n
		if errVar != nil && n.Init == as && n.Else == nil && cf.testsSuccess(n.Cond, errVar) {
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
		retry := false
		if len(path) > 3 {
			switch path[3].(type) {
			case *ast.ForStmt, *ast.RangeStmt:
				// for _, backoff := range schedule { body, err = get(u);
				// if err == nil { return body, nil } }: a retry, whose
				// failure runs the same call again.
				retry = true
			}
		}
		if errVar != nil && ifs != nil && ifs.Init == nil && ifs.Else == nil && !retry && cf.testsSuccess(ifs.Cond, errVar) {
			return true // as above, the test on the next line
		}
	}
	if ifs == nil || !cf.testsFailure(ifs.Cond, errVar) && (result == nil || !cf.testsNil(ifs.Cond, result)) {
		return false
	}
	if cf.reparses(ifs.Body, call, v) || cf.testsText(ifs.Body, v) {
		return true
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

// reparses reports whether body, run when call failed, calls the same
// function again on a text rewritten from v: an argument that reads v,
// or a variable assigned from it in body, and is not v itself.
func (cf *Control) reparses(body *ast.BlockStmt, call *ast.CallExpr, v *types.Var) bool {
	callee := typeutil.Callee(cf.info, call)
	if callee == nil {
		return false
	}
	derived := map[types.Object]bool{v: true}
	reads := func(e ast.Node) bool {
		found := false
		ast.Inspect(e, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && derived[cf.info.Uses[id]] {
				found = true
			}
			return !found
		})
		return found
	}
	mark := func(lhs []ast.Expr, rhs []ast.Expr) {
		if len(lhs) != len(rhs) {
			return
		}
		for i, e := range rhs {
			if id, ok := lhs[i].(*ast.Ident); ok && reads(e) {
				if o := typesx.ObjectOf(cf.info, id); o != nil {
					derived[o] = true
				}
			}
		}
	}
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.AssignStmt:
			mark(n.Lhs, n.Rhs)
		case *ast.ValueSpec:
			lhs := make([]ast.Expr, len(n.Names))
			for i, id := range n.Names {
				lhs[i] = id
			}
			mark(lhs, n.Values)
		case *ast.CallExpr:
			if typeutil.Callee(cf.info, n) != callee {
				break
			}
			for _, a := range n.Args {
				if id, ok := ast.Unparen(a).(*ast.Ident); ok && cf.info.Uses[id] == v {
					continue // the same text again
				}
				if reads(a) {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// droppedError returns the first result of as, a tuple assignment of a
// call's (result, error) that drops the error (u, _ := url.Parse(s)):
// the variable whose nil tells the failure. It returns nil otherwise.
func (cf *Control) droppedError(as *ast.AssignStmt) *types.Var {
	if len(as.Lhs) != 2 {
		return nil
	}
	if blank, ok := as.Lhs[1].(*ast.Ident); !ok || blank.Name != "_" {
		return nil
	}
	id, ok := as.Lhs[0].(*ast.Ident)
	if !ok {
		return nil
	}
	v, _ := typesx.ObjectOf(cf.info, id).(*types.Var)
	return v
}

// testsText reports whether body, run when a sink failed on v, tests v's
// text again in the condition of an if or a switch: it has another
// reading of the text (an scp-style remote's ':'), not only an error.
func (cf *Control) testsText(body *ast.BlockStmt, v *types.Var) bool {
	reads := func(e ast.Expr) bool {
		found := false
		if e != nil {
			ast.Inspect(e, func(n ast.Node) bool {
				if id, ok := n.(*ast.Ident); ok && cf.info.Uses[id] == v {
					found = true
				}
				return !found
			})
		}
		return found
	}
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.IfStmt:
			found = found || reads(n.Cond)
		case *ast.SwitchStmt:
			found = found || reads(n.Tag)
		case *ast.CaseClause:
			for _, e := range n.List {
				found = found || reads(e)
			}
		}
		return !found
	})
	return found
}

// testsNil reports whether cond is v == nil, alone or as an operand of
// ||: a failed call's result.
func (cf *Control) testsNil(cond ast.Expr, v *types.Var) bool {
	b, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok {
		return false
	}
	switch b.Op {
	case token.LOR:
		return cf.testsNil(b.X, v) || cf.testsNil(b.Y, v)
	case token.EQL:
		id, isID := ast.Unparen(b.X).(*ast.Ident)
		return isID && cf.info.Uses[id] == v && typesx.IsNil(b.Y)
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
