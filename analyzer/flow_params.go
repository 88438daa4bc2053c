package analyzer

import (
	"go/ast"
	"go/token"
	"go/types"
)

// maxParamCalls bounds the calls whose arguments a parameter is resolved
// from: past it the parameter stays unknown.
const maxParamCalls = 32

// paramFlow resolves, at a sink, a parameter of a function every call of
// which is in the package: an unexported function or method, or a
// function literal called directly or through a variable that holds only
// it, none of them used as a value. The parameter then takes the union
// of the arguments of those calls (context-insensitive), each resolved
// where it is written, when the sink runs on every path of the function
// with the parameter unchanged (reachesAlways): a function that uses the
// parameter only on some paths (nats-server's pollConnz(t, s, mode, url)
// ignores url when mode == 1) passes no argument of its calls to the
// sink.
type paramFlow struct {
	r    *run
	site ast.Expr // the expression a sink checks, or the argument of a call followed from it; nil outside a check

	idx  *paramIndex                  // built on first use
	busy map[*types.Var]bool          // parameters being resolved
	fns  map[*ast.BlockStmt]*funcNode // run.funcs by body, built on first use
}

// A paramIndex records, for the functions of the package, the calls
// that name them and whether anything else does.
type paramIndex struct {
	owners   map[*types.Scope]ast.Node        // the *ast.FuncDecl or *ast.FuncLit of a parameter scope
	calls    map[types.Object][]*ast.CallExpr // calls of a function or variable of the package
	value    map[types.Object]bool            // used other than as the function of a call
	litCalls map[*ast.FuncLit][]*ast.CallExpr // calls of a literal written as the function of the call
	litVar   map[*ast.FuncLit]*types.Var      // the variable a literal is the declared value of
	iface    map[string]bool                  // names of the methods of the package's interfaces
}

// index returns the calls index of the package, built on first use.
func (p *paramFlow) index() *paramIndex {
	if p.idx != nil {
		return p.idx
	}
	info := p.r.pass.TypesInfo
	x := &paramIndex{
		owners:   make(map[*types.Scope]ast.Node),
		calls:    make(map[types.Object][]*ast.CallExpr),
		value:    make(map[types.Object]bool),
		litCalls: make(map[*ast.FuncLit][]*ast.CallExpr),
		litVar:   make(map[*ast.FuncLit]*types.Var),
		iface:    make(map[string]bool),
	}
	callee := make(map[*ast.Ident]*ast.CallExpr)
	for _, file := range p.r.pass.Files {
		ast.Inspect(file, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncDecl:
				if s := info.Scopes[n.Type]; s != nil {
					x.owners[s] = n
				}
			case *ast.FuncLit:
				if s := info.Scopes[n.Type]; s != nil {
					x.owners[s] = n
				}
			case *ast.InterfaceType:
				for _, m := range n.Methods.List {
					for _, name := range m.Names {
						x.iface[name.Name] = true
					}
				}
			case *ast.AssignStmt:
				if n.Tok == token.DEFINE && len(n.Lhs) == len(n.Rhs) {
					for i, rhs := range n.Rhs {
						x.noteLitVar(info, n.Lhs[i], rhs)
					}
				}
			case *ast.ValueSpec:
				if len(n.Names) == len(n.Values) {
					for i, rhs := range n.Values {
						x.noteLitVar(info, n.Names[i], rhs)
					}
				}
			case *ast.CallExpr:
				switch fun := calledExpr(n.Fun).(type) {
				case *ast.Ident:
					callee[fun] = n
				case *ast.SelectorExpr:
					callee[fun.Sel] = n
				case *ast.FuncLit:
					x.litCalls[fun] = append(x.litCalls[fun], n)
				}
			case *ast.Ident:
				obj := info.Uses[n]
				if obj == nil || obj.Pkg() != p.r.pass.Pkg {
					break
				}
				if fn, ok := obj.(*types.Func); ok {
					obj = fn.Origin()
				} else if _, ok := obj.(*types.Var); !ok {
					break
				}
				if call, ok := callee[n]; ok {
					x.calls[obj] = append(x.calls[obj], call)
				} else {
					x.value[obj] = true
				}
			}
			return true
		})
	}
	p.idx = x
	return x
}

// noteLitVar records that lhs is declared with the function literal rhs.
func (x *paramIndex) noteLitVar(info *types.Info, lhs, rhs ast.Expr) {
	lit, ok := ast.Unparen(rhs).(*ast.FuncLit)
	if !ok {
		return
	}
	if id, ok := lhs.(*ast.Ident); ok {
		if v, ok := info.Defs[id].(*types.Var); ok {
			x.litVar[lit] = v
		}
	}
}

// calledExpr strips the parentheses and the type arguments of the
// function of a call.
func calledExpr(fun ast.Expr) ast.Expr {
	fun = ast.Unparen(fun)
	switch f := fun.(type) {
	case *ast.IndexExpr:
		return ast.Unparen(f.X)
	case *ast.IndexListExpr:
		return ast.Unparen(f.X)
	}
	return fun
}

// visibleCalls returns the calls of the function fn (a declaration or a
// literal), when every call of it is in the package: ok is false when
// code elsewhere can call it, or code here can call it unseen.
func (p *paramFlow) visibleCalls(f *flow, fn ast.Node) (calls []*ast.CallExpr, obj types.Object, ok bool) {
	x := p.index()
	info := p.r.pass.TypesInfo
	switch fn := fn.(type) {
	case *ast.FuncDecl:
		fobj, isFunc := info.Defs[fn.Name].(*types.Func)
		if !isFunc || fobj.Exported() || fn.Name.Name == "_" || fn.Recv != nil && x.iface[fn.Name.Name] || x.value[fobj] {
			return nil, nil, false
		}
		return x.calls[fobj], fobj, true
	case *ast.FuncLit:
		v, named := x.litVar[fn]
		if !named {
			return x.litCalls[fn], nil, true
		}
		if v.Exported() && v.Parent() == p.r.pass.Pkg.Scope() || x.value[v] {
			return nil, nil, false
		}
		if vi := f.varInfo(v); vi == nil || len(vi.rhs) != 1 || vi.opaque() {
			return nil, nil, false // reassigned: its calls can run another function
		}
		return x.calls[v], v, true
	}
	return nil, nil, false
}

// visible reports whether obj, a function or a variable holding a
// literal, is called only by calls of the package, none of them hidden.
func (p *paramFlow) visible(obj types.Object) bool {
	x := p.index()
	if x.value[obj] {
		return false
	}
	switch obj := obj.(type) {
	case *types.Func:
		return !obj.Exported() && !(isMethod(obj) && x.iface[obj.Name()])
	case *types.Var:
		return !(obj.Exported() && obj.Parent() == p.r.pass.Pkg.Scope())
	}
	return false
}

// resolve resolves the use id of parameter v at the site being checked:
// the union of the arguments of the calls of its function, or why not.
func (p *paramFlow) resolve(f *flow, v *types.Var, id *ast.Ident, depth int) ([]value, string) {
	site := p.site
	if site == nil || p.busy[v] || !isString(v.Type()) {
		return nil, "parameter"
	}
	if vi := f.varInfo(v); vi != nil && (len(vi.rhs) > 0 || vi.opaque()) {
		return nil, "parameter" // if u == "" { u = def }: not the argument alone
	}
	fn := p.index().owners[v.Parent()]
	if fn == nil {
		return nil, "parameter"
	}
	index, ok := paramIndexOf(f.info, fn, v)
	if !ok || !p.unchangedTo(f, fn, id, site) {
		return nil, "parameter"
	}
	if node := p.funcNode(fn); node != nil && node.obj != nil && hasParam(p.r.wrappers[node.obj], index) {
		if i, ok := p.r.paramOf(node, site); ok && i == index {
			return nil, "parameter" // a wrapper: its calls are checked as sinks
		}
	}
	conditional, ok := p.reachesAlways(v, site)
	if !ok {
		return nil, "parameter"
	}
	calls, _, ok := p.visibleCalls(f, fn)
	if !ok || len(calls) == 0 || len(calls) > maxParamCalls {
		return nil, "parameter"
	}
	if p.busy == nil {
		p.busy = make(map[*types.Var]bool)
	}
	p.busy[v] = true
	savedArgs := f.args
	f.args = nil // the arguments of the calls hold for every call
	defer func() {
		delete(p.busy, v)
		p.site = site
		f.args = savedArgs
	}()
	var out []value
	unknown := ""
	for _, call := range calls {
		if index >= len(call.Args) || call.Ellipsis.IsValid() || p.r.expectsError(p.callSite(call)) {
			continue
		}
		arg := call.Args[index]
		p.site = arg
		vals, why := f.resolve(arg, depth+1)
		if why != "" && unknown == "" {
			unknown = why
		}
		for _, val := range vals {
			if conditional && isEmpty(val) {
				continue // an earlier return tests the parameter: "" never reaches the sink
			}
			out = appendValues(out, val)
		}
	}
	if len(out) == 0 {
		return nil, firstWhy(unknown, "parameter")
	}
	if unknown != "" {
		out = appendValues(out, value{{hole: true, use: id}})
	}
	return out, unknown
}

// paramIndexOf returns the index of parameter v of fn, receiver
// excluded; ok is false for a variadic parameter.
func paramIndexOf(info *types.Info, fn ast.Node, v *types.Var) (int, bool) {
	var ft *ast.FuncType
	switch fn := fn.(type) {
	case *ast.FuncDecl:
		ft = fn.Type
	case *ast.FuncLit:
		ft = fn.Type
	}
	if ft == nil || ft.Params == nil {
		return 0, false
	}
	i := 0
	for _, field := range ft.Params.List {
		_, variadic := field.Type.(*ast.Ellipsis)
		for _, name := range field.Names {
			if info.Defs[name] == v {
				return i, !variadic
			}
			i++
		}
		if len(field.Names) == 0 {
			i++
		}
	}
	return 0, false
}

// unchangedTo reports whether the use id of a parameter of fn reaches
// site unchanged on every path: id is in site, or in the declared value
// of a local variable of fn never assigned again whose use does (u :=
// base + "/x"; http.Get(u)). A variable with other assignments can hold
// the parameter's value on some paths only.
func (p *paramFlow) unchangedTo(f *flow, fn ast.Node, id *ast.Ident, site ast.Expr) bool {
	if !p.directlyIn(f, fn, site) || !p.directlyIn(f, fn, id) {
		return false
	}
	exprs := []ast.Expr{site}
	seen := make(map[*types.Var]bool)
	for i := 0; i < len(exprs) && i <= maxDepth; i++ {
		e := exprs[i]
		if e.Pos() <= id.Pos() && id.End() <= e.End() {
			return true
		}
		ast.Inspect(e, func(n ast.Node) bool {
			use, ok := n.(*ast.Ident)
			if !ok {
				return true
			}
			w, ok := f.info.Uses[use].(*types.Var)
			if !ok || seen[w] || w.Pkg() != f.pkg || w.IsField() || isParam(w) || w.Parent() == f.pkg.Scope() {
				return true
			}
			seen[w] = true
			if def := p.declaredValue(f, w); def != nil {
				exprs = append(exprs, def)
			}
			return true
		})
	}
	return false
}

// declaredValue returns the value local variable w is declared with,
// when no other assignment changes it; nil otherwise.
func (p *paramFlow) declaredValue(f *flow, w *types.Var) ast.Expr {
	vi := f.varInfo(w)
	if vi == nil || len(vi.rhs) != 1 || vi.opaque() {
		return nil
	}
	def := vi.rhs[0]
	c, ok := f.cursor(def)
	if !ok {
		return nil
	}
	switch d := c.Parent().Node().(type) {
	case *ast.AssignStmt:
		if d.Tok == token.DEFINE {
			for i, rhs := range d.Rhs {
				if rhs == def && i < len(d.Lhs) {
					if lhs, ok := d.Lhs[i].(*ast.Ident); ok && f.info.Defs[lhs] == w {
						return def
					}
				}
			}
		}
	case *ast.ValueSpec:
		for i, rhs := range d.Values {
			if rhs == def && i < len(d.Names) && f.info.Defs[d.Names[i]] == w {
				return def
			}
		}
	}
	return nil
}

// directlyIn reports whether n is in the body of fn itself, not in a
// function literal inside it.
func (p *paramFlow) directlyIn(f *flow, fn ast.Node, n ast.Node) bool {
	return enclosingFunc(f, n) == fn
}

// reachesAlways reports whether site runs on every path of fn, as
// run.reachesAlways does for a call; conditional is set when an earlier
// return tests v for emptiness.
func (p *paramFlow) reachesAlways(v *types.Var, site ast.Expr) (conditional, ok bool) {
	other := false
	always, conditional := p.r.runsAlways(site, func(cond ast.Expr) bool {
		if !usesVar(p.r.pass.TypesInfo, cond, v) {
			return false
		}
		if !testsEmptyVar(p.r.pass.TypesInfo, cond, v) {
			other = true
		}
		return true
	})
	return conditional, always && !other
}

// usesVar reports whether e uses v.
func usesVar(info *types.Info, e ast.Expr, v *types.Var) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && info.Uses[id] == v {
			found = true
		}
		return !found
	})
	return found
}

// testsEmptyVar reports whether cond is v == "" or len(v) == 0, alone or
// in a || chain.
func testsEmptyVar(info *types.Info, cond ast.Expr, v *types.Var) bool {
	c, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok {
		return false
	}
	switch c.Op {
	case token.LOR:
		return (!usesVar(info, c.X, v) || testsEmptyVar(info, c.X, v)) && (!usesVar(info, c.Y, v) || testsEmptyVar(info, c.Y, v))
	case token.EQL:
		for _, side := range [2][2]ast.Expr{{c.X, c.Y}, {c.Y, c.X}} {
			tv, ok := info.Types[side[1]]
			if !ok || tv.Value == nil {
				continue
			}
			x := ast.Unparen(side[0])
			if call, ok := x.(*ast.CallExpr); ok && len(call.Args) == 1 {
				if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok && id.Name == "len" && tv.Value.String() == "0" {
					x = ast.Unparen(call.Args[0])
				}
			} else if tv.Value.ExactString() != `""` {
				continue
			}
			if id, ok := x.(*ast.Ident); ok && info.Uses[id] == v {
				return true
			}
		}
	}
	return false
}

// funcNode returns the function of run.funcs with the body of fn.
func (p *paramFlow) funcNode(fn ast.Node) *funcNode {
	if p.fns == nil {
		p.fns = make(map[*ast.BlockStmt]*funcNode, len(p.r.funcs))
		for _, n := range p.r.funcs {
			p.fns[n.body] = n
		}
	}
	switch fn := fn.(type) {
	case *ast.FuncDecl:
		return p.fns[fn.Body]
	case *ast.FuncLit:
		return p.fns[fn.Body]
	}
	return nil
}

// callSite returns the call site of call, with its enclosing function.
func (p *paramFlow) callSite(call *ast.CallExpr) callSite {
	c := callSite{call: call}
	if fn := enclosingFunc(p.r.flow, call); fn != nil {
		c.fn = p.funcNode(fn)
	}
	return c
}

// enclosingFunc returns the innermost function declaration or literal
// holding n, nil if none.
func enclosingFunc(f *flow, n ast.Node) ast.Node {
	c, ok := f.cursor(n)
	if !ok {
		return nil
	}
	for cur := range c.Parent().Enclosing() {
		switch cur.Node().(type) {
		case *ast.FuncDecl, *ast.FuncLit:
			return cur.Node()
		}
	}
	return nil
}

// resolveSite resolves arg, an expression a sink checks.
func (p *paramFlow) resolveSite(arg ast.Expr) ([]value, string) {
	saved := p.site
	p.site = arg
	defer func() { p.site = saved }()
	return p.r.flow.resolve(arg, 0)
}
