package flow

import (
	"go/ast"
	"go/types"

	"github.com/urlvet/urlvet/analyzer/internal/typesx"
)

// Collect walks the package's files once. It records the function bodies
// (Funcs) and the calls of each (Sites, FuncNode.Calls), and keeps the
// nodes that can store into a field, in the order a walk of the files
// visits them, so that a field read does not walk the package again
// (fieldData).
// visit, when not nil, sees each assignment, call and non-empty
// composite literal, with the function around it (nil at package level)
// and, for a call with arguments, its callee.
func (f *Flow) Collect(visit func(n ast.Node, fn *FuncNode, callee types.Object)) {
	c := collector{f: f, visit: visit, litObj: make(map[*ast.FuncLit]types.Object), keep: f.Data.Idx == nil}
	if c.keep {
		c.stores = new(fieldStores)
	}
	for _, file := range f.Files {
		c.walk(file, nil)
	}
	// The callees are looked up after the walk, one after the other: the
	// lookups in the package's map of uses, a few cache misses each in a
	// package of millions of nodes, then overlap rather than wait on the
	// walk between them.
	if c.calls.n > 0 {
		f.Sites = make([]CallSite, c.calls.n)
	}
	for i, call := range c.calls.all() {
		site := CallSite{Call: call.call, Fn: call.fn}
		if call.id != nil {
			site.Callee = calleeObject(f.Info.Uses[call.id])
		}
		f.Sites[i] = site
	}
	if visit != nil {
		for _, site := range f.Sites {
			visit(site.Call, site.Fn, site.Callee)
		}
	}
	// Each function's calls, in the order of Sites: most functions' are
	// a run of Sites, which they share; those of a function holding a
	// literal that calls are split around the literal's, and go in one
	// array rather than as many growing slices.
	split := 0
	for _, fn := range f.Funcs {
		if fn.split {
			split += int(fn.nCalls)
		} else if fn.nCalls > 0 {
			end := int(fn.lastCall) + 1
			fn.Calls = f.Sites[end-int(fn.nCalls) : end : end]
		}
	}
	if split > 0 {
		all := make([]CallSite, 0, split)
		for _, fn := range f.Funcs {
			if fn.split {
				fn.Calls = all[len(all) : len(all) : len(all)+int(fn.nCalls)]
				all = all[:len(all)+int(fn.nCalls)]
			}
		}
		for _, site := range f.Sites {
			if site.Fn != nil && site.Fn.split {
				site.Fn.Calls = append(site.Fn.Calls, site)
			}
		}
	}
	if c.keep && f.Data.Idx == nil {
		f.Data.nodes, f.Data.kept, f.Data.stores = c.data, true, c.stores
	}
}

// A collector walks the syntax for Collect.
type collector struct {
	f      *Flow
	visit  func(n ast.Node, fn *FuncNode, callee types.Object)
	litObj map[*ast.FuncLit]types.Object // the variable a function literal is assigned to
	keep   bool                          // keep the nodes that can store into a field in data
	stores *fieldStores                  // the names the kept nodes store into
	data   chunks[ast.Node]
	calls  chunks[walkedCall]
}

// A walkedCall is a call as the walk finds it: id names the function it
// calls (typeutil.Callee), looked up once the walk is done.
type walkedCall struct {
	call *ast.CallExpr
	fn   *FuncNode
	id   *ast.Ident
}

// walk visits root, in the body of fn (nil at package level). Function
// signatures are not visited, but for the nodes kept: nothing in them is
// a call to check.
func (c *collector) walk(root ast.Node, fn *FuncNode) {
	info := c.f.Info
	inspect(root, func(n ast.Node) bool {
		// One type switch a node: the nodes that can store into a
		// field are kept in the cases below, as storeNames names them.
		switch n := n.(type) {
		case *ast.FuncDecl:
			if n.Recv != nil {
				c.keepData(n.Recv)
			}
			c.keepData(n.Type)
			if n.Body != nil {
				c.walk(n.Body, c.f.newFunc(info.Defs[n.Name], n.Type, n.Body))
			}
			return false
		case *ast.FuncLit:
			c.keepData(n.Type)
			lit := c.f.newFunc(c.litObj[n], n.Type, n.Body)
			lit.Lit = true
			c.walk(n.Body, lit)
			return false
		case *ast.AssignStmt:
			c.keepNode(n)
			if c.visit != nil {
				c.visit(n, fn, nil)
			}
			if len(n.Lhs) == len(n.Rhs) {
				for i, rhs := range n.Rhs {
					if fl, ok := ast.Unparen(rhs).(*ast.FuncLit); ok {
						if id, ok := n.Lhs[i].(*ast.Ident); ok {
							c.litObj[fl] = typesx.ObjectOf(info, id)
						}
					}
				}
			}
		case *ast.ValueSpec:
			if len(n.Names) == len(n.Values) {
				for i, rhs := range n.Values {
					if fl, ok := ast.Unparen(rhs).(*ast.FuncLit); ok {
						c.litObj[fl] = typesx.ObjectOf(info, n.Names[i])
					}
				}
			}
		case *ast.CallExpr:
			c.keepNode(n)
			var id *ast.Ident
			if len(n.Args) > 0 { // every sink and wrapper takes an argument
				id = usedIdent(info, n.Fun)
			}
			if fn != nil {
				i := int32(c.calls.n)
				if fn.nCalls > 0 && fn.lastCall != i-1 {
					fn.split = true
				}
				fn.nCalls++
				fn.lastCall = i
			}
			c.calls.add(walkedCall{n, fn, id})
		case *ast.CompositeLit:
			c.keepNode(n)
			// An empty literal writes no field: nothing to check or
			// note, and its type is not looked up.
			if len(n.Elts) > 0 && c.visit != nil {
				c.visit(n, fn, nil)
			}
		case *ast.RangeStmt, *ast.UnaryExpr:
			c.keepNode(n)
		}
		return true
	})
}

// usedIdent returns the identifier naming the function fun calls, through
// an instantiation, as typeutil.Callee reads it; nil when there is none.
func usedIdent(info *types.Info, fun ast.Expr) *ast.Ident {
	switch d := ast.Unparen(fun).(type) {
	case *ast.IndexExpr:
		if info.Types[d.Index].IsType() {
			fun = d.X
		}
	case *ast.IndexListExpr:
		fun = d.X
	}
	switch e := ast.Unparen(fun).(type) {
	case *ast.Ident:
		return e
	case *ast.SelectorExpr:
		return e.Sel
	}
	return nil
}

// calleeObject returns the callee a use of obj names, as typeutil.Callee does:
// none for a type (a conversion), the generic function for an
// instance.
func calleeObject(obj types.Object) types.Object {
	switch obj := obj.(type) {
	case nil, *types.TypeName:
		return nil
	case *types.Func:
		return obj.Origin()
	}
	return obj
}

// keepNode keeps n when it can store into a field. The other nodes of
// the data index are read only when the whole index is built, in a few
// packages, which walk the files again (data): most of the nodes are
// assignments of local variables and selectors, kept by the hundred
// thousand in a large generated package.
func (c *collector) keepNode(n ast.Node) {
	if c.keep && c.stores.note(c.data.n, n) {
		c.data.add(n)
	}
}

// keepData keeps the nodes under root, a function's signature, which
// walk does not visit otherwise.
func (c *collector) keepData(root ast.Node) {
	if !c.keep {
		return
	}
	inspect(root, func(n ast.Node) bool {
		c.keepNode(n)
		return true
	})
}

// newFunc records a function body of the package.
func (f *Flow) newFunc(obj types.Object, typ *ast.FuncType, body *ast.BlockStmt) *FuncNode {
	fn := &FuncNode{Obj: obj, Body: body}
	if typ.Params != nil && obj != nil {
		// Only a named function can be a wrapper: others need no parameters.
		for _, field := range typ.Params.List {
			if len(field.Names) == 0 {
				fn.Params = append(fn.Params, nil)
				continue
			}
			for _, name := range field.Names {
				v, _ := f.Info.Defs[name].(*types.Var)
				fn.Params = append(fn.Params, v)
			}
		}
	}
	f.Funcs = append(f.Funcs, fn)
	return fn
}
