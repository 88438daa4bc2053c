package analyzer

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// joinOfNamedArgs reports whether e, strings.Join(elems, "/") of the
// variadic parameter of an unexported function, joins nothing but
// segments that need no escaping in a path at every call of the function
// in the package: constants (the collection's names, "cve", "reject") and
// values whose kind a path takes as they are (an ID, an organisation's
// name), none of them run-time input: c.url("cve", id, "reject"). The
// join's '/' are meant, and every segment is one the path keeps.
func (r *escaping) joinOfNamedArgs(e ast.Expr) bool {
	info := r.pass.TypesInfo
	call, v := joinOfLocal(info, r.pass.Pkg, e)
	if v == nil || !typesx.IsParam(v) || constString(info, call.Args[1]) != "/" {
		return false
	}
	fd := r.flow.Control.FuncDeclAt(v.Pos())
	if fd == nil {
		return false
	}
	fn, ok := info.Defs[fd.Name].(*types.Func)
	if !ok || fn.Exported() {
		return false
	}
	sig := fn.Signature()
	n := sig.Params().Len()
	if !sig.Variadic() || sig.Params().At(n-1) != v {
		return false
	}
	if sig.Recv() != nil && (r.flow.Params == nil || !r.flow.Params.Visible(fn)) {
		return false // a method an interface may name: calls not seen
	}
	calls := 0
	for _, site := range r.flow.Sites {
		if site.Callee != fn {
			continue
		}
		if spreads(site.Call) {
			return false
		}
		calls++
		for _, a := range site.Call.Args[n-1:] {
			if !r.plainSegment(a) {
				return false
			}
		}
	}
	return calls > 0 && calls == r.resolve.refsTo(fn)
}

// plainSegment reports whether a, an argument, is a segment a path takes
// as it is: text of the program alone (a constant, a variable of the
// package never assigned again) with nothing a path segment escapes ('/'
// aside: the program's own segments), or a variable or field whose kind
// is an identifier or a name in a path (exprKind), not run-time input.
func (r *escaping) plainSegment(a ast.Expr) bool {
	vals, why := r.flow.Resolve(a, 0)
	if why == flow.ReasonInput {
		return false
	}
	known := len(vals) > 0
	for _, val := range vals {
		for _, p := range val {
			if p.Hole && p.Why == flow.ReasonInput {
				return false
			}
			if p.Hole {
				known = false
			} else if !plainIn(strings.ReplaceAll(p.Text, "/", ""), rfc.InPath) {
				return false
			}
		}
	}
	return known || isVarRead(a) && r.exprKind(a, 0).in(rfc.InPath) == identText
}
