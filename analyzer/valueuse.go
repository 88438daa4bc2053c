package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/sinks"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"github.com/urlvet/urlvet/rfc"
)

// What a value is, as the other uses of the variable holding it tell:
// a variable the program also writes as a request's Host is a host
// name; an element of path.Join is a path; a variable reassigned its
// escaped text before the read is escaped.

// maxHostHops bounds the calls followed back from a parameter to the
// variables its callers pass (hostUse).
const maxHostHops = 2

// hostUse reports whether e, a variable of the package, holds a host
// name by the program's own use of it: the function that declares it
// writes it into the Host of a request or a URL (req.Host = v,
// url.URL{Host: v}) or gives it to net.JoinHostPort as the host; or it is
// a parameter whose every call in the package passes such a variable. A
// host name is letters, digits, '-', '.' (and ':' and brackets of an
// address), which need no escaping in a path or a query.
func (r *escaping) hostUse(e ast.Expr, hops int) bool {
	return r.usedAs(e, hops, r.writesHost, nil)
}

// envNameUse reports whether e, a variable of the package, holds the name
// of an environment variable by the program's own use of it: the
// function that declares it looks the variable up by it (os.Getenv(v),
// os.LookupEnv(v)); or it is a parameter whose every call in the package
// passes such a variable or a constant that needs no escaping in
// component comp. A variable's name is letters, digits and '_'.
func (r *escaping) envNameUse(e ast.Expr, comp rfc.Component) bool {
	return r.usedAs(e, 0, r.looksUpEnv, func(c string) bool { return plainIn(c, comp) })
}

// usedAs reports whether e, a variable of the package, is what uses says
// of a variable in the body of the function that declares it, or is a
// parameter whose every call in the package passes such a variable (or
// a constant that constOK accepts, where it is not nil), following at
// most maxHostHops calls back.
func (r *escaping) usedAs(e ast.Expr, hops int, uses func(body *ast.BlockStmt, v *types.Var) bool, constOK func(string) bool) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	v := typesx.LocalVar(r.pass.TypesInfo, r.pass.Pkg, id)
	if v == nil {
		return false
	}
	if fd := r.flow.Control.FuncDeclAt(v.Pos()); fd != nil && fd.Body != nil && uses(fd.Body, v) {
		return true
	}
	if hops >= maxHostHops || !typesx.IsParam(v) {
		return false
	}
	args, all := r.resolve.passedFor(e, true)
	if !all || len(args) == 0 {
		return false
	}
	for _, a := range args {
		if c, isConst := r.flow.ConstString(a); isConst && constOK != nil {
			if !constOK(c) {
				return false
			}
			continue
		}
		if !r.usedAs(a, hops+1, uses, constOK) {
			return false
		}
	}
	return true
}

// looksUpEnv reports whether body gives variable v to a function that
// takes the name of an environment variable (os.Getenv, os.LookupEnv).
func (r *escaping) looksUpEnv(body *ast.BlockStmt, v *types.Var) bool {
	info := r.pass.TypesInfo
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && !found && len(call.Args) > 0 {
			if fn, ok := typeutil.Callee(info, call).(*types.Func); ok && flow.FuncOfObj(fn).EnvName &&
				typesx.IsIdentOf(info, call.Args[0], v) {
				found = true
			}
		}
		return !found
	})
	return found
}

// writesHost reports whether body writes variable v into a Host field of
// a request or a URL, or passes it to net.JoinHostPort as the host.
func (r *escaping) writesHost(body *ast.BlockStmt, v *types.Var) bool {
	info := r.pass.TypesInfo
	isV := func(x ast.Expr) bool { return typesx.IsIdentOf(info, x, v) }
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if found {
			return false
		}
		switch n := n.(type) {
		case *ast.AssignStmt:
			if len(n.Lhs) != len(n.Rhs) {
				return true
			}
			for i, l := range n.Lhs {
				if sel, ok := ast.Unparen(l).(*ast.SelectorExpr); ok && sel.Sel.Name == "Host" && urlType(info.TypeOf(sel.X)) && isV(n.Rhs[i]) {
					found = true
				}
			}
		case *ast.CompositeLit:
			if !isURL(info.TypeOf(n)) {
				return true
			}
			for _, el := range n.Elts {
				if kv, ok := el.(*ast.KeyValueExpr); ok {
					if k, ok := kv.Key.(*ast.Ident); ok && k.Name == "Host" && isV(kv.Value) {
						found = true
					}
				}
			}
		case *ast.CallExpr:
			if fn, ok := typeutil.Callee(info, n).(*types.Func); ok && len(n.Args) == 2 &&
				flow.FuncOfObj(fn).HostPort && isV(n.Args[0]) {
				found = true
			}
		}
		return true
	})
	return found
}

// pathElement reports whether e is an element of a path.Join (or
// filepath.Join) call: the join reads it as a path of segments, which
// it cleans, so the program means its '/'.
func (r *escaping) pathElement(e ast.Expr) bool {
	for _, p := range r.flow.Control.Parents(e) {
		switch p := p.(type) {
		case *ast.ParenExpr:
			continue
		case *ast.CallExpr:
			fn, ok := typeutil.Callee(r.pass.TypesInfo, p).(*types.Func)
			return ok && flow.FuncOfObj(fn).JoinsPath && p.Fun != e
		}
		return false
	}
	return false
}

// escapedBefore reports whether e reads a local variable or parameter
// that a statement before it, in a block that holds the read, assigns
// its own escaped text (v = url.QueryEscape(v)), with no other
// assignment of it between the two.
func (r *escaping) escapedBefore(e ast.Expr) bool {
	return r.reassignedBefore(e, r.escapesVar)
}

// reassignedBefore reports whether e reads a local variable or parameter
// that a statement before it, in a block that holds the read, assigns
// text that made says is v's own, made anew (url.QueryEscape(v),
// strings.TrimLeft(v, "/")), with no other assignment of it between the
// two.
func (r *escaping) reassignedBefore(e ast.Expr, made func(x ast.Expr, v *types.Var) bool) bool {
	info := r.pass.TypesInfo
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	v := typesx.LocalVar(info, r.pass.Pkg, id)
	if v == nil {
		return false
	}
	vi := r.flow.VarInfo(v)
	if vi == nil || vi.Escapes || len(vi.Rhs) == 0 {
		return false
	}
	// The nearest escaping assignment in an enclosing block, before the
	// statement that holds the read.
	var escaped token.Pos
	child := ast.Node(id)
parents:
	for _, p := range r.flow.Control.Parents(id) {
		if b, ok := p.(*ast.BlockStmt); ok && escaped == token.NoPos {
			for _, s := range b.List {
				if s.Pos() >= child.Pos() {
					break
				}
				if as, ok := s.(*ast.AssignStmt); ok && len(as.Lhs) == 1 && len(as.Rhs) == 1 && typesx.IsIdentOf(info, as.Lhs[0], v) {
					if made(as.Rhs[0], v) {
						escaped = as.Rhs[0].Pos()
					} else {
						escaped = token.NoPos // assigned again after the escape
					}
				}
			}
		}
		child = p
		switch p.(type) {
		case *ast.FuncDecl, *ast.FuncLit:
			// An assignment outside a literal may run again after the
			// literal is made, before it is called.
			break parents
		}
	}
	if escaped == token.NoPos {
		return false
	}
	// No other assignment between the escape and the read, in a branch
	// that the blocks above did not list.
	for _, rhs := range vi.Rhs {
		if rhs.Pos() > escaped && rhs.Pos() < id.Pos() {
			return false
		}
	}
	return true
}

// escapesVar reports whether x is a call of an escaper of a URL
// component on v, itself or text made from it (url.QueryEscape(v),
// url.QueryEscape(p.trimQuery(v))): what it returns is escaped whole.
func (r *escaping) escapesVar(x ast.Expr, v *types.Var) bool {
	call, ok := ast.Unparen(x).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 || !typesx.UsesVar(r.pass.TypesInfo, call.Args[0], v) {
		return false
	}
	fn, ok := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
	return ok && fn.Pkg() != nil && (flow.FuncOfObj(fn).Escapes != sinks.EscapesNothing || escaperName(fn.Name()))
}

// escaperName reports whether a function's name says that it escapes
// text for a URL: a word escape or encode with url, uri, query, path or
// component (utils.URLQueryEscape, encodeURIComponent, escapePath). A
// wrapper of url.QueryEscape in another package, whose body a value flow
// of this package does not read, still says what it returns.
func escaperName(name string) bool {
	escapes, url := false, false
	for _, w := range typesx.NameWords(name) {
		switch w {
		case "escape", "escaped", "encode", "encoded":
			escapes = true
		case "url", "uri", "query", "path", "component":
			url = true
		}
	}
	return escapes && url
}

// sentPlain reports whether e reads a local variable that ranges over a
// channel its function makes, whose every send there is text that needs
// no escaping in component comp: constants and numbers (reqs <-
// fmt.Sprintf("request-%d", i)). A channel the function gives away
// (passed, stored, returned) may be sent other values elsewhere and is
// not followed.
func (r *escaping) sentPlain(e ast.Expr, comp rfc.Component) bool {
	info := r.pass.TypesInfo
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	v := typesx.LocalVar(info, r.pass.Pkg, id)
	if v == nil || typesx.IsParam(v) {
		return false
	}
	fd := r.flow.Control.FuncDeclAt(v.Pos())
	if fd == nil || fd.Body == nil {
		return false
	}
	var ch *types.Var
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if rs, ok := n.(*ast.RangeStmt); ok && ch == nil {
			if k, ok := rs.Key.(*ast.Ident); ok && info.Defs[k] == v {
				if x, ok := ast.Unparen(rs.X).(*ast.Ident); ok {
					ch, _ = info.Uses[x].(*types.Var)
				}
			}
		}
		return ch == nil
	})
	if ch == nil || ch.IsField() || ch.Parent() == r.pass.Pkg.Scope() || typesx.IsParam(ch) {
		return false
	}
	if _, isChan := ch.Type().Underlying().(*types.Chan); !isChan {
		return false
	}
	sends, plain := 0, true
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if !plain {
			return false
		}
		x, ok := n.(*ast.Ident)
		if !ok || info.Uses[x] != ch && info.Defs[x] != ch {
			return true
		}
		c, ok := r.flow.Control.Cursor(x)
		if !ok {
			plain = false
			return false
		}
		switch p := c.Parent().Node().(type) {
		case *ast.SendStmt:
			if c.ParentEdgeKind() != edge.SendStmt_Chan || !r.plainSend(p.Value, comp) {
				plain = false
			}
			sends++
		case *ast.RangeStmt:
			plain = c.ParentEdgeKind() == edge.RangeStmt_X
		case *ast.CallExpr:
			b, isBuiltin := typeutil.Callee(info, p).(*types.Builtin)
			plain = isBuiltin && b.Name() == "close"
		case *ast.AssignStmt:
			plain = c.ParentEdgeKind() == edge.AssignStmt_Lhs && p.Tok == token.DEFINE && len(p.Lhs) == len(p.Rhs) && isMake(info, p.Rhs[c.ParentEdgeIndex()])
		default:
			plain = false
		}
		return plain
	})
	return plain && sends > 0
}

// plainSend reports whether every value e can hold is known text that
// needs no escaping in comp, with numbers, escaped or plain text for its
// holes.
func (r *escaping) plainSend(e ast.Expr, comp rfc.Component) bool {
	vals, why := r.flow.Resolve(e, 0)
	if why != "" || len(vals) == 0 {
		return false
	}
	for _, v := range vals {
		for _, p := range v {
			switch {
			case p.Hole && p.Kind != flow.NumericText && p.Kind != flow.EscapedText && p.Kind != flow.PlainText:
				return false
			case !p.Hole && !plainIn(p.Text, comp):
				return false
			}
		}
	}
	return true
}

// isMake reports whether e is a call of the builtin make.
func isMake(info *types.Info, e ast.Expr) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return false
	}
	b, ok := typeutil.Callee(info, call).(*types.Builtin)
	return ok && b.Name() == "make"
}

// maxEscapedHops bounds the local variables followed back from an
// element written into a joined slice to the escape that made it
// (escapedElem).
const maxEscapedHops = 2

// joinOfLocal returns e's call and the slice it joins when e is a join
// of two arguments (strings.Join(elems, sep)) of a variable a function
// of the package declares; else nil, nil.
func joinOfLocal(info *types.Info, pkg *types.Package, e ast.Expr) (*ast.CallExpr, *types.Var) {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 2 || call.Ellipsis.IsValid() || !callRow(info, call).Joins {
		return nil, nil
	}
	id, ok := ast.Unparen(call.Args[0]).(*ast.Ident)
	if !ok {
		return nil, nil
	}
	if v := typesx.LocalVar(info, pkg, id); v != nil {
		return call, v
	}
	return nil, nil
}

// joinOfEscaped reports whether e joins, with a constant separator, a
// local slice whose every element the function writes escaped:
// segs[i] = url.PathEscape(seg), or parts = append(parts,
// url.QueryEscape(k)), then strings.Join(segs, "/"). Escaped text joined
// with a constant is escaped text. A slice used otherwise (given to a
// call that may write it, sliced, appended to into another variable) is
// not known.
func (r *escaping) joinOfEscaped(e ast.Expr) bool {
	info := r.pass.TypesInfo
	call, v := joinOfLocal(info, r.pass.Pkg, e)
	if v == nil || typesx.IsParam(v) {
		return false
	}
	if tv, ok := info.Types[call.Args[1]]; !ok || tv.Value == nil {
		return false
	}
	vi := r.flow.VarInfo(v)
	if vi == nil || vi.Opaque() {
		return false
	}
	for _, rhs := range vi.Rhs {
		if !r.escapedElems(rhs, v) {
			return false
		}
	}
	// The function that declares the slice holds every use of it.
	var body *ast.BlockStmt
	for _, p := range r.flow.Control.Parents(call) {
		switch p := p.(type) {
		case *ast.FuncDecl:
			body = p.Body
		case *ast.FuncLit:
			body = p.Body
		}
		if body != nil && body.Pos() <= v.Pos() && v.Pos() < body.End() {
			break
		}
		body = nil
	}
	return body != nil && r.onlyEscapedStores(body, v)
}

// escapedElems reports whether x, assigned to slice v, holds escaped
// elements alone: no element (make([]string, n), nil), a literal of
// escaped elements, or append(v, ...) of escaped elements.
func (r *escaping) escapedElems(x ast.Expr, v *types.Var) bool {
	info := r.pass.TypesInfo
	switch x := ast.Unparen(x).(type) {
	case *ast.Ident:
		return info.Types[x].IsNil()
	case *ast.CompositeLit:
		for _, elt := range x.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				elt = kv.Value
			}
			if !r.escapedElem(elt, 0) {
				return false
			}
		}
		return true
	case *ast.CallExpr:
		b, ok := info.Uses[calleeIdent(x)].(*types.Builtin)
		if !ok || x.Ellipsis.IsValid() {
			return false
		}
		switch b.Name() {
		case "make":
			return true
		case "append":
			if len(x.Args) == 0 || !typesx.IsIdentOf(info, x.Args[0], v) {
				return false
			}
			for _, a := range x.Args[1:] {
				if !r.escapedElem(a, 0) {
					return false
				}
			}
			return true
		}
	}
	return false
}

// escapedElem reports whether x is escaped text: a call of an escaper of
// a URL component (url.PathEscape(seg)), a call whose every value is
// constant, escaped or numeric text (fmt.Sprintf("%d", id)), a constant,
// a concatenation of
// such text, a local variable
// assigned nothing but such text, or such text with a constant replaced by
// characters a path segment or a query value keeps as they are
// (strings.ReplaceAll(escaped, "%2A", "*")).
func (r *escaping) escapedElem(x ast.Expr, hops int) bool {
	info := r.pass.TypesInfo
	x = ast.Unparen(x)
	if tv, ok := info.Types[x]; ok && tv.Value != nil {
		return true
	}
	if _, isCall := x.(*ast.CallExpr); isCall && r.knownText(x) {
		return true // fmt.Sprintf("%d", n), url.PathEscape(seg)
	}
	switch x := x.(type) {
	case *ast.BinaryExpr:
		// "tag:" + url.QueryEscape(t)
		return x.Op == token.ADD && r.escapedElem(x.X, hops) && r.escapedElem(x.Y, hops)
	case *ast.Ident:
		v, ok := info.Uses[x].(*types.Var)
		if !ok || hops >= maxEscapedHops || v.IsField() || v.Pkg() != r.pass.Pkg || v.Parent() == r.pass.Pkg.Scope() || typesx.IsParam(v) {
			return false
		}
		vi := r.flow.VarInfo(v)
		if vi == nil || vi.Opaque() || len(vi.Rhs) == 0 {
			return false
		}
		for _, rhs := range vi.Rhs {
			if !r.escapedElem(rhs, hops+1) {
				return false
			}
		}
		return true
	case *ast.CallExpr:
		fn, ok := typeutil.Callee(info, x).(*types.Func)
		if !ok || fn.Pkg() == nil {
			return false
		}
		row := flow.FuncOfObj(fn)
		if len(x.Args) == 1 && (row.Escapes != sinks.EscapesNothing || escaperName(fn.Name())) {
			return true
		}
		if row.Replaces && len(x.Args) >= 3 {
			tv, ok := info.Types[x.Args[2]]
			return ok && tv.Value != nil && keptInComponents(constant.StringVal(tv.Value)) && r.escapedElem(x.Args[0], hops)
		}
	}
	return false
}

// onlyEscapedStores reports whether every use of slice v in body reads
// it or stores escaped text in it: segs[i] = url.PathEscape(seg), v's
// own assignments (read by escapedElems), its length, a range over it, a
// read of an element, and strings.Join of it.
func (r *escaping) onlyEscapedStores(body *ast.BlockStmt, v *types.Var) bool {
	info := r.pass.TypesInfo
	is := func(e ast.Expr) bool { return typesx.IsIdentOf(info, e, v) }
	all := true
	var visit func(n ast.Node) bool
	walk := func(nodes ...ast.Node) {
		for _, n := range nodes {
			if n != nil {
				ast.Inspect(n, visit)
			}
		}
	}
	visit = func(n ast.Node) bool {
		if !all {
			return false
		}
		switch n := n.(type) {
		case *ast.Ident:
			if info.Uses[n] == v {
				all = false
			}
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				var rhs ast.Expr
				if len(n.Lhs) == len(n.Rhs) {
					rhs = n.Rhs[i]
				}
				switch {
				case is(lhs):
					// v's own assignment: append(v, ...) reads v.
					if a, ok := ast.Unparen(rhs).(*ast.CallExpr); ok && len(a.Args) > 0 && is(a.Args[0]) {
						for _, arg := range a.Args[1:] {
							walk(arg)
						}
						rhs = nil
					}
				case isIndexOf(lhs, is) != nil:
					if n.Tok != token.ASSIGN || rhs == nil || !r.escapedElem(rhs, 0) {
						all = false
					}
					walk(isIndexOf(lhs, is))
				default:
					walk(lhs)
				}
				if rhs != nil {
					walk(rhs)
				}
			}
			if len(n.Lhs) != len(n.Rhs) {
				for _, rhs := range n.Rhs {
					walk(rhs)
				}
			}
			return false
		case *ast.IndexExpr:
			if is(n.X) {
				walk(n.Index) // a read of an element
				return false
			}
		case *ast.RangeStmt:
			if is(n.X) {
				walk(n.Key, n.Value, n.Body)
				return false
			}
		case *ast.CallExpr:
			if len(n.Args) > 0 && is(n.Args[0]) && !n.Ellipsis.IsValid() {
				b, builtin := info.Uses[calleeIdent(n)].(*types.Builtin)
				if builtin && (b.Name() == "len" || b.Name() == "cap") || !builtin && callRow(info, n).Joins {
					for _, arg := range n.Args[1:] {
						walk(arg)
					}
					return false
				}
			}
		}
		return true
	}
	ast.Inspect(body, visit)
	return all
}

// isIndexOf returns the index of e, an element of the slice is tells
// (segs[i]), or nil.
func isIndexOf(e ast.Expr, is func(ast.Expr) bool) ast.Expr {
	if ix, ok := ast.Unparen(e).(*ast.IndexExpr); ok && is(ix.X) {
		return ix.Index
	}
	return nil
}

// keptInComponents reports whether s is made of characters that a path
// segment and a query value both keep as they are: letters, digits,
// "-._~" and the sub-delimiters that mean nothing in a query (RFC 3986
// §2.2, §2.3; '&', '=' and '+' do there).
func keptInComponents(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte("-._~!$'()*,;:@", c) >= 0) {
			return false
		}
	}
	return true
}

// knownText reports whether every value value flow finds for x is text
// of the program, escaped or numeric: no hole of any text.
func (r *escaping) knownText(x ast.Expr) bool {
	vals, why := r.flow.Resolve(x, 0)
	if why != "" || len(vals) == 0 {
		return false
	}
	for _, v := range vals {
		for _, p := range v {
			if p.Hole && (p.Kind == flow.AnyText || p.Kind == flow.QueryText) {
				return false
			}
		}
	}
	return true
}
