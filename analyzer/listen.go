package analyzer

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"
)

// A URL parsed only to take a listen address from it is no request: in
// url.Parse("http://" + ":8008") handed to a listener as u.Host, the
// empty host means every interface (net.Listen), not a missing server.

// urlUse is what a read of a parsed URL does with it.
type urlUse uint8

const (
	readsNothing urlUse = iota // a read that sends nothing: u.Scheme, u == nil, a log line
	readsListen                // its host and port given to a listener
	readsOther                 // anything else: u.String(), u handed on, returned
)

// maxListenHops bounds the functions listenOnly follows a URL into.
const maxListenHops = 2

// listenOnly reports whether the URL that call (url.Parse or a wrapper)
// returns is assigned to a variable that the function only reads for a
// listen address: its Host, Port() or Hostname() reach a listener (a
// function whose name says it listens, an Addr field), directly or
// through a function of the package it is passed to, and no read sends
// or hands on the URL.
func (r *requestUse) listenOnly(call ast.Node) bool {
	u, body := r.requestVar(call)
	return u != nil && body != nil && r.readForListen(u, body, 0)
}

// readForListen reports whether every read of u in body is readsNothing or
// readsListen, and one is readsListen.
func (r *requestUse) readForListen(u types.Object, body *ast.BlockStmt, hops int) bool {
	listens, other := false, false
	ast.Inspect(body, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if other || !ok || r.pass.TypesInfo.Uses[id] != u {
			return !other
		}
		switch r.urlRead(id, hops) {
		case readsListen:
			listens = true
		case readsOther:
			other = true
		}
		return true
	})
	return listens && !other
}

// urlRead says what the read id of a parsed URL does with it.
func (r *requestUse) urlRead(id *ast.Ident, hops int) urlUse {
	parents := r.flow.Control.Parents(id)
	if len(parents) == 0 {
		return readsOther
	}
	switch p := parents[0].(type) {
	case *ast.SelectorExpr:
		switch p.Sel.Name {
		case "Host":
			return r.addrRead(parents)
		case "Port", "Hostname":
			if len(parents) > 1 {
				if c, ok := parents[1].(*ast.CallExpr); ok && c.Fun == p {
					return r.addrRead(parents[1:])
				}
			}
		case "Scheme", "Path", "User", "Opaque":
			return readsNothing
		}
	case *ast.BinaryExpr:
		return readsNothing // u == nil
	case *ast.CallExpr:
		return r.passedForListen(p, id, hops)
	}
	return readsOther
}

// addrRead says where the address at path[0] goes, looking up its
// enclosing nodes path[1:] to its statement: into a listener, or
// elsewhere (a log line), which sends nothing.
func (r *requestUse) addrRead(path []ast.Node) urlUse {
	for _, n := range path[1:] {
		switch n := n.(type) {
		case *ast.CallExpr:
			if listener(r.pass.TypesInfo, n) {
				return readsListen
			}
		case *ast.KeyValueExpr:
			if k, ok := n.Key.(*ast.Ident); ok && k.Name == "Addr" {
				return readsListen // http.Server{Addr: u.Host}
			}
		case *ast.AssignStmt:
			for _, lhs := range n.Lhs {
				if sel, ok := lhs.(*ast.SelectorExpr); ok && sel.Sel.Name == "Addr" {
					return readsListen // srv.Addr = u.Host
				}
			}
			return readsNothing
		case ast.Stmt:
			return readsNothing
		}
	}
	return readsNothing
}

// listener reports whether call is of a function whose name says it
// listens: net.Listen, http.ListenAndServe, tls.Listen, a package's
// startListener.
func listener(info *types.Info, call *ast.CallExpr) bool {
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	return ok && strings.Contains(strings.ToLower(fn.Name()), "listen")
}

// passedForListen says what call, a call of a function of the package
// given the parsed URL id, does with it: what the function's parameter
// is read for.
func (r *requestUse) passedForListen(call *ast.CallExpr, id *ast.Ident, hops int) urlUse {
	fn, ok := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
	if !ok || fn.Pkg() != r.pass.Pkg || hops >= maxListenHops || call.Ellipsis.IsValid() {
		return readsOther
	}
	decl := r.flow.Control.FuncDeclAt(fn.Pos())
	if decl == nil || decl.Body == nil || decl.Name.Pos() != fn.Pos() {
		return readsOther
	}
	i := -1
	for k, a := range call.Args {
		if ast.Unparen(a) == id {
			i = k
		}
	}
	params := fn.Signature().Params()
	if i < 0 || i >= params.Len() {
		return readsOther
	}
	if r.readForListen(params.At(i), decl.Body, hops+1) {
		return readsListen
	}
	return readsOther
}
