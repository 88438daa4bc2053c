package analyzer

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"
)

// portAlways reports whether e always ends in ":port": an address's
// String() (conn.RemoteAddr().String()), a request's RemoteAddr, or
// net.JoinHostPort's result; not a Host field, which may name no port.
// Its last ':' is the port's: the text before it is the host as the text
// writes it, an IPv6 address in its brackets.
func (h *hostnames) portAlways(e ast.Expr) bool {
	what, ok := h.hostPort(e)
	return ok && h.hostField(e) == "" &&
		(strings.HasSuffix(what, ".String()") || strings.HasSuffix(what, ".RemoteAddr") || strings.HasSuffix(what, "'s result"))
}

// keyedHead reports whether call, a search for the last ':' of text that
// always ends in ":port" (portAlways), is read only to take the host
// before it (text[:i], and i compared with a constant), and that host
// serves only as a map's key: in the function, or as the result of an
// unexported function of the package each call of which is one
// (failures[getAddr(conn)]++, counting a peer's attempts). There the host
// as the text writes it, an IPv6 address in its brackets, is as good a
// key as the bare address; elsewhere (a lookup, net.ParseIP, a comparison
// with "::1") the brackets are wrong, and the split is reported.
func (h *hostnames) keyedHead(f sinks.Func, call *ast.CallExpr, text ast.Expr) bool {
	if !f.SearchesLast || !h.portAlways(text) {
		return false
	}
	heads, tails, ok := h.indexReads(call)
	if !ok || tails > 0 || len(heads) == 0 {
		return false
	}
	for _, head := range heads {
		if !h.mapKey(head) && !h.keyedResult(head) {
			return false
		}
	}
	return true
}

// mapKey reports whether e is the key of an index of a map.
func (h *hostnames) mapKey(e ast.Expr) bool {
	ix, ok := h.outer(e).(*ast.IndexExpr)
	if !ok || ast.Unparen(ix.Index) != ast.Unparen(e) {
		return false
	}
	t := h.pass.TypesInfo.TypeOf(ix.X)
	if t == nil {
		return false // ill-typed code
	}
	_, isMap := t.Underlying().(*types.Map)
	return isMap
}

// keyedResult reports whether e is the one result of a return of an
// unexported function of the package each use of which is a call whose
// result is a map's key (mapKey), itself or through a local variable
// (keyedLocal).
func (h *hostnames) keyedResult(e ast.Expr) bool {
	ps := h.parents(e)
	if len(ps) == 0 {
		return false
	}
	if ret, ok := ps[0].(*ast.ReturnStmt); !ok || len(ret.Results) != 1 {
		return false
	}
	var fn *types.Func
	for _, p := range ps {
		if fd, ok := p.(*ast.FuncDecl); ok {
			fn, _ = h.pass.TypesInfo.Defs[fd.Name].(*types.Func)
		}
		if _, lit := p.(*ast.FuncLit); lit {
			return false
		}
	}
	if fn == nil || fn.Exported() {
		return false
	}
	calls := 0
	for _, u := range h.funcUses() {
		if u.Fn != fn {
			continue
		}
		c, ok := h.outer(u.ID).(*ast.CallExpr)
		if sel, isSel := h.outer(u.ID).(*ast.SelectorExpr); isSel && sel.Sel == u.ID {
			c, ok = h.outer(sel).(*ast.CallExpr)
		}
		if !ok || !h.mapKey(c) && !h.keyedLocal(c) {
			return false
		}
		calls++
	}
	return calls > 0
}

// keyedLocal reports whether e is the value a local variable is declared
// with (remoteAddr := l.getAddr(conn)), never assigned again, every read
// of which is a map's key.
func (h *hostnames) keyedLocal(e ast.Expr) bool {
	as, ok := h.outer(e).(*ast.AssignStmt)
	if !ok || len(as.Lhs) != 1 || len(as.Rhs) != 1 || ast.Unparen(as.Rhs[0]) != ast.Unparen(e) {
		return false
	}
	id, ok := as.Lhs[0].(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := h.pass.TypesInfo.Defs[id].(*types.Var)
	if !ok {
		return false
	}
	h.noteDeclAt(v.Pos())
	d := h.declAt(v.Pos())
	if d == nil || h.assigned[v] != 1 {
		return false
	}
	var reads []*ast.Ident
	ast.Inspect(d, func(n ast.Node) bool {
		if r, ok := n.(*ast.Ident); ok && h.pass.TypesInfo.Uses[r] == v {
			reads = append(reads, r)
		}
		return true
	})
	for _, r := range reads {
		if !h.mapKey(r) {
			return false
		}
	}
	return len(reads) > 0
}
