package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// Requests whose URL is replaced before they are sent. An API client
// often builds a request of a path alone and resolves it against its
// base URL when it runs it:
//
//	req, err := http.NewRequestWithContext(ctx, method, "chat/completions", nil)
//	cfg := RequestConfig{Request: req}
//	...
//	cfg.Request.URL, err = cfg.BaseURL.Parse(cfg.Request.URL.String())
//	cfg.HTTPClient.Do(cfg.Request)
//
// The URL given to NewRequest is then a reference, which needs no scheme
// or host. Only a whole new URL counts (req.URL = ...): a request whose
// URL gets a host alone keeps a relative path on its request line.

// rebased returns args, the sink parameters of call, with the target of
// a request's URL (sinks.Param.OriginForm) made a reference where the
// request call builds has its URL replaced before any use that may send
// it (urlReplaced).
func (r *requestUse) rebased(call *ast.CallExpr, args []sinks.Arg) []sinks.Arg {
	i := slices.IndexFunc(args, func(a sinks.Arg) bool { return a.OriginForm && a.Target == rfc.HTTP })
	if i < 0 || !r.urlReplaced(call) {
		return args
	}
	args = slices.Clone(args)
	args[i].Target = rfc.Reference
	return args
}

// urlReplaced reports whether the request call returns (a NewRequest
// call or wrapper, or a copy of a request: req.Clone(ctx)) is assigned
// to a local variable that its function sends, returns or hands on only
// after a statement that replaces its URL, or that it stores into fields
// of the package's structs whose requests get the same (fieldReplaced).
// A request the function neither hands on nor stores is not one.
func (r *requestUse) urlReplaced(call ast.Node) bool {
	if ok, done := r.replaced[call]; done {
		return ok
	}
	if r.replaced == nil {
		r.replaced = make(map[ast.Node]bool)
		r.urlStores = r.flow.Data.MayStoreNamed("URL")
	}
	if !r.urlStores {
		return false // no body is read: nothing replaces a URL
	}
	r.replaced[call] = false
	req, body := r.requestVar(call)
	v, _ := req.(*types.Var)
	if v == nil || body == nil || v.IsField() || v.Parent() == r.pass.Pkg.Scope() || !isRequestPtr(v.Type()) {
		return false
	}
	uses := r.requestUses(body, func(e ast.Expr) bool {
		id, ok := e.(*ast.Ident)
		return ok && r.pass.TypesInfo.Uses[id] == v
	})
	ok := uses.ok && (uses.handed || len(uses.fields) > 0) && r.fieldsReplaced(uses.fields)
	r.replaced[call] = ok
	return ok
}

// fieldReplaced reports whether fld, a field of a struct of the package
// holding a request, holds one whose URL the package replaces: some
// function writes x.fld.URL, and every use of x.fld in the package's
// files that may send the request, outside tests, runs after such a
// write in its function, or copies the request into a variable that
// urlReplaced accepts. A copy stored back into fld is taken to pass
// while fld is read.
func (r *requestUse) fieldReplaced(fld *types.Var) bool {
	fld = fld.Origin()
	if ok, done := r.replacedFields[fld]; done {
		return ok
	}
	if fld.Pkg() != r.pass.Pkg || !isRequestPtr(fld.Type()) {
		return false
	}
	if r.replacedFields == nil {
		r.replacedFields = make(map[*types.Var]bool)
	}
	r.replacedFields[fld] = true
	info := r.pass.TypesInfo
	isFld := func(e ast.Expr) bool {
		sel, ok := e.(*ast.SelectorExpr)
		if !ok {
			return false
		}
		s := info.Selections[sel]
		return s != nil && s.Kind() == types.FieldVal && s.Obj() != nil && s.Obj().(*types.Var).Origin() == fld
	}
	ok, writes := true, false
	var fields []*types.Var
	for _, f := range r.pass.Files {
		if typesx.IsTestFile(r.pass.Fset, f.Pos()) {
			continue
		}
		uses := r.requestUses(f, isFld)
		ok = ok && uses.ok
		writes = writes || uses.writes
		fields = append(fields, uses.fields...)
	}
	ok = ok && writes && r.fieldsReplaced(fields)
	r.replacedFields[fld] = ok
	return ok
}

// fieldsReplaced reports whether every field of fields is fieldReplaced.
func (r *requestUse) fieldsReplaced(fields []*types.Var) bool {
	for _, f := range fields {
		if !r.fieldReplaced(f) {
			return false
		}
	}
	return true
}

// requestUses are the uses of a request in code: ok is false when one
// that may send it (a send, a return, an argument, a copy) runs before
// its URL is replaced; handed says that it is handed on at all, writes
// that its URL is replaced somewhere, and fields are the fields of the
// package's structs it is stored into.
type requestUses struct {
	ok, handed, writes bool
	fields             []*types.Var
}

// requestUses reads the uses in root of a request that isReq tells the
// reads of (a variable, or a field x.Request). A read of a field of the
// request (req.Header, req.URL.Host) or a call of a method that returns
// no request and does not write it (req.Context()) leaves the request
// where it is; the statement req.URL = ... (or req.URL, err = ...)
// replaces its URL; a store into a field of the package's structs
// (Config{Request: req}, c.req = req) hands it to that field.
func (r *requestUse) requestUses(root ast.Node, isReq func(ast.Expr) bool) requestUses {
	info := r.pass.TypesInfo
	out := requestUses{ok: true}
	var writes []ast.Expr // the requests of the statements that replace a URL, by position of the statement
	var wstmts []ast.Stmt
	ast.PreorderStack(root, nil, func(n ast.Node, stack []ast.Node) bool {
		e, ok := n.(ast.Expr)
		if !out.ok || !ok || !isReq(e) || len(stack) == 0 {
			return out.ok
		}
		parent := stack[len(stack)-1]
		handed := true
		switch p := parent.(type) {
		case *ast.SelectorExpr:
			s := info.Selections[p]
			if s == nil || p.X != e {
				break
			}
			if s.Kind() == types.FieldVal {
				handed = false
				if as, ok := grandparent(stack).(*ast.AssignStmt); ok && p.Sel.Name == "URL" && as.Tok == token.ASSIGN && slices.Contains(as.Lhs, ast.Expr(p)) {
					writes, wstmts = append(writes, e), append(wstmts, as)
					out.writes = true
				}
				break
			}
			call, called := grandparent(stack).(*ast.CallExpr)
			sig, _ := s.Type().(*types.Signature)
			if !called || call.Fun != ast.Expr(p) || sig == nil {
				break // a method value
			}
			if returnsRequest(sig.Results()) {
				// A copy (req.Clone(ctx)): replaced already, or on its own way.
				out.handed = true
				out.ok = replacedBefore(e, stack, writes, wstmts) || r.urlReplaced(call)
				return false
			}
			handed = p.Sel.Name == "Write" || p.Sel.Name == "WriteProxy"
		case *ast.KeyValueExpr:
			if p.Value == e {
				if fld := r.packageField(p.Key); fld != nil {
					out.fields = append(out.fields, fld)
					return false
				}
			}
		case *ast.AssignStmt:
			if i := slices.Index(p.Lhs, e); i >= 0 {
				return false // the variable or field gets another request
			}
			if i := slices.Index(p.Rhs, e); i >= 0 && len(p.Lhs) == len(p.Rhs) {
				if sel, ok := p.Lhs[i].(*ast.SelectorExpr); ok {
					if fld := r.packageField(sel.Sel); fld != nil {
						out.fields = append(out.fields, fld)
						return false
					}
				}
			}
		}
		if handed {
			out.handed = true
			out.ok = replacedBefore(e, stack, writes, wstmts)
		}
		return out.ok
	})
	return out
}

// packageField returns the field of a struct of the package that key, a
// struct literal's key or a selector's name, names; nil for another.
func (r *requestUse) packageField(key ast.Expr) *types.Var {
	id, ok := key.(*ast.Ident)
	if !ok {
		return nil
	}
	fld, ok := r.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || !fld.IsField() || fld.Pkg() != r.pass.Pkg {
		return nil
	}
	return fld
}

// replacedBefore reports whether e, a read of a request under the nodes
// of stack (outermost first), runs only after one of wstmts, statements
// that replace the URL of the request of the same place in writes: one
// of a block around e in its function, before the statement that holds
// e, with no label between them for a goto to jump past it.
func replacedBefore(e ast.Expr, stack []ast.Node, writes []ast.Expr, wstmts []ast.Stmt) bool {
	child := ast.Node(e)
	for i := len(stack) - 1; i >= 0; i-- {
		var list []ast.Stmt
		switch n := stack[i].(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			return false
		case *ast.BlockStmt:
			list = n.List
		case *ast.CaseClause:
			list = n.Body
		case *ast.CommClause:
			list = n.Body
		}
		st, isStmt := child.(ast.Stmt)
		child = stack[i]
		if _, labeled := st.(*ast.LabeledStmt); !isStmt || labeled {
			continue
		}
		for k := slices.Index(list, st) - 1; k >= 0; k-- {
			if _, labeled := list[k].(*ast.LabeledStmt); labeled {
				break
			}
			for j, w := range wstmts {
				if w == list[k] && typesx.SameExpr(writes[j], e) {
					return true
				}
			}
		}
	}
	return false
}

// grandparent returns the node above the parent of a node under stack.
func grandparent(stack []ast.Node) ast.Node {
	if len(stack) < 2 {
		return nil
	}
	return stack[len(stack)-2]
}

// isRequestPtr reports whether t is *http.Request.
func isRequestPtr(t types.Type) bool {
	return typesx.IsNamed(t, "net/http", "Request", true)
}
