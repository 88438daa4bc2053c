package flow

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/types/typeutil"
)

// The value variable of a range statement that value flow follows
// element by element: over the parts of a split text (splitElem), over a
// variadic string parameter (variadicElem).

// rangeValue returns the range statement whose value variable e is, and
// the variable: declared by the range statement, never assigned in the
// loop, nor otherwise written or its address taken.
func (f *Flow) rangeValue(e ast.Expr) (*ast.RangeStmt, *types.Var, bool) {
	id, isID := ast.Unparen(e).(*ast.Ident)
	if !isID {
		return nil, nil, false
	}
	u, isVar := f.Info.Uses[id].(*types.Var)
	if !isVar {
		return nil, nil, false
	}
	x := f.Data.data()
	rs := x.ranges[u]
	if rs == nil || rs.Value == nil || !typesx.IsIdentOf(f.Info, rs.Value, u) || x.other[u] || x.addr[u] > 0 {
		return nil, nil, false
	}
	if vi := f.VarInfo(u); vi != nil && len(vi.Rhs) > 0 {
		return nil, nil, false // assigned in the loop
	}
	return rs, u, true
}

// variadicElem resolves e, the value variable of a range statement over a
// variadic string parameter,
//
//	func fetchAll(urls ...string) { for _, u := range urls { http.Get(u) } }
//
// from the arguments the calls of the function pass in its place, when
// every call is in the package (ParamFlow.Visible), the range runs on
// every path of the function and the sink on every turn of the loop. ok
// is false when e is no such variable.
func (f *Flow) variadicElem(e ast.Expr, sc scope) (vals []Value, why Reason, ok bool) {
	if f.Params == nil {
		return nil, "", false
	}
	rs, _, ok := f.rangeValue(e)
	if !ok {
		return nil, "", false
	}
	pid, isID := ast.Unparen(rs.X).(*ast.Ident)
	if !isID {
		return nil, "", false
	}
	v, isVar := f.Info.Uses[pid].(*types.Var)
	if !isVar || !typesx.IsParam(v) {
		return nil, "", false
	}
	sig := f.Origins.signatureOf(v)
	if sig == nil || !sig.Variadic() || sig.Params().At(sig.Params().Len()-1) != v {
		return nil, "", false
	}
	if s, isSlice := v.Type().(*types.Slice); !isSlice || !typesx.IsString(s.Elem()) {
		return nil, "", false
	}
	vals, why = f.Params.variadicArgs(f, v, sig.Params().Len()-1, rs, sc)
	return vals, why, true
}

// variadicArgs resolves the elements of v, the variadic parameter at
// index that range statement rs goes over, at the site being checked:
// the union of the arguments the calls of its function pass in v's
// place, each resolved where it is written (the elements of a slice
// passed with ...).
func (p *ParamFlow) variadicArgs(f *Flow, v *types.Var, index int, rs *ast.RangeStmt, sc scope) ([]Value, Reason) {
	if sc.site == nil || p.busy[v] || !f.everyTurn(rs, sc.site) {
		return nil, ReasonParameter
	}
	fn, _, conditional, guards, ok := p.guardedOwner(f, v, rs)
	if !ok || conditional || len(guards) > 0 {
		return nil, ReasonParameter
	}
	calls, ok := p.visibleCalls(f, fn)
	if !ok || len(calls) == 0 || len(calls) > maxParamCalls {
		return nil, ReasonParameter
	}
	if a, ok := p.args[v]; ok {
		return a.vals, a.why
	}
	sc, leave := p.enter(v, sc)
	var out []Value
	var unknown Reason
	for _, call := range calls {
		if index >= len(call.Args) || p.expectsError(call) {
			continue
		}
		args := call.Args[index:]
		if call.Ellipsis.IsValid() {
			list := call.Args[index]
			at := sc.withSite(list)
			vals, why := f.Fields.element(list, list, at.deeper(), func(roots map[*types.Var]bool) ([]ast.Expr, Reason) {
				return f.Fields.elemExprs(list, nil, roots, at.deeper())
			})
			unknown = firstWhy(unknown, why)
			out = append(out, vals...)
			continue
		}
		for _, arg := range args {
			vals, why := f.resolve(arg, sc.withSite(arg).deeper())
			unknown = firstWhy(unknown, why)
			out = append(out, vals...)
		}
	}
	leave()
	p.args[v] = paramArgs{out, unknown}
	if len(out) == 0 {
		return nil, firstWhy(unknown, ReasonParameter)
	}
	return out, unknown
}

// everyTurn reports whether site, in the body of range statement rs, is
// evaluated on every turn of the loop: it is part of a statement of the
// body (through calls, concatenations and the header of an if), after
// statements that never leave the turn early.
func (f *Flow) everyTurn(rs *ast.RangeStmt, site ast.Node) bool {
	child, ok := f.Control.Cursor(site)
	if !ok {
		return false
	}
	for cur := range child.Parent().Enclosing() {
		switch n := cur.Node().(type) {
		case *ast.CallExpr, *ast.ParenExpr, *ast.ExprStmt, *ast.AssignStmt:
		case *ast.BinaryExpr:
			if n.Op != token.ADD {
				return false
			}
		case *ast.IfStmt:
			if k := child.ParentEdgeKind(); k != edge.IfStmt_Init && k != edge.IfStmt_Cond {
				return false
			}
		case *ast.BlockStmt:
			if n != rs.Body {
				return false
			}
			for _, s := range n.List {
				if s.Pos() >= child.Node().Pos() {
					break
				}
				if len(exitPaths(s)) > 0 {
					return false
				}
			}
			return true
		default:
			return false
		}
		child = cur
	}
	return false
}

// splitElem resolves e, the value variable of a range statement over the
// parts of a text split at a constant separator,
//
//	for _, ep := range strings.Split(*endpoints, ",") { url.Parse(ep) }
//
// from the known values of the text: each whole value is split as
// strings.Split would, and every non-empty part is a value of e; a value
// of the text with a hole (what the command line gives) gives a hole of
// its reason beside them, as a flag's default and the command line do,
// and its reason alone when no value is known. ok is false when e is no
// such variable.
func (f *Flow) splitElem(e ast.Expr, sc scope) (vals []Value, why Reason, ok bool) {
	rs, u, ok := f.rangeValue(e)
	if !ok {
		return nil, "", false
	}
	call, ok := f.splitCall(rs.X)
	if !ok {
		return nil, "", false
	}
	fn, _ := typeutil.Callee(f.Info, call).(*types.Func)
	if fn == nil || !FuncOfObj(fn).SplitsAll || len(call.Args) != 2 {
		return nil, "", false
	}
	sep, ok := f.ConstString(call.Args[1])
	if !ok || sep == "" {
		return nil, "", false
	}
	if f.Params != nil && sc.site != nil && f.everyTurn(rs, sc.site) {
		// strings.Split gives one part at least: when the sink runs on
		// every turn, it runs whenever the split does, and a parameter
		// split there holds what its calls pass (ParamFlow), as one read
		// at the sink would.
		sc = sc.withSite(call.Args[0])
	}
	texts, ok := f.splitText(rs.X, sc.deeper())
	if !ok || len(texts) == 0 {
		return nil, "", false
	}
	var holes []Value
	for _, v := range texts {
		s, whole := text(v)
		if !whole {
			// What the command line or a call gives: its parts are
			// unknown, for its reason.
			hw := holesReason([]Value{v})
			if hw == "" {
				hw = ReasonCall
			}
			why = MergeReason(why, hw)
			holes = append(holes, Value{{Hole: true, Use: e, Why: hw}})
			continue
		}
		for i := 0; ; {
			j := strings.Index(s[i:], sep)
			end := len(s)
			if j >= 0 {
				end = i + j
			}
			if end > i {
				vals = append(vals, cutValue(v, i, end, call))
			}
			if j < 0 {
				break
			}
			i = end + len(sep)
		}
	}
	if f.Fields.guarded(e, map[*types.Var]bool{u: true}) {
		return nil, "guarded element", true
	}
	if len(vals) == 0 {
		return nil, firstWhy(why, ReasonElement), true
	}
	cut := len(vals) > MaxValues
	if cut {
		vals = vals[:MaxValues]
	}
	// As a flag's default with the command line (commandLine): the
	// known parts, and a hole for the rest.
	return bound(append(vals, holes...), cut), "", true
}

// cutValue is bytes [i, j) of v, a value with no hole, each piece mapped
// into its literal as sub maps it.
func cutValue(v Value, i, j int, call ast.Expr) Value {
	var out Value
	at := 0
	for _, p := range v {
		start, end := at, at+len(p.Text)
		at = end
		lo, hi := max(i, start), min(j, end)
		if lo < hi {
			out = append(out, sub(p, lo-start, hi-start, call))
		}
	}
	return out
}

// splitCall returns the call that e, a []string, is the result of: the
// call itself, a slice of it, or a local variable assigned it once whose
// elements are never assigned (as splitText reads it).
func (f *Flow) splitCall(e ast.Expr) (*ast.CallExpr, bool) {
	call, _, ok := f.splitSource(e)
	return call, ok
}

// splitSource returns the call that e, a []string, is the result of, and
// the local variable e names if it names the one assigned that call.
func (f *Flow) splitSource(e ast.Expr) (call *ast.CallExpr, local *types.Var, ok bool) {
	e = ast.Unparen(e)
	if s, ok := e.(*ast.SliceExpr); ok {
		e = ast.Unparen(s.X)
	}
	if id, ok := e.(*ast.Ident); ok {
		v, ok := f.Info.Uses[id].(*types.Var)
		if !ok || v.Pkg() != f.Pkg || typesx.IsParam(v) || v.IsField() || v.Parent() == f.Pkg.Scope() {
			return nil, nil, false
		}
		vi := f.VarInfo(v)
		if vi == nil || vi.Opaque() || len(vi.Rhs) != 1 {
			return nil, nil, false
		}
		e, local = ast.Unparen(vi.Rhs[0]), v
	}
	call, ok = e.(*ast.CallExpr)
	return call, local, ok
}

// rejoinsSplit reports whether sep, joining the parts e of a split text,
// is the separator the text was split at: strings.Split(s, ",") joined
// with ",", or strings.Fields(s) joined with one space. The separator is
// then the text's own, not text the program writes into it.
func (f *Flow) rejoinsSplit(e, sep ast.Expr) bool {
	call, ok := f.splitCall(e)
	if !ok || call.Ellipsis.IsValid() {
		return false
	}
	fn, ok := typeutil.Callee(f.Info, call).(*types.Func)
	if !ok {
		return false
	}
	row := FuncOfObj(fn)
	s, ok := f.ConstString(sep)
	if !ok || !row.Splits {
		return false
	}
	switch {
	case row.SplitsAt && len(call.Args) >= 2:
		at, ok := f.ConstString(call.Args[1])
		return ok && at == s
	case len(call.Args) == 1: // strings.Fields: at runs of white space
		r, n := utf8.DecodeRuneInString(s)
		return n > 0 && n == len(s) && unicode.IsSpace(r)
	}
	return false
}

// splitText returns the values of the text that e, a []string, was split
// from: the result of strings.Split, SplitN, SplitAfter, SplitAfterN or
// Fields, a slice of it, or a local variable assigned it once whose
// elements are never assigned.
func (f *Flow) splitText(e ast.Expr, sc scope) ([]Value, bool) {
	call, local, ok := f.splitSource(e)
	if !ok || len(call.Args) == 0 || call.Ellipsis.IsValid() {
		return nil, false
	}
	fn, ok := typeutil.Callee(f.Info, call).(*types.Func)
	if !ok {
		return nil, false
	}
	if !FuncOfObj(fn).Splits {
		return nil, false
	}
	// Only now the data index, which a first use builds for the whole
	// package: most joined variables are not split text.
	if local != nil {
		if x := f.Data.localData(local); x.addr[local] != 0 || x.other[local] || len(x.Elems[local]) > 0 || x.ElemBad[local] {
			return nil, false
		}
	}
	return f.operand(call.Args[0], sc), true
}

// literalRangeValue resolves v, the value variable of a range statement
// over a slice or array literal written in the loop's header
//
//	for _, prefix := range []string{design, local} { ... }
//
// to the literal's elements, when the loop's body neither assigns v nor
// takes its address: the syntax alone shows its values, where the cheap
// summaries of exported functions read no data index. ok is false when v
// is no such variable.
func (f *Flow) literalRangeValue(v *types.Var, sc scope) (vals []Value, why Reason, ok bool) {
	if v.Pkg() != f.Pkg || v.Parent() == f.Pkg.Scope() || f.Control == nil {
		return nil, "", false
	}
	cur, found := f.Control.findByPos(v.Pos(), v.Pos()+token.Pos(len(v.Name())))
	if !found {
		return nil, "", false
	}
	id, isID := cur.Node().(*ast.Ident)
	rs, isRange := cur.Parent().Node().(*ast.RangeStmt)
	if !isID || !isRange || rs.Tok != token.DEFINE || rs.Value != ast.Expr(id) {
		return nil, "", false
	}
	lit, isLit := ast.Unparen(rs.X).(*ast.CompositeLit)
	if !isLit || len(lit.Elts) == 0 {
		return nil, "", false
	}
	for _, e := range lit.Elts {
		if _, kv := e.(*ast.KeyValueExpr); kv {
			return nil, "", false
		}
	}
	written := false
	ast.Inspect(rs.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				written = written || typesx.IsIdentOf(f.Info, l, v)
			}
		case *ast.IncDecStmt:
			written = written || typesx.IsIdentOf(f.Info, n.X, v)
		case *ast.UnaryExpr:
			written = written || n.Op == token.AND && typesx.IsIdentOf(f.Info, n.X, v)
		}
		return !written
	})
	if written {
		return nil, "", false
	}
	vals, why = f.resolveAll(lit.Elts, nil, nil, nil, sc)
	return vals, why, true
}
