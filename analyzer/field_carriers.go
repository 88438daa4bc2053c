package analyzer

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"iter"
	"slices"
	"strings"

	"github.com/urlvet/urlvet/analyzer/internal/flow"
	"github.com/urlvet/urlvet/analyzer/internal/typesx"

	"github.com/urlvet/urlvet/analyzer/internal/sinks"

	"github.com/urlvet/urlvet/analyzer/internal/facts"

	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/types/typeutil"
)

// A chain is how a value carries a string field of the package on its
// way to a sink: the field read whole, the result of a carrier, or a
// local variable holding one of them, perhaps followed by a path or a
// query.
type chain struct {
	fld    *types.Var
	reads  []*ast.SelectorExpr // the reads of the field the value comes from
	prefix bool                // a path or query follows the field's value
	slash  bool                // on some path, what follows starts with '/'
	via    []types.Object      // the carriers and local variables passed through
	uses   []*ast.Ident        // the references to them the value consumes
}

// merge adds the reads and references of o, a chain of the same field.
func (ch *chain) merge(o *chain) {
	ch.reads = append(ch.reads, o.reads...)
	ch.prefix = ch.prefix || o.prefix
	ch.slash = ch.slash || o.slash
	ch.via = append(ch.via, o.via...)
	ch.uses = append(ch.uses, o.uses...)
}

// findCarriers returns the carriers of the fields keep accepts, each
// with its chain: the functions of the package whose one string result
// is a field's value, whole or followed by a path or query, as
// tailscale's API client builds the URL of each request:
//
//	func (c *Client) baseURL() string {
//		if c.BaseURL != "" {
//			return c.BaseURL
//		}
//		return defaultAPIBase
//	}
//
//	func (c *Client) BuildURL(elems ...any) string {
//		url := c.baseURL() + path.Join(...)
//		...
//		return url
//	}
//
// Each return of a carrier is a constant or a chain of the one field,
// and those of the field run on every path through the function (see
// fieldRunsAlways) or under a test of the field for a value (if
// c.BaseURL != "" { return c.BaseURL }). A call of a carrier is a read
// of the field at a sink (sinkReads) when every reference to the carrier
// in the package is a call whose result reaches a sink, directly or
// through other carriers and local variables (boundReads). Each
// round finds the carriers of the carriers the previous ones found, at
// most maxCarrierRounds.
func (r *fieldSites) findCarriers(keep func(*types.Var) bool) map[*types.Func]*chain {
	type candidate struct {
		fn      *types.Func
		returns []*ast.ReturnStmt
	}
	var cands []candidate
	for _, file := range r.pass.Files {
		for _, d := range file.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil || fd.Type.Results == nil || len(fd.Type.Results.List) != 1 || len(fd.Type.Results.List[0].Names) > 1 {
				continue
			}
			if _, named := fd.Type.Results.List[0].Type.(*ast.Ident); !named {
				continue // not string, nor a string type of the package
			}
			fn, ok := r.pass.TypesInfo.Defs[fd.Name].(*types.Func)
			if !ok {
				continue
			}
			res := fn.Signature().Results()
			if res.Len() != 1 || !typesx.IsString(res.At(0).Type()) {
				continue
			}
			if rets := returnsOf(fd.Body); len(rets) > 0 {
				cands = append(cands, candidate{fn, rets})
			}
		}
	}
	carriers := make(map[*types.Func]*chain)
	for round := 0; round < maxCarrierRounds; round++ {
		found := false
		for _, c := range cands {
			if carriers[c.fn] != nil {
				continue
			}
			if ch := r.carrierOf(c.returns, carriers, keep); ch != nil {
				carriers[c.fn] = ch
				found = true
			}
		}
		if !found {
			break
		}
	}
	return carriers
}

// maxCarrierRounds bounds the rounds of findCarriers.
const maxCarrierRounds = 8

// returnsOf returns the return statements of a function body, not of the
// function literals in it.
func returnsOf(body *ast.BlockStmt) []*ast.ReturnStmt {
	return slices.Collect(returnStmts(body))
}

// returnStmts yields the return statements of body, not those of the
// function literals in it, in the order of the source. Only statements
// hold them (a return in an expression is a function literal's), so the
// walk enters the bodies of statements and reads no expression.
func returnStmts(body *ast.BlockStmt) iter.Seq[*ast.ReturnStmt] {
	return func(yield func(*ast.ReturnStmt) bool) {
		var stmt func(ast.Stmt) bool
		stmts := func(list []ast.Stmt) bool {
			for _, s := range list {
				if !stmt(s) {
					return false
				}
			}
			return true
		}
		block := func(b *ast.BlockStmt) bool { return b == nil || stmts(b.List) }
		stmt = func(s ast.Stmt) bool {
			switch s := s.(type) {
			case *ast.ReturnStmt:
				return yield(s)
			case *ast.BlockStmt:
				return block(s)
			case *ast.IfStmt:
				return block(s.Body) && (s.Else == nil || stmt(s.Else))
			case *ast.ForStmt:
				return block(s.Body)
			case *ast.RangeStmt:
				return block(s.Body)
			case *ast.SwitchStmt:
				return block(s.Body)
			case *ast.TypeSwitchStmt:
				return block(s.Body)
			case *ast.SelectStmt:
				return block(s.Body)
			case *ast.CaseClause:
				return stmts(s.Body)
			case *ast.CommClause:
				return stmts(s.Body)
			case *ast.LabeledStmt:
				return stmt(s.Stmt)
			}
			return true
		}
		block(body)
	}
}

// carrierOf returns the chain of the field a function's returns carry,
// or nil when it is no carrier.
func (r *fieldSites) carrierOf(returns []*ast.ReturnStmt, carriers map[*types.Func]*chain, keep func(*types.Var) bool) *chain {
	var out *chain
	for _, ret := range returns {
		if len(ret.Results) != 1 {
			return nil
		}
		e := ret.Results[0]
		if _, ok := r.flow.ConstString(e); ok {
			continue
		}
		ch := r.carried(e, carriers, keep)
		if ch == nil || out != nil && out.fld != ch.fld || !r.returnsWhenSet(ret, ch.fld) {
			return nil
		}
		if out == nil {
			out = ch
		} else {
			out.merge(ch)
		}
	}
	return out
}

// returnsWhenSet reports whether the return ret of field fld runs on
// every path through its function (see fieldRunsAlways), but for a test of
// the field: directly, or as the body of an if that tests the field for
// a value (if c.BaseURL != "" { return c.BaseURL }) and itself runs so.
func (r *fieldSites) returnsWhenSet(ret *ast.ReturnStmt, fld *types.Var) bool {
	if ok, _ := r.flow.Control.FieldRunsAlways(ret, fld); ok {
		return true
	}
	cur, ok := r.flow.Control.Cursor(ret)
	if !ok {
		return false
	}
	block := cur.Parent()
	if block.ParentEdgeKind() != edge.IfStmt_Body {
		return false
	}
	ifs := block.Parent().Node().(*ast.IfStmt)
	if ifs.Init != nil || !r.testsSet(ifs.Cond, fld) {
		return false
	}
	ok, _ = r.flow.Control.FieldRunsAlways(ifs, fld)
	return ok
}

// testsSet reports whether cond is x.F != "" for field fld.
func (r *fieldSites) testsSet(cond ast.Expr, fld *types.Var) bool {
	b, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok || b.Op != token.NEQ {
		return false
	}
	for _, side := range [2][2]ast.Expr{{b.X, b.Y}, {b.Y, b.X}} {
		if _, f := r.fieldRead(side[0]); f == fld && typesx.IsEmptyString(r.pass.TypesInfo, side[1]) {
			return true
		}
	}
	return false
}

// carried returns the chain by which e carries a field keep accepts, or
// nil: a read of the field, a call of one of carriers, either followed by
// a path or query (see pathTail, carriedFormat), or a local variable assigned one of
// them once, on every path, and perhaps extended with a path or query
// (u += "?" + q).
func (r *fieldSites) carried(e ast.Expr, carriers map[*types.Func]*chain, keep func(*types.Var) bool) *chain {
	e = ast.Unparen(e)
	if se, fld := r.fieldRead(e); fld != nil {
		if !keep(fld) {
			return nil
		}
		return &chain{fld: fld, reads: []*ast.SelectorExpr{se}}
	}
	switch x := e.(type) {
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(r.pass.TypesInfo, x).(*types.Func)
		if fn == nil {
			return nil
		}
		if flow.FuncOfObj(fn).Formats {
			return r.carriedFormat(x, carriers, keep)
		}
		c := carriers[fn.Origin()]
		if c == nil || !keep(c.fld) {
			return nil
		}
		id := calleeIdent(x)
		if id == nil {
			return nil
		}
		return &chain{
			fld:    c.fld,
			reads:  slices.Clip(c.reads),
			prefix: c.prefix,
			slash:  c.slash,
			via:    append([]types.Object{fn.Origin()}, c.via...),
			uses:   append([]*ast.Ident{id}, c.uses...),
		}
	case *ast.BinaryExpr:
		if x.Op != token.ADD {
			return nil
		}
		head := x
		for {
			inner, ok := ast.Unparen(head.X).(*ast.BinaryExpr)
			if !ok || inner.Op != token.ADD {
				break
			}
			head = inner
		}
		ch := r.carried(head.X, carriers, keep)
		if ch == nil {
			return nil
		}
		ok, slash := r.pathTail(head.Y)
		if !ok {
			return nil
		}
		ch.follow(slash)
		return ch
	case *ast.Ident:
		return r.carriedVar(x, carriers, keep)
	}
	return nil
}

// carriedFormat is carried for fmt.Sprintf whose format starts with the
// chain as a plain %s or %v, followed by nothing or by a path or a query:
// fmt.Sprintf("%s/api/v2/device/%s", c.baseURL(), id).
func (r *fieldSites) carriedFormat(call *ast.CallExpr, carriers map[*types.Func]*chain, keep func(*types.Var) bool) *chain {
	if len(call.Args) < 2 || call.Ellipsis.IsValid() {
		return nil
	}
	format, ok := r.flow.ConstString(call.Args[0])
	if !ok || !strings.HasPrefix(format, "%s") && !strings.HasPrefix(format, "%v") {
		return nil
	}
	rest := format[2:]
	if rest != "" && !pathStart(rest) {
		return nil
	}
	ch := r.carried(call.Args[1], carriers, keep)
	if ch != nil && rest != "" {
		ch.follow(rest[0] == '/')
	}
	return ch
}

// follow records that a path or query follows the chain's value, one
// starting with '/' when slash is set, unless something already does:
// what follows the field itself is what counts.
func (ch *chain) follow(slash bool) {
	if !ch.prefix {
		ch.prefix, ch.slash = true, slash
	}
}

// calleeIdent returns the name a call of a function names it by: f in
// f() and x.f().
func calleeIdent(call *ast.CallExpr) *ast.Ident {
	switch fun := ast.Unparen(call.Fun).(type) {
	case *ast.Ident:
		return fun
	case *ast.SelectorExpr:
		return fun.Sel
	case *ast.IndexExpr: // f[T]()
		return calleeIdent(&ast.CallExpr{Fun: fun.X})
	case *ast.IndexListExpr:
		return calleeIdent(&ast.CallExpr{Fun: fun.X})
	}
	return nil
}

// carriedVar is carried for a use id of a local variable: assigned a
// chain once, on every path (see fieldRunsAlways), and perhaps extended with
// a path or query after it.
func (r *fieldSites) carriedVar(id *ast.Ident, carriers map[*types.Func]*chain, keep func(*types.Var) bool) *chain {
	v, ok := r.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.IsField() || v.Parent() == nil || v.Parent() == r.pass.Pkg.Scope() {
		return nil
	}
	vi := r.flow.VarInfo(v)
	if vi == nil || vi.EscapesOther || len(vi.Rhs) != 1 || len(vi.First) > 0 || len(vi.Results) > 0 || r.carrying[v] {
		return nil // a cycle: var a, b string; a = b; b = a + "/x"
	}
	if r.carrying == nil {
		r.carrying = make(map[*types.Var]bool)
	}
	r.carrying[v] = true
	ch := r.carried(vi.Rhs[0], carriers, keep)
	delete(r.carrying, v)
	if ch == nil {
		return nil
	}
	if ok, _ := r.flow.Control.FieldRunsAlways(vi.Rhs[0], ch.fld); !ok {
		return nil
	}
	uses := []*ast.Ident{id}
	whole := !ch.prefix
	for _, add := range vi.Adds {
		lhs, ok := ast.Unparen(add.Lhs[0]).(*ast.Ident)
		if !ok {
			return nil
		}
		tail, slash := r.pathTail(add.Rhs[0])
		if !tail {
			return nil
		}
		if whole {
			ch.prefix = true
			ch.slash = ch.slash || slash
		}
		uses = append(uses, lhs)
	}
	ch.via = append([]types.Object{v}, ch.via...)
	ch.uses = append(uses, ch.uses...)
	return ch
}

// pathTail reports whether every value of e starts with a path ("/x",
// not "//", which would start an authority) or a query (see pathStart):
// what follows a field's value then leaves its bytes what they are; and
// whether some value starts with '/'.
func (r *fieldSites) pathTail(e ast.Expr) (ok, slash bool) {
	if s, ok := r.flow.ConstString(e); ok {
		return pathStart(s), strings.HasPrefix(s, "/")
	}
	if r.cleanAbsolute(e) {
		return true, true
	}
	vals, why := r.flow.Resolve(e, 0)
	if why != "" || len(vals) == 0 {
		return false, false
	}
	for _, v := range vals {
		lead := ""
		for _, p := range v {
			if p.Hole || len(lead) >= 2 {
				break
			}
			lead += p.Text
		}
		// "/" then a hole could be "//host".
		if lead == "/" && len(v) > 1 || !pathStart(lead) {
			return false, false
		}
		slash = slash || lead[0] == '/'
	}
	return true, slash
}

// pathStart reports whether s, the start of what follows a field's value,
// starts a path or a query, not an authority ("//").
func pathStart(s string) bool {
	return strings.HasPrefix(s, "?") || strings.HasPrefix(s, "/") && !strings.HasPrefix(s, "//")
}

// boundReads returns reads without those through a carrier or a local
// variable (see chain) that the package also uses other than as the
// chains of sink reads do: a reference to it that no chain consumed (the
// carrier's result printed or compared, its method value taken, the
// variable read elsewhere but as an argument of a printer: the URL a
// function sends is also logged). The reads left out are added to spoiled, so
// that no other read makes them run always.
func (r *fieldSites) boundReads(reads []fieldSinkRead, consumed []*ast.Ident, spoiled map[*ast.SelectorExpr]bool) []fieldSinkRead {
	objs := make(map[types.Object]bool)
	for _, rd := range reads {
		for _, o := range rd.via {
			objs[o] = true
		}
	}
	if len(objs) == 0 {
		return reads
	}
	used := make(map[*ast.Ident]bool, len(consumed))
	for _, id := range consumed {
		used[id] = true
	}
	leaky := make(map[types.Object]bool)
	for id, obj := range r.pass.TypesInfo.Uses {
		if fn, ok := obj.(*types.Func); ok {
			obj = fn.Origin()
		}
		if objs[obj] && !used[id] && !r.printedVar(id, obj) {
			leaky[obj] = true
		}
	}
	if len(leaky) == 0 {
		return reads
	}
	out := reads[:0:0]
	for _, rd := range reads {
		if slices.ContainsFunc(rd.via, func(o types.Object) bool { return leaky[o] }) {
			spoiled[rd.sel] = true
			continue
		}
		out = append(out, rd)
	}
	return out
}

// cleanAbsolute reports whether e is a call of path.Join or path.Clean
// whose first element is absolute: its result is then a clean absolute
// path, which starts with "/" and never with "//", whatever follows.
func (r *fieldSites) cleanAbsolute(e ast.Expr) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) == 0 {
		return false
	}
	fn, _ := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
	if fn == nil || flow.FuncOfObj(fn).Cleans != sinks.CleansSlash {
		return false
	}
	firsts := call.Args[:1]
	if call.Ellipsis.IsValid() {
		firsts = r.listHeads(call.Args[0])
	}
	for _, first := range firsts {
		vals, why := r.flow.Resolve(first, 0)
		if why != "" || len(vals) == 0 {
			return false
		}
		for _, v := range vals {
			if len(v) == 0 || v[0].Hole || !strings.HasPrefix(v[0].Text, "/") {
				return false
			}
		}
	}
	return len(firsts) > 0
}

// listHeads returns the expressions the first element of a local []string
// variable can hold, or nil when it cannot tell: the variable is made
// with a length (make([]string, 1, n)) or a literal's elements, given
// elements at index 0 (the first one of a made slice on every path), and
// extended by append(v, ...), and is used only so, as len's argument and
// as the argument at e.
func (r *fieldSites) listHeads(e ast.Expr) []ast.Expr {
	info := r.pass.TypesInfo
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok || v.IsField() || typesx.IsParam(v) || v.Parent() == nil || v.Parent() == r.pass.Pkg.Scope() {
		return nil
	}
	fd := r.flow.Control.FuncDeclAt(v.Pos())
	if fd == nil || fd.Body == nil {
		return nil
	}
	var heads []ast.Expr
	made, ok := false, true
	var stack []ast.Node
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if !ok {
			return false
		}
		if n == nil {
			stack = stack[:len(stack)-1]
			return true
		}
		stack = append(stack, n)
		x, isID := n.(*ast.Ident)
		if !isID || x == id || info.Uses[x] != v && info.Defs[x] != v {
			return true
		}
		ok = r.listUse(x, v, stack, &heads, &made)
		return true
	})
	if !ok || len(heads) == 0 {
		return nil
	}
	return heads
}

// listUse reports whether the use x of list variable v, under stack,
// is one listHeads allows, adding the first elements it gives to heads,
// and setting made for a make of the list.
func (r *fieldSites) listUse(x *ast.Ident, v *types.Var, stack []ast.Node, heads *[]ast.Expr, made *bool) bool {
	info := r.pass.TypesInfo
	parent := stack[len(stack)-2]
	switch p := parent.(type) {
	case *ast.AssignStmt: // v := ..., v = append(v, ...)
		if len(p.Lhs) != 1 || len(p.Rhs) != 1 || p.Lhs[0] != x || p.Tok != token.DEFINE && p.Tok != token.ASSIGN {
			return false
		}
		return r.listStart(p.Rhs[0], v, heads, made)
	case *ast.ValueSpec:
		if len(p.Names) != 1 || len(p.Values) != 1 {
			return false
		}
		return r.listStart(p.Values[0], v, heads, made)
	case *ast.CallExpr: // append(v, ...), len(v)
		b, ok := info.Uses[calleeIdent(p)].(*types.Builtin)
		return ok && len(p.Args) > 0 && p.Args[0] == x && (b.Name() == "len" || b.Name() == "cap" || b.Name() == "append" && !p.Ellipsis.IsValid())
	case *ast.IndexExpr: // v[0] = e
		if len(stack) < 3 {
			return false
		}
		as, ok := stack[len(stack)-3].(*ast.AssignStmt)
		if !ok || p.X != x || len(as.Lhs) != 1 || len(as.Rhs) != 1 || as.Lhs[0] != p || as.Tok != token.ASSIGN {
			return false
		}
		tv, ok := info.Types[p.Index]
		if !ok || tv.Value == nil {
			return false
		}
		if i, exact := constant.Int64Val(tv.Value); !exact || i != 0 {
			return true // another element
		}
		if ok, _ := r.flow.Control.RunsAlways(as, func(ast.Expr) bool { return false }); *made && !ok {
			return false
		}
		*heads = append(*heads, as.Rhs[0])
		return true
	}
	return false
}

// listStart reports whether rhs, assigned to list variable v, starts it
// (make with a constant length of at least 1, a literal with elements:
// its first is a head) or extends it (append(v, ...)).
func (r *fieldSites) listStart(rhs ast.Expr, v *types.Var, heads *[]ast.Expr, made *bool) bool {
	info := r.pass.TypesInfo
	switch x := ast.Unparen(rhs).(type) {
	case *ast.CompositeLit:
		if len(x.Elts) == 0 {
			return false
		}
		if _, keyed := x.Elts[0].(*ast.KeyValueExpr); keyed {
			return false
		}
		*heads = append(*heads, x.Elts[0])
		return true
	case *ast.CallExpr:
		b, ok := info.Uses[calleeIdent(x)].(*types.Builtin)
		if !ok || len(x.Args) == 0 {
			return false
		}
		switch b.Name() {
		case "append":
			id, ok := ast.Unparen(x.Args[0]).(*ast.Ident)
			return ok && info.Uses[id] == v
		case "make":
			if len(x.Args) < 2 {
				return false
			}
			tv, ok := info.Types[x.Args[1]]
			if !ok || tv.Value == nil {
				return false
			}
			n, exact := constant.Int64Val(tv.Value)
			*made = true
			return exact && n >= 1
		}
	}
	return false
}

// printedVar reports whether id, a use of obj, is a local variable's use
// as an argument of a function that only shows it (log.Printf).
func (r *fieldSites) printedVar(id *ast.Ident, obj types.Object) bool {
	if _, isVar := obj.(*types.Var); !isVar {
		return false
	}
	cur, ok := r.flow.Control.Cursor(id)
	if !ok || cur.ParentEdgeKind() != edge.CallExpr_Args {
		return false
	}
	fn, ok := typeutil.Callee(r.pass.TypesInfo, cur.Parent().Node().(*ast.CallExpr)).(*types.Func)
	return ok && flow.FuncOfObj(fn).Prints
}

// exportCarriers attaches to each exported carrier of a field with a
// FieldSinkFact that fact, so that importers know its result is that
// field's value, whose writes are checked (carrierResult).
func (r *fieldSites) exportCarriers(sinks map[*types.Var]*facts.FieldSinkFact) {
	for fn, ch := range r.carriers {
		if f := sinks[ch.fld]; f != nil && fn.Exported() && ch.fld.Exported() {
			r.pass.ExportObjectFact(fn, f)
		}
	}
}

// CheckedCarrier reports whether fn, a function of another package, is
// a carrier (a FieldSinkFact on fn: see exportCarriers) of a field whose
// writes are checked for what need asks.
func (r *fieldSites) CheckedCarrier(fn *types.Func, need *facts.FieldSinkFact) bool {
	if !fn.Exported() || !r.mayHaveFieldSinks(fn.Pkg()) {
		return false
	}
	var fact facts.FieldSinkFact
	return r.pass.ImportObjectFact(fn, &fact) && implies(need, &fact)
}

// FieldSink reports whether fld, a field of this package, is a field sink
// (findFieldSinks).
func (r *fieldSites) FieldSink(fld *types.Var) bool { return r.fieldSinks[fld] != nil }

// Wrapped reports whether parameter index of fn, a function of this
// package, reaches a sink unchanged (findWrappers).
func (r *fieldSites) Wrapped(fn types.Object, index int) bool {
	return flow.HasParam(r.wraps.wrappers[fn], index)
}
